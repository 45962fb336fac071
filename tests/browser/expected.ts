/**
 * What the browser must show, computed in node by the same judge the view calls (no browser,
 * no view state): run by scripts/browser-tests.mjs through tsx, prints JSON on stdout.
 *
 *   tsx tests/browser/expected.ts ruling SCENE FROM TO [ID=x,y,z]  → { lines: [{ key, raw, text, clause }] }
 *   tsx tests/browser/expected.ts problems FILE          → { ok, problems: string[] }
 *
 * `text` is the English display text (the view's formatter on the judge's value), `raw` the
 * judge's value as the panel's data-raw attribute holds it. `ID=x,y,z` moves a figure first
 * (where a drag in the browser put it).
 */
import { readFileSync } from 'node:fs'
import { TableWorld } from '../../src/geometry/world/tableWorld'
import { judgeSight } from '../../src/judge/judge'
import { formatClause } from '../../src/rules/kernel'
import { parseForView } from '../../src/view/store/persistence'
import { formatLineValue } from '../../src/view/i18n/formatValues'
import { problemText } from '../../src/view/i18n/problemTexts'

async function ruling(sceneName: string, from: string, to: string, move?: string) {
  const parsed = parseForView(readFileSync(`scenes/${sceneName}.json`, 'utf8'))
  if (!parsed.ok) throw new Error(`expected: scene ${sceneName} does not load: ${parsed.problems.join('; ')}`)
  const world = await TableWorld.create(parsed.scene)
  try {
    if (move) {
      const [id, coords] = move.split('=')
      const [x, y, z] = coords.split(',').map(Number)
      world.moveFigure(id, [x, y, z])
    }
    const { ruling } = judgeSight(world, from, to)
    return {
      lineOfSight: ruling.lineOfSight,
      cover: ruling.cover,
      coverFrom: ruling.coverFrom,
      lines: ruling.lines.map((line) => ({
        key: line.key,
        raw: String(line.value),
        text: formatLineValue(line, 'en'),
        clause: formatClause(line.clause),
      })),
    }
  } finally {
    world.dispose()
  }
}

function problems(file: string) {
  const parsed = parseForView(readFileSync(file, 'utf8'))
  // The notice's lines as an English reader sees them (a problem is kept as an object and said by the view).
  const said = (p: (typeof parsed & { ok: false })['problems'][number]) => (typeof p === 'string' ? p : problemText(p, 'en'))
  return parsed.ok ? { ok: true, problems: [] } : { ok: false, problems: parsed.problems.map(said) }
}

const [command, ...args] = process.argv.slice(2)
const result = command === 'ruling' ? await ruling(args[0], args[1], args[2], args[3]) : command === 'problems' ? problems(args[0]) : null
if (result === null) {
  console.error('usage: expected.ts ruling SCENE FROM TO | problems FILE')
  process.exit(2)
}
console.log(JSON.stringify(result))
