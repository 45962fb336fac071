import type { TableWorld } from '../../geometry/world/tableWorld'
import type { Point3 } from '../../geometry/types'
import type { CardLibrary } from '../../scene/cards/unitCard'
import { currentSpeedCm } from '../../rules/universalis/model'
import type { ActionFacts, EngineSettings, GameAction } from '../../rules/universalis/engine'
import type { GameState, TableFacts } from '../../rules/universalis/model'
import type { ObjectSpec } from '../../rules/universalis/items'
import type { JudgeSettings } from '../api'
import { runLegsOf } from './forcedMoveFacts'
import { nullRecord, ownEntry } from '../../scene/records'
import { edgePathFactsOf, pathFactsOf, sightRulingsOf, tableFactsOf } from './tableFacts'
import { objectContactOf, pushLineOf, touchingTerrainAtLeastProfile, type ObjectPlace, type PushLine } from './contactFacts'
import { areaFactsOf, indirectFactsOf } from './shotFacts'

/**
 * The scenario driver's measuring (scenario.ts): for each engine action, the table facts it
 * needs, taken from the TableWorld as it stands now: paths (with where failed jumps fall), push
 * lines, sight rulings, indirect and area geometry, contact with objects, the path to the edge
 * of a panic move and the legs of a burning run.
 */

export interface FactsContext {
  world: TableWorld
  game: GameState
  cards: CardLibrary
  settings: EngineSettings
  judge: JudgeSettings
  objects: Readonly<Record<string, ObjectSpec & ObjectPlace>>
  used: readonly string[]
}

export interface MeasuredFacts {
  facts: ActionFacts
  /** The push lines measured, by pushed model id: the table moves a pushed figure along them. */
  pushLines: Record<string, PushLine>
}

/**
 * The table's facts (distances, contacts, who perceives whom) depend on the figures' places and
 * the game's models only, so they are measured once per table and game state: the probes the
 * view makes for its buttons, and the step after them, ask for the same facts many times
 * (about 5 ms each on the skirmish table). Keyed by the game state (immutable) and checked
 * against the world, its scene (a new value whenever a figure moves or the castle changes) and
 * the sight settings; nothing downstream writes to the facts.
 */
const tableFactsMemo = new WeakMap<
  GameState,
  { world: TableWorld; scene: TableWorld['scene']; judge: JudgeSettings | undefined; facts: TableFacts }
>()

export function tableFactsNow(world: TableWorld, game: GameState, judge: JudgeSettings | undefined): TableFacts {
  const kept = tableFactsMemo.get(game)
  if (kept && kept.world === world && kept.scene === world.scene && kept.judge === judge) return kept.facts
  const facts = tableFactsOf(world, game, { judge })
  tableFactsMemo.set(game, { world, scene: world.scene, judge, facts })
  return facts
}

/** The facts `action` needs, measured on the world as it stands now. `goal`: a move's goal; `pushCm`: a push shorter than the speed (15.2). */
export function measureFacts(ctx: FactsContext, action: GameAction, goal: Point3 | undefined, pushCm: number | undefined): MeasuredFacts {
  const { world, game, settings, judge } = ctx
  const facts: ActionFacts = { table: tableFactsNow(world, game, judge), disciplines: ctx.cards.disciplines }
  const pushLines = nullRecord<PushLine>()
  const pushBoth = (a: string, b: string, cm?: number) => {
    for (const [pusher, pushed] of [
      [a, b],
      [b, a],
    ] as const) {
      if (!world.figure(pusher) || !world.figure(pushed)) continue
      pushLines[pushed] = pushLineOf(world, pusher, pushed, cm ?? currentSpeedCm(game, pushed).value)
    }
    facts.push = { ...facts.push, ...pushLines }
  }
  const sightTo = (shooter: string, targets: string[]) => {
    const around = targets.flatMap((t) => ownEntry(facts.table.baseContacts, t) ?? [])
    facts.sight = sightRulingsOf(
      world,
      [...new Set([...targets, ...around])].filter((t) => t !== shooter).map((t) => [shooter, t] as const),
      judge,
    )
  }
  switch (action.kind) {
    case 'move':
    case 'charge': {
      if (goal) {
        const weaponClass =
          action.kind === 'charge' ? (game.models[action.model].card.weapons?.find((w) => w.name === action.weapon)?.class ?? 1) : undefined
        const path = pathFactsOf(world, game, action.model, goal, action.kind, settings, weaponClass)
        facts.path = { answer: path.answer, terrain: path.terrain, gapFalls: path.gapFalls }
        if (path.answer.found && path.answer.goal)
          facts.touchingTerrain = { [action.model]: touchingAt(world, game, action.model, path.answer.goal) }
      }
      if (action.kind === 'charge') pushBoth(action.model, action.defender)
      break
    }
    case 'disengage': {
      if (goal) {
        const path = pathFactsOf(world, game, action.model, goal, 'disengage', settings)
        facts.path = { answer: path.answer, terrain: path.terrain, gapFalls: path.gapFalls }
      }
      for (const o of action.opportunity ?? []) pushBoth(o.attacker, action.model)
      break
    }
    case 'shoot':
    case 'reactionFire':
      sightTo(action.shooter, [action.target])
      break
    case 'sustained':
      sightTo(
        action.shooter,
        action.targets.map((t) => t.target),
      )
      break
    case 'indirect':
      facts.indirect = indirectFactsOf(world, game, action.shooter, action, judge)
      break
    case 'area':
      if (action.indirect) facts.indirect = indirectFactsOf(world, game, action.shooter, action, judge)
      else if (action.target) sightTo(action.shooter, [action.target])
      facts.area = areaFactsOf(world, game, action.shooter, action, judge)
      break
    case 'melee':
      pushBoth(action.attacker, action.defender, pushCm)
      break
    case 'useItem':
      facts.touchingTerrain = { [action.model]: touchingTerrainAtLeastProfile(world, action.model) }
      break
    case 'useObject': {
      const place = ownEntry(ctx.objects, action.object.id)
      facts.object = {
        contact: !!place && !!world.figure(action.model) && objectContactOf(world, action.model, place),
        used: [...ctx.used],
      }
      break
    }
    case 'panicMove':
      facts.path = edgePathFactsOf(world, game, action.model)
      break
    case 'burningRun':
      facts.run = { legs: runLegsOf(world, game, action.model, action.bearingsDeg, action.moves, settings) }
      break
    default:
      break
  }
  return { facts, pushLines }
}

/** 16.1 at the end of a move: the figure is put there for the question and put back. */
function touchingAt(world: TableWorld, game: GameState, id: string, at: Point3): boolean {
  const m = game.models[id]
  if (!m.camouflage || m.camouflage.hidden) return false
  const figure = world.requireFigure(id)
  const home: [number, number, number] = [...figure.position]
  world.moveFigure(id, [at[0], at[1], at[2]])
  try {
    return touchingTerrainAtLeastProfile(world, id)
  } finally {
    world.moveFigure(id, home)
  }
}
