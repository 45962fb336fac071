import { z } from 'zod'
import { ATTRIBUTES, DamageProfileSchema } from '../../scene/cards/unitCard'
import { userRecord } from '../../scene/userRecord'
import type { SceneProblem } from '../../scene/problems'
import { issuesToProblems } from '../../scene/zodIssues'
import type { ScenarioStep } from './steps'
import { detailed, type DetailParams } from '../../rules/kernel'
import { universalisGameSettingsSchema } from '../profiles/schema'

/**
 * The scenario file (`scenes/scenarios/*.json`, format `sightline-scenario` version 1): which
 * scene, the seed, the group leaders, the powers taken, and the steps to play, each optionally
 * saying what it expects (`"expect": { "refusal": "no-line-of-sight" }`). Parsing names the field
 * of every problem (`steps[3].target: ...`).
 */

const id = z.string().min(1)

const vec = z.tuple([z.number(), z.number(), z.number()])
const shot = z.enum(['normal', 'aimed', 'snap'])
const win = z.enum(['damage', 'pushBack', 'pushBackAndFollow'])
const lose = z.enum(['pushBack', 'none'])
const common = {
  expect: z.object({ ok: z.boolean().optional(), refusal: z.string().optional() }).strict().optional(),
  note: z.string().optional(),
}
const step = <T extends string, S extends z.ZodRawShape>(name: T, shape: S) =>
  z.object({ do: z.literal(name), ...common, ...shape }).strict()

/** 14.11, 14.13: a shot aims at a model (`target`) or at a point (`point`), never both or neither. */
const aimsOnce = (s: { target?: string; point?: unknown }) => (s.target === undefined) !== (s.point === undefined)
const aimsOnceMessage = { message: 'the shot aims at a model (target) or at a point (point): exactly one of them', path: ['target'] }

/** 8.3, 9.2, 9.2.1: an object (objects.ts ObjectSpec) and where it is: `at` a point (a token of `radius` cm) or a terrain `piece`. */
export const ScenarioObjectSchema = z
  .object({
    id,
    name: id,
    at: vec.optional(),
    radius: z.number().min(0).optional(),
    piece: id.optional(),
    restrictions: z
      .object({
        trait: z
          .object({ name: id, minLevel: z.number().int().min(0).optional() })
          .strict()
          .optional(),
        difficulty: z
          .object({ attribute: z.enum(ATTRIBUTES), modifier: z.number().int().optional() })
          .strict()
          .optional(),
        requiresItem: z
          .object({ kind: z.enum(['equipment', 'trait']), name: id })
          .strict()
          .optional(),
        requiresUsed: z.array(id).optional(),
      })
      .strict()
      .optional(),
    effect: z.string().optional(),
  })
  .strict()
  .refine((o) => (o.at === undefined) !== (o.piece === undefined), {
    message: 'an object is either at a point (at) or a terrain piece (piece), exactly one of them',
  })

export const ScenarioStepSchema = z.discriminatedUnion('do', [
  step('startRound', { operatorShockPayments: userRecord(z.number().int().min(0)).optional(), operatorApFirst: z.array(id).optional() }),
  step('turn', { figure: id, facing: z.number().finite() }),
  step('useObject', { figure: id, object: id }),
  step('choose', { picks: userRecord(id) }),
  step('beginPhase', { figure: id }),
  step('ignoreThreat', { figure: id }),
  step('move', { figure: id, to: vec, testDifficult: z.boolean().optional() }),
  step('charge', {
    figure: id,
    target: id,
    weapon: id.optional(),
    to: vec.optional(),
    testDifficult: z.boolean().optional(),
    choice: win.optional(),
    defenderChoice: lose.optional(),
  }),
  step('shoot', { shooter: id, target: id, weapon: id, action: shot.optional(), dodge: z.boolean().optional() }),
  step('reactionFire', { shooter: id, target: id, weapon: id.optional(), dodge: z.boolean().optional() }),
  step('overwatch', { figure: id, weapon: id }),
  step('reload', { figure: id, weapon: id }),
  step('sustained', {
    shooter: id,
    weapon: id,
    targets: z.array(z.object({ target: id, shots: z.number().int().min(1) }).strict()).min(1),
    action: z.enum(['normal', 'snap', 'reaction']).optional(),
  }),
  step('indirect', { shooter: id, weapon: id, target: id.optional(), point: vec.optional(), action: shot.optional() }).refine(
    aimsOnce,
    aimsOnceMessage,
  ),
  step('area', {
    shooter: id,
    weapon: id,
    target: id.optional(),
    point: vec.optional(),
    indirect: z.boolean().optional(),
    action: shot.optional(),
  }).refine(aimsOnce, aimsOnceMessage),
  step('melee', {
    attacker: id,
    defender: id,
    weapon: id.optional(),
    mode: z.enum(['attack', 'reckless', 'counter', 'opportunity']).optional(),
    choice: win.optional(),
    defenderChoice: lose.optional(),
    pushCm: z.number().min(0).optional(),
  }),
  step('defence', { figure: id }),
  step('disengage', {
    figure: id,
    to: vec.optional(),
    opportunity: z.array(z.object({ attacker: id, weapon: id.optional(), choice: win.optional() }).strict()).optional(),
  }),
  step('lieDown', { figure: id }),
  step('standUp', { figure: id }),
  step('reveal', { figure: id, target: id, extraAp: z.number().int().min(0).optional(), supporters: z.array(id).optional() }),
  step('useItem', { figure: id, item: id, kind: z.enum(['equipment', 'trait']).optional(), target: id.optional() }),
  step('usePower', { figure: id, power: id, target: id.optional(), blockers: z.array(id).optional() }),
  step('endPower', { figure: id, power: id }),
  step('blockPower', { figure: id, caster: id, power: id }),
  step('endPhase', { figure: id, recover: z.boolean().optional() }),
  step('endRound', {}),
  step('surrender', { side: id }),
])

export const ScenarioFileSchema = z
  .object({
    format: z.literal('sightline-scenario'),
    version: z.literal(1),
    name: z.string().optional(),
    description: z.string().optional(),
    /**
     * A scene file (a path relative to the scenario file, or the name of a scene in scenes/), or
     * the scene itself: a game exported from the view carries the table it was played on.
     */
    scene: z.union([id, z.record(z.string(), z.unknown())]),
    seed: z.number().int(),
    leaders: userRecord(id),
    powers: userRecord(z.array(id)).optional(),
    /** R-E.9a: facings at the start, degrees clockwise from north (the scene has none). */
    facing: userRecord(z.number().finite()).optional(),
    /** R-18.3c: the players' map of a colossus's weapons to the side they sit on. */
    mounts: userRecord(userRecord(z.enum(['left', 'right', 'hull']))).optional(),
    /** Markers at the start (a scenario that begins mid-game): panic 11.4, burning 11.1 with the fire's profile, shock tokens 11.5. */
    markers: userRecord(
      z
        .object({ panic: z.boolean().optional(), burning: DamageProfileSchema.optional(), shock: z.number().int().min(0).optional() })
        .strict(),
    ).optional(),
    /** 8.3, 9.2: objects the models may use, at a point or as a terrain piece. */
    objects: z.array(ScenarioObjectSchema).optional(),
    /**
     * The rule profile's readings the game started with (R-VPR.3), so a reload or an opened file
     * replays it under them; absent (a hand-written or older file): the profile in use, or the defaults.
     */
    settings: universalisGameSettingsSchema.optional(),
    steps: z.array(ScenarioStepSchema),
  })
  .strict()

export type ScenarioFile = Omit<z.infer<typeof ScenarioFileSchema>, 'steps'> & { steps: ScenarioStep[] }

const pathOf = (path: readonly PropertyKey[]): string =>
  path.reduce<string>((s, p) => (typeof p === 'number' ? `${s}[${p}]` : s ? `${s}.${String(p)}` : String(p)), '') || '(file)'

/**
 * A game file parsed, or its problems: each naming its field in English (`steps[3].target: ...`,
 * the command line's), and the same coded as a scene's problems are (`coded`), so the view says
 * them in the reader's language. Every game's file parses so.
 */
export type FileParse<T> = { ok: true; scenario: T } | { ok: false; problems: string[]; coded?: SceneProblem[] }

/** A scenario file parsed by `schema` (FileParse). */
export function parseFileWith<T>(schema: z.ZodType<T>, value: unknown): FileParse<T> {
  const parsed = schema.safeParse(value)
  if (!parsed.success)
    return {
      ok: false,
      problems: parsed.error.issues.map((i) => `${pathOf(i.path)}: ${i.message}`),
      coded: issuesToProblems(parsed.error.issues, value),
    }
  return { ok: true, scenario: parsed.data }
}

/** Is `value` a file of `format` (`sightline-mk-scenario`, ...), so that `npm run play` hands it to that game's driver? */
export const hasFormat = (value: unknown, format: string): boolean =>
  typeof value === 'object' && value !== null && (value as { format?: unknown }).format === format

export function parseScenarioFile(value: unknown): FileParse<ScenarioFile> {
  const parsed = parseFileWith(ScenarioFileSchema, value)
  return parsed.ok ? { ok: true, scenario: parsed.scenario as ScenarioFile } : parsed
}

/**
 * What checking a step found: met or not, and why, in English (`detail`, as the command line
 * prints it) and as a key with values (`detailKey`, `params`) for the view to say in German.
 */
export interface ExpectationCheck {
  met: boolean
  detail: string
  detailKey?: string
  params?: DetailParams
}

/** Does the step's result meet what the file expects? null when it expects nothing. */
/** What checking needs of a step's result: Universalis and Mage Knight results both have it. */
type CheckedResult = { ok: true } | { ok: false; refusal: { code: string } }

export function checkExpectation(expect: { ok?: boolean; refusal?: string } | undefined, result: CheckedResult): ExpectationCheck | null {
  if (!expect) return null
  if (expect.refusal !== undefined) {
    const refusal = expect.refusal
    if (result.ok)
      return {
        met: false,
        ...detailed('expect.refusalButAllowed', 'expected the refusal {refusal}, but the step was allowed', { refusal }),
      }
    return result.refusal.code === refusal
      ? { met: true, ...detailed('expect.refused', 'refused: {refusal}', { refusal }) }
      : {
          met: false,
          ...detailed('expect.otherRefusal', 'expected the refusal {expected}, got {got}', { expected: refusal, got: result.refusal.code }),
        }
  }
  if (expect.ok !== undefined && expect.ok !== result.ok)
    return {
      met: false,
      ...(expect.ok
        ? detailed('expect.allowedButRefused', 'expected it allowed, got {refusal}', { refusal: result.ok ? '' : result.refusal.code })
        : detailed('expect.anyRefusalButAllowed', 'expected a refusal, but the step was allowed')),
    }
  return result.ok
    ? { met: true, ...detailed('expect.allowed', 'allowed') }
    : { met: true, ...detailed('expect.refused', 'refused: {refusal}', { refusal: result.refusal.code }) }
}
