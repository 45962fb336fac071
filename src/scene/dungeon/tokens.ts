import { z } from 'zod'
import { idString } from '../limits'
import { TOKEN_COLOURS } from './schema'
import { said } from '../problems'
import { coded } from '../zodIssues'

/**
 * The artifact tokens of 002 "Die Artefaktmarken" as data: each has a colour (yellow weak, blue
 * standard, red strong) and one of six kinds, the ways 002 "Verwunschene Artefakte nutzen" says a
 * token acts. The printed token texts are not in the rules: the shipped set
 * (models/mageknight/artifact-tokens.json) is a stand-in, marked so in every entry, that exercises
 * each kind in each colour. A real set replaces the file; the rules read only these fields.
 */

const common = {
  id: idString,
  colour: z.enum(TOKEN_COLOURS),
  /** English name for logs and the view. */
  name: z.string().max(80),
  /** True for a token we made up (the printed texts are not in 002); a real set leaves it out. */
  standIn: z.boolean().optional(),
}
const clicks = z.number().int().min(0).max(12)

/** A melee attack by the object (002: the Dungeons rules for attacks by objects): attack + 2d6 against the hero's defence. */
export const MeleeTokenSchema = z.strictObject({
  ...common,
  kind: z.literal('melee'),
  attack: z.number().int().min(0).max(20),
  damage: clicks,
})
/** A permanent special ability (one at a time, kept until the hero is eliminated). */
export const AbilityTokenSchema = z.strictObject({ ...common, kind: z.literal('ability'), ability: idString })
/** An item, used by the Dungeons rules for items (the hero keeps the token). */
export const ItemTokenSchema = z.strictObject({ ...common, kind: z.literal('item'), item: idString })
/** An immediate effect on the hero: healing or damage in clicks, applied at once, then the token goes back. */
export const EffectTokenSchema = z.strictObject({ ...common, kind: z.literal('effect'), effect: z.enum(['heal', 'damage']), clicks })
/** Things placed on the free squares nearest the hero: Mage Spawns, terrain markers or an item. */
export const PlaceTokenSchema = z.strictObject({
  ...common,
  kind: z.literal('place'),
  place: z.enum(['mage-spawn', 'difficult', 'water', 'blocking', 'item']),
  count: z.number().int().min(1).max(6),
  /** The item placed, when `place` is 'item'. */
  item: idString.optional(),
})
/** "Refresh all Artifacts": every artifact gets its start count of tokens again (002 "Marken erneuern"). */
export const RefreshTokenSchema = z.strictObject({ ...common, kind: z.literal('refresh') })

export const ArtifactTokenSchema = z.discriminatedUnion('kind', [
  MeleeTokenSchema,
  AbilityTokenSchema,
  ItemTokenSchema,
  EffectTokenSchema,
  PlaceTokenSchema,
  RefreshTokenSchema,
])
export type ArtifactToken = z.infer<typeof ArtifactTokenSchema>
export type ArtifactTokenKind = ArtifactToken['kind']
export const ARTIFACT_TOKEN_KINDS = [
  'melee',
  'ability',
  'item',
  'effect',
  'place',
  'refresh',
] as const satisfies readonly ArtifactTokenKind[]

/** A token file: the whole set of tokens of a game, every colour's pool. */
export const ArtifactTokenFileSchema = z
  .strictObject({ note: z.string().optional(), tokens: z.array(ArtifactTokenSchema).min(1).max(500) })
  .superRefine((file, ctx) => {
    // Coded (issue 14): the view says each problem in German from its code and values (problemCardTexts.ts).
    const seen = new Map<string, number>()
    file.tokens.forEach((t, i) => {
      const first = seen.get(t.id)
      if (first !== undefined)
        ctx.addIssue({
          code: 'custom',
          path: ['tokens', i, 'id'],
          ...coded(said(`token id "${t.id}" is used twice, first at tokens[${first}]`, 'token-id-twice', { id: t.id, first })),
        })
      else seen.set(t.id, i)
      if (t.kind === 'place' && (t.place === 'item') !== (t.item !== undefined))
        ctx.addIssue({
          code: 'custom',
          path: ['tokens', i, 'item'],
          ...coded(
            t.place === 'item'
              ? said('a token that places an item names it in "item"', 'token-place-item-missing')
              : said(`a token that places ${t.place} names no item, got "${t.item}"`, 'token-place-item-extra', {
                  place: t.place,
                  got: `"${t.item}"`,
                }),
          ),
        })
    })
  })
export type ArtifactTokenFile = z.infer<typeof ArtifactTokenFileSchema>
