import { artifactSquares } from '../../scene/dungeon/board'
import type { Square, TokenCounts } from '../../scene/dungeon/schema'
import { HAUNTED_ARTIFACTS } from '../../scene/dungeon/schema'
import type { Dice, DieRoll } from '../../rules/kernel'
import {
  countsOf,
  currentBoard,
  furnitureSquares,
  resolveDungeonAction,
  spawnAttack,
  tokenCatalogue,
  type DungeonAction,
} from '../../rules/mageknight/dungeons'
import { reachableSquares, type Reach } from './paths'
import { sessionRefuse, type DungeonRefusal } from './refusals'
import type { DungeonSession } from './session'
import { spawnActivateRefusal, spawnAttackInput } from './spawnPlay'
import { carryCostOf, heroFacts, moverFacts, occupiedBy, placedIdOf, type Ctx } from './workingTable'

/**
 * What the active hero could do now, for the view's buttons and board marks: the squares it can
 * move to with their cost, each haunted artifact's use and each chair's or table's pick-up probed
 * (allowed, or refused with the rules' refusal), where carried furniture may go down, and the
 * token counts; the dungeon's figures with their activation probed and, while one is active, its
 * attacks on each hero (an active dungeon figure gets `reachable` as a hero does). Probes roll probe dice,
 * never the game's: an offer never tells the next draw.
 */

/** Dice that answer 1 and keep their own log, so a probe leaves the game's dice untouched. */
class ProbeDice implements Dice {
  readonly log: DieRoll[] = []
  roll(): number {
    return 1
  }
}

export type Probe = { ok: true } | { ok: false; refusal: DungeonRefusal }

export interface ArtifactOffer {
  id: string
  kind: string
  use: Probe
  /** Tokens under it now, by colour. */
  tokens: TokenCounts
}

export interface FurnitureOffer {
  id: string
  kind: string
  /** Its squares now; null while carried or once destroyed. */
  squares: Square[] | null
  pickUp: Probe
}

/** Where the carried chair or table may be put down: its north-west square, a table's direction, the squares it would cover. */
export interface PutDownOffer {
  at: Square
  along?: 'ew' | 'ns'
  squares: Square[]
}

/** One of the dungeon's figures (R-MKDJ-4): where it stands and whether it may be activated now. */
export interface SpawnOffer {
  id: string
  square: Square
  facing: number
  activate: Probe
}

/** A hero the active dungeon figure could attack (R-MKD-15), probed through the rules. */
export interface SpawnAttackOffer {
  target: string
  attack: Probe
}

export interface DungeonOffers {
  /** The active figure; `spawn` when it is one of the dungeon's figures (R-MKDJ-4), not a hero. */
  active: { hero: string; pointsLeft: number; carrying: string | null; mustPutDown: boolean; spawn?: true } | null
  reachable: Reach[]
  artifacts: ArtifactOffer[]
  furniture: FurnitureOffer[]
  /** Tokens left in each colour's pool. */
  pools: TokenCounts
  /** Where the active hero may put down what it carries (002 "Stuhl", "Tisch", R-MKD-12); empty when it carries nothing. */
  putDown: PutDownOffer[]
  /** The dungeon's figures on the board, each with its activation probed (R-MKDJ-4). */
  spawns: SpawnOffer[]
  /** While one of them is active: each hero on the board and whether it may attack it (R-MKD-15). */
  spawnAttacks: SpawnAttackOffer[]
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
  const artifacts = haunted.map((a) => ({
    id: a.id,
    kind: a.kind,
    tokens: tokensOf(a.id),
    use: hero
      ? probe({ kind: 'use-artifact', use: { hero: heroFacts(ctx, hero), artifact: a.id, occupied: occupiedBy(ctx, hero) } })
      : probe({ kind: 'end-activation', hero: '' }), // refused: no hero is active
  }))
  const spawns = session.spawns.map((id) => {
    const place = session.placement(id)
    const refused = spawnActivateRefusal(ctx, id)
    return { id, square: place.square, facing: place.facing, activate: refused ?? ({ ok: true } as const) }
  })
  if (!active) return { active: null, reachable: [], artifacts, furniture, pools, putDown: [], spawns, spawnAttacks: [] }
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
  return {
    active: { hero: active.hero, pointsLeft: active.pointsLeft, carrying, mustPutDown, ...(active.spawn ? { spawn: true as const } : {}) },
    reachable,
    artifacts,
    furniture,
    pools,
    putDown,
    spawns,
    spawnAttacks: active.spawn ? spawnAttackOffers(session, ctx, active.hero) : [],
  }
}

/** Each hero on the board as the active dungeon figure's target, probed with probe dice (nothing rolled for the game). */
function spawnAttackOffers(session: DungeonSession, ctx: Ctx, spawn: string): SpawnAttackOffer[] {
  const heroes = session.start.figures.filter((f) => session.isHero(f.id) && !session.isEliminated(f.id))
  const placed = placedIdOf(ctx, spawn)
  return heroes.map((f) => {
    const input = spawnAttackInput(ctx, spawn, f.id)
    const r = spawnAttack(
      session.state,
      session.board,
      { ...input, attacker: { ...input.attacker, id: placed ?? spawn } },
      new ProbeDice(),
      session.settings,
    )
    return { target: f.id, attack: r.ok ? { ok: true } : { ok: false, refusal: r.refusal } }
  })
}

/**
 * Every place the rules accept the carried piece at: each square within two of the hero (a
 * table's far square may lie two away while its near one is adjacent), each direction for a
 * table, probed with putDownFurniture through the rules; sorted by row, then column.
 */
function putDownOffers(session: DungeonSession, ctx: Ctx, hero: string, carrying: string): PutDownOffer[] {
  const kind = (session.board.dungeon.artifacts ?? []).find((a) => a.id === carrying)?.kind
  const directions: ('ew' | 'ns' | undefined)[] = kind === 'table' ? ['ew', 'ns'] : [undefined]
  const facts = heroFacts(ctx, hero)
  const occupied = occupiedBy(ctx, hero)
  const [c, r] = facts.square
  const out: PutDownOffer[] = []
  for (let dr = -2; dr <= 2; dr++)
    for (let dc = -2; dc <= 2; dc++)
      for (const along of directions) {
        const at: Square = [c + dc, r + dr]
        const putDown = { hero: facts, at, occupied, ...(along ? { along } : {}) }
        const tried = resolveDungeonAction(session.state, session.board, { kind: 'put-down', putDown }, new ProbeDice(), {
          tokens: session.tokens,
          settings: session.settings,
        })
        if (tried.ok) out.push({ at, ...(along ? { along } : {}), squares: artifactSquares({ kind: kind ?? 'chair', at, along }) })
      }
  return out.sort((a, b) => a.at[1] - b.at[1] || a.at[0] - b.at[0] || (a.along ?? '').localeCompare(b.along ?? ''))
}
