/**
 * Cameras and orbit controls. Perspective by default; the top-down view is an orthographic
 * camera straight above the table's centre (rotation off, pan and zoom on). Switching builds
 * a fresh camera, so "back to perspective" returns to the opening view. The keyboard moves the
 * view as in other virtual tabletops (WASD or arrows pan, Q/E turn, Home or 0 and the reset
 * button put it back: shortcutTable.ts), never while typing in a field.
 */
import { OrbitControls, OrthographicCamera, PerspectiveCamera } from '@react-three/drei'
import { useThree } from '@react-three/fiber'
import { useEffect, useRef } from 'react'
import * as THREE from 'three'
import type { OrbitControls as OrbitControlsImpl } from 'three-stdlib'
import { isTyping } from '../shortcuts'
import { RESET_VIEW_EVENT, shortcutIn, type ShortcutAction } from '../shortcutTable'

interface CameraRigProps {
  width: number
  depth: number
  topDown: boolean
}

/** One key press pans by this share of the table's longer side, and turns by this angle. */
const PAN_SHARE = 0.05
const ORBIT_STEP_RAD = Math.PI / 12

/** Where each camera opens: the view the reset button returns to. */
function openingView(width: number, depth: number, topDown: boolean) {
  const span = Math.max(width, depth)
  const cx = width / 2
  const cz = depth / 2
  // A hair of z offset keeps "straight down" from being parallel to the camera's up axis.
  const position: [number, number, number] = topDown ? [cx, span * 3, cz + 0.001] : [cx - span * 0.3, span * 0.85, depth + span * 0.6]
  return { position, target: [cx, 0, cz] as [number, number, number], span }
}

/** Moves camera and target together by a key's action, in the ground plane as the player sees it. */
export function moveView(action: ShortcutAction, camera: THREE.Camera, target: THREE.Vector3, span: number): boolean {
  const forward = new THREE.Vector3().subVectors(target, camera.position).setY(0)
  // The top-down camera keeps a hair of horizontal offset (openingView), so "forward" is defined there too.
  if (forward.lengthSq() < 1e-12) forward.set(0, 0, -1)
  forward.normalize()
  const right = new THREE.Vector3(-forward.z, 0, forward.x)
  const step = span * PAN_SHARE
  const pans: Partial<Record<ShortcutAction, THREE.Vector3>> = {
    panForward: forward.clone().multiplyScalar(step),
    panBack: forward.clone().multiplyScalar(-step),
    panLeft: right.clone().multiplyScalar(-step),
    panRight: right.clone().multiplyScalar(step),
  }
  const pan = pans[action]
  if (pan) {
    camera.position.add(pan)
    target.add(pan)
    return true
  }
  if (action !== 'orbitLeft' && action !== 'orbitRight') return false
  // Turning the view left swings the camera clockwise seen from above: the table turns left.
  const angle = action === 'orbitLeft' ? -ORBIT_STEP_RAD : ORBIT_STEP_RAD
  const offset = new THREE.Vector3().subVectors(camera.position, target).applyAxisAngle(new THREE.Vector3(0, 1, 0), angle)
  // Straight down this turns the hair of offset, and with it which way is up on the screen.
  camera.position.copy(target).add(offset)
  return true
}

/** The camera in use and the controls that move it. */
export function CameraRig({ width, depth, topDown }: CameraRigProps) {
  const size = useThree((s) => s.size)
  const camera = useThree((s) => s.camera)
  const invalidate = useThree((s) => s.invalidate)
  const controls = useRef<OrbitControlsImpl>(null)
  // The canvas draws on demand: a new default camera (top-down toggled) must be drawn once it is in place.
  useEffect(() => {
    if (camera) invalidate()
  }, [camera, invalidate])
  const { position, target, span } = openingView(width, depth, topDown)
  // Pixels per cm that fit the whole table with a margin.
  const fitZoom = 0.9 * Math.min(size.width / width, size.height / depth) || 1

  // Kept in a ref so the key handler sees the current opening view without re-installing.
  const opening = useRef({ position, target, span, fitZoom })
  opening.current = { position, target, span, fitZoom }
  useEffect(() => {
    const reset = () => {
      const c = controls.current
      if (!c) return
      const view = opening.current
      c.object.position.set(...view.position)
      c.target.set(...view.target)
      if (c.object instanceof THREE.OrthographicCamera) {
        c.object.zoom = view.fitZoom
        c.object.updateProjectionMatrix()
      }
      c.update()
      invalidate()
    }
    const onKey = (e: KeyboardEvent) => {
      if (isTyping(e.target)) return
      const action = shortcutIn(['camera'], e)
      const c = controls.current
      if (!action || !c) return
      e.preventDefault()
      if (action === 'resetView') return reset()
      if (!moveView(action, c.object, c.target, opening.current.span)) return
      c.object.lookAt(c.target)
      c.update()
      invalidate()
    }
    window.addEventListener('keydown', onKey)
    window.addEventListener(RESET_VIEW_EVENT, reset)
    return () => {
      window.removeEventListener('keydown', onKey)
      window.removeEventListener(RESET_VIEW_EVENT, reset)
    }
  }, [invalidate])

  return (
    <>
      {topDown ? (
        <OrthographicCamera key="top" makeDefault position={position} zoom={fitZoom} near={0.1} far={span * 10} />
      ) : (
        <PerspectiveCamera key="persp" makeDefault position={position} fov={45} near={0.5} far={span * 20} />
      )}
      <OrbitControls
        ref={controls}
        key={topDown ? 'controls-top' : 'controls-persp'}
        makeDefault
        target={target}
        enableRotate={!topDown}
        maxPolarAngle={Math.PI / 2 - 0.02}
        screenSpacePanning
      />
    </>
  )
}
