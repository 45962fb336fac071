/**
 * Collision groups: `(memberships << 16) | filter`. Terrain solids, terrain areas (sensors)
 * and figures are separate memberships; each side of figures gets its own bit so that a sight
 * ray can let the observer's friends through without a JS predicate (which would cost a
 * callback per candidate).
 */
export const GROUP_SOLID = 1 << 0
export const GROUP_AREA = 1 << 1
/** Figures of side index k carry bit FIRST_SIDE_BIT + k; sides past the last bit share it. */
export const FIRST_SIDE_BIT = 2
export const SIDE_BITS = 14
export const ALL_FIGURES = ((1 << SIDE_BITS) - 1) << FIRST_SIDE_BIT

export const sideBit = (sideIndex: number): number => 1 << (FIRST_SIDE_BIT + Math.min(sideIndex, SIDE_BITS - 1))

export const interactionGroups = (memberships: number, filter: number): number => (((memberships & 0xffff) << 16) | (filter & 0xffff)) >>> 0
