/**
 * The sample rays the judge cast: green from the eye to the target point where a ray reaches
 * the target, red from the eye to the point where something stopped it, amber to the target
 * point where an area's sight range obscured it. One line-segments object for all rays.
 */
import { useEffect, useMemo } from 'react'
import * as THREE from 'three'
import { RAY_REACHES, RAY_STOPPED } from './palette'
import type { SightRay } from '../ports'

const RAY_OBSCURED = '#f2a31b'

/** Positions and colours (flat arrays) of the segments that draw the rays. */
export function raySegments(rays: readonly SightRay[]): { positions: Float32Array; colors: Float32Array } {
  const positions = new Float32Array(rays.length * 6)
  const colors = new Float32Array(rays.length * 6)
  const reach = new THREE.Color(RAY_REACHES)
  const stop = new THREE.Color(RAY_STOPPED)
  const obscured = new THREE.Color(RAY_OBSCURED)
  rays.forEach((ray, i) => {
    const end = ray.stop && !ray.reaches ? ray.stop.point : ray.targetPoint
    const color = ray.reaches ? reach : ray.stop ? stop : obscured
    positions.set([...ray.origin, ...end], i * 6)
    colors.set([color.r, color.g, color.b, color.r, color.g, color.b], i * 6)
  })
  return { positions, colors }
}

/** Draws the rays of the current sight judgement; nothing when there is none. */
export function SightRays({ rays }: { rays: readonly SightRay[] }) {
  const geometry = useMemo(() => {
    const { positions, colors } = raySegments(rays)
    const g = new THREE.BufferGeometry()
    g.setAttribute('position', new THREE.BufferAttribute(positions, 3))
    g.setAttribute('color', new THREE.BufferAttribute(colors, 3))
    return g
  }, [rays])
  // Rays are rebuilt on every drag frame: free the old buffers on the GPU each time.
  useEffect(() => () => geometry.dispose(), [geometry])
  if (rays.length === 0) return null
  return (
    <lineSegments geometry={geometry} raycast={() => null} renderOrder={5} name="sight-rays">
      <lineBasicMaterial vertexColors transparent opacity={0.75} depthTest={false} />
    </lineSegments>
  )
}
