import { z } from 'zod'
import { id, step, vec } from './stepSchema'
import { MK_ABILITIES } from '../../scene/mageknight/dial'

/**
 * The steps of a siege in a Mage Knight scenario file (001, castle sections), appended to the
 * file's step union (scenarioFile.ts): a castle shot, a portal opened or closed, a climb through
 * access points, a ladder set up or taken away, close combat across access points and at a
 * section. Each has
 * the `expect` and `note` every step has.
 */

export const SIEGE_STEP_SCHEMAS = [
  /**
   * 001 "Angriffe", "Das Castle angreifen": a shot from a section or a figure (`from`) at figures
   * or sections; `longRange` asks for or refuses the long-range attack (R-MK-5a), `abilities` names
   * the abilities used (R-SE-3), `rubbleFacings` the facing chosen for each figure on a section
   * that falls (001 "Castle Sektionen zerstören").
   */
  step('castleShot', {
    from: id,
    targets: z.array(id).min(1),
    longRange: z.boolean().optional(),
    abilities: z.array(z.enum(MK_ABILITIES)).optional(),
    rubbleFacings: z.array(z.strictObject({ figure: id, facing: z.number().finite() })).optional(),
  }),
  /** 001 "Portale": the castle player opens or closes one portal of a section at the start of the turn. */
  step('portal', { section: id, portal: id, state: z.enum(['open', 'closed']) }),
  /**
   * 001 "Zugangspunkte": the figure moves to `at` (absent: it stays) into contact with access point
   * `via` of `section` (a ladder's id for a ladder), and is put at `to`, in contact with a connected
   * one, facing `facing`; its move ends.
   */
  step('climb', { figure: id, section: id, via: id, to: vec, at: vec.optional(), facing: z.number().finite().optional() }),
  /** 001 "Planken und Leitern": a move action without moving sets the carried ladder up beside `wall`, or takes a ladder away. */
  step('ladder', { figure: id, op: z.enum(['setUp', 'takeAway']), ladder: id, wall: id.optional() }),
  /** 001 "Nahkampf": close combat across connected access points of `section`; `target` is the figure the defender chose. */
  step('accessMelee', { figure: id, target: id, section: id }),
  /** 001 "Das Castle angreifen": close combat at a section the figure's front arc touches (`abilities`, `rubbleFacings` as for a shot). */
  step('castleMelee', {
    figure: id,
    section: id,
    abilities: z.array(z.enum(MK_ABILITIES)).optional(),
    rubbleFacings: z.array(z.strictObject({ figure: id, facing: z.number().finite() })).optional(),
  }),
] as const

export type SiegeStep = z.infer<(typeof SIEGE_STEP_SCHEMAS)[number]>

export const SIEGE_STEP_KINDS: ReadonlySet<string> = new Set(['castleShot', 'portal', 'climb', 'ladder', 'accessMelee', 'castleMelee'])

/** Is this step one of the siege's? */
export const isSiegeStep = (step: { do: string }): step is SiegeStep => SIEGE_STEP_KINDS.has(step.do)

/** A ladder carried from the start (001 "Planken und Leitern": a moving formation carries at most one). */
export const CarriedLadderSchema = z.strictObject({ ladder: id, by: id })
