import type { SightRuling } from '../sight/coverTypes'
import type { Dice } from '../../kernel/dice'
import { defenceTestWhenShot, overwatchTest } from './followUps'
import type { ActionFacts, EngineSettings, Performed, ShotAction } from './types'
import { rerollsFor } from '../items/equipment'
import { modelOrUndefined, type GameState } from '../model/gameState'
import { resolveAreaAttack, type AreaAttackInput } from '../ranged/areaWeapons'
import { planIndirectFire, resolveIndirectFire, type IndirectFireInput } from '../ranged/indirect'
import { planRangedAttack, resolveRangedAttack, type RangedAttackInput } from '../ranged/attack'
import type { ActingFacts, ShotKind } from '../ranged/checks'
import { planSustainedFire, resolveSustainedFire, type SustainedFireInput } from '../ranged/sustainedFire'
import { emptyBreakdown } from '../../kernel/resolution'
import { refuse, type Refusal, type Resolution } from '../refusals'
import { distanceCm, inBaseContact, perceives } from '../model/facts'
import { merge, SC, type StateOutcome } from '../states/common'
import { RC } from '../ranged/settings'

/**
 * Shooting in the engine (14): the facts each shot needs taken from the table (sight, the melee
 * around the target for 14.8, the shooter's perception for dodge fire 8.4, passive FK rerolls
 * 7.2), the defence test of a target in defence before the roll (15.3), the roll itself by the
 * ranged modules, and the overwatch test of a model the shot hit (14.2, R-E.2a).
 */

type Fail = { ok: false; refusal: Refusal }

/** The sight ruling from `from` to `to`; the judge measures it for every shot (a missing one is the caller's mistake). */
export function sightFact(facts: ActionFacts, from: string, to: string): SightRuling {
  const s = facts.sight?.[from]?.[to]
  if (!s) throw new RangeError(`rules/engine: facts.sight.${from}.${to}: the shot needs the sight ruling from ${from} to ${to}`)
  return s
}
const isFail = (x: object): x is Fail => 'ok' in x && (x as Fail).ok === false

/** 14.8: the target's enemies in base contact with it (its melee), still in play. */
export function meleeAround(game: GameState, facts: ActionFacts, targetId: string): string[] {
  const t = game.models[targetId]
  if (!t) return []
  return Object.values(game.models)
    .filter((m) => m.side !== t.side && !m.eliminated && !m.offTable && inBaseContact(facts.table, targetId, m.id))
    .map((m) => m.id)
}

export const inMeleeNow = (game: GameState, facts: ActionFacts, id: string): boolean => meleeAround(game, facts, id).length > 0

/** R-18.3c: the players' map of a colossus's weapon sides (the card's `mount` and the default come after it, hitZones.weaponSide). */
const mountsOf = (game: GameState, id: string) => modelOrUndefined(game, id)?.weaponMounts

function actingOf(game: GameState, facts: ActionFacts, id: string): ActingFacts {
  return { active: game.active.includes(id), inMelee: inMeleeNow(game, facts, id) }
}

/** A model the table can measure for a shot: in the game (14.1) and still on the table (R-11.4b); else the refusal. */
function targetOnTable(game: GameState, target: string, field = 'targetId'): Fail | null {
  const t = game.models[target]
  if (!t) return refuse('no-such-model', `${field}: no model "${target}"`, RC.procedure, { model: target })
  if (t.offTable) return refuse('out-of-play', `${target} has left the table`, SC.offTable, { model: target })
  return null
}

/** The input of one shot, from the table's facts (shared with the preview, shotPreview.ts), or the refusal. */
export function shotInputOf(
  game: GameState,
  facts: ActionFacts,
  shooter: string,
  target: string,
  weapon: string,
  kind: ShotKind,
  dodge: boolean,
): RangedAttackInput | Fail {
  const gone = targetOnTable(game, shooter, 'shooterId') ?? targetOnTable(game, target)
  if (gone) return gone
  // 14.1: no sight is measured from a model to itself.
  if (target === shooter)
    return refuse('cannot-target-self', `targetId: ${shooter} cannot shoot at itself`, RC.procedure, { model: shooter })
  const sight = sightFact(facts, shooter, target)
  const meleeWithTarget = meleeAround(game, facts, target).filter((id) => id !== shooter)
  const victimArmourBonus: Record<string, number> = {}
  for (const id of meleeWithTarget) victimArmourBonus[id] = facts.sight?.[shooter]?.[id]?.armourBonus ?? 0
  return {
    shooterId: shooter,
    targetId: target,
    weaponName: weapon,
    kind,
    sight,
    acting: actingOf(game, facts, shooter),
    meleeWithTarget,
    victimArmourBonus,
    weaponMounts: mountsOf(game, shooter),
    dodge: dodge ? { shooterInPerception: perceives(facts.table, target, shooter) } : undefined,
  }
}

const done = (out: StateOutcome): Resolution<Performed> => ({
  ok: true,
  value: { game: out.game, events: out.events, breakdown: out.breakdown },
  breakdown: out.breakdown,
})

/** 14.2 normal, aimed and snap shots, and 14.3 reaction fire (kind `reaction`). */
export function performShot(
  game: GameState,
  dice: Dice,
  a: { shooter: string; target: string; weapon: string; kind: ShotKind; dodge?: boolean },
  facts: ActionFacts,
  settings: EngineSettings,
): Resolution<Performed> {
  const input = shotInputOf(game, facts, a.shooter, a.target, a.weapon, a.kind, a.dodge ?? false)
  if (isFail(input)) return input
  const planned = planRangedAttack(game, input, settings.combat)
  if (!planned.ok) return planned
  const rr = rerollsFor(game, a.shooter, 'FK', [], input.acting)
  const fkRerolls = rr.ok ? rr.value.rerolls : 0
  let out: StateOutcome = defenceTestWhenShot(game, dice, a.target)
  const shot = resolveRangedAttack(out.game, { ...input, fkRerolls }, dice, settings.combat)
  if (!shot.ok) return shot
  if (rr.ok) out.breakdown.lines.push(...rr.value.lines)
  out = merge(out, { game: shot.value.game, events: [], breakdown: shot.breakdown })
  if (shot.value.hit && shot.value.victimId && settings.overwatchTest) out = merge(out, overwatchTest(out.game, dice, shot.value.victimId))
  return done(out)
}

export function performSustained(
  game: GameState,
  dice: Dice,
  a: { shooter: string; weapon: string; action: 'normal' | 'snap' | 'reaction'; targets: { target: string; shots: number }[] },
  facts: ActionFacts,
  settings: EngineSettings,
): Resolution<Performed> {
  const targets: SustainedFireInput['targets'][number][] = []
  // R-14.12a before the distances between the targets are read: a model named twice has no distance to itself.
  const ids = a.targets.map((t) => t.target)
  const twice = ids.find((id, i) => ids.indexOf(id) !== i)
  if (twice !== undefined)
    return refuse('same-target-twice', `targets: each model once (R-14.12a), got ${ids.join(', ')}`, RC.rSustained, { target: twice })
  for (const [i, t] of a.targets.entries()) {
    const one = shotInputOf(game, facts, a.shooter, t.target, a.weapon, a.action, false)
    if (isFail(one)) return one
    const gap = i > 0 ? distanceCm(facts.table, a.targets[i - 1].target, t.target) : undefined
    if (i > 0 && gap === undefined)
      throw new RangeError(`rules/engine: facts.table.distancesCm: no distance between ${a.targets[i - 1].target} and ${t.target}`)
    targets.push({
      targetId: t.target,
      shots: t.shots,
      sight: one.sight,
      distanceFromPreviousCm: gap,
      meleeWithTarget: one.meleeWithTarget,
      victimArmourBonus: one.victimArmourBonus,
    })
  }
  const input: SustainedFireInput = {
    shooterId: a.shooter,
    weaponName: a.weapon,
    kind: a.action,
    acting: actingOf(game, facts, a.shooter),
    targets,
    weaponMounts: mountsOf(game, a.shooter),
  }
  const planned = planSustainedFire(game, input, settings.combat)
  if (!planned.ok) return planned
  let out: StateOutcome = { game, events: [], breakdown: emptyBreakdown() }
  for (const t of a.targets) out = merge(out, defenceTestWhenShot(out.game, dice, t.target))
  const fired = resolveSustainedFire(out.game, input, dice, settings.combat)
  if (!fired.ok) return fired
  out = merge(out, { game: fired.value.game, events: [], breakdown: fired.breakdown })
  for (const r of fired.value.results)
    if (r.hit && r.victimId && settings.overwatchTest) out = merge(out, overwatchTest(out.game, dice, r.victimId))
  return done(out)
}

function indirectInput(
  game: GameState,
  facts: ActionFacts,
  a: { shooter: string; weapon: string; action: ShotAction; target?: string; point?: readonly [number, number, number] },
): IndirectFireInput | Fail {
  if ((a.target === undefined) === (a.point === undefined))
    throw new RangeError('rules/engine: target/point: an indirect shot aims at a model or at a point, exactly one of them')
  if (a.target !== undefined) {
    const gone = targetOnTable(game, a.target)
    if (gone) return gone
  }
  if (!facts.indirect)
    throw new RangeError(
      'rules/engine: facts.indirect: an indirect shot needs the distance, the highest terrain in between and whether a friend sees the aim',
    )
  return {
    shooterId: a.shooter,
    weaponName: a.weapon,
    kind: a.action,
    acting: actingOf(game, facts, a.shooter),
    weaponMounts: mountsOf(game, a.shooter),
    aim: a.target !== undefined ? { kind: 'model', targetId: a.target } : { kind: 'point', point: a.point! },
    distanceCm: facts.indirect.distanceCm,
    maxTerrainHeightBetweenCm: facts.indirect.maxTerrainHeightBetweenCm,
    friendSees: facts.indirect.friendSees,
  }
}

/** 14.11 indirect fire at a model (an area weapon's indirect shot is `performArea`). */
export function performIndirect(
  game: GameState,
  dice: Dice,
  a: { shooter: string; weapon: string; action: ShotAction; target?: string; point?: readonly [number, number, number] },
  facts: ActionFacts,
  settings: EngineSettings,
): Resolution<Performed> {
  const input = indirectInput(game, facts, a)
  if (isFail(input)) return input
  if (!a.target)
    return refuse(
      'point-needs-area-weapon',
      'target: indirect fire without an area weapon needs a model to aim at (a point is for area weapons)',
      RC.indirect,
      { weapon: a.weapon },
    )
  let out: StateOutcome = { game, events: [], breakdown: emptyBreakdown() }
  // Checks first: a refused shot must not roll the target's defence test.
  const dry = resolveIndirectFireDry(game, input, settings)
  if (dry) return { ok: false, refusal: dry }
  out = merge(out, defenceTestWhenShot(out.game, dice, a.target))
  const fired = resolveIndirectFire(out.game, input, dice, settings.combat)
  if (!fired.ok) return fired
  out = merge(out, { game: fired.value.game, events: [], breakdown: fired.breakdown })
  if (fired.value.hit && settings.overwatchTest) out = merge(out, overwatchTest(out.game, dice, a.target))
  return done(out)
}

/** The refusal an indirect shot would meet, found without rolling. */
function resolveIndirectFireDry(game: GameState, input: IndirectFireInput, settings: EngineSettings): Refusal | null {
  const p = planIndirectFire(game, input, settings.combat)
  return p.ok ? null : p.refusal
}

/** 14.13 area weapons, fired directly at a model or indirectly at a model or point. */
export function performArea(
  game: GameState,
  dice: Dice,
  a: { shooter: string; weapon: string; action: ShotAction; indirect: boolean; target?: string; point?: readonly [number, number, number] },
  facts: ActionFacts,
  settings: EngineSettings,
): Resolution<Performed> {
  if (!a.indirect && !a.target)
    return refuse('point-needs-indirect-fire', 'target: a direct area shot aims at a model (14.1); a point needs indirect fire', RC.area, {
      weapon: a.weapon,
    })
  const gone = a.target !== undefined ? targetOnTable(game, a.target) : null
  if (gone) return gone
  if (!facts.area)
    throw new RangeError('rules/engine: facts.area: an area shot needs the impact geometry (aim point, bases, what the shooter sees)')
  let shot: AreaAttackInput['shot']
  if (a.indirect) {
    const input = indirectInput(game, facts, a)
    if (isFail(input)) return input
    const dry = resolveIndirectFireDry(game, input, settings)
    if (dry) return { ok: false, refusal: dry }
    shot = { mode: 'indirect', attack: input }
  } else {
    const input = shotInputOf(game, facts, a.shooter, a.target!, a.weapon, a.action, false)
    if (isFail(input)) return input
    const planned = planRangedAttack(game, input, settings.combat)
    if (!planned.ok) return planned
    shot = { mode: 'direct', attack: input }
  }
  let out: StateOutcome = { game, events: [], breakdown: emptyBreakdown() }
  if (a.target) out = merge(out, defenceTestWhenShot(out.game, dice, a.target))
  const fired = resolveAreaAttack(
    out.game,
    { shot, shooterPosition: facts.area.shooterPosition, aimPoint: facts.area.aimPoint, models: facts.area.models },
    dice,
    facts.area.geometry,
    settings.combat,
  )
  if (!fired.ok) return fired
  out = merge(out, { game: fired.value.game, events: [], breakdown: fired.breakdown })
  if (a.target && fired.value.victims.some((v) => v.id === a.target) && settings.overwatchTest)
    out = merge(out, overwatchTest(out.game, dice, a.target))
  return done(out)
}
