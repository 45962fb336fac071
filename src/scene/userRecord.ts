import { z } from 'zod'
import { nullRecord } from './records'

/**
 * A zod schema for a record whose keys a file chooses (portal ids, figure ids, sides, weapon
 * names). Not z.record: zod's record skips a "__proto__" key without a word (it assigns into a
 * plain object), so `"__proto__": …` vanished instead of being refused as an unknown name. This
 * one keeps every own key of the parsed JSON, checks each value with `value` (issues under the
 * key's path), and returns a null-prototype record (records.ts), where `constructor` and
 * `__proto__` are names like any other.
 */
export function userRecord<V extends z.ZodType>(value: V, expected = 'an object') {
  return z
    .custom<Record<string, unknown>>((v) => typeof v === 'object' && v !== null && !Array.isArray(v), { params: { expected } })
    .transform((v, ctx) => {
      const entries: [string, z.output<V>][] = []
      for (const key of Object.keys(v)) {
        const parsed = value.safeParse(v[key])
        if (parsed.success) entries.push([key, parsed.data])
        else for (const issue of parsed.error.issues) ctx.addIssue({ ...issue, path: [key, ...issue.path] } as never)
      }
      return nullRecord(entries)
    })
}
