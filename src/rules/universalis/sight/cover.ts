import type { Figure, TerrainPiece } from '../../../scene/schema'
import { effectiveHeightProfile, sizeRank } from '../../../scene/sizeProfiles'
import { COVER_LEVELS, TERRAIN_TYPE_INFO, coverRank, type CoverLevel } from '../../../scene/terrainTypes'
import type { SightAnswer } from '../../../geometry/types'
import type { CoverSettings, SightRuling } from './coverTypes'
import { sightLines } from './coverLines'

export const DEFAULT_COVER_SETTINGS: CoverSettings = {
  coverLevelMix: 'strongest-sufficient',
  threshold: 0.5,
}

/** The facts a cover ruling needs: the pair, the scene's records, and the geometry's answer. */
export interface CoverInput {
  observer: Figure
  target: Figure
  figures: readonly Figure[]
  terrain: readonly TerrainPiece[]
  sight: Pick<
    SightAnswer,
    'lineOfSight' | 'visibleFraction' | 'parts' | 'rays' | 'observerInside' | 'targetInside' | 'targetTouching' | 'distance'
  >
}

/** 9.3 table: armour bonus when touching the cover, and the ranged-combat modifier (14.10.2). */
export const ARMOUR_BONUS: Record<CoverLevel, number> = { none: 0, soft: 0, hard: 1, massive: 2 }
export const RANGED_MODIFIER: Record<CoverLevel, number> = { none: 0, soft: -1, hard: -2, massive: -3 }

export function pieceCoverLevel(piece: TerrainPiece): CoverLevel {
  return piece.cover ?? TERRAIN_TYPE_INFO[piece.type].cover
}

// Pieces and figures by id, once per list: judging every pair of a table asks about the same
// lists thousands of times, and scene records are replaced, never mutated, when anything changes.
// (Ids are unique in a valid scene; on a duplicate the piece listed last and the figure listed
// first win, as the Map and find() of the plain version did.)
const lastById = new WeakMap<readonly TerrainPiece[], Map<string, TerrainPiece>>()
const firstById = new WeakMap<readonly Figure[], Map<string, Figure>>()
function piecesById(list: readonly TerrainPiece[]): Map<string, TerrainPiece> {
  let map = lastById.get(list)
  if (!map) {
    map = new Map(list.map((p) => [p.id, p]))
    lastById.set(list, map)
  }
  return map
}
function figureById(list: readonly Figure[], id: string): Figure | undefined {
  let map = firstById.get(list)
  if (!map) {
    map = new Map()
    for (const f of list) if (!map.has(f.id)) map.set(f.id, f)
    firstById.set(list, map)
  }
  return map.get(id)
}

interface Hider {
  id: string
  level: CoverLevel
}

/**
 * What hides one part of the silhouette, as cover (9.3): a solid piece that stops the rays,
 * areas the rays cross (not one the observer stands in alone: that is not between them,
 * ruling R-9.3b; not a crater the observer is inside, 9.6), and a friend of the target at
 * least one size larger (soft cover). Other figures block sight but give no cover.
 */
function hidersOf(part: CoverInput['sight']['parts'][number], input: CoverSharesInput, pieces: Map<string, TerrainPiece>): Hider[] {
  const hiders: Hider[] = []
  if (part.stop?.kind === 'terrain') {
    const piece = pieces.get(part.stop.id)
    if (piece) hiders.push({ id: piece.id, level: pieceCoverLevel(piece) })
  } else if (part.stop?.kind === 'figure') {
    const friend = figureById(input.figures, part.stop.id)
    if (friend && friend.side === input.target.side && largerByOneSize(friend, input.target)) {
      hiders.push({ id: friend.id, level: 'soft' })
    }
  }
  for (const id of part.areaIds) {
    const piece = pieces.get(id)
    if (!piece) continue
    const observerIn = input.sight.observerInside.includes(id)
    const targetIn = input.sight.targetInside.includes(id)
    if (observerIn && !targetIn) continue
    if (observerIn && TERRAIN_TYPE_INFO[piece.type].coverOnlyFromOutside) continue
    hiders.push({ id, level: pieceCoverLevel(piece) })
  }
  return hiders
}

/** 9.3 "mindestens eine Stufe größer", comparing the profiles that count for height (8.10). */
function largerByOneSize(friend: Figure, target: Figure): boolean {
  const f = effectiveHeightProfile(friend.size, friend.prone ?? false)
  const t = effectiveHeightProfile(target.size, target.prone ?? false)
  return sizeRank(f) >= sizeRank(t) + 1
}

/** What coverShares needs of the geometry's answer: the partition and where the pair stand. */
export type CoverSharesInput = Omit<CoverInput, 'sight'> & {
  sight: Pick<CoverInput['sight'], 'parts' | 'observerInside' | 'targetInside'>
}

/** The hidden share and cover level of 9.3, and the share each hider hides (see judgeCover). */
export interface CoverShares {
  hiddenShare: number
  cover: CoverLevel
  shareById: Map<string, { level: CoverLevel; share: number }>
}

/** No part was stopped by anything or crossed an area. */
function openAir(parts: CoverSharesInput['sight']['parts']): boolean {
  for (const p of parts) if (p.stop !== null || p.areaIds.length > 0) return false
  return true
}

/**
 * The cover part of judgeCover alone: the same numbers (judgeCover is built on it), without the
 * ruling's lines, blockers and distances. A heat map asks it for thousands of positions and
 * shows only the level and the share; the lines were a quarter of its time.
 */
export function coverShares(input: CoverSharesInput, settings: CoverSettings = DEFAULT_COVER_SETTINGS): CoverShares {
  const parts = input.sight.parts
  const shareById = new Map<string, { level: CoverLevel; share: number }>()
  // Nothing stopped or crossed (every ray reached through open air): nothing hides any part.
  // The heat map asks this of thousands of open cells; the tallies below would all stay zero
  // (and a zero share is under any threshold above zero).
  if (settings.threshold > 1e-9 && openAir(parts)) return { hiddenShare: 0, cover: 'none', shareById }
  const pieces = piecesById(input.terrain)
  // Share hidden by cover of at least each level, by rank (COVER_LEVELS' order). Plain loops
  // over ranks: the heat map runs this for every cell, and V8 compiled the lists' callbacks
  // into it at more cost than running them (issue 15's 1 s goal).
  const shareAtLeast = [0, 0, 0, 0]
  let hiddenShare = 0
  let maxRank = 0
  for (const part of parts) {
    const hiders = hidersOf(part, input, pieces)
    let top = 0
    for (const h of hiders) top = Math.max(top, coverRank(h.level))
    if (top === 0) continue // no hider with cover
    hiddenShare += part.weight
    if (top > maxRank) maxRank = top
    for (let rank = 0; rank <= top; rank++) shareAtLeast[rank] += part.weight
    for (const h of hiders) {
      if (h.level === 'none') continue
      const entry = shareById.get(h.id) ?? { level: h.level, share: 0 }
      entry.share += part.weight
      shareById.set(h.id, entry)
    }
  }
  let cover: CoverLevel = 'none'
  if (hiddenShare >= settings.threshold - 1e-9) {
    if (settings.coverLevelMix === 'highest') cover = COVER_LEVELS[maxRank]
    else {
      cover = 'soft'
      for (let rank = COVER_LEVELS.length - 1; rank > 0; rank--)
        if (shareAtLeast[rank] >= settings.threshold - 1e-9) {
          cover = COVER_LEVELS[rank]
          break
        }
    }
  }
  return { hiddenShare, cover, shareById }
}

/**
 * Rules on sight and cover for one pair from the geometry's silhouette partition.
 *
 * @example judgeCover({ observer, target, figures, terrain, sight }).cover // 'hard'
 */
export function judgeCover(input: CoverInput, settings: CoverSettings = DEFAULT_COVER_SETTINGS): SightRuling {
  const { hiddenShare, cover, shareById } = coverShares(input, settings)
  const coverFrom =
    cover === 'none'
      ? []
      : [...shareById.entries()]
          .filter(([, e]) => coverRank(e.level) >= coverRank(cover))
          .sort((a, b) => b[1].share - a[1].share)
          .map(([id]) => id)
  const touchable = new Set([...input.sight.targetTouching, ...input.sight.targetInside])
  const touchingCover = coverFrom.some((id) => touchable.has(id))
  const armourBonus = touchingCover ? ARMOUR_BONUS[cover] : 0
  // What stopped or obscured the rays, in order of first appearance (one pass, no arrays per ray).
  const blockerSet = new Set<string>()
  const obscuredSet = new Set<string>()
  let lastStop: string | null = null
  let lastObscured: string | null = null
  for (const ray of input.sight.rays) {
    // (Neighbouring rays mostly name the same piece: skip the set when it is the last one.)
    if (ray.stop && ray.stop.id !== lastStop) blockerSet.add((lastStop = ray.stop.id))
    if (ray.obscuredBy !== null && ray.obscuredBy !== lastObscured) obscuredSet.add((lastObscured = ray.obscuredBy))
  }
  const blockers = [...blockerSet]
  const d = input.sight.distance
  const result: Omit<SightRuling, 'lines'> = {
    from: input.observer.id,
    to: input.target.id,
    lineOfSight: input.sight.lineOfSight,
    visibleFraction: input.sight.visibleFraction,
    hiddenShare,
    cover,
    coverFrom,
    touchingCover,
    armourBonus,
    rangedModifier: RANGED_MODIFIER[cover],
    distance: { edge: d.edge, center: d.center, horizontal: d.horizontal },
    heightDifference: d.heightDifference,
    blockers,
  }
  return { ...result, lines: sightLines(result, [...obscuredSet], settings) }
}
