import type { Clause } from '../kernel/clauses'
import { refuse as kernelRefuse, type Refusal as KernelRefusal, type Resolution as KernelResolution } from '../kernel/resolution'

/**
 * Why Universalis refuses an action or reaction. Codes are stable: tests, the scenario files'
 * `expect` and the view key on them.
 */
export type RefusalCode =
  | 'not-enough-ap'
  | 'not-active'
  | 'eliminated'
  | 'burning'
  | 'panicking'
  | 'not-in-base-contact'
  | 'in-melee'
  | 'not-in-melee'
  | 'no-line-of-sight'
  | 'out-of-range'
  | 'needs-reload'
  | 'no-reload-token'
  | 'no-uses-left'
  | 'wrong-weapon-kind'
  | 'no-such-weapon'
  | 'no-such-item'
  | 'no-such-power'
  | 'no-such-model'
  | 'target-camouflaged'
  | 'target-not-camouflaged'
  | 'not-in-perception'
  | 'must-attack-direct-threat'
  | 'prone'
  | 'not-prone'
  | 'stationary'
  | 'flight-must-move-first'
  | 'too-close-to-enemy'
  | 'impassable'
  | 'too-high'
  | 'too-far'
  | 'not-allowed'
  | 'invalid-argument'

export type Refusal = KernelRefusal<RefusalCode>
export type Resolution<T> = KernelResolution<T, RefusalCode>

export const refuse = (code: RefusalCode, reason: string, clause: Clause, params?: Refusal['params']): { ok: false; refusal: Refusal } =>
  kernelRefuse(code, reason, clause, params)
