/**
 * What a drawn artifact token did, said in the reader's language from the rules' own record of it (002
 * "Verwunschene Artefakte nutzen"): the panel showed the stand-in set's id ("red-ability-1"), a code on a
 * German screen. The id stays in the element's data for tests; the words come from the effect's fields, so
 * a token set with other ids reads the same.
 */
import { MK_ABILITY_ENGLISH, MK_ABILITY_GERMAN, type MkAbility } from '../../scene/mageknight/dial'
import type { Language } from './translations'

/** The fields of the rules' TokenEffect the words need (the view sees it through the play ports). */
export interface DrawnToken {
  kind: string
  melee?: { attack: number; damage: number }
  ability?: { gained: string }
  item?: string
  effect?: { effect: 'heal' | 'damage'; clicks: number }
  placed?: readonly { kind: string; item?: string }[]
  refreshed?: readonly unknown[]
}

const term = (en: string, de: string) => ({ en, de })

/** The stand-in set's items and what tokens place (models/mageknight/artifact-tokens.json), a Map: ids are data. */
const THINGS: ReadonlyMap<string, { en: string; de: string }> = new Map([
  ['healing-potion', term('healing potion', 'Heiltrank')],
  ['magic-sword', term('magic sword', 'Zauberschwert')],
  ['amulet-of-power', term('amulet of power', 'Amulett der Macht')],
  ['yellow-treasure-chest', term('treasure chest', 'Schatztruhe')],
  ['blue-treasure-chest', term('treasure chest', 'Schatztruhe')],
  ['red-treasure-chest', term('treasure chest', 'Schatztruhe')],
  ['mage-spawn', term('Mage Spawn', 'Mage Spawn')],
  ['difficult', term('rubble (difficult)', 'Geröll (schwierig)')],
  ['water', term('water', 'Wasser')],
  ['blocking', term('rubble (blocking)', 'Geröll (blockierend)')],
])

/** An id not in the table is said with its dashes as spaces: readable, never a crash. */
const thing = (id: string, language: Language) => THINGS.get(id)?.[language] ?? id.replaceAll('-', ' ')

const abilityWord = (key: string, language: Language) =>
  Object.hasOwn(MK_ABILITY_ENGLISH, key) ? (language === 'de' ? MK_ABILITY_GERMAN : MK_ABILITY_ENGLISH)[key as MkAbility] : key

/** "attack 12, 3 damage", "ability: Unverwundbarkeit", "places 2 × Mage Spawn"… in `language`. */
export function drawnTokenText(token: DrawnToken, language: Language): string {
  const de = language === 'de'
  if (token.melee)
    return de
      ? `Angriff ${token.melee.attack}, ${token.melee.damage} Schaden`
      : `attack ${token.melee.attack}, ${token.melee.damage} damage`
  if (token.ability) return `${de ? 'Fähigkeit' : 'ability'}: ${abilityWord(token.ability.gained, language)}`
  if (token.item !== undefined) return `${de ? 'Gegenstand' : 'item'}: ${thing(token.item, language)}`
  if (token.effect) {
    const n = token.effect.clicks
    const clicks = de ? `${n} ${n === 1 ? 'Klick' : 'Klicks'}` : `${n} ${n === 1 ? 'click' : 'clicks'}`
    if (token.effect.effect === 'heal') return de ? `Heilung um ${clicks}` : `healing of ${clicks}`
    return de ? `Fluch: ${clicks} Schaden` : `curse: ${clicks} of damage`
  }
  if (token.placed) {
    const first = token.placed[0]
    if (!first) return de ? 'kein freies Feld: nichts gesetzt' : 'no free square: nothing placed'
    const what = thing(first.item ?? first.kind, language)
    return de ? `setzt ${token.placed.length} × ${what}` : `places ${token.placed.length} × ${what}`
  }
  if (token.refreshed) return de ? 'füllt jedes Artefakt auf' : 'refills every artifact'
  return token.kind
}
