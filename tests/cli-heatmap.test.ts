import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { SIGHTLINE_DEFAULT } from '../src/judge/profiles/shipped'
import { runCli } from './runCli'

/** Runs the command line as `npm run judge` does (the pre-built bundle, tests/runCli.ts). */
function judge(...args: string[]) {
  const run = runCli('judge', args)
  return { code: run.status, out: run.stdout, err: run.stderr }
}

describe('npm run judge --heatmap (scenes/hill-and-wall.json)', () => {
  it('judges every cell of the 90 x 90 cm table at 1 cm against one shooter, as JSON with a legend', () => {
    const run = judge('hill-and-wall', '--heatmap', 'r-archer', '--profile', 'medium', '--json')
    expect(run.code).toBe(0)
    const map = JSON.parse(run.out)
    expect(map).toMatchObject({ mode: 'heatmap', shooters: ['r-archer'], side: 'blue', profile: 'medium', level: 'top' })
    expect(map.grid).toMatchObject({ nx: 90, nz: 90, step: 1 })
    expect(map.cells.state).toHaveLength(8100)
    expect(map.legend.colors.map((c: { label: string }) => c.label)).toEqual([
      'none',
      'soft',
      'hard',
      'massive',
      'unseen',
      'cannot-stand',
      'pending',
    ])
    // Cell (5, 45), centre (5.5, 45.5), on the ground west of the hill (box x 10..30, 3 high,
    // type road: raised ground, no cover, 9.6). The eye is at (20, 7, 45). A ray to a target
    // point at height y crosses the hill's west face (x = 10) at 7 - (7 - y) 10 / (20 - x');
    // below the hill's top (3) when y < 1.70 for the profile's front (x' = 6.75) down to
    // y < 1.20 at its rims (x' = 5.5): 30 % to 43 % of the 4 cm profile is hidden, but by no cover.
    const k = 45 * 90 + 5
    expect(map.cells.state[k]).toBe('judged')
    expect(map.cells.seeing[k]).toBe(1)
    expect(map.cells.cover[k]).toBe('none')
    expect(map.cells.hidden[k]).toBe(0)
    expect(map.cells.visible[k]).toBeGreaterThan(0.57)
    expect(map.cells.visible[k]).toBeLessThan(0.7)
    // The archer stands on the hill at (20, 3, 45): its own cell is taken; the cell on the hill
    // top beside it, 3 cm east (23.5, 45.5), stands at the hill's height.
    expect(map.cells.state[45 * 90 + 20]).toBe('figure')
    expect(map.cells.y[45 * 90 + 23]).toBe(3)
    expect(map.counts.judged + map.counts.cannotStand).toBe(8100)
  })

  it("stands a base over the hill's edge under a --rules profile whose supportDropCm allows the drop (R-HM.5, R-HM.7)", () => {
    // Cell (10, 45), centre (10.5, 45.5), on the hill (x 10..30, top 3): the west rim point (x 9.26)
    // is over the table 3 cm below. Under the default 0.5 cm the base hangs off; under 3 it stands at 3.
    const lenient = { ...SIGHTLINE_DEFAULT, name: 'lenient', settings: { ...SIGHTLINE_DEFAULT.settings } }
    lenient.settings.sight = { ...lenient.settings.sight, supportDropCm: 3 }
    const file = join(mkdtempSync(join(tmpdir(), 'heatmap-')), 'lenient.json')
    writeFileSync(file, JSON.stringify(lenient))
    const k = 45 * 90 + 10
    const plain = JSON.parse(judge('hill-and-wall', '--heatmap', 'r-archer', '--profile', 'medium', '--json').out)
    expect(plain.cells.state[k]).toBe('no-level')
    expect(plain.rules).toMatchObject({ profile: null, supportDropCm: 0.5 })
    const run = judge('hill-and-wall', '--heatmap', 'r-archer', '--profile', 'medium', '--rules', file, '--json')
    expect(run.code).toBe(0)
    const map = JSON.parse(run.out)
    expect(map.rules).toMatchObject({ profile: 'lenient', supportDropCm: 3 })
    expect(map.cells.state[k]).toBe('judged')
    expect(map.cells.y[k]).toBe(3)
  })

  it("without --png or --json: a text summary whose counts are the JSON's (the last player's pass: it exited 2)", () => {
    const args = ['hill-and-wall', '--heatmap', 'r-archer', '--profile', 'medium', '--step', '5']
    const text = judge(...args)
    expect(text.code).toBe(0)
    const map = JSON.parse(judge(...args, '--json').out)
    const cover = (level: string) => map.cells.cover.filter((c: string | null) => c === level).length
    // 90 / 5 = 18 cells a side, 324 in all; the shares are of the cells a figure stands on, and of the seen ones.
    const pct = (n: number, of: number) => `${n} (${((100 * n) / of).toFixed(1)}%)`
    const { judged, cannotStand, seen } = map.counts
    const lines = text.out.split('\n')
    expect(lines[0]).toBe('heat map of Hill and wall: r-archer against side blue, a medium figure on level top')
    expect(lines[1]).toMatch(
      new RegExp(
        `^  cells: 18 x 18 = 324, 5 cm apart; a figure stands on ${pct(judged, 324).replace(/[()]/g, '\\$&')}; refused ${cannotStand} \\(`,
      ),
    )
    expect(lines[2]).toBe(`  of the cells it stands on: seen by a shooter ${pct(seen, judged)}, unseen ${pct(judged - seen, judged)}`)
    expect(lines[3]).toBe(
      `  cover where seen (the lowest over the shooters that see, 9.3): no cover ${pct(cover('none'), seen)}, soft ${pct(cover('soft'), seen)}, hard ${pct(cover('hard'), seen)}, massive ${pct(cover('massive'), seen)}`,
    )
    expect(lines[4]).toMatch(/^ {2}judged in \d+\.\d s on 2 thread\(s\)$/)
    expect(lines[5]).toMatch(/^Rules: no profile/)
  })

  it('writes a PNG of the cells (blocks of pixels, north at the top)', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'heatmap-')), 'map.png')
    const run = judge('hill-and-wall', '--heatmap', 'blue', '--profile', 'large', '--step', '5', '--show', 'count', '--png', file)
    expect(run.code).toBe(0)
    expect(run.out).toContain('18 x 18 cells')
    const png = readFileSync(file)
    expect([...png.subarray(1, 4)].map((c) => String.fromCharCode(c)).join('')).toBe('PNG')
    // 18 cells of 20 px: a 360 px map, 12 px margins (384 wide); under it the caption in two rows
    // ("side blue (5 figures) shoot at side red: a large figure on" and the rest: 60 signs of 6 px fit
    // in 360), the title, two rows of legend ("1 of 5 see" to "5 of 5 see", unseen, cannot stand,
    // shooter: no pending in a finished map) and the scale bar: 12 + 360 + 12 + 6 x 14 + 12 = 480.
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([384, 480])
  })

  it('takes a side in another case, as the scene spells it (R-CLI.4)', () => {
    const run = judge('hill-and-wall', '--heatmap', 'RED', '--side', 'Blue', '--profile', 'medium', '--step', '5', '--json')
    expect(run.err).toBe('')
    expect(run.code).toBe(0)
    expect(JSON.parse(run.out)).toMatchObject({ side: 'blue', shooters: ['r-archer', 'r-wall', 'r-prone'] })
  })

  it.each([
    [['--heatmap', 'nobody', '--profile', 'medium', '--json'], '--heatmap'],
    [['--heatmap', 'r-archer', '--profile', 'giant', '--json'], '--profile'],
    [['--heatmap', 'r-archer', '--json'], '--profile'],
    [['--heatmap', 'r-archer', '--profile', 'medium', '--step', '0', '--json'], '--step'],
    [['--heatmap', 'r-archer', '--profile', 'medium', '--step', 'x', '--json'], '--step'],
    [['--heatmap', 'r-archer', '--profile', 'medium', '--level', 'moon', '--json'], '--level'],
    [['--heatmap', 'r-archer', '--profile', 'medium', '--level', 'wood', '--json'], '--level'],
    [['--heatmap', 'all', '--profile', 'medium', '--json'], '--side'],
    [['--heatmap', 'r-archer', '--profile', 'medium', '--side', 'red', '--json'], '--side'],
    [['--heatmap', 'r-archer', '--profile', 'medium', '--png', 'x.png', '--json'], '--png'],
    [['--heatmap', 'r-archer', '--profile', 'medium', '--workers', '0', '--json'], '--workers'],
    [['--heatmap', 'r-archer', '--profile', 'medium', '--show', 'rainbow', '--json'], '--show'],
    [['r-archer', 'b-open', '--profile', 'medium'], '--profile'],
  ])('exits 2 and names the flag for bad input: %j', (args, flag) => {
    const run = judge('hill-and-wall', ...args)
    expect(run.code).toBe(2)
    expect(run.err.startsWith(`judge: ${flag}:`)).toBe(true)
  })
})
