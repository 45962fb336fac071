import { attributeChance, contestChances } from '../model/rolls'
import { damageBeforeShred, woundSetup, type WoundSetup, type WoundSetupInput } from './setup'
import { rerollSteps, takesReroll, woundOutcome, type WoundOutcome } from './roll'
import { DEFAULT_DAMAGE_SETTINGS, type CombatSettings, type DamageSettings } from '../ranged/settings'
import type { ModelState } from '../model/gameState'
import { maxHp } from '../model/derived'

/**
 * Exact chances, by enumerating every die (no sampling): of an FK roll succeeding (4.8.1), and of
 * each outcome of a wound and armour roll (10.4) with the rerolls taken as damageRoll.ts takes
 * them, the hit points lost after reduction, structure and shred (10.3, 10.5).
 */

/** 4.8.1: the chance to hit when the FK value to roll at or under is `target`. */
export const hitChance = (target: number): number => attributeChance(target)

/**
 * 8.4: the chance to hit when the target dodges: it wins a compared AGI roll (ties lose,
 * R-8.4a) with chance p, and then the shooter rolls at -1.
 */
export function hitChanceWithDodge(target: number, targetAGI: number, shooterAGI: number): number {
  const p = contestChances(targetAGI, shooterAGI).a
  return p * hitChance(target - 1) + (1 - p) * hitChance(target)
}

export interface WoundChances {
  nothing: number
  shock: number
  damage: number
  /** Hit points lost (0 for nothing, a shock, damage reduced to 0 or trauma), ascending. */
  hpLoss: { hp: number; p: number }[]
  /** 10.3.2 trauma: shocks taken instead, when the weapon has it. */
  traumaShocks: { shocks: number; p: number }[]
}

/** Leaves of the roll tree: outcome and its probability. */
function outcomeTree(setup: WoundSetup, settings: DamageSettings): Map<WoundOutcome, number> {
  const steps = rerollSteps(setup, settings)
  const acc = new Map<WoundOutcome, number>([
    ['nothing', 0],
    ['shock', 0],
    ['damage', 0],
  ])
  const walk = (w: number, a: number, i: number, p: number) => {
    if (i === steps.length) {
      const o = woundOutcome(w + setup.woundValue, a + setup.armourValue)
      acc.set(o, acc.get(o)! + p)
      return
    }
    const step = steps[i]
    if (!takesReroll(step, w, a, setup)) return walk(w, a, i + 1, p)
    for (let r = 1; r <= 12; r++) walk(step.die === 'wound' ? r : w, step.die === 'armour' ? r : a, i + 1, p / 12)
  }
  for (let w = 1; w <= 12; w++) for (let a = 1; a <= 12; a++) walk(w, a, 0, 1 / 144)
  return acc
}

export function woundChances(setup: WoundSetup, settings: DamageSettings = DEFAULT_DAMAGE_SETTINGS): WoundChances {
  const tree = outcomeTree(setup, settings)
  const damage = tree.get('damage')!
  const { amount } = damageBeforeShred(setup)
  const loss = new Map<number, number>()
  const add = (hp: number, p: number) => p > 0 && loss.set(hp, (loss.get(hp) ?? 0) + p)
  add(0, tree.get('nothing')! + tree.get('shock')!)
  const trauma = setup.weaponEffects.includes('trauma')
  const traumaShocks: { shocks: number; p: number }[] = []
  if (trauma) {
    add(0, damage)
    if (damage > 0) traumaShocks.push({ shocks: amount > 0 ? amount : 1, p: damage })
  } else if (setup.weaponEffects.includes('shred') && amount > 0) {
    const keep = attributeChance(setup.defenderKO)
    add(amount, damage * keep)
    add(amount * 2, damage * (1 - keep))
  } else add(amount, damage)
  return {
    nothing: tree.get('nothing')!,
    shock: tree.get('shock')!,
    damage,
    hpLoss: [...loss.entries()].sort((x, y) => x[0] - y[0]).map(([hp, p]) => ({ hp, p })),
    traumaShocks,
  }
}

/** The chance that a hit takes at least `hpLeft` hit points (10.5: eliminated at 0). */
export const eliminationChance = (chances: WoundChances, hpLeft: number): number =>
  chances.hpLoss.filter((x) => x.hp >= hpLeft && x.hp > 0).reduce((s, x) => s + x.p, 0)

/**
 * What one hit does to `defender` as it stands (10, 18.3), for a preview: the wound roll's
 * outcomes, and the chance the hit eliminates it. A colossus loses hit points zone by zone: only
 * a hit on the hull can end it, as often as the game's hit-zone table names the hull.
 */
export function hitOutcomeChances(
  defender: ModelState,
  hit: Omit<WoundSetupInput, 'defender'>,
  combat: CombatSettings,
): { wound: WoundChances; eliminated: number } {
  const wound = woundChances(woundSetup({ ...hit, defender }, combat.damage), combat.damage)
  const colossus = defender.card.type === 'colossus'
  const hpLeft = colossus ? maxHp(defender.card) : maxHp(defender.card) - defender.hpLost
  const hull = colossus ? combat.colossus.hitZoneTable.filter((z) => z === 'hull').length / 12 : 1
  return { wound, eliminated: eliminationChance(wound, hpLeft) * hull }
}

/** Chances of a shot: to hit, and each wound outcome per shot (not given a hit: times the hit chance). */
export function shotChances(pHit: number, wound: WoundChances) {
  return {
    hit: pHit,
    miss: 1 - pHit,
    nothing: pHit * wound.nothing,
    shock: pHit * wound.shock,
    damage: pHit * wound.damage,
  }
}
