import { cm, type Cm } from '../math/units'

/**
 * Universalis 3.6: every model is a cylinder of its base's width and its profile's height.
 * 8.10: a prone model counts as one profile smaller in height; a small one stays small.
 */
export const SIZE_PROFILES = ['small', 'medium', 'large', 'huge'] as const
export type SizeProfile = (typeof SIZE_PROFILES)[number]

export interface ProfileDimensions {
  baseDiameter: Cm
  height: Cm
  german: string
}

export const PROFILE_DIMENSIONS: Record<SizeProfile, ProfileDimensions> = {
  small: { baseDiameter: cm(2.5), height: cm(2.5), german: 'klein' },
  medium: { baseDiameter: cm(2.5), height: cm(4), german: 'mittel' },
  large: { baseDiameter: cm(4), height: cm(6), german: 'groß' },
  huge: { baseDiameter: cm(5), height: cm(8), german: 'riesig' },
}

export const sizeRank = (size: SizeProfile): number => SIZE_PROFILES.indexOf(size)

/** The profile that counts for height: one smaller when prone (8.10), never below small. */
export function effectiveHeightProfile(size: SizeProfile, prone: boolean): SizeProfile {
  if (!prone) return size
  return SIZE_PROFILES[Math.max(0, sizeRank(size) - 1)]
}

/** The cylinder a figure occupies: radius from its base (which does not shrink), height from its effective profile. */
export function profileCylinder(size: SizeProfile, prone: boolean): { radius: Cm; height: Cm } {
  return {
    radius: cm(PROFILE_DIMENSIONS[size].baseDiameter / 2),
    height: PROFILE_DIMENSIONS[effectiveHeightProfile(size, prone)].height,
  }
}
