/**
 * Prints every answer the judge gives on every shipped scene, one JSON object a line, so that
 * a change that should not change behaviour (a move of files, a refactoring) can be checked
 * byte for byte: run it before and after and compare the outputs.
 *
 *   npx tsx scripts/judge-snapshot.ts > before.jsonl   ... change ...
 *   npx tsx scripts/judge-snapshot.ts > after.jsonl && cmp before.jsonl after.jsonl
 *
 * Per scene: the sight ruling of every ordered pair of figures (as `judge --json` prints it);
 * the castle report of every ordered pair of figures and sections (castle scenes); the ranged
 * attack of every ordered pair of carded figures with each ranged weapon and action; the step
 * ruling at points around every figure; the reach ruling to points around every carded figure.
 * The scenario files are played with `npm run play -- FILE --json` (not part of this script).
 */
import { readdirSync, readFileSync } from 'node:fs'
import { TableWorld } from '../src/geometry/world/tableWorld'
import { judgeSight, judgeStepAt } from '../src/judge/judge'
import { judgeRangedAttack, RangedJudgeError } from '../src/judge/rangedAttack'
import { judgeReach } from '../src/judge/reach'
import { castleJson } from '../src/cli/castleOutput'
import { judgeCastleShot } from '../src/judge/castle/shot'
import { rangedJson } from '../src/cli/rangedOutput'
import { reachJson, sightJson, stepJson } from '../src/cli/jsonOutput'
import { loadCardLibrary } from '../src/scene/cards/library'
import { parseSceneText } from '../src/scene/validate'

const ACTIONS = ['normal', 'aimed', 'snap'] as const
const out = (o: unknown) => process.stdout.write(`${JSON.stringify(o)}\n`)

async function main(only: string | undefined): Promise<void> {
  const cards = loadCardLibrary()
  const names = readdirSync('scenes')
    .filter((f) => f.endsWith('.json'))
    .sort()
  for (const file of names) {
    const name = file.replace(/\.json$/, '')
    if (only && name !== only) continue
    const parsed = parseSceneText(readFileSync(`scenes/${file}`, 'utf8'), { cards })
    if (!parsed.ok) throw new Error(`${file}: invalid`)
    const scene = parsed.scene
    const world = await TableWorld.create(scene)
    const ids = scene.figures.map((f) => f.id)
    for (const a of ids)
      for (const b of ids) {
        if (a === b) continue
        const { ruling, sight } = judgeSight(world, a, b)
        out({ scene: name, sight: sightJson(ruling, sight) })
      }
    if (name === 'bench-reference') {
      world.dispose()
      continue
    }
    const refs = [...ids, ...(scene.castle?.sections ?? []).map((s) => s.id)]
    if (scene.castle)
      for (const a of refs) for (const b of refs) if (a !== b) out({ scene: name, castle: castleJson(judgeCastleShot(world, a, b)) })
    for (const f of scene.figures) {
      for (const [dx, dz] of [
        [3, 0],
        [0, 3],
        [-3, 0],
        [0, -3],
      ]) {
        const x = f.position[0] + dx
        const z = f.position[2] + dz
        if (x < 0 || z < 0 || x > scene.table.width || z > scene.table.depth) continue
        out({ scene: name, step: stepJson(judgeStepAt(world, f.id, x, z)) })
      }
      const card = f.card === undefined ? undefined : cards.cards[f.card]
      if (!card) continue
      const target: [number, number, number] = [Math.min(scene.table.width - 1, f.position[0] + 10), 0, f.position[2]]
      out({ scene: name, reach: reachJson(judgeReach(world, f.id, target, { card })) })
      for (const g of scene.figures) {
        if (g.id === f.id || g.card === undefined) continue
        for (const weapon of card.weapons ?? []) {
          if (typeof weapon.range !== 'object') continue
          for (const action of ACTIONS) {
            try {
              out({ scene: name, ranged: rangedJson(judgeRangedAttack(world, cards, f.id, g.id, weapon.name, action)) })
            } catch (error) {
              if (!(error instanceof RangedJudgeError)) throw error
              out({ scene: name, rangedError: error.message })
            }
          }
        }
      }
    }
    world.dispose()
  }
}

main(process.argv[2]).catch((error: unknown) => {
  process.stderr.write(`judge-snapshot: ${(error as Error).stack ?? String(error)}\n`)
  process.exit(1)
})
