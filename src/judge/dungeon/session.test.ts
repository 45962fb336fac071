import { describe, expect, it } from 'vitest'
import { dungeonOffers } from './offers'
import { parseDungeonScenarioFile } from './scenarioFile'
import { DungeonSession } from './session'
import { validateScene } from '../../scene/validate'
import { playAll, session } from './dungeon.testkit'
import type { DungeonStep } from './steps'

const mageToIdol: DungeonStep[] = [
  { do: 'activate', hero: 'mage' },
  { do: 'move', hero: 'mage', to: [6, 3], facing: 0 },
]

describe('core 15 Dungeons: activations, movement points and the cheapest path', () => {
  it('the activated hero has its speed value (battle mage: 6) and a move spends what the squares cost', () => {
    const s = session(1)
    playAll(s, [...mageToIdol])
    expect(s.active).toEqual({ hero: 'mage', pointsLeft: 5 })
    expect(s.placement('mage')).toEqual({ square: [6, 3], facing: 0 })
    // Square (6,3)'s centre: 10 + 6.5 × 2.54 = 26.51, 10 + 3.5 × 2.54 = 18.89.
    expect(s.scene.figures.find((f) => f.id === 'mage')?.position).toEqual([26.51, 0, 18.89])
  })

  it('002 Steinsäule: the path goes round the stone pillar; a path through it is refused', () => {
    const s = session(1)
    playAll(s, [{ do: 'activate', hero: 'dwarf' }])
    // (2,4) to (4,3) straight crosses (3,3), the pillar: round it by (3,4), two clear squares.
    const r = s.do({ do: 'move', hero: 'dwarf', to: [4, 3] })
    expect(r.ok && r.events[0]).toMatchObject({
      kind: 'moved',
      cost: 2,
      path: [
        [2, 4],
        [3, 4],
        [4, 3],
      ],
    })
    const back = s.do({
      do: 'move',
      hero: 'dwarf',
      to: [2, 3],
      path: [
        [4, 3],
        [3, 3],
        [2, 3],
      ],
    })
    expect(back.ok ? 'ok' : back.refusal.code).toBe('pillar-blocks')
    expect(s.placement('dwarf').square).toEqual([4, 3])
  })

  it('only the active hero acts; one hero at a time', () => {
    const s = session(1)
    const r = s.do({ do: 'move', hero: 'mage', to: [6, 3] })
    expect(r.ok ? 'ok' : r.refusal.code).toBe('hero-not-active')
    playAll(s, [{ do: 'activate', hero: 'mage' }])
    const other = s.do({ do: 'activate', hero: 'xbow' })
    expect(other.ok ? 'ok' : other.refusal.code).toBe('another-hero-active')
    const spawn = s.do({ do: 'activate', hero: 'shade' })
    expect(spawn.ok ? 'ok' : spawn.refusal.code).toBe('not-a-hero')
  })
})

describe('002 Verwunschene Artefakte nutzen in the session', () => {
  it('adjacent and in the front arc: 4 points spent, a token drawn with the seeded dice, the activation ends', () => {
    // Seed 13 draws blue-ability-1 (stealth) from the idol: found by playing the seeds in turn.
    const s = session(13)
    playAll(s, [...mageToIdol])
    const r = s.do({ do: 'useArtifact', hero: 'mage', artifact: 'idol' })
    if (!r.ok) throw new Error(r.refusal.reason)
    expect(r.outcome).toMatchObject({ kind: 'use-artifact', use: { token: 'blue-ability-1', movementSpent: 4 } })
    expect(s.holdings('mage').ability).toEqual({ token: 'blue-ability-1', ability: 'stealth' })
    expect(s.active).toBeNull()
    expect(r.rolls.map((x) => x.purposeKey)).toContain('roll.mkdDraw')
    expect(s.log.length).toBe(s.setup.rolls.length + r.rolls.length)
  })

  it('the idol behind the hero is refused with the arc, and nothing changes', () => {
    const s = session(13)
    playAll(s, [
      { do: 'activate', hero: 'mage' },
      { do: 'move', hero: 'mage', to: [6, 3], facing: 180 },
    ])
    const before = s.state
    const r = s.do({ do: 'useArtifact', hero: 'mage', artifact: 'idol' })
    expect(r.ok ? 'ok' : r.refusal.code).toBe('artifact-not-in-front-arc')
    expect(s.state).toEqual(before)
    expect(s.active).toEqual({ hero: 'mage', pointsLeft: 5 })
  })

  it('R-P.1: a draw is undone only with undoRollsBackDice, and then the dice go back with it', () => {
    const strict = session(13)
    playAll(strict, [...mageToIdol, { do: 'useArtifact', hero: 'mage', artifact: 'idol' }])
    expect(strict.undo()).toMatchObject({ ok: false, refusal: { code: 'undo-after-dice' } })
    const loose = session(13, { undoRollsBackDice: true })
    playAll(loose, [...mageToIdol])
    const rolls = loose.log.length
    const state = loose.state
    playAll(loose, [{ do: 'useArtifact', hero: 'mage', artifact: 'idol' }])
    expect(loose.undo().ok).toBe(true)
    expect(loose.log.length).toBe(rolls)
    expect(loose.state).toEqual(state)
    expect(loose.active).toEqual({ hero: 'mage', pointsLeft: 5 })
  })

  it('offers: the squares in reach with their cost, the idol usable, the pools counted', () => {
    const s = session(13)
    playAll(s, [...mageToIdol])
    const offers = dungeonOffers(s)
    expect(offers.active).toMatchObject({ hero: 'mage', pointsLeft: 5 })
    expect(offers.reachable.find((r) => r.square[0] === 5 && r.square[1] === 2)?.cost).toBe(1)
    expect(offers.artifacts.find((a) => a.id === 'idol')?.use).toEqual({ ok: true })
    expect(offers.artifacts.find((a) => a.id === 'clock')?.use).toMatchObject({ ok: false, refusal: { code: 'artifact-not-adjacent' } })
    // The stand-in set has 33 tokens, 11 of each colour: dealt or in a pool, every one is counted.
    const dealt = offers.artifacts.reduce((n, a) => n + a.tokens.yellow + a.tokens.blue + a.tokens.red, 0)
    expect(offers.pools.yellow + offers.pools.blue + offers.pools.red + dealt).toBe(33)
  })
})

describe('002 Stuhl: carried, put down at once after the move', () => {
  it('+1 a square while carrying; nothing but the put-down until it is down', () => {
    const s = session(1)
    playAll(s, [
      { do: 'activate', hero: 'dwarf' },
      { do: 'move', hero: 'dwarf', to: [3, 5] },
      { do: 'pickUp', hero: 'dwarf', furniture: 'chair' },
    ])
    const moved = s.do({ do: 'move', hero: 'dwarf', to: [3, 6] })
    expect(moved.ok && moved.events[0]).toMatchObject({ cost: 2 })
    const end = s.do({ do: 'endActivation' })
    expect(end.ok ? 'ok' : end.refusal.code).toBe('must-put-down')
    playAll(s, [{ do: 'putDown', hero: 'dwarf', at: [4, 6] }, { do: 'endActivation' }])
    expect(s.scene.dungeon?.artifacts?.find((a) => a.id === 'chair')?.at).toEqual([4, 6])
  })
})

describe('the game as a file (the view saves and reopens it)', () => {
  it('replays to the same table and dice; a file that no longer replays names its step', () => {
    const s = session(13)
    playAll(s, [...mageToIdol, { do: 'useArtifact', hero: 'mage', artifact: 'idol' }])
    const file = JSON.parse(JSON.stringify(s.gameFile('saved')))
    const again = DungeonSession.replay(file, s.start)
    expect(again.state).toEqual(s.state)
    expect(again.log.map((r) => r.result)).toEqual(s.log.map((r) => r.result))
    expect(again.scene).toEqual(s.scene)
    const broken = { ...file, steps: [{ do: 'move', hero: 'mage', to: [6, 3] }] }
    expect(() => DungeonSession.replay(broken, s.start)).toThrow(/steps\[0\].*hero-not-active/)
  })
})

describe('the scene written back (R-MKDJ-3)', () => {
  it('a Mage Spawn a token places stands as a figure that blocks its square; the scene stays valid', () => {
    // Seed 30 draws yellow-spawns from the idol: one spawn on the free square nearest the mage on (6,3): (5,2), row 2 first (R-MKD-9).
    const s = session(30)
    playAll(s, [...mageToIdol, { do: 'useArtifact', hero: 'mage', artifact: 'idol' }])
    const spawn = s.scene.figures.find((f) => f.id === 'yellow-spawns-1')
    // (5,2)'s centre: 10 + 5.5 × 2.54 = 23.97, 10 + 2.5 × 2.54 = 16.35.
    expect(spawn).toMatchObject({ side: 'spawn', position: [23.97, 0, 16.35], mk: { card: 'mk-spawn-shade-stand-in' } })
    expect(validateScene(s.scene).ok).toBe(true)
    playAll(s, [{ do: 'activate', hero: 'xbow' }])
    const into = s.do({ do: 'move', hero: 'xbow', to: [5, 2] })
    expect(into.ok ? 'ok' : into.refusal.code).toBe('square-occupied')
    const wrong = s.do({
      do: 'move',
      hero: 'xbow',
      to: [4, 2],
      path: [
        [6, 3],
        [5, 2],
        [4, 2],
      ],
    })
    expect(wrong.ok ? 'ok' : wrong.refusal.code).toBe('path-not-hero-to-goal')
  })
})

describe('the seed (rules kernel isDiceSeed): one range for the judge, its game files and the view', () => {
  it('a seed the dice would read as another is refused: the session throws, the game file does not load', () => {
    // mulberry32 reads the low 32 bits: 2^32 would play as 0 and −1 as 2^32 − 1.
    for (const bad of [-1, 2 ** 32, 1.5]) expect(() => session(bad)).toThrow(/seed/)
    expect(session(2 ** 32 - 1).seed).toBe(2 ** 32 - 1)
    const file = { format: 'sightline-mkd-scenario', version: 1, scene: 'mk-dungeon', seed: 2 ** 32, steps: [] }
    const read = parseDungeonScenarioFile(file)
    expect(!read.ok && read.problems).toEqual(['seed: a seed is a whole number from 0 to 2^32 - 1'])
    expect(parseDungeonScenarioFile({ ...file, seed: 7 }).ok).toBe(true)
  })
})
