import { TableWorld } from '../../geometry/world/tableWorld'
import { seededDice } from '../../rules/kernel'
import { figurePiece, type MkPiece } from '../../rules/mageknight/core'
import { buildArmy, newMkGame, withSiege, type MkEngineOptions } from '../../rules/mageknight/engine'
import type { RulingLine } from '../../rules/kernel'
import { MK_LIBRARY } from '../../scene/mageknight/library'
import { ownEntry } from '../../scene/records'
import type { Scene } from '../../scene/schema'
import { MkDriver } from './driver'
import { aboardOf } from './largeFacts'
import type { MkScenarioFile, MkScenarioStep } from './scenarioFile'
import { checkCarriedLadders, checkSiegeStepNames, siegeOfScene, type CarriedLadder } from './siegeSetup'
import { isSiegeStep } from './siegeSteps'
import { cavalryOfScene } from './cavalryScene'
import { cavalryStepFigures, isCavalryStep } from './cavalrySteps'
import { DEFAULT_MK_TABLE_RULES } from './tableRules'
import { mkReadingsOf } from '../profiles/resolve'
import type { MkGameSettings } from '../profiles/types'

/**
 * A Mage Knight game begun on a scene: every figure with a Mage Knight card becomes a piece at its
 * version and clicks (000, 001 "Punktwert"), the sides take turns in the order given (or the
 * order the scene first names them), and the build total is the agreed one or the larger army's.
 */

export class MkScenarioError extends Error {}

export interface MkScenarioOptions {
  scene: Scene
  seed: number
  sides?: readonly string[]
  buildTotal?: number
  rounds?: number
  engine?: MkEngineOptions
  /** 001 "Planken und Leitern": ladders figures carry from the start. */
  carriedLadders?: readonly CarriedLadder[]
  /**
   * A rule profile's Mage Knight readings (R-VPR.3): the engine's (core, castle, large figures,
   * cavalry; over `engine.settings`) and the table's measures (contact, steps, terrain, Trample).
   */
  rules?: MkGameSettings
}

/** The scene's Mage Knight figures as pieces. */
export function piecesOf(scene: Scene): MkPiece[] {
  return scene.figures.flatMap((f) => {
    if (!f.mk) return []
    const card = ownEntry(MK_LIBRARY.figures, f.mk.card)
    if (!card)
      throw new MkScenarioError(`figures: ${f.id} names the Mage Knight card "${f.mk.card}", which models/mageknight does not have`)
    const piece = figurePiece(card, f.id, f.side, f.mk.version)
    return [f.mk.clicks ? { ...piece, clicks: [...f.mk.clicks] } : piece]
  })
}

/** Names a step uses that are not Mage Knight figures of the scene, as `steps[i].field: ...`. */
export function checkMkScenarioNames(steps: readonly MkScenarioStep[], scene: Scene, carried: readonly CarriedLadder[] = []): string[] {
  const known = new Set(scene.figures.filter((f) => f.mk).map((f) => f.id))
  const problems: string[] = []
  steps.forEach((s, i) => {
    const named: [string, string][] =
      s.do === 'move'
        ? [['figure', s.figure]]
        : s.do === 'melee'
          ? [
              ['figure', s.figure],
              ['target', s.target],
            ]
          : s.do === 'ranged'
            ? [['figure', s.figure], ...s.targets.map((t, j): [string, string] => [`targets[${j}]`, t])]
            : s.do === 'board'
              ? [
                  ['figure', s.figure],
                  ['chariot', s.chariot],
                ]
              : s.do === 'leave'
                ? [['figure', s.figure]]
                : []
    for (const [field, id] of named) if (!known.has(id)) problems.push(`steps[${i}].${field}: no Mage Knight figure "${id}" in the scene`)
    if (isSiegeStep(s)) problems.push(...checkSiegeStepNames(s, i, scene, carried))
    if (isCavalryStep(s))
      for (const [field, id] of cavalryStepFigures(s))
        if (!known.has(id)) problems.push(`steps[${i}].${field}: no Mage Knight figure "${id}" in the scene`)
  })
  return problems
}

export async function createMkScenario(options: MkScenarioOptions): Promise<MkDriver> {
  // 001: castle sections are pieces of the game too (siegeSetup.ts).
  const carried = options.carriedLadders ?? []
  const ladderProblems = checkCarriedLadders(options.scene, carried)
  if (ladderProblems.length > 0) throw new MkScenarioError(ladderProblems.join('; '))
  const siege = siegeOfScene(options.scene, carried)
  // R-VPR.3: the profile's readings as `judge --mk` takes them too (mkReadingsOf), else the caller's engine settings.
  const readings = options.rules ? mkReadingsOf(options.rules) : null
  const settings = readings?.engine ?? options.engine?.settings
  const engine = { ...options.engine, ...(settings ? { settings } : {}), sectionKind: siege.sectionKind }
  const pieces = [...piecesOf(options.scene), ...siege.pieces]
  const named = [...new Set(pieces.map((p) => p.side))]
  const sides = options.sides ?? named
  const strays = named.filter((s) => !sides.includes(s))
  if (strays.length > 0)
    throw new MkScenarioError(`sides: the scene has Mage Knight figures of ${strays.join(', ')}, not listed in sides (${sides.join(', ')})`)
  if (sides.length < 2) throw new MkScenarioError(`sides: a game needs two sides with Mage Knight figures, the scene has ${sides.length}`)
  const armies = sides.map((s) => pieces.filter((p) => p.side === s).reduce((n, p) => n + p.points, 0))
  const buildTotal = options.buildTotal ?? Math.max(...armies)
  const setup = armyLines(options.scene, sides, buildTotal)
  const begun = newMkGame(pieces, sides, buildTotal, {
    maxRounds: options.rounds ?? null,
    settings,
    sectionKind: siege.sectionKind,
  })
  const withCastle = siege.siege ? withSiege(begun, siege.siege) : begun
  // 003: the mounts and riders the scene deploys as cavalry units (cavalryScene.ts).
  const game = cavalryOfScene({ ...withCastle, aboard: aboardOf(options.scene) }, options.scene)
  const world = await TableWorld.create(options.scene)
  const table = readings?.table ?? DEFAULT_MK_TABLE_RULES
  return new MkDriver(world, game, seededDice(options.seed), engine, setup, table)
}

/**
 * Core 11: each side's figures, at the versions the scene names, must fit the build total; the
 * lines (points per pick, the actions a turn gives) are the game's set-up record.
 */
function armyLines(scene: Scene, sides: readonly string[], buildTotal: number): RulingLine[] {
  const lines: RulingLine[] = []
  for (const side of sides) {
    const figures = scene.figures.flatMap((f) =>
      f.side === side && f.mk
        ? [{ kind: 'figure' as const, id: f.id, card: f.mk.card, ...(f.mk.version ? { version: f.mk.version } : {}) }]
        : [],
    )
    // 001 "Punktwert": the castle's sections are bought like figures; a scene with a castle is the players' agreement to field one.
    const sections = (scene.castle?.sections ?? []).flatMap((c) =>
      c.side === side ? [{ kind: 'section' as const, id: c.id, section: c.kind, version: c.version }] : [],
    )
    const army = buildArmy({ side, buildTotal, picks: [...figures, ...sections], castleAllowed: scene.castle !== undefined })
    if (!army.ok) throw new MkScenarioError(`buildTotal: ${side}'s army: ${army.refusal.reason}`)
    lines.push(...army.value.lines)
  }
  return lines
}

/** The options of a parsed scenario file on its scene. */
export const mkScenarioOptions = (file: MkScenarioFile, scene: Scene): MkScenarioOptions => ({
  scene,
  seed: file.seed,
  ...(file.sides ? { sides: file.sides } : {}),
  ...(file.buildTotal ? { buildTotal: file.buildTotal } : {}),
  ...(file.rounds ? { rounds: file.rounds } : {}),
  ...(file.carriedLadders ? { carriedLadders: file.carriedLadders } : {}),
  // R-VPR.3: a game file that records its readings is played under them, on the table and on the command line.
  ...(file.settings ? { rules: file.settings } : {}),
})
