/**
 * The view's ports: what the store and the components may ask of the layers below, and the
 * vocabulary of the answers. View code outside this folder imports from here and never from
 * src/judge, src/geometry or src/rules (tests/layering.test.ts); this folder alone reaches the
 * judge, through its front door (src/judge/index.ts).
 */
export type { RuleProfilePorts, StepRulingView, SightlinePorts, SurfaceView, TapeReading } from './ports'
export type { GameFileRead, PlayPorts } from './playPorts'
export { DEFAULT_PLAY_SETTINGS, judgePlayPorts } from './playPorts'
export type { MkGameFileRead, MkPlayPorts } from './mkPlayPorts'
export { judgeMkPlayPorts } from './mkPlayPorts'
export type { DungeonGameFileRead, DungeonGameSettings, DungeonPlayPorts } from './dungeonPlayPorts'
export { isDungeonSeed, judgeDungeonPlayPorts } from './dungeonPlayPorts'
export type {
  ArtifactOffer,
  ArtifactUseChecks,
  DungeonEvent,
  DungeonFigureLabel,
  DungeonHeroView,
  DungeonViewFacts,
  UseCheckRow,
  DungeonOffers,
  DungeonScenarioFile,
  DungeonSession,
  DungeonStep,
  DungeonStepResult,
  FurnitureOffer,
  PutDownOffer,
  SpawnAttackOffer,
  SpawnOffer,
} from '../../judge'
export type {
  MkAttackOffer,
  MkAttackView,
  MkCellView,
  MkClickView,
  MkDialView,
  MkEvent,
  MkFigureSheet,
  MkGame,
  MkMoveView,
  MkPlaySession,
  MkProbe,
  MkScenarioFile,
  MkScenarioStep,
  MkSetupChoices,
  MkStepResult,
  SiegeOffer,
} from '../../judge'
export type {
  CavalryAttackOffer,
  CavalryDialQuestion,
  CavalryModeOffer,
  CavalryPathKind,
  CavalryPathView,
  CavalryStepOffer,
  MkCavalryView,
} from '../../judge'
export type { FormationAttackOffer, MkFormationView } from '../../judge'
export type { FormationFacing, FormationMemberPath, MkFormationMoveView } from '../../judge'
export type { MkBoardOffer, MkChoiceField, MkChoiceQuestion, MkChoiceStep, MkLeaveGoal, MkShotView } from '../../judge'
export { choiceFieldOf } from '../../judge'
export { mkFigureCardFacts, type MkFigureCardFacts } from '../../judge'
export type {
  ActionOffer,
  DangerZone,
  DieRoll,
  GameSetupChoices,
  PlayMovePreview,
  PlayProbe,
  PlayRefusal,
  PlaySession,
  PlaySettings,
  PlaySetup,
  PlayStepResult,
  PushPreview,
  ReactionOffer,
  ScenarioFile,
  ScenarioStep,
  MeleePreview,
  ModelSheet,
  ShotPreview,
} from '../../judge'
export type {
  Carried,
  CastleShotJudgement,
  CastleShotOptions,
  Clause,
  EditOutcome,
  EditRefusal,
  EditRefusalCode,
  Point3,
  RecordAt,
  Refusal,
  RulingLine,
  SectionView,
  SetupReport,
  SiegeSides,
  SightJudgement,
  StabilityEntry,
  StabilityReport,
  SightRay,
  CompareRow,
  CompareValue,
  ProfileComparison,
  ProfileParse,
  ProfileSettings,
  RuleProfile,
  SettingDifference,
  SettingGroup,
  SettingInfo,
  SettingKind,
  SettingUnit,
  SettingValue,
  TableEdge,
  TableWorld,
} from '../../judge'
// A profile's settings by path (the profile editor): plain data, no ruling.
export { settingAt, withSetting } from '../../judge'
// The shipped profiles and what each setting is (the settings' words are held to them in i18n/profileSettingTexts.test.ts).
export { AS_WRITTEN, settingInfos, settingLeaves, SIGHTLINE_DEFAULT } from '../../judge'
// The judge's profile check, for the i18n test of what it refuses (the panel asks it through RuleProfilePorts.parse).
export { parseRuleProfile } from '../../judge'
export { AP_MAX, CASTLE_RANGED_ABILITIES, formatClause, maxHp, refuse, ruling, TABLE_EDGES, universalis } from '../../judge'
// The cover heat map (issue 15): its values and the legend's colours (judge/heatmap/legend.ts).
export type { HeatmapGrid, HeatmapLevelOption, HeatmapMetric, HeatmapProgress, HeatmapSpec, HeatmapValues, LegendEntry } from '../../judge'
export { CELL, cellColor, DEFAULT_HEATMAP_LEVEL, HEATMAP_METRICS, heatmapLevels, legendOf, UNSEEN } from '../../judge'
export type { HeatmapField, HeatmapPorts } from './heatmapPorts'
// The stability band's ports (issue 15, part 2): a Web Worker in the browser.
export type { StabilityPorts, StabilityQuestionForPorts } from './stabilityPorts'
