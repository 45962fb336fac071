import type { MkLibrary } from './library'
import { COLLECTOR_NUMBER } from './cavalry'
import type { MkFigureCard } from './dial'
import { error, errorOf, type PathSegment, type Said, type SceneProblem, said, warning } from '../problems'
import type { Figure, Scene } from '../schema'
import { ownEntry } from '../records'
import { mountSlotPoint, SLOT_TOLERANCE_CM } from './mountSlot'

/**
 * A scene deploys a cavalry unit by naming the rider on its mount (`mk.rider`, 003 "Cavalry
 * Units"). Checked at load: the rider is a figure of the scene on the mount's side, its card can
 * ride this mount (mount symbol, or for Dark Riders the collector's number), a mount carries one
 * rider and a rider sits on one mount, and every mount has a rider ("All mounts must be deployed
 * as cavalry units"). The rider's `position` is its mount's base slot; elsewhere is a warning.
 */

export { mountSlotPoint, SLOT_TOLERANCE_CM } from './mountSlot'

/** Why `rider` cannot ride `mount` by their cards (003 "Riders", "Dark Riders Subfaction"), or null. */
export function rideProblem(rider: MkFigureCard, mount: MkFigureCard): Said | null {
  if (!mount.mount) return said(`card "${mount.id}" is no mount (003 "Mounts")`, 'mk-not-a-mount', { card: mount.id })
  if (!rider.rider)
    return said(`card "${rider.id}" is no rider: it prints no attack bonus in a square (003 "Riders")`, 'mk-not-a-rider', {
      card: rider.id,
    })
  const dark = rider.subfaction === 'darkRiders' || mount.subfaction === 'darkRiders'
  if (dark) {
    const r = COLLECTOR_NUMBER.exec(rider.collectorNumber ?? '')
    const m = COLLECTOR_NUMBER.exec(mount.collectorNumber ?? '')
    if (rider.subfaction !== mount.subfaction || !r || !m || r[1] !== m[1] || r[2] === m[2]) {
      const numbers = { rider: `#${rider.collectorNumber ?? '?'}`, mount: `#${mount.collectorNumber ?? '?'}` }
      const message = `Dark Riders ride only the mount of their collector's number (003 "Dark Riders Subfaction"): ${numbers.rider} and ${numbers.mount}`
      return said(message, 'mk-dark-riders-number', numbers)
    }
    return null
  }
  if (!rider.rider.mountSymbols.includes(mount.mount.type)) {
    const symbols = rider.rider.mountSymbols.join(', ')
    return said(`"${rider.id}" rides ${symbols}, not the ${mount.mount.type} "${mount.id}" (003 "Riders")`, 'mk-wrong-mount-type', {
      rider: rider.id,
      // One German word each (problemTexts.ts): the list as its types, joined there.
      symbols,
      type: mount.mount.type,
      mount: mount.id,
    })
  }
  return null
}

const round3 = (v: number) => Math.round(v * 1000) / 1000

export function checkSceneCavalry(scene: Scene, library: MkLibrary): SceneProblem[] {
  const problems: SceneProblem[] = []
  const indexOf = new Map<string, number>()
  scene.figures.forEach((f, i) => {
    if (!indexOf.has(f.id)) indexOf.set(f.id, i)
  })
  const cardOf = (f: Figure) => (f.mk ? ownEntry(library.figures, f.mk.card) : undefined)
  const seatedOn = new Map<string, number>()
  scene.figures.forEach((mount, i) => {
    const card = cardOf(mount)
    const riderId = mount.mk?.rider
    const at: PathSegment[] = ['figures', i, 'mk', 'rider']
    if (riderId === undefined) {
      if (card?.mount)
        problems.push(
          error(['figures', i, 'mk'], `mount "${mount.id}" must be deployed with a rider (003 "Cavalry Units")`, 'mk-mount-needs-rider', {
            mount: mount.id,
          }),
        )
      return
    }
    if (!card) return
    const j = indexOf.get(riderId)
    if (j === undefined || riderId === mount.id) {
      problems.push(
        error(at, `no other figure "${riderId}" in the scene to ride "${mount.id}"`, 'mk-rider-unknown', {
          rider: riderId,
          mount: mount.id,
        }),
      )
      return
    }
    const rider = scene.figures[j]
    const riderCard = cardOf(rider)
    const why = riderCard
      ? rideProblem(riderCard, card)
      : said(`figure "${riderId}" has no Mage Knight card`, 'mk-rider-no-card', { rider: riderId })
    if (why) problems.push(errorOf(at, why))
    if (rider.side !== mount.side)
      problems.push(
        error(
          at,
          `a rider rides a mount of its own side: "${riderId}" is "${rider.side}", "${mount.id}" "${mount.side}"`,
          'mk-rider-other-side',
          {
            rider: riderId,
            riderSide: rider.side,
            mount: mount.id,
            mountSide: mount.side,
          },
        ),
      )
    const first = seatedOn.get(riderId)
    if (first !== undefined) {
      const other = scene.figures[first].id
      const message = `"${riderId}" already rides "${other}" (figures[${first}]); a rider sits on one mount`
      problems.push(error(at, message, 'mk-rider-twice', { rider: riderId, mount: other, index: first }))
    } else seatedOn.set(riderId, i)
    const slot = mountSlotPoint(mount, card)
    if (!slot) return
    const [x, y, z] = rider.position
    if (Math.hypot(x - slot[0], y - slot[1], z - slot[2]) > SLOT_TOLERANCE_CM)
      problems.push(
        warning(
          ['figures', j, 'position'],
          `a rider's base sits in its mount's base slot, at [${slot.map(round3).join(', ')}] for "${mount.id}", got [${rider.position.join(', ')}]`,
          'mk-rider-off-slot',
          { slot: `[${slot.map(round3).join(', ')}]`, mount: mount.id, got: `[${rider.position.join(', ')}]` },
        ),
      )
  })
  return problems
}
