import type { Dice } from '../../kernel/dice'
import { purpose } from '../../kernel/dice'
import { detailed } from '../../kernel/detail'
import type { DungeonBoard } from '../../../scene/dungeon/board'
import { artifactSquares } from '../../../scene/dungeon/board'
import type { Square } from '../../../scene/dungeon/schema'
import type { MkAbility } from '../../../scene/mageknight/abilities'
import { mkAttackRoll } from '../core/ranged'
import { DUNGEONS } from '../core/clauses'
import { adjacent, reachOf, sameSquare, wallBetween } from './grid'
import { allowed, refuse, type Resolution } from './refusals'
import { MKD_RULINGS, type DungeonSettings } from './settings'
import { copyState, currentBoard, furnitureSquares, holdingsOf, sceneArtifact, setHoldings, type DungeonState } from './state'
import type { HeroFacts } from './tokens'

/**
 * The furnishings of 002 "Dungeons-Einrichtungen": the stone pillar (blocking, flight too:
 * movement.ts), the all-seeing pillar (no hiding and no theft in its segment), and chairs and
 * tables, movable difficult terrain that a hero picks up, carries at +1 / +2 a square without
 * some abilities, and puts down at once after the move; fire/lightning or a shockwave destroys
 * them (defence 7 and 10), leaving difficult terrain markers.
 */

/**
 * Abilities the rules name that our ability list (src/scene/mageknight/abilities.ts) lacks yet:
 * named here by the ids they will get. Camouflage (Tarnung) is our `stealth`.
 */
export type DungeonAbility =
  | MkAbility
  | 'quickShot'
  | 'charge'
  | 'lightFooted'
  | 'nimble'
  | 'surpriseAttack'
  | 'sweep'
  | 'surpriseRank'
  | 'invisibility'
  | 'theft'

/** 002 "Allsehende Säule": Überraschungsrang, Tarnung, Unsichtbarkeit, and theft. */
export const ALL_SEEING_SUPPRESSES: readonly DungeonAbility[] = ['surpriseRank', 'stealth', 'invisibility', 'theft']
/** 002 "Stuhl", "Tisch": Schnellschuss, Sturmangriff, Leichtfüßigkeit, Flinkheit, Überraschungsangriff, Tarnung, Rundumschlag. */
export const CARRYING_FORBIDS: readonly DungeonAbility[] = [
  'quickShot',
  'charge',
  'lightFooted',
  'nimble',
  'surpriseAttack',
  'stealth',
  'sweep',
]
/** 002 "Möbel": the defence a destroying attack must reach. */
export const FURNITURE_DEFENCE = { chair: 7, table: 10 } as const

/** Whether `ability` works for a figure on `square`: not in a segment where an all-seeing pillar stands (002 "Allsehende Säule"). */
export function abilitySuppressed(
  board: DungeonBoard,
  square: Square,
  ability: DungeonAbility,
): { suppressed: boolean; pillar: string | null } {
  const segment = board.segmentOf(square)
  if (!segment || !ALL_SEEING_SUPPRESSES.includes(ability)) return { suppressed: false, pillar: null }
  const pillar = (board.dungeon.artifacts ?? []).find((a) => a.kind === 'all-seeing-pillar' && board.segmentOf(a.at) === segment)
  return { suppressed: pillar !== undefined, pillar: pillar?.id ?? null }
}

/** A hero carrying a chair or table may not use the abilities 002 "Stuhl" lists. */
export function checkAbilityWhileCarrying(state: DungeonState, hero: string, ability: DungeonAbility): Resolution<null> {
  const carrying = holdingsOf(state, hero).carrying
  if (carrying !== null && CARRYING_FORBIDS.includes(ability))
    return refuse('ability-forbidden-while-carrying', `${hero} carries ${carrying} and may not use ${ability}`, DUNGEONS.chair, {
      hero,
      furniture: carrying,
      ability,
    })
  return allowed(null, [])
}

const isFurniture = (kind: string): kind is 'chair' | 'table' => kind === 'chair' || kind === 'table'

/** A hero picks up a chair or table from an adjacent square with it in the front arc, at no movement cost (002 "Stuhl", "Tisch"). */
export function pickUpFurniture(
  state: DungeonState,
  sceneBoard: DungeonBoard,
  hero: HeroFacts,
  furniture: string,
  settings: DungeonSettings,
): Resolution<DungeonState> {
  const piece = sceneArtifact(sceneBoard.dungeon, furniture)
  const params = { hero: hero.id, furniture }
  if (!isFurniture(piece.kind)) return refuse('not-furniture', `${furniture} is no chair or table`, DUNGEONS.furniture, params)
  const clause = piece.kind === 'table' ? DUNGEONS.table : DUNGEONS.chair
  if (!sceneBoard.dungeon.heroTeam.includes(hero.side)) return refuse('not-hero-team', `${hero.id} is not of the hero team`, clause, params)
  const squares = furnitureSquares(sceneBoard, state, furniture)
  if (squares === null) return refuse('furniture-not-on-board', `${furniture} is carried or destroyed`, DUNGEONS.furniture, params)
  const holdings = holdingsOf(state, hero.id)
  if (holdings.carrying !== null)
    return refuse('already-carrying', `${hero.id} carries ${holdings.carrying} already`, MKD_RULINGS.furniture, {
      ...params,
      carrying: holdings.carrying,
    })
  const board = currentBoard(sceneBoard, state)
  const reach = reachOf(
    board,
    hero.square,
    hero.facingDeg,
    { kind: piece.kind, at: squares[0], along: squares.length > 1 && squares[1][0] === squares[0][0] ? 'ns' : 'ew' },
    settings,
  )
  if (!reach.adjacent) return refuse('furniture-not-adjacent', `${hero.id} does not stand next to ${furniture}`, clause, params)
  if (!reach.inArc) return refuse('furniture-not-in-front-arc', `${furniture} is not in the front arc of ${hero.id}`, clause, params)
  const next = copyState(state)
  setHoldings(next, { ...holdings, carrying: furniture })
  next.furniture = [...next.furniture.filter((f) => f.furniture !== furniture), { furniture, at: null, destroyed: false }]
  const line = {
    key: 'mkd.pickedUp',
    value: furniture,
    clause,
    ...detailed('mkd.pickedUp', '{hero} picks up {furniture} (no movement points)', params),
  }
  return allowed(next, [line])
}

export interface PutDownInput {
  hero: HeroFacts
  /** The north-west square the piece is put on; a table lies `along` from it. */
  at: Square
  along?: 'ew' | 'ns'
  occupied: readonly Square[]
}

/**
 * The hero puts the piece it carries down at once after its move, on free squares adjacent to it
 * (002 "Stuhl"; R-MKD-12: a table's two squares free, one of them adjacent, no wall between them).
 */
export function putDownFurniture(
  state: DungeonState,
  sceneBoard: DungeonBoard,
  input: PutDownInput,
  settings: DungeonSettings,
): Resolution<DungeonState> {
  const { hero } = input
  const holdings = holdingsOf(state, hero.id)
  if (holdings.carrying === null) return refuse('not-carrying', `${hero.id} carries nothing`, DUNGEONS.chair, { hero: hero.id })
  const furniture = holdings.carrying
  const piece = sceneArtifact(sceneBoard.dungeon, furniture)
  const clause = piece.kind === 'table' ? DUNGEONS.table : DUNGEONS.chair
  const board = currentBoard(sceneBoard, state)
  const squares = artifactSquares({ kind: piece.kind, at: input.at, along: input.along })
  const params = { hero: hero.id, furniture, square: `${input.at[0]},${input.at[1]}` }
  // Each square's first obstacle, so a refused place says which square and why (R-MKD-12).
  const obstacle = (s: Square): string | null =>
    !board.isOpen(s)
      ? 'not-open'
      : board.artifactAt(s)
        ? 'artifact'
        : board.terrainAt(s) === 'blocking'
          ? 'blocking'
          : sameSquare(s, hero.square) || input.occupied.some((o) => sameSquare(o, s))
            ? 'figure'
            : state.placed.some((p) => p.kind !== 'difficult' && p.kind !== 'water' && sameSquare(p.at, s))
              ? 'placed'
              : null
  for (const s of squares) {
    const why = obstacle(s)
    if (why)
      return refuse('put-down-not-free', `${furniture} cannot be put down at ${input.at}: ${s} is not free (${why})`, clause, {
        ...params,
        blocked: `${s[0]},${s[1]}`,
        why,
      })
  }
  if (squares.length === 2 && wallBetween(board, squares[0], squares[1]))
    return refuse('put-down-across-wall', `${furniture} cannot lie across the wall between ${squares[0]} and ${squares[1]}`, clause, params)
  if (!squares.some((s) => adjacent(board, hero.square, s, settings)))
    return refuse('put-down-not-adjacent', `${furniture} at ${input.at} would not be adjacent to ${hero.id}`, clause, params)
  const next = copyState(state)
  setHoldings(next, { ...holdings, carrying: null })
  next.furniture = [
    ...next.furniture.filter((f) => f.furniture !== furniture),
    { furniture, at: input.at, ...(squares.length === 2 ? { along: input.along ?? 'ew' } : {}), destroyed: false },
  ]
  return allowed(next, [
    { key: 'mkd.putDown', value: furniture, clause, ...detailed('mkd.putDown', '{hero} puts {furniture} down at {square}', params) },
  ])
}

export interface FurnitureAttackInput {
  attacker: string
  furniture: string
  /** The attack's ability: only fire/lightning or a shockwave can destroy furniture (002 "Möbel"). */
  by: 'fire-lightning' | 'shockwave' | 'other'
  attack: number
}

export interface FurnitureAttack {
  state: DungeonState
  hit: boolean
  dice: [number, number]
  total: number
  defence: number
  criticalMiss: boolean
  /** The difficult terrain markers left on its squares when destroyed: one for a chair, two for a table. */
  markers: Square[]
}

/** An attack on a chair or table: 2d6 + attack against 7 or 10; destroyed, it leaves difficult terrain markers on its squares. */
export function attackFurniture(
  state: DungeonState,
  sceneBoard: DungeonBoard,
  input: FurnitureAttackInput,
  dice: Dice,
): Resolution<FurnitureAttack> {
  const piece = sceneArtifact(sceneBoard.dungeon, input.furniture)
  const params = { attacker: input.attacker, furniture: input.furniture }
  if (!isFurniture(piece.kind))
    return refuse('artifact-untouchable', `${input.furniture} cannot be attacked`, DUNGEONS.artifactRules, {
      artifact: input.furniture,
      act: 'attack',
    })
  if (input.by === 'other')
    return refuse(
      'furniture-needs-fire-or-shockwave',
      `only fire/lightning or a shockwave destroys ${input.furniture}`,
      DUNGEONS.furniture,
      params,
    )
  const squares = furnitureSquares(sceneBoard, state, input.furniture)
  if (squares === null) return refuse('furniture-not-on-board', `${input.furniture} is carried or destroyed`, DUNGEONS.furniture, params)
  const defence = FURNITURE_DEFENCE[piece.kind]
  const why = purpose('roll.mkdFurnitureAttack', params, `${input.attacker} attacks ${input.furniture}`)
  const roll = mkAttackRoll(dice, {
    attack: input.attack,
    attackModifiers: [],
    defence,
    defenceModifiers: [],
    purpose: why,
    clause: DUNGEONS.furniture,
  })
  const next = copyState(state)
  const markers = roll.hit ? squares : []
  if (roll.hit) {
    next.furniture = [
      ...next.furniture.filter((f) => f.furniture !== input.furniture),
      { furniture: input.furniture, at: null, destroyed: true },
    ]
    next.placed.push(...markers.map((at, i) => ({ id: `${input.furniture}@rubble${i + 1}`, kind: 'difficult' as const, at, token: null })))
  }
  const line = {
    key: 'mkd.furnitureAttack',
    value: roll.hit,
    clause: DUNGEONS.furniture,
    ...detailed('mkd.furnitureAttack', '{total} against defence {defence} of {furniture}: {markers} difficult terrain markers', {
      total: roll.total,
      defence,
      furniture: input.furniture,
      markers: markers.length,
    }),
  }
  return allowed(
    { state: next, hit: roll.hit, dice: roll.dice, total: roll.total, defence, criticalMiss: roll.criticalMiss, markers },
    [line],
    [roll],
  )
}
