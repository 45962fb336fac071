import { z } from 'zod'
import { id, step, vec } from './stepSchema'

/**
 * The steps of cavalry in a Mage Knight scenario file (003), appended to the file's step union
 * (scenarioFile.ts), and the dial choices a ranged or melee step may name: `dial` (the acting
 * unit's, `mount` or `rider`, in the field every attack has) and `targetDial` (the attacker's
 * choice of the defending unit's dial). A unit is named by its mount or by the rider in its
 * saddle. Each step has the `expect` and `note` every step has.
 */

const cavalryDial = z.enum(['mount', 'rider'])
/** Degrees clockwise from north at the goal; absent: along the path (R-CVG.3). */
const facing = z.number().finite().optional()

/** 003 "Attacking and Damaging a Cavalry Unit": the attacker names the dial of a cavalry target. */
export const CAVALRY_ATTACK_FIELDS = { targetDial: cavalryDial.optional() }

export const CAVALRY_STEP_SCHEMAS = [
  /** 003 "Dismounted Riders": the unit's special action; the rider is placed in base contact with its mount. */
  step('dismount', { figure: id }),
  /** 003 "Dismounted Riders": a dismounted rider gains `mount`, a friendly mount it touches; `pushDial` takes a pushing click. */
  step('remount', { figure: id, mount: id, pushDial: cavalryDial.optional() }),
  /** 003 "Overwhelm": a move action to `to`, into base contact with the cavalry unit `target`, then the d6. */
  step('overwhelm', { figure: id, target: id, to: vec, facing }),
  /** 003 "Trample": a straight move to `to` through the front arc; `targetDial` for a trampled cavalry unit (R-MKK-9). */
  step('trample', { figure: id, to: vec, targetDial: cavalryDial.optional() }),
  /** 003 "Mounted Bound": the mount moves to `to`, then the rider shoots at `targets`. */
  step('mountedBound', { figure: id, to: vec, facing, targets: z.array(id).min(1), ...CAVALRY_ATTACK_FIELDS }),
  /** 003 "Mounted Charge": the mount moves to `to`, then the `dial` fights `target` in close combat. */
  step('mountedCharge', { figure: id, to: vec, facing, target: id, dial: cavalryDial.optional(), ...CAVALRY_ATTACK_FIELDS }),
  /** 003 "Dark Unity": at the start of the command phase, the Dark Rider heals its mount for a click of its own. */
  step('darkUnity', { figure: id }),
] as const

export type CavalryStep = z.infer<(typeof CAVALRY_STEP_SCHEMAS)[number]>

export const CAVALRY_STEP_KINDS: ReadonlySet<string> = new Set([
  'dismount',
  'remount',
  'overwhelm',
  'trample',
  'mountedBound',
  'mountedCharge',
  'darkUnity',
])

/** Is this step one of cavalry's? */
export const isCavalryStep = (step: { do: string }): step is CavalryStep => CAVALRY_STEP_KINDS.has(step.do)

/** The figures a cavalry step names, each with its field, for the scene check and the driver. */
export function cavalryStepFigures(step: CavalryStep): [string, string][] {
  switch (step.do) {
    case 'dismount':
    case 'darkUnity':
    case 'trample':
      return [['figure', step.figure]]
    case 'remount':
      return [
        ['figure', step.figure],
        ['mount', step.mount],
      ]
    case 'overwhelm':
    case 'mountedCharge':
      return [
        ['figure', step.figure],
        ['target', step.target],
      ]
    case 'mountedBound':
      return [['figure', step.figure], ...step.targets.map((t, j): [string, string] => [`targets[${j}]`, t])]
  }
}
