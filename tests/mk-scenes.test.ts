import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { chariotPlatformPoint } from '../src/scene/mageknight/chariot'
import { MK_LIBRARY } from '../src/scene/mageknight/library'
import { isMountedFigureCard } from '../src/scene/mageknight/cavalry'
import { riderSeats } from '../src/scene/mageknight/mountedFigures'
import type { Figure, Scene } from '../src/scene/schema'
import { formatProblem, parseSceneText } from '../src/scene/validate'
import { cm } from '../src/math/units'

/**
 * The shipped large-figure scenes (000) and the cavalry skirmish (003). Every number is derived by hand from the scene
 * files and models/mageknight/large-figures.json: the mammoth's base is 4 in (radius 5.08 cm),
 * the chariot's 3.5 in (4.445 cm), a hero's 1.25 in (1.5875 cm).
 */
function load(name: string): Scene {
  const result = parseSceneText(readFileSync(`scenes/${name}.json`, 'utf8'))
  if (!result.ok) throw new Error(`${name}:\n${result.problems.map(formatProblem).join('\n')}`)
  expect(result.warnings.map(formatProblem)).toEqual([])
  return result.scene
}
const figure = (scene: Scene, id: string): Figure => {
  const f = scene.figures.find((x) => x.id === id)
  if (!f) throw new Error(`no figure ${id}`)
  return f
}
const flat = (a: Figure, b: Figure) => Math.hypot(a.position[0] - b.position[0], a.position[2] - b.position[2])
const skullsAt = (card: string, dial: number, click: number) => {
  const c = MK_LIBRARY.figures[card].dials[dial].clicks[click]
  return [c.speed, c.attack, c.defence, c.damage].filter((v) => v?.value === 'skull').length
}

describe('mk-large-figure.json: a war mammoth in the open', () => {
  const scene = load('mk-large-figure')
  const mammoth = figure(scene, 'mammoth')

  it('the mammoth faces north with its rear section inactive (three skulls) and four skulls in all', () => {
    expect(mammoth.facing).toBe(0)
    expect(mammoth.mk?.clicks).toEqual([2, 5, 2, 6])
    const skulls = (mammoth.mk?.clicks ?? []).map((c, d) => skullsAt('mk-war-mammoth', d, c))
    expect(skulls).toEqual([0, 1, 0, 3])
  })

  it('the ogre ram touches the right (east) section: centres 5.08 + 1.5875 = 6.6675 cm apart, straight east', () => {
    const ram = figure(scene, 'ogre-ram')
    expect(flat(mammoth, ram)).toBeCloseTo(6.6675, 9)
    expect(ram.position[2]).toBe(mammoth.position[2])
    expect(ram.position[0]).toBeGreaterThan(mammoth.position[0])
  })

  it('the other heroes stand clear of the mammoth (more than 6.6675 cm away) and all are enemies of it', () => {
    for (const f of scene.figures.filter((x) => x.id !== 'mammoth' && x.id !== 'ogre-ram')) expect(flat(mammoth, f)).toBeGreaterThan(10)
    expect(new Set(scene.figures.filter((f) => f.id !== 'mammoth').map((f) => f.side))).toEqual(new Set(['atlantis']))
  })
})

describe('mk-chariot.json: a chariot with its passenger', () => {
  const scene = load('mk-chariot')
  const chariot = figure(scene, 'chariot')
  const archer = figure(scene, 'archer')

  it('the archer rides the chariot on its rear platform: facing east, 2.667 cm west of the centre (R-LFM.2)', () => {
    expect(archer.mk?.aboard).toBe('chariot')
    expect(chariot.facing).toBe(90)
    expect(archer.position).toEqual([43.053, 0, 45.72])
    const platform = chariotPlatformPoint(chariot.position, 90, cm(4.445))
    expect(platform[0]).toBeCloseTo(45.72 - 0.6 * 4.445, 9)
  })

  it('the crossbowman touches the left (north) section: 4.445 + 1.5875 = 6.0325 cm north', () => {
    const xbow = figure(scene, 'crossbowman')
    expect(flat(chariot, xbow)).toBeCloseTo(6.0325, 9)
    expect(xbow.position[2]).toBeLessThan(chariot.position[2])
  })
})

describe('mk-cavalry-skirmish.json: cavalry of each intelligence level, an infantry line, a tower door', () => {
  const scene = load('mk-cavalry-skirmish')
  const mounts = ['horse', 'stag', 'salamander'].map((id) => figure(scene, id))

  it('one mount of each intelligence level, each with its rider seated in its slot (003 "Cavalry Units", R-CVG.5)', () => {
    const levels = mounts.map((m) => MK_LIBRARY.figures[m.mk?.card ?? ''].mount?.intelligence)
    expect(levels).toEqual(['skittish', 'independent', 'meanSpirited'])
    const seats = riderSeats(scene.figures)
    expect(mounts.map((m) => [m.mk?.rider, seats.get(m.mk?.rider ?? '')?.mountId])).toEqual([
      ['lancer', 'horse'],
      ['ranger', 'stag'],
      ['raider', 'salamander'],
    ])
    // The castle rules refuse access points to these cards (001 "Zugangspunkte").
    for (const m of mounts) expect(isMountedFigureCard(MK_LIBRARY.figures[m.mk?.card ?? ''])).toBe(true)
  })

  it('the horse tramples north through the centre crossbowman: its lane x 30 -+ 1.905 meets the centre base (rim 28.4125 to 31.5875), not the outer ones (rims 27.9875, 32.0125)', () => {
    const horse = figure(scene, 'horse')
    expect(horse.facing).toBe(0)
    const lane = (f: Figure) => Math.abs(f.position[0] - horse.position[0]) - 1.5875 < 1.905
    expect(['xbow-west', 'xbow-centre', 'xbow-east'].map((id) => lane(figure(scene, id)))).toEqual([false, true, false])
    expect(['xbow-west', 'xbow-centre', 'xbow-east'].every((id) => figure(scene, id).position[2] < horse.position[2] - 3.4925)).toBe(true)
  })

  it('the orcs hold a round tower whose door is an access point', () => {
    const tower = scene.castle?.sections.find((s) => s.id === 'tower')
    expect(tower?.kind).toBe('roundTower')
    expect(tower?.side).toBe('orcs')
  })
})
