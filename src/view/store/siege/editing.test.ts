/**
 * The siege editor's pointer work in the store: dragging pieces (snapped, carrying ladders and
 * defenders, one undo step), the ghost of the palette piece, Mage Knight and Universalis figures
 * from the palette, and the castle panel's shot choices handed to the judge.
 * Geometry from src/scene/castle/testScene.ts (walls 15.24 x 3.81, faces at z 28.095 / 31.905).
 */
import { describe, expect, it } from 'vitest'
import { castleTestScene } from '../../../scene/castle/testScene'
import type { Scene } from '../../../scene/schema'
import { judgeCastlePorts } from '../../ports/castlePorts'
import { createSightlineStore } from '../createSightlineStore'
import { fakePorts, memoryStorage } from '../../ports/fakePorts'
import { profileForBase } from '../../../scene/figureProfile'
import { placeFigure } from './placement'
import { previewPlacement } from './preview'
import type { CastleShotChoiceOptions } from './types'

async function castleStore(scene: Scene = castleTestScene()) {
  const asked: (CastleShotChoiceOptions | undefined)[] = []
  const real = judgeCastlePorts()
  const castle = {
    ...real,
    judgeShot: (...args: Parameters<typeof real.judgeShot>) => {
      // The rule profile's castle settings ride along with every shot (R-VPR.3); these tests look at the panel's choices.
      const { settings: _profile, ...choices } = args[3] ?? {}
      asked.push(choices)
      return real.judgeShot(...args)
    },
  }
  const store = createSightlineStore({ ...fakePorts({ 'hill-and-wall': JSON.stringify(scene) }, memoryStorage()), castle })
  await store.getState().boot({ scene: null, from: null, to: null })
  store.getState().setSiegeEditing(true)
  return { store, asked }
}

const sectionOf = (scene: Scene | null, id: string) => scene?.castle?.sections.find((s) => s.id === id)

describe('dragging castle pieces', () => {
  it('drags w-far by the point it was grabbed, snaps it against w-gate, and undoes the whole drag in one step', async () => {
    const { store } = await castleStore()
    const s = store.getState
    const pastBefore = s().history.past.length
    const castleBefore = s().castle
    // Grabbed 1.06 cm right of and 1 cm before its centre (90.94, 30): offset (-1.06, -1).
    s().beginSiegeDrag({ kind: 'section', id: 'w-far' }, [92, 10.16, 31])
    s().siegeDragTo(95, 40)
    expect(sectionOf(s().scene, 'w-far')?.center).toEqual([93.94, 0, 39])
    // While dragging the castle facts wait (the set-up check is slow): the same object.
    expect(s().castle).toBe(castleBefore)
    // Pointer at (89.5, 32): centre aimed at (88.44, 31), within 6 cm of w-gate's end (80.32) + 7.62 = 87.94.
    s().siegeDragTo(89.5, 32)
    const snapped = sectionOf(s().scene, 'w-far')!.center
    expect(snapped[0]).toBeCloseTo(87.94, 3)
    expect(snapped[2]).toBeCloseTo(30, 3)
    expect(s().history.past.length).toBe(pastBefore)
    s().endSiegeDrag()
    expect(s().history.past.length).toBe(pastBefore + 1)
    expect(s().castle).not.toBe(castleBefore)
    expect(s().siege.selected).toEqual({ kind: 'section', id: 'w-far' })
    s().undo()
    expect(sectionOf(s().scene, 'w-far')?.center).toEqual([90.94, 0, 30])
    expect(s().history.past.length).toBe(pastBefore)
  })

  it('carries the ladder against a wall and the figure on its walkway along', async () => {
    const { store } = await castleStore()
    const s = store.getState
    s().beginSiegeDrag({ kind: 'section', id: 'w-left' }, [47.3, 10.16, 30])
    // Far from every other section: no snap, the centre goes to (20, 75); everything shifts by (-27.3, +45).
    s().siegeDragTo(20, 75)
    s().endSiegeDrag()
    const scene = s().scene!
    expect(sectionOf(scene, 'w-left')?.center).toEqual([20, 0, 75])
    expect(scene.ladders?.find((l) => l.id === 'ladder-1')).toMatchObject({
      bottom: [20, 0, 70.6],
      top: [20, 10.16, 73.095],
      against: 'w-left',
    })
    expect(scene.figures.find((f) => f.id === 'archer')?.position).toEqual([20, 10.16, 75])
    // The guard on the ground in the gatehouse passage stays.
    expect(scene.figures.find((f) => f.id === 'guard')?.position).toEqual([60, 0, 30])
  })

  it('moves a ladder to another wall, keeps its id, and keeps it where it was when the pointer leaves every wall', async () => {
    const { store } = await castleStore()
    const s = store.getState
    // Grabbed at its top (47.3, 28.095): no offset. Near w-far's outer face (z 28.095) at x 91.
    s().beginSiegeDrag({ kind: 'ladder', id: 'ladder-1' }, [47.3, 10.16, 28.095])
    s().siegeDragTo(91, 28)
    expect(s().scene!.ladders).toEqual([{ id: 'ladder-1', bottom: [91, 0, 25.595], top: [91, 10.16, 28.095], width: 2, against: 'w-far' }])
    s().siegeDragTo(100, 80)
    expect(s().siege.drag?.refused).toMatchObject({ code: 'ladder-not-at-wall', params: { reachCm: 3 } })
    s().endSiegeDrag()
    expect(s().scene!.ladders?.[0].against).toBe('w-far')
    expect(s().siege.message).toMatchObject({ kind: 'refusal', code: 'ladder-not-at-wall', clause: { section: 'Planken und Leitern' } })
  })

  it("puts back a section dropped half over the table edge (R-SE-12), with the check's problem, no undo step", async () => {
    const { store } = await castleStore()
    const s = store.getState
    const pastBefore = s().history.past.length
    // w-far (15.24 x 3.81, along x) grabbed at its centre (90.94, 30); the table is 120 cm wide.
    s().beginSiegeDrag({ kind: 'section', id: 'w-far' }, [90.94, 10.16, 30])
    // Centre at x 115: its end at 115 + 7.62 = 122.62, 2.62 cm over the edge. The drag shows it there (red).
    s().siegeDragTo(115, 30)
    expect(sectionOf(s().scene, 'w-far')?.center).toEqual([115, 0, 30])
    s().endSiegeDrag()
    expect(s().siege.message).toMatchObject({
      kind: 'refusal',
      code: 'scene-check-failed',
      problem: { code: 'over-table-edge', params: { over: 2.62 } },
    })
    expect(sectionOf(s().scene, 'w-far')?.center).toEqual([90.94, 0, 30])
    expect(s().history.past.length).toBe(pastBefore)
  })

  it('cancelling a drag puts the piece back without an undo step', async () => {
    const { store } = await castleStore()
    const s = store.getState
    const past = s().history.past.length
    s().beginSiegeDrag({ kind: 'section', id: 'keep' }, [60, 10.16, 60])
    s().siegeDragTo(20, 70)
    s().cancelSiegeDrag()
    expect(sectionOf(s().scene, 'keep')?.center).toEqual([60, 0, 60])
    expect(s().history.past.length).toBe(past)
    // No other change is taken while a drag is under way.
    s().beginSiegeDrag({ kind: 'section', id: 'keep' }, [60, 10.16, 60])
    s().undo()
    s().commitScene({ ...s().scene!, figures: [] })
    expect(s().scene!.figures).toHaveLength(3)
    s().endSiegeDrag()
  })
})

describe('the ghost of the palette piece', () => {
  it('follows the pointer, turned and snapped as the click would place it; red where it would overlap', async () => {
    const { store } = await castleStore()
    const s = store.getState
    s().chooseSiegeTool({ kind: 'place', piece: { kind: 'section', section: 'wall', version: 'heavy' } })
    s().hoverSiegeAt([20, 0, 75])
    expect(s().siege.preview).toMatchObject({
      refused: null,
      overlaps: [],
      ghost: { kind: 'section', section: { center: [20, 0, 75], kind: 'wall' } },
    })
    s().rotateSiege(15)
    expect(s().siege.preview?.ghost).toMatchObject({ section: { rotationY: 15 } })
    // On top of w-left (47.3, 30) nothing snaps closer than the wall itself would overlap: red.
    s().hoverSiegeAt([47.3, 10.16, 30])
    expect(s().siege.preview?.overlaps).toContain('w-left')
    // The click places exactly the ghost.
    s().hoverSiegeAt([20, 0, 75])
    const ghost = s().siege.preview!.ghost
    s().siegeClickAt([20, 0, 75], null)
    expect(ghost.kind === 'section' && sectionOf(s().scene, ghost.section.id)).toEqual(ghost.kind === 'section' && ghost.section)
  })

  it('is red half over the table edge, and the click there is refused (R-SE-12), nothing written', async () => {
    const { store } = await castleStore()
    const s = store.getState
    s().chooseSiegeTool({ kind: 'place', piece: { kind: 'section', section: 'wall', version: 'heavy' } })
    // A wall 15.24 long along x, centred 3 cm from the 120 cm table's edge: 7.62 - 3 = 4.62 cm over it.
    s().hoverSiegeAt([117, 0, 75])
    expect(s().siege.preview?.overlaps).toContain('table')
    const sections = s().scene!.castle!.sections.length
    s().siegeClickAt([117, 0, 75], null)
    expect(s().scene!.castle!.sections.length).toBe(sections)
    expect(s().siege.message).toMatchObject({ kind: 'refusal', code: 'scene-check-failed', problem: { code: 'over-table-edge' } })
  })

  it('is refused (with the reason) for a ladder away from walls, and gone outside the place tool', async () => {
    const { store } = await castleStore()
    const s = store.getState
    s().chooseSiegeTool({ kind: 'place', piece: { kind: 'ladder' } })
    s().hoverSiegeAt([100, 0, 80])
    expect(s().siege.preview).toMatchObject({
      refused: { code: 'ladder-not-at-wall', clause: { section: 'Planken und Leitern' } },
      ghost: { kind: 'none', at: [100, 0, 80] },
    })
    // 1.095 cm before w-left's outer face (z 28.095, x 39.68..54.92).
    s().hoverSiegeAt([50, 0, 27])
    expect(s().siege.preview?.refused).toBeNull()
    s().chooseSiegeTool({ kind: 'select' })
    expect(s().siege.preview).toBeNull()
  })

  it('marks a figure placed into another figure or off the table', () => {
    const scene = castleTestScene()
    const piece = { kind: 'figure', team: 'opponent', size: 'medium' } as const
    // The knight stands at (60, 0, 10), base radius 1.25: a new base 2 cm away overlaps it (2 < 2.5).
    const judge = judgeCastlePorts()
    expect(previewPlacement(scene, piece, [62, 0, 10], 0, 0, null, judge).overlaps).toEqual(['knight'])
    expect(previewPlacement(scene, piece, [65, 0, 10], 0, 0, null, judge).overlaps).toEqual([])
    expect(previewPlacement(scene, piece, [0.5, 0, 10], 0, 0, null, judge).overlaps).toEqual(['table'])
  })
})

describe('figures from the palette', () => {
  it('chooses the size profile closest to a Mage Knight base (R-SE-9)', () => {
    // Bases: small and medium 2.5 cm, large 4, huge 5. 1.25 in = 3.175 cm: 0.675 from 2.5, 0.825 from 4.
    expect(profileForBase(1.25)).toBe('medium')
    // 1.5 in = 3.81 cm: 0.19 from 4.
    expect(profileForBase(1.5)).toBe('large')
    // 1 in = 2.54: small and medium tie; medium wins.
    expect(profileForBase(1)).toBe('medium')
    expect(profileForBase(3)).toBe('huge')
    expect(() => profileForBase(0)).toThrow(/diameterIn/)
  })

  it('places a Mage Knight figure with figure.mk and its profile, on the side chosen in the palette', async () => {
    const { store } = await castleStore()
    const s = store.getState
    s().setSiegeTeam('opponent')
    s().chooseSiegeTool({ kind: 'place', piece: { kind: 'figure', team: 'opponent', size: 'medium', mk: { card: 'mk-knight-rider' } } })
    s().siegeClickAt([20, 0, 75], null)
    expect(s().scene!.figures.at(-1)).toEqual({
      id: 'knight-rider-1',
      side: 'siege',
      size: 'large',
      position: [20, 0, 75],
      name: 'Knight Rider',
      mk: { card: 'mk-knight-rider' },
    })
    s().setSiegeTeam('castle')
    expect(s().siege.tool).toMatchObject({ piece: { team: 'castle' } })
    s().siegeClickAt([30, 0, 75], null)
    expect(s().scene!.figures.at(-1)).toMatchObject({ id: 'knight-rider-2', side: 'castle' })
  })

  it('places a Universalis card with its profile; a telematon gets an operator of its side or is refused', () => {
    const scene = castleTestScene()
    const card = (id: string) => ({ kind: 'figure', team: 'castle', size: 'small', card: id }) as const
    const spear = placeFigure(scene, card('guard-spearman'), [20, 75], 0, null)
    expect(spear.ok && spear.scene.figures.at(-1)).toEqual({
      id: 'guard-spearman-1',
      side: 'castle',
      size: 'medium',
      position: [20, 0, 75],
      name: 'Spearman',
      card: 'guard-spearman',
    })
    const lonely = placeFigure(scene, card('guard-owl-familiar'), [20, 80], 0, null)
    expect(lonely).toMatchObject({ ok: false, refusal: { code: 'telematon-without-operator', clause: { section: '19.2' } } })
    const withWitch = placeFigure(scene, card('guard-hedge-witch'), [30, 80], 0, null)
    if (!withWitch.ok) throw new Error(withWitch.refusal.reason)
    const owl = placeFigure(withWitch.scene, card('guard-owl-familiar'), [32, 80], 0, null)
    expect(owl.ok && owl.scene.figures.at(-1)).toMatchObject({ card: 'guard-owl-familiar', operator: 'guard-hedge-witch-1', size: 'small' })
  })
})

describe('the castle panel’s shot choices', () => {
  it('hands long range and abilities to the judge only when chosen; a new shooter drops the abilities', async () => {
    const { store, asked } = await castleStore()
    const s = store.getState
    s().setCastlePair('knight', 'archer')
    expect(asked.at(-1)).toEqual({})
    s().setShotChoices({ longRange: 'refuse' })
    expect(asked.at(-1)).toEqual({ useLongRange: false })
    s().setShotChoices({ longRange: 'use', abilities: ['magicBlast'] })
    expect(asked.at(-1)).toEqual({ useLongRange: true, abilitiesUsed: ['magicBlast'] })
    s().setCastlePair('keep', 'knight')
    expect(asked.at(-1)).toEqual({ useLongRange: true })
  })

  it('drops the abilities when the shooter changes by clicking figures, not only through the panel', async () => {
    const { store, asked } = await castleStore()
    const s = store.getState
    s().setSiegeEditing(false)
    s().clickFigure('knight')
    s().clickFigure('archer')
    s().setShotChoices({ abilities: ['magicBlast'] })
    expect(asked.at(-1)).toEqual({ abilitiesUsed: ['magicBlast'] })
    expect(s().siege.shotChoices).toMatchObject({ abilities: ['magicBlast'], abilitiesFor: 'knight' })
    // A third figure starts a new pair: the guard shoots, the knight's choice is gone.
    s().clickFigure('guard')
    expect(s().siege.shotChoices).toMatchObject({ abilities: null, abilitiesFor: null })
    s().clickFigure('archer')
    expect(s().castle.from).toBe('guard')
    expect(asked.at(-1)).toEqual({})
    // Back to the knight: still the click's own abilities, the old choice does not come back.
    s().setPair('knight', 'archer')
    expect(asked.at(-1)).toEqual({})
  })
})
