/**
 * A 5 x 7 pixel font, capitals, digits and the few signs a heat map's legend and scale need,
 * drawn into an RGB buffer. The command line's PNG has no other way to write words without
 * a font library and its font files; these glyphs are the classic dot-matrix shapes, one row
 * per '|' from the top, '#' lit.
 */
const GLYPHS: Readonly<Record<string, string>> = {
  A: '.###.|#...#|#...#|#####|#...#|#...#|#...#',
  B: '####.|#...#|#...#|####.|#...#|#...#|####.',
  C: '.###.|#...#|#....|#....|#....|#...#|.###.',
  D: '####.|#...#|#...#|#...#|#...#|#...#|####.',
  E: '#####|#....|#....|####.|#....|#....|#####',
  F: '#####|#....|#....|####.|#....|#....|#....',
  G: '.###.|#...#|#....|#.###|#...#|#...#|.####',
  H: '#...#|#...#|#...#|#####|#...#|#...#|#...#',
  I: '.###.|..#..|..#..|..#..|..#..|..#..|.###.',
  J: '..###|...#.|...#.|...#.|...#.|#..#.|.##..',
  K: '#...#|#..#.|#.#..|##...|#.#..|#..#.|#...#',
  L: '#....|#....|#....|#....|#....|#....|#####',
  M: '#...#|##.##|#.#.#|#.#.#|#...#|#...#|#...#',
  N: '#...#|#...#|##..#|#.#.#|#..##|#...#|#...#',
  O: '.###.|#...#|#...#|#...#|#...#|#...#|.###.',
  P: '####.|#...#|#...#|####.|#....|#....|#....',
  Q: '.###.|#...#|#...#|#...#|#.#.#|#..#.|.##.#',
  R: '####.|#...#|#...#|####.|#.#..|#..#.|#...#',
  S: '.####|#....|#....|.###.|....#|....#|####.',
  T: '#####|..#..|..#..|..#..|..#..|..#..|..#..',
  U: '#...#|#...#|#...#|#...#|#...#|#...#|.###.',
  V: '#...#|#...#|#...#|#...#|#...#|.#.#.|..#..',
  W: '#...#|#...#|#...#|#.#.#|#.#.#|#.#.#|.#.#.',
  X: '#...#|#...#|.#.#.|..#..|.#.#.|#...#|#...#',
  Y: '#...#|#...#|.#.#.|..#..|..#..|..#..|..#..',
  Z: '#####|....#|...#.|..#..|.#...|#....|#####',
  '0': '.###.|#...#|#..##|#.#.#|##..#|#...#|.###.',
  '1': '..#..|.##..|..#..|..#..|..#..|..#..|.###.',
  '2': '.###.|#...#|....#|...#.|..#..|.#...|#####',
  '3': '#####|...#.|..#..|...#.|....#|#...#|.###.',
  '4': '...#.|..##.|.#.#.|#..#.|#####|...#.|...#.',
  '5': '#####|#....|####.|....#|....#|#...#|.###.',
  '6': '..##.|.#...|#....|####.|#...#|#...#|.###.',
  '7': '#####|....#|...#.|..#..|.#...|.#...|.#...',
  '8': '.###.|#...#|#...#|.###.|#...#|#...#|.###.',
  '9': '.###.|#...#|#...#|.####|....#|...#.|.##..',
  ' ': '.....|.....|.....|.....|.....|.....|.....',
  '%': '##...|##..#|...#.|..#..|.#...|#..##|...##',
  '-': '.....|.....|.....|#####|.....|.....|.....',
  '.': '.....|.....|.....|.....|.....|.##..|.##..',
  ',': '.....|.....|.....|.....|.##..|..#..|.#...',
  ':': '.....|.##..|.##..|.....|.##..|.##..|.....',
  '(': '...#.|..#..|.#...|.#...|.#...|..#..|...#.',
  ')': '.#...|..#..|...#.|...#.|...#.|..#..|.#...',
  '/': '.....|....#|...#.|..#..|.#...|#....|.....',
  '+': '.....|..#..|..#..|#####|..#..|..#..|.....',
  '=': '.....|.....|#####|.....|#####|.....|.....',
}

export const GLYPH_WIDTH = 5
export const GLYPH_HEIGHT = 7
/** Pixels from one letter's left edge to the next's (one blank column between). */
export const GLYPH_ADVANCE = GLYPH_WIDTH + 1

/** The width in pixels of `text` at `size` pixels a dot. */
export function textWidth(text: string, size = 1): number {
  return Math.max(0, text.length * GLYPH_ADVANCE - 1) * size
}

/**
 * Writes `text` (upper-cased; a sign the font lacks is left blank) into `rgb`, a `width` pixels
 * wide image, its top-left at (x, y), each dot `size` x `size` pixels; what falls outside is cut.
 */
export function drawText(
  rgb: Uint8Array,
  width: number,
  x: number,
  y: number,
  text: string,
  color: readonly [number, number, number],
  size = 1,
): void {
  const height = rgb.length / 3 / width
  const upper = text.toUpperCase()
  for (let n = 0; n < upper.length; n++) {
    const rows = GLYPHS[upper[n]]?.split('|')
    if (!rows) continue
    for (let r = 0; r < GLYPH_HEIGHT; r++)
      for (let c = 0; c < GLYPH_WIDTH; c++) {
        if (rows[r][c] !== '#') continue
        for (let dy = 0; dy < size; dy++)
          for (let dx = 0; dx < size; dx++) {
            const px = x + (n * GLYPH_ADVANCE + c) * size + dx
            const py = y + r * size + dy
            if (px >= 0 && px < width && py >= 0 && py < height) rgb.set(color, (py * width + px) * 3)
          }
      }
  }
}
