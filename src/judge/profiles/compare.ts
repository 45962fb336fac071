import type { TableWorld } from '../../geometry/world/tableWorld'
import type { CardLibrary } from '../../scene/cards/unitCard'
import type { Modifier } from '../../rules/kernel'
import { judgeSight } from '../judge'
import { judgeRangedAttack, type RangedJudgement, type ShotAction } from '../rangedAttack'
import type { SightJudgement } from '../api'
import { judgeCastleShot, type CastleShotJudgement, type CastleShotOptions } from '../castle/shot'
import { settingDifferences, type SettingDifference } from './leaves'
import { combatSettingsOf, judgeSettingsOf } from './resolve'
import type { RuleProfile } from './types'

/**
 * The same question asked under two rule profiles (issue 15, part 3): the sight ruling of a pair,
 * or a ranged attack, once per profile on the same world, and the answers laid side by side as
 * rows, each marked when the two differ. Pure over the judge: nothing is changed or rolled.
 */
export type CompareValue = string | number | boolean | null

export interface CompareRow {
  /** What the row is: `lineOfSight`, `cover`, `modifier.cover`, `chance.hit`… (the view translates it). */
  key: string
  a: CompareValue
  b: CompareValue
  differs: boolean
}

export interface ProfileComparison<J> {
  question: 'sight' | 'ranged' | 'castle'
  profiles: [string, string]
  rows: CompareRow[]
  /** Any row differs. */
  differs: boolean
  /** The settings the two profiles differ in, to say why. */
  settings: SettingDifference[]
  /** The two full answers, for a panel that shows more than the rows. */
  answers: [J, J]
}

/** Shares and chances are compared to a millionth: the same geometry may add up in another order. */
const same = (a: CompareValue, b: CompareValue): boolean =>
  typeof a === 'number' && typeof b === 'number' ? Math.abs(a - b) < 1e-6 : a === b

function rowsOf(a: Record<string, CompareValue>, b: Record<string, CompareValue>): CompareRow[] {
  const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])]
  return keys.map((key) => {
    const va = Object.hasOwn(a, key) ? a[key] : null
    const vb = Object.hasOwn(b, key) ? b[key] : null
    return { key, a: va, b: vb, differs: !same(va, vb) }
  })
}

function sightValues({ ruling }: SightJudgement): Record<string, CompareValue> {
  return {
    lineOfSight: ruling.lineOfSight,
    visibleFraction: ruling.visibleFraction,
    hiddenShare: ruling.hiddenShare,
    cover: ruling.cover,
    coverFrom: ruling.coverFrom.join(', '),
    rangedModifier: ruling.rangedModifier,
    touchingCover: ruling.touchingCover,
    armourBonus: ruling.armourBonus,
  }
}

function comparison<J>(
  question: ProfileComparison<J>['question'],
  a: RuleProfile,
  b: RuleProfile,
  answers: [J, J],
  values: (j: J) => Record<string, CompareValue>,
): ProfileComparison<J> {
  const rows = rowsOf(values(answers[0]), values(answers[1]))
  return {
    question,
    profiles: [a.name, b.name],
    rows,
    differs: rows.some((r) => r.differs),
    settings: settingDifferences(a.settings, b.settings),
    answers,
  }
}

/** `judgeSight` of FROM at TO under each profile. */
export function compareSight(
  world: TableWorld,
  fromId: string,
  toId: string,
  a: RuleProfile,
  b: RuleProfile,
): ProfileComparison<SightJudgement> {
  const answers: [SightJudgement, SightJudgement] = [
    judgeSight(world, fromId, toId, judgeSettingsOf(a.settings)),
    judgeSight(world, fromId, toId, judgeSettingsOf(b.settings)),
  ]
  return comparison('sight', a, b, answers, sightValues)
}

function modifierValues(modifiers: readonly Modifier[]): Record<string, CompareValue> {
  const out: Record<string, CompareValue> = {}
  for (const m of modifiers) out[`modifier.${m.key}`] = m.value
  return out
}

function rangedValues(j: RangedJudgement): Record<string, CompareValue> {
  return {
    ...sightValues(j.sight),
    refusal: j.refusal?.code ?? null,
    fkValue: j.plan?.fkValue ?? null,
    ...modifierValues(j.plan?.modifiers ?? []),
    fkTarget: j.plan?.fkTarget ?? null,
    apCost: j.plan?.apCost ?? null,
    'chance.hit': j.chances?.hit ?? null,
    'chance.eliminated': j.chances?.perShot.eliminated ?? null,
  }
}

/** `judgeRangedAttack` under each profile: the sight rows, then the plan's modifiers and the chances. */
export function compareRanged(
  world: TableWorld,
  library: CardLibrary,
  shot: { from: string; to: string; weapon: string; action: ShotAction },
  a: RuleProfile,
  b: RuleProfile,
): ProfileComparison<RangedJudgement> {
  const ask = (p: RuleProfile) =>
    judgeRangedAttack(world, library, shot.from, shot.to, shot.weapon, shot.action, {
      judge: judgeSettingsOf(p.settings),
      combat: combatSettingsOf(p.settings),
    })
  return comparison('ranged', a, b, [ask(a), ask(b)], rangedValues)
}

/** A castle shot's rows by key; a key that comes again (two refusals) is numbered, so no row hides another. */
function castleValues(j: CastleShotJudgement): Record<string, CompareValue> {
  const out: Record<string, CompareValue> = {}
  for (const line of j.rows) {
    let key = line.key
    for (let n = 2; Object.hasOwn(out, key); n++) key = `${line.key}#${n}`
    out[key] = line.value
  }
  return out
}

/** `judgeCastleShot` under each profile's castle settings (R-RP.3 for the castle, R-VPR.3): the shot's rows side by side. */
export function compareCastleShot(
  world: TableWorld,
  fromId: string,
  toId: string,
  options: Omit<CastleShotOptions, 'settings'>,
  a: RuleProfile,
  b: RuleProfile,
): ProfileComparison<CastleShotJudgement> {
  const ask = (p: RuleProfile) => judgeCastleShot(world, fromId, toId, { ...options, settings: p.settings.mk.castle })
  return comparison('castle', a, b, [ask(a), ask(b)], castleValues)
}
