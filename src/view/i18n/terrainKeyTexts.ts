/**
 * The terrain tool's keys (src/view/terrainShortcuts.ts) and its ghost's line in the panel, in
 * English and German, for the `?` overlay and the terrain panel.
 */
import type { TerrainShortcutAction } from '../terrainShortcuts'
import type { Language } from './translations'

type Texts<K extends string> = Readonly<Record<K, Readonly<Record<Language, string>>>>

export const TERRAIN_SHORTCUT_TEXTS: Texts<TerrainShortcutAction> = {
  terrainTurnRight: {
    en: 'Turn the piece in hand (or the chosen piece) 15° right',
    de: 'Das Teil in der Hand (oder das gewählte) um 15° nach rechts drehen',
  },
  terrainTurnLeft: { en: 'Turn it 15° left', de: 'Es um 15° nach links drehen' },
  terrainDelete: { en: 'Remove the chosen piece', de: 'Das gewählte Teil entfernen' },
  terrainDrop: {
    en: 'Put the piece in hand away (again: let go of the chosen piece)',
    de: 'Das Teil in der Hand ablegen (noch einmal: das gewählte Teil loslassen)',
  },
  terrainPreset: {
    en: 'Take a piece: wall, house, hill, rock, tower, ruin, wood, thicket, water',
    de: 'Ein Teil nehmen: Mauer, Haus, Hügel, Felsen, Turm, Ruine, Wald, Dickicht, Gewässer',
  },
}

export const TERRAIN_KEY_TEXTS = {
  context: { en: 'Terrain tool', de: 'Geländewerkzeug' },
  ghostOk: { en: 'A click here places it', de: 'Ein Klick hier setzt es' },
  ghostRefused: { en: 'A click here would be refused', de: 'Ein Klick hier würde abgelehnt' },
  ghostTurn: { en: 'turned', de: 'gedreht' },
} satisfies Texts<string>

export const terrainKeyText = (key: keyof typeof TERRAIN_KEY_TEXTS, language: Language): string => TERRAIN_KEY_TEXTS[key][language]
