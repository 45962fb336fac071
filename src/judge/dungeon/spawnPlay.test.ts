import { describe, expect, it } from 'vitest'
import { validateScene } from '../../scene/validate'
import { dungeonOffers } from './offers'
import { DungeonSession } from './session'
import { playAll, session } from './dungeon.testkit'
import type { DungeonStep } from './steps'

// Seed 30 draws yellow-spawns from the idol: one spawn on (5,2), next to the mage on (6,3) (session.test.ts).
const SPAWN = 'yellow-spawns-1'
const spawnPlaced: DungeonStep[] = [
  { do: 'activate', hero: 'mage' },
  { do: 'move', hero: 'mage', to: [6, 3], facing: 0 },
  { do: 'useArtifact', hero: 'mage', artifact: 'idol' },
]
const code = (r: { ok: boolean; refusal?: { code: string } }) => (r.ok ? 'ok' : r.refusal?.code)

describe('R-MKDJ-4: the dungeon figures act between hero activations (002 Verwunschene Artefakte nutzen: Mage Spawns placed)', () => {
  it('a placed spawn is activated with its stand-in dial speed (Shade: 8), moves and turns like a hero, and the scene follows', () => {
    const s = session(30)
    playAll(s, spawnPlaced)
    expect(s.spawns).toEqual(['shade', 'lurker', SPAWN])
    playAll(s, [{ do: 'spawnActivate', spawn: SPAWN }])
    expect(s.active).toEqual({ hero: SPAWN, pointsLeft: 8, spawn: true })
    // (5,2) to (4,2): one clear square, facing west.
    const r = s.do({ do: 'spawnMove', spawn: SPAWN, to: [4, 2], facing: 270 })
    expect(r.ok && r.events[0]).toMatchObject({ kind: 'moved', cost: 1, pointsLeft: 7 })
    expect(s.state.placed.find((p) => p.kind === 'mage-spawn')?.at).toEqual([4, 2])
    // (4,2)'s centre: 10 + 4.5 × 2.54 = 21.43, 10 + 2.5 × 2.54 = 16.35.
    expect(s.scene.figures.find((f) => f.id === SPAWN)).toMatchObject({ position: [21.43, 0, 16.35], facing: 270 })
    expect(validateScene(s.scene).ok).toBe(true)
    // Its old square is free again for a hero; its new one is not.
    playAll(s, [{ do: 'endActivation' }, { do: 'activate', hero: 'xbow' }])
    expect(code(s.do({ do: 'move', hero: 'xbow', to: [5, 2] }))).toBe('ok')
  })

  it("R-MKD-15: it attacks the mage in melee when turned toward it; the mage's dial turns; its activation ends", () => {
    const s = session(30)
    playAll(s, [...spawnPlaced, { do: 'spawnActivate', spawn: SPAWN }])
    expect(code(s.do({ do: 'spawnAttack', spawn: SPAWN, target: 'mage' }))).toBe('target-not-in-front-arc')
    playAll(s, [{ do: 'spawnFace', spawn: SPAWN, facing: 135 }])
    expect(dungeonOffers(s).spawnAttacks.find((a) => a.target === 'mage')?.attack).toEqual({ ok: true })
    const r = s.do({ do: 'spawnAttack', spawn: SPAWN, target: 'mage' })
    // The seeded dice give 2 and 4: 2 + 4 + 8 = 14 against the battle mage's defence 14, a hit for the Shade's 2.
    expect(r.ok && r.events).toEqual([
      { kind: 'spawnAttacked', spawn: SPAWN, target: 'mage', hit: true, damage: 2 },
      { kind: 'dial', hero: 'mage', clicks: 2, eliminated: false },
      { kind: 'activationEnded', hero: SPAWN },
    ])
    expect(r.ok && r.rolls.map((x) => x.purposeKey)).toEqual(['roll.mkdSpawnAttack', 'roll.mkdSpawnAttack'])
    expect(s.active).toBeNull()
  })

  it('who may act when: not during a hero activation, once between two, never a hero by a spawn step', () => {
    const s = session(30)
    playAll(s, [{ do: 'activate', hero: 'mage' }])
    expect(code(s.do({ do: 'spawnActivate', spawn: 'shade' }))).toBe('another-hero-active')
    playAll(s, [{ do: 'endActivation' }, { do: 'spawnActivate', spawn: 'shade' }])
    expect(code(s.do({ do: 'activate', hero: 'mage' }))).toBe('another-hero-active')
    expect(code(s.do({ do: 'move', hero: 'shade', to: [15, 4] }))).toBe('not-a-hero')
    expect(code(s.do({ do: 'useArtifact', hero: 'shade', artifact: 'serpent' }))).toBe('not-a-hero')
    playAll(s, [{ do: 'endActivation' }])
    expect(code(s.do({ do: 'spawnActivate', spawn: 'shade' }))).toBe('spawn-acted')
    expect(code(s.do({ do: 'spawnActivate', spawn: 'mage' }))).toBe('not-a-spawn')
    expect(dungeonOffers(s).spawns.find((o) => o.id === 'shade')?.activate).toMatchObject({ ok: false, refusal: { code: 'spawn-acted' } })
    playAll(s, [{ do: 'activate', hero: 'xbow' }, { do: 'endActivation' }])
    expect(dungeonOffers(s).spawns.find((o) => o.id === 'shade')?.activate).toEqual({ ok: true })
  })

  it('R-MKD-16: in a game of several players the spawn enters with a move token and waits out the next hero activation', () => {
    const s = session(30, { multiplayer: true })
    playAll(s, spawnPlaced)
    expect(code(s.do({ do: 'spawnActivate', spawn: SPAWN }))).toBe('spawn-has-move-token')
    playAll(s, [{ do: 'activate', hero: 'xbow' }, { do: 'endActivation' }, { do: 'spawnActivate', spawn: SPAWN }])
    expect(s.active?.hero).toBe(SPAWN)
  })

  it('a game with spawns acting replays from its file to the same table', () => {
    const s = session(30)
    playAll(s, [
      ...spawnPlaced,
      { do: 'spawnActivate', spawn: SPAWN },
      { do: 'spawnFace', spawn: SPAWN, facing: 135 },
      { do: 'spawnAttack', spawn: SPAWN, target: 'mage' },
    ])
    const again = DungeonSession.replay(JSON.parse(JSON.stringify(s.gameFile())), s.start)
    expect(again.scene).toEqual(s.scene)
    expect(again.piece('mage').clicks).toEqual(s.piece('mage').clicks)
  })
})
