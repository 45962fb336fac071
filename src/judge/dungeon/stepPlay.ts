import type { Square } from '../../scene/dungeon/schema'
import { detailed, emptyBreakdown, type Breakdown } from '../../rules/kernel'
import {
  CARRY_COST,
  clearMoveTokens,
  DUNGEONS,
  removePlaced,
  currentBoard,
  holdingsOf,
  type DungeonAction,
  type DungeonOutcome,
  type HeroFacts,
  type MoverFacts,
} from '../../rules/mageknight/dungeons'
import { damageTaken, spawnPiece, statsNow, turnDial } from './heroes'
import { SPAWN_CARD, spawnFigureId, spawnSideOf } from './sceneNow'
import { reachableSquares } from './paths'
import { JUDGE_RULINGS, sessionRefuse, type DungeonRefusal } from './refusals'
import { furnitureReach } from './furnitureReach'
import type { DungeonEvent, DungeonSession, TableState } from './session'
import type { DungeonStep } from './steps'

/**
 * One step of a Dungeons game played on a working copy of the table: the judge's own checks
 * (whose activation, a carried piece to put down first, the path), then the rules' action
 * (resolveDungeonAction), then what the rules leave to the judge: movement points spent, the
 * hero's square and facing, its dial turned by an object's attack or an immediate effect.
 */

export interface Ctx {
  session: DungeonSession
  table: TableState
}

export type Played =
  | { ok: true; outcome: DungeonOutcome | null; breakdown: Breakdown; events: DungeonEvent[] }
  | { ok: false; refusal: DungeonRefusal }

/** The hero as the Dungeons rules read it: square and facing from the table, defence and damage from its dial. */
export function heroFacts(ctx: Ctx, hero: string): HeroFacts {
  const { session, table } = ctx
  const piece = table.pieces[hero] ?? session.piece(hero)
  const place = table.placements[hero] ?? session.placement(hero)
  return {
    id: hero,
    side: piece.side,
    square: place.square,
    facingDeg: place.facing,
    movementPoints: table.active?.hero === hero ? table.active.pointsLeft : 0,
    defence: statsNow(piece).defence,
    damageTaken: damageTaken(piece),
  }
}

/** The hero as a mover: its movement points left, flight and swimming from its dial or a token's ability. */
export function moverFacts(ctx: Ctx, hero: string): MoverFacts {
  const abilities: string[] = statsNow(ctx.table.pieces[hero]).abilities
  const gained = holdingsOf(ctx.table.state, hero).ability?.ability
  const has = (a: string) => abilities.includes(a) || gained === a
  return {
    id: hero,
    movementPoints: ctx.table.active?.hero === hero ? ctx.table.active.pointsLeft : 0,
    flies: has('flight'),
    swims: has('swim'),
  }
}

/** What carried furniture adds to each square the hero enters (002 "Stuhl" +1, "Tisch" +2). */
export function carryCostOf(ctx: Ctx, hero: string): number {
  const carrying = holdingsOf(ctx.table.state, hero).carrying
  if (carrying === null) return 0
  const kind = (ctx.session.board.dungeon.artifacts ?? []).find((a) => a.id === carrying)?.kind
  return kind === 'chair' || kind === 'table' ? (CARRY_COST[kind] ?? 0) : 0
}

/** Squares figures stand on, but `hero`'s own, on the working table (a placed spawn once, by its placement). */
export function occupiedBy(ctx: Ctx, hero: string): Square[] {
  const out: Square[] = []
  for (const [id, p] of Object.entries(ctx.table.placements)) if (id !== hero && !ctx.table.eliminated.includes(id)) out.push(p.square)
  for (const p of ctx.table.state.placed) if (p.kind === 'mage-spawn' && !ctx.table.placements[spawnFigureId(p.id)]) out.push(p.at)
  return out
}

/**
 * Mage Spawns a token has just placed join the table as figures (R-MKDJ-3, R-MKDJ-4): a placement
 * facing north and the stand-in card's dial, under the id the scene draws them with.
 */
function seatPlacedSpawns(ctx: Ctx): void {
  const { table, session } = ctx
  for (const p of table.state.placed) {
    const id = spawnFigureId(p.id)
    if (p.kind !== 'mage-spawn' || table.placements[id] || table.eliminated.includes(id)) continue
    table.placements[id] = { square: p.at, facing: 0 }
    table.pieces[id] = spawnPiece(SPAWN_CARD, id, spawnSideOf(session.start, session.board.dungeon.heroTeam))
  }
}

/** The placed id of a Mage Spawn a token put down, by its figure id; undefined for the scene's own figures. */
export const placedIdOf = (ctx: Ctx, figure: string): string | undefined =>
  ctx.table.state.placed.find((p) => p.kind === 'mage-spawn' && spawnFigureId(p.id) === figure)?.id

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

export class Collect {
  readonly breakdown = emptyBreakdown()
  readonly events: DungeonEvent[] = []
  add(b: Breakdown): void {
    this.breakdown.modifiers.push(...b.modifiers)
    this.breakdown.rolls.push(...b.rolls)
    this.breakdown.lines.push(...b.lines)
  }
  done(outcome: DungeonOutcome | null): Played {
    return { ok: true, outcome, breakdown: this.breakdown, events: this.events }
  }
}

/** Runs a rules action on the working table: the state advances, its breakdown is collected. */
export function act(
  ctx: Ctx,
  out: Collect,
  action: DungeonAction,
): { ok: true; outcome: DungeonOutcome } | { ok: false; refusal: DungeonRefusal } {
  const r = ctx.session.resolve(ctx.table.state, action)
  if (!r.ok) return r
  ctx.table.state = r.value.state
  seatPlacedSpawns(ctx)
  out.add(r.breakdown)
  return { ok: true, outcome: r.value.outcome }
}

export function endActivation(ctx: Ctx, out: Collect, hero: string): void {
  act(ctx, out, { kind: 'end-activation', hero })
  ctx.table.active = null
  out.events.push({ kind: 'activationEnded', hero })
}

/**
 * Turns a figure's dial; at its skull it is eliminated: a hero loses its token's ability (002), a
 * placed Mage Spawn leaves the board and frees its square.
 */
export function turnHeroDial(ctx: Ctx, out: Collect, hero: string, clicks: number): void {
  const turned = turnDial(ctx.table.pieces[hero], clicks)
  if (turned.turned === 0) return
  ctx.table.pieces[hero] = turned.piece
  out.events.push({ kind: 'dial', hero, clicks: turned.turned, eliminated: turned.eliminated })
  if (turned.eliminated) {
    const placed = placedIdOf(ctx, hero)
    if (placed !== undefined) ctx.table.state = removePlaced(ctx.table.state, placed)
    else if (ctx.session.isHero(hero)) act(ctx, out, { kind: 'hero-eliminated', hero })
    ctx.table.eliminated.push(hero)
    if (ctx.table.active?.hero === hero) ctx.table.active = null
  }
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
      const from = table.placements[step.hero].square
      const same = (a: Square, b: Square) => a[0] === b[0] && a[1] === b[1]
      if (step.path && (!same(step.path[0], from) || !same(step.path[step.path.length - 1], step.to)))
        return sessionRefuse('path-not-hero-to-goal', `the path must run from ${step.hero}'s square ${from} to ${step.to}`, {
          hero: step.hero,
        })
      const mover = moverFacts(ctx, step.hero)
      const occupied = occupiedBy(ctx, step.hero)
      const path =
        step.path ??
        reachableSquares(
          currentBoard(session.board, table.state),
          from,
          mover,
          carryCostOf(ctx, step.hero),
          occupied,
          session.settings,
        ).find((r) => r.square[0] === step.to[0] && r.square[1] === step.to[1])?.path
      // No cheap path: the straight line's first refused step says why (a pillar, a wall, too few points).
      const tried = path ?? straightPath(from, step.to)
      const r = act(ctx, out, { kind: 'move', move: { mover, path: tried, occupied } })
      if (!r.ok) return r
      if (!path)
        return sessionRefuse(
          'no-legal-path',
          `no legal path takes ${step.hero} to ${step.to} with ${mover.movementPoints} movement points`,
          { hero: step.hero },
        )
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

/** A path of single steps from `a` toward `b`, diagonal first: only used to name why no legal path exists. */
function straightPath(a: Square, b: Square): Square[] {
  const path: Square[] = [a]
  let [c, r] = a
  while (c !== b[0] || r !== b[1]) {
    c += Math.sign(b[0] - c)
    r += Math.sign(b[1] - r)
    path.push([c, r])
  }
  return path
}
