/** Colours and lift shared by play's marks on the table (PlayMarks.tsx) and its labels (PlayLabels.tsx). */
export const LIFT = 0.15
export const ALLOWED = '#1f9d55'
export const REFUSED = '#d64541'
export const ZONE = '#f2a31b'
/** Marks are drawn over the table, never picked: a click goes to the surface under them. */
export const noRaycast = () => null
