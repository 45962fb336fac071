import type { RulingLine } from '../../kernel/clauses'
import { detailed } from '../../kernel/detail'
import { CAVALRY } from '../core/clauses'
import { allowed, refuse, type Resolution } from './refusals'
import { isCavalryUnit, type CavalryMember, type CavalryUnit } from './unit'

/**
 * 003 "Cavalry Units": what a cavalry unit cannot do or have done to it, "Mounts" (no free spin,
 * riders or not), and "Cavalry Units and Formations". Each answers for a unit, so the engine asks
 * before the core rule would let the thing happen.
 */

/** The things the list of 003 "Cavalry Units" forbids, in its order. */
export const CAVALRY_EXCLUSIONS = [
  'free-spin',
  'capture',
  'be-captured',
  'surge',
  'strong-flyer',
  'magic-levitation',
  'subfaction-ability',
] as const
export type CavalryExclusion = (typeof CAVALRY_EXCLUSIONS)[number]

/**
 * May `unit` do (or undergo) `what`? A mount never makes a free spin, rider or not (003 "Mounts");
 * the rest binds cavalry units only, so a mount without a rider is an ordinary warrior for them.
 * Dark Riders keep their subfaction abilities while mounted (003 "Dark Riders Subfaction").
 */
export function cavalryMay(unit: CavalryUnit, what: CavalryExclusion): Resolution<{ lines: RulingLine[] }> {
  const id = unit.mount.piece.id
  if (what === 'free-spin')
    return refuse(
      'mount-no-free-spin',
      `${id} is a mount: mounts make no free spins`,
      isCavalryUnit(unit) ? CAVALRY.units : CAVALRY.mounts,
      {
        piece: id,
      },
    )
  if (!isCavalryUnit(unit)) return allowed({ lines: [] }, [])
  switch (what) {
    case 'capture':
      return refuse('cavalry-no-capture', `${id} is a cavalry unit and takes no prisoners`, CAVALRY.units, { piece: id })
    case 'be-captured':
      return refuse('cavalry-not-captured', `${id} is a cavalry unit and cannot be taken prisoner`, CAVALRY.units, { piece: id })
    case 'surge':
      return refuse('cavalry-no-surge', `${id} is a cavalry unit and cannot use surge`, CAVALRY.units, { piece: id })
    case 'strong-flyer':
    case 'magic-levitation':
      return refuse('cavalry-not-carried', `${id} is a cavalry unit: ${what} does not affect it`, CAVALRY.units, {
        piece: id,
        ability: what,
      })
    case 'subfaction-ability': {
      if (unit.rider.card.subfaction === 'darkRiders') {
        const line: RulingLine = {
          key: 'mkk.darkRidersSubfaction',
          value: true,
          clause: CAVALRY.darkRiders,
          ...detailed('mkk.darkRidersSubfaction', '{rider} is a Dark Rider: its subfaction abilities work while mounted', {
            rider: unit.rider.piece.id,
          }),
        }
        return allowed({ lines: [line] }, [line])
      }
      return refuse('cavalry-no-subfaction-ability', `${id} is a cavalry unit: no subfaction abilities`, CAVALRY.units, { piece: id })
    }
  }
}

/** The faction a formation compares: the rider's (mounts' factions are ignored), none for a mount without a rider. */
const riderFaction = (unit: CavalryUnit): string | null => unit.rider?.card.faction ?? null

/**
 * 003 "Cavalry Units and Formations": a formation with a cavalry unit in it is made of cavalry
 * units only, and all their riders print the same faction symbol (the card's `faction`). Members
 * are cavalry units (`cavalry`) or other figures (`other`); a mount without a rider is no cavalry
 * unit. A formation without cavalry is none of this rule's business (core 10 decides).
 */
export function cavalryFormation(
  members: readonly ({ cavalry: CavalryUnit } | { other: CavalryMember })[],
): Resolution<{ lines: RulingLine[] }> {
  const units = members.flatMap((m) => ('cavalry' in m && isCavalryUnit(m.cavalry) ? [m.cavalry] : []))
  if (units.length === 0) return allowed({ lines: [] }, [])
  const odd = members.find((m) => !('cavalry' in m) || !isCavalryUnit(m.cavalry))
  if (odd) {
    const id = 'cavalry' in odd ? odd.cavalry.mount.piece.id : odd.other.piece.id
    return refuse('formation-not-all-cavalry', `${id} is no cavalry unit: cavalry forms formations only with cavalry`, CAVALRY.formations, {
      piece: id,
    })
  }
  const faction = riderFaction(units[0])
  const other = units.find((u) => riderFaction(u) !== faction)
  if (other)
    return refuse(
      'formation-riders-factions-differ',
      `the riders' factions differ: ${riderFaction(units[0])} and ${riderFaction(other)}`,
      CAVALRY.formations,
      { first: String(faction), other: String(riderFaction(other)) },
    )
  const line: RulingLine = {
    key: 'mkk.formationFaction',
    value: String(faction),
    clause: CAVALRY.formations,
    ...detailed('mkk.formationFaction', 'all riders are of {faction}; mounts are ignored', { faction: String(faction) }),
  }
  return allowed({ lines: [line] }, [line])
}
