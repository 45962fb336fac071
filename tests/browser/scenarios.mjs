/**
 * The browser scenarios, in the order a user would meet them. Each gets a fresh page and opens
 * its own link; expected values come from the judge run in node (tests/browser/expected.ts) or
 * are facts of the shipped scene derived by hand (noted beside them).
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import {
  expectEqual,
  expectRulingMatches,
  expectTrue,
  expected,
  figurePosition,
  openApp,
  readRuling,
  rowText,
  waitForRow,
  frames,
} from './harness.mjs'
import { castleScenario } from './castleScenario.mjs'
import { siegeEditorScenario } from './siegeEditorScenario.mjs'
import { dungeonEditorScenario } from './dungeonEditorScenario.mjs'
import { storageScenarios } from './storageScenario.mjs'
import { playScenarios } from './playScenario.mjs'
import { mkBasesScenario } from './mkBasesScenario.mjs'
import { mkPlayScenario } from './mkPlayScenario.mjs'
import { dungeonPlayScenario } from './dungeonPlayScenario.mjs'
import { dungeonSpawnScenario } from './dungeonSpawnScenario.mjs'
import { dungeonSetupScenario } from './dungeonSetupScenario.mjs'
import { mkChariotScenario } from './mkChariotScenario.mjs'
import { mkSiegeScenario } from './mkSiegeScenario.mjs'
import { mkCavalryScenario } from './mkCavalryScenario.mjs'
import { mkCavalryPlayScenario } from './mkCavalryPlayScenario.mjs'
import { mkCavalryPlay2Scenario } from './mkCavalryPlay2Scenario.mjs'
import { mkFormationScenario } from './mkFormationScenario.mjs'
import { mkCavalryFormationScenario } from './mkCavalryFormationScenario.mjs'
import { disputeDefectsScenario } from './disputeDefectsScenario.mjs'
import { loadingScenarios } from './loadingScenario.mjs'
import { vttHabitsScenario } from './vttHabitsScenario.mjs'
import { sceneListScenario } from './sceneListScenario.mjs'
import { multiSelectScenario } from './multiSelectScenario.mjs'
import { stabilityProfilesScenario } from './stabilityProfilesScenario.mjs'
import { profileGameScenario, profileListsScenario } from './profileGameScenario.mjs'
import { profileCastleScenario } from './profileCastleScenario.mjs'
import { heatmapScenario } from './heatmapScenario.mjs'
import { heatmapWoodScenario } from './heatmapWoodScenario.mjs'
import { terrainEditScenario } from './terrainEditScenario.mjs'
import { tableEdgeScenario } from './tableEdgeScenario.mjs'
import { phoneLayoutScenario } from './phoneLayoutScenario.mjs'
import { gameFileSettingsScenarios } from './gameFileSettingsScenario.mjs'
import { hoverCardScenario } from './hoverCardScenario.mjs'
import { profileFileScenario } from './profileFileScenario.mjs'

const SCENE = 'hill-and-wall'
/** The example: the archer on the hill shoots at the figure crouching behind the wall. */
const COVERED = { from: 'r-archer', to: 'b-crouch' }
/** r-wall looks at b-large through 16 cm of wood (sight range 2): no line of sight. */
const HIDDEN = { from: 'r-wall', to: 'b-large' }
const README_SHOT = 'docs/screenshot.png'
const link = ({ from, to }) => `/?scene=${SCENE}&from=${from}&to=${to}`

export const scenarios = [
  {
    name: 'a link shows the ruling of its pair as the judge gives it, with clauses',
    async run({ page, baseUrl }) {
      await openApp(page, baseUrl, link(COVERED))
      const want = expected('ruling', SCENE, COVERED.from, COVERED.to)
      const rows = await readRuling(page)
      expectRulingMatches(rows, want.lines, `${COVERED.from} → ${COVERED.to}`)
      // Hand-derived: the 2.7 cm wall hides about two thirds of b-crouch's 4 cm profile.
      expectEqual(rowText(rows, 'lineOfSight'), 'Yes', 'line of sight')
      expectEqual(rowText(rows, 'cover'), 'Hard (hart)', 'cover')
      expectEqual(rowText(rows, 'coverFrom'), 'wall-1', 'cover from')
      expectEqual(rows.find((r) => r.key === 'cover')?.clause, 'Universalis 9.3 (Deckung)', 'cover clause')
      const rays = await page.evaluate(() => {
        const rays = window.__sightline.store.getState().judgement.sight.rays
        return { reach: rays.filter((r) => r.reaches).length, stopped: rays.filter((r) => r.stop).length }
      })
      expectTrue(rays.reach > 0 && rays.stopped > 0, `rays to draw: both reaching and stopped ones (got ${JSON.stringify(rays)})`)
    },
  },
  {
    name: 'the canvas renders the table (and the README screenshot is taken)',
    async run({ page, baseUrl, tmpDir }) {
      await openApp(page, baseUrl, link(COVERED))
      await frames(page) // a few frames for the first render
      // The canvas renders on demand and its chunk and scene arrive on their own time: wait until a
      // frame with the table is on it (a state, not a duration), then count what it shows.
      const countColours = () => {
        const canvas = document.querySelector('[data-testid="table-canvas"] canvas')
        if (!canvas) return -1
        const copy = document.createElement('canvas')
        copy.width = 64
        copy.height = 64
        const ctx = copy.getContext('2d')
        ctx.drawImage(canvas, 0, 0, 64, 64)
        const data = ctx.getImageData(0, 0, 64, 64).data
        const seen = new Set()
        for (let i = 0; i < data.length; i += 4) seen.add((data[i] >> 4) * 256 + (data[i + 1] >> 4) * 16 + (data[i + 2] >> 4))
        return seen.size
      }
      await page
        .waitForFunction((source) => new Function(`return (${source})()`)() >= 8, countColours.toString(), { timeout: 120_000 })
        .catch(() => {})
      const colours = await page.evaluate(countColours)
      expectTrue(colours >= 8, `canvas shows a picture (distinct colours: ${colours})`)
      await page.screenshot({ path: `${tmpDir}/screenshot.png` })
      // The README's picture: written when missing or asked for, so a test run leaves git clean.
      if (!existsSync(README_SHOT) || process.env.UPDATE_SCREENSHOT === '1') await page.screenshot({ path: README_SHOT })
    },
  },
  {
    name: 'a pair behind deep wood has no line of sight',
    async run({ page, baseUrl }) {
      await openApp(page, baseUrl, link(HIDDEN))
      const want = expected('ruling', SCENE, HIDDEN.from, HIDDEN.to)
      const rows = await readRuling(page)
      expectRulingMatches(rows, want.lines, `${HIDDEN.from} → ${HIDDEN.to}`)
      expectEqual(rowText(rows, 'lineOfSight'), 'No', 'line of sight')
    },
  },
  {
    name: 'German shows the rules’ terms alone, English beside the English ones',
    async run({ page, baseUrl }) {
      await openApp(page, baseUrl, link(COVERED))
      await page.click('[data-testid="toggle-language"]')
      let rows = await readRuling(page)
      expectEqual(rows.find((r) => r.key === 'cover')?.label, 'Deckung', 'German label of cover')
      expectEqual(rowText(rows, 'cover'), 'hart', 'German cover value')
      expectEqual(rows.find((r) => r.key === 'lineOfSight')?.label, 'Sichtlinie', 'German label of line of sight')
      await page.click('[data-testid="toggle-language"]')
      rows = await readRuling(page)
      expectEqual(rows.find((r) => r.key === 'cover')?.label, 'Cover (Deckung)', 'English label of cover')
    },
  },
  {
    name: 'a bad file shows every problem and leaves the scene as it was',
    async run({ page, baseUrl, tmpDir }) {
      await openApp(page, baseUrl, link(COVERED))
      const scene = await page.evaluate(() => window.__sightline.store.getState().scene)
      const broken = structuredClone(scene)
      broken.figures[0].size = 'giant'
      broken.terrain[0].colour = 'red'
      broken.table.width = -5
      const text = JSON.stringify(broken, null, 2)
      const file = `${tmpDir}/broken-scene.json`
      writeFileSync(file, text)
      const want = expected('problems', file)
      expectTrue(!want.ok && want.problems.length >= 3, `the validator rejects the broken file (${want.problems.length} problems)`)
      const before = await readRuling(page)
      await page.setInputFiles('[data-testid="open-file-input"]', {
        name: 'broken-scene.json',
        mimeType: 'application/json',
        buffer: Buffer.from(text),
      })
      await page.waitForSelector('[data-testid="notice-file"]', { timeout: 120_000 })
      const items = await page.$$eval('[data-testid="notice-file"] [data-testid="notice-item"]', (li) =>
        li.map((e) => e.textContent.trim()),
      )
      expectEqual(items, want.problems, 'problems listed')
      const after = await page.evaluate(() => window.__sightline.store.getState().scene)
      expectEqual(after, scene, 'scene after the failed load')
      expectEqual(await readRuling(page), before, 'ruling after the failed load')
    },
  },
  {
    name: 'dragging the target updates the ruling; undo restores it, redo repeats it, reload keeps it',
    async run({ page, baseUrl }) {
      await openApp(page, baseUrl, link(COVERED))
      const start = await figurePosition(page, COVERED.to)
      await page.click('[data-testid="toggle-top-down"]')
      await frames(page)
      // Straight down, a figure's label sits over the figure: press there, drag north (up the
      // screen) out from behind the wall into the open.
      const box = await page.locator(`[data-figure-label="${COVERED.to}"]`).boundingBox()
      expectTrue(box, 'label of the dragged figure is on screen')
      const x = box.x + box.width / 2
      const y = box.y + box.height / 2
      await page.mouse.move(x, y)
      await page.mouse.down()
      await page.mouse.move(x, y - 120, { steps: 12 })
      await page.mouse.up()
      const moved = await figurePosition(page, COVERED.to)
      expectTrue(moved && moved[2] < start[2] - 5, `figure moved north (from ${start} to ${moved})`)
      // Hand-derived: north of the wall's end (z < 30) nothing stands between hill and figure.
      await waitForRow(page, 'cover', 'None (keine)')
      const wantMoved = expected('ruling', SCENE, COVERED.from, COVERED.to, `${COVERED.to}=${moved.join(',')}`)
      expectRulingMatches(await readRuling(page), wantMoved.lines, 'ruling after the drag')

      await page.keyboard.press('Control+z')
      expectEqual(await figurePosition(page, COVERED.to), start, 'position after Ctrl+Z')
      await waitForRow(page, 'cover', 'Hard (hart)')
      await page.keyboard.press('Control+Shift+z')
      expectEqual(await figurePosition(page, COVERED.to), moved, 'position after Ctrl+Shift+Z')

      await page.reload()
      await page.waitForFunction(() => document.body.dataset.ready === 'true', null, { timeout: 120_000 })
      expectEqual(await figurePosition(page, COVERED.to), moved, 'position after a reload')
    },
  },
  {
    name: 'the ledge probe and the measuring tape show what the judge and geometry say',
    async run({ page, baseUrl }) {
      await openApp(page, baseUrl, link(COVERED))
      await page.click('[data-testid="mode-probe"]')
      // b-tower stands on the 10 cm tower; stepping off it south drops it 10 cm to the table.
      await page.evaluate(() => {
        const s = window.__sightline.store.getState()
        s.setPair('b-tower', null)
        s.probeAt(70, 30)
      })
      await page.waitForSelector('[data-testid="probe-step.dropHeight-value"]')
      expectEqual(await page.textContent('[data-testid="probe-step.dropHeight-value"]'), '10.00 cm', 'probe drop height')
      expectEqual(
        await page.textContent('[data-testid="probe-step.dropHeight-clause"]'),
        'Universalis 8.8 (Herunterfallen)',
        'probe clause',
      )
      await page.click('[data-testid="mode-tape"]')
      await page.evaluate(() => {
        const s = window.__sightline.store.getState()
        s.tapeAt([10, 0, 10])
        s.tapeAt([13, 12, 14])
      })
      // 3-4-12 right angles: horizontal 5, straight 13.
      expectEqual(await page.textContent('[data-testid="tape-distance"]'), '13.00 cm', 'tape distance')
      expectEqual(await page.textContent('[data-testid="tape-horizontal"]'), '5.00 cm', 'tape horizontal')
      expectEqual(await page.textContent('[data-testid="tape-height"]'), '12.00 cm', 'tape height')
    },
  },
  {
    name: 'clicking chooses shooter then target; clicking the empty table clears',
    async run({ page, baseUrl }) {
      await openApp(page, baseUrl, '/?scene=hill-and-wall')
      await page.click('[data-testid="toggle-top-down"]')
      await frames(page)
      for (const id of [HIDDEN.from, HIDDEN.to]) {
        const box = await page.locator(`[data-figure-label="${id}"]`).boundingBox()
        await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2)
      }
      await page.waitForSelector('[data-testid="ruling-lineOfSight-value"]')
      expectEqual(await page.getAttribute('[data-testid="ruling-panel"]', 'data-from'), HIDDEN.from, 'shooter chosen')
      expectEqual(await page.getAttribute('[data-testid="ruling-panel"]', 'data-to'), HIDDEN.to, 'target chosen')
      expectEqual(await page.textContent('[data-testid="ruling-lineOfSight-value"]'), 'No', 'line of sight')
      const canvas = await page.locator('[data-testid="table-canvas"]').boundingBox()
      // Top-down the table is centred; 5 % in from its south-west corner nothing stands.
      await page.mouse.click(canvas.x + canvas.width * 0.5 - canvas.height * 0.4, canvas.y + canvas.height * 0.9)
      expectEqual(await page.getAttribute('[data-testid="ruling-panel"]', 'data-from'), '', 'shooter after clicking the table')
      expectEqual(await page.locator('[data-testid="ruling-lineOfSight"]').count(), 0, 'ruling rows after clearing')
    },
  },
  {
    name: 'the shipped list opens a scene, undo goes back, save downloads what is shown',
    async run({ page, baseUrl }) {
      await openApp(page, baseUrl, link(COVERED))
      const names = await page.$$eval('[data-testid="shipped-scenes"] option', (o) => o.map((e) => e.value).filter(Boolean))
      expectEqual(
        names,
        [
          'bench-reference',
          'curtain-wall',
          'forest-edge',
          'hill-and-wall',
          'mk-cavalry-duel',
          'mk-cavalry-formation',
          'mk-cavalry-skirmish',
          'mk-chariot',
          'mk-dungeon',
          'mk-formation',
          'mk-large-figure',
          'siege-assault',
          'siege-full-castle',
          'siege-golem-wall',
          'skirmish-ruins',
        ],
        'shipped scene names',
      )
      await page.selectOption('[data-testid="shipped-scenes"]', 'forest-edge')
      const forestName = JSON.parse(readFileSync('scenes/forest-edge.json', 'utf8')).name
      await page.waitForFunction((name) => document.querySelector('[data-testid="scene-name"]')?.textContent === name, forestName)
      await page.click('[data-testid="undo"]')
      expectEqual(await page.evaluate(() => window.__sightline.store.getState().scene.name), 'Hill and wall', 'scene after undo')
      const [download] = await Promise.all([page.waitForEvent('download'), page.click('[data-testid="save-file"]')])
      const saved = JSON.parse(readFileSync(await download.path(), 'utf8'))
      const shown = await page.evaluate(() => window.__sightline.store.getState().scene)
      expectEqual(saved.figures, shown.figures, 'figures in the saved file')
      expectEqual(download.suggestedFilename(), 'hill-and-wall.json', 'saved file name')
    },
  },
  {
    name: 'a damaged saved scene is kept under another key and the default scene opens',
    async run({ page, baseUrl }) {
      await openApp(page, baseUrl, '/') // once settled, nothing writes the saved scene until a change
      await page.evaluate(() => localStorage.setItem('sightline.scene', '{"format": "sightline-scene", "oops"'))
      await openApp(page, baseUrl, '/')
      await page.waitForSelector('[data-testid="notice-storage"]')
      expectEqual(await page.evaluate(() => window.__sightline.store.getState().scene.name), 'Hill and wall', 'fallback scene')
      const kept = await page.evaluate(() =>
        Object.keys(localStorage)
          .filter((k) => k.startsWith('sightline.scene.corrupt.'))
          .map((k) => localStorage.getItem(k)),
      )
      expectEqual(kept, ['{"format": "sightline-scene", "oops"'], 'damaged text kept aside')
    },
  },
  ...storageScenarios,
  ...playScenarios,
  castleScenario,
  disputeDefectsScenario,
  siegeEditorScenario,
  dungeonEditorScenario,
  mkBasesScenario,
  mkCavalryScenario,
  mkCavalryPlayScenario,
  mkCavalryPlay2Scenario,
  mkFormationScenario,
  mkCavalryFormationScenario,
  mkPlayScenario,
  dungeonPlayScenario,
  dungeonSpawnScenario,
  dungeonSetupScenario,
  mkChariotScenario,
  mkSiegeScenario,
  ...loadingScenarios,
  vttHabitsScenario,
  sceneListScenario,
  multiSelectScenario,
  stabilityProfilesScenario,
  profileGameScenario,
  profileListsScenario,
  profileCastleScenario,
  heatmapScenario,
  heatmapWoodScenario,
  terrainEditScenario,
  tableEdgeScenario,
  phoneLayoutScenario,
  ...gameFileSettingsScenarios,
  hoverCardScenario,
  profileFileScenario,
]
