/**
 * The table's facts for the Mage Knight rules, as plain records (issue: Mage Knight on the 3D
 * table). The geometry measures (`src/geometry/mk`: centres, contact, line of fire, a straight
 * move swept as a disc); this layer names the ids the way the rules take them, turns the
 * settings players may disagree on (R-MKC-5, R-MKT.1, R-MKT.4) into the geometry's options,
 * applies the one reading the geometry leaves open (rubble is ground, R-SE-2) and checks the
 * caller's ids: a wrong one is a RangeError naming the argument (`from: no figure "x" in the scene`).
 * The records carry no Rapier object and no scene figure, so the rules (pure) can take them.
 */
import { mkContactsOf } from '../../geometry/mk/contacts'
import { mkPairFacts, type MkPairEnd } from '../../geometry/mk/pairFacts'
import { mkStraightMoveFacts } from '../../geometry/mk/straightMove'
import type { CastleLineStatus } from '../../geometry/castle/lineOfFire'
import type { TableWorld } from '../../geometry/world/tableWorld'
import type { Point2 } from '../../math/planar'
import { inchesToCm, inches, type Inches } from '../../math/units'
import type { MkFigureCard, MkVersion } from '../../scene/mageknight/dial'
import { MK_LIBRARY, type MkLibrary } from '../../scene/mageknight/library'
import { ownEntry } from '../../scene/records'
import type { Figure, Scene } from '../../scene/schema'
import type { TerrainType } from '../../scene/terrainTypes'

/**
 * The measuring choices players could make differently (docs/RULINGS.md). The contact tolerance
 * has the rules core's name and default (R-MKC-5, `MkCoreSettings.baseContactToleranceIn`), so
 * the core settings record can be passed as it is.
 */
export interface MkTableFactSettings {
  /** R-MKC-5: rims this many inches apart still touch. */
  baseContactToleranceIn: number
  /** R-MKT.1: bases whose heights differ by more than this (cm) never touch. */
  contactLevelToleranceCm: number
  /** R-MKT.4: the highest step up or down (cm) a base walks over; anything higher blocks a move. */
  maxStepCm: number
  /** R-MKT.6: the types of area pieces that are hindering terrain (stealth, R-MKC-8). */
  hinderingTerrainTypes: readonly TerrainType[]
  /**
   * R-MKT.7: the types of area pieces that are concealing terrain, which 003 "Nature's Ally" names
   * beside hindering terrain. On a line of fire it acts as hindering terrain does (stealth), but a
   * figure standing in it is not "in hindering terrain". None by default: we know no Mage Knight
   * terrain that conceals without hindering. Optional, so rule profiles without it read as none.
   */
  concealingTerrainTypes?: readonly TerrainType[]
}

export const DEFAULT_MK_TABLE_FACT_SETTINGS: MkTableFactSettings = {
  baseContactToleranceIn: 0.05,
  contactLevelToleranceCm: 0.5,
  maxStepCm: 2.54,
  // Vegetation and broken ground; a road is clear, water is water terrain (not hindering).
  hinderingTerrainTypes: ['forest', 'thicket', 'swamp', 'ruin', 'crater', 'building', 'fortified'],
  concealingTerrainTypes: [],
}

/** R-MKT.6, R-MKT.7: the area types that count on a line of fire (stealth): hindering and concealing, each once. */
export const lineOfFireTerrainTypes = (s: MkTableFactSettings): TerrainType[] => [
  ...new Set([...s.hinderingTerrainTypes, ...(s.concealingTerrainTypes ?? [])]),
]

const contactOptionsOf = (s: MkTableFactSettings) => ({
  contactToleranceCm: inchesToCm(inches(s.baseContactToleranceIn)),
  levelToleranceCm: s.contactLevelToleranceCm,
})

/** A Mage Knight figure of the scene with its card, the version it was fielded at and each dial's current click. */
export interface MkFigureInPlay {
  figure: Figure
  card: MkFigureCard
  version: MkVersion
  /** One per dial: `mk.clicks` as the scene records them, else the version's start click (001, 000 "Punktwert"). */
  clicks: number[]
}

/** The figure `id` as a Mage Knight piece; a missing figure, a Universalis model or an unknown card or version is a RangeError naming `id`. */
export function mkFigureOf(scene: Scene, id: string, library: MkLibrary = MK_LIBRARY): MkFigureInPlay {
  const figure = scene.figures.find((f) => f.id === id)
  if (!figure) throw new RangeError(`id: no figure "${id}" in the scene`)
  if (!figure.mk) throw new RangeError(`id: figure "${id}" is no Mage Knight figure (it has no mk card)`)
  const card = ownEntry(library.figures, figure.mk.card)
  if (!card) throw new RangeError(`id: figure "${id}" names no known Mage Knight card "${figure.mk.card}"`)
  const wanted = figure.mk.version
  const version = wanted === undefined ? card.versions[0] : card.versions.find((v) => v.name === wanted)
  if (!version) throw new RangeError(`id: card "${card.id}" of figure "${id}" has no version "${wanted}"`)
  const clicks = figure.mk.clicks ? [...figure.mk.clicks] : card.dials.map(() => version.startClick)
  return { figure, card, version, clicks }
}

/** Throws the RangeError the rules' callers read when `ref` is neither a figure nor (where allowed) a section. */
function checkRef(world: TableWorld, ref: string, argument: string, sections: boolean): void {
  if (world.figure(ref)) return
  if (sections && world.scene.castle?.sections.some((s) => s.id === ref)) return
  throw new RangeError(`${argument}: no figure "${ref}" in the scene${sections ? ' (nor a castle section)' : ''}`)
}

/** One end of a pair as the rules read it. */
export interface MkEndRecord {
  id: string
  kind: 'figure' | 'section'
  /** Centre point seen from above (cm). */
  centre: Point2
  /** Height of the base (a section: its top), cm. */
  baseHeightCm: number
  /** On raised terrain (core 8): above the table on a hill, box or the castle; a section always (001); rubble is ground (R-SE-2). */
  onRaisedTerrain: boolean
  /** The castle section or plank it stands on (a section: itself), or null. */
  onCastle: string | null
  dials: number
  /** The figure's facing (degrees clockwise from north, R-E.9a) or null when the scene gives none or for a section. */
  facingDeg: number | null
}

function endRecord(end: MkPairEnd): MkEndRecord {
  const rubble = end.standing.castleRole === 'rubble' || end.standing.castleRole === 'plank-rubble'
  return {
    id: end.ref,
    kind: end.kind,
    centre: end.centre,
    baseHeightCm: end.standing.heightCm,
    onRaisedTerrain: end.standing.raised && !rubble,
    onCastle: end.standing.castle,
    dials: end.dials,
    facingDeg: end.figure?.facing ?? null,
  }
}

/** The facts of two pieces for a ranged or melee attack or a range check. */
export interface MkPairRecord {
  from: MkEndRecord
  to: MkEndRecord
  /** Centre to centre, horizontally, exactly (core 5). */
  distanceIn: Inches
  /** Core 6; false whenever a castle section is involved (001). */
  baseContact: boolean
  lineOfFire: { status: CastleLineStatus; blockedBy: string[]; bases: string[] }
  /** Exact bearings from `from`'s centre to `to`'s and back; null when the centres coincide. */
  bearingFromDeg: number | null
  bearingToDeg: number | null
}

/** The pair facts of `from` and `to` (figure or castle section ids). */
export function mkPairRecord(
  world: TableWorld,
  from: string,
  to: string,
  settings: MkTableFactSettings = DEFAULT_MK_TABLE_FACT_SETTINGS,
): MkPairRecord {
  checkRef(world, from, 'from', true)
  checkRef(world, to, 'to', true)
  if (from === to) throw new RangeError(`to: must differ from from, both are "${from}"`)
  const f = mkPairFacts(world, from, to, contactOptionsOf(settings))
  const { status, blockedBy, bases } = f.lineOfFire
  return {
    from: endRecord(f.from),
    to: endRecord(f.to),
    distanceIn: f.horizontalIn,
    baseContact: f.baseContact,
    lineOfFire: { status, blockedBy, bases },
    bearingFromDeg: f.bearingFromDeg,
    bearingToDeg: f.bearingToDeg,
  }
}

/** A figure in base contact with the one asked about, with where it touches (the large-figure rules pick the section). */
export interface MkContactRecord {
  id: string
  side: string
  dials: number
  contactPoint: Point2
  bearingDeg: number
}

/** Every figure in base contact with figure `id` (core 6). A castle section has none (001) and is answered with none. */
export function mkContactRecords(
  world: TableWorld,
  id: string,
  settings: MkTableFactSettings = DEFAULT_MK_TABLE_FACT_SETTINGS,
): MkContactRecord[] {
  checkRef(world, id, 'id', true)
  if (!world.figure(id)) return []
  return mkContactsOf(world, id, contactOptionsOf(settings)).map(({ id: other, side, dials, contactPoint, bearingDeg }) => ({
    id: other,
    side,
    dials,
    contactPoint,
    bearingDeg,
  }))
}

/** The facts of a straight move of a whole base, for an ordinary move and the large figure's template (000 "Bewegungsschablone"). */
export interface MkMoveRecord {
  id: string
  to: Point2
  lengthIn: Inches
  /** Every other base touched on the way, first touched first (000 "Bewegung": one-dial bases may be ignored by a large figure). */
  bases: { id: string; side: string; dials: number; atIn: Inches; atStart: boolean; crosses: boolean; levelDifferenceCm: number }[]
  /** The first blocking terrain or castle solid (R-MKT.4), or null. */
  blocked: { by: string; kind: 'rise' | 'drop'; atIn: Inches } | null
  end: {
    overlapsBases: string[]
    overlapsBlockingTerrain: string[]
    overhangsDrop: boolean
    surfaceHeightCm: number
    surfaceOn: string
  }
}

/** The straight move of figure `id`'s base from its centre to `to` (cm, seen from above). */
export function mkStraightMoveRecord(
  world: TableWorld,
  id: string,
  to: Point2,
  settings: MkTableFactSettings = DEFAULT_MK_TABLE_FACT_SETTINGS,
): MkMoveRecord {
  checkRef(world, id, 'id', false)
  const f = mkStraightMoveFacts(world, id, to, { ...contactOptionsOf(settings), maxStepCm: settings.maxStepCm })
  return {
    id,
    to: f.to,
    lengthIn: f.lengthIn,
    bases: f.bases.map((b) => ({
      id: b.id,
      side: b.side,
      dials: b.dials,
      atIn: b.firstTouchIn,
      atStart: b.atStart,
      crosses: b.crosses,
      // A base on a wall top beside a ground path is touched from above only; the rules may skip it.
      levelDifferenceCm: b.levelDifferenceCm,
    })),
    blocked: f.firstBlock && { by: f.firstBlock.id, kind: f.firstBlock.kind, atIn: f.firstBlock.atIn },
    end: {
      overlapsBases: f.end.overlapsBases,
      overlapsBlockingTerrain: f.end.blockedBy,
      overhangsDrop: f.end.overhangsDrop,
      surfaceHeightCm: f.end.surface.height,
      surfaceOn: f.end.surface.on,
    },
  }
}
