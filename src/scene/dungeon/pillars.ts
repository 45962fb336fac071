import type { ArtifactKind } from './schema'

/**
 * Which artifacts are pillars, apart from the schema (schema.ts re-exports it) because geometry
 * builds pillars as solids in a heat map worker, which loads no zod (issue 15).
 */

/** The kinds that follow the stone pillar's rules (002 "Allsehende Säule": "verwendet alle Regeln der Steinsäule"). */
export const PILLAR_KINDS: readonly ArtifactKind[] = ['stone-pillar', 'all-seeing-pillar']
export const isPillar = (artifact: { kind: ArtifactKind }): boolean => PILLAR_KINDS.includes(artifact.kind)
