import { adjacent, currentBoard, furnitureSquares, squareInFrontArc } from '../../rules/mageknight/dungeons'
import type { Ctx } from './workingTable'

/**
 * Whether a hero can attack a chair or table (R-MKDJ-2): one of its squares in the hero's front
 * arc, and adjacent (close combat) or within the dial's range counted in squares (a ranged attack,
 * 1 inch a square, diagonals as one). Line of fire is not traced here: the furniture stands in
 * the hero's room or corridor in every shipped case; a piece carried or destroyed is left to the
 * rules to refuse.
 */
export function furnitureReach(ctx: Ctx, hero: string, furniture: string, rangeIn: number): 'ok' | 'out-of-reach' {
  const { session, table } = ctx
  if (!(session.board.dungeon.artifacts ?? []).some((a) => a.id === furniture)) return 'ok'
  const squares = furnitureSquares(session.board, table.state, furniture)
  if (squares === null) return 'ok'
  const { square, facing } = table.placements[hero]
  const board = currentBoard(session.board, table.state)
  const inArc = squares.filter((s) => squareInFrontArc(square, facing, s, session.settings))
  const near = inArc.some((s) => adjacent(board, square, s, session.settings))
  const inRange = inArc.some((s) => Math.max(Math.abs(s[0] - square[0]), Math.abs(s[1] - square[1])) <= rangeIn)
  return near || inRange ? 'ok' : 'out-of-reach'
}
