/**
 * Pointer down on a figure: a short press chooses it (shooter, then target), a press that moves
 * drags it over the table. While dragging, orbiting is off, the figure stands on the surface
 * under the pointer and the ruling follows, once per animation frame. Escape or a cancelled
 * pointer puts the figure back.
 */
import { useCallback, type RefObject } from 'react'
import { useThree, type ThreeEvent } from '@react-three/fiber'
import type * as THREE from 'three'
import { useSightlineStore } from '../StoreContext'
import { watchPressOrDrag } from './pressOrDrag'
import { pickGround, rayFromClient } from './groundPicking'

/** The handler for pointer down on a figure mesh. */
export function useFigurePointer(groundRef: RefObject<THREE.Object3D | null>) {
  const store = useSightlineStore()
  const getThree = useThree((s) => s.get)

  return useCallback(
    (figureId: string, event: ThreeEvent<PointerEvent>) => {
      const state = store.getState()
      if (state.mode === 'tape') return // the tape measures to the surface under the figure
      event.stopPropagation()
      if (state.mode === 'probe') return state.clickFigure(figureId)
      if (event.nativeEvent.button !== 0) return

      watchPressOrDrag(event.nativeEvent, getThree().controls as unknown as { enabled: boolean } | null, {
        begin: () => store.getState().beginDrag(figureId),
        moveTo: (clientX, clientY) => {
          const { camera, gl } = getThree()
          const ground = groundRef.current
          if (!ground) return
          const point = pickGround(ground, rayFromClient(camera, gl.domElement, clientX, clientY))
          if (point) store.getState().dragTo(point.x, point.z, point.y)
        },
        end: () => store.getState().endDrag(),
        cancel: () => store.getState().cancelDrag(),
        click: () => store.getState().clickFigure(figureId),
      })
    },
    [store, getThree, groundRef],
  )
}
