import type { DungeonBoard } from '../../scene/dungeon/board'
import type { Figure, Scene } from '../../scene/schema'
import { currentBoard } from '../../rules/mageknight/dungeons'
import type { TableState } from './session'

/**
 * The scene as a Dungeons game has left it, for the view to draw and sight to be judged on:
 * figures on their squares' centres with their facing and dials, eliminated heroes taken off,
 * the board as the rules see it now (furniture moved or gone, terrain markers tokens and
 * destroyed furniture placed), and the Mage Spawns tokens placed as figures.
 */

/** The stand-in Mage Spawn card a token's spawn is drawn with (models/mageknight/dungeon-figures.json, R-DG.6, R-MKDJ-3). */
export const SPAWN_CARD = 'mk-spawn-shade-stand-in'

/** The figure id of a placed Mage Spawn: its placed id with what a figure id may not hold made dashes. */
export const spawnFigureId = (placedId: string): string => placedId.replace(/[^A-Za-z0-9_-]/g, '-')

/** The side the dungeon's figures play for: the scene's first side not of the hero team ('spawn' when there is none). */
export const spawnSideOf = (start: Scene, heroTeam: readonly string[]): string =>
  start.figures.find((f) => !heroTeam.includes(f.side))?.side ?? 'spawn'

export function sceneNow(start: Scene, board: DungeonBoard, table: TableState): Scene {
  const round = (n: number) => Math.round(n * 100) / 100
  const figures: Figure[] = []
  for (const f of start.figures) {
    if (table.eliminated.includes(f.id)) continue
    const place = table.placements[f.id]
    const [x, z] = board.centre(place.square)
    const piece = table.pieces[f.id]
    figures.push({
      ...f,
      position: [round(x), 0, round(z)],
      facing: place.facing,
      ...(f.mk && piece ? { mk: { ...f.mk, clicks: [...piece.clicks] } } : {}),
    })
  }
  const spawnSide = spawnSideOf(start, board.dungeon.heroTeam)
  for (const p of table.state.placed) {
    if (p.kind !== 'mage-spawn') continue
    const id = spawnFigureId(p.id)
    if (table.eliminated.includes(id)) continue
    const [x, z] = board.centre(p.at)
    const piece = table.pieces[id]
    figures.push({
      id,
      side: spawnSide,
      size: 'medium',
      position: [round(x), 0, round(z)],
      facing: table.placements[id]?.facing ?? 0,
      name: `Mage Spawn (${p.token ?? 'token'})`,
      mk: { card: SPAWN_CARD, ...(piece ? { clicks: [...piece.clicks] } : {}) },
    } as Figure)
  }
  return { ...start, dungeon: currentBoard(board, table.state).dungeon, figures }
}
