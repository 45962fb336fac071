/**
 * The Mage Knight play mode's words beside its interface texts (mkPlayUiTexts.ts): the names of the dial's special abilities and speed symbols, and a Mage
 * Knight refusal in the view's language: the engine's codes have German sentences as detail
 * keys `mk.refusal.<code>` (details/mkplay.ts, mkcore.ts), the large figures' are in
 * mkLargeRefusalTexts.ts; the table's own codes (undo) are in refusalTexts.ts.
 */
import { MK_ABILITY_ENGLISH, MK_ABILITY_GERMAN, type MkAbility } from '../../scene/mageknight/dial'
import { germanDetailTemplate } from './detailTexts'
import { refusalText, type RefusalLike } from './refusalTexts'
import { GERMAN_LARGE_REFUSALS } from './mkLargeRefusalTexts'
import type { Language } from './translations'

const term = (en: string, de: string) => ({ en, de })

const SPEED_SYMBOLS: ReadonlyMap<string, { en: string; de: string }> = new Map([
  ['boot', term('boot', 'Stiefel')],
  ['horseshoe', term('horseshoe', 'Hufeisen')],
  ['wing', term('wing', 'Flügel')],
  ['wave', term('wave', 'Welle')],
  ['wheel', term('wheel', 'Rad')],
  ['fortification', term('fortification', 'Befestigung')],
])

/** A special ability's name as the dial's colour means it. */
export function abilityName(ability: string, language: Language): string {
  if (!Object.hasOwn(MK_ABILITY_ENGLISH, ability)) return ability
  const a = ability as MkAbility
  return language === 'de' ? MK_ABILITY_GERMAN[a] : MK_ABILITY_ENGLISH[a]
}

export function speedSymbolName(symbol: string, language: Language): string {
  const t = SPEED_SYMBOLS.get(symbol)
  return t ? t[language] : symbol
}

/** A Mage Knight refusal in the view's language: the engine's German sentence, else the table's, else the English reason. */
export function mkRefusalText(refusal: RefusalLike, language: Language): string {
  if (language === 'en') return refusal.reason
  return germanDetailTemplate(`mk.refusal.${refusal.code}`) ?? GERMAN_LARGE_REFUSALS.get(refusal.code) ?? refusalText(refusal, language)
}
