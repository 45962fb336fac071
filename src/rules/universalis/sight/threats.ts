import { ruling, universalis, type RulingLine } from '../../kernel/clauses'
import { currentAttribute } from '../model/attributes'
import { purpose, type Dice } from '../../kernel/dice'
import { hasModel, requireModel, type GameState, type ModelState } from '../model/gameState'
import { emptyBreakdown, type RollRecord } from '../../kernel/resolution'
import { refuse, type Refusal, type Resolution } from '../refusals'
import { attributeRoll } from '../model/rolls'
import { distanceCm, inBaseContact, type TableFacts } from '../model/facts'
import { telematonsOf } from '../states/telematon'
import { detailed } from '../../kernel/detail'

/**
 * Direct threats (4.5.1): at the start of its initiative phase the nearest enemy inside a
 * model's danger zone (radius 12 - EH cm, 4.5) is a direct threat, and every enemy in base
 * contact is one whatever the radius. The model may try once per phase to ignore them with an EH
 * test; until it succeeds it must attack a direct threat (by melee, shooting, equipment, traits or
 * powers): attacks on anyone else are refused with `must-attack-direct-threat`. Telematons have no
 * danger zone but must act against their operator's direct threat where they can (19.6).
 */

export interface ThreatSettings {
  /** R-4.5.1a: an enemy exactly on the radius is inside the danger zone. */
  radiusInclusive: boolean
}
export const DEFAULT_THREAT_SETTINGS: ThreatSettings = { radiusInclusive: true }

const C = {
  zone: universalis('4.5', 'Gefahrenbereich'),
  threat: universalis('4.5.1', 'Direkte Bedrohung'),
  panic: universalis('11.4.1', 'Auswirkungen von Panik'),
  telematon: universalis('19.6', 'Gefahrenbereich'),
  hidden: ruling('R-4.5.1c', 'Getarnte Gegner'),
  ties: ruling('R-4.5.1b', 'Gleich nahe Gegner'),
}

export interface DirectThreatFinding {
  /** Enemy ids that are direct threats (base contact ones first, then the nearest in the zone). */
  threatIds: string[]
  /** Danger zone radius in cm, null for telematons (19.6). */
  radiusCm: number | null
  lines: RulingLine[]
}

const isLiveEnemy = (model: ModelState, other: ModelState): boolean =>
  other.id !== model.id &&
  other.side !== model.side &&
  !other.eliminated &&
  // R-4.5.1c: a hidden camouflaged enemy cannot be attacked (16.2), so it cannot be a threat one must attack.
  !(other.camouflage?.hidden ?? false)

/** Which enemies are direct threats to `modelId` now (4.5.1), from its own danger zone. */
export function findDirectThreats(
  game: GameState,
  modelId: string,
  facts: TableFacts,
  settings: ThreatSettings = DEFAULT_THREAT_SETTINGS,
): DirectThreatFinding {
  const model = requireModel(game, modelId)
  if (model.card.type === 'telematon')
    return { threatIds: [], radiusCm: null, lines: [{ key: 'threat.telematonHasNone', value: true, clause: C.telematon }] }
  if (model.tokens.panic) return { threatIds: [], radiusCm: null, lines: [{ key: 'threat.panicIgnores', value: true, clause: C.panic }] }
  const radius = Math.max(0, 12 - currentAttribute(game, modelId, 'EH').value)
  const enemies = Object.values(game.models).filter((o) => isLiveEnemy(model, o))
  const contact = enemies.filter((e) => inBaseContact(facts, modelId, e.id)).map((e) => e.id)
  const lines: RulingLine[] = [{ key: 'threat.radiusCm', value: radius, clause: C.zone }]
  let best = Infinity
  let nearest: string[] = []
  for (const e of enemies) {
    const d = distanceCm(facts, modelId, e.id)
    if (d === undefined) continue
    const inside = settings.radiusInclusive ? d <= radius : d < radius
    if (!inside) continue
    if (d < best) {
      best = d
      nearest = [e.id]
    } else if (d === best) nearest.push(e.id) // R-4.5.1b: equally near enemies are all direct threats
  }
  for (const id of contact) lines.push({ key: 'threat.baseContact', value: id, clause: C.threat })
  for (const id of nearest)
    lines.push({
      key: 'threat.nearestInZone',
      value: id,
      clause: nearest.length > 1 ? C.ties : C.threat,
      ...detailed('threat.nearestInZone', '{cm} cm', { cm: best }),
    })
  const threatIds = [...contact, ...nearest.filter((id) => !contact.includes(id))]
  return { threatIds, radiusCm: radius, lines }
}

/**
 * Start of an initiative phase: records the model's direct threats and clears its one EH test;
 * its telematons take over the operator's threats (R-19.6a).
 */
export function markDirectThreats(
  game: GameState,
  modelId: string,
  facts: TableFacts,
  settings: ThreatSettings = DEFAULT_THREAT_SETTINGS,
): { game: GameState; finding: DirectThreatFinding } {
  const finding = findDirectThreats(game, modelId, facts, settings)
  const models = { ...game.models, [modelId]: { ...game.models[modelId], directThreats: finding.threatIds, threatTestTaken: false } }
  if (game.models[modelId].card.type !== 'telematon')
    for (const t of telematonsOf(game, modelId)) models[t] = { ...models[t], directThreats: finding.threatIds, threatTestTaken: false }
  return { game: { ...game, models }, finding }
}

/**
 * 4.5.1: the EH test to ignore the direct threats, one attempt per initiative phase. Success
 * frees the model and its telematons (R-19.6a) for the rest of the phase.
 */
export function testToIgnoreThreat(
  game: GameState,
  modelId: string,
  dice: Dice,
): Resolution<{ game: GameState; ignored: boolean; roll: RollRecord }> {
  const model = game.models[modelId]
  if (!model) return refuse('no-such-model', `modelId: no model "${modelId}"`, C.threat, { model: modelId })
  if (model.card.type === 'telematon')
    return refuse('no-direct-threat', `${modelId} is a telematon: it has no EH and no direct threats of its own`, C.telematon, {
      model: modelId,
    })
  if (!model.directThreats?.length)
    return refuse('no-direct-threat', `${modelId} has no direct threat to ignore`, C.threat, { model: modelId })
  if (model.threatTestTaken)
    return refuse('threat-test-taken', `${modelId} has already taken its one EH test this initiative phase`, C.threat, { model: modelId })
  const eh = currentAttribute(game, modelId, 'EH')
  const roll = attributeRoll(dice, {
    value: eh.value,
    modifiers: [],
    purpose: purpose('roll.ignoreThreat', { model: modelId }, `EH test of ${modelId} to ignore its direct threat`),
    clause: C.threat,
  })
  const models = { ...game.models, [modelId]: { ...model, threatTestTaken: true, directThreats: roll.success ? [] : model.directThreats } }
  if (roll.success) for (const t of telematonsOf(game, modelId)) models[t] = { ...models[t], directThreats: [] }
  const breakdown = emptyBreakdown()
  breakdown.modifiers.push(...eh.modifiers)
  breakdown.rolls.push(roll)
  breakdown.lines.push({ key: 'threat.ignored', value: roll.success, clause: C.threat })
  return { ok: true, value: { game: { ...game, models }, ignored: roll.success, roll }, breakdown }
}

/**
 * For the attack rules (melee, ranged, equipment, traits, powers): refuses an attack by
 * `attackerId` on `targetId` while the attacker must attack a direct threat that still stands.
 */
export function directThreatRefusal(game: GameState, attackerId: string, targetId: string): Refusal | null {
  const model = game.models[attackerId]
  if (!model) return null
  const standing = (model.directThreats ?? []).filter(
    (id) => hasModel(game, id) && !game.models[id].eliminated && !(game.models[id].camouflage?.hidden ?? false),
  )
  if (standing.length === 0 || standing.includes(targetId)) return null
  const clause = model.card.type === 'telematon' ? C.telematon : C.threat
  const how = model.threatTestTaken || model.card.type === 'telematon' ? '' : ' (or pass the EH test to ignore it first)'
  return {
    code: 'must-attack-direct-threat',
    reason: `${attackerId} must attack its direct threat ${standing.join(' or ')}${how}, not ${targetId}`,
    clause,
    params: { model: attackerId, threats: standing.join(', '), target: targetId },
  }
}
