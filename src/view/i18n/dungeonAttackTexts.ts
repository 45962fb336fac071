/**
 * An attack's numbers and modifiers said line by line (a Dungeons attack button's title). Apart from
 * dungeonPlayTexts.ts because it reads detailTexts.ts, whose number formatter imports translations.ts, which
 * imports dungeonPlayTexts.ts: together they closed an import cycle.
 */
import { MK_ABILITY_ENGLISH, MK_ABILITY_GERMAN, type MkAbility } from '../../scene/mageknight/dial'
import type { Clause } from '../ports'
import { clauseText } from './clauseTexts'
import { detailText } from './detailTexts'
import { ATTACK_LINE_NAMES } from './dungeonPlayTexts'
import type { Language } from './translations'

type Said = Parameters<typeof detailText>[0]

/** An ability's name (not through mkPlayTexts, which would close an import cycle over translations.ts). */
function abilityWord(key: string, language: Language): string {
  if (!Object.hasOwn(MK_ABILITY_ENGLISH, key)) return key
  return (language === 'de' ? MK_ABILITY_GERMAN : MK_ABILITY_ENGLISH)[key as MkAbility]
}

/** Each number of an attack with its clause, one a line (a button's title), the modifiers after them. A line or
 *  modifier is said by its detail (an ability's change to the damage names the ability, R-MKD-18), else by its name. */
export function attackLinesText(
  lines: readonly (Said & { key: string; value: string | number | boolean; clause: Clause })[],
  modifiers: readonly (Said & { key: string; value: number; clause: Clause })[],
  language: Language,
): string {
  const said = (item: Said & { key: string }) =>
    ATTACK_LINE_NAMES[item.key]?.[language] ?? detailText(item, language) ?? abilityWord(item.key, language)
  return [
    ...lines.map((l) => `${said(l)}: ${String(l.value)} — ${clauseText(l.clause, language)}`),
    ...modifiers.map((m) => `${said(m)}: ${m.value > 0 ? '+' : ''}${m.value} — ${clauseText(m.clause, language)}`),
  ].join('\n')
}
