import type { Scene, TerrainPiece } from '../src/scene/schema'

/**
 * A large table for the incremental bench: the reference scene's terrain laid out again and
 * again beside itself (tiles of its own size, row by row) until `pieces` pieces stand, with the
 * reference's figures on the first tile only. The density of pieces around every figure is the
 * reference's, so a sight question costs what it costs there; only the table (and everything a
 * world update or a pass over all colliders touches) grows.
 */
export function tiledScene(base: Scene, pieces: number): Scene {
  const per = base.terrain.length
  if (per === 0) throw new Error('bench: the base scene has no terrain to tile')
  const tiles = Math.ceil(pieces / per)
  const across = Math.ceil(Math.sqrt(tiles))
  const { width, depth } = base.table
  const terrain: TerrainPiece[] = []
  for (let k = 0; terrain.length < pieces; k++) {
    const dx = (k % across) * width
    const dz = Math.floor(k / across) * depth
    for (const piece of base.terrain) {
      if (terrain.length === pieces) break
      const center: [number, number, number] = [piece.center[0] + dx, piece.center[1], piece.center[2] + dz]
      terrain.push(k === 0 ? piece : { ...piece, id: `${piece.id}@${k}`, center })
    }
  }
  return {
    ...base,
    table: { width: width * across, depth: depth * Math.ceil(tiles / across) },
    terrain,
  }
}
