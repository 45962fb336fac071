/**
 * The siege editor's actions: choosing a tool, placing, moving, turning and removing pieces,
 * opening and closing portals, turning section dials, choosing the sides. Every change of the
 * scene goes through `commitScene` (undoable, saved like any other change); refusals - the
 * rules', the judge's and the editor's own, one shape (refusals.ts) - come back as the editor's
 * message with their code, reason and clause. Where a ladder or plank goes and what a moved
 * section carries (R-SE-10) the judge decides, asked through the castle ports.
 */
import type { StoreApi } from 'zustand/vanilla'
import type { Scene } from '../../../scene/schema'
import type { EditOutcome } from '../../ports'
import { nextSeed } from '../../../math/seededRandom'
import { deriveCastleAndChoices, writeSides } from './derived'
import { anchorOf, dragTo } from './drag'
import { checkedEdit } from '../terrain/edit'
import {
  deleteSelection,
  placeFigure,
  placeLadder,
  placePlank,
  placeSection,
  placeTerrain,
  rotateSelection,
  type Placed,
} from './placement'
import { previewPlacement } from './preview'
import { normalizeDegrees } from './snap'
import { EDITOR_OWN, type SiegeRefusal } from './refusals'
import type { SightlinePorts } from '../../ports/ports'
import type { SightlineState } from '../state'
import type { SiegeActions, SiegeData, SiegeMessage } from './types'

type Store = Pick<StoreApi<SightlineState>, 'getState' | 'setState'>

/** What a section's move did to the planks on it (R-SE-10), as the editor's message; null when nothing. */
const notesMessage = (notes: readonly string[]): SiegeMessage | null => (notes.length > 0 ? { kind: 'done', text: notes.join('; ') } : null)

export function siegeActions({ getState: get, setState: set }: Store, ports: SightlinePorts): SiegeActions {
  const patch = (siege: Partial<SiegeData>) => set((s) => ({ siege: { ...s.siege, ...siege } }))
  /** Re-judges the castle after a change of sides or pair (scene changes re-judge through the store). */
  const rederive = () => set((s) => deriveCastleAndChoices(s, ports))
  /** A refusal as the editor's message: its reason shown, its code and clause kept. */
  const refusalMessage = ({ code, reason, clause, params }: SiegeRefusal): SiegeMessage => ({
    kind: 'refusal',
    text: reason,
    code,
    clause,
    ...(params ? { params } : {}),
  })
  const refuse = (refusal: SiegeRefusal) => patch({ message: refusalMessage(refusal) })

  /** R-SE-11, R-SE-12: an edit whose scene would not open (a piece placed or turned over the table's edge) is refused, not written. */
  const commit = (scene: Scene, siege: Partial<SiegeData> = {}) => {
    const before = get().scene
    const checked = before ? checkedEdit(before, scene) : null
    if (checked && !checked.ok) return patch({ message: { ...refusalMessage(checked.refusal), problem: checked.problem } })
    get().commitScene(scene)
    patch(siege)
  }
  const commitPlaced = (placed: Placed) =>
    placed.ok ? commit(placed.scene, { selected: placed.selected, message: null }) : refuse(placed.refusal)
  const commitOutcome = (outcome: EditOutcome, text: string) =>
    outcome.ok ? commit(outcome.scene, { message: { kind: 'done', text, lines: outcome.lines } }) : refuse(outcome.refusal)

  const surfaceHeight = (x: number, z: number, y: number): number => {
    const world = get().world
    return world ? ports.surfaceAt(world, x, z, y + 0.05).height : y
  }

  /** The last point the pointer was over (for the ghost after a turn or a new choice); not state, nothing shows it. */
  let lastHover: readonly [number, number, number] | null = null
  const refreshPreview = () => {
    const { scene, siege, castle } = get()
    const tool = siege.tool
    if (!scene || !siege.editing || tool.kind !== 'place' || !lastHover || siege.drag) {
      if (siege.preview) patch({ preview: null })
      return
    }
    const [x, y, z] = lastHover
    patch({ preview: previewPlacement(scene, tool.piece, lastHover, surfaceHeight(x, z, y), siege.rotation, castle.sides, ports.castle) })
  }

  return {
    setSiegeEditing(on) {
      if (get().siege.drag) get().cancelSiegeDrag()
      lastHover = null
      patch({ editing: on, tool: { kind: 'select' }, selected: null, message: null, preview: null })
      if (on) get().setMode('select')
    },

    chooseSiegeTool(tool) {
      patch({ tool, message: null })
      refreshPreview()
    },

    rotateSiege(degrees) {
      const { scene, siege } = get()
      const turned = scene && siege.selected && siege.tool.kind !== 'place' ? rotateSelection(scene, siege.selected, degrees) : null
      const before = siege.selected?.kind === 'section' ? scene?.castle?.sections.find((s) => s.id === siege.selected?.id) : undefined
      if (turned) {
        const carried = before ? ports.castle.carryAlong(turned, before, scene?.castle?.sections ?? []) : { scene: turned, notes: [] }
        commit(carried.scene, { message: notesMessage(carried.notes) })
      } else patch({ rotation: normalizeDegrees(siege.rotation + degrees) })
      refreshPreview()
    },

    siegeClickAt([x, y, z], hit) {
      const { scene, siege, castle } = get()
      if (!scene) return
      const tool = siege.tool
      if (tool.kind === 'select') return patch({ selected: hit, message: null })
      if (tool.kind === 'move') {
        if (!siege.selected)
          return refuse({
            code: 'nothing-chosen',
            reason: 'choose a section, terrain piece, ladder, plank or figure to move first',
            clause: EDITOR_OWN,
          })
        const moved = dragTo(scene, siege.selected, [x, z], surfaceHeight(x, z, y), ports.castle)
        if (moved.ok) commit(moved.scene, { tool: { kind: 'select' }, message: notesMessage(moved.notes) })
        else refuse(moved.refusal)
        return
      }
      const piece = tool.piece
      const sides = castle.sides
      switch (piece.kind) {
        case 'section':
          commitPlaced(placeSection(scene, piece, [x, z], siege.rotation, sides?.castleSide ?? 'castle'))
          break
        case 'ladder':
          commitPlaced(placeLadder(scene, [x, z], ports.castle))
          break
        case 'plank':
          commitPlaced(placePlank(scene, [x, z], ports.castle))
          break
        case 'terrain':
          commitPlaced(placeTerrain(scene, piece.preset, [x, z], siege.rotation))
          break
        case 'figure':
          commitPlaced(placeFigure(scene, piece, [x, z], surfaceHeight(x, z, y), sides))
          break
      }
      // The ghost now stands on the piece just placed: show where the next one would go.
      refreshPreview()
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
      const { world, diceSeed } = get()
      if (!world) return
      // The seed is the store's record: used once, then moved on, whether the click rolled or not.
      set({ diceSeed: nextSeed(diceSeed) })
      commitOutcome(ports.castle.changeDial(world, sectionId, delta, diceSeed), sectionId)
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
      // A new shooter drops the abilities chosen for the old one (deriveCastleAndChoices).
      patch({ pairFrom: fromId, pairTo: toId })
      rederive()
    },

    setShotChoices(choices) {
      // Abilities belong to the shooter they were chosen for.
      const stamp = 'abilities' in choices ? { abilitiesFor: choices.abilities === null ? null : get().castle.from } : {}
      patch({ shotChoices: { ...get().siege.shotChoices, ...choices, ...stamp } })
      rederive()
    },

    hoverSection(id) {
      if (get().siege.hoveredSection !== id) patch({ hoveredSection: id })
    },

    setAllSectionLabels(on) {
      patch({ allLabels: on })
    },

    setSiegeTeam(team) {
      const tool = get().siege.tool
      const next = tool.kind === 'place' && tool.piece.kind === 'figure' ? { kind: 'place' as const, piece: { ...tool.piece, team } } : tool
      patch({ team, tool: next })
      refreshPreview()
    },

    hoverSiegeAt(point) {
      lastHover = point
      refreshPreview()
    },

    beginSiegeDrag(item, grab) {
      const { scene, drag, siege } = get()
      // Figures have their own drag (the sight ruling follows them); one drag at a time.
      if (!scene || drag || siege.drag || item.kind === 'figure') return
      const anchor = anchorOf(scene, item)
      if (!anchor) return
      patch({
        drag: { item, before: scene, offset: [anchor[0] - grab[0], anchor[1] - grab[2]], moved: false, refused: null, notes: [] },
        selected: item,
        message: null,
        preview: null,
      })
    },

    siegeDragTo(x, z) {
      const drag = get().siege.drag
      if (!drag) return
      const dragged = dragTo(drag.before, drag.item, [x + drag.offset[0], z + drag.offset[1]], 0, ports.castle)
      if (!dragged.ok) return patch({ drag: { ...drag, refused: dragged.refusal } })
      patch({ drag: { ...drag, moved: true, refused: null, notes: dragged.notes } })
      get().showScene(dragged.scene, true)
    },

    endSiegeDrag() {
      const drag = get().siege.drag
      if (!drag) return
      // R-SE-11, R-SE-12: a drop whose scene would not open (a section half over the table's edge, drawn
      // red while dragged) puts the piece back where it stood, as the terrain tool's drop does.
      const scene = get().scene
      const checked = drag.moved && !drag.refused && scene ? checkedEdit(drag.before, scene) : null
      if (checked && !checked.ok) {
        get().cancelSiegeDrag()
        return patch({ message: { ...refusalMessage(checked.refusal), problem: checked.problem } })
      }
      patch({ drag: null, message: drag.refused ? refusalMessage(drag.refused) : drag.moved ? notesMessage(drag.notes) : null })
      if (drag.moved) get().settleScene(drag.before)
    },

    cancelSiegeDrag() {
      const drag = get().siege.drag
      if (!drag) return
      patch({ drag: null })
      if (drag.moved) get().showScene(drag.before)
    },
  }
}
