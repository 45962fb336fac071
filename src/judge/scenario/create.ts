import { TableWorld } from '../../geometry/world/tableWorld'
import { loadCardLibrary } from '../../scene/cards/library'
import { nullRecord, ownEntry } from '../../scene/records'
import type { Scene } from '../../scene/schema'
import type { CardLibrary, DamageProfile } from '../../scene/cards/unitCard'
import { emptyBreakdown, seededDice } from '../../rules/kernel'
import { checkDeployment, deploymentOrder } from '../../rules/universalis/round'
import { DEFAULT_ENGINE_SETTINGS, setUpCamouflage, type EngineSettings } from '../../rules/universalis/engine'
import { createGame, type GameFigure, type GameState } from '../../rules/universalis/model'
import type { ObjectSpec } from '../../rules/universalis/items'
import type { JudgeSettings } from '../api'
import { DEFAULT_JUDGE_SETTINGS } from '../judge'
import { tableFactsOf } from '../facts/tableFacts'
import { touchingTerrainAtLeastProfile, type ObjectPlace } from '../facts/contactFacts'
import { Driver, type ScenarioDriver } from './driver'

/**
 * How a scenario begins: the options a scenario file or the play mode gives, checked (each
 * problem names its field), the game made from the scene's figures with cards, and the set-up
 * measured on the table (5.4 deployment order and the 12 cm check, 16 starting camouflage).
 * Problems with the options are a ScenarioError (the command line's exit code 2).
 */

export class ScenarioError extends Error {}

export interface ScenarioOptions {
  scene: Scene
  seed: number
  /** 2.3: the group leader's figure id per side. */
  leaders: Record<string, string>
  /** 20.1: the powers each model takes into the game. */
  powers?: Record<string, string[]>
  cards?: CardLibrary
  settings?: Partial<EngineSettings>
  judge?: JudgeSettings
  /** R-E.9a: facings at the start, degrees clockwise from north, by figure id. */
  facing?: Record<string, number>
  /** R-18.3c: the players' map of each colossus's weapons to its sides, by figure id. */
  mounts?: Record<string, Record<string, 'left' | 'right' | 'hull'>>
  /** 8.3, 9.2: the objects models may use. */
  objects?: ScenarioObject[]
  /** Markers the models start with (a scenario that begins mid-game): panic (11.4), burning (11.1, with the fire's profile), shock tokens (11.5). */
  markers?: Record<string, StartMarkers>
}

export interface StartMarkers {
  panic?: boolean
  burning?: DamageProfile
  shock?: number
}

/** An object of the scenario: what it is (objects.ts) and where (a point or a terrain piece). */
export type ScenarioObject = ObjectSpec & ObjectPlace

/**
 * A game on `scene`: every figure with a unit card takes part (figures without one stay on the
 * table for sight), the leaders lead (2.3), deployment is checked (5.4: order by compared EH of
 * the leaders, 12 cm from every enemy), models start camouflaged where they may (16).
 */
export async function createScenario(options: ScenarioOptions): Promise<ScenarioDriver> {
  const cards = options.cards ?? loadCardLibrary()
  const figures: GameFigure[] = []
  for (const f of options.scene.figures) {
    if (!f.card) continue
    const card = ownEntry(cards.cards, f.card)
    if (!card) throw new ScenarioError(`scene.figures.${f.id}.card: no unit card "${f.card}" in the card library`)
    figures.push({
      id: f.id,
      side: f.side,
      card,
      prone: f.prone,
      operatorId: f.operator,
      // The options' records come from a scenario file: a figure called "constructor" is only an id.
      powers: ownEntry(options.powers ?? {}, f.id),
      facingDeg: ownEntry(options.facing ?? {}, f.id) ?? f.facing,
      weaponMounts: ownEntry(options.mounts ?? {}, f.id),
    })
  }
  for (const key of ['powers', 'facing', 'mounts', 'markers'] as const)
    for (const id of Object.keys(options[key] ?? {}))
      if (!figures.some((f) => f.id === id)) throw new ScenarioError(`${key}.${id}: no figure with a unit card "${id}" in the scene`)
  const objects = objectsById(options.objects ?? [], options.scene)
  const made = createGame({ figures, leaders: options.leaders })
  if (!made.ok) throw new ScenarioError(made.refusal.reason)
  const created = { ...made, value: withMarkers(made.value, options.markers ?? {}) }
  const settings: EngineSettings = { ...DEFAULT_ENGINE_SETTINGS, ...options.settings }
  const judge = options.judge ?? DEFAULT_JUDGE_SETTINGS
  const dice = seededDice(options.seed)
  const world = await TableWorld.create(options.scene)
  try {
    const setup = emptyBreakdown()
    const order = deploymentOrder(created.value, dice)
    if (order.ok) {
      setup.rolls.push(...order.breakdown.rolls)
      setup.lines.push(...order.breakdown.lines)
    }
    const facts = tableFactsOf(world, created.value, { judge })
    for (const refusal of checkDeployment(created.value, facts.distancesCm))
      setup.lines.push({ key: 'deployment.tooClose', value: refusal.reason, clause: refusal.clause })
    const touching = nullRecord<boolean>()
    for (const f of figures) touching[f.id] = touchingTerrainAtLeastProfile(world, f.id)
    const camo = setUpCamouflage(created.value, touching)
    if (!camo.ok) throw new ScenarioError(camo.refusal.reason)
    setup.lines.push(...camo.breakdown.lines)
    return new Driver(world, camo.value, dice, setup, cards, settings, judge, objects)
  } catch (error) {
    world.dispose()
    throw error
  }
}

/** The scenario's objects by id, checked: unique ids, a point or a piece of the scene (8.3, 9.2). */
function objectsById(objects: readonly ScenarioObject[], scene: Scene): Record<string, ScenarioObject> {
  // Null-prototype: an object named `constructor` is a name like any other.
  const out = nullRecord<ScenarioObject>()
  for (const [i, o] of objects.entries()) {
    if (Object.hasOwn(out, o.id)) throw new ScenarioError(`objects[${i}].id: "${o.id}" is used twice`)
    if ((o.at === undefined) === (o.piece === undefined))
      throw new ScenarioError(`objects[${i}]: ${o.id} is either at a point (at) or a terrain piece (piece), exactly one of them`)
    if (o.piece !== undefined && !scene.terrain.some((t) => t.id === o.piece))
      throw new ScenarioError(`objects[${i}].piece: the scene has no terrain piece "${o.piece}"`)
    out[o.id] = o
  }
  return out
}

function withMarkers(game: GameState, markers: Record<string, StartMarkers>): GameState {
  const models = nullRecord(Object.entries(game.models))
  for (const [id, mk] of Object.entries(markers)) {
    if (mk.shock !== undefined && !(Number.isInteger(mk.shock) && mk.shock >= 0))
      throw new ScenarioError(`markers.${id}.shock: a whole number of shock tokens >= 0, got ${mk.shock}`)
    const m = models[id]
    models[id] = {
      ...m,
      tokens: {
        ...m.tokens,
        panic: mk.panic ?? m.tokens.panic,
        burning: mk.burning ?? m.tokens.burning,
        shock: mk.shock ?? m.tokens.shock,
      },
    }
  }
  return { ...game, models }
}
