import type { CompassPoint, CompassWord } from './types'

/**
 * Directions on the table as players say them. North is −z and east +x (the scene's axes seen
 * from above, as the top-down view draws them), so a bearing runs clockwise from north.
 */

const WORDS: CompassWord[] = ['north', 'north-east', 'east', 'south-east', 'south', 'south-west', 'west', 'north-west']

/** The unit horizontal step (dx, dz) of a bearing in degrees clockwise from north. */
export function bearingStep(bearingDeg: number): [number, number] {
  const a = (bearingDeg * Math.PI) / 180
  return [Math.sin(a), -Math.cos(a)]
}

/** The nearest of the eight compass words for a bearing (ties go clockwise: 22.5° is north-east). */
export function compassWord(bearingDeg: number): CompassWord {
  if (!Number.isFinite(bearingDeg)) throw new RangeError(`compassWord: bearingDeg must be finite, got ${bearingDeg}`)
  const turn = ((bearingDeg % 360) + 360) % 360
  return WORDS[Math.round(turn / 45) % 8]
}

const POINTS: CompassPoint[] = [
  'north',
  'north-north-east',
  'north-east',
  'east-north-east',
  'east',
  'east-south-east',
  'south-east',
  'south-south-east',
  'south',
  'south-south-west',
  'south-west',
  'west-south-west',
  'west',
  'west-north-west',
  'north-west',
  'north-north-west',
]

/**
 * The nearest of the sixteen compass points (22.5° apart; ties go clockwise), said beside the
 * bearing in degrees (R-SB.3): eight words alone are up to 22.5° off, and a move that far off its
 * bearing may not change the ruling at all.
 */
export function compassPoint(bearingDeg: number): CompassPoint {
  if (!Number.isFinite(bearingDeg)) throw new RangeError(`compassPoint: bearingDeg must be finite, got ${bearingDeg}`)
  const turn = ((bearingDeg % 360) + 360) % 360
  return POINTS[Math.round(turn / 22.5) % 16]
}
