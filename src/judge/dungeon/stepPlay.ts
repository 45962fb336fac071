import { detailed } from '../../rules/kernel'
import { clearMoveTokens, DUNGEONS, holdingsOf } from '../../rules/mageknight/dungeons'
import { statsNow } from './heroes'
import { noLegalPath, planMove } from './movePath'
import { JUDGE_RULINGS, sessionRefuse } from './refusals'
import { furnitureReach } from './furnitureReach'
import { playHeroAttack } from './heroAttackPlay'
import type { DungeonStep } from './steps'
import { act, carryCostOf, Collect, endActivation, heroFacts, occupiedBy, turnHeroDial, type Ctx, type Played } from './workingTable'

/**
 * One step of a Dungeons game played on a working copy of the table: the judge's own checks
 * (whose activation, a carried piece to put down first, the path), then the rules' action
 * (resolveDungeonAction), then what the rules leave to the judge: movement points spent, the
 * hero's square and facing, its dial turned by an object's attack or an immediate effect.
 * The working table, its facts and the rules action it runs are workingTable.ts.
 */

/** The refusal of a step by a hero that may not act now, or null. */
function activeCheck(ctx: Ctx, hero: string, putDownFirst = true): Played | null {
  const { table, session } = ctx
  if (!session.isHero(hero)) return sessionRefuse('not-a-hero', `${hero} is not of the hero team`, { hero })
  if (table.eliminated.includes(hero)) return sessionRefuse('hero-eliminated', `${hero} is out of the game`, { hero })
  if (table.active?.hero !== hero)
    return sessionRefuse('hero-not-active', `${hero} is not the active hero${table.active ? ` (${table.active.hero} is)` : ''}`, { hero })
  if (putDownFirst && table.mustPutDown === hero)
    return sessionRefuse('must-put-down', `${hero} puts down what it carries first`, { hero }, DUNGEONS.chair)
  return null
}

/** A hero's step (the dungeon figures' steps are spawnPlay.ts's). */
export type HeroStep = Exclude<DungeonStep, { do: 'spawnActivate' | 'spawnMove' | 'spawnFace' | 'spawnAttack' }>

export function playStep(ctx: Ctx, step: HeroStep): Played {
  const out = new Collect()
  const { table, session } = ctx
  switch (step.do) {
    case 'activate': {
      if (!session.isHero(step.hero)) return sessionRefuse('not-a-hero', `${step.hero} is not of the hero team`, { hero: step.hero })
      if (table.eliminated.includes(step.hero))
        return sessionRefuse('hero-eliminated', `${step.hero} is out of the game`, { hero: step.hero })
      if (table.active)
        return sessionRefuse('another-hero-active', `${table.active.hero} is active; end its activation first`, { hero: table.active.hero })
      const points = statsNow(table.pieces[step.hero]).speed ?? 0
      table.active = { hero: step.hero, pointsLeft: points }
      // A hero activation begins: spawns' move tokens come off and each may act once more after it (R-MKD-16, R-MKDJ-4).
      table.state = clearMoveTokens(table.state)
      table.spawnsActed = []
      out.breakdown.lines.push({
        key: 'mkd.activated',
        value: points,
        clause: DUNGEONS.core,
        ...detailed('mkd.activated', '{hero} is activated with {points} movement points', { hero: step.hero, points }),
      })
      out.events.push({ kind: 'activated', hero: step.hero, points })
      return out.done(null)
    }
    case 'move': {
      const refused = activeCheck(ctx, step.hero)
      if (refused) return refused
      const planned = planMove(ctx, step.hero, step, carryCostOf(ctx, step.hero))
      if (!planned.ok) return planned
      const { mover, occupied, path, tried } = planned.plan
      const r = act(ctx, out, { kind: 'move', move: { mover, path: tried, occupied } })
      if (!r.ok) return r
      if (!path) return noLegalPath(step.hero, step.to, planned.plan)
      const cost = r.outcome.kind === 'move' ? r.outcome.move.cost : 0
      table.active = { hero: step.hero, pointsLeft: mover.movementPoints - cost }
      table.placements[step.hero] = { square: step.to, facing: step.facing ?? table.placements[step.hero].facing }
      if (holdingsOf(table.state, step.hero).carrying !== null) table.mustPutDown = step.hero
      out.events.push({ kind: 'moved', hero: step.hero, path: tried, cost, pointsLeft: table.active.pointsLeft })
      return out.done(r.outcome)
    }
    case 'face': {
      const refused = activeCheck(ctx, step.hero)
      if (refused) return refused
      table.placements[step.hero] = { ...table.placements[step.hero], facing: ((step.facing % 360) + 360) % 360 }
      out.breakdown.lines.push({
        key: 'mkd.faced',
        value: step.facing,
        clause: JUDGE_RULINGS.facing,
        ...detailed('mkd.faced', '{hero} turns to face {facing}°', { hero: step.hero, facing: step.facing }),
      })
      out.events.push({ kind: 'faced', hero: step.hero, facing: step.facing })
      return out.done(null)
    }
    case 'useArtifact': {
      const refused = activeCheck(ctx, step.hero)
      if (refused) return refused
      const hero = heroFacts(ctx, step.hero)
      const use = { hero, artifact: step.artifact, occupied: occupiedBy(ctx, step.hero), ...(step.colour ? { colour: step.colour } : {}) }
      const r = act(ctx, out, { kind: 'use-artifact', use })
      if (!r.ok) return r
      if (r.outcome.kind === 'use-artifact') {
        const u = r.outcome.use
        table.active = { hero: step.hero, pointsLeft: hero.movementPoints - u.movementSpent }
        const clicks = (u.melee?.damage ?? 0) + (u.effect ? (u.effect.effect === 'heal' ? -u.effect.applied : u.effect.applied) : 0)
        turnHeroDial(ctx, out, step.hero, clicks)
      }
      if (table.active?.hero === step.hero) endActivation(ctx, out, step.hero)
      return out.done(r.outcome)
    }
    case 'pickUp': {
      const refused = activeCheck(ctx, step.hero)
      if (refused) return refused
      const r = act(ctx, out, { kind: 'pick-up', hero: heroFacts(ctx, step.hero), furniture: step.furniture })
      return r.ok ? out.done(r.outcome) : r
    }
    case 'putDown': {
      const refused = activeCheck(ctx, step.hero, false)
      if (refused) return refused
      const putDown = {
        hero: heroFacts(ctx, step.hero),
        at: step.at,
        occupied: occupiedBy(ctx, step.hero),
        ...(step.along ? { along: step.along } : {}),
      }
      const r = act(ctx, out, { kind: 'put-down', putDown })
      if (!r.ok) return r
      table.mustPutDown = null
      return out.done(r.outcome)
    }
    case 'attackFurniture': {
      const refused = activeCheck(ctx, step.hero)
      if (refused) return refused
      const piece = table.pieces[step.hero]
      const stats = statsNow(piece)
      if (step.by === 'shockwave' && !stats.abilities.includes('shockwave'))
        return sessionRefuse(
          'attack-ability-missing',
          `${step.hero}'s dial shows no shockwave`,
          { hero: step.hero },
          JUDGE_RULINGS.furnitureAttack,
        )
      const reach = furnitureReach(ctx, step.hero, step.furniture, stats.rangeIn)
      if (reach === 'out-of-reach')
        return sessionRefuse(
          'furniture-out-of-reach',
          `${step.furniture} is neither next to ${step.hero} nor within its range in its front arc`,
          { hero: step.hero, furniture: step.furniture },
          JUDGE_RULINGS.furnitureAttack,
        )
      const r = act(ctx, out, {
        kind: 'attack-furniture',
        attack: { attacker: step.hero, furniture: step.furniture, by: step.by, attack: stats.attack },
      })
      if (!r.ok) return r
      endActivation(ctx, out, step.hero)
      return out.done(r.outcome)
    }
    case 'heroAttack': {
      const refused = activeCheck(ctx, step.hero)
      return refused ?? playHeroAttack(ctx, step.hero, step.target)
    }
    case 'endActivation': {
      if (!table.active) return sessionRefuse('no-active-hero', 'no hero is active')
      if (table.mustPutDown)
        return sessionRefuse(
          'must-put-down',
          `${table.mustPutDown} puts down what it carries first`,
          { hero: table.mustPutDown },
          DUNGEONS.chair,
        )
      endActivation(ctx, out, table.active.hero)
      return out.done(null)
    }
  }
}
