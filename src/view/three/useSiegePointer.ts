/**
 * Pointer down on a castle section, terrain piece, plank or ladder while the siege editor's
 * choose tool is active (or on a terrain piece in the terrain tool's choosing mode): a press that moves drags the piece (a click still chooses it, through
 * the click handlers). The grabbed point stays under the pointer on the horizontal plane at the
 * height it was grabbed - picking the ground instead would hit the dragged piece's own top and
 * make it jitter. Orbiting is off while the button is down; Escape or a cancelled pointer puts
 * the piece back. Moves are throttled to animation frames, as for figures.
 */
import { useCallback } from 'react'
import { useThree, type ThreeEvent } from '@react-three/fiber'
import * as THREE from 'three'
import { useSightlineStore } from '../StoreContext'
import { watchPressOrDrag } from './pressOrDrag'
import { rayFromClient } from './groundPicking'
import { siegeHitOf } from './siegePicking'

/** The handler for pointer down on the editor's pieces (ground group and ladders). */
export function useSiegePointer() {
  const store = useSightlineStore()
  const getThree = useThree((s) => s.get)

  return useCallback(
    (event: ThreeEvent<PointerEvent>) => {
      const state = store.getState()
      if (event.nativeEvent.button !== 0) return
      // The dispute view's terrain tool drags terrain pieces the same way while it places nothing.
      const terrainTool = !state.siege.editing && state.mode === 'terrain' && state.terrainTool.preset === null
      if (!terrainTool && (!state.siege.editing || state.siege.tool.kind !== 'select')) return
      const item = siegeHitOf(event.object)
      if (!item || item.kind === 'figure' || (terrainTool && item.kind !== 'terrain')) return
      event.stopPropagation()
      const grab: [number, number, number] = [event.point.x, event.point.y, event.point.z]
      const plane = new THREE.Plane(new THREE.Vector3(0, 1, 0), -grab[1])
      watchPressOrDrag(event.nativeEvent, getThree().controls as unknown as { enabled: boolean } | null, {
        begin: () => store.getState().beginSiegeDrag(item, grab),
        moveTo: (clientX, clientY) => {
          const { camera, gl } = getThree()
          const point = rayFromClient(camera, gl.domElement, clientX, clientY).intersectPlane(plane, new THREE.Vector3())
          if (point) store.getState().siegeDragTo(point.x, point.z)
        },
        // The terrain tool puts the scene's checks to the drop (a piece dragged off the table goes back).
        end: () => (terrainTool ? store.getState().endTerrainDrag() : store.getState().endSiegeDrag()),
        cancel: () => store.getState().cancelSiegeDrag(),
      })
    },
    [store, getThree],
  )
}
