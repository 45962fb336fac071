import type { TableWorld } from '../../geometry/world/tableWorld'
import { cavalryOfPairs, type MkEvent, type MkGame } from '../../rules/mageknight/engine'
import { mountSlotPoint } from '../../scene/mageknight/sceneCavalry'
import { MK_LIBRARY } from '../../scene/mageknight/library'
import { ownEntry } from '../../scene/records'
import type { Figure, Scene } from '../../scene/schema'

/**
 * The driver's share of cavalry (003): the game's saddles from the scene's `mk.rider` (each mount
 * with its rider, every mount's and rider's card), and the table kept in step with the engine's
 * events: a rider rides along in its mount's base slot, is placed beside its mount
 * (`riderPlaced`, the mount's `mk.rider` taken away), or sits in a saddle again (`remounted`).
 * An eliminated Dark Rider stays in its saddle: the mount keeps naming it in `mk.rider`, the rider's
 * figure rides along in the slot with its dial at the skull, and it leaves the table with its mount.
 */

const cardOf = (f: Figure) => (f.mk ? ownEntry(MK_LIBRARY.figures, f.mk.card) : undefined)

/** The game with the cavalry units the scene deploys; unchanged when it deploys none. */
export function cavalryOfScene(game: MkGame, scene: Scene): MkGame {
  const pairs = scene.figures.flatMap((f) => (f.mk?.rider && cardOf(f)?.mount ? [{ mount: f.id, rider: f.mk.rider }] : []))
  const cards: Record<string, string> = Object.create(null)
  for (const f of scene.figures) {
    const card = cardOf(f)
    if (f.mk && (card?.mount || card?.rider)) cards[f.id] = f.mk.card
  }
  return cavalryOfPairs(game, pairs, cards)
}

const change = (world: TableWorld, fn: (f: Figure) => Figure): void =>
  world.setScene({ ...world.scene, figures: world.scene.figures.map(fn) })

/** The rider `riderId` put into `mount`'s slot. */
function seat(world: TableWorld, mount: Figure, riderId: string): void {
  const card = cardOf(mount)
  const slot = card ? mountSlotPoint(mount, card) : null
  if (!slot) return
  change(world, (f) => (f.id === riderId ? { ...f, position: [slot[0], slot[1], slot[2]], facing: mount.facing } : f))
}

const withoutRider = (f: Figure): Figure => {
  if (!f.mk?.rider) return f
  const { rider: _gone, ...mk } = f.mk
  return { ...f, mk }
}

/** The mount in whose saddle the scene seats `riderId`, if any. */
const mountSeating = (scene: Scene, riderId: string): Figure | undefined => scene.figures.find((f) => f.mk?.rider === riderId)

/**
 * 003 "Dark Riders Subfaction": "remove the rider's base from the mount's base slot. The rider
 * remains in the mount's saddle." Is `id` such a rider: eliminated, its mount keeping it?
 */
export function staysInSaddle(game: MkGame, scene: Scene, id: string): boolean {
  const mount = mountSeating(scene, id)
  return mount !== undefined && game.cavalry?.deadRiderInSaddle?.includes(mount.id) === true
}

/**
 * The figures that leave the table when `id` is eliminated: none for a Dark Rider that stays in
 * its saddle (only its base goes, and a seated rider's base is no base on the table, R-CVG.5);
 * a mount and the dead Dark Rider it carries; any other figure alone.
 */
export function figuresLeavingTable(game: MkGame, scene: Scene, id: string): string[] {
  if (staysInSaddle(game, scene, id)) return []
  const rider = scene.figures.find((f) => f.id === id)?.mk?.rider
  return rider !== undefined && staysInSaddle(game, scene, rider) ? [id, rider] : [id]
}

/**
 * Keeps riders in step with the engine's events (after the driver has carried out the event
 * itself); `game` is the game after the action, which says whether a fallen rider stays seated.
 */
export function carryCavalryEvent(world: TableWorld, e: MkEvent, game?: MkGame): void {
  if (e.kind === 'moved') {
    const mount = world.figure(e.piece)
    if (mount?.mk?.rider) seat(world, mount, mount.mk.rider)
  } else if (e.kind === 'riderPlaced') {
    const mount = world.figure(e.mount)
    const y = mount?.position[1] ?? world.requireFigure(e.piece).position[1]
    change(world, (f) => (f.id === e.mount ? withoutRider(f) : f.id === e.piece ? { ...f, position: [e.to[0], y, e.to[1]] } : f))
  } else if (e.kind === 'remounted') {
    change(world, (f) => (f.id === e.mount && f.mk ? { ...f, side: e.side, mk: { ...f.mk, rider: e.piece } } : f))
    seat(world, world.requireFigure(e.mount), e.piece)
  } else if (e.kind === 'eliminated') {
    // A rider out of the game leaves its saddle empty, but a Dark Rider stays in it (003).
    if (game && staysInSaddle(game, world.scene, e.piece)) return
    if (mountSeating(world.scene, e.piece)) change(world, (f) => (f.mk?.rider === e.piece ? withoutRider(f) : f))
  }
}
