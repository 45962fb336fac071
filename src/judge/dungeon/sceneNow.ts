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
  const heroTeam = board.dungeon.heroTeam
  const spawnSide = start.figures.find((f) => !heroTeam.includes(f.side))?.side ?? 'spawn'
  for (const p of table.state.placed) {
    if (p.kind !== 'mage-spawn') continue
    const [x, z] = board.centre(p.at)
    figures.push({
      id: p.id.replace(/[^A-Za-z0-9_-]/g, '-'),
      side: spawnSide,
      size: 'medium',
      position: [round(x), 0, round(z)],
      facing: 0,
      name: `Mage Spawn (${p.token ?? 'token'})`,
      mk: { card: SPAWN_CARD },
    } as Figure)
  }
  return { ...start, dungeon: currentBoard(board, table.state).dungeon, figures }
}
