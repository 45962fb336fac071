import { z } from 'zod'
import { said } from '../problems'
import { coded } from '../zodIssues'

/**
 * Cavalry on the cards (`../shared/rules/003_94ac0c9cbdf25abc.txt`, English first): mounts,
 * riders, the proficiencies printed on them and the subfactions the text names. A figure card
 * (dial.ts) carries these as optional fields; what the rules derive (a cavalry unit, a mounted
 * figure, who may ride what) is computed in src/rules/mageknight/cavalry, never typed in.
 * Lengths are inches, as on every Mage Knight card.
 */

const positiveIn = z.number().finite().positive()

/** 003 "Mounts": the eight mount types, each with its mount symbol printed next to the speed value. */
export const MOUNT_TYPES = [
  'battleHorse',
  'cloudGriffon',
  'desertWarbird',
  'hornedStag',
  'pegasus',
  'salamander',
  'skyDragon',
  'technocat',
] as const
export type MountType = (typeof MOUNT_TYPES)[number]

/** 003 "Intelligence Levels": the shape around the mount symbol, circle, pentagon or square. */
export const INTELLIGENCE_LEVELS = ['skittish', 'independent', 'meanSpirited'] as const
export type IntelligenceLevel = (typeof INTELLIGENCE_LEVELS)[number]

/** 003 "Proficiencies": the cavalry proficiencies the text lists. */
export const CAVALRY_PROFICIENCIES = ['horsemanship', 'impale', 'mountedBound', 'mountedCharge', 'overwhelm', 'trample'] as const
export type CavalryProficiency = (typeof CAVALRY_PROFICIENCIES)[number]

/**
 * 003 "Subfaction Abilities": the four subfactions the text heads; only Dark Riders (Dark Unity)
 * and Wylden Host (Nature's Ally) have their ability printed, the other two headings are empty.
 */
export const SUBFACTIONS = ['apocalypse', 'darkRiders', 'elementalFreeholds', 'wyldenHost'] as const
export type Subfaction = (typeof SUBFACTIONS)[number]

/**
 * The elongated mount base (003 "Mounts"): its length along the facing and its width, and the
 * base slot that takes the rider's base, given by the slot's centre from the mount's centre dot
 * (inches ahead of it, negative behind; inches to the right, negative left) and the diameter of
 * the round base it takes. The centre dot is the centre of the elongated base (R-MKK-18); the
 * outline drawn from length and width is the geometry's (src/geometry/mk).
 */
export const MountBaseSchema = z.strictObject({
  lengthIn: positiveIn,
  widthIn: positiveIn,
  slot: z.strictObject({
    aheadIn: z.number().finite(),
    rightIn: z.number().finite(),
    diameterIn: positiveIn,
  }),
})
export type MountBase = z.infer<typeof MountBaseSchema>

/** A mount: its mount type (the symbol), its intelligence level (the shape) and its elongated base. */
export const MountSchema = z.strictObject({
  type: z.enum(MOUNT_TYPES),
  intelligence: z.enum(INTELLIGENCE_LEVELS),
  base: MountBaseSchema,
})
export type Mount = z.infer<typeof MountSchema>

/**
 * A warrior that can become a rider (003 "Riders"): the attack bonus printed in a square, used
 * only while on a mount, and the mount symbols on its base, the mount types it may ride.
 */
export const RiderSchema = z.strictObject({
  attackBonus: z.number().int().min(1),
  mountSymbols: z.array(z.enum(MOUNT_TYPES)).min(1),
})
export type Rider = z.infer<typeof RiderSchema>

/** A collector's number as 003 "Dark Riders Subfaction" prints it: digits and a letter (121a rides 121b). */
export const COLLECTOR_NUMBER = /^(\d+)([a-z])$/

/** The card fields of cavalry, spread into the figure card schema (dial.ts); all optional. */
export const cavalryCardFields = {
  mount: MountSchema.optional(),
  rider: RiderSchema.optional(),
  proficiencies: z.array(z.enum(CAVALRY_PROFICIENCIES)).optional(),
  subfaction: z.enum(SUBFACTIONS).optional(),
  // A refine rather than .regex(): its issue carries a code and the value (issue 14).
  collectorNumber: z
    .string()
    .refine((v) => COLLECTOR_NUMBER.test(v), coded(said('digits and one letter, as printed: "121a"', 'mk-collector-number')))
    .optional(),
}

interface CavalryCardView {
  mount?: Mount
  rider?: Rider
  subfaction?: Subfaction
  collectorNumber?: string
  largeFigure?: true
  base: { diameterIn: number }
  dials: readonly unknown[]
}

/**
 * The checks a cavalry card needs beyond its fields: a mount is a one-dial figure whose round
 * `base.diameterIn` is its width (one measure, two places), a figure is a mount or a rider, not
 * both, and a Dark Riders card prints its collector's number (the only way its pair is matched).
 */
export function checkCavalryCard(card: CavalryCardView, ctx: z.RefinementCtx): void {
  if (card.mount && card.rider)
    ctx.addIssue({
      code: 'custom',
      path: ['rider'],
      ...coded(said('a figure is a mount or a rider, not both (003 "Mounts", "Riders")', 'mk-mount-and-rider')),
    })
  for (const part of ['mount', 'rider'] as const) {
    if (!card[part]) continue
    if (card.largeFigure || card.dials.length !== 1)
      ctx.addIssue({
        code: 'custom',
        path: [part],
        ...coded(said(`a ${part} is a warrior with one combat dial (003), not a large figure`, 'mk-cavalry-one-dial', { part })),
      })
  }
  if (card.mount && Math.abs(card.mount.base.widthIn - card.base.diameterIn) > 1e-9)
    ctx.addIssue({
      code: 'custom',
      path: ['base', 'diameterIn'],
      ...coded(
        said(
          `a mount's base.diameterIn is its elongated base's width (${card.mount.base.widthIn}), got ${card.base.diameterIn}`,
          'mk-mount-width',
          {
            width: card.mount.base.widthIn,
            got: card.base.diameterIn,
          },
        ),
      ),
    })
  if (card.mount && card.mount.base.lengthIn < card.mount.base.widthIn)
    ctx.addIssue({
      code: 'custom',
      path: ['mount', 'base', 'lengthIn'],
      ...coded(said('an elongated base is at least as long as it is wide', 'mk-mount-short')),
    })
  if (card.subfaction === 'darkRiders' && (card.mount || card.rider) && card.collectorNumber === undefined)
    ctx.addIssue({
      code: 'custom',
      path: ['collectorNumber'],
      ...coded(
        said(
          'Dark Riders mounts and riders are matched by collector\'s number (003 "Dark Riders Subfaction"): print it',
          'mk-dark-riders-no-number',
        ),
      ),
    })
}

/**
 * Is this card a mounted figure (001 "Zugangspunkte": mounted figures cannot use access points)?
 * The printed `mounted` flag, or a mount: a mount stays one with or without its rider (R-MKK-13).
 * A rider is mounted only while on its mount, which is the rules' to say (cavalry/unit.ts).
 */
export const isMountedFigureCard = (card: { mounted?: true; mount?: Mount }): boolean => card.mounted === true || card.mount !== undefined
