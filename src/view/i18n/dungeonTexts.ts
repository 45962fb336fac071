/**
 * Interface texts of the dungeon editor (issue 13) in English and German: the palette, the
 * board's parts, the artifacts by the names of 002 (German rule text: "Gang", "Türdurchgang",
 * "Eingang", "Drachenaltar" for the misprinted "Drachenaflar"), and the editor's refusals by
 * code (store/dungeon/refusals.ts). Merged into UI_TEXT in translations.ts.
 */
import type { ArtifactKind, SquareTerrain } from '../../scene/dungeon/schema'
import type { DungeonRefusal, DungeonRefusalCode } from '../store/dungeon/refusals'
import type { Language } from './translations'
import { problemMessage } from './problemTexts'

const term = (en: string, de: string) => ({ en, de })

export const DUNGEON_UI_TEXT = {
  dungeonEditor: term('Dungeon editor', 'Dungeon-Editor'),
  dungeonHint: term(
    'Drag from corner to corner to lay a room or corridor; click an edge for a wall or doorway, a square for the rest. Blue: it may go there; red: refused.',
    'Von Ecke zu Ecke ziehen, um einen Raum oder Gang zu legen; für Wand oder Türdurchgang auf eine Kante klicken, für alles andere auf ein Feld. Blau: erlaubt; rot: abgelehnt.',
  ),
  dungeonNew: term('New dungeon', 'Neuer Dungeon'),
  dungeonColumns: term('Columns', 'Spalten'),
  dungeonRows: term('Rows', 'Reihen'),
  dungeonNoBoard: term('The scene has no dungeon board yet.', 'Die Szene hat noch keinen Dungeon-Spielplan.'),
  dungeonBoardSize: term('Board', 'Spielplan'),
  dungeonSquare: term('Square under the pointer', 'Feld unter dem Zeiger'),
  dungeonFloor: term('Floor', 'Boden'),
  dungeonRoom: term('Room', 'Raum'),
  dungeonCorridor: term('Corridor', 'Gang'),
  dungeonWall: term('Wall', 'Wand'),
  dungeonDoorway: term('Doorway', 'Türdurchgang'),
  dungeonEntrance: term('Entrance', 'Eingang'),
  dungeonMarkers: term('Terrain', 'Gelände'),
  dungeonArtifacts: term('Haunted artifacts', 'Verwunschene Artefakte'),
  dungeonFurnishings: term('Furnishings', 'Dungeons-Einrichtungen'),
  dungeonRotate: term('Turn 1 × 2 piece', '1 × 2-Teil drehen'),
  dungeonAlong: term('1 × 2 pieces lie', '1 × 2-Teile liegen'),
  dungeonAlongEw: term('west–east', 'West–Ost'),
  dungeonAlongNs: term('north–south', 'Nord–Süd'),
  dungeonErase: term('Remove', 'Entfernen'),
  dungeonTokens: term('Artifact tokens (from the artifact’s back)', 'Artefaktmarken (laut Rückseite des Artefakts)'),
  dungeonTokensYellow: term('yellow (weak)', 'gelb (schwach)'),
  dungeonTokensBlue: term('blue (standard)', 'blau (standard)'),
  dungeonTokensRed: term('red (strong)', 'rot (stark)'),
  dungeonRefused: term('Not here', 'Nicht hier'),
  dungeonProblems: term('Problems of the board', 'Probleme des Spielplans'),
  dungeonOk: term('The scene checks find nothing wrong with the board.', 'Die Szenenprüfung findet nichts am Spielplan auszusetzen.'),
}

export const TERRAIN_NAMES: Readonly<Record<SquareTerrain, { en: string; de: string }>> = {
  blocking: term('Blocking terrain', 'Blockierendes Gelände'),
  difficult: term('Rubble (difficult)', 'Geröll (schwieriges Gelände)'),
  water: term('Water', 'Wasser'),
}

export const ARTIFACT_NAMES: Readonly<Record<ArtifactKind, { en: string; de: string }>> = {
  'statue-of-sharise': term('Statue of Sharise', 'Statue der Sharise'),
  'matriarchs-idol': term('Matriarch’s idol', 'Matriarchengötze'),
  'death-clock': term('Death clock', 'Todesuhr'),
  'griffon-throne': term('Griffon throne', 'Greifenthron'),
  'dragon-altar': term('Dragon altar (1 × 2)', 'Drachenaltar (1 × 2)'),
  'large-pond': term('Large pond (2 × 2)', 'Großer Teich (2 × 2)'),
  'serpent-statue': term('Serpent statue', 'Schlangenstatue'),
  'rune-obelisk': term('Rune obelisk', 'Runenobelisk'),
  'bone-fountain': term('Bone fountain', 'Knochenbrunnen'),
  'small-pond': term('Small pond', 'Kleiner Teich'),
  'stone-pillar': term('Stone pillar', 'Steinsäule'),
  'all-seeing-pillar': term('All-seeing pillar', 'Allsehende Säule'),
  chair: term('Chair', 'Stuhl'),
  table: term('Table (1 × 2)', 'Tisch (1 × 2)'),
}

/** The editor's refusals by code; `{name}` is filled from the refusal's params. */
const REFUSALS: Readonly<Record<Exclude<DungeonRefusalCode, 'scene-check'>, { en: string; de: string }>> = {
  'no-board': term('The scene has no dungeon board yet.', 'Die Szene hat noch keinen Dungeon-Spielplan.'),
  'off-board': term('Square {square} is off the board.', 'Feld {square} liegt außerhalb des Spielplans.'),
  'on-rock': term('Square {square} is rock, not open floor.', 'Feld {square} ist Fels, kein offener Boden.'),
  'overlaps-segment': term('Square {square} already belongs to a room or corridor.', 'Feld {square} gehört schon zu einem Raum oder Gang.'),
  'overlaps-artifact': term('{artifact} already stands there.', 'Dort steht schon {artifact}.'),
  'edge-not-inside': term(
    'The edge {edge} is not between two open squares.',
    'Die Kante {edge} liegt nicht zwischen zwei offenen Feldern.',
  ),
  'wall-between-segments': term(
    'A wall already stands on {edge}, between two segments.',
    'Auf {edge} steht schon eine Wand, zwischen zwei Segmenten.',
  ),
  'doorway-inside-segment': term(
    'The edge {edge} lies inside one segment: there is no wall to open.',
    'Die Kante {edge} liegt in einem Segment: Es gibt keine Wand zu öffnen.',
  ),
  'nothing-there': term('Nothing to remove on {square}.', 'Auf {square} ist nichts zu entfernen.'),
}

/** A refusal in the user's language; the scene checks' own messages are shown as they are written. */
export function dungeonRefusalText(refusal: DungeonRefusal, language: Language): string {
  if (refusal.code === 'scene-check') {
    // The scene's own check: its code and values came along in the params (store/dungeon/refusals.ts).
    const code = refusal.params?.problem
    const said = typeof code === 'string' ? problemMessage({ message: refusal.reason, code, params: refusal.params }, language) : null
    return said ?? refusal.reason
  }
  const text = REFUSALS[refusal.code][language]
  return text.replace(/\{(\w+)\}/g, (whole, key: string) => {
    const params = refusal.params ?? {}
    return Object.hasOwn(params, key) ? String(params[key]) : whole
  })
}
