import type { RulingLine } from '../../kernel/clauses'
import type { Dice } from '../../kernel/dice'
import type { Modifier } from '../../kernel/resolution'
import { accessMeleeAgainst, gatehouseTopMelee, type AccessFigure } from '../castle/accessMelee'
import { moveThroughAccessPoint, placeOnSection } from '../castle/placement'
import { refuse, type Resolution } from '../castle/refusals'
import { inFrontArc } from '../core/arcs'
import { rollAttack, type AttackTarget } from '../core/attack'
import { CASTLE, CORE } from '../core/clauses'
import { frontArcOf, isEliminated, statsOf, type MkPiece } from '../core/dial'
import { moveFigure, TURN_ONLY_IN } from '../core/move'
import { applyDamage } from './damage'
import { requirePiece } from './game'
import { laddersAgainst, requireSiege, sectionStateIn, SIEGE_KINDS, SIEGE_RULINGS, type GiveAction } from './siegeState'
import type { SiegeAccessFigure, SiegeAction, SiegeFacts } from './siegeTypes'
import type { MkEvent, MkGame, MkPerformed, MkSettings } from './types'

/**
 * Figures at a section's access points (001 "Zugangspunkte", "Nahkampf", "Platzierung der
 * Helden"): climbing on or off a section (a move into contact with one access point, then put
 * in contact with a connected one, and the move ends) and close combat across connected access
 * points (the defender's choice among several, +1 defence for the higher target).
 */

type Climb = Extract<SiegeAction, { kind: 'climb' }>
type AccessMelee = Extract<SiegeAction, { kind: 'accessMelee' }>

const flagsOf = (p: MkPiece) => ({ mounted: p.mounted, titan: p.titan, largeFigure: p.largeFigure })

/** The access points a figure reaches now, its placement checked; the action is given and the move played. */
export function performClimb(
  game: MkGame,
  action: Climb,
  facts: SiegeFacts,
  dice: Dice,
  settings: MkSettings,
  give: GiveAction,
): Resolution<MkPerformed> {
  const climb = facts.climb
  if (!climb) throw new RangeError('mageknight engine: a climb needs facts.siege.climb')
  const piece = requirePiece(game, action.piece)
  const section = sectionStateIn(game, action.section)
  const ladders = laddersAgainst(requireSiege(game), action.section)
  const through = moveThroughAccessPoint({ figureId: piece.id, ...flagsOf(piece), section, from: action.via, ladders }, SIEGE_KINDS)
  if (!through.ok) return through
  if (!climb.touchesVia)
    return refuse('not-at-access-point', `${piece.id} does not reach ${action.via} of ${section.id}`, CASTLE.access, { via: action.via })
  // A ladder is connected to itself (R-MK-4a): by it a figure arrives at its other end, another level.
  const levelChanged = Math.abs(climb.toLevelCm - climb.fromLevelCm) > 0.5
  const allowed = through.value.placeAt.filter((a) => a !== action.via || levelChanged)
  const at = climb.placedTouches.filter((a) => allowed.includes(a))
  if (at.length === 0)
    return refuse(
      'not-placed-at-connected-access-point',
      `${piece.id} would not touch an access point connected to ${action.via} (${allowed.join(', ') || 'none'})`,
      CASTLE.access,
      { via: action.via },
    )
  const lines: RulingLine[] = [
    ...through.value.lines,
    { key: 'placedAtAccessPoint', value: at.join(', '), clause: CASTLE.access },
    { key: 'placementCostsNoMovement', value: true, clause: SIEGE_RULINGS.climb },
  ]
  if (climb.onTop) {
    const placed = placeOnSection({ figureId: piece.id, section, baseFitsOnTop: climb.fitsOnTop, reachesInside: false }, SIEGE_KINDS)
    if (!placed.ok) return placed
    lines.push(...placed.value.lines)
  } else if (climb.reachesInside)
    return refuse('base-reaches-inside-section', `${piece.id}'s base would reach into ${section.id}`, CASTLE.placement)
  if (climb.overlaps.length > 0)
    return refuse('goal-occupied', `${piece.id} cannot stand there: it would overlap ${climb.overlaps.join(', ')}`, CORE.base, {
      overlaps: climb.overlaps.join(', '),
    })
  const given = give(game, action.piece, 'move')
  if (!given.ok) return given
  // The base leaves its place even when it touches the access point already: an opponent in
  // contact is broken away from all the same (R-MKS-4), as from a step of the least length.
  const move = climb.move
  const leaves = move === null && climb.enemiesInContact.length > 0
  const ruled =
    move === null && !leaves
      ? null
      : moveFigure(
          requirePiece(given.value.game, action.piece),
          {
            to: action.to,
            pathIn: move?.pathIn ?? TURN_ONLY_IN,
            enemiesInContact: climb.enemiesInContact,
            basesCrossed: move?.basesCrossed ?? [],
            blockedAtIn: move?.blockedAtIn ?? null,
            endOverlaps: [],
          },
          dice,
          settings.core,
          { facingDeg: action.facingDeg },
        )
  if (ruled && !ruled.ok) return ruled
  const moved = ruled === null || ruled.value.moved
  const events: MkEvent[] = [...given.value.events]
  if (moved) events.push({ kind: 'moved', piece: action.piece, to: action.to, facingDeg: action.facingDeg ?? null })
  else if (action.facingDeg !== undefined) events.push({ kind: 'moved', piece: action.piece, to: climb.from, facingDeg: action.facingDeg })
  const all = [...given.value.lines, ...(ruled?.value.lines ?? []), ...(moved ? lines : [])]
  const breakdown = { modifiers: [], rolls: ruled?.value.rolls ?? [], lines: all }
  return { ok: true, value: { game: given.value.game, events, breakdown }, breakdown }
}

/** A figure of the facts as the castle rules take it; null for one that is no piece in play (a Universalis model). */
function accessFigureOf(game: MkGame, f: SiegeAccessFigure & { side: string }): AccessFigure | null {
  if (!Object.hasOwn(game.pieces, f.id)) return null
  const piece = requirePiece(game, f.id)
  if (isEliminated(piece)) return null
  return { id: f.id, side: piece.side, touches: f.touches, elevation: f.elevation, ...flagsOf(piece) }
}

type AccessFacts = NonNullable<SiegeFacts['access']>
type Against = Resolution<{ modifiers: Modifier[]; lines: RulingLine[] }>

/** 001 "Nahkampf": the attack across connected access points, the defender's choice, +1 for the higher target. */
function accessAgainst(game: MkGame, action: AccessMelee, access: AccessFacts, attacker: MkPiece, settings: MkSettings): Against {
  const a = access.attacker
  const frontArcTouches = a.touches.filter((id) => {
    const p = Object.hasOwn(a.nearest, id) ? a.nearest[id] : null
    return p === null || inFrontArc(a.centre, a.facingDeg, frontArcOf(attacker), p)
  })
  const others = access.others.map((o) => accessFigureOf(game, o)).filter((o): o is AccessFigure => o !== null)
  const input = {
    section: sectionStateIn(game, action.section),
    ladders: laddersAgainst(requireSiege(game), action.section),
    attacker: { id: attacker.id, side: attacker.side, touches: a.touches, elevation: a.elevation, ...flagsOf(attacker), frontArcTouches },
    others,
  }
  return accessMeleeAgainst(input, action.target, settings.castle, SIEGE_KINDS)
}

/**
 * 001 "Torhaus": no access points, but everyone on the gatehouse's top is in melee contact with
 * everyone else there; the target must still lie in the attacker's front arc (core 1, R-MKS-10).
 * All of them stand at one height: no height bonus.
 */
function gatehouseAgainst(game: MkGame, action: AccessMelee, access: AccessFacts, attacker: MkPiece): Against {
  const a = access.attacker
  if (a.standsOn !== action.section)
    return refuse(
      'gatehouse-has-no-access-points',
      `the gatehouse has no access points; ${attacker.id} does not stand on its top`,
      CASTLE.gatehouse,
    )
  const onTop = access.others.filter((o) => o.standsOn === action.section && accessFigureOf(game, o) !== null)
  const { pairs, line } = gatehouseTopMelee([{ id: attacker.id, side: attacker.side }, ...onTop.map((o) => ({ id: o.id, side: o.side }))])
  const target = onTop.find((o) => o.id === action.target)
  if (!target || !pairs.some((p) => p.includes(attacker.id) && p.includes(action.target)))
    return refuse('target-not-on-gatehouse-top', `${action.target} is no opponent on the top of ${action.section}`, CASTLE.gatehouse)
  if (!inFrontArc(a.centre, a.facingDeg, frontArcOf(attacker), target.centre))
    return refuse('outside-front-arc', `${action.target} is outside ${attacker.id}'s front arc`, CORE.base, { target: action.target })
  const lines: RulingLine[] = [line, { key: 'gatehouseTopContact', value: action.target, clause: SIEGE_RULINGS.gatehouse }]
  return { ok: true, value: { modifiers: [], lines }, breakdown: { modifiers: [], rolls: [], lines } }
}

/** Close combat across the connected access points of one section, or on a gatehouse's top (001 "Nahkampf", "Torhaus"). */
export function performAccessMelee(
  game: MkGame,
  action: AccessMelee,
  facts: SiegeFacts,
  dice: Dice,
  settings: MkSettings,
  give: GiveAction,
  /** A formation's bonus for its main attacker (core 10, R-MKF-3). */
  attackModifiers: Modifier[] = [],
): Resolution<MkPerformed> {
  const access = facts.access
  if (!access) throw new RangeError('mageknight engine: a melee across access points needs facts.siege.access')
  const attacker = requirePiece(game, action.piece)
  if (isEliminated(attacker)) return refuse('piece-eliminated', `${attacker.id} is out of the game`, CORE.damage)
  if (statsOf(attacker).attack <= 0)
    return refuse('no-attack-value', `${attacker.id} shows an attack value of 0 and cannot attack`, CORE.dial)
  const a = access.attacker
  const against =
    sectionStateIn(game, action.section).kind === 'gatehouse'
      ? gatehouseAgainst(game, action, access, attacker)
      : accessAgainst(game, action, access, attacker, settings)
  if (!against.ok) return against
  const given = give(game, action.piece, 'melee')
  if (!given.ok) return given
  const g0 = given.value.game
  const target = requirePiece(g0, action.target)
  // Height is the castle rule's modifier here (001 "Nahkampf"), so the core's own is left out (R-MKS-9).
  const t: AttackTarget = {
    piece: target,
    attackerCentre: a.centre,
    targetCentre: a.centre,
    attackerFacingDeg: a.facingDeg,
    distanceIn: 0,
    inBaseContact: true,
    lineOfFire: { status: 'clear', bases: [], blockedBy: [] },
    attackerRaised: false,
    targetRaised: false,
  }
  const outcome = rollAttack(requirePiece(g0, action.piece), [t], dice, settings.core, {
    kind: 'melee',
    attackModifiers,
    extraDefence: () => against.value.modifiers,
  })
  let g = g0
  const events: MkEvent[] = [...given.value.events]
  const lines: RulingLine[] = [...given.value.lines, ...against.value.lines, ...outcome.lines]
  for (const o of outcome.targets) {
    if (!o.hit) continue
    const d = applyDamage(g, o.target, 0, o.damage, attacker.side)
    g = d.game
    events.push(...d.events)
    lines.push(...d.lines)
  }
  if (outcome.selfDamage > 0) {
    const d = applyDamage(g, attacker.id, 0, outcome.selfDamage, null)
    g = d.game
    events.push(...d.events)
    lines.push(...d.lines)
  }
  const breakdown = { modifiers: [...attackModifiers, ...outcome.targets.flatMap((o) => o.defenceModifiers)], rolls: [outcome.roll], lines }
  return { ok: true, value: { game: g, events, breakdown }, breakdown }
}
