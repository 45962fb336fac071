/**
 * English and German for the cover heat map (issue 15): the panel's controls, its progress and
 * notices, the legend (judge/heatmap/legend.ts labels) and the readout of the cell under the
 * pointer. `{name}` in a text is filled from the params.
 */
import type { HeatmapLevelOption } from '../ports'
import { addBilingualTable, translate } from './i18nextAdapter'
import type { Language } from './translations'
import { castleSectionWord } from './castleSectionNames'

type Texts = Readonly<Record<string, Readonly<Record<Language, string>>>>

const HEATMAP_TEXTS = {
  heatmap: { en: 'Heat map', de: 'Deckungskarte' },
  title: { en: 'Cover heat map', de: 'Deckungskarte' },
  hint: {
    en: 'Where can a figure stand, and what does it get there? Hover a cell for its ruling; click one to move the chosen target there.',
    de: 'Wo kann eine Figur stehen, und was hat sie dort? Zeiger über eine Zelle zeigt ihre Entscheidung; ein Klick stellt das gewählte Ziel dorthin.',
  },
  from: { en: 'Seen from', de: 'Gesehen von' },
  fromAll: { en: 'All enemies of the standing side', de: 'Alle Gegner der stehenden Seite' },
  fromSide: { en: 'Side {side} (all its figures)', de: 'Seite {side} (alle ihre Figuren)' },
  side: { en: 'Standing side', de: 'Seite der stehenden Figur' },
  sideAuto: { en: 'The other side', de: 'Die andere Seite' },
  profile: { en: 'Size profile', de: 'Größenprofil' },
  small: { en: 'Small', de: 'Klein' },
  medium: { en: 'Medium', de: 'Mittel' },
  large: { en: 'Large', de: 'Groß' },
  huge: { en: 'Huge', de: 'Riesig' },
  level: { en: 'Stands on', de: 'Steht auf' },
  ground: { en: 'The table', de: 'Dem Tisch' },
  top: { en: 'The highest surface (hill tops, wall walks)', de: 'Der höchsten Fläche (Hügelkuppen, Wehrgänge)' },
  step: { en: 'Cell size', de: 'Zellgröße' },
  metric: { en: 'Colour by', de: 'Färben nach' },
  metricCover: { en: 'Cover (the worst over the shooters)', de: 'Deckung (die schlechteste gegen die Schützen)' },
  metricSight: { en: 'Line of sight', de: 'Sichtlinie' },
  metricHidden: { en: 'Hidden share', de: 'Verdeckter Anteil' },
  metricCount: { en: 'How many see', de: 'Wie viele sehen' },
  adaptive: { en: 'Quick: copy cells whose neighbours agree', de: 'Schnell: Zellen übernehmen, deren Nachbarn übereinstimmen' },
  withoutTarget: { en: 'Leave the chosen target out (it is the one to move)', de: 'Das gewählte Ziel weglassen (es wird versetzt)' },
  run: { en: 'Compute', de: 'Berechnen' },
  rerun: { en: 'Compute again', de: 'Neu berechnen' },
  cancel: { en: 'Cancel', de: 'Abbrechen' },
  starting: { en: 'Starting the workers and the first pass…', de: 'Die Hintergrund-Rechner starten, erster Durchgang…' },
  progress: { en: '{done} of {total} cells', de: '{done} von {total} Zellen' },
  pass: { en: 'pass {pass} of {passes}', de: 'Durchgang {pass} von {passes}' },
  done: { en: 'Done: {total} cells', de: 'Fertig: {total} Zellen' },
  cancelled: { en: 'Cancelled: {done} of {total} cells judged', de: 'Abgebrochen: {done} von {total} Zellen berechnet' },
  stale: {
    en: 'The scene, the question or the rule profile has changed since this map was computed: it may be wrong here. Compute again.',
    de: 'Szene, Frage oder Regelprofil haben sich seit dieser Karte geändert: sie kann hier falsch sein. Neu berechnen.',
  },
  staleRunning: {
    en: 'The scene, the question or the rule profile has changed since this run began: it goes on for the old one. Compute again to start over.',
    de: 'Szene, Frage oder Regelprofil haben sich seit Beginn dieses Laufs geändert: er rechnet für die alte weiter. Neu berechnen, um neu zu beginnen.',
  },
  badField: { en: 'Check “{control}”:', de: 'Bitte „{control}“ prüfen:' },
  runFailed: { en: 'The heat map failed:', de: 'Die Deckungskarte ist fehlgeschlagen:' },
  legend: { en: 'Legend', de: 'Legende' },
  none: { en: 'No cover', de: 'Keine Deckung' },
  soft: { en: 'Soft cover', de: 'Leichte Deckung' },
  hard: { en: 'Hard cover', de: 'Harte Deckung' },
  massive: { en: 'Massive cover', de: 'Massive Deckung' },
  seen: { en: 'Seen', de: 'Gesehen' },
  unseen: { en: 'Not seen', de: 'Nicht gesehen' },
  'cannot-stand': { en: 'Cannot stand here', de: 'Hier kann keine Figur stehen' },
  pending: { en: 'Not computed yet', de: 'Noch nicht berechnet' },
  hiddenShare: { en: '{percent} % hidden', de: '{percent} % verdeckt' },
  countSeeRun: { en: '{first} to {last} of {shooters} see', de: '{first} bis {last} von {shooters} sehen' },
  cell: { en: 'Cell at', de: 'Zelle bei' },
  cellState: { en: 'Standing', de: 'Stehen' },
  stateJudged: { en: 'Possible', de: 'Möglich' },
  stateInferred: { en: 'Possible (copied from its neighbours, quick run)', de: 'Möglich (von den Nachbarn übernommen, schneller Lauf)' },
  statePending: { en: 'Not computed yet', de: 'Noch nicht berechnet' },
  stateNoLevel: {
    en: 'Not possible: no surface of this level here, or the base hangs off its edge',
    de: 'Nicht möglich: hier gibt es keine Fläche dieser Ebene, oder die Base ragt über ihren Rand',
  },
  stateBlocked: { en: 'Not possible: a solid is in the way', de: 'Nicht möglich: ein Festkörper ist im Weg' },
  stateFigure: { en: 'Not possible: a figure stands here', de: 'Nicht möglich: hier steht eine Figur' },
  standHeight: { en: 'Stands at height', de: 'Steht auf Höhe' },
  seeing: { en: 'Shooters that see it', de: 'Schützen, die sie sehen' },
  // Two different questions (the player's pass read "visible 100 %" beside "hidden 100 %" in a wood):
  // the labels say what each counts, the hints (a row's title) why both can be 100 % in a wood.
  visible: { en: 'Largest share not behind solids', de: 'Größter Anteil nicht hinter Festkörpern' },
  hidden: { en: 'Smallest share in cover (solids and areas)', de: 'Kleinster gedeckter Anteil (Festkörper und Flächen)' },
  visibleHint: {
    en: 'The most of the figure a shooter sees past solids. An area such as a wood does not block the line, so it is not counted here.',
    de: 'Der größte Teil der Figur, den ein Schütze an Festkörpern vorbei sieht. Eine Fläche wie ein Wald versperrt die Linie nicht und zählt hier nicht.',
  },
  hiddenHint: {
    en: 'The least of the figure in cover from a shooter, counting solids and areas such as a wood: in a wood it can be 100 % beside 100 % not behind solids.',
    de: 'Der kleinste Teil der Figur in Deckung vor einem Schützen, Festkörper und Flächen wie ein Wald mitgezählt: im Wald kann er 100 % sein neben 100 % nicht hinter Festkörpern.',
  },
  cover: { en: 'Worst cover', de: 'Schlechteste Deckung' },
  noneSees: { en: '—', de: '—' },
  noticeMoved: { en: '{id} moved to ({x}, {z}).', de: '{id} steht jetzt bei ({x}, {z}).' },
  noticeNeedTarget: {
    en: 'No target chosen: click a shooter, then a target; a click on the map then moves the target.',
    de: 'Kein Ziel gewählt: erst einen Schützen, dann ein Ziel anklicken; ein Klick auf die Karte versetzt dann das Ziel.',
  },
  noticeTargetIsShooter: {
    en: '{id} is one of the map’s shooters: choose a target of the standing side.',
    de: '{id} ist einer der Schützen der Karte: ein Ziel der stehenden Seite wählen.',
  },
  levelNamed: { en: '{name} ({id})', de: '{name} ({id})' },
  levelPlank: { en: 'Plank {id}', de: 'Planke {id}' },
  noticeCannotStand: {
    en: '{id} cannot stand here: {reason} (level: {level}).',
    de: '{id} kann hier nicht stehen: {reason} (Ebene: {level}).',
  },
  noticeCannotStandBy: {
    en: '{id} cannot stand here: {reason}: {by} (level: {level}).',
    de: '{id} kann hier nicht stehen: {reason}: {by} (Ebene: {level}).',
  },
  refusedBy: { en: 'In the way, or hung off', de: 'Im Weg, oder die Basis ragt über' },
  reasonNoLevel: {
    en: 'no surface of this level here, or the base hangs off its edge',
    de: 'hier keine Fläche dieser Ebene, oder die Base ragt über ihren Rand',
  },
  reasonBlocked: { en: 'a solid is in the way', de: 'ein Festkörper ist im Weg' },
  reasonFigure: { en: 'a figure stands here', de: 'hier steht eine Figur' },
  reasonPending: {
    en: 'this cell was not computed (the run was cancelled)',
    de: 'diese Zelle wurde nicht berechnet (der Lauf wurde abgebrochen)',
  },
} as const satisfies Texts

export type HeatmapTextKey = keyof typeof HEATMAP_TEXTS

/**
 * The count legend's one count, through i18next's plurals: the verb agrees with the count, "1 of
 * 1 sees", "1 von 3 sieht" (the player's pass read "1 of 1 see"); 0 and 2 on: "see", "sehen".
 */
addBilingualTable('heatmap', {
  countSee_one: { en: '{count} of {shooters} sees', de: '{count} von {shooters} sieht' },
  countSee_other: { en: '{count} of {shooters} see', de: '{count} von {shooters} sehen' },
})

/** The text of `key` in `language`, with `{name}` filled from `params`. */
export function heatmapText(key: HeatmapTextKey, language: Language, params: Record<string, string | number> = {}): string {
  return HEATMAP_TEXTS[key][language].replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole))
}

/**
 * A legend entry's words: the judge's labels (judge/heatmap/legend.ts) are cover levels, fixed
 * words, `N% hidden`, `N see` and `N to M see` (a run of counts on one colour); anything else is
 * shown as the judge wrote it.
 */
export function legendLabel(label: string, shooters: number, language: Language): string {
  if (label in HEATMAP_TEXTS) return heatmapText(label as HeatmapTextKey, language)
  const hidden = /^(\d+(?:\.\d+)?)% hidden$/.exec(label)
  if (hidden) return heatmapText('hiddenShare', language, { percent: hidden[1] })
  const count = /^(\d+) see$/.exec(label)
  if (count) return translate('heatmap', 'countSee', language, { count: Number(count[1]), shooters }) ?? label
  const run = /^(\d+) to (\d+) see$/.exec(label)
  if (run) return heatmapText('countSeeRun', language, { first: run[1], last: run[2], shooters })
  return label
}

/**
 * A level's words in the level choice (judge/heatmap/levels.ts): the table and the highest
 * surface in the reader's language; a piece, section or plank by its own name and its id, a
 * castle section without a name by its kind.
 */
export function levelLabel(level: HeatmapLevelOption, language: Language): string {
  if (level.kind === 'ground' || level.kind === 'top') return heatmapText(level.kind, language)
  if (level.kind === 'plank') return heatmapText('levelPlank', language, { id: level.id })
  const name = level.name ?? (level.castleKind ? (castleSectionWord(level.castleKind, language) ?? undefined) : undefined)
  return name === undefined ? level.id : heatmapText('levelNamed', language, { name, id: level.id })
}
