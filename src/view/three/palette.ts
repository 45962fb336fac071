/**
 * Colours of the view: one per terrain type (unless a piece brings its own `color`) and a
 * stable colour per side of figures.
 */
import type { Scene, TerrainPiece } from '../../scene/schema'
import type { TerrainType } from '../../scene/terrainTypes'

export const TERRAIN_COLORS: Record<TerrainType, string> = {
  fortified: '#7d7f86',
  thicket: '#5f8f3a',
  building: '#a9825a',
  water: '#3f7fbf',
  crater: '#6b5a45',
  ruin: '#9a8f84',
  road: '#8c8c7a',
  swamp: '#55705a',
  forest: '#2f6b33',
}

export const TABLE_COLOR = '#c8c1a6'
export const HIGHLIGHT_BLOCKER = '#e0352b'
export const HIGHLIGHT_COVER = '#f2a31b'
export const RAY_REACHES = '#18b83c'
export const RAY_STOPPED = '#e0352b'
export const TAPE_COLOR = '#1f6feb'
export const PROBE_COLOR = '#8a2be2'
/** The stability band's ring: a warning amber apart from the cover highlight, since it marks an edge, not a piece. */
export const STABILITY_COLOR = '#d9480f'

/** Colour of a terrain piece: its own `color`, otherwise its type's. */
export const pieceColor = (piece: TerrainPiece): string => piece.color ?? TERRAIN_COLORS[piece.type]

/** Distinct hues for sides; a side keeps its hue however figures move. */
export const SIDE_PALETTE = ['#2f6fde', '#d8432f', '#e3b008', '#8e44ad', '#16a085', '#e67e22', '#34495e', '#c2185b']

/** Sides named after a colour get that colour's slot: a side called "red" must not be drawn blue. */
const NAMED_SLOTS: Record<string, number> = {
  blue: 0,
  blau: 0,
  red: 1,
  rot: 1,
  yellow: 2,
  gelb: 2,
  gold: 2,
  purple: 3,
  violet: 3,
  lila: 3,
  green: 4,
  grün: 4,
  gruen: 4,
  orange: 5,
  grey: 6,
  gray: 6,
  grau: 6,
  black: 6,
  schwarz: 6,
  pink: 7,
  rosa: 7,
}

function hashName(name: string): number {
  let h = 2166136261
  for (let i = 0; i < name.length; i++) h = Math.imul(h ^ name.charCodeAt(i), 16777619)
  return h >>> 0
}

const namedSlot = (side: string): number | undefined => NAMED_SLOTS[side.trim().toLowerCase()]

/**
 * Side → colour. A side named after a colour gets it; any other side starts at the slot its
 * name hashes to, so the same side name gets the same colour in every scene. A clash moves the
 * later side (named ones first, then alphabetically) to the next free slot, so two sides never
 * share a colour while slots remain.
 */
export function sideColors(scene: Scene): Map<string, string> {
  const sides = [...new Set(scene.figures.map((f) => f.side))].sort(
    (a, b) => Number(namedSlot(a) === undefined) - Number(namedSlot(b) === undefined) || a.localeCompare(b),
  )
  const taken = new Set<number>()
  const colors = new Map<string, string>()
  for (const side of sides) {
    let slot = namedSlot(side) ?? hashName(side) % SIDE_PALETTE.length
    for (let tries = 0; taken.has(slot) && tries < SIDE_PALETTE.length; tries++) slot = (slot + 1) % SIDE_PALETTE.length
    taken.add(slot)
    colors.set(side, SIDE_PALETTE[slot])
  }
  return colors
}
