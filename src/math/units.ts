/**
 * Branded length units. The scene stores centimetres; the Mage Knight supplements speak inches.
 * The brands keep the two apart at compile time (after Excalidraw's `Radians`).
 */
export type Cm = number & { readonly __unit: 'cm' }
export type Inches = number & { readonly __unit: 'in' }

/** One inch is exactly 2.54 cm. */
export const CM_PER_INCH = 2.54

export const cm = (value: number): Cm => value as Cm
export const inches = (value: number): Inches => value as Inches
export const inchesToCm = (value: Inches): Cm => (value * CM_PER_INCH) as Cm
export const cmToInches = (value: Cm): Inches => (value / CM_PER_INCH) as Inches
