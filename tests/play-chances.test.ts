import { describe, expect, it } from 'vitest'
import { PlaySession, type ScenarioStep } from '../src/judge'
import { scriptedDice } from '../src/rules/kernel'
import { perform } from '../src/rules/universalis/engine'
import { loadCardLibrary } from '../src/scene/cards/library'
import { disposedAfterEach, firstBlood, shippedScene } from './playKit'

/**
 * A shot's chances before it is taken, on the game as it stands (issue "Play", Shooting): the
 * marine sergeant of "First blood in the ruins" is a Proven Marksman II (models/cards/
 * orbital-marines.json: "may repeat the FK roll up to twice", 7.2 Beispiel 3). His aimed shot
 * at the owl hits unless all three rolls fail: P = 1 - (1 - t/12)^3 for an FK target t.
 */
const file = firstBlood()
const scene = shippedScene()
const open = disposedAfterEach()
const aimed: Extract<ScenarioStep, { do: 'shoot' }> = {
  do: 'shoot',
  shooter: 'b-sergeant',
  target: 'r-owl',
  weapon: 'Pulse rifle',
  action: 'aimed',
}

async function onTheRoad(): Promise<PlaySession> {
  const s = await PlaySession.start({ scene, seed: file.seed, leaders: file.leaders })
  open.push(s)
  for (const step of file.steps.slice(0, 5)) s.do(step) // up to the move onto the old road
  return s
}

describe('a shot previewed on the game as it stands (7.2, 12, 14)', () => {
  it('counts the Proven Marksman II rerolls: 1 - (1 - t/12)^3, not t/12', async () => {
    const s = await onTheRoad()
    const r = s.previewShot(aimed)
    if (!r.ok) throw new Error(r.refusal.reason)
    const t = r.preview.fkTarget
    expect(r.preview.rerolls).toBe(2)
    expect(r.preview.hit).toBeCloseTo(1 - (1 - t / 12) ** 3, 12)
    expect(r.preview.hit).toBeGreaterThan(t / 12)
    const p = r.preview.perShot
    expect(p.miss + p.nothing + p.shock + p.damage).toBeCloseTo(1, 12)
  })

  it('is the same calculation as the shot: over all 12 x 12 x 12 FK rolls the shot hits exactly as often as the preview says', async () => {
    const s = await onTheRoad()
    const r = s.previewShot(aimed)
    if (!r.ok) throw new Error(r.refusal.reason)
    const measured = s.measure(aimed)
    if (!measured.ok) throw new Error(measured.refusal.reason)
    let hits = 0
    for (let a = 1; a <= 12; a++)
      for (let b = 1; b <= 12; b++)
        for (let c = 1; c <= 12; c++) {
          // The three FK rolls (the second and third only taken after a miss), then enough 6s for the wound, armour and panic rolls.
          const done = perform(s.game, measured.action, measured.facts, scriptedDice([a, b, c, ...Array(40).fill(6)]), s.engineSettings)
          if (!done.ok) throw new Error(done.refusal.reason)
          if (done.value.breakdown.lines.some((l) => l.key === 'hit')) hits++
        }
    expect(hits / 1728).toBeCloseTo(r.preview.hit, 12)
  })

  it('refuses what the shot would refuse, with the same code (the chapel walls hide the arbalester from the start)', async () => {
    const s = await PlaySession.start({ scene, seed: file.seed, leaders: file.leaders })
    open.push(s)
    for (const step of file.steps.slice(0, 3)) s.do(step)
    const hidden = { do: 'shoot', shooter: 'b-sergeant', target: 'r-arbalest', weapon: 'Pulse rifle' } as const
    const r = s.previewShot(hidden)
    const played = s.do(hidden)
    expect(r.ok ? null : r.refusal.code).toBe('no-line-of-sight')
    expect(played.ok ? null : played.refusal.code).toBe('no-line-of-sight')
  })
})

describe("npm run judge --weapon counts the card's rerolls too (7.2 Beispiel 3)", () => {
  it('gives the Proven Marksman II sergeant 1 - (1 - t/12)^3 on a fresh table', async () => {
    const { judgeRangedAttack } = await import('../src/judge/rangedAttack')
    const { TableWorld } = await import('../src/judge')
    const world = await TableWorld.create(scene)
    try {
      const j = judgeRangedAttack(world, loadCardLibrary(), 'b-sergeant', 'r-tower', 'Pulse rifle', 'normal')
      if (!j.plan || !j.chances) throw new Error(j.refusal?.reason ?? 'no plan')
      expect(j.chances.hit).toBeCloseTo(1 - (1 - j.plan.fkTarget / 12) ** 3, 12)
      expect(j.notes.some((n) => n.key === 'item.rerolls' && n.value === 2)).toBe(true)
    } finally {
      world.dispose()
    }
  })
})
