/**
 * Pointer down on a castle section, terrain piece, plank or ladder while the siege editor's
 * choose tool is active: a press that moves drags the piece (a click still chooses it, through
 * the click handlers). The grabbed point stays under the pointer on the horizontal plane at the
 * height it was grabbed - picking the ground instead would hit the dragged piece's own top and
 * make it jitter. Orbiting is off while the button is down; Escape or a cancelled pointer puts
 * the piece back. Moves are throttled to animation frames, as for figures.
 */
import { useCallback } from 'react'
import { useThree, type ThreeEvent } from '@react-three/fiber'
import * as THREE from 'three'
import { useSightlineStore } from '../StoreContext'
import { frameThrottle } from '../frameThrottle'
import { rayFromClient } from './groundPicking'
import { siegeHitOf } from './siegePicking'

/** Pixels the pointer may wander before a press becomes a drag (as for figures). */
const DRAG_THRESHOLD_PX = 4

type Toggleable = { enabled: boolean }

/** The handler for pointer down on the editor's pieces (ground group and ladders). */
export function useSiegePointer() {
  const store = useSightlineStore()
  const getThree = useThree((s) => s.get)

  return useCallback(
    (event: ThreeEvent<PointerEvent>) => {
      const state = store.getState()
      if (!state.siege.editing || state.siege.tool.kind !== 'select' || event.nativeEvent.button !== 0) return
      const item = siegeHitOf(event.object)
      if (!item || item.kind === 'figure') return
      event.stopPropagation()
      const controls = getThree().controls as unknown as Toggleable | null
      if (controls) controls.enabled = false
      const grab: [number, number, number] = [event.point.x, event.point.y, event.point.z]
      const plane = new THREE.Plane(new THREE.Vector3(0, 1, 0), -grab[1])
      const start = { x: event.nativeEvent.clientX, y: event.nativeEvent.clientY }
      let dragging = false

      const dragTo = frameThrottle((clientX: number, clientY: number) => {
        const { camera, gl } = getThree()
        const point = rayFromClient(camera, gl.domElement, clientX, clientY).intersectPlane(plane, new THREE.Vector3())
        if (point) store.getState().siegeDragTo(point.x, point.z)
      })
      const onMove = (e: PointerEvent) => {
        if (!dragging && Math.hypot(e.clientX - start.x, e.clientY - start.y) < DRAG_THRESHOLD_PX) return
        if (!dragging) {
          dragging = true
          store.getState().beginSiegeDrag(item, grab)
        }
        dragTo(e.clientX, e.clientY)
      }
      const finish = (cancelled: boolean) => {
        window.removeEventListener('pointermove', onMove)
        window.removeEventListener('pointerup', onUp)
        window.removeEventListener('pointercancel', onCancel)
        window.removeEventListener('keydown', onKey)
        if (controls) controls.enabled = true
        if (!dragging) return
        if (cancelled) {
          dragTo.cancel()
          store.getState().cancelSiegeDrag()
        } else {
          dragTo.flush()
          store.getState().endSiegeDrag()
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
    [store, getThree],
  )
}
