import { detailed } from '../../rules/kernel'
import { movePlaced, moveAlong, spawnAttack, spawnMayAct, type SpawnAttackInput } from '../../rules/mageknight/dungeons'
import { statsNow } from './heroes'
import { noLegalPath, planMove } from './movePath'
import { JUDGE_RULINGS, sessionRefuse, type DungeonRefusal } from './refusals'
import type { DungeonStep } from './steps'
import {
  attackerFacts,
  Collect,
  figuresBeside,
  occupiedBy,
  placedIdOf,
  targetFacts,
  turnHeroDial,
  type Ctx,
  type Played,
} from './workingTable'

/**
 * The dungeon's figures at the table (R-MKDJ-4): the Mage Spawns tokens place and the scene's
 * figures not of the hero team, played by the non-hero side. Between two hero activations each
 * may be activated once, with its dial's speed as movement points; it moves as a hero does
 * (movement.ts of the rules, the judge's cheapest path), turns for free and may attack one hero
 * (spawns.ts of the rules, R-MKD-15), which ends its activation. A spawn with a move token waits
 * (R-MKD-16). They never use artifacts or furniture (002 "Artefaktregeln": only the hero team).
 */

type SpawnStep = Extract<DungeonStep, { do: 'spawnActivate' | 'spawnMove' | 'spawnFace' | 'spawnAttack' }>

export const isSpawnStep = (step: DungeonStep): step is SpawnStep =>
  step.do === 'spawnActivate' || step.do === 'spawnMove' || step.do === 'spawnFace' || step.do === 'spawnAttack'

/** Why `spawn` may not be activated now, or null (the offers ask this too). */
export function spawnActivateRefusal(ctx: Ctx, spawn: string): { ok: false; refusal: DungeonRefusal } | null {
  const { session, table } = ctx
  const params = { spawn }
  if (table.eliminated.includes(spawn))
    return sessionRefuse('spawn-eliminated', `${spawn} is out of the game`, params, JUDGE_RULINGS.spawns)
  if (!table.placements[spawn] || !table.pieces[spawn] || session.isHero(spawn))
    return sessionRefuse('not-a-spawn', `${spawn} is none of the dungeon's figures`, params, JUDGE_RULINGS.spawns)
  if (!session.settings.spawnsAct)
    return sessionRefuse(
      'spawns-passive',
      `the dungeon's figures are passive in this game (setting spawnsAct)`,
      params,
      JUDGE_RULINGS.spawns,
    )
  if (table.active)
    return sessionRefuse(
      'another-hero-active',
      `${table.active.hero} is active; end its activation first`,
      { hero: table.active.hero },
      JUDGE_RULINGS.spawns,
    )
  const placed = placedIdOf(ctx, spawn)
  if (placed !== undefined) {
    const may = spawnMayAct(table.state, placed)
    if (!may.ok) return may
  }
  if (table.spawnsActed.includes(spawn))
    return sessionRefuse('spawn-acted', `${spawn} has acted since the last hero activation began`, params, JUDGE_RULINGS.spawns)
  return null
}

function activeSpawnCheck(ctx: Ctx, spawn: string): Played | null {
  const active = ctx.table.active
  if (active?.hero !== spawn || !active.spawn)
    return sessionRefuse('spawn-not-active', `${spawn} is not the active dungeon figure`, { spawn }, JUDGE_RULINGS.spawns)
  return null
}

/** The rules' attack of `spawn` on `target` with the table's facts (the offers probe it with their own dice). */
export function spawnAttackInput(ctx: Ctx, spawn: string, target: string): SpawnAttackInput {
  const occupied = occupiedBy(ctx, spawn)
  return { attacker: attackerFacts(ctx, spawn), target: targetFacts(ctx, target), occupied, others: figuresBeside(ctx, spawn, target) }
}

export function playSpawnStep(ctx: Ctx, step: SpawnStep): Played {
  const out = new Collect()
  const { table, session } = ctx
  switch (step.do) {
    case 'spawnActivate': {
      const refused = spawnActivateRefusal(ctx, step.spawn)
      if (refused) return refused
      const points = statsNow(table.pieces[step.spawn]).speed ?? 0
      table.active = { hero: step.spawn, pointsLeft: points, spawn: true }
      table.spawnsActed.push(step.spawn)
      out.breakdown.lines.push({
        key: 'mkd.spawnActivated',
        value: points,
        clause: JUDGE_RULINGS.spawns,
        ...detailed('mkd.spawnActivated', '{spawn} is activated with {points} movement points', { spawn: step.spawn, points }),
      })
      out.events.push({ kind: 'spawnActivated', spawn: step.spawn, points })
      return out.done(null)
    }
    case 'spawnMove': {
      const refused = activeSpawnCheck(ctx, step.spawn)
      if (refused) return refused
      // A dungeon figure carries nothing (R-MKDJ-4): no carry cost.
      const planned = planMove(ctx, step.spawn, step, 0, JUDGE_RULINGS.spawns)
      if (!planned.ok) return planned
      const { mover, occupied, path, tried } = planned.plan
      const r = moveAlong(table.state, session.board, { mover, path: tried, occupied }, session.settings)
      if (!r.ok) return r
      if (!path) return noLegalPath(step.spawn, step.to, planned.plan, JUDGE_RULINGS.spawns)
      out.add(r.breakdown)
      table.active = { hero: step.spawn, pointsLeft: mover.movementPoints - r.value.cost, spawn: true }
      table.placements[step.spawn] = { square: step.to, facing: step.facing ?? table.placements[step.spawn].facing }
      const placed = placedIdOf(ctx, step.spawn)
      if (placed !== undefined) table.state = movePlaced(table.state, placed, step.to)
      out.events.push({ kind: 'moved', hero: step.spawn, path, cost: r.value.cost, pointsLeft: table.active.pointsLeft })
      return out.done({ kind: 'move', move: r.value })
    }
    case 'spawnFace': {
      const refused = activeSpawnCheck(ctx, step.spawn)
      if (refused) return refused
      const facing = ((step.facing % 360) + 360) % 360
      table.placements[step.spawn] = { ...table.placements[step.spawn], facing }
      out.breakdown.lines.push({
        key: 'mkd.faced',
        value: facing,
        clause: JUDGE_RULINGS.facing,
        ...detailed('mkd.faced', '{hero} turns to face {facing}°', { hero: step.spawn, facing }),
      })
      out.events.push({ kind: 'faced', hero: step.spawn, facing })
      return out.done(null)
    }
    case 'spawnAttack': {
      const refused = activeSpawnCheck(ctx, step.spawn)
      if (refused) return refused
      if (!session.isHero(step.target) || table.eliminated.includes(step.target))
        return sessionRefuse('not-a-hero', `${step.target} is no hero on the board`, { hero: step.target }, JUDGE_RULINGS.spawns)
      const placed = placedIdOf(ctx, step.spawn)
      const input = spawnAttackInput(ctx, step.spawn, step.target)
      // The rules know a placed spawn by its placed id (its move token); a scene figure by its own.
      const r = spawnAttack(
        table.state,
        session.board,
        { ...input, attacker: { ...input.attacker, id: placed ?? step.spawn } },
        session.dice,
        session.settings,
      )
      if (!r.ok) return r
      out.add(r.breakdown)
      const a = r.value
      out.events.push({ kind: 'spawnAttacked', spawn: step.spawn, target: step.target, hit: a.hit, damage: a.damage })
      turnHeroDial(ctx, out, step.target, a.damage)
      turnHeroDial(ctx, out, step.spawn, a.selfDamage)
      // The attack is the figure's action: its activation ends (as a hero's attack on furniture, R-MKDJ-2).
      // A figure its own critical miss eliminated has left the board, and its activation with it.
      if (table.active?.hero === step.spawn) {
        table.active = null
        out.events.push({ kind: 'activationEnded', hero: step.spawn })
      }
      return out.done(null)
    }
  }
}
