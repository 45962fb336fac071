/**
 * The shipped castle pieces (`models/castle/pieces.json`) as they are, without zod: the trusted
 * half of `pieces.ts`, for geometry, which a heat map worker loads without any schema (issue 15).
 * The file is validated by `pieces.ts` when it loads (the scene's castle checks import it, so a
 * process that reads a scene checks the file first) and by its tests, which hold the validated
 * catalogue equal to this one: the schema transforms nothing.
 */
import piecesFile from '../../../models/castle/pieces.json'
import type { CastleSectionKind } from '../mageknight/castleSections'
import type { CastlePiece, CastlePiecesFile } from './pieces'
import type { CastleSection } from './schema'

/** The shipped catalogue, trusted (pieces.ts validates it and exports this same object). */
export const SHIPPED_CASTLE_PIECES: CastlePiecesFile = piecesFile as unknown as CastlePiecesFile

const byKind = new Map(SHIPPED_CASTLE_PIECES.pieces.map((p) => [p.kind, p]))

/** The shape of one section kind. */
export function castlePiece(kind: CastleSectionKind): CastlePiece {
  const piece = byKind.get(kind)
  if (!piece) throw new Error(`scene: no castle piece of kind "${kind}" in models/castle/pieces.json`)
  return piece
}

/** The height of a section's walkable tops (every kind's are at the file's one height). */
export const topHeight = (section: CastleSection): number => section.center[1] + SHIPPED_CASTLE_PIECES.height
