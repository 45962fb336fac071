import type { Square, TokenColour, TokenCounts } from '../../scene/dungeon/schema'
import { HAUNTED_ARTIFACTS, TOKEN_COLOURS } from '../../scene/dungeon/schema'
import {
  countsOf,
  currentBoard,
  furnitureSquares,
  previewSpawnAttack,
  resolveDungeonAction,
  tokenCatalogue,
  type AttackPreview,
  type DungeonAction,
} from '../../rules/mageknight/dungeons'
import { dungeonFigureNames } from './figureNames'
import { heroAttackPreview } from './heroAttackPlay'
import { reachableSquares, type Reach } from './paths'
import { ProbeDice, type Probe } from './probe'
import { putDownOffers, putDownSquares, type PutDownOffer, type PutDownSquare } from './putDownOffers'
import { sessionRefuse } from './refusals'
import type { DungeonSession } from './session'
import { spawnActivateRefusal, spawnAttackInput } from './spawnPlay'
import { nextHeroOffer, turnOffer, type TurnOffer } from './turnOffers'
import { carryCostOf, heroFacts, moverFacts, occupiedBy, placedIdOf, type Ctx } from './workingTable'

export type { Probe } from './probe'
export type { PutDownOffer, PutDownSquare } from './putDownOffers'
export type { TurnOffer } from './turnOffers'

/**
 * What the active hero could do now, for the view's buttons and board marks: the squares it can
 * move to with their cost, each haunted artifact's use and each chair's or table's pick-up probed
 * (allowed, or refused with the rules' refusal), where carried furniture may go down, and the
 * token counts; the dungeon's figures by name with their activation probed and, while one is
 * active, its attacks on each hero, while a hero is active its attacks on each of them, every
 * attack with its numbers before the click (an active dungeon figure gets `reachable` as a hero
 * does), and what the play keys ask: one turn's facings and the next hero (turnOffers.ts). Probes
 * roll probe dice (probe.ts), never the game's: an offer never tells the next draw.
 */

export interface ArtifactOffer {
  id: string
  kind: string
  use: Probe
  /** Tokens under it now, by colour. */
  tokens: TokenCounts
  /** R-MKD-5, R-MKDS-2: with drawChoice colour-chosen, the colours still under it the player names before the draw; null when the draw is at random from all. */
  drawFrom: TokenColour[] | null
}

export interface FurnitureOffer {
  id: string
  kind: string
  /** Its squares now; null while carried or once destroyed. */
  squares: Square[] | null
  pickUp: Probe
}

/** One of the dungeon's figures (R-MKDJ-4): its name (R-MKDV-4), where it stands and whether it may be activated now. */
export interface SpawnOffer {
  id: string
  name: string
  square: Square
  facing: number
  activate: Probe
}

/** A hero the active dungeon figure could attack (R-MKD-15), probed through the rules; the numbers when allowed. */
export interface SpawnAttackOffer {
  target: string
  attack: Probe
  preview: AttackPreview | null
}

/** One of the dungeon's figures the active hero could attack (R-MKD-17), probed through the rules; the numbers when allowed. */
export interface HeroAttackOffer {
  target: string
  name: string
  attack: Probe
  preview: AttackPreview | null
}

export interface DungeonOffers {
  /** The active figure; `spawn` when it is one of the dungeon's figures (R-MKDJ-4), not a hero. */
  active: { hero: string; pointsLeft: number; carrying: string | null; mustPutDown: boolean; spawn?: true } | null
  reachable: Reach[]
  artifacts: ArtifactOffer[]
  furniture: FurnitureOffer[]
  /** Tokens left in each colour's pool. */
  pools: TokenCounts
  /** Every place beside the active hero for what it carries, allowed or refused (002 "Stuhl", "Tisch", R-MKDV-3); empty when it carries nothing. */
  putDown: PutDownOffer[]
  /** The same per square, for the board's tint and hover. */
  putDownSquares: PutDownSquare[]
  /** The dungeon's figures on the board, each with its activation probed (R-MKDJ-4). */
  spawns: SpawnOffer[]
  /** While one of them is active: each hero on the board and whether it may attack it (R-MKD-15). */
  spawnAttacks: SpawnAttackOffer[]
  /** While a hero is active: each of the dungeon's figures on the board and whether it may attack it (R-MKD-17). */
  heroAttacks: HeroAttackOffer[]
  /** The facings one 45° turn left or right gives the active figure (R-MKDJ-1, free); null when it may not turn now. */
  turns: TurnOffer | null
  /** The hero the next-hero key activates (R-MKDS-3), by the team's order; null when every hero is out. */
  nextHero: string | null
}

export function dungeonOffers(session: DungeonSession): DungeonOffers {
  const state = session.state
  const catalogue = tokenCatalogue(session.tokens)
  const pools = { yellow: state.pools.yellow.length, blue: state.pools.blue.length, red: state.pools.red.length }
  const all = session.board.dungeon.artifacts ?? []
  const haunted = all.filter((a) => (HAUNTED_ARTIFACTS as readonly string[]).includes(a.kind))
  const tokensOf = (id: string) => countsOf(catalogue, state.artifacts.find((e) => e.artifact === id)?.tokens ?? [])
  const active = session.active
  const ctx: Ctx = { session, table: session.tableCopy() }
  const probe = (action: DungeonAction): Probe => {
    if (!active) return sessionRefuse('no-active-hero', 'no hero is active')
    if (session.mustPutDown) return sessionRefuse('must-put-down', `${session.mustPutDown} puts down what it carries first`)
    const r = resolveDungeonAction(state, session.board, action, new ProbeDice(), { tokens: session.tokens, settings: session.settings })
    return r.ok ? { ok: true } : { ok: false, refusal: r.refusal }
  }
  const hero = active?.hero
  const furniture = all
    .filter((a) => a.kind === 'chair' || a.kind === 'table')
    .map((a) => ({
      id: a.id,
      kind: a.kind,
      squares: furnitureSquares(session.board, state, a.id),
      pickUp: hero ? probe({ kind: 'pick-up', hero: heroFacts(ctx, hero), furniture: a.id }) : probe({ kind: 'end-activation', hero: '' }), // refused: no hero is active
    }))
  const colourChosen = session.settings.drawChoice === 'colour-chosen'
  const artifacts = haunted.map((a) => ({
    id: a.id,
    kind: a.kind,
    tokens: tokensOf(a.id),
    drawFrom: colourChosen ? TOKEN_COLOURS.filter((c) => tokensOf(a.id)[c] > 0) : null,
    use: hero
      ? probe({ kind: 'use-artifact', use: { hero: heroFacts(ctx, hero), artifact: a.id, occupied: occupiedBy(ctx, hero) } })
      : probe({ kind: 'end-activation', hero: '' }), // refused: no hero is active
  }))
  const names = dungeonFigureNames(session)
  const spawns = session.spawns.map((id) => {
    const place = session.placement(id)
    const refused = spawnActivateRefusal(ctx, id)
    return { id, name: names[id] ?? id, square: place.square, facing: place.facing, activate: refused ?? ({ ok: true } as const) }
  })
  const none = { putDown: [], putDownSquares: [], spawnAttacks: [], heroAttacks: [] }
  const keys = { turns: turnOffer(session), nextHero: nextHeroOffer(session) }
  if (!active) return { active: null, reachable: [], artifacts, furniture, pools, spawns, ...none, ...keys }
  const carrying = session.holdings(active.hero).carrying
  const mustPutDown = session.mustPutDown === active.hero
  const reachable = mustPutDown
    ? []
    : reachableSquares(
        currentBoard(session.board, state),
        session.placement(active.hero).square,
        moverFacts(ctx, active.hero),
        carryCostOf(ctx, active.hero),
        occupiedBy(ctx, active.hero),
        session.settings,
      )
  const putDown = carrying === null ? [] : putDownOffers(session, ctx, active.hero, carrying)
  const heroAttacks = active.spawn || mustPutDown ? [] : heroAttackOffers(session, ctx, active.hero, names)
  return {
    active: { hero: active.hero, pointsLeft: active.pointsLeft, carrying, mustPutDown, ...(active.spawn ? { spawn: true as const } : {}) },
    reachable,
    artifacts,
    furniture,
    pools,
    putDown,
    putDownSquares: putDownSquares(putDown),
    spawns,
    spawnAttacks: active.spawn ? spawnAttackOffers(session, ctx, active.hero) : [],
    heroAttacks,
    ...keys,
  }
}

/** Each dungeon figure on the board as the active hero's target, with the numbers before the click. */
function heroAttackOffers(session: DungeonSession, ctx: Ctx, hero: string, names: Readonly<Record<string, string>>): HeroAttackOffer[] {
  return session.spawns.map((target) => {
    const r = heroAttackPreview(ctx, hero, target)
    return { target, name: names[target] ?? target, ...(r.ok ? { attack: { ok: true }, preview: r.value } : { attack: r, preview: null }) }
  })
}

/** Each hero on the board as the active dungeon figure's target, with the numbers before the click (nothing rolled). */
function spawnAttackOffers(session: DungeonSession, ctx: Ctx, spawn: string): SpawnAttackOffer[] {
  const heroes = session.start.figures.filter((f) => session.isHero(f.id) && !session.isEliminated(f.id))
  const placed = placedIdOf(ctx, spawn)
  return heroes.map((f) => {
    const input = spawnAttackInput(ctx, spawn, f.id)
    const r = previewSpawnAttack(
      session.state,
      session.board,
      { ...input, attacker: { ...input.attacker, id: placed ?? spawn } },
      session.settings,
    )
    return { target: f.id, ...(r.ok ? { attack: { ok: true as const }, preview: r.value } : { attack: r, preview: null }) }
  })
}
