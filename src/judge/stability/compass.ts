import type { CompassWord } from './types'

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
