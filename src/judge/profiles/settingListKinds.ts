import { z } from 'zod'
import { LARGE_FIGURE_SECTIONS } from '../../scene/mageknight/dial'

/**
 * What an editor needs of a profile setting that holds several values (R-VPR.2), read from the
 * profile schema (schema.ts) so the editor offers exactly what the check accepts: a list of named
 * entries, a record of named keys to whole numbers (R-11.3a), or a large figure's section arcs
 * (R-LF-1). The judge's side of settingInfo.ts, split off to keep each module readable.
 */

/** A number's bounds as the schema writes them; `minExclusive` when it must be greater than `min` (an arc's width). */
export interface NumberBounds {
  min: number
  max: number
  minExclusive: boolean
}

/**
 * R-LF-1's arcs: `minArcs` to `maxArcs` rows of a section's name (one of `sections`, the dial
 * names a large figure's card must use: scene/mageknight/dial.ts), its centre relative to the
 * facing and its width, in degrees. Together the arcs cover the circle (`circleDeg`) without
 * overlapping; the profile check refuses arcs that do not.
 */
export interface SectionArcsKind {
  kind: 'arcs'
  sections: readonly string[]
  minArcs: number
  maxArcs: number
  nameMaxLength: number
  centreDeg: NumberBounds
  widthDeg: NumberBounds
  circleDeg: number
}

export type ListKind =
  | { kind: 'list'; items: readonly string[]; set: boolean }
  | { kind: 'record'; keys: readonly string[]; min: number; max: number; integer: boolean }
  | SectionArcsKind

/** The bound checks zod 4 keeps on a schema (`.min()`, `.gt()`, `.max()`), as plain records. */
type CheckDef = { check?: string; minimum?: number; maximum?: number; value?: number; inclusive?: boolean }
const checksOf = (schema: z.ZodType): CheckDef[] =>
  ((schema._zod.def as { checks?: { _zod: { def: CheckDef } }[] }).checks ?? []).map((c) => c._zod.def)

/** A number schema's bounds; a number without a bound is a mistake of the schema, not of a user. */
function numberBounds(path: string, schema: z.ZodType): NumberBounds {
  if (!(schema instanceof z.ZodNumber)) throw new RangeError(`path: "${path}" is no number in the profile schema`)
  const lower = checksOf(schema).find((c) => c.check === 'greater_than')
  if (lower?.value === undefined || schema.maxValue === null) throw new RangeError(`path: "${path}" has no bounds in the profile schema`)
  return { min: lower.value, max: schema.maxValue, minExclusive: lower.inclusive === false }
}

/** An array schema's least and greatest length (`.min(1).max(8)`). */
function lengthBounds(path: string, schema: z.ZodArray): { min: number; max: number } {
  const checks = checksOf(schema)
  const min = checks.find((c) => c.check === 'min_length')?.minimum
  const max = checks.find((c) => c.check === 'max_length')?.maximum
  if (min === undefined || max === undefined) throw new RangeError(`path: the list "${path}" has no length bounds`)
  return { min, max }
}

function sectionArcsKind(path: string, schema: z.ZodArray): SectionArcsKind {
  const arc = schema.element
  if (!(arc instanceof z.ZodObject)) throw new RangeError(`path: the entries of "${path}" are no section arcs`)
  const shape = arc.shape as Record<string, z.ZodType>
  const name = shape.section
  if (!(name instanceof z.ZodString) || name.maxLength === null) throw new RangeError(`path: "${path}" names no section`)
  const { min, max } = lengthBounds(path, schema)
  return {
    kind: 'arcs',
    // Any other name would be refused when a card is read (dial.ts), so the editor offers these.
    sections: LARGE_FIGURE_SECTIONS,
    minArcs: min,
    maxArcs: max,
    nameMaxLength: name.maxLength,
    centreDeg: numberBounds(`${path}.centreDeg`, shape.centreDeg),
    widthDeg: numberBounds(`${path}.widthDeg`, shape.widthDeg),
    circleDeg: 360,
  }
}

/** The kind of a setting that is a list or a record; `ordered` for a list whose places count (R-18.3a). */
export function listKindOf(path: string, schema: z.ZodType, ordered: boolean): ListKind {
  if (schema instanceof z.ZodRecord) {
    const keys = schema.keyType
    const value = schema.valueType
    if (!(keys instanceof z.ZodEnum) || !(value instanceof z.ZodNumber) || value.minValue === null || value.maxValue === null)
      throw new RangeError(`path: the record "${path}" is not named keys to bounded numbers`)
    return { kind: 'record', keys: keys.options.map(String), min: value.minValue, max: value.maxValue, integer: value.isInt }
  }
  if (!(schema instanceof z.ZodArray)) throw new RangeError(`path: "${path}" is no list in the profile schema`)
  if (schema.element instanceof z.ZodEnum) return { kind: 'list', items: schema.element.options.map(String), set: !ordered }
  return sectionArcsKind(path, schema)
}
