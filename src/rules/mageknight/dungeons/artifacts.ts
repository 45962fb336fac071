import type { Dice } from '../../kernel/dice'
import { purpose } from '../../kernel/dice'
import { detailed } from '../../kernel/detail'
import type { RulingLine } from '../../kernel/clauses'
import type { DungeonBoard } from '../../../scene/dungeon/board'
import { HAUNTED_ARTIFACTS, type Square, type TokenColour } from '../../../scene/dungeon/schema'
import { DUNGEONS } from '../core/clauses'
import { reachOf } from './grid'
import { shuffleBack, uniformIndex, type RollSink } from './pools'
import { allowed, refuse, type Resolution } from './refusals'
import { MKD_RULINGS, type DungeonSettings } from './settings'
import {
  artifactTokensOf,
  copyState,
  currentBoard,
  holdingsOf,
  sceneArtifact,
  setHoldings,
  tokenOf,
  type DungeonState,
  type TokenCatalogue,
} from './state'
import { applyToken, type HeroFacts, type TokenEffect } from './tokens'

/**
 * Using a haunted artifact (002 "Artefaktregeln", "Verwunschene Artefakte nutzen"): a hero of
 * the hero team, on a square adjacent to the artifact with it in the front arc, spends 4 movement
 * points, draws one of its tokens and gets what the token gives; its activation ends. Each
 * artifact once per activation of a hero. Artifacts themselves are never attacked, destroyed,
 * damaged or moved.
 */

/** Movement points a use costs (002 "Verwunschene Artefakte nutzen"). */
export const USE_COST = 4

export interface UseArtifactInput {
  hero: HeroFacts
  artifact: string
  /** With drawChoice 'colour-chosen' (R-MKD-5), the colour the player draws from. */
  colour?: TokenColour
  /** Squares figures stand on (tokens place nothing there). */
  occupied: readonly Square[]
}

export interface ArtifactUse extends TokenEffect {
  hero: string
  artifact: string
  movementSpent: number
  /** Always true: the use ends the hero's activation. */
  activationEnds: true
}

/** A caller's numbers that are no numbers are its mistake, thrown naming the field. */
function assertHeroFacts(hero: HeroFacts): void {
  for (const field of ['movementPoints', 'defence', 'damageTaken', 'facingDeg'] as const)
    if (!Number.isFinite(hero[field])) throw new RangeError(`dungeons: hero.${field} must be a finite number, got ${hero[field]}`)
}

const isHaunted = (kind: string) => (HAUNTED_ARTIFACTS as readonly string[]).includes(kind)

export function useArtifact(
  state: DungeonState,
  sceneBoard: DungeonBoard,
  input: UseArtifactInput,
  dice: Dice,
  catalogue: TokenCatalogue,
  settings: DungeonSettings,
): Resolution<{ state: DungeonState; use: ArtifactUse }> {
  const { hero } = input
  assertHeroFacts(hero)
  const artifact = sceneArtifact(sceneBoard.dungeon, input.artifact)
  const params = { hero: hero.id, artifact: artifact.id }
  if (!sceneBoard.dungeon.heroTeam.includes(hero.side))
    return refuse('not-hero-team', `${hero.id} is not of the hero team`, DUNGEONS.artifactRules, params)
  if (!isHaunted(artifact.kind))
    return refuse('not-haunted-artifact', `${artifact.id} is a furnishing: it has no tokens`, DUNGEONS.haunted, params)
  if (state.usedThisActivation.some((u) => u.hero === hero.id && u.artifact === artifact.id))
    return refuse(
      'artifact-used-this-activation',
      `${hero.id} used ${artifact.id} in this activation already`,
      DUNGEONS.artifactRules,
      params,
    )
  const board = currentBoard(sceneBoard, state)
  const reach = reachOf(board, hero.square, hero.facingDeg, artifact, settings)
  if (!reach.adjacent) return refuse('artifact-not-adjacent', `${hero.id} does not stand next to ${artifact.id}`, DUNGEONS.using, params)
  if (!reach.inArc)
    return refuse('artifact-not-in-front-arc', `${artifact.id} is not in the front arc of ${hero.id}`, DUNGEONS.using, params)
  if (hero.movementPoints < USE_COST)
    return refuse(
      'artifact-needs-movement',
      `${hero.id} has ${hero.movementPoints} movement points, a use costs ${USE_COST}`,
      DUNGEONS.using,
      { ...params, points: hero.movementPoints, cost: USE_COST },
    )
  const under = artifactTokensOf(state, artifact.id).tokens
  if (under.length === 0) return refuse('artifact-has-no-tokens', `no token is left under ${artifact.id}`, DUNGEONS.tokens, params)
  const colour = settings.drawChoice === 'colour-chosen' ? input.colour : undefined
  const candidates = colour === undefined ? under : under.filter((id) => tokenOf(catalogue, id).colour === colour)
  if (candidates.length === 0)
    return refuse('no-token-of-colour', `no ${colour} token is left under ${artifact.id}`, MKD_RULINGS.draw, {
      ...params,
      colour: colour ?? '',
    })

  const next = copyState(state)
  const rolls: RollSink = []
  const lines: RulingLine[] = []
  const why = purpose('roll.mkdDraw', params, `${hero.id} draws a token from ${artifact.id}`)
  const drawn = candidates[uniformIndex(candidates.length, dice, why, MKD_RULINGS.draw, rolls)]
  const entry = artifactTokensOf(next, artifact.id)
  entry.tokens = entry.tokens.filter((id) => id !== drawn)
  next.usedThisActivation.push({ hero: hero.id, artifact: artifact.id })
  const token = tokenOf(catalogue, drawn)
  lines.push({
    key: 'mkd.used',
    value: drawn,
    clause: DUNGEONS.using,
    ...detailed('mkd.used', '{hero} uses {artifact} for {cost} movement points and draws a {colour} token; the activation ends', {
      ...params,
      cost: USE_COST,
      token: drawn,
      colour: token.colour,
    }),
  })
  const effect = applyToken(token, hero, { state: next, board, catalogue, dice, settings, rolls, lines, occupied: input.occupied })
  return allowed(
    { state: next, use: { ...effect, hero: hero.id, artifact: artifact.id, movementSpent: USE_COST, activationEnds: true } },
    lines,
    rolls,
  )
}

const PAST = { attack: 'attacked', destroy: 'destroyed', damage: 'damaged', move: 'moved' } as const

/**
 * Asked to attack, destroy, damage or move an artifact (002 "Artefaktregeln": it cannot be). A
 * stone or all-seeing pillar is an artifact too; chairs and tables have their own rules
 * (furnishings.ts), so for them the answer is yes.
 */
export function actOnArtifact(sceneBoard: DungeonBoard, id: string, act: 'attack' | 'destroy' | 'damage' | 'move'): Resolution<null> {
  const artifact = sceneArtifact(sceneBoard.dungeon, id)
  if (artifact.kind === 'chair' || artifact.kind === 'table') return allowed(null, [])
  return refuse('artifact-untouchable', `${id} cannot be ${PAST[act]}`, DUNGEONS.artifactRules, { artifact: id, act })
}

/** The hero's activation ends: it may use each artifact again in its next one (002 "Artefaktregeln"). */
export function endActivation(state: DungeonState, hero: string): DungeonState {
  const next = copyState(state)
  next.usedThisActivation = next.usedThisActivation.filter((u) => u.hero !== hero)
  return next
}

/**
 * The hero is eliminated and taken off the board: only now does it lose the ability a token
 * gave it (002 "Verwunschene Artefakte nutzen"), and the token is shuffled back into its pool.
 */
export function heroEliminated(state: DungeonState, hero: string, dice: Dice, catalogue: TokenCatalogue): Resolution<DungeonState> {
  const next = copyState(state)
  const holdings = holdingsOf(next, hero)
  const rolls: RollSink = []
  const lines: RulingLine[] = []
  if (holdings.ability) {
    shuffleBack(next, catalogue, holdings.ability.token, dice, rolls)
    lines.push({
      key: 'mkd.abilityLost',
      value: holdings.ability.ability,
      clause: DUNGEONS.using,
      ...detailed('mkd.abilityLost', '{hero} is eliminated and loses {ability}', { hero, ability: holdings.ability.ability }),
    })
    setHoldings(next, { ...holdings, ability: null })
  }
  next.usedThisActivation = next.usedThisActivation.filter((u) => u.hero !== hero)
  return allowed(next, lines, rolls)
}
