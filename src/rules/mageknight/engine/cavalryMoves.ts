import type { RulingLine } from '../../kernel/clauses'
import type { Dice } from '../../kernel/dice'
import { detailed, sameDetail } from '../../kernel/detail'
import type { RollRecord } from '../../kernel/resolution'
import { mountedAttack, overwhelm, trample, type CavalryDial } from '../cavalry'
import { refuse } from '../cavalry/refusals'
import { CAVALRY, CORE } from '../core/clauses'
import { isEliminated, statsOf } from '../core/dial'
import { damageTaken } from '../core/abilities'
import { MKK_RULINGS } from '../cavalry/settings'
import { moveFigure } from '../core/move'
import { planCavalryAttack } from './cavalryAttack'
import { rollCavalryAttack } from './cavalryAttackRoll'
import { damagePiece, damageUnit, eliminate, outOfGame, type CavResult } from './cavalryDamage'
import { giveUnitAction } from './cavalryGive'
import { unitIdOf, unitOf, withUnit } from './cavalryState'
import type { CavalryAction, MkCavalryChoice } from './cavalryTypes'
import { requirePiece, withPiece } from './game'
import type { MkActionFacts, MkEvent, MkGame, MkMoveFacts, MkPerformed, MkSettings } from './types'

/**
 * Cavalry units moving (003 "Giving Actions": only the mount's speed, abilities and
 * proficiencies), and the proficiencies that move: Trample and Overwhelm (move actions), Mounted
 * Bound and Mounted Charge (a combat action that moves first). The core's move rule checks the
 * path (speed, bases, blocking terrain, the goal, breaking away) on the mount's piece; the judge
 * measures the path with the mount's stadium base (geometry/mk), the unit's own rider left out.
 */

const done = (game: MkGame, events: MkEvent[], lines: RulingLine[], rolls: RollRecord[] = []): CavResult<MkPerformed> => {
  const breakdown = { modifiers: [], rolls, lines }
  return { ok: true, value: { game, events, breakdown }, breakdown }
}

const needMove = (facts: MkActionFacts): MkMoveFacts => {
  if (!facts.move) throw new RangeError('mageknight engine: a cavalry move needs facts.move')
  return facts.move
}

/** core 6 after 003 "Mounts": opponents the unit moved into contact with may turn free, but no mount or rider does. */
function freeSpinsFor(game: MkGame, touched: readonly string[], lines: RulingLine[]): MkGame {
  const spins = touched.filter((id) => {
    const p = Object.hasOwn(game.pieces, id) ? game.pieces[id] : undefined
    return p !== undefined && !p.largeFigure && !p.castleSection && !isEliminated(p) && unitIdOf(game, id) === null
  })
  if (spins.length === 0) return game
  lines.push({
    key: 'mk.freeSpinOffered',
    value: spins.join(', '),
    clause: CORE.baseContact,
    ...detailed('mk.freeSpinOffered', '{figures} may turn free', { figures: spins.join(', ') }),
  })
  return { ...game, freeSpins: spins }
}

/** The mount's piece moved by the core's rule on `move` (already given its action in `game`); events and lines added. */
function moveMount(
  game: MkGame,
  mountId: string,
  move: MkMoveFacts,
  facingDeg: number | undefined,
  dice: Dice,
  settings: MkSettings,
  out: { events: MkEvent[]; lines: RulingLine[]; rolls: RollRecord[] },
): CavResult<{ moved: boolean }> {
  const ruled = moveFigure(requirePiece(game, mountId), move, dice, settings.core, { facingDeg })
  if (!ruled.ok) return ruled
  out.lines.push(...ruled.value.lines)
  out.rolls.push(...ruled.value.rolls)
  if (ruled.value.moved) out.events.push({ kind: 'moved', piece: mountId, to: move.to, facingDeg: ruled.value.facingDeg })
  else if (ruled.value.facingDeg !== null)
    out.events.push({ kind: 'moved', piece: mountId, to: move.from, facingDeg: ruled.value.facingDeg })
  return { ok: true, value: { moved: ruled.value.moved }, breakdown: { modifiers: [], rolls: [], lines: [] } }
}

/** A move action of a cavalry unit or a mount without a rider: the mount's dial (003 "Giving Actions"). */
export function performUnitMove(
  game: MkGame,
  mountId: string,
  action: { to: unknown; facingDeg?: number; cavalry?: MkCavalryChoice },
  facts: MkActionFacts,
  dice: Dice,
  settings: MkSettings,
): CavResult<MkPerformed> {
  const move = needMove(facts)
  const given = giveUnitAction(game, mountId, 'move', action.cavalry?.dial, settings.cavalry)
  if (!given.ok) return given
  const out = { events: [...given.value.events], lines: [...given.value.lines], rolls: [] as RollRecord[] }
  const moved = moveMount(given.value.game, mountId, move, action.facingDeg, dice, settings, out)
  if (!moved.ok) return moved
  const g = moved.value.moved ? freeSpinsFor(given.value.game, move.enemiesTouchedAtEnd, out.lines) : given.value.game
  return done(g, out.events, out.lines, out.rolls)
}

/** R-MKK-23: Trample's damage as dealt, or reduced by the trampled dial's abilities (core 14) when the setting says so. */
function trampleDamage(game: MkGame, pieceId: string, damage: number, settings: MkSettings, lines: RulingLine[]): number {
  if (!settings.cavalry?.trampleDamageReduced) return damage
  const taken = damageTaken(damage, statsOf(requirePiece(game, pieceId)).abilities, { magic: false }, settings.core)
  lines.push(
    { key: 'mkk.trampleDamage', value: taken.damage, clause: MKK_RULINGS.trampleDamage },
    ...taken.modifiers.map((m) => ({ key: m.key, value: m.value, clause: m.clause, ...sameDetail(m) })),
  )
  return taken.damage
}

/** 003 "Trample": the move on the mount's dial, then 1 damage to each figure the rules say the path tramples. */
export function performTrample(
  game: MkGame,
  mountId: string,
  action: Extract<CavalryAction, { kind: 'trample' }>,
  facts: MkActionFacts,
  dice: Dice,
  settings: MkSettings,
): CavResult<MkPerformed> {
  const path = facts.cavalry?.trample
  if (!path) throw new RangeError('mageknight engine: a trample needs facts.cavalry.trample')
  const ruled = trample(unitOf(game, mountId), path, settings.cavalry)
  if (!ruled.ok) return ruled
  const given = giveUnitAction(game, mountId, 'move', undefined, settings.cavalry)
  if (!given.ok) return given
  const out = { events: [...given.value.events], lines: [...given.value.lines], rolls: [] as RollRecord[] }
  // The path may cross bases (003 "Trample"): the core still checks speed, blocking terrain, the goal, breaking away.
  const moved = moveMount(given.value.game, mountId, { ...needMove(facts), basesCrossed: [] }, action.facingDeg, dice, settings, out)
  if (!moved.ok) return moved
  out.lines.push(...ruled.value.lines)
  let g = given.value.game
  if (!moved.value.moved) return done(g, out.events, out.lines, out.rolls)
  const side = requirePiece(g, mountId).side
  for (const hit of ruled.value.hits) {
    if (isEliminated(requirePiece(g, hit.id))) continue
    const unit = unitIdOf(g, hit.id)
    let d: ReturnType<typeof damagePiece>
    if (unit !== null && unitOf(g, unit).rider) {
      // R-MKK-9: the dial a trampled cavalry unit takes its click on is the chooser's (the step's targetDial).
      const dial: CavalryDial | undefined = action.cavalry?.targetDial
      if (dial === undefined)
        return refuse('attacker-must-choose-dial', `name the dial ${hit.id} takes its Trample damage on (targetDial)`, CAVALRY.trample, {
          unit: hit.id,
        })
      const piece = dial === 'rider' ? (unitOf(g, unit).rider?.piece.id ?? unit) : unit
      d = damageUnit(g, unit, dial, trampleDamage(g, piece, hit.damage, settings, out.lines), side, facts.cavalry, settings.cavalry)
    } else d = damagePiece(g, hit.id, trampleDamage(g, hit.id, hit.damage, settings, out.lines), side, facts.cavalry, settings.cavalry)
    g = d.game
    out.events.push(...d.events)
    out.lines.push(...d.lines)
  }
  return done(g, out.events, out.lines, out.rolls)
}

/** 003 "Overwhelm": the move into contact, then the d6 (the rules module), the target's rider placed or eliminated. */
export function performOverwhelm(
  game: MkGame,
  mountId: string,
  action: Extract<CavalryAction, { kind: 'overwhelm' }>,
  facts: MkActionFacts,
  dice: Dice,
  settings: MkSettings,
): CavResult<MkPerformed> {
  const targetId = unitIdOf(game, action.target)
  if (targetId === null)
    return refuse('overwhelm-needs-single-cavalry', `${action.target} is no cavalry unit`, CAVALRY.overwhelm, { target: action.target })
  const measured = facts.cavalry?.overwhelm
  if (!measured) throw new RangeError('mageknight engine: an overwhelm needs facts.cavalry.overwhelm')
  const given = giveUnitAction(game, mountId, 'move', undefined, settings.cavalry)
  if (!given.ok) return given
  const out = { events: [...given.value.events], lines: [...given.value.lines], rolls: [] as RollRecord[] }
  const moved = moveMount(given.value.game, mountId, needMove(facts), action.facingDeg, dice, settings, out)
  if (!moved.ok) return moved
  let g = given.value.game
  const places = facts.cavalry?.riderPlaces ?? {}
  const place = Object.hasOwn(places, targetId) ? places[targetId] : null
  const r = overwhelm(unitOf(g, mountId), unitOf(g, targetId), { ...measured, roomForRider: place !== null }, dice, settings.cavalry)
  if (!r.ok) return r
  out.lines.push(...r.value.lines)
  out.rolls.push(...r.breakdown.rolls)
  g = withUnit(g, r.value.target)
  if (r.value.placedRider) {
    g = withPiece(g, r.value.placedRider)
    if (place) out.events.push({ kind: 'riderPlaced', piece: r.value.placedRider.id, mount: targetId, to: place })
  }
  for (const id of r.value.eliminated) g = outOfGame(g, id)
  g = eliminate(g, r.value.eliminated, requirePiece(g, mountId).side, out.events)
  return done(g, out.events, out.lines, out.rolls)
}

/** 003 "Mounted Bound" and "Mounted Charge": one combat action, the mount's move up to its speed, then the attack from the goal. */
export function performMountedAttack(
  game: MkGame,
  mountId: string,
  action: Extract<CavalryAction, { kind: 'mountedBound' | 'mountedCharge' }>,
  facts: MkActionFacts,
  dice: Dice,
  settings: MkSettings,
): CavResult<MkPerformed> {
  const move = needMove(facts)
  const plan = mountedAttack(
    unitOf(game, mountId),
    action.kind,
    // Shown to the hundredth of an inch; the core's move below checks the exact path against the speed.
    { opposingInContact: move.enemiesInContact, moveIn: Math.round(move.pathIn * 100) / 100 },
    action.cavalry?.dial,
  )
  if (!plan.ok) return plan
  const { attackKind, attackDial } = plan.value
  const targets = action.kind === 'mountedBound' ? action.targets : [action.target]
  const attack = { kind: attackKind, piece: mountId, targets, cavalry: { ...action.cavalry, dial: attackDial } }
  // The attack is checked on the pairs measured from the goal before anything is given (pure: a refusal changes nothing).
  const planned = planCavalryAttack(game, attack, facts)
  if (!planned.ok) return planned
  const given = giveUnitAction(game, mountId, attackKind, attackDial, settings.cavalry)
  if (!given.ok) return given
  const out = { events: [...given.value.events], lines: [...given.value.lines, ...plan.value.lines], rolls: [] as RollRecord[] }
  const moved = moveMount(given.value.game, mountId, move, action.facingDeg, dice, settings, out)
  if (!moved.ok) return moved
  const attacked = rollCavalryAttack(given.value.game, planned.value, attackKind, facts, dice, settings, out.events, [
    ...out.lines,
    ...planned.value.lines,
  ])
  if (!attacked.ok) return attacked
  const breakdown = { ...attacked.value.breakdown, rolls: [...out.rolls, ...attacked.value.breakdown.rolls] }
  return { ok: true, value: { ...attacked.value, breakdown }, breakdown }
}
