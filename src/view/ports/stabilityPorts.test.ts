import { describe, expect, it } from 'vitest'
import type { FromStabilityWorker, StabilityReport, ToStabilityWorker } from '../../judge'
import type { Scene } from '../../scene/schema'
import { stabilityPortsOver, type StabilityEndpoint } from './stabilityPorts'

const report = (probes: number): StabilityReport => ({ searchRadiusCm: 10, resolutionCm: 0.05, directionStepDeg: 5, probes, entries: [] })
const scene = { name: 'fake' } as unknown as Scene
const question = (fromId: string) => ({ scene, fromId, toId: 't', withWeapon: true })

/** Endpoints that record what they are sent; the test answers as the worker would. */
function endpoints() {
  const started: { sent: ToStabilityWorker[]; answer: (m: FromStabilityWorker) => void; terminated: boolean }[] = []
  const start = (): StabilityEndpoint => {
    const one = { sent: [] as ToStabilityWorker[], answer: (_m: FromStabilityWorker) => {}, terminated: false }
    started.push(one)
    return {
      post: (m) => one.sent.push(m),
      listen: (handler) => {
        one.answer = handler
      },
      terminate: () => {
        one.terminated = true
      },
    }
  }
  return { started, start }
}

describe('the stability band’s ports (issue 15, part 2)', () => {
  it('one worker for every question; a newer question settles the older with null; a late answer is dropped', async () => {
    const { started, start } = endpoints()
    const ports = stabilityPortsOver(start)
    const first = ports.judge(question('a'))
    const second = ports.judge(question('b'))
    expect(await first).toBeNull()
    expect(started).toHaveLength(1)
    expect(started[0].sent.map((m) => (m.type === 'ask' ? [m.id, m.fromId, m.withWeapon] : m.type))).toEqual([
      [1, 'a', true],
      [2, 'b', true],
    ])
    started[0].answer({ type: 'report', id: 1, report: report(1) })
    started[0].answer({ type: 'report', id: 2, report: report(2) })
    expect((await second)?.probes).toBe(2)
  })

  it('a cancel settles the question in hand with null and tells the worker', async () => {
    const { started, start } = endpoints()
    const ports = stabilityPortsOver(start)
    const asked = ports.judge(question('a'))
    ports.cancel()
    expect(await asked).toBeNull()
    expect(started[0].sent.at(-1)).toEqual({ type: 'cancel' })
  })

  it('a search that failed rejects with its reason; a broken worker is replaced on the next question', async () => {
    const { started, start } = endpoints()
    const ports = stabilityPortsOver(start)
    const failing = ports.judge(question('a'))
    started[0].answer({ type: 'error', id: 1, message: 'no figure "a"' })
    await expect(failing).rejects.toThrow('no figure "a"')
    const crashing = ports.judge(question('b'))
    started[0].answer({ type: 'error', id: -1, message: 'stability worker: failed to start' })
    await expect(crashing).rejects.toThrow('failed to start')
    expect(started[0].terminated).toBe(true)
    void ports.judge(question('c'))
    expect(started).toHaveLength(2)
  })

  it('sends the scene by what changed since the last question; whole to a new worker and after an error', async () => {
    const { started, start } = endpoints()
    const ports = stabilityPortsOver(start)
    const a = { name: 'a', table: {}, terrain: [], figures: [{ id: 'f' }] } as unknown as Scene
    const b = { ...a, figures: [...a.figures, { id: 'g' }] } as unknown as Scene
    // Every question here is superseded or fails: its promise is settled, not looked at.
    const ask = (q: Parameters<typeof ports.judge>[0]) => void ports.judge(q).catch(() => null)
    const kinds = () => started.flatMap((one) => one.sent.flatMap((m) => (m.type === 'ask' ? [m.scene.kind] : [])))
    ask({ ...question('a'), scene: a })
    ask({ ...question('a'), scene: b, weapon: 'Fire arrows' })
    const second = started[0].sent[1]
    expect(second.type === 'ask' && second.scene).toEqual({ kind: 'changes', changed: {}, removed: [], figures: [0, { id: 'g' }] })
    expect(second.type === 'ask' && second.weapon).toBe('Fire arrows')
    started[0].answer({ type: 'error', id: 2, message: 'no figure "a"' })
    ask({ ...question('a'), scene: b })
    started[0].answer({ type: 'error', id: -1, message: 'crashed' })
    ask({ ...question('a'), scene: b })
    expect(kinds()).toEqual(['whole', 'changes', 'whole', 'whole'])
  })
})
