import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { PlaySession, parseScenarioFile, type ScenarioStep } from '../src/judge'
import { runCli } from './runCli'
import { disposedAfterEach, firstBlood, shippedScene } from './playKit'

/**
 * The play mode's session (src/judge/play/session.ts) on the shipped scenario "First blood in
 * the ruins": the same steps as `npm run play`, refusals that leave nothing behind, undo with
 * and without dice (R-P.1), probes, and the game exported as a scenario file that the command
 * line replays to the same dice.
 */
const file = firstBlood()
const scene = shippedScene()

const open = disposedAfterEach()
async function start(undoRollsBackDice = false): Promise<PlaySession> {
  const s = await PlaySession.start({ scene, seed: file.seed, leaders: file.leaders }, { undoRollsBackDice })
  open.push(s)
  return s
}
const position = (s: PlaySession, id: string) => s.world.requireFigure(id).position
const stepsUpTo = (kind: string, nth = 1): ScenarioStep[] => {
  let seen = 0
  const i = file.steps.findIndex((st) => st.do === kind && ++seen === nth)
  return file.steps.slice(0, i + 1)
}

describe('a game at the table (play session)', () => {
  it('keeps the allowed steps and drops the refused ones without a trace', async () => {
    const s = await start()
    for (const step of file.steps) {
      const rolls = s.log.length
      const game = s.game
      const r = s.do(step)
      // Each step's expectation in the file is the rules' answer; a refusal changes nothing.
      expect(r.ok, `${step.do} ${step.note ?? ''}`).toBe(step.expect?.refusal === undefined)
      if (!r.ok) {
        expect(s.log.length).toBe(rolls)
        expect(s.game).toBe(game)
      }
    }
    expect(s.steps.map((st) => st.do)).toEqual(file.steps.filter((st) => st.expect?.refusal === undefined).map((st) => st.do))
  })

  it('undoes a move that rolled no dice: the figure stands where it stood, the AP are back', async () => {
    const s = await start()
    const upToMove = stepsUpTo('move')
    for (const step of upToMove.slice(0, -1)) s.do(step)
    const from = position(s, 'b-sergeant')
    const ap = s.game.models['b-sergeant'].ap
    const moved = s.do(upToMove[upToMove.length - 1])
    expect(moved.ok && moved.rolls.length).toBe(0)
    expect(position(s, 'b-sergeant')).not.toEqual(from)
    expect(s.undo().ok).toBe(true)
    expect(position(s, 'b-sergeant')).toEqual(from)
    expect(s.game.models['b-sergeant'].ap).toBe(ap)
  })

  it('refuses to undo an aimed shot that rolled, unless "undo also rolls back dice" is on; then the same shot rolls the same dice', async () => {
    const steps = stepsUpTo('shoot', 2) // the second shot of the file is the aimed one at the owl
    const strict = await start(false)
    for (const step of steps) strict.do(step)
    const undo = strict.undo()
    expect(undo.ok ? null : undo.refusal.code).toBe('undo-after-dice')

    const friendly = await start(true)
    for (const step of steps) friendly.do(step)
    const rolled = friendly.log.map((r) => [r.purpose, r.result])
    const rollsBefore = friendly.results[friendly.results.length - 1].rolls.length
    expect(rollsBefore).toBeGreaterThan(0)
    expect(friendly.undo().ok).toBe(true)
    expect(friendly.log.length).toBe(rolled.length - rollsBefore)
    friendly.do(steps[steps.length - 1])
    expect(friendly.log.map((r) => [r.purpose, r.result])).toEqual(rolled)
  })

  it('probes a step without playing it: the same refusal as playing it, nothing rolled, nothing changed', async () => {
    const s = await start()
    for (const step of stepsUpTo('beginPhase')) s.do(step)
    const hidden = file.steps[3] // the shot the chapel walls stop
    const game = s.game
    const rolls = s.log.length
    const probe = s.probe(hidden)
    expect(probe.ok ? null : probe.refusal.code).toBe('no-line-of-sight')
    const owl: ScenarioStep = { do: 'shoot', shooter: 'b-sergeant', target: 'r-owl', weapon: 'Pulse rifle', action: 'aimed' }
    s.do(file.steps[4]) // onto the old road
    const asked = s.probe(owl)
    expect(asked).toEqual({ ok: true, rollsDice: true })
    expect(s.log.length).toBe(rolls)
    expect(s.steps.length).toBe(4)
    expect(s.game).not.toBe(game) // the move changed it, the probes did not
    const after = s.game
    s.probe(owl)
    expect(s.game).toBe(after)
  })

  it('exports the game as a scenario file that npm run play replays to the same dice and the same table', async () => {
    const s = await start()
    for (const step of file.steps) s.do(step)
    const exported = s.toScenarioFile()
    const dir = mkdtempSync(join(tmpdir(), 'sightline-play-'))
    const path = join(dir, 'game.json')
    writeFileSync(path, JSON.stringify(exported))
    const run = runCli('play', [path, '--json'])
    expect(run.stderr).toBe('')
    expect(run.status).toBe(0)
    const out = JSON.parse(run.stdout) as { log: { purpose: string; result: number }[]; steps: { ok: boolean }[] }
    expect(out.steps.every((st) => st.ok)).toBe(true)
    expect(out.log.map((r) => [r.purpose, r.result])).toEqual(s.log.map((r) => [r.purpose, r.result]))

    const parsed = parseScenarioFile(JSON.parse(readFileSync(path, 'utf8')))
    if (!parsed.ok) throw new Error(parsed.problems.join('\n'))
    const again = await PlaySession.replay(parsed.scenario, scene)
    open.push(again)
    expect(again.game).toEqual(s.game)
    expect(again.world.scene.figures).toEqual(s.world.scene.figures)
  })
})

describe("a scenario file's own start at the table (one calculation with npm run play)", () => {
  it('opens a file with objects (9.2) and starting markers (11.5) as the command line does, offers the object, and exports them again', async () => {
    const withStart = {
      ...file,
      steps: [],
      objects: [{ id: 'lever', name: 'Lever', at: [80, 0, 45] as [number, number, number] }],
      markers: { 'r-spear': { shock: 1 } },
    }
    const s = await PlaySession.replay(withStart, scene)
    open.push(s)
    // Before the first round starts, as the file sets it up.
    expect(s.game.models['r-spear'].tokens.shock).toBe(1)
    const lever = s.actionsFor('b-sergeant').find((o) => o.kind === 'useObject' && o.item === 'lever')
    expect(lever?.step).toEqual({ do: 'useObject', figure: 'b-sergeant', object: 'lever' })
    const exported = s.toScenarioFile()
    expect(exported.objects).toEqual(withStart.objects)
    expect(exported.markers).toEqual(withStart.markers)
  })
})

describe('a move previewed before the click (8, 9)', () => {
  it('gives the path, its cost and AP as the move then makes it, and the refusal of a model that is not active', async () => {
    const s = await start()
    const upToMove = stepsUpTo('move')
    for (const step of upToMove.slice(0, -1)) s.do(step)
    const move = upToMove[upToMove.length - 1] as Extract<ScenarioStep, { do: 'move' }>
    const preview = s.previewMove('b-sergeant', move.to)
    expect(preview.gate).toEqual({ ok: true, rollsDice: false })
    expect(preview.refusal).toBeNull()
    // The file's note: onto the old road, 19.4 cm of movement in 2 move actions.
    expect(preview.cost).toBeCloseTo(19.4, 1)
    expect(preview.moveActions).toBe(2)
    const done = s.do(move)
    expect(done.ok).toBe(true)
    expect(position(s, 'b-sergeant')).toEqual(preview.points[preview.points.length - 1])
    // r-spear was chosen too but its phase has not begun (5.5.2): the gate says so, with the code the click would get.
    const waiting = s.previewMove('r-spear', [20, 0, 20])
    const click = s.probe({ do: 'move', figure: 'r-spear', to: [20, 0, 20] })
    expect(waiting.gate.ok).toBe(false)
    expect(click.ok ? null : click.refusal.code).toBe(waiting.gate.ok ? 'allowed' : waiting.gate.refusal.code)
  })
})

describe('facing on the table (8.3, R-E.9a)', () => {
  it("a turn sets the model's facing in the game and on the figure of the table's scene alike", async () => {
    const s = await start()
    for (const step of stepsUpTo('beginPhase')) s.do(step)
    const turned = s.do({ do: 'turn', figure: 'b-sergeant', facing: 135 })
    expect(turned.ok).toBe(true)
    expect(s.game.models['b-sergeant'].facingDeg).toBe(135)
    expect(s.world.scene.figures.find((f) => f.id === 'b-sergeant')?.facing).toBe(135)
  })

  it("a scene figure's facing is where the game starts from", async () => {
    const faced = { ...scene, figures: scene.figures.map((f) => (f.id === 'b-sergeant' ? { ...f, facing: 270 } : f)) }
    const s = await PlaySession.start({ scene: faced, seed: 1, leaders: file.leaders })
    open.push(s)
    expect(s.game.models['b-sergeant'].facingDeg).toBe(270)
  })
})

describe('reactions the rules offer (15.4)', () => {
  it('offers the defender its counter-attack right after a charge, and nothing before it', async () => {
    // The charge of tests/scenario-melee.test.ts (seed 2: the captain charges the sergeant).
    const s = await PlaySession.start({ scene, seed: 2, leaders: file.leaders })
    open.push(s)
    for (const step of [{ do: 'startRound' }, { do: 'choose', picks: { red: 'r-captain', blue: 'b-sergeant' } }] as const) s.do(step)
    const [first, second] = s.game.queue!
    for (const step of [
      { do: 'beginPhase', figure: first },
      { do: 'move', figure: first, to: [46, 0, 46] },
      { do: 'endPhase', figure: first },
      { do: 'beginPhase', figure: second },
    ] as ScenarioStep[])
      expect(s.do(step).ok).toBe(true)
    expect(s.reactions().filter((r) => r.kind === 'counterAttack')).toEqual([])
    const weapon = second === 'r-captain' ? 'Longsword' : 'Combat knife'
    expect(s.do({ do: 'charge', figure: second, target: first, weapon, choice: 'damage' }).ok).toBe(true)
    const offers = s.reactions()
    const counter = offers.find((r) => r.kind === 'counterAttack')
    // Seed 2: the defender is still standing after the charge, so 15.4 offers it the counter-attack.
    expect(s.game.models[first].eliminated).toBe(false)
    expect(counter).toMatchObject({ by: first, against: second, rollsDice: true })
    expect(s.do(counter!.step).ok).toBe(true)
  })
})

describe("the actions a model is offered (the panel's buttons)", () => {
  it("lists what the card makes thinkable with the rules' answer, the same answer the step then gets", async () => {
    const s = await start()
    for (const step of file.steps.slice(0, 5)) s.do(step) // the sergeant has moved onto the road
    const offers = s.actionsFor('b-sergeant')
    const aimed = offers.find((o) => o.kind === 'shoot.aimed' && o.target === 'r-owl' && o.weapon === 'Pulse rifle')
    expect(aimed).toMatchObject({ allowed: true, rollsDice: true })
    // Not prone: standing up is refused with the rules' code; lying down is allowed and rolls nothing.
    expect(offers.find((o) => o.kind === 'standUp')).toMatchObject({ allowed: false, refusal: { code: 'not-prone' } })
    expect(offers.find((o) => o.kind === 'lieDown')).toMatchObject({ allowed: true, rollsDice: false })
    expect(s.actionsFor('b-sergeant')).toBe(offers) // once per game state
    expect(s.do(aimed!.step).ok).toBe(true)
    // The file's next step: nothing left for a normal shot at the witch (2 AP moved, 4 AP aimed).
    const after = s.actionsFor('b-sergeant').find((o) => o.kind === 'shoot.normal' && o.target === 'r-witch' && o.weapon === 'Pulse rifle')
    expect(after).toMatchObject({ allowed: false, refusal: { code: 'not-enough-ap' } })
    const played = s.do(after!.step)
    expect(played.ok ? null : played.refusal.code).toBe('not-enough-ap')
    expect(s.actionsFor('nobody')).toEqual([])
  })

  it('offers a power at a friend too (20.2: Mending hands heals by touch), with the answer the step then gets', async () => {
    const s = await PlaySession.start({
      scene,
      seed: file.seed,
      leaders: file.leaders,
      powers: { 'r-witch': ['Mending hands', 'Ember dart'] },
    })
    open.push(s)
    const offers = s.actionsFor('r-witch')
    const heal = offers.find((o) => o.kind === 'usePower' && o.power === 'Mending hands' && o.target === 'r-owl')
    expect(heal).toBeDefined()
    const played = s.probe(heal!.step)
    expect(heal!.allowed ? { ok: true } : { ok: false, code: heal!.refusal.code }).toEqual(
      played.ok ? { ok: true } : { ok: false, code: played.refusal.code },
    )
    // Ember dart is offered at the enemies as before.
    expect(offers.some((o) => o.kind === 'usePower' && o.power === 'Ember dart' && o.target === 'b-sergeant')).toBe(true)
  })

  it("offers a trait that costs AP or has uses like an item (7.3, 7.4: the raider warlord's Battle cry, 1 AP, once)", async () => {
    const brawl = shippedScene('scenes/scenarios/rampart-brawl.scene.json')
    const s = await PlaySession.start({ scene: brawl, seed: 3, leaders: { red: 'r-warlord', blue: 'b-captain' } })
    open.push(s)
    const cry = s.actionsFor('r-warlord').find((o) => o.kind === 'useItem' && o.item === 'Battle cry')
    expect(cry?.step).toEqual({ do: 'useItem', figure: 'r-warlord', item: 'Battle cry', kind: 'trait' })
  })
})

describe('anything clicked that the game does not have (issue "Play", quality)', () => {
  it('refuses unknown models, weapons, powers, items, objects and steps out of turn with a code, never an exception, and changes nothing', async () => {
    const s = await start()
    for (const step of file.steps.slice(0, 3)) s.do(step)
    const odd: ScenarioStep[] = [
      { do: 'move', figure: 'nobody', to: [10, 0, 10] },
      { do: 'move', figure: '__proto__', to: [10, 0, 10] },
      { do: 'shoot', shooter: 'b-sergeant', target: 'constructor', weapon: 'Pulse rifle' },
      { do: 'shoot', shooter: 'b-sergeant', target: 'r-owl', weapon: 'Bazooka' },
      { do: 'usePower', figure: 'b-sergeant', power: 'Fireball' },
      { do: 'useItem', figure: 'b-sergeant', item: 'Jetpack' },
      { do: 'useObject', figure: 'b-sergeant', object: 'altar' },
      { do: 'reload', figure: 'b-sergeant', weapon: 'toString' },
      { do: 'beginPhase', figure: 'r-archer' }, // not chosen this round
      { do: 'endPhase', figure: 'r-tower' }, // out of turn
      { do: 'melee', attacker: 'b-sergeant', defender: 'r-captain' }, // not in base contact
      { do: 'choose', picks: { red: 'b-gunner', blue: 'r-spear' } }, // picks from the wrong sides
      { do: 'surrender', side: 'green' },
    ]
    for (const step of odd) {
      const game = s.game
      const rolls = s.log.length
      const figures = s.world.scene.figures
      const probe = s.probe(step)
      const r = s.do(step)
      expect(r.ok, JSON.stringify(step)).toBe(false)
      if (r.ok) continue
      expect(r.refusal.code, JSON.stringify(step)).toMatch(/^[a-z]+(-[a-z]+)*$/)
      expect(probe.ok ? null : probe.refusal.code).toBe(r.refusal.code)
      expect(s.game).toBe(game)
      expect(s.log.length).toBe(rolls)
      expect(s.world.scene.figures).toEqual(figures)
    }
  })
})

describe('random clicks (fast-check)', () => {
  it('any step with any names is allowed or refused with a code, never an exception; a refusal changes nothing', async () => {
    const s = await start(true)
    const ids = ['b-sergeant', 'r-owl', 'r-spear', 'b-mech', 'r-tower', 'nobody', '__proto__', '']
    const weapons = ['Pulse rifle', 'Crossbow', 'Combat knife', 'unarmed', 'Bazooka']
    const id = fc.constantFrom(...ids)
    const point = fc.tuple(
      fc.double({ min: -10, max: 100, noNaN: true }),
      fc.constantFrom(0, 0.2, 12),
      fc.double({ min: -10, max: 100, noNaN: true }),
    )
    const step: fc.Arbitrary<ScenarioStep> = fc.oneof(
      fc.constant({ do: 'startRound' } as ScenarioStep),
      fc.constant({ do: 'endRound' } as ScenarioStep),
      fc.record({ red: id, blue: id }).map((picks) => ({ do: 'choose', picks }) as ScenarioStep),
      id.map((figure) => ({ do: 'beginPhase', figure }) as ScenarioStep),
      id.map((figure) => ({ do: 'endPhase', figure }) as ScenarioStep),
      fc.tuple(id, point).map(([figure, to]) => ({ do: 'move', figure, to }) as ScenarioStep),
      fc
        .tuple(id, id, fc.constantFrom(...weapons), fc.constantFrom('normal', 'aimed', 'snap'))
        .map(([shooter, target, weapon, action]) => ({ do: 'shoot', shooter, target, weapon, action }) as ScenarioStep),
      fc
        .tuple(id, id, fc.constantFrom(...weapons))
        .map(([figure, target, weapon]) => ({ do: 'charge', figure, target, weapon }) as ScenarioStep),
      fc.tuple(id, id).map(([attacker, defender]) => ({ do: 'melee', attacker, defender }) as ScenarioStep),
      id.map((figure) => ({ do: 'lieDown', figure }) as ScenarioStep),
      id.map((figure) => ({ do: 'defence', figure }) as ScenarioStep),
    )
    fc.assert(
      fc.property(fc.array(step, { minLength: 1, maxLength: 6 }), fc.boolean(), (steps, undo) => {
        for (const st of steps) {
          const game = s.game
          const rolls = s.log.length
          const r = s.do(st)
          if (!r.ok) {
            expect(r.refusal.code).toMatch(/^[a-z]+(-[a-z]+)*$/)
            expect(s.game).toBe(game)
            expect(s.log.length).toBe(rolls)
          }
        }
        if (undo) s.undo()
      }),
      { numRuns: 60, seed: 20261124 },
    )
  })
})

describe('area fire from the panel (14.13)', () => {
  it('offers the grenadier his grenade launcher at each enemy, and the shot places its 4 cm template where the rules say it landed', async () => {
    const s = await start()
    s.do({ do: 'startRound' })
    s.do({ do: 'choose', picks: { red: 'r-spear', blue: 'b-grenadier' } })
    for (const id of s.game.queue!) {
      if (id === 'b-grenadier') break
      s.do({ do: 'beginPhase', figure: id })
      s.do({ do: 'endPhase', figure: id })
    }
    expect(s.do({ do: 'beginPhase', figure: 'b-grenadier' }).ok).toBe(true)
    const offers = s.actionsFor('b-grenadier').filter((o) => o.kind === 'area')
    // Every enemy in play is offered; the hidden archer is refused as the rules refuse it (14.9).
    expect(offers.map((o) => o.target).sort()).toEqual([
      'r-arbalest',
      'r-archer',
      'r-captain',
      'r-halberd',
      'r-owl',
      'r-spear',
      'r-tower',
      'r-witch',
    ])
    expect(offers.find((o) => o.target === 'r-archer')).toMatchObject({ allowed: false, refusal: { code: 'target-camouflaged' } })
    const shot = s.do(offers.find((o) => o.target === 'r-spear')!.step)
    if (!shot.ok) throw new Error(shot.refusal.reason)
    const impact = shot.breakdown.lines.find((l) => l.key === 'impact')
    // models/cards/orbital-marines.json: the grenade launcher's area is 4 cm.
    expect(impact?.params?.radiusCm).toBe(4)
    expect(impact?.value).toBe([impact?.params?.x, impact?.params?.y, impact?.params?.z].map((v) => Number(v).toFixed(1)).join(', '))
  })
})
