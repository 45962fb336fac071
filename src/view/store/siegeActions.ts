/**
 * The siege editor's actions: choosing a tool, placing, moving, turning and removing pieces,
 * opening and closing portals, turning section dials, choosing the sides. Every change of the
 * scene goes through `commitScene` (undoable, saved like any other change); refusals of the
 * rules come back as the editor's message with their reason and clause.
 */
import type { StoreApi } from 'zustand/vanilla'
import type { Scene } from '../../scene/schema'
import type { EditOutcome } from '../../judge/castleEditor'
import { deriveCastle, writeSides } from './siegeDerived'
import { deleteSelection, moveSelection, placeFigure, placeLadder, placePlank, placeSection, placeTerrain, rotateSelection, type Placed } from './siegePlacement'
import { normalizeDegrees } from './siegeSnap'
import type { SightlinePorts } from './ports'
import type { SightlineState } from './state'
import type { SiegeActions, SiegeData, SiegeMessage } from './siegeTypes'

type Store = Pick<StoreApi<SightlineState>, 'getState' | 'setState'>

export function siegeActions({ getState: get, setState: set }: Store, ports: SightlinePorts): SiegeActions {
  const patch = (siege: Partial<SiegeData>) => set((s) => ({ siege: { ...s.siege, ...siege } }))
  /** Re-judges the castle after a change of sides or pair (scene changes re-judge through the store). */
  const rederive = () => set((s) => ({ castle: deriveCastle(s, ports) }))
  const refuse = (text: string, clause?: SiegeMessage['clause']) => patch({ message: { kind: 'refusal', text, clause } })

  const commit = (scene: Scene, siege: Partial<SiegeData> = {}) => {
    get().commitScene(scene)
    patch(siege)
  }
  const commitPlaced = (placed: Placed) => (placed.ok ? commit(placed.scene, { selected: placed.selected, message: null }) : refuse(placed.reason))
  const commitOutcome = (outcome: EditOutcome, text: string) =>
    outcome.ok ? commit(outcome.scene, { message: { kind: 'done', text, lines: outcome.lines } }) : refuse(outcome.reason, outcome.clause)

  const surfaceHeight = (x: number, z: number, y: number): number => {
    const world = get().world
    return world ? ports.surfaceAt(world, x, z, y + 0.05).height : y
  }

  return {
    setSiegeEditing(on) {
      patch({ editing: on, tool: { kind: 'select' }, selected: null, message: null })
      if (on) get().setMode('select')
    },

    chooseSiegeTool(tool) {
      patch({ tool, message: null })
    },

    rotateSiege(degrees) {
      const { scene, siege } = get()
      const turned = scene && siege.selected && siege.tool.kind !== 'place' ? rotateSelection(scene, siege.selected, degrees) : null
      if (turned) commit(turned)
      else patch({ rotation: normalizeDegrees(siege.rotation + degrees) })
    },

    siegeClickAt([x, y, z], hit) {
      const { scene, siege, castle } = get()
      if (!scene) return
      const tool = siege.tool
      if (tool.kind === 'select') return patch({ selected: hit, message: null })
      if (tool.kind === 'move') {
        const moved = siege.selected ? moveSelection(scene, siege.selected, [x, z], surfaceHeight(x, z, y)) : null
        if (moved) commit(moved, { tool: { kind: 'select' } })
        else refuse('choose a section, terrain piece or figure to move first')
        return
      }
      const piece = tool.piece
      const sides = castle.sides
      switch (piece.kind) {
        case 'section': return commitPlaced(placeSection(scene, piece, [x, z], siege.rotation, sides?.castleSide ?? 'castle'))
        case 'ladder': return commitPlaced(placeLadder(scene, [x, z]))
        case 'plank': return commitPlaced(placePlank(scene, [x, z]))
        case 'terrain': return commitPlaced(placeTerrain(scene, piece.preset, [x, z], siege.rotation))
        case 'figure': return commitPlaced(placeFigure(scene, piece, [x, z], surfaceHeight(x, z, y), sides))
      }
    },

    selectSiegeItem(selection) {
      patch({ selected: selection, message: null })
    },

    deleteSiegeSelection() {
      const { scene, siege } = get()
      if (!scene || !siege.selected) return
      commit(deleteSelection(scene, siege.selected), { selected: null, message: null })
    },

    togglePortal(sectionId, portalId) {
      const world = get().world
      if (world) commitOutcome(ports.castle.togglePortal(world, sectionId, portalId), `${sectionId}.${portalId}`)
    },

    changeSectionDial(sectionId, delta) {
      const world = get().world
      if (world) commitOutcome(ports.castle.changeDial(world, sectionId, delta), sectionId)
    },

    setSiegeSides(sides) {
      const { scene, siege } = get()
      if (!scene) return
      // With a castle the choice belongs to the scene (castle.setup): saved, undoable, and the
      // same for the command line. The per-scene-name memory only serves scenes without a castle.
      if (scene.castle) {
        get().commitScene({ ...scene, castle: { ...scene.castle, setup: { ...sides } } })
        return
      }
      const sidesByScene = { ...siege.sidesByScene, [scene.name]: sides }
      writeSides(ports.storage, sidesByScene)
      patch({ sidesByScene })
      rederive()
    },

    setCastlePair(fromId, toId) {
      patch({ pairFrom: fromId, pairTo: toId })
      rederive()
    },
  }
}
