/**
 * The dungeon board on the table with its pointer (issue 13): a pointer on the board names its
 * square (`DungeonBoard.squareAt`, the store's `dungeonEditor.hover`). While the dungeon editor
 * is open, a press with a room or corridor tool drags a block from corner to corner (orbiting
 * is off until release, pressOrDrag.ts), a click applies the other tools, and the ghost shows
 * what a click would do. Otherwise the events pass on to the table's own handlers (play, probe).
 * Also the test hook `window.__sightline.dungeonParts()`: how many walls, doorway frames and
 * artifacts the canvas's scene graph holds.
 */
import { CLICK_SLOP_PX } from './useGroundPointer'
import { useEffect, useMemo } from 'react'
import { useThree, type ThreeEvent } from '@react-three/fiber'
import * as THREE from 'three'
import type { Dungeon } from '../../scene/dungeon/schema'
import { DEFAULT_WALL_HEIGHT_CM } from '../../scene/dungeon/schema'
import { useSightline, useSightlineStore } from '../StoreContext'
import { frameThrottle } from '../frameThrottle'
import { DungeonBoardMeshes } from './DungeonBoardMeshes'
import { DungeonGhost } from './DungeonGhost'
import { rayFromClient } from './groundPicking'
import { watchPressOrDrag } from './pressOrDrag'

/** A click whose pointer travelled further than this was an orbit, not a click (as TableCanvas). */

/** Counts the board's parts in the rendered scene graph, for the browser test. */
function DungeonPartsHook() {
  const get = useThree((s) => s.get)
  useEffect(() => {
    const hook = (window as { __sightline?: { dungeonParts?: unknown } }).__sightline
    if (!hook) return
    hook.dungeonParts = () => {
      const counts: Record<string, number> = {}
      get().scene.traverse((o) => {
        const part = o.userData.dungeonPart
        if (typeof part === 'string') counts[part] = (counts[part] ?? 0) + 1
      })
      return counts
    }
    return () => {
      hook.dungeonParts = undefined
    }
  }, [get])
  return null
}

export function DungeonLayer({ dungeon }: { dungeon: Dungeon }) {
  const store = useSightlineStore()
  const getThree = useThree((s) => s.get)
  const editing = useSightline((s) => s.dungeonEditor.editing)
  const ghost = useSightline((s) => (s.dungeonEditor.editing ? s.dungeonEditor.ghost : null))
  const hoverAt = useMemo(() => frameThrottle((x: number, z: number) => store.getState().hoverDungeonAt([x, z])), [store])

  const onPointerMove = (e: ThreeEvent<PointerEvent>) => {
    hoverAt(e.point.x, e.point.z)
    // In the editor the board's pointer is the editor's; otherwise the table's handlers (play, probe) get it too.
    if (store.getState().dungeonEditor.editing) e.stopPropagation()
  }
  const onPointerDown = (e: ThreeEvent<PointerEvent>) => {
    const state = store.getState()
    if (!state.dungeonEditor.editing || state.dungeonEditor.tool.kind !== 'segment' || e.nativeEvent.button !== 0) return
    e.stopPropagation()
    const start = [e.point.x, e.point.z] as const
    let last: readonly [number, number] = start
    const floor = new THREE.Plane(new THREE.Vector3(0, 1, 0), 0)
    watchPressOrDrag(e.nativeEvent, getThree().controls as unknown as { enabled: boolean } | null, {
      begin: () => store.getState().beginDungeonDrag(...start),
      moveTo: (clientX, clientY) => {
        const { camera, gl } = getThree()
        const p = rayFromClient(camera, gl.domElement, clientX, clientY).intersectPlane(floor, new THREE.Vector3())
        if (!p) return
        last = [p.x, p.z]
        store.getState().hoverDungeonAt(last)
      },
      end: () => store.getState().endDungeonDrag(...last),
      cancel: () => store.getState().cancelDungeonDrag(),
      click: () => {
        store.getState().beginDungeonDrag(...start)
        store.getState().endDungeonDrag(...start)
      },
    })
  }
  const onClick = (e: ThreeEvent<MouseEvent>) => {
    const state = store.getState()
    if (!state.dungeonEditor.editing) return
    e.stopPropagation()
    if (e.delta <= CLICK_SLOP_PX && state.dungeonEditor.tool.kind !== 'segment') state.dungeonClickAt(e.point.x, e.point.z)
  }

  return (
    <>
      <group onPointerMove={onPointerMove} onPointerDown={onPointerDown} onClick={onClick}>
        <DungeonBoardMeshes dungeon={dungeon} />
      </group>
      {editing && ghost && <DungeonGhost ghost={ghost} dungeon={dungeon} wallHeight={dungeon.wallHeight ?? DEFAULT_WALL_HEIGHT_CM} />}
      <DungeonPartsHook />
    </>
  )
}
