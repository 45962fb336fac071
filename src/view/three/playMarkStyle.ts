/** Colours, lift and circles shared by play's marks on the table (PlayMarks.tsx, the Mage Knight marks) and its labels (PlayLabels.tsx). */
export const LIFT = 0.15
export const ALLOWED = '#1f9d55'
export const REFUSED = '#d64541'
export const ZONE = '#f2a31b'
/** Marks are drawn over the table, never picked: a click goes to the surface under them. */
export const noRaycast = () => null

export type V3 = [number, number, number]

/** A closed circle of `steps` segments at height y around (x, z), for a ring drawn as a Line. */
export const circlePoints = (x: number, y: number, z: number, radius: number, steps = 40): V3[] =>
  Array.from({ length: steps + 1 }, (_, i) => {
    const a = (i / steps) * Math.PI * 2
    return [x + Math.cos(a) * radius, y, z + Math.sin(a) * radius]
  })
