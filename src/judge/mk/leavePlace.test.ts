import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import type { Scene } from '../../scene/schema'
import { parseSceneText } from '../../scene/validate'
import { createMkScenario } from './create'

/**
 * 000 "Aussteigen" with R-LF-15 on scenes/mk-chariot.json: the war chariot at (45.72, 45.72)
 * faces east, base radius 1.75 in = 4.445 cm; the archer (radius 0.625 in = 1.5875 cm) rides it.
 * A base touching the chariot has its centre 4.445 + 1.5875 = 6.0325 cm from the chariot's:
 * north (45.72, 39.6875) touches the left section, where the crossbowman already stands; west
 * (39.6875, 45.72) touches the rear, where the test puts a crate (blocking terrain, 2 cm wide);
 * south (45.72, 51.7525) touches the right section and is free.
 */
function scene(crate: boolean): Scene {
  const r = parseSceneText(readFileSync('scenes/mk-chariot.json', 'utf8'))
  if (!r.ok) throw new Error('scenes/mk-chariot.json')
  if (!crate) return r.scene
  const box = {
    id: 'crate',
    shape: 'box' as const,
    type: 'building' as const,
    center: [39.6875, 2, 45.72] as [number, number, number],
    size: [2, 4, 2] as [number, number, number],
  }
  return { ...r.scene, terrain: [...r.scene.terrain, box] }
}

async function leave(to: [number, number, number], crate = false) {
  const d = await createMkScenario({ scene: scene(crate), seed: 1, sides: ['orcs', 'atlantis'], buildTotal: 400 })
  try {
    return d.do({ do: 'leave', figure: 'archer', to })
  } finally {
    d.dispose()
  }
}

describe('000 "Einsteigen und Aussteigen", R-LF-15: a leaving passenger is not placed onto a base or into blocking terrain', () => {
  it("refuses the place touching the left section where the crossbowman's base stands", async () => {
    const r = await leave([45.72, 0, 39.6875])
    expect(r.ok ? null : r.refusal.code).toBe('leaving-place-blocked')
    expect(r.ok ? null : r.refusal.params?.overlaps).toBe('crossbowman')
  })

  it('refuses the place touching the rear inside a crate, and takes the free place touching the right section', async () => {
    const r = await leave([39.6875, 0, 45.72], true)
    expect(r.ok ? null : r.refusal.code).toBe('leaving-place-blocked')
    expect(r.ok ? null : r.refusal.params?.overlaps).toBe('crate')
    const free = await leave([45.72, 0, 51.7525], true)
    expect(free.ok).toBe(true)
  })
})
