import type { Scene } from '../../scene/schema'
import { figurePiece, statsOf, type MkPiece } from '../../rules/mageknight/core'
import { heal, takeDamage } from '../../rules/mageknight/dungeons'
import { mkFigureOf } from '../mk/facts'
import { MK_LIBRARY } from '../../scene/mageknight/library'
import { ownEntry } from '../../scene/records'

/**
 * A dungeon figure's Mage Knight dial as the session turns it: its speed value is its movement
 * points for an activation, its defence what an object's attack must reach (core 15), and damage
 * or healing a token gives turns it (core 3). Read from the scene's card, version and clicks.
 */

export function dungeonPiece(scene: Scene, id: string): MkPiece {
  const { figure, card, version, clicks } = mkFigureOf(scene, id)
  return { ...figurePiece(card, id, figure.side, version.name), clicks }
}

/** The dial of a Mage Spawn a token placed: the stand-in card's first version (R-MKDJ-3, R-DG.6). */
export function spawnPiece(card: string, id: string, side: string): MkPiece {
  const entry = ownEntry(MK_LIBRARY.figures, card)
  if (!entry) throw new RangeError(`card: no Mage Knight card "${card}" for the spawn ${id}`)
  return figurePiece(entry, id, side)
}

export const statsNow = (piece: MkPiece): ReturnType<typeof statsOf> => statsOf(piece, 0)

/** Clicks of damage it carries now: how far its dial stands past the version's start. */
export const damageTaken = (piece: MkPiece): number => piece.clicks[0] - piece.startClicks[0]

/** The piece after `clicks` of damage (positive) or healing (negative); a refused change (eliminated already) leaves it. */
export function turnDial(piece: MkPiece, clicks: number): { piece: MkPiece; turned: number; eliminated: boolean } {
  if (clicks === 0) return { piece, turned: 0, eliminated: false }
  const r = clicks > 0 ? takeDamage(piece, clicks) : heal(piece, -clicks)
  if (!r.ok) return { piece, turned: 0, eliminated: false }
  return { piece: r.value.piece, turned: clicks > 0 ? r.value.clicks : -r.value.clicks, eliminated: r.value.eliminated }
}
