/**
 * Finding the point on "any surface" under the pointer: the table and the solid terrain pieces
 * (tagged with GROUND_TAG in userData). Figures and area volumes are skipped so that a dragged
 * figure or a forest never hides the ground from the pointer.
 */
import * as THREE from 'three'

/** userData flag of meshes that are surfaces (table top, solid terrain). */
export const GROUND_TAG = 'ground'

const raycaster = new THREE.Raycaster()
const tablePlane = new THREE.Plane(new THREE.Vector3(0, 1, 0), 0)

/** True for an object that is a surface figures can stand on. */
export const isGround = (object: THREE.Object3D): boolean => object.userData[GROUND_TAG] === true

/**
 * The first surface point along `ray` among the ground meshes under `root`; off the table the
 * ray meets the table's plane (y = 0) instead, so a drag past the edge still has a point.
 */
export function pickGround(root: THREE.Object3D, ray: THREE.Ray): THREE.Vector3 | null {
  raycaster.ray.copy(ray)
  const hits = raycaster.intersectObject(root, true).filter((hit) => isGround(hit.object))
  if (hits.length > 0) return hits[0].point.clone()
  return ray.intersectPlane(tablePlane, new THREE.Vector3())
}

/** The pointer's ray through a canvas at client coordinates (x, y). */
export function rayFromClient(camera: THREE.Camera, canvas: HTMLElement, clientX: number, clientY: number): THREE.Ray {
  const rect = canvas.getBoundingClientRect()
  const ndc = new THREE.Vector2(((clientX - rect.left) / rect.width) * 2 - 1, -((clientY - rect.top) / rect.height) * 2 + 1)
  raycaster.setFromCamera(ndc, camera)
  return raycaster.ray.clone()
}
