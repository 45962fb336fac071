import type { Collider, World } from '@dimforge/rapier3d-compat'
import type { Figure, Scene, TerrainPiece } from '../../scene/schema'
import { loadRapier, type Rapier } from './rapier'
import { GROUP_AREA, GROUP_SOLID, interactionGroups, sideBit, ALL_FIGURES } from './groups'
import { ChangeLog } from './changeLog'
import { figureDescs, pieceDescs, poseOf, sameNumbers, signatureOf } from './colliderDescs'
import { castleTerrain } from '../castle/colliders'
import { dungeonTerrain } from '../dungeon/solids'
import { riderSeats, type RiderSeat } from '../../scene/mageknight/mountedFigures'

/** What a collider stands for. */
export interface ColliderOwner {
  id: string
  kind: 'terrain' | 'area' | 'figure'
}

interface Entry {
  /** The first (a mount's cuboid), the one `colliderOf` answers. */
  collider: Collider
  /** Every collider of the record: a mount's base is three (R-CVG.2), anything else one. */
  colliders: Collider[]
  /**
   * The record it was built from and, for a rider, its seat. Records are replaced, never
   * mutated, when anything changes (the view's store, the rules), so the same object is the same
   * collider: an update compares identities, not the records' contents.
   */
  record: object
  seat: RiderSeat | undefined
  /** What its colliders are (colliderDescs.ts signatureOf) and where they stand (poseOf). */
  signature: number[]
  pose: number[]
  /** The update that last met it: entries an update did not meet are removed. */
  seen: number
}

/**
 * The Rapier world of one scene. Pieces are fixed colliders (areas are sensors), figures are
 * upright cylinders; a Mage Knight mount is its stadium (a cuboid and two end cylinders,
 * mountColliders.ts, R-CVG.2) and a rider seated in its slot a cylinder from the saddle up
 * (R-CVG.5), so the seated pair is no two bases overlapping.
 *
 * `setScene` costs what changed: an unchanged terrain or figure list (the same array) is not
 * looked at, and in a changed one an unchanged record (the same object) is skipped; a record
 * whose colliders keep shape, size and turn is shifted in place (a drag), anything else is rebuilt. Each
 * collider added, moved or removed is noted in a change log (`revision`, `changedSince`) so that
 * the caches built on the colliders patch only those rows.
 *
 * Always `dispose()`: WASM memory is never returned otherwise.
 */
export class TableWorld {
  readonly rapier: Rapier
  /** The Rapier world; `world` hands it out stepped, `colliders` without a step. */
  private readonly physics: World
  /** Colliders were added, moved or removed since the last step: the broad phase does not see them yet. */
  private unstepped = false
  scene: Scene
  private readonly pieces = new Map<string, Entry>()
  private readonly figures = new Map<string, Entry>()
  private readonly owners = new Map<number, ColliderOwner>()
  private readonly live = new Map<number, Collider>()
  private readonly sideIndex = new Map<string, number>()
  private readonly log = new ChangeLog()
  /** The lists the colliders were last built from: the same list again is no change. */
  private appliedTerrain: readonly TerrainPiece[] | null = null
  private appliedFigures: readonly Figure[] | null = null
  private updates = 0
  private terrainMemo: { terrain: Scene['terrain']; derived: readonly TerrainPiece[]; list: readonly TerrainPiece[] } | null = null
  private derivedMemo: { castle: Scene['castle']; dungeon: Scene['dungeon']; list: readonly TerrainPiece[] } | null = null
  private disposed = false

  private constructor(rapier: Rapier, scene: Scene) {
    this.rapier = rapier
    this.physics = new rapier.World({ x: 0, y: 0, z: 0 })
    this.scene = scene
    this.setScene(scene)
  }

  /** Builds the world of a (validated) scene. */
  static async create(scene: Scene): Promise<TableWorld> {
    const rapier = await loadRapier()
    return new TableWorld(rapier, scene)
  }

  /** The Rapier world, stepped so that its queries (rays, points, shapes) see every collider as the scene has it. */
  get world(): World {
    this.assertLive()
    if (this.unstepped) {
      this.physics.step()
      this.unstepped = false
    }
    return this.physics
  }

  /** Every collider as the scene has it, without stepping (for reading shapes and places, not for queries). */
  get colliders(): World['colliders'] {
    this.assertLive()
    return this.physics.colliders
  }

  /** Counts the updates that added, moved or removed a collider: a cache built at this revision is current. */
  get revision(): number {
    return this.log.revision
  }

  /**
   * Handles of the colliders added, moved or removed after `revision` (possibly repeated), or
   * null when that is too long ago to tell: then read every collider again.
   */
  changedSince(revision: number): number[] | null {
    return this.log.since(revision)
  }

  /** The collider with this handle while it is in the world, else undefined. */
  colliderByHandle(handle: number): Collider | undefined {
    return this.live.get(handle)
  }

  /** Who a collider belongs to (by handle). */
  ownerOf(collider: Collider): ColliderOwner | undefined {
    return this.owners.get(collider.handle)
  }

  colliderOf(kind: ColliderOwner['kind'], id: string): Collider | undefined {
    return (kind === 'figure' ? this.figures : this.pieces).get(id)?.collider
  }

  figure(id: string): Figure | undefined {
    return this.scene.figures.find((f) => f.id === id)
  }

  /** The figure with this id; a missing one is a caller's mistake, named in the error. */
  requireFigure(id: string): Figure {
    const figure = this.figure(id)
    if (!figure) throw new Error(`geometry: no figure "${id}" in the scene`)
    return figure
  }

  piece(id: string): TerrainPiece | undefined {
    return this.terrain.find((p) => p.id === id)
  }

  /**
   * Every solid and area on the table: the scene's terrain, then the castle's derived pieces
   * (castleColliders.ts: section parts, closed portals, rubble, planks), then the dungeon's
   * (dungeon/solids.ts: walls, rock, pillars, blocking markers). Without either this is
   * `scene.terrain` itself; the list keeps its identity while terrain, castle and dungeon do, so
   * callers may cache by it.
   */
  get terrain(): readonly TerrainPiece[] {
    return this.terrainOf(this.scene)
  }

  private terrainOf(scene: Scene): readonly TerrainPiece[] {
    const derived = this.derivedOf(scene)
    const memo = this.terrainMemo
    if (memo && memo.terrain === scene.terrain && memo.derived === derived) return memo.list
    const list = derived.length === 0 ? scene.terrain : [...scene.terrain, ...derived]
    this.terrainMemo = { terrain: scene.terrain, derived, list }
    return list
  }

  /** The castle's and the dungeon's pieces, the same objects while castle and dungeon are (a moved scene piece rebuilds neither). */
  private derivedOf(scene: Scene): readonly TerrainPiece[] {
    const memo = this.derivedMemo
    if (memo && memo.castle === scene.castle && memo.dungeon === scene.dungeon) return memo.list
    const list = [...castleTerrain(scene), ...dungeonTerrain(scene)]
    this.derivedMemo = { castle: scene.castle, dungeon: scene.dungeon, list }
    return list
  }

  /** Collision-group bit of a side (stable for the world's lifetime). */
  sideBitOf(side: string): number {
    let index = this.sideIndex.get(side)
    if (index === undefined) {
      index = this.sideIndex.size
      this.sideIndex.set(side, index)
    }
    return sideBit(index)
  }

  /** Applies a scene: adds, moves, rebuilds and removes only what changed (see the class). */
  setScene(scene: Scene): void {
    this.assertLive()
    this.scene = scene
    const seen = ++this.updates
    // Castle and dungeon pieces are keyed like terrain: opening a portal removes one box, a
    // destroyed section swaps its parts for rubble, and every other collider stays as it was.
    const terrain = this.terrainOf(scene)
    if (terrain !== this.appliedTerrain) {
      for (const piece of terrain) this.apply(this.pieces, piece.id, piece, undefined, seen)
      this.removeUnseen(this.pieces, seen)
      this.appliedTerrain = terrain
    }
    if (scene.figures !== this.appliedFigures) {
      // A rider's column depends on its mount: the seat is part of what it is built from.
      const seats = riderSeats(scene.figures)
      for (const figure of scene.figures) this.apply(this.figures, figure.id, figure, seats.get(figure.id), seen)
      this.removeUnseen(this.figures, seen)
      this.appliedFigures = scene.figures
    }
    this.log.commit()
  }

  /** Moves one figure (for dragging); same as setScene with that figure's position replaced. */
  moveFigure(id: string, position: [number, number, number]): void {
    const figures = this.scene.figures.map((f) => (f.id === id ? { ...f, position } : f))
    this.setScene({ ...this.scene, figures })
  }

  dispose(): void {
    if (this.disposed) return
    this.disposed = true
    this.physics.free()
  }

  private assertLive(): void {
    if (this.disposed) throw new Error('geometry: TableWorld used after dispose()')
  }

  /** Brings one record's colliders up to date: kept, moved in place, or rebuilt. */
  private apply(entries: Map<string, Entry>, id: string, record: TerrainPiece | Figure, seat: RiderSeat | undefined, seen: number): void {
    const entry = entries.get(id)
    if (entry && entry.record === record && sameSeat(entry.seat, seat)) {
      entry.seen = seen
      return
    }
    const isFigure = entries === this.figures
    const descs = isFigure
      ? figureDescs(this.rapier, record as Figure, seat, interactionGroups(this.sideBitOf((record as Figure).side), 0xffff))
      : pieceDescs(this.rapier, record as TerrainPiece)
    const signature = signatureOf(descs)
    const pose = poseOf(descs)
    if (entry && sameNumbers(entry.signature, signature) && sameRotations(entry.pose, pose)) {
      // The same shapes, shifted (a drag): moved in place, handles kept. Only a shift: Rapier
      // normalises a rotation set later differently from one it is built with (a 32-bit float
      // apart), so a turned collider is rebuilt to stay exactly what a fresh world builds.
      if (!sameNumbers(entry.pose, pose)) {
        entry.colliders.forEach((collider, k) => {
          collider.setTranslation(descs[k].translation)
          this.log.note(collider.handle)
        })
        entry.pose = pose
        this.unstepped = true
      }
      Object.assign(entry, { record, seat, seen })
      return
    }
    if (entry) this.removeEntry(entries, id, entry)
    const owner: ColliderOwner = isFigure
      ? { id, kind: 'figure' }
      : { id, kind: (record as TerrainPiece).shape === 'area' ? 'area' : 'terrain' }
    const colliders = descs.map((desc) => {
      const collider = this.physics.createCollider(desc)
      this.owners.set(collider.handle, owner)
      this.live.set(collider.handle, collider)
      this.log.note(collider.handle)
      return collider
    })
    // Colliders added or moved are invisible to Rapier's queries until the world steps. The step
    // waits for the first query that needs it (world): the first step of a process costs about
    // 0.3 s of V8 compiling Rapier's pipeline, and a ruling of sight alone reads the colliders
    // without the broad phase (colliders), so a command line that asks only that never pays it.
    this.unstepped = true
    entries.set(id, { collider: colliders[0], colliders, record, seat, signature, pose, seen })
  }

  private removeUnseen(entries: Map<string, Entry>, seen: number): void {
    for (const [id, entry] of entries) if (entry.seen !== seen) this.removeEntry(entries, id, entry)
  }

  private removeEntry(entries: Map<string, Entry>, id: string, entry: Entry): void {
    for (const collider of entry.colliders) {
      this.owners.delete(collider.handle)
      this.live.delete(collider.handle)
      this.log.note(collider.handle)
      this.physics.removeCollider(collider, false)
    }
    entries.delete(id)
    this.unstepped = true
  }
}

/** The rotations (x, y, z, w after each translation) of two poses (colliderDescs.ts poseOf) are the same numbers. */
function sameRotations(a: readonly number[], b: readonly number[]): boolean {
  if (a.length !== b.length) return false
  for (let i = 0; i < a.length; i += 7)
    if (a[i + 3] !== b[i + 3] || a[i + 4] !== b[i + 4] || a[i + 5] !== b[i + 5] || a[i + 6] !== b[i + 6]) return false
  return true
}

const sameSeat = (a: RiderSeat | undefined, b: RiderSeat | undefined): boolean =>
  a === b || (a !== undefined && b !== undefined && a.mountId === b.mountId && a.bottomCm === b.bottomCm && a.topCm === b.topCm)

export { GROUP_SOLID, GROUP_AREA, ALL_FIGURES }
