/**
 * The judge's front door: everything the view (through its ports, src/view/ports) and the
 * command line (src/cli) may ask of the layers below. They import this module and nothing else
 * of src/judge, src/geometry or src/rules (tests/layering.test.ts), so a ruling on screen and one
 * in a terminal come from the same calls.
 */

// The table: a scene's Rapier world, and what it measures for the tape and the ledge probe.
export { TableWorld } from '../geometry/world/tableWorld'
// Rapier compiled once by the page, handed to its workers (view/ports/rapierHandOver.ts).
export { compiledRapierWasm, handRapierWasm } from '../geometry/world/rapierWasmFetch'
export { pointDistances } from '../geometry/measure/distances'
export { surfaceAt } from '../geometry/measure/surfaces'
export type { Point3, SightAnswer, SightRay, Surface } from '../geometry/types'

// Sight, cover and falls.
export type { JudgeSettings, SightJudgement } from './api'
export { DEFAULT_JUDGE_SETTINGS, judgeSight, judgeStepAt, withDefaults } from './judge'
export type { SightRuling } from '../rules/universalis/sight'
export type { StepRuling } from '../rules/universalis/movement'
export { sightVerdict } from './verdicts'
export type { Detailed } from '../rules/kernel'

// The cover heat map (issue 15): a profile at every cell of a grid, judged on workers.
export { DEFAULT_HEATMAP_LEVEL, heatmapSpec, HeatmapRequestError, type HeatmapRequest } from './heatmap/spec'
export { runHeatmap, type HeatmapProgress, type HeatmapResult, type HeatmapRunOptions } from './heatmap/run'
export { heatmapPool, type HeatmapPool } from './heatmap/pool'
export { heatmapLevels, type HeatmapLevelOption } from './heatmap/levels'
export { cellRefusal } from './heatmap/cells'
export { heatmapWorkerHandler, inThreadEndpoint, type FromWorker, type HeatmapEndpoint, type ToWorker } from './heatmap/worker'
export { cellColor, HEATMAP_METRICS, legendOf, type HeatmapMetric, type LegendEntry } from './heatmap/legend'
export { cellX, cellZ, gridOf } from './heatmap/grid'
export { CELL, UNSEEN, type HeatmapGrid, type HeatmapSpec, type HeatmapValues } from './heatmap/types'

// Rule profiles (issue 15, part 3): named readings of every disputed setting, and one ruling under two of them.
export * from './profiles'

// Ranged attacks and moves (Universalis).
export { judgeRangedAttack, RangedJudgeError, type RangedJudgement, type ShotAction } from './rangedAttack'
export { judgeReach, type ReachJudgement } from './reach'

// The castle (Mage Knight castle sections).
export { damageSectionClick, repairSectionClick, sectionViews, togglePortal, type EditOutcome, type SectionView } from './castle/editor'
export type { EditRefusal, EditRefusalCode } from './castle/editRefusals'
export { carryAlong, ladderAt, plankAt, type Carried, type RecordAt } from './castle/planks'
export { defaultSiegeSides, judgeCastleSetup, TABLE_EDGES, type SetupReport, type SiegeSides, type TableEdge } from './castle/setup'
export { CASTLE_RANGED_ABILITIES, judgeCastleShot, type CastleShotJudgement, type CastleShotOptions } from './castle/shot'

// Scenarios played headless (npm run play) and the driver behind them.
export type { ScenarioDriver, StepResult } from './scenario/driver'
export { createScenario, ScenarioError } from './scenario/create'
export { checkExpectation, parseScenarioFile } from './scenario/file'
export { checkScenarioNames } from './scenario/fileChecks'
export type { ScenarioStep } from './scenario/steps'

// Mage Knight Dungeons games (issue 13): the judge session, its steps, offers and game files.
export { DungeonSession, type DungeonEvent, type DungeonStepResult } from './dungeon/session'
export type { DungeonStep } from './dungeon/steps'
export { dungeonFigureLabels, type DungeonFigureLabel } from './dungeon/figureNames'
export { dungeonSettingsOf, DungeonSettingsSchema, type DungeonSettingsFile } from './dungeon/settingsSchema'
export { checkDungeonExpectation } from './dungeon/expect'
export {
  dungeonOffers,
  type ArtifactOffer,
  type DungeonOffers,
  type FurnitureOffer,
  type PutDownOffer,
  type SpawnAttackOffer,
  type SpawnOffer,
} from './dungeon/offers'
export type { DungeonRefusal, DungeonRefusalCode } from './dungeon/refusals'
export {
  dungeonViewFacts,
  FRONT_ARC_RADIUS,
  type ArtifactUseChecks,
  type DungeonHeroView,
  type DungeonViewFacts,
  type UseCheckRow,
} from './dungeon/viewFacts'
export {
  checkDungeonScenarioNames,
  isDungeonScenario,
  parseDungeonScenarioFile,
  type DungeonScenarioFile,
} from './dungeon/scenarioFile'

// Mage Knight games played headless (npm run play on a sightline-mk-scenario) and in the view.
export { MkDriver, type MkSnapshot, type MkStepResult } from './mk/driver'
export { checkMkScenarioNames, createMkScenario, MkScenarioError, mkScenarioOptions } from './mk/create'
export { isMkScenario, parseMkScenarioFile, type MkScenarioFile, type MkScenarioStep } from './mk/scenarioFile'
export type { MkEvent, MkGame } from '../rules/mageknight/engine'
export { judgeMkAttack, MkJudgeError, type MkAttackJudgement } from './mk/attackRuling'
// A Mage Knight figure's card as the hover card names it: card name, mount type and temper, rider (003).
export { mkFigureCardFacts, type MkFigureCardFacts } from './mk/figureCardFacts'
export * from './mk/session' // MkPlaySession, its set-up, previews and dial panel (the view's Mage Knight play mode)
export type {
  CavalryAttackOffer,
  CavalryDialQuestion,
  CavalryModeOffer,
  CavalryPathKind,
  CavalryPathView,
  CavalryStepOffer,
  MkCavalryView,
} from './mk/cavalryOffers'
export type { FormationAttackOffer, MkFormationView } from './mk/formationOffers'
export type { FormationFacing, FormationMemberPath, MkFormationMoveView } from './mk/formationMoveOffer'

// A game at the table (the view's play mode): steps, undo, probes, the game as a scenario file.
export { PlaySession } from './play/session'
export { DEFAULT_PLAY_SETTINGS, type PlayProbe, type PlayRules, type PlaySettings, type PlaySetup, type PlayStepResult } from './play/types'
export type { PlayRefusal, PlayRefusalCode } from './play/refusals'
export type { MovePreview } from './play/movePreview'
export type { ActionOffer, DangerZone, PlayMovePreview, ReactionOffer } from './play/types'
export type { ModelSheet } from './play/modelSheet'
// A model's card as the play panel shows it: AP out of the rules' most (4.1), hit points out of the card's (3.5).
export { AP_MAX, maxHp } from '../rules/universalis/model'
export type { PushPreview } from './play/pushPreview'
export type { MeleePreview, ShotPreview } from '../rules/universalis/engine'
export { gameSetupChoices, type GameSetupChoices, type PowerChoice, type SideChoice } from './play/setupChoices'
export type { ScenarioFile } from './scenario/file'

// The vocabulary of every ruling: clauses, lines, modifiers, rolls and refusals, and dice.
export { formatClause, isDiceSeed, ruling, universalis, type Clause, type RulingLine } from '../rules/kernel'
export { refuse, type Breakdown, type Modifier, type Refusal, type RollRecord } from '../rules/kernel'
export { scriptedDice, seededDice, type Dice, type DieRoll } from '../rules/kernel'
export type { EngineEvent } from '../rules/universalis/engine'

// The stability band (issue 15): the smallest move of either figure that changes a ruling's facts.
export { judgeStability, stabilitySteps } from './stability/search'
export { bandedWeaponOf, bandedWeaponsOf, bandQuestionOf, type BandQuestion } from './stability/band'
export { standingBlock, type StandingBlock } from './stability/standing'
export { applySceneMessage, sceneMessage, type ListDelta, type SceneMessage } from './stability/sceneDelta'
export {
  stabilityWorkerHandler,
  type FromStabilityWorker,
  type StabilityAsk,
  type StabilityWorkerDeps,
  type ToStabilityWorker,
} from './stability/worker'
export {
  DEFAULT_STABILITY_OPTIONS,
  type CompassPoint,
  type CompassWord,
  type FactValue,
  type StabilityEntry,
  type StabilityFact,
  type StabilityMover,
  type StabilityOptions,
  type StabilityReport,
} from './stability/types'
