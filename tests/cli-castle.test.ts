import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { TableWorld } from '../src/geometry/world/tableWorld'
import { judgeCastleShot } from '../src/judge/castle/shot'
import { formatClause } from '../src/rules/kernel'
import type { Scene } from '../src/scene/schema'
import { runCli } from './runCli'

/** Runs the command line as `npm run judge` does (the pre-built bundle, tests/runCli.ts). */
function judge(...args: string[]) {
  const run = runCli('judge', args)
  return { code: run.status, out: run.stdout, err: run.stderr }
}

/**
 * A Universalis arbalester 6 in before a wall (fortification 3) shoots at a crossbowman on it
 * (the shape of the rules' example; scene files cannot name Mage Knight cards yet, so the
 * golems' own numbers are tested in process, tests/castleShotJudge.test.ts).
 */
const scene: Scene = {
  format: 'sightline-scene',
  version: 1,
  name: 'Golem at the wall',
  units: 'cm',
  table: { width: 120, depth: 90 },
  terrain: [],
  castle: { sections: [{ id: 'wall-1', kind: 'wall', side: 'mark', center: [60, 0, 45], version: 'heavy' }] },
  figures: [
    { id: 'arb', side: 'siege', size: 'medium', position: [60, 0, 45 - 6 * 2.54], card: 'guard-arbalester' },
    { id: 'xbow', side: 'castle', size: 'medium', position: [60, 10.16, 45], card: 'guard-crossbowman' },
  ],
}
const file = join(mkdtempSync(join(tmpdir(), 'cli-castle-')), 'golem.json')
writeFileSync(file, JSON.stringify(scene))

describe('npm run judge -- SCENE FROM TO --castle', () => {
  it('prints the castle rows as JSON, the same rows the judge gives in process', async () => {
    const { code, out, err } = judge(file, 'arb', 'xbow', '--castle', '--json')
    expect(err).toBe('')
    expect(code).toBe(0)
    const r = JSON.parse(out)
    // No Mage Knight defence value (a Universalis target): the modifiers stand, no total.
    expect(r).toMatchObject({ from: 'arb', to: 'xbow', allowed: true, crossesOuterEdge: true, defence: { base: null, total: null } })
    const row = (key: string) => r.rows.find((x: { key: string }) => x.key === key)
    expect(row('fortification')).toMatchObject({
      value: 3,
      clause: 'Mage Knight castle sections Helden in Castle Sektionen angreifen (Befestigungs-Bonus und Höhenvorteil)',
    })
    expect(row('heightAdvantage').value).toBe(1)
    expect(row('horizontalDistance').value).toBe(6)
    const world = await TableWorld.create(scene)
    try {
      const rows = judgeCastleShot(world, 'arb', 'xbow').rows
      expect(r.rows).toEqual(
        rows.map((row) => ({
          key: row.key,
          value: row.value,
          ...(row.detail ? { detail: row.detail } : {}),
          clause: formatClause(row.clause),
        })),
      )
    } finally {
      world.dispose()
    }
  })

  it('prints readable rows with their clauses, and accepts a section id as the target', () => {
    // The arbalest is structure-damaging: category 4 for a Universalis model (R-MK-6a).
    const { code, out } = judge(file, 'arb', 'wall-1', '--castle')
    expect(code).toBe(0)
    expect(out).toContain('arb may shoot at wall-1; defence 18.')
    expect(out).toMatch(/mayAttackSection\s+yes/)
    expect(out).toMatch(/sectionAttackCategory\s+4/)
    // The crossbowman stands on the wall and may not attack it (001 "Das Castle angreifen").
    const onIt = judge(file, 'xbow', 'wall-1', '--castle')
    expect(onIt.out).toContain('xbow may not shoot at wall-1: xbow stands on the section and may not attack it')
  })

  it('names an unknown reference and wrong arguments, exit 2, no stack trace', () => {
    const bad = judge(file, 'arb', 'tower-9', '--castle')
    expect(bad.code).toBe(2)
    expect(bad.err).toContain('TO: no figure or castle section "tower-9" in the scene (figures: arb, xbow; sections: wall-1)')
    expect(bad.err).not.toMatch(/\n\s+at .+:\d+:\d+/)
    expect(judge(file, 'arb', '--castle').err).toContain('--castle takes SCENE FROM TO, got 2 argument(s)')
  })

  it("takes the shooter's choices like the castle panel: --long-range and --abilities, shown in their rows", () => {
    // The shipped rules' example: the Steam Golem (a Mage Knight figure, no castle-relevant ability) before wall-1.
    const rows = (...extra: string[]) => {
      const run = judge('siege-golem-wall', 'steam-golem', 'bone-golem', '--castle', '--json', ...extra)
      expect(run.err).toBe('')
      return JSON.parse(run.out).rows as { key: string; value: unknown; clause: string }[]
    }
    const row = (list: { key: string; value: unknown; clause: string }[], key: string) => list.find((r) => r.key === key)
    expect(row(rows(), 'abilitiesUsed')).toMatchObject({ value: 'none', clause: expect.stringContaining('R-SE-3') })
    expect(row(rows('--abilities', 'magicBlast,sharpshooter'), 'abilitiesUsed')).toMatchObject({
      value: 'magicBlast, sharpshooter',
      clause: expect.stringContaining('Das Castle angreifen'),
    })
    // A golem is no castle section nor large figure: asking for long range is refused with the rules' reason.
    expect(row(rows('--long-range', 'use'), 'castleRefusal')).toMatchObject({
      value: 'long-range-not-available',
      clause: expect.stringContaining('Angriff auf weite Entfernung'),
    })
    expect(row(rows('--long-range', 'refuse'), 'castleRefusal')).toBeUndefined()
    const bad = judge('siege-golem-wall', 'steam-golem', 'bone-golem', '--castle', '--abilities', 'fireball')
    expect(bad.code).toBe(2)
    expect(bad.err).toContain('--abilities: unknown "fireball"')
    expect(judge('siege-golem-wall', 'steam-golem', 'bone-golem', '--long-range', 'use').err).toContain('--long-range: goes with --castle')
  })
})
