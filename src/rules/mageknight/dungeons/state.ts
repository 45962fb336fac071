import { artifactSquares, DungeonBoard } from '../../../scene/dungeon/board'
import type { Artifact, Dungeon, Square, TokenColour, TokenCounts } from '../../../scene/dungeon/schema'
import type { ArtifactToken } from '../../../scene/dungeon/tokens'

/**
 * What changes on a Dungeons board as heroes use artifacts and furniture, as plain data (JSON
 * as it is, so a judge session can store and replay it): the three token pools in their order,
 * the tokens under each haunted artifact, what each hero holds, where furniture stands now, what
 * tokens and destroyed furniture placed, and which artifacts each hero used in its activation.
 * The scene's `dungeon` stays as it was laid out; `currentBoard` reads the two together.
 */

/** The tokens under one haunted artifact, top first, and how many of each colour its back names (002 "Die Artefaktmarken"). */
export interface ArtifactTokens {
  artifact: string
  tokens: string[]
  start: TokenCounts
}

/** What one hero of the hero team holds from artifacts and furniture. */
export interface HeroHoldings {
  hero: string
  /** The permanent special ability a token gave it, with the token (002 "Verwunschene Artefakte nutzen"). */
  ability: { token: string; ability: string } | null
  /** Item tokens it holds. */
  items: string[]
  /** The chair or table it carries (002 "Stuhl", "Tisch"). */
  carrying: string | null
}

/** A chair or table that moved, is carried or is destroyed: `at` null while carried; absent from the list, it stands where the scene put it. */
export interface FurnitureNow {
  furniture: string
  at: Square | null
  along?: 'ew' | 'ns'
  destroyed: boolean
}

export type PlacedKind = 'mage-spawn' | 'difficult' | 'water' | 'blocking' | 'item'

/** Something a token or a destroyed piece of furniture put on the board. */
export interface Placed {
  id: string
  kind: PlacedKind
  at: Square
  /** The token that placed it; null for the markers of destroyed furniture (002 "Möbel"). */
  token: string | null
  item?: string
  /** A Mage Spawn in a multi-player game enters with a move token (002 "Verwunschene Artefakte nutzen"). */
  moveToken?: boolean
}

export interface DungeonState {
  /** Each colour's pool, top first: the order the seeded dice shuffled it into. */
  pools: Record<TokenColour, string[]>
  artifacts: ArtifactTokens[]
  heroes: HeroHoldings[]
  furniture: FurnitureNow[]
  placed: Placed[]
  /** The artifacts each hero used in its current activation (002 "Artefaktregeln": once each). */
  usedThisActivation: { hero: string; artifact: string }[]
  /** A game of several players (Mehrpersonen-Spiel): Mage Spawns a token places get a move token. */
  multiplayer: boolean
}

/** The token definitions of a game by id. */
export type TokenCatalogue = ReadonlyMap<string, ArtifactToken>
export const tokenCatalogue = (tokens: readonly ArtifactToken[]): TokenCatalogue => new Map(tokens.map((t) => [t.id, t]))

export function tokenOf(catalogue: TokenCatalogue, id: string): ArtifactToken {
  const token = catalogue.get(id)
  if (!token) throw new RangeError(`dungeons: token "${id}" is not in the token set`)
  return token
}

/** The state's copy, for functions that change it: the caller's stays as it was. */
export const copyState = (s: DungeonState): DungeonState => structuredClone(s)

export function holdingsOf(state: DungeonState, hero: string): HeroHoldings {
  return state.heroes.find((h) => h.hero === hero) ?? { hero, ability: null, items: [], carrying: null }
}

/** Writes a hero's holdings into a state being changed. */
export function setHoldings(state: DungeonState, holdings: HeroHoldings): void {
  const i = state.heroes.findIndex((h) => h.hero === holdings.hero)
  if (i >= 0) state.heroes[i] = holdings
  else state.heroes.push(holdings)
}

export function artifactTokensOf(state: DungeonState, artifact: string): ArtifactTokens {
  const entry = state.artifacts.find((a) => a.artifact === artifact)
  if (!entry) throw new RangeError(`dungeons: artifact "${artifact}" has no tokens in the state`)
  return entry
}

/** An artifact or furnishing of the scene by id; an id the scene lacks is the caller's mistake. */
export function sceneArtifact(dungeon: Dungeon, id: string): Artifact {
  const artifact = (dungeon.artifacts ?? []).find((a) => a.id === id)
  if (!artifact) throw new RangeError(`dungeons: no artifact "${id}" on the board`)
  return artifact
}

/**
 * The board as it stands now: furniture where it was put down (gone while carried or once
 * destroyed), and the terrain markers tokens and destroyed furniture placed. Walls, segments and
 * haunted artifacts never change (002 "Artefaktregeln": artifacts are not moved).
 */
export function currentBoard(board: DungeonBoard, state: DungeonState): DungeonBoard {
  const moved = new Map(state.furniture.map((f) => [f.furniture, f]))
  const artifacts: Artifact[] = []
  for (const a of board.dungeon.artifacts ?? []) {
    const now = moved.get(a.id)
    if (!now) artifacts.push(a)
    else if (!now.destroyed && now.at !== null) artifacts.push({ ...a, at: now.at, ...(now.along ? { along: now.along } : {}) })
  }
  const markers = state.placed.flatMap((p) =>
    p.kind === 'difficult' || p.kind === 'water' || p.kind === 'blocking' ? [{ at: p.at, type: p.kind }] : [],
  )
  return new DungeonBoard({ ...board.dungeon, artifacts, terrain: [...(board.dungeon.terrain ?? []), ...markers] })
}

/** The squares where a piece of furniture stands now, or null while carried or destroyed. */
export function furnitureSquares(board: DungeonBoard, state: DungeonState, id: string): Square[] | null {
  const scene = sceneArtifact(board.dungeon, id)
  const now = state.furniture.find((f) => f.furniture === id)
  if (!now) return artifactSquares(scene)
  if (now.destroyed || now.at === null) return null
  return artifactSquares({ kind: scene.kind, at: now.at, along: now.along })
}
