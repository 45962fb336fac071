/**
 * Interface texts of the scene list (shipped scenes as cards), the copy-link button and the
 * shared links' notices, and of the hover card on figures and pieces (issue 14), in English and
 * German. Merged into UI_TEXT in translations.ts. A link failure's code (sceneLinksPacked.ts)
 * names its notice: `LINK_FAILURE_TEXT`.
 */
import { TERRAIN_TYPE_INFO, type TerrainType } from '../../scene/terrainTypes'
import type { LinkFailure } from '../sceneLinksPacked'
import type { Language } from './translations'

const term = (en: string, de: string) => ({ en, de })

export const SCENE_LIST_UI_TEXT = {
  shippedScenesTitle: term('Example scenes', 'Beispielszenen'),
  sceneCardOpen: term('Open', 'Öffnen'),
  sceneCardPicture: term('Seen from above', 'Von oben gesehen'),
  sceneCardLoading: term('Reading the scene…', 'Szene wird gelesen…'),
  sceneCardNoDescription: term('No description.', 'Keine Beschreibung.'),
  copyLink: term('Copy link', 'Link kopieren'),
  copyLinkHint: term(
    'A link with this scene as it stands (every move) and the chosen shooter and target.',
    'Ein Link mit dieser Szene, wie sie gerade steht (alle Züge), samt gewähltem Schützen und Ziel.',
  ),
  linkCopied: term('Link copied', 'Link kopiert'),
  linkShown: term('Copy the link from the field', 'Den Link aus dem Feld kopieren'),
  linkField: term('Link to this scene', 'Link zu dieser Szene'),
  linkTooBig: term(
    'The scene is too big for a link: save it to a file instead',
    'Die Szene ist zu groß für einen Link: stattdessen als Datei speichern',
  ),
  linkDamaged: term(
    'The link is damaged (cut short or changed): the current scene stays',
    'Der Link ist beschädigt (abgeschnitten oder verändert): die aktuelle Szene bleibt',
  ),
  linkVersion: term(
    'The link was made by another version of Sightline: the current scene stays',
    'Der Link stammt aus einer anderen Sightline-Version: die aktuelle Szene bleibt',
  ),
  linkInvalid: term(
    'The linked scene breaks the scene format: the current scene stays',
    'Die verlinkte Szene verletzt das Szenenformat: die aktuelle Szene bleibt',
  ),
  sharedScene: term('shared link', 'geteilter Link'),
  hoverName: term('Name', 'Name'),
  hoverCard: term('Card', 'Karte'),
  hoverStandsAt: term('Stands at', 'Steht auf Höhe'),
  hoverTop: term('Top at', 'Oberkante auf'),
  hoverKind: term('Kind', 'Art'),
  hoverSize: term('Size', 'Größe'),
  hoverCover: term('Cover', 'Deckung'),
  hoverSide: term('Side', 'Seite'),
  hoverProne: term('prone', 'liegend'),
  shapeBox: term('block', 'Block'),
  shapeCylinder: term('cylinder', 'Zylinder'),
  shapeArea: term('area', 'Gelände-Fläche'),
}

/** The notice title of each link failure. */
export const LINK_FAILURE_TEXT: Record<LinkFailure, 'linkTooBig' | 'linkDamaged' | 'linkVersion'> = {
  'link-too-big': 'linkTooBig',
  'link-damaged': 'linkDamaged',
  'link-version': 'linkVersion',
}

const TERRAIN_TYPE_EN: Record<TerrainType, string> = {
  fortified: 'Fortified position',
  thicket: 'Thicket',
  building: 'Building',
  water: 'Water',
  crater: 'Crater',
  ruin: 'Ruin',
  road: 'Road',
  swamp: 'Swamp',
  forest: 'Forest',
}

/** A terrain type's name: the rules' German term in German, English with the German beside it in English (9.6). */
export function terrainTypeName(type: TerrainType, language: Language): string {
  const german = TERRAIN_TYPE_INFO[type].german
  return language === 'de' ? german : `${TERRAIN_TYPE_EN[type]} (${german})`
}
