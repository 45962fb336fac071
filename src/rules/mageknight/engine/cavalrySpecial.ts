import type { RulingLine } from '../../kernel/clauses'
import { darkUnity, DEFAULT_CAVALRY_SETTINGS, dismount, pushDamageDial, remount, skittishCheck, type CavalrySettings } from '../cavalry'
import { refuse } from '../cavalry/refusals'
import { MKK_RULINGS } from '../cavalry/settings'
import { spendAction } from '../castle/actions'
import { CAVALRY, CORE } from '../core/clauses'
import { isEliminated } from '../core/dial'
import { damageUnit, eliminate, outOfGame, type CavResult } from './cavalryDamage'
import { cavalryCard, isDismountedRider, unitIdOf, unitOf, withUnit } from './cavalryState'
import type { CavalryAction } from './cavalryTypes'
import { requirePiece, withPiece, notYourTurnReason } from './game'
import type { MkActionFacts, MkEvent, MkGame, MkPerformed } from './types'

/**
 * The special actions and moments of cavalry (003 "Dismounted Riders", "Intelligence Levels",
 * "Subfaction Abilities: Dark Riders"): dismounting (one of the turn's actions, R-MKK-4),
 * gaining another mount (the rider's special action; pushing damage on the owner's dial),
 * Dark Unity at the start of the command phase, and the end phase that removes skittish mounts
 * without riders. The rules module rules; here the game and the table follow.
 */

const done = (game: MkGame, events: MkEvent[], lines: RulingLine[]): CavResult<MkPerformed> => {
  const breakdown = { modifiers: [], rolls: [], lines }
  return { ok: true, value: { game, events, breakdown }, breakdown }
}

const notYourTurn = (game: MkGame, id: string, side: string) =>
  refuse('not-your-turn', notYourTurnReason(game.turn.side, id, side), CORE.actions, { side: game.turn.side })

export function performDismount(game: MkGame, piece: string, facts: MkActionFacts): CavResult<MkPerformed> {
  const mountId = unitIdOf(game, piece)
  if (mountId === null)
    return refuse('no-rider', `${piece} is no cavalry unit: there is no rider to dismount`, CAVALRY.dismounted, { unit: piece })
  const unit = unitOf(game, mountId)
  if (unit.mount.piece.side !== game.turn.side) return notYourTurn(game, mountId, unit.mount.piece.side)
  const places = facts.cavalry?.riderPlaces ?? {}
  const place = Object.hasOwn(places, mountId) ? places[mountId] : null
  const r = dismount(unit, { roomForRider: place !== null })
  if (!r.ok) return r
  const spent = spendAction(game.turn.actions, false)
  if (!spent.ok) return spent
  const g = { ...withPiece(withUnit(game, r.value.mount), r.value.rider), turn: { ...game.turn, actions: spent.value } }
  const events: MkEvent[] = place ? [{ kind: 'riderPlaced', piece: r.value.rider.id, mount: mountId, to: place }] : []
  return done(g, events, [...r.value.lines, ...spent.breakdown.lines])
}

export function performRemount(
  game: MkGame,
  action: Extract<CavalryAction, { kind: 'remount' }>,
  facts: MkActionFacts,
  settings: CavalrySettings = DEFAULT_CAVALRY_SETTINGS,
): CavResult<MkPerformed> {
  const rider = requirePiece(game, action.piece)
  if (!isDismountedRider(game, action.piece))
    return refuse('not-a-rider', `${action.piece} is no dismounted rider`, CAVALRY.dismounted, { card: action.piece })
  if (rider.side !== game.turn.side) return notYourTurn(game, rider.id, rider.side)
  if (unitIdOf(game, action.mount) !== action.mount)
    return refuse('not-a-mount', `${action.mount} is no mount`, CAVALRY.mounts, { card: action.mount })
  const r = remount({ piece: rider, card: cavalryCard(game, rider.id) }, unitOf(game, action.mount), {
    inBaseContact: facts.cavalry?.remountContact === true,
    currentPlayer: game.turn.side,
  })
  if (!r.ok) return r
  const spent = spendAction(game.turn.actions, false)
  if (!spent.ok) return spent
  let g: MkGame = { ...withUnit(game, r.value.unit), turn: { ...game.turn, actions: spent.value } }
  const events: MkEvent[] = [{ kind: 'remounted', piece: rider.id, mount: action.mount, side: r.value.unit.mount.piece.side }]
  const lines = [...r.value.lines, ...spent.breakdown.lines]
  if (r.value.riderPushDamage > 0) {
    // core 4 pushing damage on the new unit: its owner names the dial (003 "Attacking and Damaging").
    const dial = pushDamageDial(r.value.unit, action.cavalry?.pushDial)
    if (!dial.ok) return dial
    const d = damageUnit(g, action.mount, dial.value.dial, r.value.riderPushDamage, null, facts.cavalry, settings)
    g = d.game
    events.push(...d.events)
    lines.push({ key: 'mkk.remountPush', value: r.value.riderPushDamage, clause: MKK_RULINGS.remountPush }, ...dial.value.lines, ...d.lines)
  }
  return done(g, events, lines)
}

/** 003 "Dark Unity": once, at the start of the owner's command phase, before any action is given this turn. */
export function performDarkUnity(game: MkGame, piece: string): CavResult<MkPerformed> {
  const mountId = unitIdOf(game, piece)
  if (mountId === null) return refuse('not-dark-riders', `${piece} has no Dark Rider in the saddle`, CAVALRY.darkUnity, { unit: piece })
  const unit = unitOf(game, mountId)
  if (unit.mount.piece.side !== game.turn.side) return notYourTurn(game, mountId, unit.mount.piece.side)
  if (game.turn.actions.usedBase + game.turn.actions.usedExtra > 0)
    return refuse(
      'dark-unity-not-at-start',
      `${mountId}: Dark Unity is used at the start of the command phase, before any action`,
      MKK_RULINGS.darkUnityStart,
      {
        unit: mountId,
      },
    )
  const used =
    game.cavalry?.darkUnityTurn &&
    Object.hasOwn(game.cavalry.darkUnityTurn, mountId) &&
    game.cavalry.darkUnityTurn[mountId] === game.turn.number
  const r = darkUnity(unit, used === true)
  if (!r.ok) return r
  let g = withUnit(game, r.value.unit)
  // A rider its own click eliminates is no longer in the unit the rules hand back: its piece is
  // written here at its skull (it stays in the saddle, 003 "Dark Riders Subfaction").
  const fallen = unit.rider !== null && r.value.unit.rider === null ? unit.rider.piece.id : null
  if (fallen !== null) g = outOfGame(g, fallen)
  const events: MkEvent[] = []
  for (const before of [unit.rider?.piece, unit.mount.piece]) {
    if (!before) continue
    const after = requirePiece(g, before.id)
    if (after.clicks[0] !== before.clicks[0])
      events.push({ kind: 'clicks', piece: before.id, dial: 0, from: before.clicks[0], to: after.clicks[0] })
  }
  if (fallen !== null) g = eliminate(g, [fallen], null, events)
  const turns: Record<string, number> = Object.assign(Object.create(null), g.cavalry?.darkUnityTurn ?? {})
  turns[mountId] = game.turn.number
  g = { ...g, cavalry: g.cavalry && { ...g.cavalry, darkUnityTurn: turns } }
  return done(g, events, r.value.lines)
}

/** The end phase of any player's turn (003 "Intelligence Levels"): skittish mounts without riders leave the game (R-MKK-1). */
export function cavalryEndPhase(
  game: MkGame,
  settings: CavalrySettings = DEFAULT_CAVALRY_SETTINGS,
): { game: MkGame; events: MkEvent[]; lines: RulingLine[] } {
  const events: MkEvent[] = []
  const lines: RulingLine[] = []
  let g = game
  for (const mount of Object.keys(game.cavalry?.saddle ?? {})) {
    if (isEliminated(requirePiece(g, mount))) continue
    const check = skittishCheck(unitOf(g, mount), settings.skittishRemovedAt, settings)
    if (!check.removed) continue
    lines.push(...check.lines)
    g = eliminate(outOfGame(g, mount), [mount], null, events)
  }
  // A mean-spirited mount without a rider acted for this player (003 "Intelligence Levels"): it may act again for the next.
  for (const mount of Object.keys(game.cavalry?.saddle ?? {})) {
    const p = requirePiece(g, mount)
    if (p.side !== game.turn.side && p.actedThisTurn && unitOf(g, mount).rider === null) {
      g = withPiece(g, { ...p, actedThisTurn: false })
      lines.push({ key: 'mkk.meanSpiritedTurnEnds', value: mount, clause: MKK_RULINGS.meanSpiritedTurns })
    }
  }
  return { game: g, events, lines }
}
