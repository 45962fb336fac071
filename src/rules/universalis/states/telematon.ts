import type { UnitCard } from '../../../scene/cards/unitCard'
import { ruling, universalis } from '../../kernel/clauses'
import { detailed } from '../../kernel/detail'
import { currentAttribute } from '../model/attributes'
import { purpose, type Dice } from '../../kernel/dice'
import { requireModel, type GameState } from '../model/gameState'
import { refuse, type Refusal } from '../refusals'
import { attributeRoll } from '../model/rolls'
import { SC, inPlay, loseHitPoints, outcome, type StateOutcome } from './common'
import { isOrphanTelematon, withPanic } from './panic'

/**
 * Telematons and operators (19): each telematon belongs to exactly one operator of its group,
 * fixed before the game (19.2); the operator's traits and equipment say how many it may have
 * (19.1). A telematon borrows the operator's AGI, NK, FK and EH (19.5, attributes.ts), gets 2 AP
 * plus the operator's (19.4, ap.ts), activates with it (19.1, round.ts), panics without it
 * (19.3), and its elimination feeds back on the operator (19.8).
 */

const C = {
  operators: universalis('19.1', 'Operatoren'),
  assignment: universalis('19.2', 'Zuordnung'),
  noOperator: universalis('19.3', 'Telematons ohne Operator'),
  feedback: universalis('19.8', 'Eliminierung'),
  slots: ruling('R-19.1a', 'Anzahl der Telematons'),
}

/**
 * 19.1: how many telematons a model may operate: the `operator` effects of its traits and
 * equipment, added up (R-19.1a: "3 Lenk-Module" are three items, each a slot).
 */
export function operatorSlots(card: UnitCard): number {
  const fromTraits = (card.traits ?? []).reduce((s, t) => s + (t.effect?.kind === 'operator' ? t.effect.slots : 0), 0)
  const fromEquipment = (card.equipment ?? []).reduce((s, e) => s + (e.effect?.kind === 'operator' ? e.effect.slots : 0), 0)
  return fromTraits + fromEquipment
}

export interface AssignmentInput {
  id: string
  side: string
  card: UnitCard
  operatorId?: string
}

/** 19.1 and 19.2: every telematon has exactly one operator of its side with a free slot; nothing else has one. */
export function checkAssignments(figures: readonly AssignmentInput[]): Refusal | null {
  const byId = new Map(figures.map((f) => [f.id, f]))
  const used = new Map<string, number>()
  for (const f of figures) {
    if (f.card.type !== 'telematon') {
      if (f.operatorId !== undefined)
        return refuse(
          'not-a-telematon',
          `figures[${f.id}].operatorId: only telematons have an operator (${f.id} is ${f.card.type})`,
          C.assignment,
          { model: f.id, type: f.card.type },
        ).refusal
      continue
    }
    if (!f.operatorId)
      return refuse(
        'telematon-without-operator',
        `figures[${f.id}].operatorId: telematon ${f.id} must be assigned to exactly one operator before the game`,
        C.assignment,
        { model: f.id },
      ).refusal
    const op = byId.get(f.operatorId)
    if (!op)
      return refuse('no-such-model', `figures[${f.id}].operatorId: no figure "${f.operatorId}"`, C.assignment, { model: f.operatorId })
        .refusal
    if (op.side !== f.side)
      return refuse(
        'wrong-side',
        `figures[${f.id}].operatorId: operator ${op.id} is on side ${op.side}, the telematon on ${f.side}`,
        C.assignment,
        { model: f.id, operator: op.id, side: f.side, belongsTo: op.side },
      ).refusal
    if (op.card.type === 'telematon')
      return refuse(
        'telematon-cannot-operate',
        `figures[${f.id}].operatorId: ${op.id} is itself a telematon and cannot operate one`,
        C.operators,
        { model: f.id, operator: op.id },
      ).refusal
    const n = (used.get(op.id) ?? 0) + 1
    used.set(op.id, n)
    const slots = operatorSlots(op.card)
    if (n > slots)
      return refuse(
        'too-many-telematons',
        `operator ${op.id} may have ${slots} telematon(s) by its traits and equipment; ${f.id} would be number ${n}`,
        C.slots,
        { operator: op.id, model: f.id, max: slots, have: n },
      ).refusal
  }
  return null
}

/** The telematons assigned to `operatorId`, in play or not. */
export const telematonsOf = (game: GameState, operatorId: string): string[] =>
  Object.values(game.models)
    .filter((m) => m.card.type === 'telematon' && m.operatorId === operatorId)
    .map((m) => m.id)

/** 19.3: every telematon in play whose operator is gone gets a panic marker (11.2 "automatisch"). */
export function panicOrphans(game: GameState): StateOutcome {
  let out = outcome(game)
  for (const m of Object.values(game.models)) {
    if (!inPlay(m) || m.tokens.panic || !isOrphanTelematon(out.game, m.id)) continue
    out = {
      ...out,
      game: withPanic(out.game, m.id, true),
      events: [...out.events, { kind: 'panicked', modelId: m.id, cause: 'noOperator', clause: C.noOperator }],
    }
  }
  return out
}

/**
 * 19.8: the eliminated telematon's feedback: its operator (if in play) takes an EH test; on a
 * failure it loses half the telematon's KO (rounded down) in hit points (R-19.8a: without a
 * wound roll, reduction or shock). The caller cascades a resulting elimination (states.ts).
 */
export function operatorFeedback(game: GameState, telematonId: string, dice: Dice): StateOutcome {
  const tele = requireModel(game, telematonId, 'telematonId')
  const out = outcome(game)
  const op = tele.operatorId ? game.models[tele.operatorId] : undefined
  if (tele.card.type !== 'telematon' || !op || !inPlay(op)) return out
  const eh = currentAttribute(game, op.id, 'EH')
  const roll = attributeRoll(dice, {
    value: eh.value,
    modifiers: [],
    purpose: purpose(
      'roll.feedback',
      { model: op.id, telematon: telematonId },
      `EH test of operator ${op.id} against the feedback of ${telematonId}`,
    ),
    clause: C.feedback,
  })
  out.breakdown.modifiers.push(...eh.modifiers)
  out.breakdown.rolls.push(roll)
  if (roll.success) return out
  const loss = Math.floor(tele.card.attributes.KO / 2)
  const hit = loseHitPoints(op, loss)
  out.breakdown.lines.push(
    {
      key: 'feedback.hpLoss',
      value: loss,
      clause: C.feedback,
      ...detailed('feedback.hpLoss', '{operator}: half the KO {ko} of {telematon}', {
        operator: op.id,
        ko: tele.card.attributes.KO,
        telematon: telematonId,
      }),
    },
    ...hit.lines,
  )
  out.game = { ...game, models: { ...game.models, [op.id]: hit.model } }
  if (hit.model.eliminated) out.events.push({ kind: 'eliminated', modelId: op.id, clause: SC.eliminated })
  else if (hit.becameCritical) out.events.push({ kind: 'critical', modelId: op.id, clause: SC.critical })
  return out
}
