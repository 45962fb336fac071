import type { TableWorld } from '../../geometry/world/tableWorld'
import type { Modifier, Refusal, RulingLine } from '../../rules/kernel'
import { newMkGame, previewMkAttack, type MkAttackPreview, type MkPairFacts } from '../../rules/mageknight/engine'
import { CORE } from '../../rules/mageknight/core'
import { detailed } from '../../rules/kernel'
import { mkReadingsOf, type MkReadings } from '../profiles/resolve'
import type { MkGameSettings } from '../profiles/types'
import { piecesOf } from './create'
import { enemiesInContact, pairFactsFor } from './engineFacts'
import { isLargeAttack, previewLargeAt } from './largeAttackRuling'
import { isCavalryAttack, judgeCavalryAttack, withCavalryOf, type CavalryDialName, type CavalryDialRuling } from './cavalryAttackRuling'

/**
 * The Mage Knight ruling of one attack between two figures as the table stands (`npm run judge
 * -- SCENE FROM TO --mk`, the view's Mage Knight panel): close combat when the bases touch, else a
 * ranged attack; the same checks and numbers the engine uses before it rolls (previewMkAttack),
 * under a rule profile's Mage Knight readings read as the play mode's game reads them (mkReadingsOf, R-CLI.5).
 */

export interface MkAttackOptions {
  kind?: 'ranged' | 'melee'
  dial?: number | CavalryDialName
  targetDial?: CavalryDialName
  /** A rule profile's Mage Knight readings (mkGameSettingsOf); none: the defaults (sightline-default's). */
  rules?: MkGameSettings
}

export interface MkAttackJudgement {
  from: string
  to: string
  kind: 'ranged' | 'melee'
  facts: MkPairFacts
  /** The preview when the attack is allowed, else the refusal. */
  preview: MkAttackPreview | null
  refusal: Refusal | null
  modifiers: Modifier[]
  lines: RulingLine[]
  /** 003: against each dial of a cavalry target the attacker has not chosen one of (`--target-dial`). */
  dialChoices?: CavalryDialRuling[]
}

export class MkJudgeError extends Error {}

const round2 = (x: number) => Math.round(x * 100) / 100

/** What the table says whatever the rules make of it: the line of fire and base contact (core 6, 7), and the distance (core 5). */
function factLines(f: MkPairFacts, withDistance: boolean): RulingLine[] {
  const los = f.lineOfFire
  const through = [...los.blockedBy, ...los.bases].join(', ')
  const lines: RulingLine[] = [
    {
      key: 'mk.lineOfFire',
      value: los.status,
      clause: CORE.ranged,
      ...(los.status === 'clear'
        ? detailed('mk.lineOfFire.clear', 'centre point to centre point, nothing in the way')
        : detailed('mk.lineOfFire.crossed', 'centre point to centre point through {through}', { through })),
    },
    { key: 'mk.baseContact', value: f.inBaseContact, clause: CORE.baseContact },
  ]
  if (withDistance)
    lines.unshift({
      key: 'mk.distance',
      value: round2(f.distanceIn),
      clause: CORE.distances,
      ...detailed('mk.distance', '{attacker} to {target}: {distance} in between the centre points', {
        attacker: f.attacker,
        target: f.target,
        distance: round2(f.distanceIn),
      }),
    })
  return lines
}

export function judgeMkAttack(world: TableWorld, from: string, to: string, options: MkAttackOptions = {}): MkAttackJudgement {
  const pieces = piecesOf(world.scene)
  for (const [arg, id] of [
    ['FROM', from],
    ['TO', to],
  ] as const)
    if (!pieces.some((p) => p.id === id))
      throw new MkJudgeError(
        `${arg}: "${id}" is not a Mage Knight figure of the scene (Mage Knight figures: ${pieces.map((p) => p.id).join(', ') || 'none'})`,
      )
  if (from === to) throw new MkJudgeError(`TO: the target must differ from the attacker "${from}"`)
  const sides = [...new Set(pieces.map((p) => p.side))]
  const readings = mkReadingsOf(options.rules)
  const settings = readings.engine
  // A game of two sides or more only to ask the rules; no action is given, nothing is rolled.
  const game = withCavalryOf(newMkGame(pieces, sides.length > 1 ? sides : [...sides, '(nobody)'], 100, { settings }), world)
  // 003: a cavalry figure at either end (cavalryAttackRuling.ts): both dials, the dial choices, Horsemanship, Nature's Ally.
  if (isCavalryAttack(game, from, to)) return cavalryJudgement(world, game, from, to, options, readings)
  const table = readings.table.facts
  const facts = pairFactsFor(world, from, to, table)
  const kind = options.kind ?? (facts.inBaseContact ? 'melee' : 'ranged')
  // 000: a large figure or a passenger at either end is previewed by the large-figure rules.
  const large = isLargeAttack(game, from, to, world)
  const r = large
    ? previewLargeAt(world, game, from, to, kind, typeof options.dial === 'number' ? options.dial : undefined, readings)
    : previewMkAttack(
        game,
        from,
        [to],
        kind,
        { pairs: [facts], enemiesInContact: enemiesInContact(world, from, table) },
        settings,
        typeof options.dial === 'number' ? options.dial : 0,
      )
  return r.ok
    ? {
        from,
        to,
        kind,
        facts,
        preview: r.value,
        refusal: null,
        modifiers: r.breakdown.modifiers,
        lines: [...factLines(facts, false), ...r.value.lines],
      }
    : { from, to, kind, facts, preview: null, refusal: r.refusal, modifiers: [], lines: factLines(facts, true) }
}

function cavalryJudgement(
  world: TableWorld,
  game: ReturnType<typeof newMkGame>,
  from: string,
  to: string,
  options: MkAttackOptions,
  readings: MkReadings,
): MkAttackJudgement {
  const dial = typeof options.dial === 'string' ? options.dial : undefined
  const probe = judgeCavalryAttack(world, game, from, to, options.kind ?? 'ranged', dial, options.targetDial, readings)
  const kind = options.kind ?? (probe.facts.inBaseContact ? 'melee' : 'ranged')
  const r = kind === 'ranged' && !options.kind ? probe : judgeCavalryAttack(world, game, from, to, kind, dial, options.targetDial, readings)
  const { main, facts } = r
  const choices = r.choices.length > 0 ? { dialChoices: r.choices } : {}
  return main.preview
    ? {
        from,
        to,
        kind,
        facts,
        preview: main.preview,
        refusal: null,
        modifiers: main.modifiers,
        lines: [...factLines(facts, false), ...main.preview.lines],
        ...choices,
      }
    : {
        from,
        to,
        kind,
        facts,
        preview: null,
        refusal: main.refusal,
        modifiers: [],
        lines: [...factLines(facts, true), ...r.dialLines],
        ...choices,
      }
}
