/**
 * The heat map as a picture a player can share (`--png`): the cells (one block of pixels each,
 * north edge z = 0 at the top, x to the right), the table's outline, the terrain pieces' and
 * castle sections' outlines seen from above (solids black, areas dotted), the shooters as black
 * discs, and under the map a caption (who shoots at which side, the size profile, its level and
 * the rule profile), a legend (every colour the map can show and what it means, in English; a
 * count "of N" shooters; "pending" only while cells are) and a 10 cm scale bar. A picture without
 * them was a field of colours nobody could read, and a shared one did not say what it mapped.
 */
import { CELL, cellColor, legendOf, type HeatmapMetric, type HeatmapResult, type HeatmapSpec } from '../judge'
import type { Point2 } from '../math/planar'
import { boxCorners } from '../scene/boxCorners'
import { sectionOutline } from '../scene/castle/footprint'
import type { Scene } from '../scene/schema'
import { drawText, GLYPH_HEIGHT, textWidth } from './pixelFont'

type Rgb = readonly [number, number, number]

/** The map is at least this many pixels along its longer side (cells become blocks). */
const MIN_PIXELS = 360
/** White space around the map and between the legend's rows. */
export const MARGIN = 12
/** A legend swatch's side; its label starts SWATCH + 4 px to its right. */
export const SWATCH = 9
const ROW = 14
const BLACK: Rgb = [0, 0, 0]
/** Off the table inside the outline (the grid's last partial cell). */
const OFF_GRID: Rgb = [200, 200, 200]
/** The scale bar's length (cm): about a figure's move, and readable at any table size. */
export const SCALE_CM = 10

const TITLES: Record<HeatmapMetric, string> = {
  cover: 'cover: the worst over the shooters that see',
  sight: 'sight: seen by any shooter or not',
  hidden: 'hidden by cover: the least over the shooters that see',
  count: 'how many shooters see',
}

/** A legend label in words: "cannot-stand" is "cannot stand", a cover level "soft cover", a count "2 of 5 see". */
function labelWords(label: string, show: HeatmapMetric, shooters: number): string {
  if (show === 'cover' && ['none', 'soft', 'hard', 'massive'].includes(label)) return label === 'none' ? 'no cover' : `${label} cover`
  const words = label.replace(/-/g, ' ')
  return show === 'count' ? words.replace(/ see$/, ` of ${shooters} see`) : words
}

/** What the picture maps, for its caption; `rules` the rule profile's name (null: none given, the defaults). */
export interface PictureAbout {
  rules: string | null
}

/** `text` in lines of at most `px` pixels, broken between words (a word longer than a line stands alone). */
function wrapped(text: string, px: number): string[] {
  const lines: string[] = []
  for (const word of text.split(' ')) {
    const last = lines.at(-1)
    if (last !== undefined && textWidth(`${last} ${word}`) <= px) lines[lines.length - 1] = `${last} ${word}`
    else lines.push(word)
  }
  return lines
}

/** Who shoots: the one figure, the side all shooters are of, or how many of which sides. */
function shootersWords(scene: Scene, spec: HeatmapSpec): string {
  if (spec.shooters.length === 1) return spec.shooters[0]
  const sides = [...new Set(spec.shooters.map((id) => scene.figures.find((f) => f.id === id)?.side ?? '?'))]
  return sides.length === 1
    ? `side ${sides[0]} (${spec.shooters.length} figures)`
    : `${spec.shooters.length} figures of ${sides.join(' + ')}`
}

/** The caption: "r-captain shoots at side blue: a medium figure on top, rules sightline-default". */
export function captionOf(scene: Scene, spec: HeatmapSpec, about: PictureAbout): string {
  const level = spec.level.kind === 'piece' ? spec.level.id : spec.level.kind
  const verb = spec.shooters.length === 1 ? 'shoots' : 'shoot'
  const rules = about.rules === null ? 'the defaults (sightline-default)' : about.rules
  return `${shootersWords(scene, spec)} ${verb} at side ${spec.side}: a ${spec.profile}${spec.prone ? ' prone' : ''} figure on ${level}, rules ${rules}`
}

const rgbOf = (hex: string): Rgb => [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)) as unknown as Rgb

export interface Picture {
  width: number
  height: number
  rgb: Uint8Array
  /** Pixels per cm of the map, and where the map's (0, 0) lies. */
  pxPerCm: number
  origin: Point2
  /** Each legend entry's swatch (top-left) with its words. */
  legend: { words: string; color: Rgb; x: number; y: number }[]
}

class Canvas {
  readonly rgb: Uint8Array
  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    this.rgb = new Uint8Array(width * height * 3).fill(255)
  }
  dot(x: number, y: number, c: Rgb): void {
    const px = Math.round(x)
    const py = Math.round(y)
    if (px >= 0 && px < this.width && py >= 0 && py < this.height) this.rgb.set(c, (py * this.width + px) * 3)
  }
  rect(x: number, y: number, w: number, h: number, c: Rgb): void {
    for (let j = 0; j < h; j++) for (let i = 0; i < w; i++) this.dot(x + i, y + j, c)
  }
  /** A line in steps of at most half a pixel; `dotted` leaves every other 3 px blank. */
  line(a: Point2, b: Point2, c: Rgb, dotted = false): void {
    const n = Math.max(1, Math.ceil(2 * Math.hypot(b[0] - a[0], b[1] - a[1])))
    for (let k = 0; k <= n; k++)
      if (!dotted || Math.floor(k / 6) % 2 === 0) this.dot(a[0] + ((b[0] - a[0]) * k) / n, a[1] + ((b[1] - a[1]) * k) / n, c)
  }
  polygon(points: readonly Point2[], c: Rgb, dotted = false): void {
    points.forEach((p, i) => this.line(p, points[(i + 1) % points.length], c, dotted))
  }
  circle(center: Point2, r: number, c: Rgb, dotted = false): void {
    const n = Math.max(16, Math.ceil(r))
    const at = (k: number): Point2 => [center[0] + r * Math.cos((2 * Math.PI * k) / n), center[1] + r * Math.sin((2 * Math.PI * k) / n)]
    for (let k = 0; k < n; k++) this.line(at(k), at(k + 1), c, dotted)
  }
}

/** The picture of `result`: map, outlines, shooters, legend and scale bar. */
export function heatmapPicture(scene: Scene, spec: HeatmapSpec, result: HeatmapResult, show: HeatmapMetric, about: PictureAbout): Picture {
  const { nx, nz, step } = result.grid
  const scale = Math.max(1, Math.ceil(MIN_PIXELS / Math.max(nx, nz)))
  const ppc = scale / step
  const mapW = Math.ceil(scene.table.width * ppc)
  const mapH = Math.ceil(scene.table.depth * ppc)
  // "pending" is a colour of a map still being judged (or cancelled): a finished one has none.
  const pending = result.values.state.includes(CELL.pending)
  const entries = [
    ...legendOf(show, spec.shooters.length)
      .filter((e) => pending || e.label !== 'pending')
      .map((e) => ({ words: labelWords(e.label, show, spec.shooters.length), color: rgbOf(e.color) })),
    { words: 'shooter', color: BLACK },
  ]
  const width = Math.max(mapW + 2 * MARGIN, 2 * MARGIN + textWidth(TITLES[show]))
  const caption = wrapped(captionOf(scene, spec, about), width - 2 * MARGIN)
  // Lay the legend out first: entries left to right, a new row where one would not fit.
  const legend: Picture['legend'] = []
  let x = MARGIN
  // Under the map: the caption's rows, the title's, then the legend's.
  let y = MARGIN + mapH + MARGIN + (caption.length + 1) * ROW
  for (const e of entries) {
    const w = SWATCH + 4 + textWidth(e.words) + 12
    if (x > MARGIN && x + w > width - MARGIN) {
      x = MARGIN
      y += ROW
    }
    legend.push({ ...e, x, y })
    x += w
  }
  const height = y + ROW + ROW + MARGIN
  const canvas = new Canvas(width, height)
  const [ox, oy] = [MARGIN, MARGIN]
  canvas.rect(ox, oy, mapW, mapH, OFF_GRID)
  for (let k = 0; k < nx * nz; k++) {
    const color = cellColor(result.values, k, show, spec.shooters.length)
    canvas.rect(ox + (k % nx) * scale, oy + Math.floor(k / nx) * scale, scale, scale, color)
  }
  const at = (p: Point2): Point2 => [ox + p[0] * ppc, oy + p[1] * ppc]
  for (const piece of scene.terrain) {
    const dotted = piece.shape === 'area'
    if (piece.shape === 'cylinder') canvas.circle(at([piece.center[0], piece.center[2]]), piece.radius * ppc, BLACK)
    else canvas.polygon(boxCorners(piece).map(at), BLACK, dotted)
  }
  for (const section of scene.castle?.sections ?? []) {
    const { area } = sectionOutline(section)
    if (area.type === 'circle') canvas.circle(at(area.center as Point2), area.radius * ppc, BLACK)
    else if (area.type === 'segment') canvas.line(at(area.from as Point2), at(area.to as Point2), BLACK)
    else
      canvas.polygon(
        area.points.map((p) => at(p as Point2)),
        BLACK,
      )
  }
  // The table's edge, just outside the map so that no cell is hidden by it.
  canvas.polygon(
    [
      [ox - 1, oy - 1],
      [ox + mapW, oy - 1],
      [ox + mapW, oy + mapH],
      [ox - 1, oy + mapH],
    ],
    BLACK,
  )
  // The shooters as black discs of their base's size (at least one pixel).
  for (const id of spec.shooters) {
    const f = scene.figures.find((g) => g.id === id)!
    const r = Math.max(0.5, 1.25 * ppc)
    const [cx, cz] = at([f.position[0], f.position[2]])
    for (let py = Math.floor(cz - r); py < Math.ceil(cz + r); py++)
      for (let px = Math.floor(cx - r); px < Math.ceil(cx + r); px++)
        if ((px + 0.5 - cx) ** 2 + (py + 0.5 - cz) ** 2 <= r * r) canvas.dot(px, py, BLACK)
  }
  caption.forEach((line, i) => drawText(canvas.rgb, width, MARGIN, MARGIN + mapH + MARGIN + i * ROW, line, BLACK))
  drawText(canvas.rgb, width, MARGIN, MARGIN + mapH + MARGIN + caption.length * ROW, TITLES[show], BLACK)
  for (const e of legend) {
    canvas.rect(e.x, e.y, SWATCH, SWATCH, BLACK)
    canvas.rect(e.x + 1, e.y + 1, SWATCH - 2, SWATCH - 2, e.color)
    drawText(canvas.rgb, width, e.x + SWATCH + 4, e.y + 1, e.words, BLACK)
  }
  // The scale bar: SCALE_CM long, ticks at its ends.
  const barY = y + ROW + 3
  const barW = Math.round(SCALE_CM * ppc)
  canvas.rect(MARGIN, barY, barW, 2, BLACK)
  canvas.rect(MARGIN, barY - 3, 1, 8, BLACK)
  canvas.rect(MARGIN + barW - 1, barY - 3, 1, 8, BLACK)
  drawText(canvas.rgb, width, MARGIN + barW + 6, barY + 1 - Math.floor(GLYPH_HEIGHT / 2), `${SCALE_CM} cm`, BLACK)
  return { width, height, rgb: canvas.rgb, pxPerCm: ppc, origin: [ox, oy], legend }
}
