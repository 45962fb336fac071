/**
 * The facts of one straight move of a Mage Knight figure's whole base from its centre to a point
 * (`mkStraightMoveFacts`): an ordinary move along a straight line, and the large figure's move
 * (000 "Bewegung", "Bewegungsschablone": straight back, or turned and straight forward, the
 * template placed at the end). The base is a disc swept over the table: the path's length in
 * inches, every other base the disc touches on the way (ordered by where it first touches, with
 * its dial count: a large figure may ignore one-dial bases but stops at multi-dial ones, 000), the
 * first blocking terrain or castle solid it runs into (`sweptDisc.ts`, R-MKT.4), and at the end
 * position the bases and blocking terrain it would cover and the surface it would stand on.
 * Facts only: whether the move is allowed is the rules' call.
 */
import { distanceToSegment, type Point2 } from '../../math/planar'
import { cm, cmToInches, type Inches } from '../../math/units'
import { figureProfile } from '../../scene/figureProfile'
import { surfaceAt } from '../measure/surfaces'
import type { Surface } from '../types'
import type { TableWorld } from '../world/tableWorld'
import { contactOptions, mkDialCount, mkFigureIn, type MkContactOptions } from './ends'
import { blockAtPoint, firstDrop, firstRise, levelsAlong, sweepLength, sweepSamples, SWEEP_INSET_CM, type Sweep } from './sweptDisc'

/** Default step (cm, R-MKT.4): one inch up or down is walked over; a castle top (4 in) is not. */
export const MK_MAX_STEP_CM = 2.54
/** Default lattice spacing (cm): half the thinnest blocking part, a 0.5 cm portal (sweptDisc.ts says why). */
export const MK_SWEEP_SAMPLE_CM = 0.25
/** How far above a base the surface it stands on is looked for (cm). */
const SURFACE_PROBE_CM = 0.05

export interface MkMoveOptions extends MkContactOptions {
  /** The highest step up or down the figure walks over (cm); default MK_MAX_STEP_CM. */
  maxStepCm?: number
  /** Lattice spacing of the swept area (cm), at most MK_SWEEP_SAMPLE_CM; default that. */
  sampleCm?: number
}

/** Another base the swept disc touches or crosses. */
export interface MkSweptBase {
  id: string
  side: string
  /** Combat dials (000: a large figure stops at bases of more than one); a non-Mage-Knight figure counts one. */
  dials: number
  /** Distance along the path at which the disc first touches the base (cm, and exactly in inches). */
  firstTouchCm: number
  firstTouchIn: Inches
  /** Already in contact at the start (within the contact tolerance). */
  atStart: boolean
  /** The disc would cover part of it (deeper than the tolerance), not only graze it. */
  crosses: boolean
  /** Height of that base minus the mover's start height (cm): a base on a wall top above a ground path differs. */
  levelDifferenceCm: number
}

export interface MkMoveBlock {
  /** `rise`: a solid too high to step onto; `drop`: an edge where the ground under the centre falls more than a step. */
  kind: 'rise' | 'drop'
  /** The solid run into, or for an edge the piece walked on. */
  id: string
  /** Distance along the path at which the base first meets the solid, or the centre reaches the edge (cm, and inches). */
  atCm: number
  atIn: Inches
  /** Top of the rising solid, or the height of the ground beyond the edge (cm). */
  heightCm: number
}

export interface MkStraightMoveFacts {
  figureId: string
  from: Point2
  to: Point2
  lengthCm: number
  lengthIn: Inches
  bases: MkSweptBase[]
  /** The first blocking terrain or castle solid on the way, or null. */
  firstBlock: MkMoveBlock | null
  end: {
    /** Bases the disc would overlap at the end (deeper than the contact tolerance). */
    overlapsBases: string[]
    /** Blocking solids under the end position (rising more than a step above the end surface, below the figure's head). */
    blockedBy: string[]
    /** Part of the base would hang over ground more than a step below the end surface. */
    overhangsDrop: boolean
    /** What the centre would stand on at the end, followed step by step from the start. */
    surface: Surface
  }
}

function moveOptions(options: MkMoveOptions): { maxStepCm: number; sampleCm: number } {
  const maxStepCm = options.maxStepCm ?? MK_MAX_STEP_CM
  const sampleCm = options.sampleCm ?? MK_SWEEP_SAMPLE_CM
  if (!Number.isFinite(maxStepCm) || maxStepCm < 0) throw new RangeError(`maxStepCm: expected a finite length >= 0 in cm, got ${maxStepCm}`)
  if (!Number.isFinite(sampleCm) || sampleCm <= 0 || sampleCm > MK_SWEEP_SAMPLE_CM)
    throw new RangeError(`sampleCm: expected a length in cm above 0 and at most ${MK_SWEEP_SAMPLE_CM}, got ${sampleCm}`)
  return { maxStepCm, sampleCm }
}

/** Where along the path (cm) a disc of radius `r` first comes within `reach` of `q`: the swept base's first touch. */
function firstTouchAlong(from: Point2, to: Point2, q: Point2, reach: number): number {
  const length = Math.hypot(to[0] - from[0], to[1] - from[1])
  if (length < 1e-9) return 0
  const ux = (to[0] - from[0]) / length
  const uz = (to[1] - from[1]) / length
  const along = (q[0] - from[0]) * ux + (q[1] - from[1]) * uz
  const across = Math.abs(-(q[0] - from[0]) * uz + (q[1] - from[1]) * ux)
  // Within reach of the path's line: the disc first touches `half` before its closest approach.
  const half = across <= reach ? Math.sqrt(reach * reach - across * across) : 0
  return Math.min(length, Math.max(0, along - half))
}

/**
 * The straight move of figure `id`'s base from its centre to `to` (cm, seen from above). Throws a
 * RangeError naming the argument for an unknown figure, a non-finite point or a bad option.
 */
export function mkStraightMoveFacts(world: TableWorld, id: string, to: Point2, options: MkMoveOptions = {}): MkStraightMoveFacts {
  const figure = mkFigureIn(world, id, 'id')
  if (!Array.isArray(to) || !Number.isFinite(to[0]) || !Number.isFinite(to[1]))
    throw new RangeError(`to: expected a point [x, z] of finite cm, got ${JSON.stringify(to)}`)
  const { contactToleranceCm } = contactOptions(options)
  const { maxStepCm, sampleCm } = moveOptions(options)
  const { radius, height } = figureProfile(figure)
  const [x, y, z] = figure.position
  const from: Point2 = [x, z]
  const sweep: Sweep = { from, to, rho: radius - SWEEP_INSET_CM, height, maxStep: maxStepCm, sample: sampleCm }
  const startOn: Surface =
    y <= SURFACE_PROBE_CM ? { on: 'table', height: y } : { on: surfaceAt(world, x, z, y + SURFACE_PROBE_CM).on, height: y }
  const { levels, spacing } = levelsAlong(world, sweep, startOn)
  const endLevel = levels[levels.length - 1]
  const samples = sweepSamples(sweep)
  const rise = firstRise(world, sweep, samples, levels, spacing)
  const drop = firstDrop(world, sweep, levels, spacing)
  const block = rise && (!drop || rise.atCm <= drop.atCm) ? rise : drop
  const lengthCm = sweepLength(sweep)

  const bases: MkSweptBase[] = []
  const overlapsBases: string[] = []
  for (const other of world.scene.figures) {
    if (other.id === id) continue
    const q: Point2 = [other.position[0], other.position[2]]
    const reach = radius + figureProfile(other).radius
    const closestGap = distanceToSegment(q, from, to) - reach
    if (Math.hypot(q[0] - to[0], q[1] - to[1]) - reach < -contactToleranceCm) overlapsBases.push(other.id)
    if (closestGap > contactToleranceCm) continue
    const firstTouchCm = firstTouchAlong(from, to, q, reach)
    bases.push({
      id: other.id,
      side: other.side,
      dials: mkDialCount(other),
      firstTouchCm,
      firstTouchIn: cmToInches(cm(firstTouchCm)),
      atStart: Math.hypot(q[0] - x, q[1] - z) - reach <= contactToleranceCm,
      crosses: closestGap < -contactToleranceCm,
      levelDifferenceCm: other.position[1] - y,
    })
  }
  bases.sort((a, b) => a.firstTouchCm - b.firstTouchCm || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))

  const endBlocks = new Set<string>()
  let overhangsDrop = false
  for (const p of samples) {
    if (!p.atEnd) continue
    const found = blockAtPoint(world, p.x, p.z, endLevel.height, sweep)
    if (found?.kind === 'rise' && found.id !== null) endBlocks.add(found.id)
    if (found?.kind === 'drop') overhangsDrop = true
  }
  return {
    figureId: id,
    from,
    to: [to[0], to[1]],
    lengthCm,
    lengthIn: cmToInches(cm(lengthCm)),
    bases,
    firstBlock: block && { ...block, atIn: cmToInches(cm(block.atCm)) },
    end: { overlapsBases, blockedBy: [...endBlocks].sort(), overhangsDrop, surface: endLevel },
  }
}
