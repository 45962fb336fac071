import { describe, expect, it } from 'vitest'
import { drawnTokenText } from './dungeonTokenTexts'

// The effects as the rules' applyToken records them for the stand-in tokens (models/mageknight/artifact-tokens.json),
// written out: a view test may not import the rules (tests/layering.test.ts).
describe('a drawn token in words (002 "Verwunschene Artefakte nutzen"), never its id', () => {
  it('says each kind of token in German and English', () => {
    const melee = { kind: 'melee', melee: { attack: 12, damage: 3 } }
    const ability = { kind: 'ability', ability: { gained: 'invulnerability' } }
    const item = { kind: 'item', item: 'amulet-of-power' }
    const heal = { kind: 'effect', effect: { effect: 'heal' as const, clicks: 2 } }
    const spawns = { kind: 'place', placed: [{ kind: 'mage-spawn' }, { kind: 'mage-spawn' }] }
    const nowhere = { kind: 'place', placed: [] }
    const refresh = { kind: 'refresh', refreshed: [] }
    expect([melee, ability, item, heal, spawns, nowhere, refresh].map((t) => drawnTokenText(t, 'de'))).toEqual([
      'Angriff 12, 3 Schaden',
      'Fähigkeit: Unverwundbarkeit',
      'Gegenstand: Amulett der Macht',
      'Heilung um 2 Klicks',
      'setzt 2 × Mage Spawn',
      'kein freies Feld: nichts gesetzt',
      'füllt jedes Artefakt auf',
    ])
    expect(drawnTokenText(ability, 'en')).toBe('ability: Invulnerability')
    expect(drawnTokenText({ kind: 'effect', effect: { effect: 'damage', clicks: 1 } }, 'de')).toBe('Fluch: 1 Klick Schaden')
    expect(drawnTokenText({ kind: 'item', item: 'odd-new-thing' }, 'en')).toBe('item: odd new thing')
  })
})
