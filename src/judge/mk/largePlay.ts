import type { TableWorld } from '../../geometry/world/tableWorld'
import type { Refusal } from '../../rules/kernel'
import { LARGE } from '../../rules/mageknight/core'
import type { MkEvent, MkGame } from '../../rules/mageknight/engine'
import { passengerPlace } from '../../scene/mageknight/chariot'
import type { Figure } from '../../scene/schema'
import type { MkScenarioStep } from './scenarioFile'

/**
 * The driver's share of large figures and chariots (000): section names a step types checked
 * before anything is measured (a name the card lacks is refused, not thrown), the second
 * measuring of a large move a multi-dial base stopped short (R-LF-8), and the table kept in step
 * with the passenger: it rides along on the rear platform when its chariot moves
 * (`passengerPlace`), boards and leaves (`figure.mk.aboard`).
 */

const unknownSection = (figure: string, field: string, name: string, known: readonly string[]): Refusal => ({
  code: 'unknown-section',
  reason: `${field}: ${figure} has no section "${name}"; it has ${known.join(', ')}`,
  clause: LARGE.dials,
  params: { field, name },
})

const namesOf = (game: MkGame, id: string): string[] =>
  Object.hasOwn(game.pieces, id) ? game.pieces[id].dials.map((d, i) => d.name ?? `dial ${i}`) : []

/** The first section name in `step` that its figure (or large target) lacks, as a refusal; null when all are known. */
export function dialRefusal(game: MkGame, step: MkScenarioStep): Refusal | null {
  if (step.do !== 'move' && step.do !== 'ranged' && step.do !== 'melee') return null
  const own = namesOf(game, step.figure)
  const wanted: [string, string][] = []
  if (typeof step.dial === 'string') wanted.push(['dial', step.dial])
  if (step.push !== undefined) wanted.push(['push', step.push])
  if (step.do === 'move') for (const s of step.sections ?? []) wanted.push(['sections', s])
  for (const [field, name] of wanted) if (!own.includes(name)) return unknownSection(step.figure, field, name, own)
  if (step.do === 'move') return null
  const targets = (step.do === 'ranged' ? step.targets : [step.target]).filter(
    (t) => Object.hasOwn(game.pieces, t) && game.pieces[t].largeFigure,
  )
  for (const [field, name] of [
    ['section', step.section],
    ['redirect', step.redirect],
  ] as const) {
    if (name === undefined) continue
    for (const t of targets) if (!namesOf(game, t).includes(name)) return unknownSection(t, field, name, namesOf(game, t))
  }
  return null
}

/** The move step again, to the point where a multi-dial base stopped the large figure, or null. */
export function remeasuredStop(r: { ok: boolean; refusal?: Refusal }, step: MkScenarioStep): MkScenarioStep | null {
  if (r.ok || r.refusal?.code !== 'large-move-stopped-remeasure' || step.do !== 'move') return null
  const x = r.refusal.params?.x
  const z = r.refusal.params?.z
  if (typeof x !== 'number' || typeof z !== 'number') return null
  return { ...step, to: [x, step.to[1], z] }
}

const withFigures = (world: TableWorld, change: (f: Figure) => Figure): void =>
  world.setScene({ ...world.scene, figures: world.scene.figures.map(change) })

/** Keeps passengers in step with the engine's events (after the driver has carried out the event itself). */
export function carryLargeEvent(world: TableWorld, e: MkEvent): void {
  if (e.kind === 'moved') {
    const chariot = world.figure(e.piece)
    if (!chariot || !world.scene.figures.some((f) => f.mk?.aboard === e.piece)) return
    const place = passengerPlace(chariot)
    if (!place) return
    withFigures(world, (f) => (f.mk?.aboard === e.piece ? { ...f, position: [place[0], place[1], place[2]] } : f))
  } else if (e.kind === 'boarded') {
    const chariot = world.requireFigure(e.chariot)
    const place = passengerPlace(chariot)
    withFigures(world, (f) =>
      f.id === e.piece && f.mk
        ? { ...f, mk: { ...f.mk, aboard: e.chariot }, ...(place ? { position: [place[0], place[1], place[2]] } : {}) }
        : f,
    )
  } else if (e.kind === 'left' || e.kind === 'eliminated') {
    // A rider leaves, or its chariot is gone: it no longer stands on a platform.
    withFigures(world, (f) => {
      if (!f.mk || (e.kind === 'left' ? f.id !== e.piece : f.mk.aboard !== e.piece)) return f
      const { aboard: _gone, ...mk } = f.mk
      return { ...f, mk }
    })
  }
}
