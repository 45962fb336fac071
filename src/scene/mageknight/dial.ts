import { z } from 'zod'
import { cavalryCardFields, checkCavalryCard } from './cavalry'
import { said } from '../problems'
import { coded } from '../zodIssues'

/**
 * Mage Knight combat dials and figure cards as validated data (issue 4), and the rules data of
 * the castle section kinds (`models/castle/sections.json`). Mage Knight measures in inches, so
 * every length here is inches (`...In` keys); the scene converts with `units.ts`.
 *
 * A dial is what the figure's base shows through its window, click by click: the first value
 * (speed, or fortification for castle sections: 001 "Castle Sektionen verwenden anstelle eines
 * Bewegungs-Symbols ein Befestigungs-Symbol"), attack, defence and damage. Values carry the
 * symbols the supplements name: skulls (000 "Schädel"), the yellow square (001: a section
 * showing it at its fortification value is broken open; walls are demoralised), broken towers
 * (001: three in the window destroy a section) and the coloured special abilities.
 * What the rules derive (multi-dial, KO, destroyed, demoralised) is computed in
 * `src/rules/mageknight`, never typed in. Strict objects: unknown keys are refused.
 */

const int = z.number().int()
const nonNegInt = int.min(0)
const positiveIn = z.number().finite().positive()

export { MK_ABILITIES, MK_ABILITY_ENGLISH, MK_ABILITY_GERMAN, type MkAbility } from './abilities'
import { MK_ABILITIES } from './abilities'

/**
 * The symbol printed beside the first value on the base: boot (foot), horseshoe (mounted), wing
 * (flying), wave (swimming), wheel (chariot, 000 "Rad-Symbol"), or the fortification symbol of a
 * castle section (001).
 */
export const MK_SPEED_SYMBOLS = ['boot', 'horseshoe', 'wing', 'wave', 'wheel', 'fortification'] as const
export type MkSpeedSymbol = (typeof MK_SPEED_SYMBOLS)[number]

/** A value in the window: a number, or a symbol printed instead of one. */
export const MK_VALUE_SYMBOLS = ['skull', 'brokenTower'] as const
export type MkValueSymbol = (typeof MK_VALUE_SYMBOLS)[number]

/**
 * One value of a click. `value` is the printed number, `skull` (counts as 0 on an active section
 * of a large figure, 000; all skulls on a one-dial figure: eliminated) or `brokenTower` (001).
 * `yellowSquare`: the yellow square around the value (001: on the fortification value, broken
 * open / demoralised). `abilities`: the coloured special abilities of this value.
 */
export const MkValueSchema = z.strictObject({
  value: z.union([nonNegInt, z.enum(MK_VALUE_SYMBOLS)]),
  abilities: z.array(z.enum(MK_ABILITIES)).optional(),
  yellowSquare: z.literal(true).optional(),
})
export type MkValue = z.infer<typeof MkValueSchema>

/**
 * One click of a dial. Exactly one of `speed` and `fortification` (which one follows the dial's
 * `speedSymbol`). `attack` and `damage` are null where nothing is printed (001 "Mauern": walls
 * have no attack or damage values).
 */
export const MkClickSchema = z.strictObject({
  speed: MkValueSchema.optional(),
  fortification: MkValueSchema.optional(),
  attack: MkValueSchema.nullable(),
  defence: MkValueSchema,
  damage: MkValueSchema.nullable(),
})
export type MkClick = z.infer<typeof MkClickSchema>

/**
 * A combat dial with the range and the number of targets (lightning bolts) printed on its base.
 * `name` names a section of a multi-dial figure (000: four dials, front/left/right/rear).
 * Click 0 is the dial's starting position; a version's `startClick` turns it on (001 "Punktwert").
 */
export const MkDialSchema = z
  .strictObject({
    name: z.string().min(1).optional(),
    speedSymbol: z.enum(MK_SPEED_SYMBOLS),
    rangeIn: z.number().finite().min(0),
    targets: int.min(1),
    clicks: z.array(MkClickSchema).min(1),
  })
  .superRefine((dial, ctx) => {
    const fortified = dial.speedSymbol === 'fortification'
    dial.clicks.forEach((click, i) => {
      if (fortified && click.fortification === undefined)
        ctx.addIssue({
          code: 'custom',
          path: ['clicks', i, 'fortification'],
          ...coded(
            said('missing: a dial with the fortification symbol shows a fortification value on every click', 'mk-dial-needs-fortification'),
          ),
        })
      if (fortified && click.speed !== undefined)
        ctx.addIssue({
          code: 'custom',
          path: ['clicks', i, 'speed'],
          ...coded(said('a dial with the fortification symbol has no speed value', 'mk-dial-fortification-speed')),
        })
      if (!fortified && click.speed === undefined)
        ctx.addIssue({
          code: 'custom',
          path: ['clicks', i, 'speed'],
          ...coded(
            said(`missing: a dial with the ${dial.speedSymbol} symbol shows a speed value on every click`, 'mk-dial-needs-speed', {
              symbol: dial.speedSymbol,
            }),
          ),
        })
      if (!fortified && click.fortification !== undefined)
        ctx.addIssue({
          code: 'custom',
          path: ['clicks', i, 'fortification'],
          ...coded(said('only a dial with the fortification symbol has a fortification value', 'mk-dial-fortification-value')),
        })
      if (!fortified && (click.attack === null || click.damage === null))
        ctx.addIssue({
          code: 'custom',
          path: ['clicks', i, click.attack === null ? 'attack' : 'damage'],
          ...coded(said('only castle sections may leave attack or damage unprinted', 'mk-dial-unprinted')),
        })
    })
  })
export type MkDial = z.infer<typeof MkDialSchema>

/** A way to field a piece: its point value and the click the dial is turned to (001 "Punktwert", 000 "Punktwert"). */
export const MkVersionSchema = z.strictObject({
  name: z.string().min(1),
  points: nonNegInt,
  startClick: nonNegInt,
})
export type MkVersion = z.infer<typeof MkVersionSchema>

/**
 * The base: its diameter and the front arc (Blickwinkel) and rear arc (toter Winkel) in degrees,
 * together the full circle. Large figures and castle sections have no rear arc (000, 001).
 */
export const MkBaseSchema = z
  .strictObject({
    diameterIn: positiveIn,
    frontArcDeg: z.number().finite().min(0).max(360),
    rearArcDeg: z.number().finite().min(0).max(360),
  })
  .refine((b) => Math.abs(b.frontArcDeg + b.rearArcDeg - 360) < 1e-9, {
    ...coded(said('front arc and rear arc must add up to 360 degrees', 'mk-arcs-not-360')),
    path: ['rearArcDeg'],
  })
export type MkBase = z.infer<typeof MkBaseSchema>

/**
 * The sections of a large figure, in dial order (000 "Kampfscheiben"). The rules find a section
 * by its dial index (`src/rules/mageknight`), so the order is part of the format, not only the names.
 */
export const LARGE_FIGURE_SECTIONS = ['front', 'left', 'right', 'rear'] as const
export type LargeFigureSection = (typeof LARGE_FIGURE_SECTIONS)[number]

/** A large figure has four dials, front, left, right and rear, one each in that order (000 "Kampfscheiben"). */
function checkLargeFigureDials(card: { largeFigure?: true; dials: readonly MkDial[] }, ctx: z.RefinementCtx): void {
  if (!card.largeFigure) return
  if (card.dials.length !== 4) {
    ctx.addIssue({
      code: 'custom',
      path: ['dials'],
      ...coded(
        said(`a large figure has four dials (000 "Kampfscheiben"), got ${card.dials.length}`, 'mk-large-dial-count', {
          got: card.dials.length,
        }),
      ),
    })
    return
  }
  card.dials.forEach((dial, d) => {
    const want = LARGE_FIGURE_SECTIONS[d]
    if (dial.name === want) return
    const order = LARGE_FIGURE_SECTIONS.join(', ')
    const head = `a large figure's dials are ${order}, one each in this order (000 "Kampfscheiben"): dial ${d} must be "${want}"`
    ctx.addIssue({
      code: 'custom',
      path: ['dials', d, 'name'],
      ...coded(
        dial.name === undefined
          ? said(`${head}, got no name`, 'mk-large-dial-unnamed', { dial: d, want })
          : said(`${head}, got ${JSON.stringify(dial.name)}`, 'mk-large-dial-name', { dial: d, want, got: JSON.stringify(dial.name) }),
      ),
    })
  })
}

/**
 * The wheel marks a chariot (000 "Streitwagen": "Der Bewegungswert eines Streitwagens wird durch
 * ein Rad-Symbol dargestellt"), and chariots are large figures: a one-dial card with a wheel, or a
 * chariot with one section on foot, is a typing error, reported at the first dial that shows it.
 */
function checkWheels(card: { largeFigure?: true; dials: readonly MkDial[] }, ctx: z.RefinementCtx): void {
  const wheel = card.dials.findIndex((d) => d.speedSymbol === 'wheel')
  if (wheel < 0) return
  if (!card.largeFigure) {
    ctx.addIssue({
      code: 'custom',
      path: ['dials', wheel, 'speedSymbol'],
      ...coded(
        said(
          'the wheel marks a chariot, which is a large figure (000 "Streitwagen"): set "largeFigure": true and give it four dials',
          'mk-wheel-not-large',
        ),
      ),
    })
    return
  }
  card.dials.forEach((dial, d) => {
    if (dial.speedSymbol !== 'wheel')
      ctx.addIssue({
        code: 'custom',
        path: ['dials', d, 'speedSymbol'],
        ...coded(
          said(`a chariot shows the wheel on every section (000 "Streitwagen"), got "${dial.speedSymbol}"`, 'mk-chariot-wheel', {
            symbol: dial.speedSymbol,
          }),
        ),
      })
  })
}

/**
 * A Mage Knight figure. More than one dial makes it a multi-dial figure (001 category 1);
 * `largeFigure` (Großfigur, 000) has exactly four, named as LARGE_FIGURE_SECTIONS. A card whose
 * dials show the wheel is a chariot (000 "Streitwagen"), a kind of large figure, and all four
 * of its sections show it. `titan`, `mounted` are the printed kind (001 "Zugangspunkte":
 * mounted figures, large figures and titans cannot use access points). The cavalry fields
 * (`mount`, `rider`, `proficiencies`, `subfaction`, `collectorNumber`) are cavalry.ts's (003).
 */
export const MkFigureCardSchema = z
  .strictObject({
    id: z.string().min(1),
    name: z.string().min(1),
    faction: z.string().min(1),
    versions: z.array(MkVersionSchema).min(1),
    base: MkBaseSchema,
    dials: z.array(MkDialSchema).min(1),
    titan: z.literal(true).optional(),
    mounted: z.literal(true).optional(),
    largeFigure: z.literal(true).optional(),
    ...cavalryCardFields,
    notes: z.string().optional(),
  })
  .superRefine((card, ctx) => {
    checkLargeFigureDials(card, ctx)
    checkCavalryCard(card, ctx)
    checkWheels(card, ctx)
    card.dials.forEach((dial, d) => {
      if (dial.speedSymbol === 'fortification')
        ctx.addIssue({
          code: 'custom',
          path: ['dials', d, 'speedSymbol'],
          ...coded(said('the fortification symbol belongs to castle sections, not figures', 'mk-figure-fortification')),
        })
      card.versions.forEach((v, i) => {
        if (v.startClick >= dial.clicks.length)
          ctx.addIssue({
            code: 'custom',
            path: ['versions', i, 'startClick'],
            ...coded(
              said(`must be less than the ${dial.clicks.length} clicks of dial ${d}, got ${v.startClick}`, 'mk-start-click', {
                count: dial.clicks.length,
                dial: d,
                got: v.startClick,
              }),
            ),
          })
      })
    })
  })
export type MkFigureCard = z.infer<typeof MkFigureCardSchema>

/** One file in models/mageknight/: figure cards of one faction or box. */
export const MkFigureFileSchema = z.strictObject({
  format: z.literal('sightline-mk-figures'),
  version: z.literal(1),
  name: z.string().min(1),
  notes: z.string().optional(),
  figures: z.array(MkFigureCardSchema),
})
export type MkFigureFile = z.infer<typeof MkFigureFileSchema>
