import type { MkAbility } from '../../../scene/mageknight/dial'
import type { RulingLine } from '../../kernel/clauses'
import { detailed } from '../../kernel/detail'
import type { Dice } from '../../kernel/dice'
import type { Modifier, RollRecord } from '../../kernel/resolution'
import { refuse, type Resolution } from '../castle/refusals'
import { castleShotReport, type CastleShotInput, type ShotShooter, type ShotTarget } from '../castle/shot'
import { rollCastleShot } from '../castle/shotRoll'
import { checkRanged, type AttackTarget } from '../core/attack'
import { CASTLE, CORE } from '../core/clauses'
import { frontArcOf, statsOf } from '../core/dial'
import { MKC_RULINGS } from '../core/settings'
import { ruling } from '../../kernel/clauses'
import { applyDamage } from './damage'
import { requirePiece } from './game'
import { applySectionDamage } from './siegeDamage'
import { isSiegeSection, sectionStateIn, SIEGE_KINDS, SIEGE_RULINGS, type GiveAction } from './siegeState'
import type { SiegeAction, SiegeFacts, SiegeShotPairFacts } from './siegeTypes'
import type { MkEvent, MkGame, MkPerformed, MkSettings } from './types'

/**
 * A castle shot played (001 "Angriffe", "Angriffe auf weite Entfernung", "Das Castle angreifen",
 * "Helden in Castle Sektionen angreifen", "Castle Sektionen zerstören"): a section shooting, a
 * figure shooting at a section, or a figure shooting at a figure on the castle. Each target's
 * castle report (`castleShotReport`: who may attack a section, horizontal distance, the 4-inch
 * minimum, long range, fortification and height) and the core's checks (front arc, targets,
 * sides) decide whether it may be taken; the action is given; one roll (`rollCastleShot`)
 * decides every target; a hit turns a figure's dial, or a section's with its rubble.
 */

export type CastleShot = Extract<SiegeAction, { kind: 'castleShot' }>

/** R-SE-3: abilities that make a category (001 "Das Castle angreifen" 3 and 4), used when the click shows them. */
const CASTLE_ABILITIES: readonly MkAbility[] = ['magicBlast', 'shockwave', 'sharpshooter', 'explosiveDamage']
const ABILITIES_SHOWN = ruling('R-SE-3', 'Fähigkeiten eines Mage-Knight-Schützen')

function pairOf(facts: SiegeFacts, target: string): SiegeShotPairFacts {
  const pair = facts.shots?.find((p) => p.target === target)
  if (!pair) throw new RangeError(`mageknight engine: facts.siege.shots has no record for the target ${target}`)
  return pair
}

const standsOnOf = (game: MkGame, id: string | null) => (id !== null && isSiegeSection(game, id) ? sectionStateIn(game, id) : null)

function shooterOf(game: MkGame, action: CastleShot, pair: SiegeShotPairFacts): ShotShooter {
  const { elevation } = pair.shooter
  if (isSiegeSection(game, action.piece))
    return { id: action.piece, piece: null, section: sectionStateIn(game, action.piece), standsOn: null, elevation }
  const piece = requirePiece(game, action.piece)
  const shown = statsOf(piece).abilities
  return {
    id: action.piece,
    piece,
    section: null,
    dial: 0,
    largeFigureFront: piece.largeFigure,
    abilitiesUsed: action.abilities ?? CASTLE_ABILITIES.filter((a) => shown.includes(a)),
    standsOn: standsOnOf(game, pair.shooter.standsOn),
    elevation,
    inEnemyBaseContact: pair.shooterInEnemyBaseContact,
  }
}

function targetOf(game: MkGame, pair: SiegeShotPairFacts): ShotTarget {
  const { elevation } = pair.targetEnd
  if (isSiegeSection(game, pair.target))
    return { id: pair.target, piece: null, section: sectionStateIn(game, pair.target), standsOn: null, elevation }
  return {
    id: pair.target,
    piece: requirePiece(game, pair.target),
    section: null,
    standsOn: standsOnOf(game, pair.targetEnd.standsOn),
    elevation,
  }
}

/** The castle report's input for one target of a castle shot (also the preview's, siegePreview.ts). */
export const castleShotInput = (game: MkGame, action: CastleShot, pair: SiegeShotPairFacts): CastleShotInput => ({
  shooter: shooterOf(game, action, pair),
  target: targetOf(game, pair),
  horizontalDistanceCm: pair.horizontalDistanceCm,
  lineCrossesOuterEdge: pair.lineCrossesOuterEdge,
  lineOfFire: pair.lineOfFire,
  ...(action.longRange === undefined ? {} : { useLongRange: action.longRange }),
})

/**
 * The core's checks the castle report leaves to it (core 1, 7: the front arc, the number of
 * targets, opposing targets still in play, an attack value). Distance, line of fire and contact
 * are the report's, so the core sees them as met.
 */
function coreChecks(game: MkGame, action: CastleShot, pairs: readonly SiegeShotPairFacts[]): Resolution<null> {
  const shooter = requirePiece(game, action.piece)
  const targets: AttackTarget[] = pairs.map((p) => ({
    piece: requirePiece(game, p.target),
    attackerCentre: p.shooter.centre,
    targetCentre: p.targetEnd.centre,
    attackerFacingDeg: p.shooter.facingDeg ?? 0,
    distanceIn: 0,
    inBaseContact: false,
    lineOfFire: { status: 'clear', bases: [], blockedBy: [] },
    attackerRaised: false,
    targetRaised: false,
  }))
  return checkRanged(shooter, targets, { enemiesInContact: [], frontArcDeg: frontArcOf(shooter), rangeIn: Number.POSITIVE_INFINITY })
}

/** Every target's report; the first refusal of the first target refused. */
function reportsOf(game: MkGame, action: CastleShot, pairs: readonly SiegeShotPairFacts[], settings: MkSettings) {
  const inputs = pairs.map((p) => castleShotInput(game, action, p))
  const reports = inputs.map((i) => castleShotReport(i, settings.castle, SIEGE_KINDS))
  const refused = reports.find((r) => !r.allowed)
  return { inputs, reports, refusal: refused ? refused.refusals[0] : null }
}

export function performCastleShot(
  game: MkGame,
  action: CastleShot,
  facts: SiegeFacts,
  dice: Dice,
  settings: MkSettings,
  give: GiveAction,
  /** A formation's bonus for its main attacker (core 10, R-MKF-3). */
  attackModifiers: Modifier[] = [],
): Resolution<MkPerformed> {
  if (action.targets.length === 0) return refuse('no-target', 'a ranged attack needs a target', CORE.ranged)
  const pairs = action.targets.map((t) => pairOf(facts, t))
  const before = reportsOf(game, action, pairs, settings)
  if (before.refusal) return { ok: false, refusal: before.refusal }
  const core = coreChecks(game, action, pairs)
  if (!core.ok) return core
  const given = give(game, action.piece, 'ranged')
  if (!given.ok) return given
  // Rolled with the dial as it stands after the action was given (as the engine's ranged attack).
  let g = given.value.game
  const after = reportsOf(g, action, pairs, settings)
  const shot = rollCastleShot(dice, after.inputs[0], settings.castle, SIEGE_KINDS, attackModifiers)
  if (!shot.ok) return shot
  const { roll } = shot.value
  const shooter = requirePiece(g, action.piece)
  const sectionInvolved = isSiegeSection(g, action.piece) || pairs.some((p) => isSiegeSection(g, p.target))
  const clause = sectionInvolved ? CASTLE.attacks : CASTLE.fortification
  const events: MkEvent[] = [...given.value.events]
  const lines: RulingLine[] = [...given.value.lines]
  const modifiers: Modifier[] = [...attackModifiers]
  const rolls: RollRecord[] = [roll]
  pairs.forEach((pair, i) => {
    const report = after.reports[i]
    const defence = report.defence.total ?? 0
    const hit = roll.criticalHit || (!roll.criticalMiss && roll.total >= defence)
    const damage = hit ? (report.damage.total ?? 0) + (roll.criticalHit ? settings.core.criticalHitBonus : 0) : 0
    modifiers.push(...report.defence.modifiers, ...report.damage.modifiers)
    lines.push(...report.lines, {
      key: 'mk.attackResult',
      value: hit,
      clause,
      ...detailed('mk.attackResult', '{total} against defence {defence} of {target}: {outcome}', {
        total: roll.total,
        defence,
        target: pair.target,
        outcome: hit ? (roll.criticalHit ? 'critical hit' : 'hit') : roll.criticalMiss ? 'critical miss' : 'miss',
      }),
    })
    if (!hit) return
    if (isSiegeSection(g, pair.target)) {
      const d = applySectionDamage(g, pair.target, damage, pair.figuresOnTarget, shooter.side, dice, action.rubbleFacings)
      g = d.game
      events.push(...d.events)
      lines.push(...d.lines)
      rolls.push(...d.rolls)
    } else {
      const d = applyDamage(g, pair.target, 0, damage, shooter.side)
      g = d.game
      events.push(...d.events)
      lines.push(...d.lines)
    }
  })
  if (action.abilities === undefined && !isSiegeSection(g, action.piece))
    lines.push({ key: 'abilitiesUsed', value: shooterOf(g, action, pairs[0]).abilitiesUsed?.join(', ') || 'none', clause: ABILITIES_SHOWN })
  // Core 7: a critical miss costs the shooter clicks; a castle section takes none (001 "Allgemeine Regeln").
  if (roll.criticalMiss && !isSiegeSection(g, action.piece)) {
    const d = applyDamage(g, action.piece, 0, settings.core.criticalMissDamage, null)
    g = d.game
    events.push(...d.events)
    lines.push({ key: 'mk.criticalMiss', value: d.clicks, clause: MKC_RULINGS.criticals }, ...d.lines)
  }
  if (pairs.length > 1) lines.push({ key: 'oneRollForAllTargets', value: pairs.length, clause: SIEGE_RULINGS.shots })
  const breakdown = { modifiers, rolls, lines }
  return { ok: true, value: { game: g, events, breakdown }, breakdown }
}
