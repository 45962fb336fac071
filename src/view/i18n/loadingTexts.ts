/**
 * The loading notes in English and German: the app's code, Rapier's WebAssembly, the table being
 * built, a chunk of the view on its way. Apart from UI_TEXT on purpose: the entry chunk shows the
 * first of them before the app (and translations.ts with every other text) has loaded, so this
 * module imports nothing but a type.
 */
import type { Language } from './translations'

const term = (en: string, de: string) => ({ en, de })
const LOADING_TEXT = {
  app: term('Loading Sightline', 'Sightline wird geladen'),
  engine: term('Loading the physics engine', 'Die Physik-Engine wird geladen'),
  table: term('Building the table', 'Der Tisch wird aufgebaut'),
  view: term('Loading the 3D view', 'Die 3D-Ansicht wird geladen'),
  panel: term('Loading the panel', 'Das Bedienfeld wird geladen'),
  of: term('of', 'von'),
} as const
export type LoadingTextKey = keyof typeof LOADING_TEXT

/** A loading text in the given language. */
export function loadingText(key: LoadingTextKey, language: Language): string {
  return LOADING_TEXT[key][language]
}
