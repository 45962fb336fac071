import { ruling } from '../../rules/kernel'
import type { MeleeMode, ShotAction } from '../../rules/universalis/engine'
import { hasModel, type GameState } from '../../rules/universalis/model'
import type { AttackerWinOption } from '../../rules/universalis/melee'
import { refuse, type Refusal, type RefusalCode } from '../../rules/universalis/refusals'

/**
 * The steps of a scenario as a player says them (`{ do: 'shoot', shooter, target, weapon }`),
 * and the figures each names, checked on the table before the rules are asked. Their
 * translation into engine actions is `stepActions.ts`.
 */

type Vec = [number, number, number]

/** What a scenario file may say it expects of a step: that it is allowed, or refused with this code. */
export interface StepExpectation {
  ok?: boolean
  refusal?: RefusalCode
}

interface Common {
  expect?: StepExpectation
  note?: string
}

export type ScenarioStep = Common &
  (
    | { do: 'startRound'; operatorShockPayments?: Record<string, number>; operatorApFirst?: string[] }
    | { do: 'turn'; figure: string; facing: number }
    | { do: 'choose'; picks: Record<string, string> }
    | { do: 'beginPhase'; figure: string }
    | { do: 'ignoreThreat'; figure: string }
    | { do: 'move'; figure: string; to: Vec; testDifficult?: boolean }
    | {
        do: 'charge'
        figure: string
        target: string
        weapon?: string
        to?: Vec
        testDifficult?: boolean
        choice?: AttackerWinOption
        defenderChoice?: 'pushBack' | 'none'
      }
    | { do: 'shoot'; shooter: string; target: string; weapon: string; action?: ShotAction; dodge?: boolean }
    | { do: 'reactionFire'; shooter: string; target: string; weapon?: string; dodge?: boolean }
    | { do: 'overwatch'; figure: string; weapon: string }
    | { do: 'reload'; figure: string; weapon: string }
    | {
        do: 'sustained'
        shooter: string
        weapon: string
        targets: { target: string; shots: number }[]
        action?: 'normal' | 'snap' | 'reaction'
      }
    | { do: 'indirect'; shooter: string; weapon: string; target?: string; point?: Vec; action?: ShotAction }
    | { do: 'area'; shooter: string; weapon: string; target?: string; point?: Vec; indirect?: boolean; action?: ShotAction }
    | {
        do: 'melee'
        attacker: string
        defender: string
        weapon?: string
        mode?: MeleeMode
        choice?: AttackerWinOption
        defenderChoice?: 'pushBack' | 'none'
        pushCm?: number
      }
    | { do: 'defence'; figure: string }
    | { do: 'disengage'; figure: string; to?: Vec; opportunity?: { attacker: string; weapon?: string; choice?: AttackerWinOption }[] }
    | { do: 'lieDown'; figure: string }
    | { do: 'standUp'; figure: string }
    | { do: 'reveal'; figure: string; target: string; extraAp?: number; supporters?: string[] }
    | { do: 'useItem'; figure: string; item: string; kind?: 'equipment' | 'trait'; target?: string }
    | { do: 'useObject'; figure: string; object: string }
    | { do: 'usePower'; figure: string; power: string; target?: string; blockers?: string[] }
    | { do: 'endPower'; figure: string; power: string }
    | { do: 'blockPower'; figure: string; caster: string; power: string }
    | { do: 'endPhase'; figure: string; recover?: boolean }
    | { do: 'endRound' }
    | { do: 'surrender'; side: string }
  )

export const STEP_KINDS = [
  'startRound',
  'turn',
  'useObject',
  'choose',
  'beginPhase',
  'ignoreThreat',
  'move',
  'charge',
  'shoot',
  'reactionFire',
  'overwatch',
  'reload',
  'sustained',
  'indirect',
  'area',
  'melee',
  'defence',
  'disengage',
  'lieDown',
  'standUp',
  'reveal',
  'useItem',
  'usePower',
  'endPower',
  'blockPower',
  'endPhase',
  'endRound',
  'surrender',
] as const satisfies readonly ScenarioStep['do'][]

const C = ruling('R-E.0a', 'Fakten des Tisches')
const OFF_TABLE = ruling('R-11.4b', 'Spielfeld verlassen')

/** The figures a step names whose place the table must measure (paths, sight, push lines, contact), with the field that names each. */
export function tableFiguresOf(step: ScenarioStep): [string, string][] {
  switch (step.do) {
    case 'move':
    case 'useItem':
    case 'useObject':
      return [['figure', step.figure]]
    case 'charge':
      return [
        ['figure', step.figure],
        ['target', step.target],
      ]
    case 'shoot':
    case 'reactionFire':
      return [
        ['shooter', step.shooter],
        ['target', step.target],
      ]
    case 'sustained':
      return [['shooter', step.shooter], ...step.targets.map((t, i): [string, string] => [`targets[${i}].target`, t.target])]
    case 'indirect':
    case 'area':
      return step.target === undefined
        ? [['shooter', step.shooter]]
        : [
            ['shooter', step.shooter],
            ['target', step.target],
          ]
    case 'melee':
      return [
        ['attacker', step.attacker],
        ['defender', step.defender],
      ]
    case 'disengage':
      return [
        ['figure', step.figure],
        ...(step.opportunity ?? []).map((o, i): [string, string] => [`opportunity[${i}].attacker`, o.attacker]),
      ]
    default:
      return []
  }
}

/**
 * Before anything is measured: every figure the table must measure for the step is a model of
 * the game standing on the table. One that is not is refused, as the rules refuse it: no such
 * model (not in the game, or a figure without a unit card), or out of play (it left the table,
 * R-11.4b).
 */
export function checkOnTable(step: ScenarioStep, game: GameState, onTable: (id: string) => boolean): Refusal | null {
  for (const [field, id] of tableFiguresOf(step)) {
    if (!hasModel(game, id)) return refuse('no-such-model', `${field}: no model "${id}" in the game`, C, { model: id }).refusal
    if (!onTable(id)) return refuse('out-of-play', `${field}: ${id} has left the table`, OFF_TABLE, { model: id }).refusal
  }
  return null
}
