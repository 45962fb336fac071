import type { RulingLine } from '../../kernel/clauses'
import { detailed } from '../../kernel/detail'
import type { Dice } from '../../kernel/dice'
import type { Resolution as KernelResolution, RollRecord } from '../../kernel/resolution'
import { giveAction, spendAction, type MkActionKind } from '../castle/actions'
import { refuse as castleRefuse, type RefusalCode as CastleCode } from '../castle/refusals'
import { CASTLE, CORE } from '../core/clauses'
import { cavalryFormation, giveCavalryAction, MKK_RULINGS, type CavalryFormationMember } from '../cavalry'
import type { RefusalCode as CavalryCode } from '../cavalry/refusals'
import { checkFormationBond, checkFormationRoster, checkMoveMembersFree, formationSpeeds, inOneChain, MKF_RULINGS } from '../core/formation'
import type { RefusalCode as FormationCode } from '../core/formationRefusals'
import { refuse } from '../core/formationRefusals'
import { moveFigure, TURN_ONLY_IN } from '../core/move'
import { roundInches } from '../core/ranged'
import { mayJoinFormation } from '../large'
import type { RefusalCode as LargeCode } from '../large/refusals'
import { inches } from '../../../math/units'
import { unitIdOf, unitOf } from './cavalryState'
import { passengerMoveRefusal } from './chariotPlay'
import { requirePiece, withPiece, notYourTurnReason } from './game'
import type { FormationAction, FormationFacts } from './formationTypes'
import type { MkPiece } from '../core/dial'
import type { MkActionFacts, MkEvent, MkGame, MkMoveFacts, MkPerformed, MkSettings } from './types'

/**
 * A formation's action in the engine (MAGE-KNIGHT-CORE.md 10): one of the turn's actions for all
 * members, each taking its token (and its own pushing click), the members checked as a formation
 * (core/formation.ts, and the large rules' "never a large figure"), then the move of every
 * member to its own goal. The attacks are formationAttack.ts. A refusal leaves the game as it was.
 * Who may form one is asked of each rule set once, here: the large rules, core 10, the cavalry's.
 */

/** Every code a formation's action may be refused with: the formation's, the castle's, the large rules' and cavalry's. */
export type FormationResolution<T> = KernelResolution<T, FormationCode | CastleCode | LargeCode | CavalryCode>

type Given = { game: MkGame; lines: RulingLine[]; events: MkEvent[] }

/**
 * 003 "Intelligence Levels": a mount without a rider is given actions "as normal" by the cavalry
 * rules, a skittish one none (R-MKK-3); the formation asks them before the core's token, as a
 * single move does (cavalryGive.ts), so a riderless mount no longer acts in a formation where it
 * could not alone. Null for every other member.
 */
function riderlessRefusal(game: MkGame, id: string, kind: MkActionKind, settings: MkSettings): FormationResolution<never> | null {
  if (ownEntry(game.cavalry?.saddle, id) !== null) return null
  const may = giveCavalryAction(unitOf(game, id), kind === 'other' ? 'special' : kind, 'mount', settings.cavalry)
  return may.ok ? null : may
}

/** Core 10: each member receives an action (token, pushing click); the player spends one action for them all. */
export function giveFormation(game: MkGame, ids: readonly string[], kind: MkActionKind, settings: MkSettings): FormationResolution<Given> {
  let g = game
  const lines: RulingLine[] = []
  const events: MkEvent[] = []
  for (const id of ids) {
    const piece = requirePiece(g, id)
    if (piece.side !== g.turn.side)
      return refuse('not-your-turn', notYourTurnReason(g.turn.side, id, piece.side), CORE.actions, { side: g.turn.side })
    const riderless = riderlessRefusal(g, id, kind, settings)
    if (riderless) return riderless
    const given = giveAction(piece, kind)
    if (!given.ok) return given
    g = withPiece(g, given.value.piece)
    lines.push(...given.value.lines)
    if (given.value.pushDamage > 0)
      events.push({ kind: 'clicks', piece: id, dial: 0, from: piece.clicks[0], to: given.value.piece.clicks[0] })
  }
  const spent = spendAction(g.turn.actions, false)
  if (!spent.ok) return spent
  g = { ...g, turn: { ...g.turn, actions: spent.value } }
  lines.push(...spent.breakdown.lines, {
    key: 'mk.formationAction',
    value: ids.length,
    clause: CORE.formations,
    ...detailed('mk.formationAction', 'one action for {count} members, each takes a token', { count: ids.length }),
  })
  return { ok: true, value: { game: g, lines, events }, breakdown: { modifiers: [], rolls: [], lines } }
}

/** A record's own entry (ids come from files: never an inherited key). */
export const ownEntry = <T>(record: Readonly<Record<string, T>> | undefined, key: string): T | undefined =>
  record !== undefined && Object.hasOwn(record, key) ? record[key] : undefined

export function formationFactsOf(facts: MkActionFacts): FormationFacts {
  if (!facts.formation) throw new RangeError('mageknight engine: a formation action needs facts.formation')
  return facts.formation
}

/**
 * A member as the formation rules compare it: a cavalry unit counts with its rider's faction, not
 * its mount's (003 "Cavalry Units and Formations": "ignore mount factions for formation purposes";
 * R-MKF-7). A mount's card prints its own faction, so a Battle Horse ridden by an Orc Raider is
 * an Orc Raider here; a mount without a rider keeps its own.
 */
export function formationMemberOf(game: MkGame, id: string): MkPiece {
  const piece = requirePiece(game, id)
  const rider = ownEntry(game.cavalry?.saddle, id)
  return rider ? { ...piece, faction: requirePiece(game, rider).faction } : piece
}

/**
 * A member as 003 "Cavalry Units and Formations" reads it: the unit a mount or its seated rider
 * stands for (with or without a rider), a figure printed mounted that is no mount (R-MKF-7), or
 * another figure (a dismounted rider among them).
 */
function cavalryMemberOf(game: MkGame, id: string): CavalryFormationMember {
  const unit = unitIdOf(game, id)
  if (unit !== null) return { cavalry: unitOf(game, unit) }
  const piece = requirePiece(game, id)
  return piece.mounted ? { mounted: piece } : { other: piece }
}

/**
 * R-MKK-20: a unit may be named by its mount or by its seated rider, and is one figure (003
 * "Cavalry Units"): named by both, it would be two members taking two tokens for one unit.
 */
function unitNamedTwice(game: MkGame, ids: readonly string[]): FormationResolution<never> | null {
  const units = ids.map((id) => unitIdOf(game, id) ?? id)
  const again = units.findIndex((u, i) => units.indexOf(u) !== i)
  if (again < 0) return null
  const first = ids[units.indexOf(units[again])]
  return refuse('formation-member-twice', `${first} and ${ids[again]} are one cavalry unit, named twice`, MKK_RULINGS.namedUnit, {
    piece: units[again],
  })
}

/**
 * May `ids` form a formation? The large rules (never a large figure, 000), core 10's roster (size,
 * each once, a unit once by mount or rider, in the game, no castle section), 003 "Cavalry Units and Formations" (cavalry only
 * with cavalry, riders of one faction: the cavalry rule set's own `cavalryFormation`, so its codes
 * and clause are what play shows), then core 10's bond (one faction, one chain of base contact).
 */
export function checkMembers(
  game: MkGame,
  ids: readonly string[],
  f: Pick<FormationFacts, 'contacts'>,
  settings: MkSettings,
): FormationResolution<RulingLine[]> {
  const members = ids.map((id) => formationMemberOf(game, id))
  const joined = mayJoinFormation(members)
  if (!joined.ok) return joined
  const roster = checkFormationRoster(members, settings.core)
  if (!roster.ok) return roster
  const twice = unitNamedTwice(game, ids)
  if (twice) return twice
  const cavalry = cavalryFormation(ids.map((id) => cavalryMemberOf(game, id)))
  if (!cavalry.ok) return cavalry
  const bond = checkFormationBond(members, f.contacts)
  if (!bond.ok) return bond
  const lines = [...bond.value.lines, ...cavalry.value.lines]
  return { ok: true, value: lines, breakdown: { modifiers: [], rolls: [], lines } }
}

/** R-MKF-6: fellow members are no obstacle on the way, nor (as an overlap) at the goal: the goals are compared instead. */
const withoutFellows = (m: MkMoveFacts, ids: readonly string[]): MkMoveFacts => ({
  ...m,
  basesCrossed: m.basesCrossed.filter((b) => !ids.includes(b.id)),
  endOverlaps: m.endOverlaps.filter((o) => !ids.includes(o)),
})

type FormationMove = Extract<FormationAction, { kind: 'formationMove' }>

/** Core 10, 001 "Planken und Leitern": the members move together, a carried ladder (one at most) without losing movement. */
export function performFormationMove(
  game: MkGame,
  action: FormationMove,
  facts: MkActionFacts,
  dice: Dice,
  settings: MkSettings,
  offerFreeSpins: (game: MkGame, touched: readonly string[], lines: RulingLine[]) => string[],
): FormationResolution<MkPerformed> {
  const f = formationFactsOf(facts)
  const ids = action.members.map((m) => m.piece)
  const checked = checkMembers(game, ids, f, settings)
  if (!checked.ok) return checked
  const lines: RulingLine[] = [...checked.value]
  // 000 "Passagiere": a passenger moves only by leaving its chariot, in a formation too.
  const riding = ids.map((id) => passengerMoveRefusal(game, id)).find((r) => r !== null)
  if (riding) return riding
  const free = checkMoveMembersFree(Object.fromEntries(ids.map((id) => [id, ownEntry(f.enemiesInContact, id) ?? []])))
  if (!free.ok) return free
  const carriers = ids.filter((id) => game.siege !== undefined && Object.hasOwn(game.siege.carried, id))
  if (carriers.length > 1)
    return castleRefuse(
      'carries-a-ladder-already',
      `${carriers.join(', ')} carry a ladder each; a moving formation carries at most one`,
      CASTLE.laddersPlanks,
    )
  if (carriers.length === 1)
    lines.push({
      key: 'castle.ladder.carried',
      value: game.siege?.carried[carriers[0]] ?? '',
      clause: CASTLE.laddersPlanks,
      ...detailed('castle.ladder.carried', '{figure} carries it on, without losing movement', { figure: carriers[0] }),
    })
  const overlap = (f.goalOverlaps ?? []).find(([a, b]) => ids.includes(a) && ids.includes(b))
  if (overlap)
    return refuse('goal-occupied', `${overlap[0]} and ${overlap[1]} would stand on each other`, MKF_RULINGS.passing, {
      overlaps: overlap.join(', '),
    })
  if (settings.core.formationMoveEndsInContact && !inOneChain(ids, f.goalContacts ?? []))
    return refuse(
      'formation-split-at-goal',
      `${ids.join(', ')} would not stand in one chain of base contact at their goals`,
      MKF_RULINGS.together,
    )
  const speeds = formationSpeeds(
    ids.map((id) => requirePiece(game, id)),
    settings.core,
  )
  lines.push(...speeds.lines)
  const given = giveFormation(game, ids, 'move', settings)
  if (!given.ok) return given
  let g = given.value.game
  lines.unshift(...given.value.lines)
  const events: MkEvent[] = [...given.value.events]
  const rolls: RollRecord[] = []
  const touched: string[] = []
  for (const m of action.members) {
    const own = ownEntry(f.moves, m.piece)
    if (!own) throw new RangeError(`mageknight engine: facts.formation.moves has no record for ${m.piece}`)
    const move = withoutFellows(own, ids)
    const limit = speeds.speedIn[m.piece]
    if (move.pathIn >= TURN_ONLY_IN && move.pathIn > limit + 1e-9)
      return refuse(
        'beyond-speed',
        `${m.piece} moves ${roundInches(inches(move.pathIn))} in; the formation moves at most ${limit} in`,
        MKF_RULINGS.speed,
        {
          pathIn: roundInches(inches(move.pathIn)),
          speedIn: limit,
        },
      )
    const ruled = moveFigure(requirePiece(g, m.piece), move, dice, settings.core, { facingDeg: m.facingDeg })
    if (!ruled.ok) return ruled
    lines.push(...ruled.value.lines)
    rolls.push(...ruled.value.rolls)
    events.push({ kind: 'moved', piece: m.piece, to: ruled.value.moved ? move.to : move.from, facingDeg: ruled.value.facingDeg })
    touched.push(...move.enemiesTouchedAtEnd.filter((t) => !touched.includes(t)))
  }
  const spins = offerFreeSpins(g, touched, lines)
  if (spins.length > 0) g = { ...g, freeSpins: spins }
  const breakdown = { modifiers: [], rolls, lines }
  return { ok: true, value: { game: g, events, breakdown }, breakdown }
}
