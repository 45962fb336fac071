import type { Collider, ColliderDesc, World } from '@dimforge/rapier3d-compat'
import type { Figure, Scene, TerrainPiece } from '../../scene/schema'
import { loadRapier, type Rapier } from './rapier'
import { GROUP_AREA, GROUP_SOLID, interactionGroups, sideBit, ALL_FIGURES } from './groups'
import { castleTerrain } from '../castle/colliders'
import { dungeonTerrain } from '../dungeon/solids'
import { mountColliderDescs } from '../mk/mountColliders'
import { figureProfile } from '../../scene/figureProfile'
import { mountBaseCm, riderSeats, type RiderSeat } from '../../scene/mageknight/mountedFigures'

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
  /** JSON of the record it was built from: a changed record is rebuilt, an equal one kept. */
  key: string
}

const DEG = Math.PI / 180

/**
 * The Rapier world of one scene. Pieces are fixed colliders (areas are sensors), figures are
 * upright cylinders; a Mage Knight mount is its stadium (a cuboid and two end cylinders,
 * mountColliders.ts, R-CVG.2) and a rider seated in its slot a cylinder from the saddle up
 * (R-CVG.5), so the seated pair is no two bases overlapping. `setScene` applies a new scene incrementally: only records that changed
 * are rebuilt, then the world is stepped once so queries see them.
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
  private readonly entries = new Map<string, Entry>()
  private readonly owners = new Map<number, ColliderOwner>()
  private readonly sideIndex = new Map<string, number>()
  private terrainMemo: {
    terrain: Scene['terrain']
    castle: Scene['castle']
    dungeon: Scene['dungeon']
    list: readonly TerrainPiece[]
  } | null = null
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

  /** Who a collider belongs to (by handle). */
  ownerOf(collider: Collider): ColliderOwner | undefined {
    return this.owners.get(collider.handle)
  }

  colliderOf(kind: ColliderOwner['kind'], id: string): Collider | undefined {
    return this.entries.get(`${kind === 'figure' ? 'figure' : 'terrain'}:${id}`)?.collider
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
    const memo = this.terrainMemo
    if (memo && memo.terrain === scene.terrain && memo.castle === scene.castle && memo.dungeon === scene.dungeon) return memo.list
    const derived = [...castleTerrain(scene), ...dungeonTerrain(scene)]
    const list = derived.length === 0 ? scene.terrain : [...scene.terrain, ...derived]
    this.terrainMemo = { terrain: scene.terrain, castle: scene.castle, dungeon: scene.dungeon, list }
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

  /** Applies a scene: adds, rebuilds and removes only what changed, then steps once. */
  setScene(scene: Scene): void {
    this.assertLive()
    this.scene = scene
    const wanted = new Map<string, { key: string; build: () => Collider[] }>()
    // Castle pieces are keyed like terrain: opening a portal removes one box, a destroyed
    // section swaps its parts for rubble, and every other collider stays as it was.
    for (const piece of this.terrainOf(scene)) {
      wanted.set(`terrain:${piece.id}`, { key: JSON.stringify(piece), build: () => [this.buildPiece(piece)] })
    }
    const seats = riderSeats(scene.figures)
    for (const figure of scene.figures) {
      // A rider's column depends on its mount: the seat is part of its key.
      const seat = seats.get(figure.id)
      wanted.set(`figure:${figure.id}`, { key: JSON.stringify([figure, seat ?? null]), build: () => this.buildFigure(figure, seat) })
    }
    for (const [name, entry] of this.entries) {
      const next = wanted.get(name)
      if (!next || next.key !== entry.key) {
        for (const collider of entry.colliders) {
          this.owners.delete(collider.handle)
          this.physics.removeCollider(collider, false)
        }
        this.entries.delete(name)
      }
    }
    for (const [name, next] of wanted) {
      if (this.entries.has(name)) continue
      const colliders = next.build()
      this.entries.set(name, { collider: colliders[0], colliders, key: next.key })
    }
    // Colliders added or moved are invisible to Rapier's queries until the world steps. The step
    // waits for the first query that needs it (world): the first step of a process costs about
    // 0.3 s of V8 compiling Rapier's pipeline, and a ruling of sight alone reads the colliders
    // without the broad phase (colliders), so a command line that asks only that never pays it.
    this.unstepped = true
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

  private buildPiece(piece: TerrainPiece): Collider {
    const R = this.rapier
    let desc: ColliderDesc
    if (piece.shape === 'cylinder') {
      desc = R.ColliderDesc.cylinder(piece.height / 2, piece.radius)
    } else {
      desc = R.ColliderDesc.cuboid(piece.size[0] / 2, piece.size[1] / 2, piece.size[2] / 2)
      const half = ((piece.rotationY ?? 0) * DEG) / 2
      desc.setRotation({ x: 0, y: Math.sin(half), z: 0, w: Math.cos(half) })
    }
    desc.setTranslation(piece.center[0], piece.center[1], piece.center[2])
    if (piece.shape === 'area') {
      desc.setSensor(true)
      desc.setCollisionGroups(interactionGroups(GROUP_AREA, 0xffff))
    } else {
      desc.setCollisionGroups(interactionGroups(GROUP_SOLID, 0xffff))
    }
    const collider = this.physics.createCollider(desc)
    this.owners.set(collider.handle, { id: piece.id, kind: piece.shape === 'area' ? 'area' : 'terrain' })
    return collider
  }

  private buildFigure(figure: Figure, seat: RiderSeat | undefined): Collider[] {
    const { radius, height } = figureProfile(figure)
    const [x, y, z] = figure.position
    const mount = mountBaseCm(figure)
    const descs = mount
      ? mountColliderDescs(this.rapier, { centre: [x, z], headingDeg: figure.facing ?? 0, ...mount }, y, y + height)
      : [this.rapier.ColliderDesc.cylinder(height / 2, radius).setTranslation(x, y + height / 2, z)]
    // A seated rider's column stands on the saddle, not on the table (R-CVG.5).
    if (seat)
      descs[0] = this.rapier.ColliderDesc.cylinder((seat.topCm - seat.bottomCm) / 2, radius).setTranslation(
        x,
        (seat.bottomCm + seat.topCm) / 2,
        z,
      )
    return descs.map((desc) => {
      const collider = this.physics.createCollider(desc.setCollisionGroups(interactionGroups(this.sideBitOf(figure.side), 0xffff)))
      this.owners.set(collider.handle, { id: figure.id, kind: 'figure' })
      return collider
    })
  }
}

export { GROUP_SOLID, GROUP_AREA, ALL_FIGURES }
