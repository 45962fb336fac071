/**
 * The Dungeons play mode's words (issue 13) in English and German: the panel's texts (merged
 * into UI_TEXT in translations.ts), the token colours and kinds, a use's checks, and a refusal of
 * the Dungeons rules (src/rules/mageknight/dungeons/refusals.ts) or of the judge's session
 * (src/judge/dungeon/refusals.ts) in German from its code and params. An unknown code falls back
 * to the rules' English reason: never a crash, never an empty tooltip.
 */
import type { Language } from './translations'
import type { TokenColour } from '../../scene/dungeon/schema'

const term = (en: string, de: string) => ({ en, de })

export const DUNGEON_PLAY_UI_TEXT = {
  dungeonPlay: term('Dungeon play', 'Dungeon spielen'),
  dungeonLeave: term('Leave dungeon play', 'Dungeon-Spiel verlassen'),
  dungeonHeroes: term('Heroes', 'Helden'),
  dungeonActivate: term('Activate', 'Aktivieren'),
  dungeonActive: term('Active hero', 'Aktiver Held'),
  dungeonNoActive: term('No hero is active: choose one.', 'Kein Held ist aktiv: einen wählen.'),
  dungeonPointsLeft: term('Movement points left', 'Verbleibende Bewegungspunkte'),
  dungeonSpeed: term('Speed', 'Geschwindigkeit'),
  dungeonOut: term('out of the game', 'ausgeschaltet'),
  dungeonAbility: term('Ability', 'Fähigkeit'),
  dungeonItems: term('Items', 'Gegenstände'),
  dungeonCarrying: term('Carries', 'Trägt'),
  dungeonMoveHint: term(
    'Click a tinted square to move there; its cost is on it. The hero then looks along its last step.',
    'Ein getöntes Feld anklicken, um dorthin zu ziehen; die Kosten stehen darauf. Der Held blickt dann in Richtung seines letzten Schritts.',
  ),
  dungeonReachable: term('Squares in reach', 'Erreichbare Felder'),
  dungeonCost: term('Cost', 'Kosten'),
  dungeonTurn: term('Turn to face', 'Drehen nach'),
  dungeonArtifactsUse: term('Haunted artifacts', 'Verwunschene Artefakte'),
  dungeonUse: term('Use', 'Benutzen'),
  dungeonChecks: term('Why not: the checks', 'Warum nicht: die Prüfungen'),
  dungeonTokensUnder: term('Tokens (yellow / blue / red)', 'Marken (gelb / blau / rot)'),
  dungeonPools: term('Pools (yellow / blue / red)', 'Haufen (gelb / blau / rot)'),
  dungeonFurniture: term('Furniture', 'Möbel'),
  dungeonPickUp: term('Pick up', 'Aufheben'),
  dungeonPutDown: term('Put down', 'Abstellen'),
  dungeonPutDownHint: term(
    'Put down what it carries on one of the places the rules allow (tinted blue on the board):',
    'Das Getragene auf einem der Plätze abstellen, die die Regeln erlauben (auf dem Brett blau getönt):',
  ),
  dungeonPutDownNowhere: term(
    'There is no place the rules allow to put it down.',
    'Es gibt keinen Platz, an dem die Regeln das Abstellen erlauben.',
  ),
  dungeonSquare: term('square', 'Feld'),
  dungeonSpawns: term("The dungeon's figures", 'Die Figuren des Dungeons'),
  dungeonSpawnHint: term(
    'Played by the non-hero side while no hero is active, each once between two hero activations.',
    'Von der Gegenseite gespielt, solange kein Held aktiv ist, jede einmal zwischen zwei Heldenaktivierungen.',
  ),
  dungeonActiveSpawn: term('Active dungeon figure', 'Aktive Figur des Dungeons'),
  dungeonAttackHero: term('Attack', 'Angreifen'),
  dungeonSpawnAttacks: term('Attack a hero (ends its activation)', 'Einen Helden angreifen (beendet die Aktivierung)'),
  dungeonFacing: term('facing', 'Blickrichtung'),
  dungeonHeroAttacks: term(
    "Attack one of the dungeon's figures (ends the activation)",
    'Eine Figur des Dungeons angreifen (beendet die Aktivierung)',
  ),
  dungeonPutDownRefusedHint: term(
    'Places beside it the rules refuse are tinted red on the board; hover one to see why.',
    'Plätze daneben, die die Regeln ablehnen, sind auf dem Brett rot getönt; darüberfahren zeigt den Grund.',
  ),
  dungeonPutDownRefusedCount: term('refused places', 'abgelehnte Plätze'),
  dungeonAttackFire: term('Fire/lightning attack', 'Feuer-/Blitzangriff'),
  dungeonAttackShockwave: term('Shockwave', 'Schockwelle'),
  dungeonDestroyed: term('destroyed', 'zerstört'),
  dungeonCarried: term('carried', 'getragen'),
  dungeonEndActivation: term('End activation', 'Aktivierung beenden'),
  dungeonLast: term('Last step', 'Letzter Schritt'),
  dungeonDrawn: term('Token drawn', 'Gezogene Marke'),
  dungeonDiceLog: term('Dice log', 'Würfelprotokoll'),
  dungeonRefused: term('Refused', 'Abgelehnt'),
  dungeonStartFailed: term('This scene has no dungeon with heroes to play.', 'Diese Szene hat keinen Dungeon mit Helden zum Spielen.'),
}

export const TOKEN_COLOUR_NAMES: Readonly<Record<TokenColour, { en: string; de: string }>> = {
  yellow: term('yellow', 'gelb'),
  blue: term('blue', 'blau'),
  red: term('red', 'rot'),
}

export const TOKEN_KIND_NAMES: Readonly<Record<string, { en: string; de: string }>> = {
  melee: term('melee attack by the object', 'Nahkampfangriff des Objekts'),
  ability: term('special ability', 'Spezialfähigkeit'),
  item: term('item', 'Gegenstand'),
  effect: term('immediate effect', 'Sofortwirkung'),
  place: term('things placed', 'Dinge platziert'),
  refresh: term('refresh all artifacts', 'alle Artefakte erneuern'),
}

/** The eight directions of the grid by bearing (degrees clockwise from north), abbreviated. */
export const COMPASS: readonly (readonly [number, { en: string; de: string }])[] = [
  [0, term('N', 'N')],
  [45, term('NE', 'NO')],
  [90, term('E', 'O')],
  [135, term('SE', 'SO')],
  [180, term('S', 'S')],
  [225, term('SW', 'SW')],
  [270, term('W', 'W')],
  [315, term('NW', 'NW')],
]

/** A use's checks (judge viewFacts.ts), the clause after each. */
export const USE_CHECK_NAMES: Readonly<Record<string, { en: string; de: string }>> = {
  adjacent: term('on an adjacent square', 'auf einem angrenzenden Feld'),
  'front-arc': term('in the front arc', 'im vorderen Blickfeld'),
  movement: term('{points} movement points left, a use costs {cost}', 'noch {points} Bewegungspunkte, eine Nutzung kostet {cost}'),
}

/** German reasons by code; `{name}` is filled from the refusal's params. */
const GERMAN: ReadonlyMap<string, string> = new Map([
  // The Dungeons rules (002, core 15).
  ['step-not-to-neighbour', '{mover}: {square} grenzt nicht an {from}.'],
  ['diagonal-step-blocked', '{mover}: Eine Wandecke versperrt den schrägen Schritt nach {square}.'],
  ['square-not-open', '{mover}: {square} ist kein offener Boden.'],
  ['wall-between', '{mover}: Zwischen {from} und {square} steht eine Wand.'],
  ['blocking-terrain', '{mover}: {square} ist blockierendes Gelände.'],
  ['pillar-blocks', '{mover}: {artifact} versperrt {square}, auch für Flieger.'],
  ['square-occupied', '{mover}: Auf {square} steht eine Figur.'],
  ['move-ends-on-artifact', '{mover}: Eine Bewegung darf nicht auf {artifact} enden.'],
  ['not-enough-movement', '{mover}: Die Bewegung kostet {cost}, verfügbar sind {points} Bewegungspunkte.'],
  ['not-hero-team', '{hero} gehört nicht zum Heldenteam.'],
  ['artifact-used-this-activation', '{hero} hat {artifact} in dieser Aktivierung schon benutzt.'],
  ['artifact-not-adjacent', '{hero} steht nicht neben {artifact}.'],
  ['artifact-not-in-front-arc', '{artifact} liegt nicht im vorderen Blickfeld von {hero}.'],
  ['artifact-needs-movement', '{hero} hat {points} Bewegungspunkte, eine Nutzung kostet {cost}.'],
  ['not-haunted-artifact', '{artifact} ist eine Einrichtung ohne Marken.'],
  ['artifact-has-no-tokens', 'Unter {artifact} liegt keine Marke mehr.'],
  ['no-token-of-colour', 'Unter {artifact} liegt keine Marke der Farbe {colour} mehr.'],
  ['artifact-untouchable', '{artifact} kann nicht angegriffen, zerstört, beschädigt oder bewegt werden.'],
  ['not-furniture', '{furniture} ist weder Stuhl noch Tisch.'],
  ['already-carrying', '{hero} trägt schon {carrying}.'],
  ['furniture-not-adjacent', '{hero} steht nicht neben {furniture}.'],
  ['furniture-not-in-front-arc', '{furniture} liegt nicht im vorderen Blickfeld von {hero}.'],
  ['not-carrying', '{hero} trägt nichts.'],
  ['put-down-not-free', '{furniture} kann nicht auf {square} abgestellt werden: Feld {blocked} ist nicht frei.'],
  ['put-down-not-adjacent', '{furniture} läge auf {square} nicht neben {hero}.'],
  ['put-down-across-wall', '{furniture} kann auf {square} nicht über einer Wand liegen.'],
  ['ability-forbidden-while-carrying', '{hero} trägt {furniture} und darf {ability} nicht nutzen.'],
  ['furniture-needs-fire-or-shockwave', 'Nur Feuer/Blitz oder eine Schockwelle zerstören {furniture}.'],
  ['furniture-not-on-board', '{furniture} wird getragen oder ist zerstört.'],
  // The dungeon's figures (R-MKD-15, R-MKD-16).
  ['spawn-has-move-token', '{spawn} trägt eine Bewegungsmarke und handelt erst nach der nächsten Heldenaktivierung.'],
  ['target-not-hero-team', '{target} gehört nicht zum Heldenteam.'],
  ['target-not-in-front-arc', '{target} steht nicht im vorderen Blickfeld von {attacker}.'],
  ['target-out-of-range', '{target} ist {distance} Felder von {attacker} entfernt, Reichweite {range}.'],
  ['target-is-hero-team', '{target} gehört zum eigenen Heldenteam von {attacker}.'],
  ['no-line-of-fire', '{attacker} hat keine freie Schusslinie auf {target}: versperrt bei {square}.'],
  ['shooter-next-to-opponent', '{attacker} steht neben {by} und kann keinen Fernkampfangriff machen.'],
  ['target-hidden-by-stealth', 'Tarnung: Schwieriges Gelände liegt auf der Schusslinie zu {target} oder unter ihm.'],
  // The judge's session (src/judge/dungeon/refusals.ts).
  ['not-a-hero', '{hero} gehört nicht zum Heldenteam.'],
  ['another-hero-active', '{hero} ist aktiv: erst dessen Aktivierung beenden.'],
  ['hero-not-active', '{hero} ist nicht der aktive Held.'],
  ['no-active-hero', 'Kein Held ist aktiv.'],
  ['hero-eliminated', '{hero} ist ausgeschaltet.'],
  ['must-put-down', '{hero} stellt zuerst ab, was er trägt.'],
  ['path-not-hero-to-goal', 'Der Pfad muss auf dem Feld von {hero} beginnen und am Ziel enden.'],
  ['no-legal-path', 'Kein erlaubter Pfad führt {hero} mit seinen Bewegungspunkten dorthin.'],
  ['attack-ability-missing', 'Die Scheibe von {hero} zeigt keine Schockwelle.'],
  ['furniture-out-of-reach', '{furniture} ist weder neben {hero} noch in Reichweite in seinem vorderen Blickfeld.'],
  ['not-a-spawn', '{spawn} ist keine Figur des Dungeons.'],
  ['spawn-eliminated', '{spawn} ist ausgeschaltet.'],
  ['spawn-acted', '{spawn} hat seit Beginn der letzten Heldenaktivierung schon gehandelt.'],
  ['spawn-not-active', '{spawn} ist nicht die aktive Figur des Dungeons.'],
  ['spawns-passive', 'Die Figuren des Dungeons bleiben in diesem Spiel passiv (Einstellung spawnsAct).'],
  ['target-not-on-board', '{target} ist keine Figur auf dem Brett.'],
])

/** The codes with German, for the test that every code of both refusal lists has it. */
export const DUNGEON_PLAY_REFUSAL_CODES: ReadonlySet<string> = new Set(GERMAN.keys())

const fill = (text: string, params: Readonly<Record<string, string | number>>) =>
  text.replace(/\{(\w+)\}/g, (whole, key: string) => (Object.hasOwn(params, key) ? String(params[key]) : whole))

/** A Dungeons refusal in the view's language; a German sentence missing a parameter falls back to the English reason. */
export function dungeonPlayRefusalText(
  refusal: { code: string; reason: string; params?: Readonly<Record<string, string | number>> },
  language: Language,
): string {
  if (language === 'en') return refusal.reason
  const template = GERMAN.get(refusal.code)
  if (!template) return refusal.reason
  const text = fill(template, refusal.params ?? {})
  return /\{\w+\}/.test(text) ? refusal.reason : text
}

/** A use check's words, its numbers filled in. */
export function dungeonCheckText(check: string, params: Readonly<Record<string, string | number>>, language: Language): string {
  const t = USE_CHECK_NAMES[check]
  return t ? fill(t[language], params) : check
}

const ATTACK_KIND: Readonly<Record<string, { en: string; de: string }>> = {
  melee: term('melee', 'Nahkampf'),
  ranged: term('ranged', 'Fernkampf'),
}

/** An attack's numbers before the click (judge offers, R-MKD-15, R-MKD-17), as the Mage Knight play hover says them. */
export function attackNumbersText(
  p: { kind: string; attack: number; defence: number; needed: number; chance: number; damage: number },
  language: Language,
): string {
  const kind = ATTACK_KIND[p.kind]?.[language] ?? p.kind
  const chance = Math.round(p.chance * 100)
  return language === 'de'
    ? `${kind}: Angriff ${p.attack} gegen Verteidigung ${p.defence} · 2W6 brauchen ${p.needed} (${chance} %) · ${p.damage} Schaden`
    : `${kind}: attack ${p.attack} against defence ${p.defence} · 2d6 needs ${p.needed} (${chance}%) · ${p.damage} damage`
}

export const ATTACK_LINE_NAMES: Readonly<Record<string, { en: string; de: string }>> = {
  'mkd.attackValue': term('Attack value', 'Angriffswert'),
  'mkd.defenceValue': term('Defence value', 'Verteidigungswert'),
  'mkd.rollNeeded': term('2d6 result needed', 'Benötigter 2W6-Wurf'),
  'mkd.damageValue': term('Damage', 'Schaden'),
}
