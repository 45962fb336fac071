import type { TableWorld } from '../../geometry/world/tableWorld'
import type { Refusal, RulingLine } from '../../rules/kernel'
import {
  previewCavalryAttack,
  unitDialLines,
  unitIdOf,
  type MkAttackPreview,
  type MkGame,
  type MkPairFacts,
} from '../../rules/mageknight/engine'
import type { Modifier } from '../../rules/kernel'
import type { MkReadings } from '../profiles/resolve'
import { cavalryAttackFacts, isCavalryInvolved } from './cavalryMeasure'
import { cavalryOfScene } from './cavalryScene'

/**
 * `npm run judge -- SCENE FROM TO --mk` when a cavalry unit is at either end (003): both dials'
 * numbers of every unit involved, the attacking unit's dial (`--dial mount|rider`; naming the
 * rider in the saddle names its dial), and the defending dial the attacker chooses
 * (`--target-dial`); without one, the ruling against each of the target's dials, so the
 * attacker sees what Horsemanship's -2 costs at the rider's.
 */

export type CavalryDialName = 'mount' | 'rider'

/** The ruling against one of the target's dials. */
export interface CavalryDialRuling {
  targetDial: CavalryDialName
  preview: MkAttackPreview | null
  refusal: Refusal | null
  modifiers: Modifier[]
}

export interface CavalryAttackRuling {
  facts: MkPairFacts
  /** The ruling asked for: against `--target-dial`, or the first of `choices`. */
  main: CavalryDialRuling
  /** Against each dial of a cavalry target when the attacker has not named one; else empty. */
  choices: CavalryDialRuling[]
  /** Both dials' numbers of every unit involved. */
  dialLines: RulingLine[]
}

/**
 * Does this attack need the cavalry ruling? When the play mode's step would (cavalryMeasure.ts): a
 * figure with a 003 card at either end, in a unit or not (a dismounted Wylden Ranger's Nature's Ally).
 */
export function isCavalryAttack(game: MkGame, from: string, to: string): boolean {
  return isCavalryInvolved(game, { do: 'ranged', figure: from, targets: [to] })
}

export const withCavalryOf = (game: MkGame, world: TableWorld): MkGame => cavalryOfScene(game, world.scene)

export function judgeCavalryAttack(
  world: TableWorld,
  game: MkGame,
  from: string,
  to: string,
  kind: 'ranged' | 'melee',
  dial: CavalryDialName | undefined,
  targetDial: CavalryDialName | undefined,
  readings: MkReadings,
): CavalryAttackRuling {
  // The facts a played step measures under the same table readings (R-CLI.5): contact, line of fire, hindering terrain.
  const all = cavalryAttackFacts(world, game, from, [to], readings.table)
  const facts = all.pairs[0]
  const rule = (td: CavalryDialName | undefined): CavalryDialRuling => {
    const r = previewCavalryAttack(game, { kind, piece: from, targets: [to], cavalry: { dial, targetDial: td } }, all, readings.engine)
    return r.ok
      ? { targetDial: td ?? 'mount', preview: r.value, refusal: null, modifiers: r.breakdown.modifiers }
      : { targetDial: td ?? 'mount', preview: null, refusal: r.refusal, modifiers: [] }
  }
  const target = unitIdOf(game, to)
  const open = target !== null && target === to && targetDial === undefined && game.cavalry?.saddle[target] !== null
  const choices = open ? (['mount', 'rider'] as const).map(rule) : []
  const main = open ? choices[0] : rule(targetDial)
  const ids = [from, to].filter((id, i, both) => i === 0 || unitIdOf(game, id) === null || unitIdOf(game, id) !== unitIdOf(game, both[0]))
  return { facts, main, choices, dialLines: ids.flatMap((id) => unitDialLines(game, id)) }
}
