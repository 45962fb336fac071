import type { DamageProfile } from '../../../scene/cards/unitCard'
import { ruling } from '../../kernel/clauses'
import { detailed } from '../../kernel/detail'
import { resolveHit } from '../damage/apply'
import { purpose, type Dice } from '../../kernel/dice'
import { requireModel, type GameState } from '../model/gameState'
import { rollHitZone } from '../damage/hitZones'
import { DEFAULT_COMBAT_SETTINGS, type CombatSettings } from '../ranged/settings'
import { inBaseContact, type TableFacts } from '../model/facts'
import { applyShock } from '../model/shock'
import { afterElimination } from './states'
import { SC, inPlay, merge, outcome, type StateOutcome } from './common'

/**
 * Burning (11.1) and poison (11.6) at the start of a model's initiative phase. Both bring an
 * automatic hit with the profile of the weapon that caused them, resolved by the damage rules
 * (damageApply.resolveHit: wound roll against the armour roll, 10.4 and 10.5).
 */

export interface BurningSettings {
  /** R-11.1a: one random direction for all W6 moves (`one`), or a new one for each (`each-move`). */
  directions: 'one' | 'each-move'
  /**
   * R-11.1b: the KO an additive profile (12.5) adds to in an automatic hit: the one who set the
   * fire is not recorded, so `none` (0, the printed strength alone) or the `victim`'s own.
   */
  additiveKO: 'none' | 'victim'
  combat: CombatSettings
}

export const DEFAULT_BURNING_SETTINGS: BurningSettings = { directions: 'one', additiveKO: 'none', combat: DEFAULT_COMBAT_SETTINGS }

const C = {
  ...SC,
  direction: ruling('R-11.1a', 'Zufällige Richtung'),
  additive: ruling('R-11.1b', 'Additive Stärke bei automatischen Treffern'),
  helpers: ruling('R-11.1c', 'Wer hilft'),
  poisonHit: ruling('R-11.6a', 'Automatischer Schaden'),
}

/** 11.1 table with the 11.1.1 bonus already added: 1-8 hit and run, 9-11 out with a shock, 12+ out. */
export type BurningResult = 'hit' | 'outWithShock' | 'out'
export const burningResult = (total: number): BurningResult => (total <= 8 ? 'hit' : total <= 11 ? 'outWithShock' : 'out')

/** R-11.1a: a W12 read as a clock face, 12 o'clock being the table's north edge: bearing in degrees clockwise. */
export const clockBearingDeg = (w12: number): number => (w12 % 12) * 30

/** One automatic hit with `profile` on `modelId` (a colossus: in a rolled zone, 18.3), eliminations cascaded. */
function automaticHit(
  game: GameState,
  modelId: string,
  profile: DamageProfile,
  cause: 'burning' | 'poison',
  facts: TableFacts,
  dice: Dice,
  settings: BurningSettings,
): StateOutcome {
  const model = game.models[modelId]
  let out = outcome(game)
  const zone = model.card.type === 'colossus' ? rollHitZone(dice, modelId, settings.combat.colossus) : null
  if (zone) {
    out.breakdown.rolls.push(zone.roll)
    out.breakdown.lines.push(zone.line)
  }
  const attackerKO = profile.additive && settings.additiveKO === 'victim' ? model.card.attributes.KO : 0
  if (profile.additive) out.breakdown.lines.push({ key: 'automaticHit.additiveKO', value: attackerKO, clause: C.additive })
  const hit = resolveHit(dice, model, { attackerId: cause, profile, attackerKO, coverArmourBonus: 0, zone: zone?.zone }, settings.combat)
  out.breakdown.rolls.push(...hit.rolls)
  out.breakdown.lines.push(...hit.lines)
  out.game = { ...game, models: { ...game.models, [modelId]: hit.model } }
  out.events.push({
    kind: 'automaticHit',
    modelId,
    cause,
    profile,
    outcome: hit.effects.outcome,
    hpLoss: hit.effects.hpLoss,
    clause: cause === 'burning' ? C.burning : C.poisonHit,
  })
  if (hit.model.critical && !model.critical) out.events.push({ kind: 'critical', modelId, clause: C.critical })
  if (hit.model.eliminated) {
    out.events.push({ kind: 'eliminated', modelId, clause: C.eliminated })
    out = merge(out, afterElimination(out.game, modelId, facts, dice))
  }
  return out
}

/**
 * 11.1: the burning roll at the start of the phase: W12 + 2 per friend in base contact (11.1.1;
 * R-11.1c: friends in play, panicking ones too). 1-8: the automatic hit, and a survivor runs W6
 * times its full move in a random direction (returned as a `burningRun` event for the movement
 * layer); 9-11: marker off and 1 shock; 12+: marker off.
 */
export function burningAtPhaseStart(
  game: GameState,
  modelId: string,
  facts: TableFacts,
  dice: Dice,
  settings: BurningSettings = DEFAULT_BURNING_SETTINGS,
): StateOutcome {
  const model = requireModel(game, modelId)
  let out = outcome(game)
  const profile = model.tokens.burning
  if (!profile || !inPlay(model)) return out
  const helpers = Object.values(game.models).filter(
    (f) => f.id !== modelId && f.side === model.side && inPlay(f) && inBaseContact(facts, modelId, f.id),
  )
  for (const h of helpers)
    out.breakdown.modifiers.push({
      key: 'burning.friendInContact',
      value: 2,
      clause: C.burningHelp,
      ...detailed('burning.friendInContact', '{model}', { model: h.id }),
    })
  const r = dice.roll(12, purpose('roll.burning', { model: modelId }, `burning roll of ${modelId}`), C.burning)
  const total = r + 2 * helpers.length
  const result = burningResult(total)
  out.breakdown.rolls.push({ purpose: `burning roll of ${modelId}`, clause: C.burning, kind: 'table', dice: [r], total })
  out.breakdown.lines.push({
    key: 'burning.result',
    value: result,
    clause: C.burning,
    ...detailed('burning.result', '{roll} + {help} = {total}', { roll: r, help: 2 * helpers.length, total }),
  })
  if (result !== 'hit') {
    const m = out.game.models[modelId]
    const off = { ...m, tokens: { ...m.tokens, burning: null } }
    out.game = { ...out.game, models: { ...out.game.models, [modelId]: result === 'outWithShock' ? applyShock(off) : off } }
    out.events.push({ kind: 'markerRemoved', modelId, marker: 'burning', clause: C.burning })
    if (result === 'outWithShock')
      out.breakdown.lines.push({ key: 'shock', value: 1, clause: C.burning, ...detailed('burning.shock', '{model}', { model: modelId }) })
    return out
  }
  out = merge(out, automaticHit(out.game, modelId, profile, 'burning', facts, dice, settings))
  if (!inPlay(out.game.models[modelId])) return out
  const moves = dice.roll(6, purpose('roll.burningMoves', { model: modelId }, `burning run of ${modelId}: number of moves`), C.burning)
  const bearings: number[] = []
  for (let i = 0; i < (settings.directions === 'one' ? 1 : moves); i++)
    bearings.push(
      clockBearingDeg(
        dice.roll(
          12,
          purpose(
            'roll.burningDirection',
            { model: modelId, move: i + 1 },
            `burning run of ${modelId}: direction${settings.directions === 'one' ? '' : ` of move ${i + 1}`}`,
          ),
          C.direction,
        ),
      ),
    )
  out.breakdown.rolls.push({ purpose: `burning run of ${modelId}`, clause: C.burning, kind: 'random', dice: [moves] })
  out.events.push({ kind: 'burningRun', modelId, moves, bearingsDeg: bearings, clause: C.burning })
  return out
}

/**
 * 11.6: at the start of the phase one poison marker comes off and the model suffers an automatic
 * hit with the poisoning weapon's profile (R-11.6a: "automatischer Schaden" read as the same
 * automatic hit as burning, wound roll against armour, so the profile's strength counts).
 */
export function poisonAtPhaseStart(
  game: GameState,
  modelId: string,
  facts: TableFacts,
  dice: Dice,
  settings: BurningSettings = DEFAULT_BURNING_SETTINGS,
): StateOutcome {
  const model = requireModel(game, modelId)
  const poison = model.tokens.poison
  if (!poison || poison.count <= 0 || !inPlay(model)) return outcome(game)
  const left = poison.count - 1
  const next = { ...model, tokens: { ...model.tokens, poison: left > 0 ? { ...poison, count: left } : null } }
  let out = outcome({ ...game, models: { ...game.models, [modelId]: next } })
  out.events.push({ kind: 'markerRemoved', modelId, marker: 'poison', clause: C.poison })
  out.breakdown.lines.push({
    key: 'poison.markersLeft',
    value: left,
    clause: C.poison,
    ...detailed('poison.markersLeft', '{model}', { model: modelId }),
  })
  out = merge(out, automaticHit(out.game, modelId, poison.profile, 'poison', facts, dice, settings))
  return out
}
