import { describe, expect, it } from 'vitest'
import { sceneOf } from '../../geometry/testScene'
import { heatmapPool } from './pool'
import { runHeatmap } from './run'
import { heatmapSpec } from './spec'
import { inThreadEndpoint, type HeatmapEndpoint } from './worker'

/** 20 x 20 cm at 5 cm: 16 cells, one shooter in a corner, nothing else on the table. */
const scene = sceneOf(
  [],
  [
    { id: 'A', side: 'red', size: 'medium', position: [2, 0, 2] },
    { id: 'B', side: 'blue', size: 'medium', position: [18, 0, 18] },
  ],
  { table: { width: 20, depth: 20 } },
)
const spec = heatmapSpec(scene, { from: 'A', profile: 'medium', step: 5, level: 'ground' })

/** In-thread workers that count how many were started and ended. */
function counted() {
  const count = { started: 0, ended: 0 }
  const start = (): HeatmapEndpoint => {
    count.started++
    const endpoint = inThreadEndpoint()
    const terminate = () => {
      count.ended++
      endpoint.terminate()
    }
    return { ...endpoint, terminate }
  }
  return { count, start }
}

describe('heatmapPool (workers kept between runs)', () => {
  it('warms workers before the first run and lends the same ones to every run, with the same answer', async () => {
    const { count, start } = counted()
    const pool = heatmapPool(start, 2)
    await pool.warm(2)
    expect([pool.idle, count.started]).toEqual([2, 2])
    const first = await runHeatmap(scene, spec, { spawn: pool.spawn, workers: 2 })
    const second = await runHeatmap(scene, spec, { spawn: pool.spawn, workers: 2 })
    // Two runs of two workers on a pool of two: no third worker, none ended until close.
    expect([count.started, count.ended, pool.idle]).toEqual([2, 0, 2])
    expect(Array.from(second.values.state)).toEqual(Array.from(first.values.state))
    expect(Array.from(second.values.visible)).toEqual(Array.from(first.values.visible))
    expect(first.judged).toBe(16)
    pool.close()
    expect([count.ended, pool.idle]).toEqual([2, 0])
  })

  it('ends a worker instead of keeping it when more are handed back than it keeps', async () => {
    const { count, start } = counted()
    const pool = heatmapPool(start, 1)
    await runHeatmap(scene, spec, { spawn: pool.spawn, workers: 2 })
    expect([count.started, count.ended, pool.idle]).toEqual([2, 1, 1])
    pool.close()
  })
})
