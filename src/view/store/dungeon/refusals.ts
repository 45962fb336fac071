import { refuse, ruling, type Refusal } from '../../ports'
/**
 * Why the dungeon editor refuses an edit. Two kinds: what the editor itself cannot record (a
 * piece off the board, on rock, on another piece; ruling R-DE.1 in docs/RULINGS.md), and what
 * the scene's own checks (src/scene/validate.ts, with the dungeon checks of
 * src/scene/dungeon/checks.ts) find wrong with the edited scene: those are
 * passed on as `scene-check`, their message as the reason, so the editor refuses exactly what a
 * load of the saved file would refuse.
 */

/** The editor's own refusals: what no rule forbids but the board cannot record. */
export const DUNGEON_EDITOR_OWN = ruling('R-DE.1', 'Was der Dungeon-Editor von sich aus ablehnt')

/** The scene's checks as the editor's refusals: an edit the saved file would be refused for is refused at once. */
export const SCENE_CHECKS = ruling('R-DE.2', 'Der Dungeon-Editor prüft wie das Laden einer Szene')

export type DungeonRefusalCode =
  /** R-DE.1: the scene has no dungeon board yet ("New dungeon" makes one). */
  | 'no-board'
  /** R-DE.1: the piece or block would reach past the board's columns or rows. */
  | 'off-board'
  /** R-DE.1: a marker, entrance or artifact stands on open floor, not on rock. */
  | 'on-rock'
  /** R-DE.1: a block of floor would cover squares another room or corridor already has. */
  | 'overlaps-segment'
  /** R-DE.1: an artifact would cover a square another artifact covers. */
  | 'overlaps-artifact'
  /** R-DE.1: a wall or doorway on an edge that is not between two open squares (toward rock a wall always stands). */
  | 'edge-not-inside'
  /** R-DE.1: an inner wall belongs between two squares of one segment; between two segments a wall stands already. */
  | 'wall-between-segments'
  /** R-DE.1: a doorway opens the wall between two segments; inside one segment there is none to open. */
  | 'doorway-inside-segment'
  /** R-DE.1: erase found nothing on that square. */
  | 'nothing-there'
  /** R-DE.2: the scene's checks (validate.ts, dungeon/checks.ts) find the edited scene wrong; the reason is their message. */
  | 'scene-check'

export type DungeonRefusal = Refusal<DungeonRefusalCode>

export const refuseDungeon = (
  code: DungeonRefusalCode,
  reason: string,
  params?: DungeonRefusal['params'],
): { ok: false; refusal: DungeonRefusal } => refuse(code, reason, DUNGEON_EDITOR_OWN, params)

/**
 * The scene's checks' first new error as the editor's refusal; its code and values ride along
 * as params (`problem` is the code) so the view says it in German (problemTexts.ts).
 */
export const refuseByChecks = (
  message: string,
  path: string,
  problem?: { code?: string; params?: Readonly<Record<string, string | number>> },
): { ok: false; refusal: DungeonRefusal } =>
  refuse<DungeonRefusalCode>('scene-check', message, SCENE_CHECKS, {
    ...problem?.params,
    path,
    ...(problem?.code === undefined ? {} : { problem: problem.code }),
  })
