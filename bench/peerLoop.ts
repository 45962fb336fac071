import { BoxGeometry, BufferAttribute, BufferGeometry, CylinderGeometry, DoubleSide, Matrix4, Ray } from 'three'
import { MeshBVH, SAH } from 'three-mesh-bvh'
import type { Figure, Scene, TerrainPiece } from '../src/scene/schema'
import { profileCylinder } from '../src/scene/sizeProfiles'
import { RAY_STRIDE, RAYS_PER_PAIR, type RaySet } from './sampling'

/**
 * The peer: the same question (does anything stop the ray before the target point?) answered
 * with three-mesh-bvh on triangle meshes of the same scene, to see whether Rapier is a good
 * engine for it. Friends must pass, as Rapier's group filter lets them: here each side gets
 * one BVH over the solid terrain plus the figures of all other sides, so that a ray is one
 * `raycastFirst` (precomputed filtering, like Rapier's groups, with no per-hit callback).
 *
 * The target stays in its BVH: its 24-gon is inscribed in the true cylinder the grid points
 * lie on, so a ray to a visible grid point never meets it first. Cylinders are polygons here,
 * so a few grazing rays may disagree with Rapier's exact shapes; the bench prints the share.
 */
export const CYLINDER_SEGMENTS = 24
const DEG = Math.PI / 180

export interface PeerCaster {
  /** Same contract as RawCaster.cast. */
  cast(record?: Uint8Array): number
  triangles: number
}

function pieceGeometry(piece: TerrainPiece): BufferGeometry {
  const [x, y, z] = piece.center
  if (piece.shape === 'cylinder') {
    return new CylinderGeometry(piece.radius, piece.radius, piece.height, CYLINDER_SEGMENTS).translate(x, y, z)
  }
  // Same sense as the Rapier collider's quaternion about +Y.
  const m = new Matrix4().makeRotationY((piece.rotationY ?? 0) * DEG).setPosition(x, y, z)
  return new BoxGeometry(piece.size[0], piece.size[1], piece.size[2]).applyMatrix4(m)
}

function figureGeometry(figure: Figure): BufferGeometry {
  const { radius, height } = profileCylinder(figure.size, figure.prone ?? false)
  const [x, y, z] = figure.position
  return new CylinderGeometry(radius, radius, height, CYLINDER_SEGMENTS).translate(x, y + height / 2, z)
}

/** One indexed position-only geometry from many (BVH building needs nothing else). */
function merge(parts: BufferGeometry[]): BufferGeometry {
  let vertices = 0
  let indices = 0
  for (const g of parts) {
    vertices += g.getAttribute('position').count
    indices += g.getIndex()!.count
  }
  const position = new Float32Array(vertices * 3)
  const index = new Uint32Array(indices)
  let v = 0
  let i = 0
  for (const g of parts) {
    const src = g.getAttribute('position').array as Float32Array
    position.set(src, v * 3)
    const idx = g.getIndex()!.array
    for (let k = 0; k < idx.length; k++) index[i + k] = idx[k] + v
    v += src.length / 3
    i += idx.length
    g.dispose()
  }
  const merged = new BufferGeometry()
  merged.setAttribute('position', new BufferAttribute(position, 3))
  merged.setIndex(new BufferAttribute(index, 1))
  return merged
}

export function createPeerCaster(scene: Scene, rays: RaySet): PeerCaster {
  const solids = scene.terrain.filter((p) => p.shape !== 'area')
  const bvhBySide = new Map<string, MeshBVH>()
  let triangles = 0
  for (const side of new Set(scene.figures.map((f) => f.side))) {
    const parts = [...solids.map(pieceGeometry), ...scene.figures.filter((f) => f.side !== side).map(figureGeometry)]
    const geometry = merge(parts)
    triangles += geometry.getIndex()!.count / 3
    // SAH: the slowest to build, the fastest to cast; the peer gets its best shot.
    bvhBySide.set(side, new MeshBVH(geometry, { strategy: SAH }))
  }
  const n = rays.pairs.length
  const bvhs = rays.pairs.map(({ observer }) => bvhBySide.get(observer.side)!)
  const ray = new Ray()
  const { data } = rays

  return {
    triangles,
    cast(record) {
      let hits = 0
      let o = 0
      for (let p = 0; p < n; p++) {
        const bvh = bvhs[p]
        for (let r = 0; r < RAYS_PER_PAIR; r++) {
          ray.origin.set(data[o], data[o + 1], data[o + 2])
          ray.direction.set(data[o + 3], data[o + 4], data[o + 5])
          // DoubleSide: an eye inside a solid still meets its inner faces (Rapier: solid = true).
          const hit = bvh.raycastFirst(ray, DoubleSide, 0, data[o + 6])
          if (hit !== null) hits++
          if (record) record[p * RAYS_PER_PAIR + r] = hit === null ? 0 : 1
          o += RAY_STRIDE
        }
      }
      return hits
    },
  }
}
