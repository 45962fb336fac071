import type { Dice } from '../../kernel/dice'
import type { DungeonBoard } from '../../../scene/dungeon/board'
import type { ArtifactToken } from '../../../scene/dungeon/tokens'
import { SHIPPED_ARTIFACT_TOKENS } from '../../../scene/dungeon/tokensFile'
import { actOnArtifact, endActivation, heroEliminated, useArtifact, type ArtifactUse, type UseArtifactInput } from './artifacts'
import {
  attackFurniture,
  pickUpFurniture,
  putDownFurniture,
  type FurnitureAttack,
  type FurnitureAttackInput,
  type PutDownInput,
} from './furnishings'
import { moveAlong, type MoveCost, type MoveInput } from './movement'
import { allowed, type Resolution } from './refusals'
import { DEFAULT_DUNGEON_SETTINGS, type DungeonSettings } from './settings'
import { tokenCatalogue, type DungeonState } from './state'
import type { HeroFacts } from './tokens'

/**
 * One step of a Dungeons game as plain data, and the one function that resolves it: the judge
 * session stores the actions and replays them from the start state with the same seed. Each
 * action names the rule module that decides it; the result is always the next state (the same
 * one when nothing changes, a move only asks what it costs) and what happened.
 */
export type DungeonAction =
  | { kind: 'move'; move: MoveInput }
  | { kind: 'use-artifact'; use: UseArtifactInput }
  | { kind: 'pick-up'; hero: HeroFacts; furniture: string }
  | { kind: 'put-down'; putDown: PutDownInput }
  | { kind: 'attack-furniture'; attack: FurnitureAttackInput }
  | { kind: 'act-on-artifact'; artifact: string; act: 'attack' | 'destroy' | 'damage' | 'move' }
  | { kind: 'end-activation'; hero: string }
  | { kind: 'hero-eliminated'; hero: string }

export type DungeonOutcome =
  | { kind: 'move'; move: MoveCost }
  | { kind: 'use-artifact'; use: ArtifactUse }
  | { kind: 'attack-furniture'; attack: Omit<FurnitureAttack, 'state'> }
  | { kind: 'done' }

export interface DungeonStep {
  state: DungeonState
  outcome: DungeonOutcome
}

export interface DungeonOptions {
  /** The game's token set; the shipped stand-in set when absent. */
  tokens?: readonly ArtifactToken[]
  settings?: DungeonSettings
}

const done = (state: DungeonState): DungeonStep => ({ state, outcome: { kind: 'done' } })

export function resolveDungeonAction(
  state: DungeonState,
  board: DungeonBoard,
  action: DungeonAction,
  dice: Dice,
  options: DungeonOptions = {},
): Resolution<DungeonStep> {
  const settings = options.settings ?? DEFAULT_DUNGEON_SETTINGS
  const catalogue = tokenCatalogue(options.tokens ?? SHIPPED_ARTIFACT_TOKENS)
  switch (action.kind) {
    case 'move': {
      const r = moveAlong(state, board, action.move, settings)
      return r.ok ? { ...r, value: { state, outcome: { kind: 'move', move: r.value } } } : r
    }
    case 'use-artifact': {
      const r = useArtifact(state, board, action.use, dice, catalogue, settings)
      return r.ok ? { ...r, value: { state: r.value.state, outcome: { kind: 'use-artifact', use: r.value.use } } } : r
    }
    case 'pick-up': {
      const r = pickUpFurniture(state, board, action.hero, action.furniture, settings)
      return r.ok ? { ...r, value: done(r.value) } : r
    }
    case 'put-down': {
      const r = putDownFurniture(state, board, action.putDown, settings)
      return r.ok ? { ...r, value: done(r.value) } : r
    }
    case 'attack-furniture': {
      const r = attackFurniture(state, board, action.attack, dice)
      if (!r.ok) return r
      const { state: next, ...attack } = r.value
      return { ...r, value: { state: next, outcome: { kind: 'attack-furniture', attack } } }
    }
    case 'act-on-artifact': {
      const r = actOnArtifact(board, action.artifact, action.act)
      return r.ok ? { ...r, value: done(state) } : r
    }
    case 'end-activation':
      return allowed(done(endActivation(state, action.hero)), [])
    case 'hero-eliminated': {
      const r = heroEliminated(state, action.hero, dice, catalogue)
      return r.ok ? { ...r, value: done(r.value) } : r
    }
  }
}
