import { MK_LIBRARY } from '../../scene/mageknight/library'
import { ownEntry } from '../../scene/records'
import type { DungeonSession } from './session'
import { SPAWN_CARD } from './sceneNow'

/**
 * The dungeon's figures by name (R-MKDV-4), for the panel, `npm run play` and the board's hover:
 * the scene figure's own name, else its card's, without a stand-in's bracketed note ("Shade
 * (Mage Spawn, stand-in)" is "Shade"), numbered in board order when several share it ("Shade 2").
 * Eliminated figures keep their number, so a name never moves to another figure during a game.
 */

/** A name without its trailing bracketed note. */
const plain = (name: string): string => name.replace(/\s*\([^)]*\)\s*$/, '').trim() || name

function baseName(session: DungeonSession, id: string): string {
  const figure = session.start.figures.find((f) => f.id === id)
  const card = figure?.mk?.card ?? SPAWN_CARD
  return plain(figure?.name ?? ownEntry(MK_LIBRARY.figures, card)?.name ?? id)
}

/** Each dungeon figure's name by its id (a null-prototype record: ids are typed by users). */
export function dungeonFigureNames(session: DungeonSession): Readonly<Record<string, string>> {
  const ids = session.dungeonFigures
  const bases = ids.map((id) => baseName(session, id))
  const out: Record<string, string> = Object.create(null)
  ids.forEach((id, i) => {
    const same = bases.filter((b) => b === bases[i]).length
    out[id] = same > 1 ? `${bases[i]} ${bases.slice(0, i + 1).filter((b) => b === bases[i]).length}` : bases[i]
  })
  return out
}
