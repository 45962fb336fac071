import { z } from 'zod'
import { MkDialSchema, MkVersionSchema } from './dial'
import { said } from '../problems'
import { coded } from '../zodIssues'

/**
 * The castle section kinds of Mage Knight Castle (001 "Sonderregeln für Castle Sektionen"):
 * their portal and access point ids and the schema of `models/castle/sections.json`, one
 * entry per kind. Apart from the figure cards and dials (dial.ts), which a castle does not need.
 */

/** The four section kinds, the wall in its two forms (plain, with a gateway). */
export const CASTLE_SECTION_KINDS = ['citadel', 'roundTower', 'gatehouse', 'wall', 'wallGateway'] as const
export type CastleSectionKind = (typeof CASTLE_SECTION_KINDS)[number]

/** Portal ids per kind (001: citadel two doors, tower a door, gatehouse portcullis and double door, wall with gateway a gate). */
export const CASTLE_PORTAL_IDS = {
  citadel: ['door-1', 'door-2'],
  roundTower: ['door'],
  gatehouse: ['portcullis', 'double-door'],
  wall: [],
  wallGateway: ['gate'],
} as const satisfies Record<CastleSectionKind, readonly string[]>

/** Access point ids per kind (001: citadel doors and top, tower door and top, gatehouse none, walls none but ladders). */
export const CASTLE_ACCESS_IDS = {
  citadel: ['door-1', 'door-2', 'top'],
  roundTower: ['door', 'top'],
  gatehouse: [],
  wall: [],
  wallGateway: [],
} as const satisfies Record<CastleSectionKind, readonly string[]>

export type CastlePortalId = (typeof CASTLE_PORTAL_IDS)[CastleSectionKind][number]
export type CastleAccessId = (typeof CASTLE_ACCESS_IDS)[CastleSectionKind][number]

export const CastlePortalSchema = z.strictObject({ id: z.string().min(1), name: z.string().min(1) })
/** An access point; `portal` names the portal it is (a door is both), so a closed door is not connected (001 "Portale"). */
export const CastleAccessPointSchema = z.strictObject({
  id: z.string().min(1),
  name: z.string().min(1),
  portal: z.string().min(1).optional(),
})

/**
 * The rules data of one section kind: its versions (heavy from click 0, light from click 3), its
 * dial, portals and access points. `standInValues` says the dial numbers are our own: the rules
 * text does not print them (see docs/MAGE-KNIGHT-CORE.md).
 */
export const CastleSectionKindSchema = z
  .strictObject({
    kind: z.enum(CASTLE_SECTION_KINDS),
    name: z.string().min(1),
    versions: z.strictObject({ heavy: MkVersionSchema, light: MkVersionSchema }),
    dial: MkDialSchema,
    portals: z.array(CastlePortalSchema),
    accessPoints: z.array(CastleAccessPointSchema),
    /** The dial values are stand-ins of our own (true for every shipped kind). */
    standInValues: z.boolean(),
    notes: z.string().optional(),
  })
  .superRefine((s, ctx) => {
    if (s.dial.speedSymbol !== 'fortification')
      ctx.addIssue({
        code: 'custom',
        path: ['dial', 'speedSymbol'],
        ...coded(said('a castle section shows the fortification symbol (001)', 'mk-section-symbol')),
      })
    const wantPortals: readonly string[] = CASTLE_PORTAL_IDS[s.kind]
    const wantAccess: readonly string[] = CASTLE_ACCESS_IDS[s.kind]
    const portals = s.portals.map((p) => p.id)
    const access = s.accessPoints.map((a) => a.id)
    if (portals.join() !== wantPortals.join())
      ctx.addIssue({
        code: 'custom',
        path: ['portals'],
        ...coded(
          said(`a ${s.kind} has the portals [${wantPortals.join(', ')}] (001), got [${portals.join(', ')}]`, 'mk-section-portals', {
            kind: s.kind,
            want: `[${wantPortals.join(', ')}]`,
            got: `[${portals.join(', ')}]`,
          }),
        ),
      })
    if (access.join() !== wantAccess.join())
      ctx.addIssue({
        code: 'custom',
        path: ['accessPoints'],
        ...coded(
          said(`a ${s.kind} has the access points [${wantAccess.join(', ')}] (001), got [${access.join(', ')}]`, 'mk-section-access', {
            kind: s.kind,
            want: `[${wantAccess.join(', ')}]`,
            got: `[${access.join(', ')}]`,
          }),
        ),
      })
    s.accessPoints.forEach((a, i) => {
      if (a.portal !== undefined && !portals.includes(a.portal))
        ctx.addIssue({
          code: 'custom',
          path: ['accessPoints', i, 'portal'],
          ...coded(said(`no portal "${a.portal}" on a ${s.kind}`, 'mk-section-no-portal', { portal: a.portal, kind: s.kind })),
        })
    })
    for (const key of ['heavy', 'light'] as const)
      if (s.versions[key].startClick >= s.dial.clicks.length)
        ctx.addIssue({
          code: 'custom',
          path: ['versions', key, 'startClick'],
          ...coded(
            said(
              `must be less than the ${s.dial.clicks.length} clicks of the dial, got ${s.versions[key].startClick}`,
              'mk-section-start-click',
              {
                count: s.dial.clicks.length,
                got: s.versions[key].startClick,
              },
            ),
          ),
        })
  })
export type CastleSectionKindData = z.infer<typeof CastleSectionKindSchema>

/** `models/castle/sections.json`: one entry per kind. */
export const CastleSectionsFileSchema = z.strictObject({
  format: z.literal('sightline-mk-castle-sections'),
  version: z.literal(1),
  notes: z.string().optional(),
  sections: z.array(CastleSectionKindSchema),
})
export type CastleSectionsFile = z.infer<typeof CastleSectionsFileSchema>
