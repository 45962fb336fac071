import type { RulingLine } from '../../kernel/clauses'
import type { MkActionKind } from '../castle/actions'
import { checkMelee, checkRanged, type AttackTarget } from '../core/attack'
import { LARGE } from '../core/clauses'
import type { MkPiece } from '../core/dial'
import type { Resolution as CoreResolution } from '../core/refusals'
import {
  boardChariot,
  leaveChariot,
  passengerAbilities,
  passengerMeleeCheck,
  passengerRangedCheck,
  sectionsTouchedBy,
  type LargeFigureSettings,
} from '../large'
import { refuse, type Resolution } from '../large/refusals'
import { requirePiece } from './game'
import type { AttackerPlan } from './largeAttackPlan'
import { largeTurnOf } from './largeActions'
import { chariotOf, passengerOf, withAboard } from './largeDamage'
import type { MkAction, MkActionFacts, MkEvent, MkGame, MkLargeFacts, MkPerformed } from './types'

/**
 * A chariot's passenger in play (000 "Passagiere", "Einsteigen und Aussteigen",
 * "Angriffsoptionen des Passagiers"): it is an ordinary one-dial piece with its own action tokens
 * (the engine's one-dial giver, `OneDialGive`), recorded in `MkGame.aboard`; it boards and leaves
 * with move actions and moves no other way; it shoots from the chariot's centre point while the
 * chariot has not moved this turn (the judge measures the line of fire from there), and fights
 * in melee whoever touches a side or the rear of the chariot.
 */

/** The engine's way of giving a one-dial piece an action (one of the turn's, a token, pushing). */
export type OneDialGive = (
  game: MkGame,
  pieceId: string,
  kind: MkActionKind,
) => CoreResolution<{ game: MkGame; lines: RulingLine[]; events: MkEvent[] }>

const touchingOf = (large: MkLargeFacts | undefined, id: string) => (large && Object.hasOwn(large.touching, id) ? large.touching[id] : [])

function chariotPlacement(facts: MkActionFacts, chariotId: string) {
  const p = facts.large?.placement[chariotId]
  if (!p) throw new RangeError(`mageknight engine: facts.large.placement has no record for the chariot ${chariotId}`)
  return p
}

const done = (game: MkGame, events: MkEvent[], lines: RulingLine[]): Resolution<MkPerformed> => {
  const breakdown = { modifiers: [], rolls: [], lines }
  return { ok: true, value: { game, events, breakdown }, breakdown }
}

/** A passenger may not make an ordinary move (000 "Einsteigen und Aussteigen": it leaves with a move action instead). */
export function passengerMoveRefusal(game: MkGame, pieceId: string): Resolution<never> | null {
  const chariot = chariotOf(game, pieceId)
  if (chariot === null) return null
  return refuse('passenger-moves-by-leaving', `${pieceId} rides ${chariot}: it moves only by leaving it`, LARGE.boarding)
}

/** The checks of a passenger's attack (the targets' pairs measured from the chariot's centre). */
export function passengerAttackChecks(
  game: MkGame,
  action: Extract<MkAction, { kind: 'ranged' | 'melee' }>,
  passenger: MkPiece,
  targets: AttackTarget[],
  facts: MkActionFacts,
  give: OneDialGive,
  settings: LargeFigureSettings,
): Resolution<AttackerPlan> {
  const chariotId = chariotOf(game, passenger.id) as string
  const placement = chariotPlacement(facts, chariotId)
  const load = { chariotId, passengerId: passenger.id }
  const touching = touchingOf(facts.large, chariotId)
  const ignored = passengerAbilities(passenger).line
  const lines: RulingLine[] = ignored.value === '' ? [] : [ignored]
  if (action.kind === 'ranged') {
    const moved = largeTurnOf(game, chariotId).moved
    const usesShockwave = passengerAbilities(passenger).abilities.includes('shockwave')
    let rangeIn = 0
    for (const t of targets) {
      const shot = passengerRangedCheck(
        {
          load,
          passenger,
          chariot: placement,
          chariotMovedThisTurn: moved,
          target: { id: t.piece.id, centre: t.targetCentre },
          targetTouchesChariot: touching.some((c) => c.id === t.piece.id),
          usesShockwave,
        },
        settings,
      )
      if (!shot.ok) return shot
      lines.push(...shot.value.lines)
      rangeIn = shot.value.rangeIn
    }
    // Its arc covers both sides and the rear whatever its facing; the front was refused above.
    const core = checkRanged(passenger, targets, { enemiesInContact: [], rangeIn, frontArcDeg: 360 })
    if (!core.ok) return core
  } else {
    const t = targets[0]
    const contact = touching.find((c) => c.id === t.piece.id)
    const touches = contact ? sectionsTouchedBy(placement, contact.centre, settings) : []
    const melee = passengerMeleeCheck(load, passenger, t.piece.id, touches)
    if (!melee.ok) return melee
    lines.push(...melee.value.lines)
    // Not in base contact with anyone (000 "Passagiere"): the chariot's contact stands in for it.
    const core = checkMelee(passenger, { ...t, inBaseContact: true }, { frontArcDeg: 360 })
    if (!core.ok) return core
  }
  const value: AttackerPlan = { dial: 0, damageModifiers: [], lines, give: (g) => give(g, passenger.id, action.kind) }
  return { ok: true, value, breakdown: { modifiers: [], rolls: [], lines } }
}

/** 000 "Einsteigen": `hero` touching a side or the rear of `chariot` boards it with a move action. */
export function performBoard(
  game: MkGame,
  action: Extract<MkAction, { kind: 'board' }>,
  facts: MkActionFacts,
  give: OneDialGive,
  settings?: LargeFigureSettings,
): Resolution<MkPerformed> {
  const hero = requirePiece(game, action.piece)
  const chariot = requirePiece(game, action.chariot)
  const riding = passengerMoveRefusal(game, hero.id)
  if (riding) return riding
  if (!chariot.largeFigure) return refuse('not-a-chariot', `${chariot.id} is not a chariot: only chariots carry passengers`, LARGE.chariots)
  const contact = touchingOf(facts.large, chariot.id).find((c) => c.id === hero.id)
  const heroTouches = contact ? sectionsTouchedBy(chariotPlacement(facts, chariot.id), contact.centre, settings) : []
  const load = { chariotId: chariot.id, passengerId: passengerOf(game, chariot.id) }
  const boarded = boardChariot({ chariot, load, hero, heroTouches, carriesPrisoner: false })
  if (!boarded.ok) return boarded
  const given = give(game, hero.id, 'move')
  if (!given.ok) return given
  const g = withAboard(given.value.game, chariot.id, hero.id)
  return done(
    g,
    [...given.value.events, { kind: 'boarded', piece: hero.id, chariot: chariot.id }],
    [...given.value.lines, ...boarded.value.lines],
  )
}

/** 000 "Aussteigen": the passenger leaves with a move action, placed touching a side or the rear, in any facing. */
export function performLeave(
  game: MkGame,
  action: Extract<MkAction, { kind: 'leave' }>,
  facts: MkActionFacts,
  give: OneDialGive,
): Resolution<MkPerformed> {
  const chariotId = chariotOf(game, action.piece)
  if (chariotId === null) return refuse('not-a-passenger', `${action.piece} rides no chariot`, LARGE.boarding)
  const load = { chariotId, passengerId: action.piece }
  const left = leaveChariot({
    chariot: requirePiece(game, chariotId),
    load,
    passenger: requirePiece(game, action.piece),
    placedTouches: facts.large?.placedTouches ?? [],
    placedOverlaps: facts.large?.placedOverlaps ?? [],
  })
  if (!left.ok) return left
  const given = give(game, action.piece, 'move')
  if (!given.ok) return given
  const g = withAboard(given.value.game, chariotId, null)
  const events: MkEvent[] = [
    ...given.value.events,
    { kind: 'left', piece: action.piece, chariot: chariotId },
    { kind: 'moved', piece: action.piece, to: action.to, facingDeg: action.facingDeg ?? null },
  ]
  return done(g, events, [...given.value.lines, ...left.value.lines])
}
