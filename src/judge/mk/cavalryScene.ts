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

/** Keeps riders in step with the engine's events (after the driver has carried out the event itself). */
export function carryCavalryEvent(world: TableWorld, e: MkEvent): void {
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
    // A rider out of the game leaves its saddle empty.
    if (world.scene.figures.some((f) => f.mk?.rider === e.piece)) change(world, (f) => (f.mk?.rider === e.piece ? withoutRider(f) : f))
  }
}
