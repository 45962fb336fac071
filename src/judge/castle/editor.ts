/**
 * What the siege editor asks of the castle rules, through the geometry: each section's dial as
 * the rules read it (click, fortification, broken open, destroyed, points, the portals' states
 * that count), opening or closing a portal (refused when a figure's base is in the way or the
 * section is broken open), and turning a section's dial a click forward (damage, destruction and
 * rubble) or back (an editor's correction). Every change comes back as a new scene plus the
 * rules' lines, or as a refusal with its code, reason and clause (editRefusals.ts); nothing here
 * mutates the scene.
 */
import { figuresOnSection, portalCanClose } from '../../geometry/castle/queries'
import { requireSection, type HasScene } from '../../geometry/castle/sectionLookup'
import { detailed, type RulingLine } from '../../rules/kernel'
import type { Dice } from '../../rules/kernel'
import { CASTLE } from '../../rules/mageknight/core'
import {
  currentFortification,
  isBrokenOpen,
  isSectionDestroyed,
  sectionAsPiece,
  sectionCanShoot,
  sectionPoints,
  type CastleSectionState,
} from '../../rules/mageknight/castle'
import { damageSection } from '../../rules/mageknight/castle'
import { statsOf } from '../../rules/mageknight/core'
import { portalState, setPortal } from '../../rules/mageknight/castle'
import { ruling } from '../../rules/kernel'
import { castlePiece, CASTLE_PIECES } from '../../scene/castle/pieces'
import { VERSION_START_CLICKS, type CastleSection } from '../../scene/castle/schema'
import { topHeight } from '../../scene/castle/checks'
import { PLANK_END_TOLERANCE } from '../../scene/castle/plankChecks'
import { areaToWorld, signedDistance } from '../../scene/castle/footprint'
import { castleSectionKind } from '../../scene/mageknight/library'
import type { Scene } from '../../scene/schema'
import { refuseEdit, type EditRefusal } from './editRefusals'

/** Clauses of the editor's own decisions (docs/RULINGS.md, "Siege editor"). */
export const SIEGE_RULINGS = {
  portalsInEditor: ruling('R-SE-5', 'Portale im Editor'),
  dialCorrection: ruling('R-SE-6', 'Korrektur der Kampfscheibe im Editor'),
} as const

export interface PortalView {
  id: string
  kind: string
  /** What the scene stores (absent: closed). */
  stored: 'open' | 'closed'
  /** What counts: a broken-open or destroyed section's portals are open (001 "Portale"). */
  state: 'open' | 'closed'
}

/** One section's dial and portals as the rules read them. */
export interface SectionView {
  id: string
  kind: CastleSection['kind']
  side: string
  version: CastleSection['version']
  name: string
  click: number
  lastClick: number
  startClick: number
  fortification: number
  brokenOpen: boolean
  destroyed: boolean
  points: number
  canShoot: boolean
  portals: PortalView[]
}

export type EditOutcome = { ok: true; scene: Scene; lines: RulingLine[] } | { ok: false; refusal: EditRefusal }

export const sectionStateOf = (s: CastleSection): CastleSectionState => ({
  id: s.id,
  kind: s.kind,
  side: s.side,
  version: s.version,
  clicks: s.clicks,
  portals: s.portals,
  destroyed: s.destroyed,
})

/** Every section of the scene's castle with its dial state (empty without a castle). */
export function sectionViews(scene: Scene): SectionView[] {
  return (scene.castle?.sections ?? []).map((s) => {
    const state = sectionStateOf(s)
    const kind = castleSectionKind(s.kind)
    const piece = sectionAsPiece(state)
    const destroyed = isSectionDestroyed(state)
    return {
      id: s.id,
      kind: s.kind,
      side: s.side,
      version: s.version,
      name: kind.name,
      click: piece.clicks[0],
      lastClick: kind.dial.clicks.length - 1,
      startClick: kind.versions[s.version].startClick,
      fortification: destroyed ? 0 : currentFortification(state),
      brokenOpen: isBrokenOpen(state),
      destroyed,
      points: sectionPoints(state).points,
      canShoot: sectionCanShoot(state),
      portals: castlePiece(s.kind).portals.map((p) => ({
        id: p.id,
        kind: p.kind,
        stored: s.portals?.[p.id] ?? 'closed',
        state: portalState(state, p.id),
      })),
    }
  })
}

const withSection = (scene: Scene, next: CastleSection): Scene => ({
  ...scene,
  castle: { ...scene.castle!, sections: scene.castle!.sections.map((s) => (s.id === next.id ? next : s)) },
})

/**
 * Opens a closed portal or closes an open one, as the castle player at the start of their turn
 * (the editor stages that moment, R-SE-5). Closing is refused when a figure's base overlaps the
 * opening (001 "Torhaus", geometry: portalCanClose) or the section is broken open.
 */
export function togglePortal(world: HasScene, sectionId: string, portalId: string): EditOutcome {
  const section = requireSection(world, sectionId)
  const state = sectionStateOf(section)
  const want = portalState(state, portalId) === 'closed' ? 'open' : 'closed'
  const check = want === 'closed' ? portalCanClose(world, sectionId, portalId) : null
  const result = setPortal({
    section: state,
    portalId,
    want,
    side: section.side,
    atStartOfOwnTurn: true,
    wouldCloseOnBase: check !== null && !check.canClose,
  })
  if (!result.ok) {
    // The figures in the way, named in the reason and as a parameter (the geometry found them).
    const blockers = check && check.blockers.length > 0 ? check.blockers.join(', ') : null
    if (blockers === null) return result
    const { code, reason, clause, params } = result.refusal
    return refuseEdit(code, `${reason} (${blockers})`, clause, { ...params, blockers })
  }
  const lines: RulingLine[] = [...result.breakdown.lines, { key: 'portalsInEditor', value: true, clause: SIEGE_RULINGS.portalsInEditor }]
  return { ok: true, scene: withSection(world.scene, { ...section, portals: result.value.portals }), lines }
}

/** Planks resting on a section's top (either end within half a centimetre of it, at its height). */
export function planksOn(scene: Scene, section: CastleSection): Set<string> {
  const tops = castlePiece(section.kind).tops
  const onTop = (p: readonly number[]) =>
    Math.abs(p[1] - topHeight(section)) <= PLANK_END_TOLERANCE &&
    tops.some((t) => signedDistance(areaToWorld(section, t.area), [p[0], p[2]]) <= PLANK_END_TOLERANCE)
  return new Set((scene.castle?.planks ?? []).filter((p) => !p.destroyed && (onTop(p.from) || onTop(p.to))).map((p) => p.id))
}

/**
 * One click of damage to a section (core 3, 001 "Castle Sektionen zerstören"). A section that
 * shows a yellow square afterwards has its portals opened in the scene (001 "Portale"), so the
 * geometry lets movement and sight through. At three broken towers the section becomes rubble
 * with its planks, and the figures that stood on it are set down on the rubble where they stood,
 * each taking a die of clicks (rolled with `dice`, reported in the lines).
 */
export function damageSectionClick(world: HasScene, sectionId: string, dice: Dice): EditOutcome {
  const section = requireSection(world, sectionId)
  const onIt = figuresOnSection(world, sectionId)
  const result = damageSection(sectionStateOf(section), 1, onIt, dice)
  if (!result.ok) return result
  const next: CastleSection = { ...section, clicks: result.value.section.clicks }
  const state = sectionStateOf(next)
  if (isBrokenOpen(state)) next.portals = Object.fromEntries(castlePiece(section.kind).portals.map((p) => [p.id, 'open' as const]))
  if (!result.value.destroyed) return { ok: true, scene: withSection(world.scene, next), lines: result.value.lines }
  next.destroyed = true
  const scene = withSection(world.scene, next)
  const planks = planksOn(world.scene, section)
  const rubbleTop = section.center[1] + CASTLE_PIECES.rubbleHeight
  return {
    ok: true,
    scene: {
      ...scene,
      castle: {
        ...scene.castle!,
        ...(scene.castle!.planks ? { planks: scene.castle!.planks.map((p) => (planks.has(p.id) ? { ...p, destroyed: true } : p)) } : {}),
      },
      figures: scene.figures.map((f) => (onIt.includes(f.id) ? { ...f, position: [f.position[0], rubbleTop, f.position[2]] } : f)),
    },
    lines: result.value.lines,
  }
}

/**
 * Turns a section's dial one click back: not a rule of play (castle sections cannot be healed,
 * 001 "Allgemeine Regeln") but the editor's correction of a scene (R-SE-6). Never before the
 * version's start click; a section that was rubble stands again once its window no longer shows
 * three broken towers (figures set down on the rubble stay where they are).
 */
export function repairSectionClick(world: HasScene, sectionId: string): EditOutcome {
  const section = requireSection(world, sectionId)
  const start = castleSectionKind(section.kind).versions[section.version].startClick ?? VERSION_START_CLICKS[section.version]
  const click = sectionAsPiece(sectionStateOf(section)).clicks[0]
  if (click <= start)
    return refuseEdit(
      'dial-at-start-click',
      `${section.id} is at its version's start click ${start}: nothing to turn back`,
      CASTLE.points,
      { start },
    )
  const next: CastleSection = { ...section, clicks: click - 1 }
  if (next.destroyed && statsOf(sectionAsPiece({ ...sectionStateOf(next), destroyed: false })).brokenTowers < 3) delete next.destroyed
  const lines: RulingLine[] = [
    {
      key: 'dialCorrected',
      value: click - 1,
      clause: SIEGE_RULINGS.dialCorrection,
      ...detailed('dialCorrected', '{section}: click {from} -> {to}', { section: section.id, from: click, to: click - 1 }),
    },
  ]
  return { ok: true, scene: withSection(world.scene, next), lines }
}
