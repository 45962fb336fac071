import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { parseSceneText } from '../../scene/validate'
import type { Scene } from '../../scene/schema'
import { checkCarriedLadders, checkSiegeStepNames, siegeOfScene } from './siegeSetup'

/** The siege's start and its names on scenes/siege-golem-wall.json: three heavy walls of mark's, ladder-1 against wall-west. */
function scene(): Scene {
  const r = parseSceneText(readFileSync('scenes/siege-golem-wall.json', 'utf8'))
  if (!r.ok) throw new Error('scene')
  return r.scene
}

describe('a siege begun on a scene (001 "Punktwert", "Planken und Leitern")', () => {
  it('makes each section a piece at its version, keeps the ladder against its wall and the ladders carried', () => {
    const start = siegeOfScene(scene(), [{ ladder: 'ladder-2', by: 'steam-golem' }])
    expect(start.pieces.map((p) => [p.id, p.side, p.points, p.clicks[0]])).toEqual([
      ['wall-west', 'mark', 20, 0],
      ['wall-1', 'mark', 20, 0],
      ['wall-east', 'mark', 20, 0],
    ])
    expect({ ...start.siege?.ladders }).toEqual({ 'ladder-1': 'wall-west' })
    expect({ ...start.siege?.carried }).toEqual({ 'steam-golem': 'ladder-2' })
    expect(start.sectionKind('wall-1')).toBe('wall')
    expect(start.sectionKind('bone-golem')).toBeNull()
  })

  it('a section stored as rubble starts at its last click (a heavy wall: click 7, three broken towers)', () => {
    const s = scene()
    const rubble = {
      ...s,
      castle: { ...s.castle!, sections: s.castle!.sections.map((x) => (x.id === 'wall-1' ? { ...x, destroyed: true } : x)) },
    }
    expect(siegeOfScene(rubble).pieces.find((p) => p.id === 'wall-1')?.clicks).toEqual([7])
  })

  it('a scene without castle sections has no siege', () => {
    expect(siegeOfScene({ ...scene(), castle: undefined, ladders: [] }).siege).toBeNull()
  })

  it('names each problem of the carried ladders and of the siege steps by its field', () => {
    expect(
      checkCarriedLadders(scene(), [
        { ladder: 'ladder-1', by: 'steam-golem' },
        { ladder: 'ladder-2', by: 'nobody' },
        { ladder: 'ladder-2', by: 'crossbowman' },
      ]),
    ).toEqual([
      'carriedLadders[0].ladder: "ladder-1" already stands in the scene',
      'carriedLadders[1].by: no Mage Knight figure "nobody" in the scene',
      'carriedLadders[2].ladder: "ladder-2" is carried twice',
    ])
    const s = scene()
    expect(checkSiegeStepNames({ do: 'climb', figure: 'bone-golem', section: 'wall-1', via: 'top', to: [0, 0, 0] }, 3, s)).toEqual([
      'steps[3].via: "top" is neither an access point of a wall nor a ladder of the scene',
    ])
    expect(checkSiegeStepNames({ do: 'ladder', figure: 'steam-golem', op: 'setUp', ladder: 'ladder-1' }, 0, s)).toEqual([
      'steps[0].wall: setting a ladder up names the wall it stands beside',
    ])
    expect(checkSiegeStepNames({ do: 'castleShot', from: 'steam-golem', targets: ['wall-1', 'keep'] }, 1, s)).toEqual([
      'steps[1].targets[1]: no Mage Knight figure or castle section "keep" in the scene',
    ])
  })
})
