import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { castleTerrain } from '../src/geometry/castle/colliders'
import { checkExpectation, judgeCastleSetup, type MkStepResult } from '../src/judge'
import { createMkScenario, mkScenarioOptions } from '../src/judge/mk/create'
import type { MkDriver } from '../src/judge/mk/driver'
import { parseMkScenarioFile, type MkScenarioFile, type MkScenarioStep } from '../src/judge/mk/scenarioFile'
import type { Scene } from '../src/scene/schema'
import { parseSceneText } from '../src/scene/validate'
import { runCli } from './runCli'

/**
 * The shipped siege (scenes/scenarios/siege-assault.mk.json on scenes/siege-assault.json) played
 * through the Mage Knight driver from set-up to the last turn, and the facts checked against
 * numbers worked out by hand from the scene (cm; 1 in = 2.54 cm; dials in models/castle/
 * sections.json and models/mageknight/castle-siege.json, stand-ins R-MK-0):
 * - the tower's centre (20, 25); the light wall wall-a's (32.065, 25), at click 3 defence 16; the
 *   light gateway wall's (47.305, 25), click 3 defence 16; the citadel's (47.305, 8);
 * - the Steam Golem's last place (28, 41), the bombardier's (47.5, 45), the ogre's (59.5, 45);
 * - castle tops at 10.16 cm, rubble 1.5 cm high.
 */

function shippedScene(): Scene {
  const r = parseSceneText(readFileSync('scenes/siege-assault.json', 'utf8'))
  if (!r.ok) throw new Error('scenes/siege-assault.json does not parse')
  return r.scene
}

function shippedScenario(): MkScenarioFile {
  const r = parseMkScenarioFile(JSON.parse(readFileSync('scenes/scenarios/siege-assault.mk.json', 'utf8')))
  if (!r.ok) throw new Error(r.problems.join('\n'))
  return r.scenario
}

type Played = { step: MkScenarioStep; result: MkStepResult; scene: Scene }

describe('a siege played from set-up to the last turn (scenes/scenarios/siege-assault.mk.json)', () => {
  const file = shippedScenario()
  const played: Played[] = []
  let d: MkDriver

  beforeAll(async () => {
    d = await createMkScenario(mkScenarioOptions(file, shippedScene()))
    for (const step of file.steps) played.push({ step, result: d.do(step), scene: d.world.scene })
  })
  afterAll(() => d.dispose())

  /** The one played step the predicate picks. */
  const at = (pick: (s: MkScenarioStep) => boolean): Played => {
    const found = played.filter((p) => pick(p.step))
    if (found.length !== 1) throw new Error(`expected one step, found ${found.length}`)
    return found[0]
  }
  const ok = (p: Played) => {
    if (!p.result.ok) throw new Error(`${p.step.do}: ${p.result.refusal.code} ${p.result.refusal.reason}`)
    return p.result
  }
  const line = (p: Played, key: string) => ok(p).breakdown.lines.find((l) => l.key === key)?.value

  it('001 "Spielfeld und Aufbau": the scene is a legal set-up, every portal closed', async () => {
    const scene = shippedScene()
    const report = judgeCastleSetup({ scene }, { castleSide: 'castle', castleEdge: 'north', opponentZoneDepthIn: 6 })
    expect(report.problems).toEqual([])
    expect(scene.castle?.sections.flatMap((s) => Object.values(s.portals ?? {}))).toEqual(['closed'])
  })

  it('meets every expectation of the file and ends with the victory points', () => {
    const unmet = played.flatMap((p, i) => {
      const check = checkExpectation(p.step.expect, p.result)
      return check && !check.met ? [`steps[${i}] ${p.step.do}: ${check.detail}`] : []
    })
    expect(unmet).toEqual([])
    expect(file.steps.every((s) => s.expect !== undefined)).toBe(true)
    expect(d.game.over).toBe(true)
  })

  it('001 "Aktionen", core 11: the sections are pieces bought with the army (456 castle points fit 500); 500 points give 5 actions a turn, the citadel one more for sections', async () => {
    const fresh = await createMkScenario(mkScenarioOptions(file, shippedScene()))
    try {
      expect(Object.keys(fresh.game.pieces).filter((id) => fresh.game.pieces[id].castleSection)).toEqual([
        'tower-w',
        'wall-a',
        'gate',
        'wall-b',
        'citadel',
      ])
      // Light walls start at click 3 (001 "Punktwert").
      expect(fresh.game.pieces['wall-a'].clicks).toEqual([3])
      expect(fresh.game.turn.actions).toMatchObject({ base: 5, extra: 1 })
      expect(fresh.setup.find((l) => l.key === 'armyPoints' && String(l.detail).startsWith('456'))).toBeDefined()
      const citadel = at((s) => s.do === 'castleShot' && s.from === 'citadel')
      expect(line(citadel, 'extraActionUsed')).toBe(1)
    } finally {
      fresh.dispose()
    }
  })

  it('001 "Portale", "Zugangspunkte": the door opened, the crossbowman put on the top; closed again, a solid once more', () => {
    const open = at((s) => s.do === 'portal' && s.state === 'open' && s.section === 'tower-w' && s.expect?.ok === true)
    expect(open.scene.castle?.sections.find((s) => s.id === 'tower-w')?.portals).toEqual({ door: 'open' })
    expect(castleTerrain(open.scene).some((p) => p.id === 'tower-w/door')).toBe(false)
    const climb = at((s) => s.do === 'climb' && s.figure === 'c-xbow')
    expect(line(climb, 'placedAtAccessPoint')).toBe('top')
    // On the top, 10.16 cm up, at the centre the step names.
    expect(climb.scene.figures.find((f) => f.id === 'c-xbow')?.position).toEqual([20, 10.16, 25])
    const closed = at((s) => s.do === 'portal' && s.state === 'closed')
    expect(castleTerrain(closed.scene).some((p) => p.id === 'tower-w/door')).toBe(true)
  })

  it('001 "Angriffe": the tower shoots from its centre, horizontally: hypot(8, 16) = 17.89 cm = 7.04 in, defence 17', () => {
    const shot = at((s) => s.do === 'castleShot' && s.from === 'tower-w')
    expect(line(shot, 'horizontalDistance')).toBe(7.04)
    const roll = ok(shot).breakdown.rolls[0]
    // The Steam Golem was pushed once (click 1, defence 17); from a section at the ground: no height bonus.
    expect(roll.opponentTotal).toBe(17)
    expect(roll.total).toBe(roll.dice[0] + roll.dice[1] + 9)
  })

  it('001 "Castle Sektionen zerstören": the light wall at hypot(4.065, 16) = 6.50 in, 16 + 1 = 17, click 3 + 4: rubble', () => {
    const shot = at((s) => s.do === 'castleShot' && s.from === 's-golem')
    expect(line(shot, 'horizontalDistance')).toBe(6.5)
    const [attack, fall] = ok(shot).breakdown.rolls
    expect(attack).toMatchObject({ opponentTotal: 17, hit: true, total: attack.dice[0] + attack.dice[1] + 10 })
    const events = ok(shot).events
    expect(events).toContainEqual({ kind: 'section', section: 'wall-a', clicks: 7, portals: {}, destroyed: true })
    // The Bone Golem's die of clicks, set down on the rubble (1.5 cm) where it stood, facing as chosen.
    expect(events).toContainEqual({ kind: 'clicks', piece: 'c-golem', dial: 0, from: 0, to: fall.dice[0] })
    expect(shot.scene.figures.find((f) => f.id === 'c-golem')).toMatchObject({ position: [32.065, 1.5, 25], facing: 180 })
    expect(castleTerrain(shot.scene).some((p) => p.id === 'wall-a/rubble')).toBe(true)
    expect(d.game.eliminatedBy['wall-a']).toBe('siege')
  })

  it('001 "Planken und Leitern", "Nahkampf": the ladder 2.5 cm out from the wall face at z = 26.905; the mage fights across it', () => {
    const setUp = at((s) => s.do === 'ladder' && s.op === 'setUp')
    expect(setUp.scene.ladders).toEqual([
      { id: 'ladder-1', bottom: [59.5, 0, 29.405], top: [59.5, 10.16, 26.905], width: 2, against: 'wall-b' },
    ])
    const refused = at((s) => s.do === 'ladder' && s.op === 'takeAway')
    expect(refused.result.ok ? null : refused.result.refusal.params).toEqual({ ladder: 'ladder-1', enemies: 's-xbow' })
    const melee = at((s) => s.do === 'accessMelee')
    // The crossbowman below (click 3 after the mage's shot: defence 13) is lower: no bonus.
    expect(ok(melee).breakdown.rolls[0]).toMatchObject({ opponentTotal: 13 })
    expect(line(melee, 'accessMeleeFrom')).toBe('ladder-1')
  })

  it('001 "Portale": the gateway wall at 20.00 cm = 7.87 in, 16 + 1 = 17; at click 5 broken open, its gate gone from the world', () => {
    const shot = at((s) => s.do === 'castleShot' && s.from === 's-bomb')
    expect(line(shot, 'horizontalDistance')).toBe(7.87)
    expect(ok(shot).breakdown.rolls[0]).toMatchObject({ opponentTotal: 17, hit: true })
    expect(shot.scene.castle?.sections.find((s) => s.id === 'gate')).toMatchObject({ clicks: 5, portals: { gate: 'open' } })
    expect(castleTerrain(shot.scene).some((p) => p.id === 'gate/gate')).toBe(false)
  })

  it('001 "Zugangspunkte": the ogre walks 13.2 cm = 5.2 in to the ladder and is put on the walkway; then over the plank', () => {
    const climb = at((s) => s.do === 'climb' && s.figure === 's-ogre')
    expect(line(climb, 'mk.move')).toBe(5.2)
    expect(climb.scene.figures.find((f) => f.id === 's-ogre')?.position).toEqual([57.8, 10.16, 25.3])
    const plank = at((s) => s.do === 'move' && s.figure === 's-ogre' && s.to[1] === 10.16)
    // hypot(7.8, 0.3) = 7.806 cm = 3.07 in, walked at the tops' height across the plank over the gap.
    expect(line(plank, 'mk.move')).toBe(3.07)
    expect(plank.scene.figures.find((f) => f.id === 's-ogre')?.position).toEqual([50, 10.16, 25])
  })

  it('001 "Helden in Castle Sektionen angreifen": the citadel at the ogre 7.97 in, defence 15 only; the golem at the tower top 14 + 3 + 1', () => {
    const citadel = at((s) => s.do === 'castleShot' && s.from === 'citadel')
    // hypot(10.495, 17.3) = 20.23 cm; the citadel is a section, so no fortification, and both stand raised.
    expect(line(citadel, 'horizontalDistance')).toBe(7.97)
    expect(ok(citadel).breakdown.rolls[0].opponentTotal).toBe(15)
    const golem = at((s) => s.do === 'ranged' && s.figure === 's-golem')
    expect(ok(golem).breakdown.modifiers.map((m) => [m.key, m.value])).toEqual([
      ['fortification', 3],
      ['heightAdvantage', 1],
    ])
    expect(ok(golem).breakdown.rolls[0].opponentTotal).toBe(18)
  })

  it('001 "Siegpunkte": the ogre alone on the demoralised gateway wall doubles its 12 points for the besiegers', () => {
    const last = played[played.length - 1]
    // Castle: tower 113 + wall-b 20 + citadel 173 + Bone Golem 62 + crossbowman 24 + mage 40 + the besiegers' crossbowman 24.
    // Siege: Steam Golem 72 + bombardier 38 + ogre 45 + wall-a 12 + 2 x 12 for the gateway wall.
    expect(ok(last).events.at(-1)).toEqual({ kind: 'gameOver', totals: { castle: 456, siege: 191 } })
    expect(ok(last).breakdown.lines).toContainEqual(expect.objectContaining({ key: 'conqueredSectionPoints', value: 24 }))
  })
})

describe('the table sees the portals (001 "Portale": no movement or line of fire through a closed one)', () => {
  it("the bombardier 6 cm south of the closed gate neither shoots nor walks through it; opened at the castle turn's start, it does", async () => {
    const scene = shippedScene()
    const placed: Record<string, [number, number, number]> = { 's-bomb': [47.305, 0, 31], 'c-xbow': [47.305, 0, 19.5] }
    const moved: Scene = { ...scene, figures: scene.figures.map((f) => (placed[f.id] ? { ...f, position: placed[f.id] } : f)) }
    const d = await createMkScenario({ scene: moved, seed: 1, sides: ['siege', 'castle'], buildTotal: 500 })
    try {
      // The crossbowman 11.5 cm north in the courtyard, straight through the gateway; 8 cm north stands in the passage.
      const shot: MkScenarioStep = { do: 'ranged', figure: 's-bomb', targets: ['c-xbow'] }
      const through: MkScenarioStep = { do: 'move', figure: 's-bomb', to: [47.305, 0, 23] }
      const blind = d.do(shot)
      expect(blind.ok ? null : blind.refusal).toMatchObject({ code: 'line-of-fire-blocked', params: { by: 'gate/gate' } })
      const blocked = d.do(through)
      expect(blocked.ok ? null : blocked.refusal.code).toBe('path-blocked')
      d.do({ do: 'endTurn' })
      expect(d.do({ do: 'portal', section: 'gate', portal: 'gate', state: 'open' }).ok).toBe(true)
      d.do({ do: 'endTurn' })
      expect(d.do(shot).ok).toBe(true)
      d.do({ do: 'endTurn' })
      d.do({ do: 'endTurn' })
      d.do({ do: 'endTurn' })
      d.do({ do: 'endTurn' })
      expect(d.do(through).ok).toBe(true)
      expect(d.world.requireFigure('s-bomb').position).toEqual([47.305, 0, 23])
    } finally {
      d.dispose()
    }
  })
})

describe('on and off the castle at the table (001 "Zugangspunkte", "Planken und Leitern")', () => {
  it('the crossbowman climbs the tower through its open door and comes down the same way, back at the door', async () => {
    const d = await createMkScenario({ scene: shippedScene(), seed: 1, sides: ['castle', 'siege'], buildTotal: 500 })
    try {
      d.do({ do: 'portal', section: 'tower-w', portal: 'door', state: 'open' })
      expect(d.do({ do: 'climb', figure: 'c-xbow', section: 'tower-w', via: 'door', to: [20, 0, 25] }).ok).toBe(true)
      d.do({ do: 'endTurn' })
      d.do({ do: 'endTurn' })
      // Put at the door again: 20.555 - 1.5875 = 18.9675, touching the door's sill on the ground.
      const down = d.do({ do: 'climb', figure: 'c-xbow', section: 'tower-w', via: 'top', to: [20, 0, 18.9675], facing: 0 })
      if (!down.ok) throw new Error(down.refusal.reason)
      expect(down.breakdown.lines).toContainEqual(expect.objectContaining({ key: 'placedAtAccessPoint', value: 'door' }))
      expect(d.world.requireFigure('c-xbow')).toMatchObject({ position: [20, 0, 18.9675], facing: 0 })
      // Not into the tower: 1 cm closer the base reaches 0.5875 cm into it.
      d.do({ do: 'endTurn' })
      d.do({ do: 'endTurn' })
      const inside = d.do({ do: 'climb', figure: 'c-xbow', section: 'tower-w', via: 'door', to: [20, 0, 19.9675] })
      expect(inside.ok ? null : inside.refusal.code).toBe('not-placed-at-connected-access-point')
    } finally {
      d.dispose()
    }
  })

  it('the ladder set up beside wall-b is taken away again by its carrier, off the table and carried on', async () => {
    const scene = shippedScene()
    const moved: Scene = {
      ...scene,
      figures: scene.figures.map((f) => (f.id === 's-xbow' ? { ...f, position: [59.5, 0, 28.4925] as [number, number, number] } : f)),
    }
    const d = await createMkScenario({
      scene: moved,
      seed: 1,
      sides: ['siege', 'castle'],
      buildTotal: 500,
      carriedLadders: [{ ladder: 'ladder-1', by: 's-xbow' }],
    })
    try {
      expect(d.do({ do: 'ladder', figure: 's-xbow', op: 'setUp', ladder: 'ladder-1', wall: 'wall-b' }).ok).toBe(true)
      expect(d.world.scene.ladders?.map((l) => l.id)).toEqual(['ladder-1'])
      d.do({ do: 'endTurn' })
      d.do({ do: 'endTurn' })
      const taken = d.do({ do: 'ladder', figure: 's-xbow', op: 'takeAway', ladder: 'ladder-1' })
      if (!taken.ok) throw new Error(taken.refusal.reason)
      expect(d.world.scene.ladders).toEqual([])
      expect(d.game.siege?.carried['s-xbow']).toBe('ladder-1')
    } finally {
      d.dispose()
    }
  })
})

describe('close combat at a section at the table (001 "Das Castle angreifen")', () => {
  it("the ogre against the gateway wall's outer face (z = 26.905 + 1.5875) rams it: category 6, defence 16 + 1; from behind it may not", async () => {
    const scene = shippedScene()
    const moved: Scene = {
      ...scene,
      figures: scene.figures.map((f) => (f.id === 's-ogre' ? { ...f, position: [47.305, 0, 28.4925] as [number, number, number] } : f)),
    }
    const d = await createMkScenario({ scene: moved, seed: 2, sides: ['siege', 'castle'], buildTotal: 500 })
    try {
      d.world.setScene({ ...d.world.scene, figures: d.world.scene.figures.map((f) => (f.id === 's-ogre' ? { ...f, facing: 180 } : f)) })
      const away = d.do({ do: 'castleMelee', figure: 's-ogre', section: 'gate' })
      expect(away.ok ? null : away.refusal.code).toBe('outside-front-arc')
      d.world.setScene({ ...d.world.scene, figures: d.world.scene.figures.map((f) => (f.id === 's-ogre' ? { ...f, facing: 0 } : f)) })
      const r = d.do({ do: 'castleMelee', figure: 's-ogre', section: 'gate' })
      if (!r.ok) throw new Error(r.refusal.reason)
      const roll = r.breakdown.rolls[0]
      expect(roll).toMatchObject({ opponentTotal: 17, total: roll.dice[0] + roll.dice[1] + 10 })
      expect(r.breakdown.lines).toContainEqual(expect.objectContaining({ key: 'sectionAttackCategory', value: 6 }))
    } finally {
      d.dispose()
    }
  })
})

describe('npm run play on the siege (the command line, tests/runCli.ts)', () => {
  it('plays every step, meets every expectation, prints the final score; a siege step naming nothing real exits 2', () => {
    const run = runCli('play', ['scenes/scenarios/siege-assault.mk.json'])
    expect(run.stderr).toBe('')
    expect(run.status).toBe(0)
    expect(run.stdout).toContain('event gameOver {"totals":{"castle":456,"siege":191}}')
    expect(run.stdout).not.toContain('NOT MET')
    const bad = { ...shippedScenario(), steps: [{ do: 'portal', section: 'tower-w', portal: 'gate', state: 'open' }] }
    const dir = mkdtempSync(join(tmpdir(), 'siege-'))
    const path = join(dir, 'bad.mk.json')
    writeFileSync(path, JSON.stringify({ ...bad, scene: join(process.cwd(), 'scenes/siege-assault.json') }))
    const refused = runCli('play', [path])
    expect(refused.status).toBe(2)
    expect(refused.stderr).toContain('steps[0].portal: a roundTower has no portal "gate" (it has door)')
  })
})
