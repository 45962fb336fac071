import { figureDistances } from '../geometry/measure/distances'
import type { TableWorld } from '../geometry/world/tableWorld'
import type { Figure } from '../scene/schema'
import type { CardLibrary, UnitCard } from '../scene/cards/unitCard'
import { detailed, type RulingLine } from '../rules/kernel'
import { AP_MAX } from '../rules/universalis/model'
import { woundSetup, type WoundSetup } from '../rules/universalis/damage'
import { newModelState, type GameState, type ModelState } from '../rules/universalis/model'
import { eliminationChance, hitChance, woundChances, type WoundChances } from '../rules/universalis/damage'
import { maxHp } from '../rules/universalis/model'
import { planRangedAttack, type RangedPlan } from '../rules/universalis/ranged'
import { rerollsFor } from '../rules/universalis/items'
import { shooterAttribute } from '../rules/universalis/ranged'
import { DEFAULT_COMBAT_SETTINGS, RC, type CombatSettings } from '../rules/universalis/ranged'
import type { Modifier } from '../rules/kernel'
import { nullRecord, ownEntry } from '../scene/records'
import type { Refusal } from '../rules/universalis/refusals'
import type { JudgeSettings, SightJudgement } from './api'
import { DEFAULT_JUDGE_SETTINGS, judgeSight } from './judge'

/**
 * A ranged attack as a player asks about it on the table: "if FROM shoots TO with this weapon,
 * what do I roll against, and what are my chances?". Geometry gives sight, cover and distance
 * (judgeSight); the scene's figures give their cards; the rules plan the shot (no dice) and
 * enumerate the chances exactly. Nothing is rolled and the scene is not changed.
 */

/** Bases closer than this (cm) count as in base contact for 14.8 (the geometry's measuring tolerance). */
export const BASE_CONTACT_CM = 0.1

/** A question the judge cannot answer from the scene (a figure without card, an unknown card id). */
export class RangedJudgeError extends Error {}

export type ShotAction = 'normal' | 'aimed' | 'snap'

export interface RangedJudgement {
  sight: SightJudgement
  weapon: string
  action: ShotAction
  /** Why the shot is not allowed (no line of sight, out of range, target camouflaged...), else null. */
  refusal: Refusal | null
  plan: { fkValue: number; modifiers: Modifier[]; fkTarget: number; apCost: number; lines: RulingLine[] } | null
  /** 14.8: the models in melee with the target; a hit strikes each of them or the target with equal chance. */
  meleeWithTarget: string[]
  wound: { setup: WoundSetup; chances: WoundChances } | null
  chances: {
    hit: number
    /** A hit lands on the target itself (1 / candidates when it is in melee, 14.8). */
    hitTarget: number
    /** Per shot at the target, not given a hit: miss, and each outcome on the target. */
    perShot: { miss: number; nothing: number; shock: number; damage: number; eliminated: number }
  } | null
  /** Assumptions the scene cannot tell (AP, tokens, threats), for the reader. */
  notes: RulingLine[]
}

function cardOf(figure: Figure, library: CardLibrary, argument: string): UnitCard {
  if (!figure.card)
    throw new RangedJudgeError(
      `${argument}: figure "${figure.id}" has no unit card ("card" in the scene), so it has no weapons or armour to judge`,
    )
  const card = ownEntry(library.cards, figure.card)
  if (!card) throw new RangedJudgeError(`${argument}: figure "${figure.id}" names card "${figure.card}", which is not in the card library`)
  return card
}

/** The game as the scene shows it: every figure with a card, fresh (no damage, no tokens), the shooter with the full 12 AP. */
export function gameFromScene(figures: readonly Figure[], library: CardLibrary, shooterId: string): GameState {
  // Keyed by figure ids, which a file chooses: no prototype, so "__proto__" is a model like any other (records.ts).
  const models = nullRecord<ModelState>()
  for (const f of figures) {
    const card = f.card === undefined ? undefined : ownEntry(library.cards, f.card)
    if (!card) continue
    const m = newModelState(f.id, f.side, card, { prone: f.prone, operatorId: f.operator })
    models[f.id] = f.id === shooterId ? { ...m, ap: AP_MAX } : m
  }
  const sides = [...new Set(figures.map((f) => f.side))]
  return { round: 1, phase: 'round', sides, leaders: {}, models, active: [shooterId], log: [] }
}

export function judgeRangedAttack(
  world: TableWorld,
  library: CardLibrary,
  fromId: string,
  toId: string,
  weaponName: string,
  action: ShotAction,
  settings: { judge?: JudgeSettings; combat?: CombatSettings } = {},
): RangedJudgement {
  const combat = settings.combat ?? DEFAULT_COMBAT_SETTINGS
  const from = world.requireFigure(fromId)
  const to = world.requireFigure(toId)
  cardOf(from, library, 'FROM')
  cardOf(to, library, 'TO')
  const sight = judgeSight(world, fromId, toId, settings.judge ?? DEFAULT_JUDGE_SETTINGS)
  const game = gameFromScene(world.scene.figures, library, fromId)
  const meleeWithTarget = world.scene.figures
    .filter(
      (f) => f.id !== toId && f.side !== to.side && Object.hasOwn(game.models, f.id) && figureDistances(f, to).edge <= BASE_CONTACT_CM,
    )
    .map((f) => f.id)
  const shooterInMelee = world.scene.figures.some((f) => f.side !== from.side && figureDistances(f, from).edge <= BASE_CONTACT_CM)
  const notes: RulingLine[] = [
    {
      key: 'assumedAp',
      value: AP_MAX,
      clause: RC.procedure,
      ...detailed('assumedAp', 'the scene holds no AP: the shooter is given the most it can have (4.1)'),
    },
    {
      key: 'assumedState',
      value: 'fresh',
      clause: RC.procedure,
      ...detailed('assumedState', 'no damage, tokens, camouflage or direct threats are known from the scene'),
    },
  ]
  const planned = planRangedAttack(
    game,
    {
      shooterId: fromId,
      targetId: toId,
      weaponName,
      kind: action,
      sight: sight.ruling,
      acting: { active: true, inMelee: shooterInMelee },
      meleeWithTarget,
    },
    combat,
  )
  const base = { sight, weapon: weaponName, action, meleeWithTarget, notes }
  if (!planned.ok) return { ...base, refusal: planned.refusal, plan: null, wound: null, chances: null }
  const plan: RangedPlan = planned.value
  const w = plan.check.weapon
  if (w.areaRadius)
    notes.push({
      key: 'areaWeapon',
      value: w.areaRadius,
      clause: RC.area,
      ...detailed(
        'areaWeapon',
        'area weapon (radius {radius} cm): the chances are those of the model aimed at; a miss scatters and may still hit',
        { radius: w.areaRadius },
      ),
    })
  if (w.sustainedFire)
    notes.push({
      key: 'sustainedFire',
      value: w.sustainedFire,
      clause: RC.sustained,
      ...detailed('sustainedFire', 'one shot shown; DF {df} would add up to +{df} to hit and to wound on one target', {
        df: w.sustainedFire,
      }),
    })
  const target = game.models[toId]
  const setup = woundSetup(
    {
      profile: plan.check.weapon.profile,
      attackerKO: shooterAttribute(game, fromId, 'KO').value,
      defender: target,
      coverArmourBonus: sight.ruling.armourBonus,
    },
    combat.damage,
  )
  const wc = woundChances(setup, combat.damage)
  // 7.2 (Beispiel 3): a card's FK rerolls take a failed roll again, up to n times.
  const rr = rerollsFor(game, fromId, 'FK', [], { active: true, inMelee: shooterInMelee })
  const rerolls = rr.ok ? rr.value.rerolls : 0
  if (rr.ok && rerolls > 0) notes.push(...rr.value.lines)
  const pHit = 1 - (1 - hitChance(plan.fkTarget)) ** (rerolls + 1)
  const pTarget = pHit / (1 + meleeWithTarget.length)
  const hpLeft = target.card.type === 'colossus' ? maxHp(target.card) : maxHp(target.card) - target.hpLost
  return {
    ...base,
    refusal: null,
    plan: { fkValue: plan.fk.value, modifiers: plan.modifiers, fkTarget: plan.fkTarget, apCost: plan.check.apCost, lines: plan.lines },
    wound: { setup, chances: wc },
    chances: {
      hit: pHit,
      hitTarget: pTarget,
      perShot: {
        miss: 1 - pHit,
        nothing: pTarget * wc.nothing,
        shock: pTarget * wc.shock,
        damage: pTarget * wc.damage,
        // A colossus loses hit points zone by zone (18.3): elimination needs the hull, hit 1 time in 4 by default.
        eliminated:
          pTarget *
          eliminationChance(wc, hpLeft) *
          (target.card.type === 'colossus' ? combat.colossus.hitZoneTable.filter((z) => z === 'hull').length / 12 : 1),
      },
    },
  }
}
