/**
 * The default sight settings (SightOptions) and the observer's eye they place (`eye`: top or
 * middle of the profile cylinder, 4.3). Separate from the sampler (sight.ts) because the judge,
 * the table facts and the dense reference need the defaults or the eye without sampling.
 */
import type { Figure } from '../../scene/schema'
import { profileCylinder } from '../../scene/sizeProfiles'
import type { Point3, SightOptions } from '../types'

export const DEFAULT_SIGHT_OPTIONS: SightOptions = {
  eye: 'top',
  sightRangeMode: 'depth',
  cmPerSightStep: 5,
  gridNodes: 8,
  refineSteps: 4,
  touchTolerance: 0.1,
  occluderProof: true,
  blockerSteps: 3,
  areaGridFactor: 1.25,
  // R-HM.5: a road tile's lip or two sections' seam, as the table's GROUND_SLACK (virtualTarget.ts).
  supportDropCm: 0.5,
}

/** The observer's eye: the top centre of its profile cylinder (4.3), or its middle. */
export function eyeOf(figure: Figure, eye: SightOptions['eye']): Point3 {
  const { height } = profileCylinder(figure.size, figure.prone ?? false)
  const p = figure.position
  return [p[0], p[1] + (eye === 'top' ? height : height / 2), p[2]]
}
