import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { SIGHTLINE_DEFAULT } from '../src/judge'
import { parseSceneText } from '../src/scene/validate'
import { inThreadStabilityEndpoint, stabilityPortsOver } from '../src/view/ports/stabilityPorts'
import { runCli } from './runCli'

/** Runs the command line as `npm run judge` does (the pre-built bundle, tests/runCli.ts). */
function judge(...args: string[]) {
  const run = runCli('judge', args)
  return { code: run.status, out: run.stdout, err: run.stderr }
}

describe('npm run judge -- SCENE FROM TO --stability (issue 15, part 2)', () => {
  it('adds `stability` to the JSON: per fact and figure, a status, and for a change its move, direction and new value', () => {
    const { code, out } = judge('hill-and-wall', 'r-archer', 'b-crouch', '--stability', '--json')
    expect(code).toBe(0)
    const r = JSON.parse(out)
    expect(r.stability.searchRadiusCm).toBe(10)
    expect(r.stability.entries.map((e: { fact: string; mover: string }) => `${e.fact}/${e.mover}`)).toEqual([
      'lineOfSight/target',
      'cover/target',
      'lineOfSight/shooter',
      'cover/shooter',
    ])
    const cover = r.stability.entries[1]
    expect(cover.now).toBe(r.cover)
    // The JSON is the judge's report; a change carries all three of distance, direction and value.
    for (const e of r.stability.entries)
      if (e.status === 'changes') {
        expect(e.distanceCm).toBeGreaterThan(0)
        expect(e.distanceCm).toBeLessThanOrEqual(10)
        expect(e.direction).toMatch(/^(north|south|east|west|north-east|north-west|south-east|south-west|up|down)$/)
        expect(e.becomes).not.toBe(e.now)
      }
  })

  it('says one line per fact in the text output, and nothing of it without the flag', () => {
    const plain = judge('hill-and-wall', 'r-archer', 'b-crouch')
    expect(plain.out).not.toMatch(/Stability/)
    const { code, out } = judge('hill-and-wall', 'r-archer', 'b-crouch', '--stability')
    expect(code).toBe(0)
    expect(out).toMatch(
      /\n {2}cover (changes from \w+ to \w+ if the target moves [\d.]+ (mm|cm) (toward \d+° \([a-z-]+\)|up|down)|stays for any move of the target up to 10 cm to a place it can stand)\n/,
    )
  })

  it('searches the range band under the profile the shot is judged under (R-14.2a read as double-count)', () => {
    // Longbow 50/4 aimed at about 60 cm edge to edge (cli-weapon.test.ts): the default doubles the
    // bands' length (band 2 of 4); double-count keeps 50 cm bands and doubles their number, which
    // puts the target in band 3 of 8. The band the search starts from is the shot's own.
    const profile = structuredClone(SIGHTLINE_DEFAULT)
    profile.name = 'double-count'
    profile.settings.universalis.ranged.aimedBands = 'double-count'
    const file = join(mkdtempSync(join(tmpdir(), 'stability-')), 'double-count.json')
    writeFileSync(file, JSON.stringify(profile))
    const args = ['skirmish-ruins', 'r-archer', 'b-gunner', '--weapon', 'Longbow', '--action', 'aimed', '--stability', '--json']
    const r = JSON.parse(judge(...args, '--profile', file).out)
    const shotBand = r.ranged.modifiers.find((m: { key: string }) => m.key === 'rangeBand').params.band
    expect(shotBand).toBe(3)
    const bandNow = r.stability.entries.filter((e: { fact: string }) => e.fact === 'rangeBand').map((e: { now: unknown }) => e.now)
    expect(bandNow).toEqual([3, 3])
  })

  it('R-STB.2: --stability-weapon measures the range band of that banded weapon of the shooter, shot normally', () => {
    // hill-and-wall: r-archer (20, 3, 45) on the hill shoots b-crouch (49.25, 0, 33); its card's second banded weapon,
    // Fire arrows, has bands of 25 cm. Edge to edge √(29.116² + 3²) = 29.270 cm (worker.test.ts): band 2. Band 1 begins
    // where the rims are √(25² − 3²) = 24.819 apart (centres 27.319 apart horizontally), 4.297 cm nearer toward the
    // shooter, but that place is in wall-1 (x 46 to 47): R-SB.1 counts only places the target can stand, west of
    // x = 46 − 1.24 (its radius less the 0.01 cm of touching). That line meets the circle of 27.319 about (20, 45) at
    // z = 45 − √(27.319² − 24.76²) = 33.455; from (49.25, 33) that is √(4.49² + 0.455²) = 4.513 cm, to 0.05 cm.
    const { code, out } = judge('hill-and-wall', 'r-archer', 'b-crouch', '--stability', '--stability-weapon', 'Fire arrows', '--json')
    expect(code).toBe(0)
    const r = JSON.parse(out)
    expect(r.stability.weapon).toBe('Fire arrows')
    const band = r.stability.entries.find((e: { fact: string; mover: string }) => e.fact === 'rangeBand' && e.mover === 'target')
    expect(band).toMatchObject({ now: 2, status: 'changes', becomes: 1 })
    expect(band.distanceCm).toBeGreaterThanOrEqual(4.513 - 0.005)
    expect(band.distanceCm).toBeLessThanOrEqual(4.513 + 0.05)
  })

  it('--stability-weapon: a name that is no banded weapon of the shooter exits 2 naming the flag and the weapons it could be', () => {
    const wrong = judge('hill-and-wall', 'r-archer', 'b-crouch', '--stability', '--stability-weapon', 'Pulse rifle')
    expect(wrong.code).toBe(2)
    expect(wrong.err).toMatch(
      /--stability-weapon: "Pulse rifle" is no weapon with range bands of r-archer \(it has: Longbow, Fire arrows\)/,
    )
    const alone = judge('hill-and-wall', 'r-archer', 'b-crouch', '--stability-weapon', 'Longbow')
    expect([alone.code, alone.err]).toEqual([2, expect.stringMatching(/--stability-weapon: goes with --stability/)])
  })

  it("the view's band (its worker's code path, through the ports) and the command line give the same JSON", async () => {
    const parsed = parseSceneText(readFileSync('scenes/hill-and-wall.json', 'utf8'))
    if (!parsed.ok) throw new Error(parsed.problems.join('\n'))
    const ports = stabilityPortsOver(inThreadStabilityEndpoint)
    const view = await ports.judge({ scene: parsed.scene, fromId: 'r-archer', toId: 'b-crouch', withWeapon: true, weapon: 'Fire arrows' })
    const cli = JSON.parse(judge('hill-and-wall', 'r-archer', 'b-crouch', '--stability', '--stability-weapon', 'Fire arrows', '--json').out)
    expect(view?.weapon).toBe('Fire arrows')
    expect(JSON.parse(JSON.stringify(view))).toEqual(cli.stability)
  }, 120_000)

  it('refuses --stability where there is no sight ruling', () => {
    const { code, err } = judge('hill-and-wall', '--fall', 'r-archer', '10', '10', '--stability')
    expect(code).toBe(2)
    expect(err).toMatch(/--stability: goes with SCENE FROM TO/)
  })
})

describe('the band of --weapon (R-STB.2), however its name is typed', () => {
  it("--weapon longbow --stability measures the Longbow's range band, named in the line, as --stability-weapon Longbow does", () => {
    const typed = judge('hill-and-wall', 'r-archer', 'b-wood', '--weapon', 'longbow', '--stability')
    expect(typed.code).toBe(0)
    expect(typed.out).toMatch(/\n {2}the range band \(Longbow\) (changes|stays)/)
    const named = judge('hill-and-wall', 'r-archer', 'b-wood', '--stability', '--stability-weapon', 'Longbow')
    const bandLines = (out: string) => out.split('\n').filter((l) => l.includes('range band'))
    expect(bandLines(typed.out)).toEqual(bandLines(named.out))
  })
})
