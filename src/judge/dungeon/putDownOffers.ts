import { artifactSquares } from '../../scene/dungeon/board'
import type { Square } from '../../scene/dungeon/schema'
import { resolveDungeonAction, sameSquare, squareBlock } from '../../rules/mageknight/dungeons'
import { ProbeDice, probeOf, type Probe } from './probe'
import type { DungeonSession } from './session'
import { heroFacts, occupiedBy, type Ctx } from './workingTable'

/**
 * Where the carried chair or table could go down (R-MKDV-3): every place a player could point at
 * beside the hero, each probed through the rules' putDownFurniture and carrying allowed or the
 * refusal (not free and which square, across a wall, not adjacent); and the same per square, for
 * the board's tint and hover.
 */

/** A place: its north-west square, a table's direction, the squares it would cover, and the rules' answer. */
export interface PutDownOffer {
  at: Square
  along?: 'ew' | 'ns'
  squares: Square[]
  put: Probe
}

/** One square of the places: allowed when an allowed place covers it, else the refusal of the place it is the north-west square of (or the first over it). */
export interface PutDownSquare {
  square: Square
  put: Probe
}

const near = (a: Square, b: Square) => Math.max(Math.abs(a[0] - b[0]), Math.abs(a[1] - b[1])) <= 1

/**
 * The places: a chair on each open square next to the hero (the eight around it), a table in
 * both directions wherever one of its squares is next to the hero; never over the hero's own
 * square or off the open floor. Sorted by row, then column, then direction.
 */
export function putDownOffers(session: DungeonSession, ctx: Ctx, hero: string, carrying: string): PutDownOffer[] {
  const kind = (session.board.dungeon.artifacts ?? []).find((a) => a.id === carrying)?.kind ?? 'chair'
  const directions: ('ew' | 'ns' | undefined)[] = kind === 'table' ? ['ew', 'ns'] : [undefined]
  const facts = heroFacts(ctx, hero)
  const occupied = occupiedBy(ctx, hero)
  const [c, r] = facts.square
  const out: PutDownOffer[] = []
  // A north-west square two west or north of the hero still lets a table's other square touch it.
  for (const at of squareBlock([c - 2, r - 2], 4, 4))
    for (const along of directions) {
      const squares = artifactSquares({ kind, at, along })
      const pointable =
        squares.every((s) => session.board.isOpen(s) && !sameSquare(s, facts.square)) && squares.some((s) => near(s, facts.square))
      if (!pointable) continue
      const putDown = { hero: facts, at, occupied, ...(along ? { along } : {}) }
      const tried = resolveDungeonAction(ctx.table.state, session.board, { kind: 'put-down', putDown }, new ProbeDice(), {
        tokens: session.tokens,
        settings: session.settings,
      })
      out.push({ at, ...(along ? { along } : {}), squares, put: probeOf(tried) })
    }
  return out.sort((a, b) => a.at[1] - b.at[1] || a.at[0] - b.at[0] || (a.along ?? '').localeCompare(b.along ?? ''))
}

/** Each square of the places once, with the answer the board shows for it. */
export function putDownSquares(places: readonly PutDownOffer[]): PutDownSquare[] {
  const out: PutDownSquare[] = []
  for (const p of places)
    for (const square of p.squares) {
      if (out.some((o) => sameSquare(o.square, square))) continue
      const over = places.filter((q) => q.squares.some((s) => sameSquare(s, square)))
      const allowed = over.find((q) => q.put.ok)
      const own = over.find((q) => sameSquare(q.at, square)) ?? over[0]
      out.push({ square, put: allowed ? allowed.put : own.put })
    }
  return out.sort((a, b) => a.square[1] - b.square[1] || a.square[0] - b.square[0])
}
