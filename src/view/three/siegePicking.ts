/**
 * Which scene record a clicked mesh belongs to, for the siege editor: castle parts and planks
 * carry their ids in userData, terrain its piece id, ladders their name (`ladder:<id>`) on the
 * group around their rails and rungs.
 */
import type * as THREE from 'three'
import type { SiegeSelection } from '../store/siege/types'

export function siegeHitOf(object: THREE.Object3D | null | undefined): SiegeSelection | null {
  for (let o = object; o; o = o.parent) {
    const data = o.userData as { sectionId?: string; plankId?: string; pieceId?: string }
    if (data.sectionId) return { kind: 'section', id: data.sectionId }
    if (data.plankId) return { kind: 'plank', id: data.plankId }
    if (data.pieceId) return { kind: 'terrain', id: data.pieceId }
    if (o.name.startsWith('ladder:')) return { kind: 'ladder', id: o.name.slice('ladder:'.length) }
  }
  return null
}
