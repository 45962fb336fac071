import type { RulingLine } from '../../kernel/clauses'
import { detailed } from '../../kernel/detail'
import { CAVALRY } from '../core/clauses'
import { allowed, refuse, type Resolution } from './refusals'
import type { MkPiece } from '../core/dial'
import { isCavalryUnit, type CavalryUnit } from './unit'

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

/**
 * A formation member as 003 "Cavalry Units and Formations" sees it: a mount with or without its
 * rider (`cavalry`; the unit, named by mount or rider), a figure whose card prints it mounted but
 * is no mount (`mounted`: a horseshoe card of our library, cavalry with its own faction, R-MKF-7),
 * or any other figure (`other`: infantry, a dismounted rider).
 */
export type CavalryFormationMember = { cavalry: CavalryUnit } | { mounted: MkPiece } | { other: MkPiece }

/** A member's id, and the faction it forms under as cavalry; no faction: it is no cavalry (a mount without a rider is none, R-MKF-8). */
function asCavalry(m: CavalryFormationMember): { id: string; faction?: string } {
  if ('other' in m) return { id: m.other.id }
  if ('mounted' in m) return { id: m.mounted.id, faction: m.mounted.faction ?? '(none)' }
  // The rider's faction: "ignore mount factions for formation purposes".
  return isCavalryUnit(m.cavalry)
    ? { id: m.cavalry.mount.piece.id, faction: m.cavalry.rider.card.faction }
    : { id: m.cavalry.mount.piece.id }
}

/**
 * 003 "Cavalry Units and Formations": a formation with cavalry in it is made of cavalry only, and
 * all their riders print the same faction symbol (the card's `faction`; the mounts' are ignored).
 * A mount without a rider is no cavalry unit (003 "New Glossary Terms": "a mount and a rider";
 * R-MKF-8): with cavalry it is refused, without it is core 10's business like any warrior. A
 * formation without cavalry is none of this rule's business (core 10 decides, its faction too).
 * The engine asks this between core 10's roster and its faction (engine/formation.ts).
 */
export function cavalryFormation(members: readonly CavalryFormationMember[]): Resolution<{ lines: RulingLine[] }> {
  const seen = members.map((m) => ({ m, ...asCavalry(m) }))
  const units = seen.filter((u) => u.faction !== undefined)
  if (units.length === 0) return allowed({ lines: [] }, [])
  const odd = seen.find((u) => u.faction === undefined)
  // `why` keys the reason a mount is no cavalry unit, so the German can say it too.
  if (odd && 'cavalry' in odd.m)
    return refuse(
      'formation-not-all-cavalry',
      `${odd.id} is no cavalry unit (a mount without a rider): cavalry forms formations only with cavalry`,
      CAVALRY.formations,
      { piece: odd.id, why: 'riderless-mount' },
    )
  if (odd)
    return refuse(
      'formation-not-all-cavalry',
      `${odd.id} is no cavalry unit: cavalry forms formations only with cavalry`,
      CAVALRY.formations,
      { piece: odd.id },
    )
  const faction = String(units[0].faction)
  const other = units.find((u) => u.faction !== faction)
  if (other)
    return refuse(
      'formation-riders-factions-differ',
      `the riders' factions differ: ${units[0].id} rides for ${faction}, ${other.id} for ${other.faction}`,
      CAVALRY.formations,
      { first: faction, other: String(other.faction) },
    )
  const line: RulingLine = {
    key: 'mkk.formationFaction',
    value: faction,
    clause: CAVALRY.formations,
    ...detailed('mkk.formationFaction', 'all riders are of {faction}; mounts are ignored', { faction }),
  }
  return allowed({ lines: [line] }, [line])
}
