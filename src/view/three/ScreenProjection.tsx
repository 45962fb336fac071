/**
 * The test and console hooks `window.__sightline.toScreen(x, y, z)`: a table point in client
 * pixels through the current camera, so that a browser test can click the table where it means;
 * and `window.__sightline.frames`, the frames drawn so far (the canvas renders on demand: a
 * browser test checks that nothing is drawn while nothing changes).
 */
import { useEffect } from 'react'
import { useFrame, useThree } from '@react-three/fiber'
import * as THREE from 'three'

export function ScreenProjection() {
  const get = useThree((s) => s.get)
  useFrame(() => {
    const hook = (window as { __sightline?: { frames?: number } }).__sightline
    if (hook) hook.frames = (hook.frames ?? 0) + 1
  })
  useEffect(() => {
    const hook = (window as { __sightline?: { toScreen?: unknown } }).__sightline
    if (!hook) return
    hook.toScreen = (x: number, y: number, z: number) => {
      const { camera, gl } = get()
      const p = new THREE.Vector3(x, y, z).project(camera)
      const rect = gl.domElement.getBoundingClientRect()
      return { x: rect.left + ((p.x + 1) / 2) * rect.width, y: rect.top + ((1 - p.y) / 2) * rect.height }
    }
    return () => {
      hook.toScreen = undefined
    }
  }, [get])
  return null
}
