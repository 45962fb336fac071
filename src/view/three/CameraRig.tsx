/**
 * Cameras and orbit controls. Perspective by default; the top-down view is an orthographic
 * camera straight above the table's centre (rotation off, pan and zoom on). Switching builds
 * a fresh camera, so "back to perspective" returns to the opening view.
 */
import { OrbitControls, OrthographicCamera, PerspectiveCamera } from '@react-three/drei'
import { useThree } from '@react-three/fiber'
import { useEffect } from 'react'

interface CameraRigProps {
  width: number
  depth: number
  topDown: boolean
}

/** The camera in use and the controls that move it. */
export function CameraRig({ width, depth, topDown }: CameraRigProps) {
  const size = useThree((s) => s.size)
  const camera = useThree((s) => s.camera)
  const invalidate = useThree((s) => s.invalidate)
  // The canvas draws on demand: a new default camera (top-down toggled) must be drawn once it is in place.
  useEffect(() => {
    if (camera) invalidate()
  }, [camera, invalidate])
  const cx = width / 2
  const cz = depth / 2
  const span = Math.max(width, depth)
  // Pixels per cm that fit the whole table with a margin.
  const fitZoom = 0.9 * Math.min(size.width / width, size.height / depth) || 1
  return (
    <>
      {topDown ? (
        // A hair of z offset keeps "straight down" from being parallel to the camera's up axis.
        <OrthographicCamera key="top" makeDefault position={[cx, span * 3, cz + 0.001]} zoom={fitZoom} near={0.1} far={span * 10} />
      ) : (
        <PerspectiveCamera
          key="persp"
          makeDefault
          position={[cx - span * 0.3, span * 0.85, depth + span * 0.6]}
          fov={45}
          near={0.5}
          far={span * 20}
        />
      )}
      <OrbitControls
        key={topDown ? 'controls-top' : 'controls-persp'}
        makeDefault
        target={[cx, 0, cz]}
        enableRotate={!topDown}
        maxPolarAngle={Math.PI / 2 - 0.02}
        screenSpacePanning
      />
    </>
  )
}
