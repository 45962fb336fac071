import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { createSightlineStore } from '../createSightlineStore'
import { fakePorts, memoryStorage } from '../../ports/fakePorts'
import { judgePlayPorts } from '../../ports/playPorts'
import { GAME_KEY } from './gameStorage'
import { figureProfile } from '../../../scene/figureProfile'

/**
 * The play mode's store over the real judge (ports/playPorts.ts): the shipped scenario "First
 * blood in the ruins" played through the store as a player clicks it, refusals that change
 * nothing, undo, export, and a reload that continues the game.
 */
const sceneText = readFileSync('scenes/skirmish-ruins.json', 'utf8')
const file = JSON.parse(readFileSync('scenes/scenarios/skirmish-first-blood.json', 'utf8')) as {
  steps: { do: string; expect?: { refusal?: string } }[]
}

async function playingStore(storage = memoryStorage()) {
  const store = createSightlineStore({ ...fakePorts({ 'skirmish-ruins': sceneText }, storage), play: judgePlayPorts() })
  await store.getState().boot({ scene: 'skirmish-ruins', from: null, to: null })
  return store
}

describe('play mode in the store', () => {
  it('sets up a game with a leader per side, and starts it without touching the edit scene', async () => {
    const store = await playingStore()
    const edit = store.getState().scene
    store.getState().enterPlaySetup()
    const { choices, leaders } = store.getState().play
    expect(choices?.sides.map((s) => s.side)).toEqual(['red', 'blue'])
    expect({ ...leaders }).toEqual({ red: 'r-captain', blue: 'b-sergeant' })
    expect(await store.getState().startGame()).toBe(true)
    const play = store.getState().play
    expect(play.status).toBe('playing')
    expect(play.game?.round).toBe(0)
    expect(store.getState().scene).toBe(edit)
    store.getState().leavePlay()
  })

  it("plays the scenario's steps: allowed ones kept, refused ones shown and nothing changed; undo; export; a reload continues", async () => {
    const storage = memoryStorage()
    const store = await playingStore(storage)
    store.getState().enterPlaySetup()
    await store.getState().startGame()
    for (const step of file.steps) {
      const before = store.getState().play.game
      const r = store.getState().playStep(step as never)
      expect(r?.ok).toBe(step.expect?.refusal === undefined)
      if (!r?.ok) expect(store.getState().play.game).toBe(before)
      if (!r?.ok) expect(store.getState().play.last).toBe(r)
    }
    const kept = store.getState().play.steps
    expect(kept).toBe(file.steps.filter((s) => s.expect?.refusal === undefined).length)
    // The last step (endPhase of the crossbowman) rolled no dice: it can be undone, and done again.
    expect(store.getState().play.undoRefusal).toBeNull()
    expect(store.getState().undoStep()).toBe(true)
    expect(store.getState().play.steps).toBe(kept - 1)
    store.getState().playStep(file.steps[file.steps.length - 1] as never)

    const exported = JSON.parse(store.getState().exportGame()!)
    expect(exported.steps.length).toBe(kept)
    expect(JSON.parse(storage.getItem(GAME_KEY)!)).toEqual(exported)

    // A reload: a new store over the same storage continues the game to the same state.
    const again = await playingStore(storage)
    expect(await again.getState().resumeSavedGame()).toBe(true)
    expect(again.getState().play.game).toEqual(store.getState().play.game)
    expect(again.getState().play.scene?.figures).toEqual(store.getState().play.scene?.figures)
    store.getState().leavePlay()
    expect(storage.getItem(GAME_KEY)).toBeNull()
    again.getState().leavePlay()
  })

  it('sets a saved game that cannot be replayed aside with a notice, and opens the table as usual', async () => {
    const storage = memoryStorage()
    storage.setItem(GAME_KEY, '{"format":"sightline-scenario","version":1,"scene":"elsewhere","seed":1,"leaders":{},"steps":[]}')
    const store = await playingStore(storage)
    expect(await store.getState().resumeSavedGame()).toBe(false)
    expect(store.getState().play.status).toBe('off')
    expect(store.getState().notices.some((n) => n.source === 'game' && n.title === 'savedGameSetAside')).toBe(true)
    expect(storage.getItem(GAME_KEY)).toBeNull()
    expect(store.getState().scene?.name).toBe('Skirmish in the ruins')
  })

  it("offers the chosen model its actions with the rules' answers, and a move preview before the click", async () => {
    const store = await playingStore()
    store.getState().enterPlaySetup()
    await store.getState().startGame()
    for (const step of file.steps.slice(0, 3)) store.getState().playStep(step as never)
    store.getState().clickFigure('b-sergeant')
    const { offers, selected } = store.getState().play
    expect(selected).toBe('b-sergeant')
    expect(offers.find((o) => o.kind === 'lieDown')).toMatchObject({ allowed: true })
    store.getState().previewMoveTo([61, 0.2, 45])
    expect(store.getState().play.movePreview).toMatchObject({ refusal: null, moveActions: 2 })
    store.getState().leavePlay()
  })
})

describe('turning a model by pointer (8.3, R-E.9a)', () => {
  it('faces the point clicked: east of the sergeant is 90 degrees, in the game and on the table', async () => {
    const store = await playingStore()
    store.getState().enterPlaySetup()
    await store.getState().startGame()
    for (const step of file.steps.slice(0, 3)) store.getState().playStep(step as never)
    store.getState().selectModel('b-sergeant')
    expect(store.getState().play.offers.find((o) => o.kind === 'turn')).toMatchObject({ allowed: true })
    store.getState().setTurning(true)
    // The sergeant stands at (80, 0, 45): a point 10 cm toward +x is due east, 90 degrees clockwise from north.
    store.getState().turnToward([90, 0, 45])
    expect(store.getState().play.turning).toEqual({ figure: 'b-sergeant', facing: 90 })
    expect(store.getState().commitTurn()).toBe(true)
    expect(store.getState().play.game?.models['b-sergeant'].facingDeg).toBe(90)
    expect(store.getState().play.scene?.figures.find((f) => f.id === 'b-sergeant')?.facing).toBe(90)
    expect(store.getState().play.turning).toBeNull()
    store.getState().leavePlay()
  })
})

describe('sides named like Object members (leaders and picks are null-prototype records)', () => {
  it('a side called "constructor" has no leader or pick until one is chosen, and a pick under "__proto__" is an entry', async () => {
    // A plain {} would answer picks["constructor"] with Object's constructor and make
    // picks["__proto__"] = id replace the prototype instead of recording the pick.
    const renamed = sceneText.replaceAll('"side": "red"', '"side": "constructor"').replaceAll('"side": "blue"', '"side": "__proto__"')
    const store = createSightlineStore({ ...fakePorts({ odd: renamed }, memoryStorage()), play: judgePlayPorts() })
    await store.getState().boot({ scene: 'odd', from: null, to: null })
    expect(store.getState().play.picks.constructor).toBeUndefined()
    store.getState().enterPlaySetup()
    expect(store.getState().play.choices?.sides.map((s) => s.side)).toEqual(['constructor', '__proto__'])
    expect(Object.keys(store.getState().play.leaders)).toEqual(['constructor', '__proto__'])
    expect(await store.getState().startGame()).toBe(true)
    expect(store.getState().play.picks.constructor).toBeUndefined()
    store.getState().setPick('__proto__', 'b-sergeant')
    expect(Object.entries(store.getState().play.picks)).toEqual([['__proto__', 'b-sergeant']])
    store.getState().leavePlay()
  })
})

describe('an area shot aimed at a point by pointer (14.11, 14.13)', () => {
  it("probes the point under the pointer, fires there on the click, and the template's impact is reported", async () => {
    const store = await playingStore()
    store.getState().enterPlaySetup()
    expect(await store.getState().startGame()).toBe(true)
    const s = () => store.getState()
    s().playStep({ do: 'startRound' })
    s().setPick('red', 'r-spear')
    s().setPick('blue', 'b-grenadier')
    s().playStep({ do: 'choose', picks: { red: 'r-spear', blue: 'b-grenadier' } })
    for (const id of s().play.game!.queue!) {
      if (id === 'b-grenadier') break
      s().playStep({ do: 'beginPhase', figure: id })
      s().playStep({ do: 'endPhase', figure: id })
    }
    expect(s().playStep({ do: 'beginPhase', figure: 'b-grenadier' })?.ok).toBe(true)
    s().selectModel('b-grenadier')
    s().setAiming({ kind: 'area', weapon: 'Grenade launcher' })
    // models/cards/orbital-marines.json: the grenade launcher's template is 4 cm (areaRadius), and it fires indirectly.
    expect(s().play.aiming).toMatchObject({ radiusCm: 4, indirect: true, point: null })
    s().aimAt([40, 0, 45])
    const probe = s().play.aiming?.probe
    if (!probe?.ok) throw new Error(`refused: ${probe && !probe.ok ? probe.refusal.code : 'no probe'}`)
    const steps = s().play.steps
    expect(s().commitAim()).toBe(true)
    expect(s().play.steps).toBe(steps + 1)
    expect(s().play.aiming).toBeNull()
    const last = s().play.last
    expect(last?.ok && last.step).toMatchObject({ do: 'area', shooter: 'b-grenadier', point: [40, 0, 45], indirect: true })
    expect(last?.ok && last.breakdown.lines.some((l) => l.key === 'impact')).toBe(true)
    s().leavePlay()
  })
})

describe('sustained fire split over targets in the panel (14.12)', () => {
  it('builds one step with the targets in the order given, and shows the rules’ answer: DF 1 allows 2 shots, not 3', async () => {
    const store = await playingStore()
    store.getState().enterPlaySetup()
    await store.getState().startGame()
    const s = () => store.getState()
    for (const step of file.steps.slice(0, 5)) s().playStep(step as never) // the sergeant on the road
    s().selectModel('b-sergeant')
    // models/cards/orbital-marines.json: the sergeant's pulse rifle has DF 1, so at most 2 shots in all (14.12).
    s().setSustainedShots('Pulse rifle', 'r-owl', 3)
    const three = s().play.sustained
    expect(three?.step).toEqual({ do: 'sustained', shooter: 'b-sergeant', weapon: 'Pulse rifle', targets: [{ target: 'r-owl', shots: 3 }] })
    expect(three?.probe).toMatchObject({ ok: false, refusal: { code: 'too-many-shots' } })
    s().setSustainedShots('Pulse rifle', 'r-owl', 1)
    s().setSustainedShots('Pulse rifle', 'r-witch', 1)
    const two = s().play.sustained
    expect(two?.step).toMatchObject({
      targets: [
        { target: 'r-owl', shots: 1 },
        { target: 'r-witch', shots: 1 },
      ],
    })
    expect(two?.probe).toEqual(s().play.session!.probe(two!.step!))
    s().setSustainedShots('Pulse rifle', 'r-owl', 0)
    expect(s().play.sustained?.step).toMatchObject({ targets: [{ target: 'r-witch', shots: 1 }] })
    s().leavePlay()
  })
})

describe('disengaging by pointer (8.3, 15.4)', () => {
  it('offers the enemies in contact their opportunity attack, probes the goal under the pointer, and plays the step on the click', async () => {
    const store = await playingStore()
    store.setState({ diceSeed: 3 })
    store.getState().enterPlaySetup()
    expect(await store.getState().startGame()).toBe(true)
    const s = () => store.getState()
    const ok = (step: Parameters<ReturnType<typeof s>['playStep']>[0]) => {
      const r = s().playStep(step)
      if (!r?.ok) throw new Error(`${step.do}: ${r && !r.ok ? r.refusal.code : 'no session'}`)
    }
    // As tests/scenario-melee.test.ts: the first to act walks into the open, the other charges it.
    ok({ do: 'startRound' })
    ok({ do: 'choose', picks: { red: 'r-captain', blue: 'b-sergeant' } })
    const [first, second] = s().play.game!.queue!
    ok({ do: 'beginPhase', figure: first })
    ok({ do: 'move', figure: first, to: [46, 0, 46] })
    ok({ do: 'endPhase', figure: first })
    ok({ do: 'beginPhase', figure: second })
    expect(second).toBe('b-sergeant')
    // 8.3: before the click, the charge's path is drawn from where the sergeant stands to the captain's base.
    s().selectModel(second)
    s().previewMeleesOf('Combat knife', first, 'damage')
    const path = s().play.chargePath!
    expect(path.allowed).toBe(true)
    const from = s().play.scene!.figures.find((f) => f.id === second)!.position
    const to = s().play.scene!.figures.find((f) => f.id === first)!.position
    expect(Math.hypot(path.points[0][0] - from[0], path.points[0][2] - from[2])).toBeLessThan(0.01)
    const end = path.points[path.points.length - 1]
    // It ends where the bases touch: the centres two radii apart (R-E.4a), give or take the contact tolerance.
    const radii = ['b-sergeant', 'r-captain'].reduce(
      (sum, id) => sum + figureProfile(s().play.scene!.figures.find((f) => f.id === id)!).radius,
      0,
    )
    expect(Math.abs(Math.hypot(end[0] - to[0], end[2] - to[2]) - radii)).toBeLessThan(0.2)
    ok({ do: 'charge', figure: second, target: first, weapon: 'Combat knife', choice: 'damage' })
    s().selectModel(second)
    s().setAiming({ kind: 'disengage', weapon: '' })
    expect(s().play.aiming).toMatchObject({ kind: 'disengage', inContact: [first], opportunity: [first] })
    s().setOpportunity([])
    expect(s().play.aiming?.opportunity).toEqual([])
    s().setOpportunity([first])
    const at = s().play.scene!.figures.find((f) => f.id === second)!.position
    const away: [number, number, number] = [at[0] + (second === 'r-captain' ? -8 : 8), 0, at[2]]
    s().aimAt(away)
    const probe = s().play.aiming?.probe
    expect(probe).toEqual(s().play.session!.probe({ do: 'disengage', figure: second, to: away, opportunity: [{ attacker: first }] }))
    // Seed 3: the sergeant charged the captain and has 2 AP left, what a disengage costs (6.2); its test rolls.
    expect(probe).toEqual({ ok: true, rollsDice: true })
    const steps = s().play.steps
    expect(s().commitAim()).toBe(true)
    expect(s().play.steps).toBe(steps + 1)
    expect(s().play.aiming).toBeNull()
    expect(s().play.last?.ok && s().play.last?.step).toMatchObject({
      do: 'disengage',
      figure: second,
      to: away,
      opportunity: [{ attacker: first }],
    })
    s().leavePlay()
  })
})

describe('the pick lists (5.5.2)', () => {
  it('offer each side only the models it may still choose this round', async () => {
    const store = await playingStore()
    store.getState().enterPlaySetup()
    await store.getState().startGame()
    const s = () => store.getState()
    s().playStep({ do: 'startRound' })
    expect(s().play.choosable.red).toContain('r-spear')
    s().playStep({ do: 'choose', picks: { red: 'r-spear', blue: 'b-sergeant' } })
    for (const id of s().play.game!.queue!) {
      s().playStep({ do: 'beginPhase', figure: id })
      s().playStep({ do: 'endPhase', figure: id })
    }
    expect(s().play.choosable.red).not.toContain('r-spear')
    expect(s().play.choosable.blue).not.toContain('b-sergeant')
    // 19.1: the drone is not chosen by itself; it acts in its operator's phase.
    expect(s().play.choosable.blue).not.toContain('b-drone')
    expect(s().play.choosable.blue).toContain('b-operator')
    s().leavePlay()
  })
})

describe('powers chosen before the game (20.1)', () => {
  it('starts the witch with as many powers as her level allows, lets the players change them, and takes them into the game', async () => {
    const store = await playingStore()
    store.getState().enterPlaySetup()
    const s = () => store.getState()
    const choice = s().play.choices!.powers.find((c) => c.model === 'r-witch')!
    const first = s().play.powers['r-witch']
    expect(first).toHaveLength(choice.picks)
    // One more than she may take is not taken; leaving one out makes room for another.
    const other = choice.offered.find((o) => !first.includes(o.power))!.power
    s().setPower('r-witch', other, true)
    expect(s().play.powers['r-witch']).toEqual(first)
    s().setPower('r-witch', first[0], false)
    s().setPower('r-witch', other, true)
    const taken = s().play.powers['r-witch']
    expect(taken).toContain(other)
    expect(taken).not.toContain(first[0])
    expect(await s().startGame()).toBe(true)
    expect(s().play.game!.models['r-witch'].powers).toEqual(taken)
    s().leavePlay()
  })
})

describe('a move walked on the table (8)', () => {
  it('keeps the path the preview showed, so the figure walks it from where it stood to where it stands', async () => {
    const store = await playingStore()
    store.getState().enterPlaySetup()
    await store.getState().startGame()
    const s = () => store.getState()
    for (const step of file.steps.slice(0, 3)) s().playStep(step as never) // the sergeant's phase has begun
    s().selectModel('b-sergeant')
    s().previewMoveTo([61, 0.2, 45])
    const shown = s().play.movePreview!.points
    expect(s().playStep({ do: 'move', figure: 'b-sergeant', to: [61, 0.2, 45] })?.ok).toBe(true)
    const walk = s().play.walk!
    expect(walk.figure).toBe('b-sergeant')
    expect(walk.points).toEqual(shown)
    const at = s().play.scene!.figures.find((f) => f.id === 'b-sergeant')!.position
    const end = walk.points[walk.points.length - 1]
    expect(Math.hypot(end[0] - at[0], end[2] - at[2])).toBeLessThan(0.01)
    s().leavePlay()
  })
})
