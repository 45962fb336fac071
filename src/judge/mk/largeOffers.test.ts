import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { parseSceneText } from '../../scene/validate'
import type { Scene } from '../../scene/schema'
import type { MkAttackStep } from './largeOffers'
import type { MkScenarioStep } from './scenarioFile'
import { MkPlaySession } from './session'

/**
 * The session's offers around large figures and chariots (000) on the shipped scenes.
 * mk-chariot: the chariot (3.5 in base, radius 4.445 cm) at (45.72, 45.72) facing east (90) with
 * the archer (1.25 in, radius 1.5875 cm) aboard; a passenger's base touches the chariot's rim
 * with its centre 4.445 + 1.5875 = 6.0325 cm from the chariot's centre. The crossbowman stands at
 * (45.72, 39.6875): exactly there, to the north, the chariot's left.
 * mk-large-figure: the mammoth at (45.72, 45.72) facing north, rear inactive (click 6); the
 * crossbowman at (31.352, 31.352), 45 degrees left of ahead (the front/left boundary) and
 * 14.368 x sqrt 2 = 20.32 cm = 8 in away (its range); the battle mage straight behind.
 */
function scene(name: string): Scene {
  const r = parseSceneText(readFileSync(`scenes/${name}.json`, 'utf8'))
  if (!r.ok) throw new Error(name)
  return r.scene
}

const start = (s: Scene, sides: string[]) => MkPlaySession.start({ scene: s, seed: 3, sides })

describe('MkLargeOffers: boarding and leaving (000 "Einsteigen und Aussteigen")', () => {
  it('proposes a goal at each side and the rear, touching the chariot; the one on the crossbowman overlaps it', async () => {
    const s = await start(scene('mk-chariot'), ['orcs', 'atlantis'])
    try {
      const goals = s.large.leaveGoals('archer')
      // Facing 90: left is north (bearing 0), right south (180), rear west (270).
      expect(goals.map((g) => [g.to, g.touches, g.facingDeg])).toEqual([
        [[45.72, 39.6875], ['left'], 0],
        [[45.72, 51.7525], ['right'], 180],
        [[39.6875, 45.72], ['rear'], 270],
      ])
      expect(goals[0].overlaps).toEqual(['crossbowman'])
      expect(goals.slice(1).map((g) => [g.overlaps, g.probe.ok])).toEqual([
        [[], true],
        [[], true],
      ])
      // A click far to the west snaps onto the ring at its bearing: the rear goal.
      expect(s.large.leaveGoalToward('archer', [10, 45.72])?.to).toEqual([39.6875, 45.72])
      // Not a passenger: nothing to leave; aboard: nothing to board.
      expect(s.large.leaveGoals('crossbowman')).toEqual([])
      expect(s.large.boardOffers('archer')).toEqual([])
      expect(s.do({ do: 'leave', figure: 'archer', to: [39.6875, 0, 45.72], facing: 270 }).ok).toBe(true)
      // Left, touching the rear: the chariot is offered, refused this turn (the leave was its action).
      expect(s.large.boardOffers('archer')).toMatchObject([
        { chariot: 'chariot', probe: { ok: false, refusal: { code: 'acted-this-turn' } } },
      ])
      expect(s.large.boardOffers('crossbowman')).toEqual([])
    } finally {
      s.dispose()
    }
  })
})

describe('MkLargeOffers: the choices of an attack at a large figure (000 "Großfiguren angreifen", "Antreiben")', () => {
  it('asks the owner at a boundary and the attacker at an inactive section, each option probed', async () => {
    const s = await start(scene('mk-large-figure'), ['atlantis', 'orcs'])
    try {
      const boundary = s.large.openChoice({ do: 'ranged', figure: 'crossbowman', targets: ['mammoth'] })
      expect(boundary).toEqual({
        field: 'section',
        chooser: 'orcs',
        about: 'mammoth',
        options: [
          { name: 'front', refusal: null },
          { name: 'left', refusal: null },
        ],
      })
      // Straight behind: the rear is inactive; the ogre (the attacker's side) touches the right, so no shot at it.
      const redirect = s.large.openChoice({ do: 'ranged', figure: 'battle-mage', targets: ['mammoth'] })
      expect(redirect).toMatchObject({ field: 'redirect', chooser: 'atlantis', about: 'mammoth' })
      expect(redirect?.options.map((o) => o.name)).toEqual(['front', 'left'])
      // Answered: no question left, and the numbers are against the chosen section.
      expect(s.large.openChoice({ do: 'ranged', figure: 'battle-mage', targets: ['mammoth'], redirect: 'left' })).toBeNull()
      const shot = s.large.previewShot({ do: 'ranged', figure: 'battle-mage', targets: ['mammoth'], redirect: 'left' })
      expect(shot.probe.ok).toBe(true)
      expect(shot.preview?.lines.find((l) => l.key === 'largeDefendingSection')?.value).toBe('left')
    } finally {
      s.dispose()
    }
  })

  it('asks a pushed large figure which section takes the click', async () => {
    const s = await start(scene('mk-large-figure'), ['orcs', 'atlantis'])
    try {
      const back: MkScenarioStep = { do: 'move', figure: 'mammoth', sections: ['left', 'right'], to: [45.72, 0, 50.8], facing: 0 }
      expect(s.do(back).ok).toBe(true)
      expect(s.do({ do: 'endTurn' }).ok && s.do({ do: 'endTurn' }).ok).toBe(true)
      const shot: MkAttackStep = { do: 'ranged', figure: 'mammoth', dial: 'front', targets: ['crossbowman'] }
      const push = s.large.openChoice(shot)
      expect(push).toMatchObject({ field: 'push', chooser: 'orcs', about: 'mammoth' })
      expect(push?.options.map((o) => o.name)).toEqual(['front', 'left', 'right', 'rear'])
      expect(s.large.openChoice({ ...shot, push: 'left' })).toBeNull()
      // A move is asked the same: pushed, it names the section too.
      const move: MkScenarioStep = { do: 'move', figure: 'mammoth', sections: ['front'], to: [45.72, 0, 48] }
      expect(move.do === 'move' && s.large.openChoice(move)?.field).toBe('push')
    } finally {
      s.dispose()
    }
  })

  it('core 7: a shot at two targets shows the numbers for each; a third is refused', async () => {
    // The mammoth's rear made active (click 2: range 6, two targets); the battle mage and the steam
    // golem behind it: (45.72, 58) is 12.28 cm = 4.83 in straight back, (52, 58) 13.79 cm = 5.43 in
    // at 27 degrees off straight back (the rear's arc is 45 either side); the ogre at (40, 58) the third, 5.33 in at 25 degrees.
    const base = scene('mk-large-figure')
    const at = (id: string, x: number, z: number) => (f: Scene['figures'][number]) =>
      f.id === id ? { ...f, position: [x, 0, z] as [number, number, number] } : f
    const figures = base.figures
      .map((f) => (f.id === 'mammoth' && f.mk ? { ...f, mk: { ...f.mk, clicks: [2, 5, 2, 2] } } : f))
      .map(at('battle-mage', 45.72, 58))
      .map(at('steam-golem', 52, 58))
      .map(at('ogre-ram', 40, 58))
    const s = await start({ ...base, figures }, ['orcs', 'atlantis'])
    try {
      const two = s.large.previewShot({ do: 'ranged', figure: 'mammoth', dial: 'rear', targets: ['battle-mage', 'steam-golem'] })
      expect(two.probe.ok).toBe(true)
      expect(two.pairs.map((p) => p.target)).toEqual(['battle-mage', 'steam-golem'])
      expect(two.preview?.targets.map((t) => t.target)).toEqual(['battle-mage', 'steam-golem'])
      const three = s.large.previewShot({
        do: 'ranged',
        figure: 'mammoth',
        dial: 'rear',
        targets: ['battle-mage', 'steam-golem', 'ogre-ram'],
      })
      expect(three.probe.ok ? null : three.probe.refusal.code).toBe('too-many-targets')
    } finally {
      s.dispose()
    }
  })
})
