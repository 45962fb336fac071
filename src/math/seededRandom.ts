/**
 * mulberry32: a small, fast seeded generator whose sequence is the same in every JavaScript
 * engine. The one generator of the project: the rules' dice (src/rules/kernel/dice.ts), the generated
 * bench scene (scripts/make-bench-scene.ts) and tests that need reproducible random input. It
 * lives in the bottom layer so that every other layer may import it.
 */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** The seed after `seed` in a recorded chain of seeds (one per use), the same in every engine. */
export const nextSeed = (seed: number): number => Math.floor(mulberry32(seed)() * 2 ** 31)
