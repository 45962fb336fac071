import { sectionAsPiece } from '../../rules/mageknight/castle'
import type { MkPiece } from '../../rules/mageknight/core'
import type { MkSiege, MkSiegeSection } from '../../rules/mageknight/engine'
import { CASTLE_ACCESS_IDS, CASTLE_PORTAL_IDS, type CastleSectionKind } from '../../scene/mageknight/castleSections'
import { castleSectionKind } from '../../scene/mageknight/library'
import type { Scene } from '../../scene/schema'
import { sectionStateOf } from '../castle/editor'
import type { SiegeStep } from './siegeSteps'

/**
 * A siege begun on a scene (001): every castle section of `scene.castle` becomes a piece of the
 * game at its side, version and clicks (001 "Punktwert"), the game's castle record holds kinds and
 * portals as the scene stores them (R-MKS-1), the ladders set against walls and those figures carry
 * from the start; and the names a siege step uses, checked against the scene before a game begins.
 */

export interface CarriedLadder {
  ladder: string
  by: string
}

export interface SiegeStart {
  /** The sections as pieces (none without a castle). */
  pieces: MkPiece[]
  /** The game's castle record, or null for a scene without castle sections. */
  siege: MkSiege | null
  /** The kind of a section id, for the castle's extra actions (001 "Aktionen"). */
  sectionKind: (pieceId: string) => CastleSectionKind | null
}

const record = <T>(entries: readonly (readonly [string, T])[]): Record<string, T> =>
  Object.assign(Object.create(null), Object.fromEntries(entries))

export function siegeOfScene(scene: Scene, carried: readonly CarriedLadder[] = []): SiegeStart {
  const sections = scene.castle?.sections ?? []
  const kinds = record(sections.map((s) => [s.id, s.kind] as const))
  const sectionKind = (id: string) => (Object.hasOwn(kinds, id) ? kinds[id] : null)
  if (sections.length === 0 && carried.length === 0) return { pieces: [], siege: null, sectionKind }
  // A section the scene stores as rubble starts the game at its last click, three broken towers (001 "Castle Sektionen zerstören").
  const pieces = sections.map((s) =>
    sectionAsPiece(s.destroyed ? { ...sectionStateOf(s), clicks: castleSectionKind(s.kind).dial.clicks.length - 1 } : sectionStateOf(s)),
  )
  const siege: MkSiege = {
    sections: record(
      sections.map((s): readonly [string, MkSiegeSection] => [
        s.id,
        { id: s.id, kind: s.kind, version: s.version, portals: record(Object.entries(s.portals ?? {})) },
      ]),
    ),
    ladders: record(
      (scene.ladders ?? [])
        .filter((l) => l.against !== undefined && Object.hasOwn(kinds, l.against))
        .map((l) => [l.id, l.against as string]),
    ),
    carried: record(carried.map((c) => [c.by, c.ladder] as const)),
  }
  return { pieces, siege, sectionKind }
}

/** Problems of the ladders carried from the start, as `carriedLadders[i].field: ...`. */
export function checkCarriedLadders(scene: Scene, carried: readonly CarriedLadder[]): string[] {
  const mk = new Set(scene.figures.filter((f) => f.mk).map((f) => f.id))
  const standing = new Set((scene.ladders ?? []).map((l) => l.id))
  const problems: string[] = []
  carried.forEach((c, i) => {
    if (!mk.has(c.by)) problems.push(`carriedLadders[${i}].by: no Mage Knight figure "${c.by}" in the scene`)
    if (standing.has(c.ladder)) problems.push(`carriedLadders[${i}].ladder: "${c.ladder}" already stands in the scene`)
    if (carried.findIndex((d) => d.ladder === c.ladder) !== i) problems.push(`carriedLadders[${i}].ladder: "${c.ladder}" is carried twice`)
    if (carried.findIndex((d) => d.by === c.by) !== i)
      problems.push(`carriedLadders[${i}].by: ${c.by} carries a ladder already (at most one, 001 "Planken und Leitern")`)
  })
  return problems
}

/** Names a siege step uses that the scene does not have, as `steps[i].field: ...`. */
export function checkSiegeStepNames(step: SiegeStep, i: number, scene: Scene, carried: readonly CarriedLadder[] = []): string[] {
  const figures = new Set(scene.figures.filter((f) => f.mk).map((f) => f.id))
  const sections = new Map((scene.castle?.sections ?? []).map((s) => [s.id, s.kind] as const))
  const ladders = new Set([...(scene.ladders ?? []).map((l) => l.id), ...carried.map((c) => c.ladder)])
  const problems: string[] = []
  const need = (field: string, name: string, what: 'figure' | 'section' | 'either' | 'ladder') => {
    const ok =
      what === 'figure'
        ? figures.has(name)
        : what === 'section'
          ? sections.has(name)
          : what === 'ladder'
            ? ladders.has(name)
            : figures.has(name) || sections.has(name)
    const said = {
      figure: 'Mage Knight figure',
      section: 'castle section',
      either: 'Mage Knight figure or castle section',
      ladder: 'ladder',
    }[what]
    if (!ok) problems.push(`steps[${i}].${field}: no ${said} "${name}" in the scene`)
  }
  switch (step.do) {
    case 'castleShot':
      need('from', step.from, 'either')
      step.targets.forEach((t, j) => need(`targets[${j}]`, t, 'either'))
      break
    case 'portal': {
      need('section', step.section, 'section')
      const kind = sections.get(step.section)
      if (kind && !(CASTLE_PORTAL_IDS[kind] as readonly string[]).includes(step.portal))
        problems.push(
          `steps[${i}].portal: a ${kind} has no portal "${step.portal}" (it has ${CASTLE_PORTAL_IDS[kind].join(', ') || 'none'})`,
        )
      break
    }
    case 'climb': {
      need('figure', step.figure, 'figure')
      need('section', step.section, 'section')
      const kind = sections.get(step.section)
      if (kind && !(CASTLE_ACCESS_IDS[kind] as readonly string[]).includes(step.via) && !ladders.has(step.via))
        problems.push(`steps[${i}].via: "${step.via}" is neither an access point of a ${kind} nor a ladder of the scene`)
      break
    }
    case 'ladder':
      need('figure', step.figure, 'figure')
      need('ladder', step.ladder, 'ladder')
      if (step.wall !== undefined) need('wall', step.wall, 'section')
      else if (step.op === 'setUp') problems.push(`steps[${i}].wall: setting a ladder up names the wall it stands beside`)
      break
    case 'accessMelee':
      need('figure', step.figure, 'figure')
      need('target', step.target, 'figure')
      need('section', step.section, 'section')
      break
    case 'castleMelee':
      need('figure', step.figure, 'figure')
      need('section', step.section, 'section')
      break
  }
  return problems
}

/** The names of a siege step that must be figures on the table now (a section is never one). */
export function siegeStepFigures(step: SiegeStep, scene: Scene): string[] {
  const isSection = (id: string) => (scene.castle?.sections ?? []).some((s) => s.id === id)
  switch (step.do) {
    case 'castleShot':
      return [step.from, ...step.targets].filter((n) => !isSection(n))
    case 'portal':
      return []
    case 'climb':
    case 'ladder':
    case 'castleMelee':
      return [step.figure]
    case 'accessMelee':
      return [step.figure, step.target]
  }
}
