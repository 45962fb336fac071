/**
 * Pointer down on a figure: a short press chooses it (shooter, then target; with Shift, Ctrl or
 * Cmd it joins or leaves the chosen figures), a press that moves drags it (and the other chosen
 * figures, when it is one of them) over the table; in a Mage Knight game a ticked member of the
 * chosen figure's formation drags the formation instead. While dragging, orbiting is off, the figure stands on the surface
 * under the pointer and the ruling follows, once per animation frame. Escape or a cancelled
 * pointer puts the figure back. The figure's label (over the canvas, FigureMeshes.tsx) does the
 * same with its DOM event, so a figure hidden behind a wall is still reached by its label.
 */
import { useCallback, type RefObject } from 'react'
import { useThree } from '@react-three/fiber'
import type * as THREE from 'three'
import { useSightlineStore } from '../StoreContext'
import { watchPressOrDrag } from './pressOrDrag'
import { pickGround, rayFromClient } from './groundPicking'

/** A pointer-down event of either kind: three's on the mesh, the DOM's on the label. */
export interface FigurePress {
  nativeEvent: PointerEvent
  stopPropagation(): void
}

/** The handler for pointer down on a figure mesh or its label. */
export function useFigurePointer(groundRef: RefObject<THREE.Object3D | null>) {
  const store = useSightlineStore()
  const getThree = useThree((s) => s.get)

  return useCallback(
    (figureId: string, event: FigurePress) => {
      const state = store.getState()
      if (state.mode === 'tape') return // the tape measures to the surface under the figure
      event.stopPropagation()
      if (state.mode === 'probe') return state.clickFigure(figureId)
      if (event.nativeEvent.button !== 0) return

      // In a Mage Knight game a ticked member of the chosen figure's formation drags the formation
      // (formationActions.ts): the judge draws each member's path and plays the move on release.
      const formation = () => store.getState().mkplay.formation.dragging
      watchPressOrDrag(event.nativeEvent, getThree().controls as unknown as { enabled: boolean } | null, {
        begin: () => {
          if (!store.getState().beginMkFormationDrag(figureId)) store.getState().beginDrag(figureId)
        },
        moveTo: (clientX, clientY) => {
          const { camera, gl } = getThree()
          const ground = groundRef.current
          if (!ground) return
          const point = pickGround(ground, rayFromClient(camera, gl.domElement, clientX, clientY))
          if (!point) return
          if (formation()) store.getState().dragMkFormationTo([point.x, point.y, point.z])
          else store.getState().dragTo(point.x, point.z, point.y)
        },
        end: () => (formation() ? store.getState().endMkFormationDrag() : store.getState().endDrag()),
        cancel: () => (formation() ? store.getState().cancelMkFormationDrag() : store.getState().cancelDrag()),
        click: () => {
          // Shift-, Ctrl- or Cmd-click adds the figure to the chosen ones or takes it out (issue 14); a plain click chooses it alone.
          const s = store.getState()
          const press = event.nativeEvent
          const adding = press.shiftKey || press.ctrlKey || press.metaKey
          if (adding && !s.siege.editing && !s.play.session && !s.mkplay.session) s.toggleFigureSelected(figureId)
          else s.clickFigure(figureId)
        },
      })
    },
    [store, getThree, groundRef],
  )
}
