/**
 * The dungeon editor with the pointer (issue 13), on an empty 60 × 45 cm table seen from above:
 * a new 12 × 8 board, two 4 × 4 rooms and a corridor between them dragged corner to corner, two
 * doorways, a death clock and a stone pillar placed, a pillar refused in red over rock, undo,
 * and a reload that brings the board back, drawn with its walls.
 *
 * Hand-derived: the board is 12 × 2.54 = 30.48 by 8 × 2.54 = 20.32 cm, centred on the table, so
 * its origin is ((60 − 30.48) / 2, (45 − 20.32) / 2) = (14.76, 12.34). Rooms at columns 0-3 and
 * 8-11, rows 0-3; the corridor along row 1, columns 4-7, doorways at its two ends. Walls, one box
 * per straight run (dungeonLayout.ts): north and south of each room (4), north and south of the
 * corridor (2), the boards' outer west and east sides (2), and each room's side toward the
 * corridor broken by its doorway into two runs (4): 12. Each doorway has a frame of 3 boxes.
 */
import { expectEqual, expectTrue, openApp, frames } from './harness.mjs'

const SQUARE = 2.54
const ORIGIN = [14.76, 12.34]
const EMPTY_SCENE = {
  format: 'sightline-scene',
  version: 1,
  name: 'Dungeon',
  units: 'cm',
  table: { width: 60, depth: 45 },
  terrain: [],
  figures: [],
}

const state = (page, fn, arg) => page.evaluate(fn, arg)
const dungeon = (page) => state(page, () => window.__sightline.store.getState().scene?.dungeon ?? null)
const parts = (page) => state(page, () => window.__sightline.dungeonParts?.() ?? {})
/** Screen pixels of a point inside square [c, r]: (fx, fz) its fractions from the square's north-west corner. */
const at = (page, c, r, fx = 0.5, fz = 0.5) =>
  state(page, ([x, z]) => window.__sightline.toScreen(x, 0, z), [ORIGIN[0] + (c + fx) * SQUARE, ORIGIN[1] + (r + fz) * SQUARE])

async function dragSquares(page, from, to) {
  const a = await at(page, ...from)
  const b = await at(page, ...to)
  await page.mouse.move(a.x, a.y)
  await page.mouse.down()
  await page.mouse.move(b.x, b.y, { steps: 12 })
  await page.mouse.up()
}

async function clickAt(page, c, r, fx, fz) {
  const p = await at(page, c, r, fx, fz)
  await page.mouse.click(p.x, p.y)
}

/** Waits until the store's dungeon satisfies `test` (a function body over `d`), then returns the dungeon. */
async function until(page, test, what) {
  try {
    await page.waitForFunction(
      new Function(`const d = window.__sightline.store.getState().scene?.dungeon; return !!d && (${test})`),
      null,
      {
        timeout: 20_000,
      },
    )
  } catch {
    throw new Error(`${what}: the board never got there (${JSON.stringify(await dungeon(page))})`)
  }
  return dungeon(page)
}

export const dungeonEditorScenario = {
  name: 'dungeon editor: two rooms and a corridor dragged out, doorways, a death clock and a pillar placed, a pillar over rock refused in red, undo, and the board back after a reload with its walls drawn',
  async run({ page, baseUrl, tmpDir }) {
    await openApp(page, baseUrl, '/')
    await page.setInputFiles('[data-testid="open-file-input"]', {
      name: 'dungeon.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(EMPTY_SCENE)),
    })
    await page.waitForFunction(() => window.__sightline.store.getState().scene?.name === 'Dungeon')
    await page.click('[data-testid="toggle-top-down"]')
    await page.click('[data-testid="toggle-dungeon-editor"]')
    await page.waitForSelector('[data-testid="dungeon-no-board"]')
    await page.fill('[data-testid="dungeon-columns"]', '12')
    await page.fill('[data-testid="dungeon-rows"]', '8')
    await page.click('[data-testid="dungeon-new"]')
    const empty = await until(page, 'd.columns === 12', 'new board')
    expectEqual([empty.origin, empty.rows, empty.segments], [ORIGIN, 8, []], 'a new empty 12 × 8 board centred on the table')
    await page.waitForFunction(() => typeof window.__sightline.dungeonParts === 'function')
    await frames(page)

    // Two rooms and a corridor, each a drag from corner to corner (the second room dragged backwards).
    await page.click('[data-testid="dungeon-tool-room"]')
    await dragSquares(page, [0, 0], [3, 3])
    await until(page, 'd.segments.length === 1', 'first room')
    await dragSquares(page, [11, 3], [8, 0])
    await page.click('[data-testid="dungeon-tool-corridor"]')
    await dragSquares(page, [4, 1], [7, 1])
    const drawn = await until(page, 'd.segments.length === 3', 'rooms and corridor')
    expectEqual(
      drawn.segments.map((s) => [s.id, s.kind, s.squares]),
      [
        ['room-1', 'room', [{ at: [0, 0], size: [4, 4] }]],
        ['room-2', 'room', [{ at: [8, 0], size: [4, 4] }]],
        ['corridor-1', 'corridor', [{ at: [4, 1], size: [4, 1] }]],
      ],
      'segments dragged out',
    )

    // Doorways: a click near the east side of [3, 1] and near the west side of [8, 1].
    await page.click('[data-testid="dungeon-tool-doorway"]')
    await clickAt(page, 3, 1, 0.85, 0.5)
    await until(page, '(d.doorways ?? []).length === 1', 'first doorway')
    await clickAt(page, 8, 1, 0.15, 0.5)
    const doors = await until(page, '(d.doorways ?? []).length === 2', 'second doorway')
    expectEqual(
      doors.doorways.map((d) => [d.at, d.side]),
      [
        [[3, 1], 'e'],
        [[8, 1], 'w'],
      ],
      'doorways on the edges clicked',
    )

    // An artifact and a pillar in the first room.
    await page.click('[data-testid="dungeon-tool-artifact-death-clock"]')
    await clickAt(page, 1, 1)
    await until(page, '(d.artifacts ?? []).length === 1', 'death clock')
    await page.click('[data-testid="dungeon-tool-artifact-stone-pillar"]')
    await clickAt(page, 2, 2)
    const placed = await until(page, '(d.artifacts ?? []).length === 2', 'pillar')
    expectEqual(
      placed.artifacts.map((a) => [a.kind, a.at]),
      [
        ['death-clock', [1, 1]],
        ['stone-pillar', [2, 2]],
      ],
      'artifacts placed',
    )

    // A pillar over rock (square [5, 3], south of the corridor): the ghost turns red, a click is refused.
    const rock = await at(page, 5, 3)
    await page.mouse.move(rock.x, rock.y)
    await page.waitForSelector('[data-testid="dungeon-ghost"][data-state="refused"][data-code="on-rock"]')
    await page.waitForFunction(() => (window.__sightline.dungeonParts?.()['ghost-refused'] ?? 0) === 1)
    const pastBefore = await state(page, () => window.__sightline.store.getState().history.past.length)
    await page.mouse.click(rock.x, rock.y)
    await page.waitForSelector('[data-testid="dungeon-message"][data-code="on-rock"]')
    expectEqual(await state(page, () => window.__sightline.store.getState().history.past.length), pastBefore, 'a refusal records no step')

    // Undo takes the pillar away again.
    await page.click('[data-testid="undo"]')
    const undone = await until(page, '(d.artifacts ?? []).length === 1', 'undo')
    expectEqual(undone.artifacts[0].kind, 'death-clock', 'the death clock stays after undo')
    expectEqual(await page.getAttribute('[data-testid="dungeon-problems"]', 'data-count'), '0', 'the scene checks find nothing wrong')

    // 002 "Die Artefaktmarken": the death clock's token counts set in the panel (one haunted artifact, one row of inputs).
    const red = '[data-testid^="dungeon-tokens-"][data-testid$="-red"]'
    // Typed digit by digit ("12"): nothing is written while typing, one edit (one undo step) on Enter.
    const pastTyping = await state(page, () => window.__sightline.store.getState().history.past.length)
    await page.click(red, { clickCount: 3 })
    await page.keyboard.type('12')
    expectEqual((await dungeon(page)).artifacts[0].tokens.red, 1, 'nothing written while typing')
    await page.keyboard.press('Enter')
    // A new haunted artifact has one token of each colour (R-DE.1) until its counts are set.
    const typed = await until(page, 'd.artifacts[0].tokens.red === 12', 'red token count typed')
    expectEqual(typed.artifacts[0].tokens, { yellow: 1, blue: 1, red: 12 }, 'the count typed in')
    expectEqual(
      await state(page, () => window.__sightline.store.getState().history.past.length),
      pastTyping + 1,
      'two digits, one undo step',
    )
    // Filled and left (blur): the count is written when the field is left.
    await page.fill(red, '2')
    await page.click('[data-testid="dungeon-tokens"] h3')
    const tokensSet = await until(page, 'd.artifacts[0].tokens.red === 2', 'red token count')
    expectEqual(tokensSet.artifacts[0].tokens, { yellow: 1, blue: 1, red: 2 }, 'the counts typed in')
    // A negative count is refused by the scene checks (R-DE.2) and changes nothing.
    const pastTokens = await state(page, () => window.__sightline.store.getState().history.past.length)
    await page.fill('[data-testid^="dungeon-tokens-"][data-testid$="-blue"]', '-1')
    await page.keyboard.press('Enter')
    await page.waitForSelector('[data-testid="dungeon-message"][data-code="scene-check"]')
    expectEqual(
      await state(page, () => window.__sightline.store.getState().history.past.length),
      pastTokens,
      'a refused count records no step',
    )
    expectEqual((await dungeon(page)).artifacts[0].tokens, { yellow: 1, blue: 1, red: 2 }, 'the counts after the refusal')
    const counted = await dungeon(page)

    // The canvas draws the walls, doorway frames and the artifact (hand-derived counts above).
    await page.waitForFunction(() => window.__sightline.dungeonParts?.().wall === 12)
    const drawnParts = await parts(page)
    expectEqual([drawnParts.wall, drawnParts.doorway, drawnParts.artifact], [12, 6, 1], 'walls, doorway frames and artifacts drawn')
    // For a person to look at: the board as drawn (not compared with anything).
    await page.screenshot({ path: `${tmpDir}/dungeon-editor.png` })

    // Saved: the file text carries the board, and a reload brings it back and draws it.
    const text = await state(page, () => window.__sightline.store.getState().serializeCurrent())
    expectEqual(JSON.parse(text).dungeon, counted, 'the saved file text holds the board')
    await page.reload()
    await page.waitForFunction(() => document.body.dataset.ready === 'true')
    expectEqual(await dungeon(page), counted, 'the board after a reload')
    await page.waitForFunction(() => window.__sightline.dungeonParts?.().wall === 12)
    await frames(page)
    expectTrue((await parts(page)).artifact === 1, 'the death clock is drawn after the reload')
  },
}
