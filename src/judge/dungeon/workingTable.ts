import type { Square } from '../../scene/dungeon/schema'
import { emptyBreakdown, type Breakdown } from '../../rules/kernel'
import {
  CARRY_COST,
  removePlaced,
  holdingsOf,
  type AttackerFacts,
  type DungeonAbility,
  type DungeonAction,
  type DungeonOutcome,
  type FigureBeside,
  type HeroFacts,
  type MoverFacts,
  type TargetFacts,
} from '../../rules/mageknight/dungeons'
import { damageTaken, spawnPiece, statsNow, turnDial } from './heroes'
import { SPAWN_CARD, spawnFigureId, spawnSideOf } from './sceneNow'
import type { DungeonRefusal } from './refusals'
import type { DungeonEvent, DungeonSession, TableState } from './session'

/**
 * The working copy of the table a step is played on (stepPlay.ts for a hero, spawnPlay.ts for the
 * dungeon's figures): the facts the Dungeons rules read off it (a hero, a mover, the squares taken,
 * what carried furniture costs), a rules action run on it with its breakdown collected, and what the
 * rules leave to the judge afterwards: an activation ended, a dial turned to its skull.
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

/** What a figure's click shows now, and the ability a token gave a hero (002, R-MKD-11): what its attacks and defence read (R-MKD-18). */
export function abilitiesNow(ctx: Ctx, id: string): DungeonAbility[] {
  const shown: DungeonAbility[] = [...statsNow(ctx.table.pieces[id]).abilities]
  const gained = holdingsOf(ctx.table.state, id).ability?.ability as DungeonAbility | undefined
  return gained && !shown.includes(gained) ? [...shown, gained] : shown
}

/** A figure as an attacker: its dial's attack, damage, range and abilities now, its square and facing from the table. */
export function attackerFacts(ctx: Ctx, id: string): AttackerFacts {
  const stats = statsNow(ctx.table.pieces[id])
  const place = ctx.table.placements[id]
  const { attack, damage, rangeIn } = stats
  return { id, square: place.square, facingDeg: place.facing, attack, damage, rangeIn, abilities: abilitiesNow(ctx, id) }
}

/** A figure as an attack's target: a hero's facts and its abilities now. */
export const targetFacts = (ctx: Ctx, id: string): TargetFacts => ({ ...heroFacts(ctx, id), abilities: abilitiesNow(ctx, id) })

/** Every figure on the table but `attacker` and `target`, with its side and abilities: who stands beside an attack (R-MKD-18). */
export function figuresBeside(ctx: Ctx, attacker: string, target: string): FigureBeside[] {
  const { table } = ctx
  return Object.entries(table.placements)
    .filter(([id]) => id !== attacker && id !== target && table.pieces[id] && !table.eliminated.includes(id))
    .map(([id, p]) => ({ id, side: table.pieces[id].side, square: p.square, abilities: abilitiesNow(ctx, id) }))
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
