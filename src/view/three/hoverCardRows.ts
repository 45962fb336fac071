/**
 * What the hover card says about each kind of thing on the table (issue 14: a card on every
 * piece): a figure (name, card, size profile, side, the height it stands at), a terrain piece
 * (kind of 9.6, shape and size, cover, top), an area the same way, a castle section (its kind,
 * version, footprint, height: 001 "Geländehöhe" gives every top one height, rubble another) and
 * a ladder (length, width, the height it reaches, the section it stands against). Pure, so the
 * rows are tested without a canvas; the words come from i18n, the values are the scene's.
 */
import type { Scene } from '../../scene/schema'
import { CASTLE_PIECES, castlePiece } from '../../scene/castle/pieces'
import type { CastleSectionKind } from '../../scene/mageknight/castleSections'
import { TERRAIN_TYPE_INFO } from '../../scene/terrainTypes'
import { formatCm } from '../i18n/formatValues'
import { castleSectionWord } from '../i18n/castleSectionNames'
import { terrainTypeName } from '../i18n/sceneListTexts'
import { uiText, valueWord, type Language, type UiTextKey } from '../i18n/translations'
import { INTELLIGENCE_WORDS, MOUNT_TYPE_WORDS } from '../i18n/hoverCardTexts'
import { mkFigureCardFacts, type MkFigureCardFacts } from '../ports'
import { LADDER_WIDTH_CM } from './LadderMeshes'

export type HoveredKind = 'figure' | 'piece' | 'section' | 'ladder'

export interface HoverCardText {
  title: string
  /** A second line under the title: a named figure's card (a Dungeons game: "Shade 1", then "Shade"). */
  subtitle?: string
  rows: [UiTextKey, string][]
}

/** A figure's name and card name where a game names them (the Dungeons judge's figureLabels, R-MKDV-4). */
export type FigureNames = Readonly<Record<string, { name: string; card: string | null }>>

/** A section's footprint seen from above: its outline's extents in its own axes, or a round one's diameter. */
function footprint(kind: CastleSectionKind, language: Language): string {
  const outline = castlePiece(kind).outline
  if (outline.type === 'circle') return `⌀ ${formatCm(outline.radius * 2, language)}`
  const xs = outline.points.map((p) => p[0])
  const zs = outline.points.map((p) => p[1])
  return `${formatCm(Math.max(...xs) - Math.min(...xs), language)} × ${formatCm(Math.max(...zs) - Math.min(...zs), language)}`
}

const inLanguage = (words: Readonly<Record<string, { en: string; de: string }>>, key: string, language: Language): string =>
  Object.hasOwn(words, key) ? words[key][language] : key

/** 003: a mount's type, intelligence level and rider (or that it has none); a seated rider's mount. */
function cavalryRows(mk: MkFigureCardFacts, language: Language): [UiTextKey, string][] {
  const rows: [UiTextKey, string][] = []
  if (mk.mount) {
    rows.push(['hoverMountType', inLanguage(MOUNT_TYPE_WORDS, mk.mount.type, language)])
    rows.push(['hoverIntelligence', inLanguage(INTELLIGENCE_WORDS, mk.mount.intelligence, language)])
    rows.push(['hoverRider', mk.rider ? mk.rider.name : uiText('hoverRiderNone', language)])
  }
  if (mk.ridesOn) rows.push(['hoverRidesOn', mk.ridesOn.name])
  return rows
}

/**
 * The card for `kind` `id` in `scene`, or null when the scene no longer has it. A figure `names`
 * names is titled by its name with its card's name below, instead of its id and card id.
 */
export function hoverCardRows(
  scene: Scene,
  kind: HoveredKind,
  id: string,
  language: Language,
  names: FigureNames | null = null,
): HoverCardText | null {
  const word = (w: string) => valueWord(w, language) ?? w
  const cm = (v: number) => formatCm(v, language)
  switch (kind) {
    case 'figure': {
      const f = scene.figures.find((x) => x.id === id)
      if (!f) return null
      const size = f.prone ? `${word(f.size)}, ${uiText('hoverProne', language)}` : word(f.size)
      const rest: [UiTextKey, string][] = [
        ['sizeProfile', size],
        ['hoverSide', f.side],
        ['hoverStandsAt', cm(f.position[1])],
      ]
      const named = names && Object.hasOwn(names, id) ? names[id] : null
      const mk = mkFigureCardFacts(scene, id)
      const cavalry = mk ? cavalryRows(mk, language) : []
      if (named) return { title: named.name, ...(named.card ? { subtitle: named.card } : {}), rows: [...cavalry, ...rest] }
      const card = mk ? (mk.cardName ?? mk.cardId) : (f.card ?? '—')
      return { title: f.name ?? f.id, rows: [['hoverCard', card], ...cavalry, ...rest] }
    }
    case 'piece': {
      const p = scene.terrain.find((x) => x.id === id)
      if (!p) return null
      const height = p.shape === 'cylinder' ? p.height : p.size[1]
      const size =
        p.shape === 'cylinder'
          ? `${uiText('shapeCylinder', language)} ⌀ ${cm(p.radius * 2)} × ${cm(p.height)}`
          : `${uiText(p.shape === 'box' ? 'shapeBox' : 'shapeArea', language)} ${p.size.map(cm).join(' × ')}`
      return {
        title: p.name ?? p.id,
        rows: [
          ['hoverKind', terrainTypeName(p.type, language)],
          ['hoverSize', size],
          ['hoverCover', word(p.cover ?? TERRAIN_TYPE_INFO[p.type].cover)],
          ['hoverTop', cm(p.center[1] + height / 2)],
        ],
      }
    }
    case 'section': {
      const s = scene.castle?.sections.find((x) => x.id === id)
      if (!s) return null
      const height = s.destroyed ? CASTLE_PIECES.rubbleHeight : CASTLE_PIECES.height
      return {
        title: s.name ?? s.id,
        rows: [
          ['hoverKind', `${uiText('hoverSectionKind', language)}: ${castleSectionWord(s.kind, language) ?? s.kind}`],
          ['hoverVersion', uiText(s.version, language)],
          ['hoverSize', footprint(s.kind, language)],
          ['hoverHeightOf', cm(s.center[1] + height)],
          ['hoverSide', s.side],
        ],
      }
    }
    case 'ladder': {
      const l = scene.ladders?.find((x) => x.id === id)
      if (!l) return null
      const length = Math.hypot(l.top[0] - l.bottom[0], l.top[1] - l.bottom[1], l.top[2] - l.bottom[2])
      const rows: [UiTextKey, string][] = [
        ['hoverKind', uiText('hoverLadderKind', language)],
        ['hoverLength', cm(length)],
        ['hoverSize', cm(l.width ?? LADDER_WIDTH_CM)],
        ['hoverHeightOf', cm(l.top[1])],
      ]
      if (l.against) rows.push(['hoverAgainst', l.against])
      return { title: l.name ?? l.id, rows }
    }
  }
}
