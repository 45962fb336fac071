import type { ProfileSettings } from './types'

/**
 * A profile's settings as a flat list of dotted paths (`universalis.movement.enemyGap`) and
 * values: what the RULINGS.md coverage test checks against the document, and what "these two
 * profiles differ in" lists. Arrays and records of numbers (a hit-zone table, critical maluses)
 * are one setting each, compared whole.
 */
export type SettingValue = string | number | boolean | readonly unknown[] | Readonly<Record<string, unknown>>

export interface SettingLeaf {
  path: string
  value: SettingValue
}

/** The settings groups whose fields are settings in their own right (objects that are not a leaf). */
const isGroup = (value: unknown, path: string): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && path !== 'universalis.attributes.criticalModifiers'

export function settingLeaves(settings: ProfileSettings): SettingLeaf[] {
  const out: SettingLeaf[] = []
  const walk = (value: unknown, path: string): void => {
    if (path !== '' && !isGroup(value, path)) {
      out.push({ path, value: value as SettingValue })
      return
    }
    for (const [key, inner] of Object.entries(value as Record<string, unknown>)) walk(inner, path === '' ? key : `${path}.${key}`)
  }
  walk(settings, '')
  return out
}

/** Stable text for a value, so arrays and records compare by content. */
export const settingText = (value: SettingValue): string => (typeof value === 'string' ? value : JSON.stringify(value))

export interface SettingDifference {
  path: string
  a: SettingValue
  b: SettingValue
}

/** The settings in which two profiles differ, in the order of the profile. */
export function settingDifferences(a: ProfileSettings, b: ProfileSettings): SettingDifference[] {
  const bByPath = new Map(settingLeaves(b).map((l) => [l.path, l.value]))
  return settingLeaves(a).flatMap(({ path, value }) => {
    const other = bByPath.get(path)
    return other === undefined || settingText(other) === settingText(value) ? [] : [{ path, a: value, b: other }]
  })
}
