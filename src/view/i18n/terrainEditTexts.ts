/**
 * Words of the terrain tool (the dispute view's `terrain` mode, store/terrain) and of the hover
 * card's castle sections and ladders (issue 14), in English and German; merged into UI_TEXT in
 * translations.ts. A preset's name (`terrainPresetName`) serves the siege editor's palette too.
 */
import type { TerrainPreset } from '../store/terrain/pieces'
import type { Language } from './translations'

const term = (en: string, de: string) => ({ en, de })

export const TERRAIN_EDIT_UI_TEXT = {
  modeTerrain: term('Terrain', 'Gelände'),
  hintTerrain: term(
    'Choose a piece and click the table to place it; without one, a click (or the list) chooses a piece to change by its numbers, turn or remove. Drag a piece to move it. Every change is one undo step; the ruling follows.',
    'Ein Teil wählen und auf den Tisch klicken, um es zu setzen; ohne eines wählt ein Klick (oder die Liste) ein Teil, das sich über seine Zahlen ändern, drehen oder entfernen lässt. Ein Teil ziehen, um es zu versetzen. Jede Änderung ist ein Rückgängig-Schritt; die Entscheidung folgt.',
  ),
  terrainPlace: term('Place', 'Setzen'),
  terrainChoose: term('Choose pieces', 'Teile wählen'),
  terrainPiece: term('Piece', 'Teil'),
  terrainNoPiece: term('(none chosen)', '(keines gewählt)'),
  terrainType: term('Kind (9.6)', 'Art (9.6)'),
  terrainX: term('Centre x (cm)', 'Mitte x (cm)'),
  terrainZ: term('Centre z (cm)', 'Mitte z (cm)'),
  terrainBottom: term('Stands at (cm)', 'Steht auf Höhe (cm)'),
  terrainWidth: term('Width x (cm)', 'Breite x (cm)'),
  terrainDepth: term('Depth z (cm)', 'Tiefe z (cm)'),
  terrainHeight: term('Height (cm)', 'Höhe (cm)'),
  terrainRadius: term('Radius (cm)', 'Radius (cm)'),
  terrainTurn: term('Turn (°)', 'Drehung (°)'),
  terrainName: term('Name', 'Name'),
  terrainRefused: term('Refused by the scene’s checks', 'Von der Prüfung der Szene abgelehnt'),
  terrainGone: term('That piece is no longer in the scene', 'Dieses Teil ist nicht mehr in der Szene'),
  hoverSectionKind: term('castle section', 'Burgteil'),
  hoverLadderKind: term('ladder', 'Leiter'),
  hoverLength: term('Length', 'Länge'),
  hoverHeightOf: term('Height', 'Höhe'),
  hoverAgainst: term('Set against', 'Angelegt an'),
  hoverVersion: term('Version', 'Ausführung'),
}

const PRESET_TEXT: Readonly<Record<TerrainPreset, Readonly<Record<Language, string>>>> = {
  wall: { en: 'Wall', de: 'Mauer' },
  house: { en: 'House', de: 'Haus' },
  hill: { en: 'Hill', de: 'Hügel' },
  rock: { en: 'Rock', de: 'Felsen' },
  tower: { en: 'Tower', de: 'Turm' },
  ruin: { en: 'Ruin', de: 'Ruine' },
  wood: { en: 'Wood', de: 'Wald' },
  thicket: { en: 'Thicket', de: 'Dickicht' },
  water: { en: 'Water', de: 'Gewässer' },
}

/** A terrain preset's name on a palette button. */
export const terrainPresetName = (preset: TerrainPreset, language: Language): string => PRESET_TEXT[preset][language]
