import type { RulingLine } from '../../kernel/clauses'
import type { Modifier } from '../../kernel/resolution'
import { checkMelee, checkRanged, type AttackTarget } from '../core/attack'
import { LARGE } from '../core/clauses'
import type { MkPiece } from '../core/dial'
import {
  attackedSection,
  DEFAULT_LARGE_FIGURE_SETTINGS,
  meleeSectionHit,
  rangedSectionHit,
  sectionMeleeCheck,
  sectionRangedCheck,
  sectionsHiddenByStealth,
  sectionsTouchedBy,
  type LargeFigureSettings,
  type LargeShotTargetKind,
} from '../large'
import { refuse, type Resolution } from '../large/refusals'
import { meleeCheck, rangedCheck } from './attacks'
import { requirePiece } from './game'
import { giveLargeAction, sectionOfDial } from './largeActions'
import { passengerAttackChecks, type OneDialGive } from './chariotPlay'
import { chariotOf } from './largeDamage'
import type { MkAction, MkActionFacts, MkEvent, MkGame, MkLargeFacts, MkPairFacts } from './types'

/**
 * The checks of an attack that involves a large figure or a passenger, before any die (000
 * "Großfiguren angreifen", "Fernkampf", "Nahkampf", "Angriffsoptionen des Passagiers"): a large
 * attacker's section (its arc and range from the centre point, the front's long-range attack), a
 * passenger's shot from its chariot (chariotPlay.ts), a one-dial hero's own checks, and the
 * section each large target defends with (the one touched, or whose arc the line to the centre
 * crosses; at a boundary its owner's choice, an inactive one the attacker's). The engine
 * (largeAttacks.ts) and the preview (largePreview.ts) share them.
 */

export type AttackAction = Extract<MkAction, { kind: 'ranged' | 'melee' }>

const targetsOf = (action: AttackAction): readonly string[] => (action.kind === 'ranged' ? action.targets : [action.target])

/** Does this attack need the large-figure rules (a large attacker or target, a passenger either end)? */
export function involvesLarge(game: MkGame, action: AttackAction): boolean {
  const ids = [action.piece, ...targetsOf(action)]
  return ids.some((id) => Object.hasOwn(game.pieces, id) && (game.pieces[id].largeFigure || chariotOf(game, id) !== null))
}

const pairFor = (facts: MkActionFacts, attacker: string, target: string): MkPairFacts => {
  const pair = facts.pairs?.find((p) => p.attacker === attacker && p.target === target)
  if (!pair) throw new RangeError(`mageknight engine: facts.pairs has no record for ${attacker} -> ${target}`)
  return pair
}

function largeFactsOf(facts: MkActionFacts): MkLargeFacts {
  if (!facts.large) throw new RangeError('mageknight engine: an attack involving a large figure needs facts.large')
  return facts.large
}

const placementOf = (large: MkLargeFacts, id: string) => {
  const p = large.placement[id]
  if (!p) throw new RangeError(`mageknight engine: facts.large.placement has no record for ${id}`)
  return p
}

const touchingOf = (large: MkLargeFacts, id: string) => (Object.hasOwn(large.touching, id) ? large.touching[id] : [])

const kindOf = (p: MkPiece): LargeShotTargetKind =>
  p.castleSection ? 'castle-section' : p.largeFigure ? 'large-figure' : p.titan ? 'titan' : 'hero'

/** The section of a large target the attack affects, or why the attack cannot go on as asked. */
function sectionOfTarget(
  action: AttackAction,
  attacker: MkPiece,
  target: MkPiece,
  pair: MkPairFacts,
  large: MkLargeFacts,
  settings: LargeFigureSettings,
): Resolution<{ dial: number | null; lines: RulingLine[] }> {
  const placement = placementOf(large, target.id)
  const hit =
    action.kind === 'melee'
      ? meleeSectionHit(placement, pair.attackerCentre, settings)
      : rangedSectionHit(placement, pair.attackerCentre, settings)
  const heroes = touchingOf(large, target.id).filter((t) => t.side === attacker.side && t.id !== attacker.id)
  const choice = action.largeChoice ?? {}
  const r = attackedSection(
    {
      piece: target,
      kind: action.kind,
      hit,
      attackersHeroesTouch: heroes.flatMap((h) => sectionsTouchedBy(placement, h.centre, settings)),
      attackerTouches: sectionsTouchedBy(placement, pair.attackerCentre, settings),
      // 000 "Großfiguren angreifen": a section showing stealth behind hindering terrain (R-MKC-8) is no ranged target.
      hiddenSections: action.kind === 'ranged' ? sectionsHiddenByStealth(target, pair.hinderingTerrain ?? []) : [],
      ...(choice.section === undefined ? {} : { ownerChoice: choice.section }),
      ...(choice.redirect === undefined ? {} : { attackerChoice: choice.redirect }),
    },
    settings,
  )
  if (!r.ok) return r
  const v = r.value
  if (v.kind === 'owner-chooses')
    return refuse(
      'owner-must-choose-section',
      `the attack on ${target.id} meets the boundary of ${v.options.join(' and ')}: its owner chooses which (section)`,
      LARGE.attacking,
      {
        options: v.options.join(', '),
      },
    )
  if (v.kind === 'attacker-chooses')
    return refuse(
      'attacker-must-choose-section',
      `the section hit on ${target.id} is inactive: name another (redirect), one of ${v.options.join(', ')}`,
      LARGE.attacking,
      {
        options: v.options.join(', '),
      },
    )
  if (v.kind === 'lost') return { ok: true, value: { dial: null, lines: v.lines }, breakdown: { modifiers: [], rolls: [], lines: v.lines } }
  return { ok: true, value: { dial: v.dial, lines: v.lines }, breakdown: { modifiers: [], rolls: [], lines: v.lines } }
}

export interface AttackerPlan {
  /** The dial that attacks (a section's for a large attacker). */
  dial: number
  damageModifiers: Modifier[]
  lines: RulingLine[]
  give: (game: MkGame) => Resolution<{ game: MkGame; events: MkEvent[]; lines: RulingLine[] }>
}

/** The checks a large attacker's section makes, and how its action is given. */
function largeAttackerPlan(
  game: MkGame,
  action: AttackAction,
  attacker: MkPiece,
  targets: AttackTarget[],
  facts: MkActionFacts,
  settings: LargeFigureSettings,
): Resolution<AttackerPlan> {
  const section = sectionOfDial(game, attacker.id, action.dial)
  if (!section.ok) return section
  const dial = action.dial as number
  const large = largeFactsOf(facts)
  const placement = placementOf(large, attacker.id)
  const lines: RulingLine[] = []
  let damageModifiers: Modifier[] = []
  if (action.kind === 'ranged') {
    const inContact = touchingOf(large, attacker.id)
      .filter((t) => t.side !== attacker.side)
      .flatMap((t) => sectionsTouchedBy(placement, t.centre, settings))
    let rangeIn = 0
    for (const t of targets) {
      const shot = sectionRangedCheck(
        {
          piece: attacker,
          section: section.value,
          large: placement,
          target: { id: t.piece.id, centre: t.targetCentre, kind: kindOf(t.piece) },
          sectionsInEnemyContact: inContact,
          ...(action.longRange === undefined ? {} : { useLongRange: action.longRange }),
        },
        settings,
      )
      if (!shot.ok) return shot
      lines.push(...shot.value.lines)
      rangeIn = Math.max(rangeIn, shot.value.rangeIn)
      if (shot.value.longRange) damageModifiers = shot.value.damageModifiers
    }
    // The core's checks for what the section rules leave to it: targets, the line of fire.
    const core = checkRanged(attacker, targets, { dial, enemiesInContact: [], rangeIn, frontArcDeg: 360 })
    if (!core.ok) return core
  } else {
    const t = targets[0]
    const melee = sectionMeleeCheck(attacker, section.value, sectionsTouchedBy(placement, t.targetCentre, settings))
    if (!melee.ok) return melee
    lines.push(...melee.value.lines)
    const core = checkMelee(attacker, t, { dial, frontArcDeg: 360 })
    if (!core.ok) return core
  }
  const push = action.largeChoice?.push
  return {
    ok: true,
    value: { dial, damageModifiers, lines, give: (g) => giveLargeAction(g, attacker.id, section.value, action.kind, push) },
    breakdown: { modifiers: [], rolls: [], lines },
  }
}

export interface PlannedLargeAttack {
  plan: AttackerPlan
  /** The targets with the dial that defends (a large target's section hit); a target whose attack is lost is left out. */
  aimed: AttackTarget[]
  lines: RulingLine[]
}

/** Every check of an attack that involves a large figure or a passenger, and the section each large target defends with. */
export function planLargeAttack(
  game: MkGame,
  action: AttackAction,
  facts: MkActionFacts,
  give: OneDialGive,
  largeSettings: LargeFigureSettings = DEFAULT_LARGE_FIGURE_SETTINGS,
): Resolution<PlannedLargeAttack> {
  const attacker = requirePiece(game, action.piece)
  for (const id of targetsOf(action)) {
    const rides = chariotOf(game, id)
    if (rides !== null)
      return refuse('passenger-cannot-be-targeted', `${id} rides ${rides} and cannot be targeted`, LARGE.passengerDamage, { target: id })
  }
  const targets: AttackTarget[] = targetsOf(action).map((id) => ({
    ...pairFor(facts, attacker.id, id),
    piece: requirePiece(game, id),
    dial: 0,
  }))
  let plan: Resolution<AttackerPlan>
  if (attacker.largeFigure) plan = largeAttackerPlan(game, action, attacker, targets, facts, largeSettings)
  else if (chariotOf(game, attacker.id) !== null) plan = passengerAttackChecks(game, action, attacker, targets, facts, give, largeSettings)
  else plan = oneDialPlan(game, action, attacker, facts, give)
  if (!plan.ok) return plan
  const lines: RulingLine[] = [...plan.value.lines]
  // Each large target: the section hit (its dial defends and takes the damage), or the attack on it is lost.
  const aimed: AttackTarget[] = []
  for (const t of targets) {
    if (!t.piece.largeFigure) {
      aimed.push(t)
      continue
    }
    const s = sectionOfTarget(action, attacker, t.piece, pairFor(facts, attacker.id, t.piece.id), largeFactsOf(facts), largeSettings)
    if (!s.ok) return s
    lines.push(...s.value.lines)
    if (s.value.dial !== null) aimed.push({ ...t, dial: s.value.dial })
  }
  return { ok: true, value: { plan: plan.value, aimed, lines }, breakdown: { modifiers: [], rolls: [], lines } }
}

/** A one-dial hero attacking a large figure: the engine's own checks on its dial and facing, its action the engine's. */
function oneDialPlan(
  game: MkGame,
  action: AttackAction,
  attacker: MkPiece,
  facts: MkActionFacts,
  give: OneDialGive,
): Resolution<AttackerPlan> {
  const dial = action.dial ?? 0
  const checked =
    action.kind === 'ranged'
      ? rangedCheck(game, attacker, action.targets, facts, dial)
      : meleeCheck(game, attacker, action.target, facts, dial)
  if (!checked.ok) return checked
  const value: AttackerPlan = { dial, damageModifiers: [], lines: [], give: (g) => give(g, attacker.id, action.kind) }
  return { ok: true, value, breakdown: checked.breakdown }
}
