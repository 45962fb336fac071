import { describe, expect, it } from 'vitest'
import { createSightlineStore } from '../createSightlineStore'
import { fakePorts, memoryStorage, sampleScene } from '../../ports/fakePorts'
import type { StabilityEntry, StabilityReport } from '../../ports'
import { RULE_PROFILES_KEY } from './catalogue'
import { stabilityRingOf } from './stabilityRing'

const shipped = { 'hill-and-wall': JSON.stringify(sampleScene('hill')) }

const entry = (mover: StabilityEntry['mover'], distanceCm: number | null): StabilityEntry => ({
  fact: 'cover',
  mover,
  now: 'hard',
  status: distanceCm === null ? 'stable' : 'changes',
  distanceCm,
  direction: distanceCm === null ? null : 'east',
  bearingDeg: distanceCm === null ? null : 90,
  becomes: distanceCm === null ? null : 'none',
})
const report = (entries: StabilityEntry[]): StabilityReport => ({
  searchRadiusCm: 10,
  resolutionCm: 0.05,
  directionStepDeg: 5,
  probes: 1,
  entries,
})

/**
 * A store whose band port answers with `answer` when the test lets it (as the worker would, later)
 * and counts the questions and cancels; paints run when the test says.
 */
async function storeWith(answer: StabilityReport | Error, shown = true, banded: Record<string, string[]> = {}) {
  const paints: (() => void)[] = []
  const asked: string[] = []
  const weapons: (string | null | undefined | boolean)[] = []
  const open: (() => void)[] = []
  let cancels = 0
  const storage = memoryStorage({ [RULE_PROFILES_KEY]: JSON.stringify({ stabilityShown: shown }) })
  const ports = {
    ...fakePorts(shipped, storage, undefined, paints),
    stability: {
      judge: ({ fromId, toId, withWeapon, weapon }: { fromId: string; toId: string; withWeapon: boolean; weapon?: string | null }) => {
        asked.push(`${fromId}>${toId}`)
        weapons.push(weapon ?? withWeapon)
        return new Promise<StabilityReport | null>((resolve, reject) =>
          open.push(() => (answer instanceof Error ? reject(answer) : resolve(answer))),
        )
      },
      cancel: () => {
        cancels++
      },
      bandedWeapons: (_scene: unknown, fromId: string) => banded[fromId] ?? [],
    },
  }
  const store = createSightlineStore(ports)
  await store.getState().boot({ scene: null, from: 'a1', to: 'b1' })
  const paint = () => {
    for (const task of paints.splice(0)) task()
  }
  /** The worker answers every open question (a superseded one is dropped by the store). */
  const answerAll = async () => {
    for (const settle of open.splice(0)) settle()
    await Promise.resolve()
    await Promise.resolve()
  }
  return { store, paints, asked, weapons, paint, answerAll, cancels: () => cancels }
}

describe('the stability band in the dispute view (issue 15, part 2)', () => {
  it('is asked after the ruling is painted, not with it, and searches until the worker answers', async () => {
    const { store, asked, weapons, paint, answerAll } = await storeWith(report([entry('target', 0.3)]))
    expect(store.getState().judgement).not.toBeNull()
    expect(store.getState().stability.status).toBe('pending')
    expect(asked).toEqual([])
    paint()
    expect(asked).toEqual(['a1>b1'])
    // The band of the shooter's weapon too (R-STB.2).
    expect(weapons).toEqual([true])
    expect(store.getState().stability.status).toBe('searching')
    await answerAll()
    expect(store.getState().stability.status).toBe('ready')
    expect(store.getState().stability.report?.entries[0].distanceCm).toBe(0.3)
  })

  it('a drag during the search cancels it; the band is asked once after the drop', async () => {
    const { store, asked, paints, paint, answerAll, cancels } = await storeWith(report([]))
    paint()
    expect(store.getState().stability.status).toBe('searching')
    store.getState().beginDrag('b1')
    expect([cancels(), store.getState().stability.status]).toEqual([1, 'pending'])
    store.getState().dragTo(50, 60, 0)
    store.getState().dragTo(52, 60, 0)
    expect(paints).toHaveLength(0)
    // The cancelled search's answer is for a question the state no longer asks.
    await answerAll()
    expect(store.getState().stability.status).toBe('pending')
    store.getState().endDrag()
    paint()
    expect(asked).toEqual(['a1>b1', 'a1>b1'])
    await answerAll()
    expect(store.getState().stability.status).toBe('ready')
  })

  it('keeps the band while the question is the same (a probe), asks again under another profile', async () => {
    const { store, asked, paint, answerAll } = await storeWith(report([]))
    paint()
    await answerAll()
    store.getState().probeAt(10, 10)
    paint()
    expect(asked).toHaveLength(1)
    store.getState().chooseRuleProfile('as-written')
    expect(store.getState().stability.status).toBe('pending')
    paint()
    expect(asked).toHaveLength(2)
  })

  it('another pair while searching cancels the search in hand and asks the new pair', async () => {
    const { store, asked, paint, answerAll, cancels } = await storeWith(report([]))
    paint()
    store.getState().setPair('b1', 'a1')
    expect(cancels()).toBe(1)
    paint()
    await answerAll()
    expect(asked).toEqual(['a1>b1', 'b1>a1'])
    expect(store.getState().stability.question?.fromId).toBe('b1')
    expect(store.getState().stability.status).toBe('ready')
  })

  it("R-STB.2: measures the shooter's chosen banded weapon, kept per shooter for the session; asks again when it changes", async () => {
    const banded = { a1: ['Longbow', 'Fire arrows'], b1: ['Pistol'] }
    const { store, weapons, paint, answerAll } = await storeWith(report([]), true, banded)
    expect(store.getState().stability.weapons).toEqual(['Longbow', 'Fire arrows'])
    paint()
    await answerAll()
    expect(weapons).toEqual(['Longbow'])
    store.getState().setStabilityWeapon('a1', 'Fire arrows')
    expect(store.getState().stability.status).toBe('pending')
    paint()
    await answerAll()
    expect(weapons).toEqual(['Longbow', 'Fire arrows'])
    // Not one of the shooter's banded weapons: nothing changes.
    store.getState().setStabilityWeapon('a1', 'Pistol')
    expect(store.getState().stability.status).toBe('ready')
    // Another shooter has its own (none chosen: its first); back to a1, its choice is kept.
    store.getState().setPair('b1', 'a1')
    expect(store.getState().stability.weapons).toEqual(['Pistol'])
    paint()
    await answerAll()
    store.getState().setPair('a1', 'b1')
    paint()
    await answerAll()
    expect(weapons).toEqual(['Longbow', 'Fire arrows', 'Pistol', 'Fire arrows'])
    expect(store.getState().stability.question?.weapon).toBe('Fire arrows')
  })

  it('a failed search says why', async () => {
    const { store, paint, answerAll } = await storeWith(new Error('worker gone'))
    paint()
    await answerAll()
    expect([store.getState().stability.status, store.getState().stability.error]).toEqual(['failed', 'worker gone'])
  })

  it('hidden, nothing is asked; the toggle is kept in storage', async () => {
    const { store, asked, paint } = await storeWith(report([]), false)
    paint()
    expect([asked.length, store.getState().stability.status]).toEqual([0, 'off'])
    store.getState().setStabilityShown(true)
    paint()
    expect(asked).toHaveLength(1)
  })

  it('asks the question the state holds when the paint comes, not the one it held when asked', async () => {
    const { store, asked, paint, answerAll } = await storeWith(report([]))
    store.getState().setPair('b1', 'a1')
    paint()
    await answerAll()
    expect(asked).toEqual(['b1>a1'])
    expect(store.getState().stability.status).toBe('ready')
  })

  it('draws the ring around the mover of the smallest change, that far outside its base', () => {
    // The sample scene's b1 is medium (base radius 1.25 cm) at (45, 0, 70); the shooter's 0.5 cm loses to the target's 0.3.
    const ring = stabilityRingOf(report([entry('shooter', 0.5), entry('target', 0.3), entry('target', null)]), sampleScene(), 'a1', 'b1')
    expect(ring?.figureId).toBe('b1')
    expect(ring?.centre).toEqual([45, 0, 70])
    expect(ring?.radiusCm).toBeCloseTo(1.55, 9)
    expect(stabilityRingOf(report([entry('target', null)]), sampleScene(), 'a1', 'b1')).toBeNull()
  })
})
