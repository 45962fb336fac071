/**
 * The Dungeons set-up step's words (issue 13, 002 "Aufbau", "Die Artefaktmarken"), the token
 * colour question (R-MKD-5) and the Dungeons keyboard shortcuts of the `?` list, in English and
 * German. The settings' labels and values are the rule profiles' (profileSettingTexts.ts).
 */
import type { Language } from './translations'

const term = (en: string, de: string) => ({ en, de })

export const DUNGEON_SETUP_TEXT = {
  setupTitle: term('Set-up', 'Aufbau'),
  setupHint: term(
    'The tokens are sorted by colour, shuffled face down and dealt under each artifact as its back names. Agree on the seed and the settings, then start.',
    'Die Marken sind nach Farben sortiert, verdeckt gemischt und unter jedes Artefakt gelegt, wie seine Rückseite es angibt. Seed und Einstellungen vereinbaren, dann beginnen.',
  ),
  setupDealt: term('Dealt face down (yellow / blue / red)', 'Verdeckt ausgeteilt (gelb / blau / rot)'),
  setupPools: term('Left in the pools', 'In den Haufen übrig'),
  setupPoolDry: term(
    'A pool ran dry (R-MKD-10): these artifacts got fewer tokens than their backs name (dealt of named, yellow / blue / red)',
    'Ein Haufen ist leer (R-MKD-10): diese Artefakte erhielten weniger Marken, als ihre Rückseite angibt (ausgeteilt von angegeben, gelb / blau / rot)',
  ),
  setupDealtOfNamed: term('of', 'von'),
  setupSeed: term('Seed (the same seed deals the same tokens)', 'Seed (derselbe Seed teilt dieselben Marken aus)'),
  setupSeedApply: term('Deal again', 'Neu austeilen'),
  setupSeedInvalid: term('A seed is a whole number from 0 to 4294967295.', 'Ein Seed ist eine ganze Zahl von 0 bis 4294967295.'),
  setupSettings: term('Settings', 'Einstellungen'),
  setupStart: term('Start', 'Beginnen'),
  drawColourQuestion: term('Draw from which colour?', 'Aus welcher Farbe ziehen?'),
  drawColourCancel: term('Cancel', 'Abbrechen'),
}
export type DungeonSetupTextKey = keyof typeof DUNGEON_SETUP_TEXT

export const dungeonSetupText = (key: DungeonSetupTextKey, language: Language): string => DUNGEON_SETUP_TEXT[key][language]

/** The Dungeons block of the `?` list (panels/dungeonplay/dungeonShortcuts.ts). */
export const DUNGEON_SHORTCUT_TEXTS = {
  title: term('Dungeon play', 'Dungeon spielen'),
  heroNumber: term('Activate the hero of that number in the list', 'Den Helden mit dieser Nummer in der Liste aktivieren'),
  nextHero: term('Activate the next hero', 'Den nächsten Helden aktivieren'),
  turnLeft: term('Turn the active figure 45° left', 'Die aktive Figur um 45° nach links drehen'),
  turnRight: term('Turn the active figure 45° right', 'Die aktive Figur um 45° nach rechts drehen'),
  useArtifact: term(
    'Use the artifact straight ahead (of two beside the hero, the one it faces; none usable: why not)',
    'Das Artefakt geradeaus benutzen (von zweien neben dem Helden das, dem er zugewandt ist; keines nutzbar: warum nicht)',
  ),
  endActivation: term('End the activation (in set-up: Start)', 'Aktivierung beenden (im Aufbau: Beginnen)'),
  undo: term('Undo the last step', 'Den letzten Schritt zurücknehmen'),
  cancel: term('Cancel the colour question', 'Die Farbfrage abbrechen'),
}
export type DungeonShortcutAction = Exclude<keyof typeof DUNGEON_SHORTCUT_TEXTS, 'title'>
