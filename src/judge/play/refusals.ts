import { type Clause, ruling, universalis } from '../../rules/kernel'

/**
 * What the table refuses around the rules: undo and a finished game. The rules' own refusals
 * (src/rules/universalis/refusals.ts) say why an action is not allowed; these say why the
 * table will not do what was clicked. Codes are stable: the view translates them.
 */
export type PlayRefusalCode =
  /** There is no step to take back. */
  | 'nothing-to-undo'
  /** R-P.1: the last step rolled dice, and the setting "undo also rolls back dice" is off. */
  | 'undo-after-dice'
  /** 5.7: a side has won; no step follows. */
  | 'game-over'

export interface PlayRefusal {
  code: PlayRefusalCode
  reason: string
  clause: Clause
  params: Readonly<Record<string, string | number>>
}

const UNDO = ruling('R-P.1', 'Rückgängig am Spieltisch')
const END = universalis('5.7', 'Spielende')

const REASONS: Record<PlayRefusalCode, { clause: Clause; reason: (p: Readonly<Record<string, string | number>>) => string }> = {
  'nothing-to-undo': { clause: UNDO, reason: () => 'no step to undo' },
  'undo-after-dice': {
    clause: UNDO,
    reason: (p) => `the last step (${p.step}) rolled ${p.rolls} dice: undo it only with "undo also rolls back dice" on`,
  },
  'game-over': { clause: END, reason: (p) => `the game is over: ${p.winner} has won` },
}

export function playRefusal(code: PlayRefusalCode, params: Readonly<Record<string, string | number>>): PlayRefusal {
  const { clause, reason } = REASONS[code]
  return { code, reason: reason(params), clause, params }
}
