/**
 * Clicks and pointer moves on the ground group of the table (table top, terrain, dungeon board,
 * castle sections), one reading for every mode: a Dungeons game moves its hero, a Mage Knight
 * game and a Universalis game move, turn or aim their chosen figure, the siege editor and the
 * terrain tool place or choose pieces, and the dispute view clears, measures or probes. Kept out
 * of TableCanvas.tsx so that the canvas reads as what is drawn and this as what a click means.
 */
import { useMemo } from 'react'
import type { ThreeEvent } from '@react-three/fiber'
import { useSightline, useSightlineStore } from '../StoreContext'
import { frameThrottle } from '../frameThrottle'
import { siegeHitOf } from './siegePicking'
import { pointerOverTable } from '../store/clipboardPointer'

/** A click whose pointer travelled further than this was an orbit or a drag, not a click. */
export const CLICK_SLOP_PX = 4

export interface GroundPointerHandlers {
  onGroundClick(e: ThreeEvent<MouseEvent>): void
  onGroundMove(e: ThreeEvent<PointerEvent>): void
}

/** The ground group's click and pointer-move handlers; previews are throttled to animation frames. */
export function useGroundPointer(): GroundPointerHandlers {
  const store = useSightlineStore()
  const mode = useSightline((s) => s.mode)
  const probeAt = useMemo(() => frameThrottle((x: number, z: number) => store.getState().probeAt(x, z)), [store])
  const previewMoveTo = useMemo(
    () => frameThrottle((x: number, y: number, z: number) => store.getState().previewMoveTo([x, y, z])),
    [store],
  )
  const previewMkMove = useMemo(
    () => frameThrottle((x: number, y: number, z: number) => store.getState().previewMkMove([x, y, z])),
    [store],
  )
  const aimAt = useMemo(() => frameThrottle((x: number, y: number, z: number) => store.getState().aimAt([x, y, z])), [store])
  const hoverAt = useMemo(() => frameThrottle((x: number, y: number, z: number) => store.getState().hoverSiegeAt([x, y, z])), [store])
  const hoverTerrainAt = useMemo(
    () => frameThrottle((x: number, y: number, z: number) => store.getState().hoverTerrainAt([x, y, z])),
    [store],
  )

  const onGroundClick = (e: ThreeEvent<MouseEvent>) => {
    if (e.delta > CLICK_SLOP_PX) return
    e.stopPropagation()
    const state = store.getState()
    // Over a heat map cell the click is the cell's, as its card by the pointer says, even where a
    // piece (a wall beside the cell) is nearer the eye than the cell drawn on top of what is there.
    const { heatmap } = state
    if (heatmap.open && heatmap.map !== null && heatmap.hover !== null) {
      state.clickHeatmapCell(heatmap.hover)
      return
    }
    // In a Dungeons game a click on a square in reach moves the active hero there (core 15).
    if (state.dungeonplay.session) {
      state.clickDungeonSquareAt(e.point.x, e.point.z)
      return
    }
    // In a Mage Knight game a click moves the chosen figure there; Shift+click turns it toward the point (core 1).
    if (state.mkplay.session) {
      if (state.mkplay.selected) state.commitMkMove([e.point.x, e.point.y, e.point.z], e.nativeEvent.shiftKey)
      return
    }
    // In play a click on the table moves the chosen model there (8): the rules refuse or walk it.
    if (state.play.session) {
      if (state.play.turning) state.commitTurn()
      else if (state.play.aiming) state.commitAim()
      else if (state.play.selected) state.playStep({ do: 'move', figure: state.play.selected, to: [e.point.x, e.point.y, e.point.z] })
      return
    }
    if (state.siege.editing) state.siegeClickAt([e.point.x, e.point.y, e.point.z], siegeHitOf(e.object))
    else if (state.mode === 'terrain') {
      const hit = siegeHitOf(e.object)
      state.terrainClickAt([e.point.x, e.point.y, e.point.z], hit?.kind === 'terrain' ? hit.id : null)
    } else if (state.mode === 'select') state.clearSelection()
    else if (state.mode === 'tape') state.tapeAt([e.point.x, e.point.y, e.point.z])
    else probeAt(e.point.x, e.point.z)
  }
  const onGroundMove = (e: ThreeEvent<PointerEvent>) => {
    // Where Ctrl+V puts the copies (issue 14): the nearest surface's point of this move, in every mode.
    pointerOverTable(e.point.x, e.point.z, e.nativeEvent)
    const { siege, play, mkplay } = store.getState()
    if (mkplay.session) {
      e.stopPropagation()
      if (mkplay.selected && !mkplay.attackPreview) previewMkMove(e.point.x, e.point.y, e.point.z)
      return
    }
    if (play.session) {
      // The nearest surface only: without this the ground under a wall top also gets the event, and its point wins.
      e.stopPropagation()
      if (play.turning) store.getState().turnToward([e.point.x, e.point.y, e.point.z])
      else if (play.aiming) aimAt(e.point.x, e.point.y, e.point.z)
      else if (play.selected) previewMoveTo(e.point.x, e.point.y, e.point.z)
      return
    }
    if (siege.editing && siege.tool.kind === 'place') {
      // The nearest surface only: the ghost stands where a click would place the piece.
      e.stopPropagation()
      hoverAt(e.point.x, e.point.y, e.point.z)
    } else if (mode === 'terrain' && !siege.editing && store.getState().terrainTool.preset) {
      // The terrain tool's ghost stands where a click would place the piece (TerrainGhost.tsx).
      e.stopPropagation()
      hoverTerrainAt(e.point.x, e.point.y, e.point.z)
    } else if (mode === 'probe') probeAt(e.point.x, e.point.z)
  }

  return { onGroundClick, onGroundMove }
}
