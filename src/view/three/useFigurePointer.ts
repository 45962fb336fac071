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
import { frameThrottle } from '../frameThrottle'
import { pickGround, rayFromClient } from './groundPicking'

/** Pixels the pointer may wander before a press becomes a drag. */
const DRAG_THRESHOLD_PX = 4

type Toggleable = { enabled: boolean }

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

      const controls = getThree().controls as unknown as Toggleable | null
      if (controls) controls.enabled = false
      const start = { x: event.nativeEvent.clientX, y: event.nativeEvent.clientY }
      let dragging = false

      const dragTo = frameThrottle((clientX: number, clientY: number) => {
        const { camera, gl } = getThree()
        const ground = groundRef.current
        if (!ground) return
        const point = pickGround(ground, rayFromClient(camera, gl.domElement, clientX, clientY))
        if (point) store.getState().dragTo(point.x, point.z, point.y)
      })
      const onMove = (e: PointerEvent) => {
        if (!dragging && Math.hypot(e.clientX - start.x, e.clientY - start.y) < DRAG_THRESHOLD_PX) return
        if (!dragging) {
          dragging = true
          store.getState().beginDrag(figureId)
        }
        dragTo(e.clientX, e.clientY)
      }
      const finish = (cancelled: boolean) => {
        window.removeEventListener('pointermove', onMove)
        window.removeEventListener('pointerup', onUp)
        window.removeEventListener('pointercancel', onCancel)
        window.removeEventListener('keydown', onKey)
        if (controls) controls.enabled = true
        if (cancelled) {
          dragTo.cancel()
          store.getState().cancelDrag()
        } else if (dragging) {
          dragTo.flush()
          store.getState().endDrag()
        } else {
          store.getState().clickFigure(figureId)
        }
      }
      const onUp = () => finish(false)
      const onCancel = () => finish(true)
      const onKey = (e: KeyboardEvent) => {
        if (e.key === 'Escape') finish(true)
      }
      window.addEventListener('pointermove', onMove)
      window.addEventListener('pointerup', onUp)
      window.addEventListener('pointercancel', onCancel)
      window.addEventListener('keydown', onKey)
    },
    [store, getThree, groundRef],
  )
}
