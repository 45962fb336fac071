/**
 * The profile parts of the rulings, asked again with them after every change (store/derived.ts):
 * the comparison under a second profile, and whether the stability band in hand still answers
 * the state's question or must be asked again after the next paint (stabilityWatch.ts).
 */
import type { SightlineData } from '../state'
import type { SightlinePorts } from '../../ports/ports'
import type { RuleProfile } from '../../ports'
import { comparedProfile } from './catalogue'
import { shotOptions } from '../siege/derived'
import type { CastleDerived } from '../siege/types'
import type { RuleProfilesData, StabilityData, StabilityQuestion } from './types'

const message = (error: unknown): string => (error instanceof Error ? error.message : String(error))

/**
 * The pair's ruling under the current profile and the compared one, side by side, and the castle
 * panel's shot the same way when it has one (null when not comparing).
 */
export function deriveComparison(
  state: SightlineData,
  ports: SightlinePorts,
  current: RuleProfile,
  castle: CastleDerived,
): RuleProfilesData {
  const { world, shooterId, targetId, rules } = state
  const other = comparedProfile(rules)
  if (!other || !world) return { ...rules, comparison: null, castleComparison: null, compareError: null }
  try {
    const comparison = shooterId && targetId ? ports.compareSight(world, shooterId, targetId, current, other) : null
    const castleComparison = castle.shot ? compareCastle(state, ports, castle, current, other) : null
    return { ...rules, comparison, castleComparison, compareError: null }
  } catch (error) {
    return { ...rules, comparison: null, castleComparison: null, compareError: message(error) }
  }
}

/** The castle shot under both profiles, with the choices the castle panel judged it with (siege/derived.ts deriveCastle). */
function compareCastle(state: SightlineData, ports: SightlinePorts, castle: CastleDerived, a: RuleProfile, b: RuleProfile) {
  const { world, siege } = state
  if (!world || !castle.from || !castle.to) return null
  const choices = siege.shotChoices.abilitiesFor === castle.from ? siege.shotChoices : { ...siege.shotChoices, abilities: null }
  return ports.compareCastleShot(world, castle.from, castle.to, shotOptions(choices), a, b)
}

const sameQuestion = (a: StabilityQuestion | null, b: StabilityQuestion): boolean =>
  a !== null && a.scene === b.scene && a.fromId === b.fromId && a.toId === b.toId && a.revision === b.revision && a.weapon === b.weapon

const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x, k) => x === b[k])

/** The shooter's banded weapons from the judge (the same list object while it says the same, so the panel keeps its select). */
function bandedWeapons(state: SightlineData, ports: SightlinePorts): readonly string[] {
  const { scene, shooterId, stability } = state
  if (!scene || !shooterId) return []
  let weapons: readonly string[]
  try {
    weapons = ports.stability.bandedWeapons(scene, shooterId)
  } catch {
    // A shooter that is not in the scene: the ruling says so; the band has nothing to choose.
    weapons = []
  }
  return sameList(weapons, stability.weapons) ? stability.weapons : weapons
}

/**
 * The stability band for the state: kept while it answers the same scene, pair, profile and
 * weapon; otherwise 'pending' (asked after the next paint) or 'off' when hidden or no pair is
 * chosen. The weapon is the one chosen for the shooter when it is still one of its banded ones,
 * else the first (R-STB.2).
 */
export function deriveStability(state: SightlineData, ports: SightlinePorts): StabilityData {
  const { scene, shooterId, targetId, rules } = state
  const weapons = bandedWeapons(state, ports)
  const stability = weapons === state.stability.weapons ? state.stability : { ...state.stability, weapons }
  if (!stability.shown || !scene || !shooterId || !targetId)
    return { ...stability, status: 'off', question: null, report: null, error: null }
  const chosen = stability.chosenWeapons.get(shooterId)
  const weapon = chosen !== undefined && weapons.includes(chosen) ? chosen : (weapons[0] ?? null)
  const question: StabilityQuestion = { scene, fromId: shooterId, toId: targetId, revision: rules.revision, weapon }
  if (sameQuestion(stability.question, question)) return stability
  return { ...stability, status: 'pending', question, report: null, error: null }
}

export { sameQuestion }
