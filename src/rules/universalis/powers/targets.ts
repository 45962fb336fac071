import type { Power } from '../../../scene/cards/unitCard'
import { hasModel, type GameState } from '../model/gameState'
import { refuse, type Refusal } from '../refusals'
import { POWER_CLAUSES as C } from './catalogue'

import type { UsePowerFacts, UsePowerRequest } from './powers'

/**
 * Whom a power reaches (20.2.4, 20.2.5): the caster itself, a model by touch (base contact; an
 * enemy only after a won melee) or at distance within the power's range, or the models an area
 * covers. Split from powers.ts, which uses it before anything is paid.
 */
export function targetsOf(
  game: GameState,
  power: Power,
  req: UsePowerRequest,
  facts: UsePowerFacts,
): { ok: true; targets: string[] } | { ok: false; refusal: Refusal } {
  const caster = game.models[req.casterId]
  const fail = (r: ReturnType<typeof refuse>) => ({ ok: false as const, refusal: r.refusal })
  if (power.target === 'self') {
    if (req.targetId !== undefined && req.targetId !== caster.id)
      return fail(refuse('power-targets-user-only', `${power.name} acts on its user only`, C.target, { power: power.name }))
    return { ok: true, targets: [caster.id] }
  }
  const distance = () => {
    if (power.range === 'touch') return null
    const d = facts.distanceCm
    // No distance: no target named (nothing to measure to); a number that is no distance is the caller's mistake.
    if (d === undefined)
      return fail(
        refuse('power-needs-target', `distanceCm: a distance power needs the distance to its target in cm, got ${d}`, C.range, {
          power: power.name,
        }),
      )
    if (!Number.isFinite(d) || d < 0)
      throw new RangeError(`rules/powers: distanceCm: a distance power needs the distance to its target in cm, got ${d}`)
    if (power.rangeCm !== undefined && d > power.rangeCm)
      return fail(
        refuse('out-of-range', `${power.name} reaches ${power.rangeCm} cm, the target is ${d} cm away`, C.range, {
          power: power.name,
          maxCm: power.rangeCm,
          cm: d,
        }),
      )
    return null
  }
  if (power.target === 'area') {
    if (power.range === 'touch' && facts.distanceCm !== 0)
      return fail(
        refuse(
          'not-in-base-contact',
          `${power.name} is used by touch: its area must touch ${caster.id}'s base (distanceCm 0)`,
          C.rAreaTouch,
          { power: power.name, model: caster.id },
        ),
      )
    const far = distance()
    if (far) return far
    // 16.2 (R-20.2.4a): hidden camouflaged models are not hit by an area.
    return {
      ok: true,
      targets: [...new Set(facts.modelsInArea ?? [])].filter(
        (id) => hasModel(game, id) && !game.models[id].camouflage?.hidden && !game.models[id].eliminated,
      ),
    }
  }
  const id = req.targetId
  if (!id)
    return fail(refuse('power-needs-target', `targetId: ${power.name} needs another model as its target`, C.target, { power: power.name }))
  if (id === caster.id)
    return fail(
      refuse('cannot-target-self', `targetId: ${power.name} needs another model as its target`, C.target, { power: power.name, model: id }),
    )
  const target = game.models[id]
  if (!target) return fail(refuse('no-such-model', `targetId: no model "${id}"`, C.target, { model: id }))
  if (target.eliminated) return fail(refuse('eliminated', `${id} is eliminated`, C.eliminated, { model: id }))
  const enemy = target.side !== caster.side
  if (enemy && target.camouflage?.hidden)
    return fail(refuse('target-camouflaged', `${id} is camouflaged and cannot be the target of a power`, C.rHidden, { target: id }))
  if (power.range === 'touch') {
    if (!facts.baseContacts.includes(id))
      return fail(refuse('not-in-base-contact', `${power.name} needs base contact with ${id}`, C.range, { power: power.name, target: id }))
    const m = facts.priorMelee
    if (enemy && !(m && m.attackerId === caster.id && m.defenderId === id && m.winner === 'attacker'))
      return fail(
        refuse(
          'touch-needs-won-melee',
          `${power.name} touches an enemy: ${caster.id} must first win a melee attack against ${id}`,
          C.range,
          { power: power.name, model: caster.id, target: id },
        ),
      )
  }
  const far = distance()
  if (far) return far
  return { ok: true, targets: [id] }
}
