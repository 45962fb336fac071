import { MK_LIBRARY } from '../../scene/mageknight/library'
import { ownEntry } from '../../scene/records'
import type { DungeonSession } from './session'
import { SPAWN_CARD } from './sceneNow'

/**
 * The dungeon's figures by name (R-MKDV-4), for the panel, `npm run play` and the board's hover:
 * the scene figure's own name, else its card's, without a stand-in's bracketed note ("Shade
 * (Mage Spawn, stand-in)" is "Shade"), numbered in board order when several share it ("Shade 2").
 * Eliminated figures keep their number, so a name never moves to another figure during a game.
 * `dungeonFigureLabels` adds the heroes (by their scene names, as the panel lists them) and each
 * figure's card name, for the board's labels and hover card.
 */

/** A name without its trailing bracketed note. */
const plain = (name: string): string => name.replace(/\s*\([^)]*\)\s*$/, '').trim() || name

/** A figure's card name without its note ("Shade"), or null for a card the library lacks. */
function cardName(session: DungeonSession, id: string): string | null {
  const card = session.start.figures.find((f) => f.id === id)?.mk?.card ?? SPAWN_CARD
  const name = ownEntry(MK_LIBRARY.figures, card)?.name
  return name === undefined ? null : plain(name)
}

function baseName(session: DungeonSession, id: string): string {
  const figure = session.start.figures.find((f) => f.id === id)
  return figure?.name !== undefined ? plain(figure.name) : (cardName(session, id) ?? id)
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

/** What the board says of a figure: its name (a dungeon figure's numbered one, R-MKDV-4) and its card's name. */
export interface DungeonFigureLabel {
  name: string
  card: string | null
}

/**
 * Every figure on the board now by its id (a null-prototype record): the heroes by their scene
 * names as the panel lists them (viewFacts.ts), the dungeon's figures as dungeonFigureNames
 * names them, each with its card's name without a stand-in's note.
 */
export function dungeonFigureLabels(session: DungeonSession): Readonly<Record<string, DungeonFigureLabel>> {
  const names = dungeonFigureNames(session)
  const out: Record<string, DungeonFigureLabel> = Object.create(null)
  for (const f of session.scene.figures) {
    const name = session.isHero(f.id) ? (session.start.figures.find((x) => x.id === f.id)?.name ?? f.id) : (names[f.id] ?? f.id)
    out[f.id] = { name, card: cardName(session, f.id) }
  }
  return out
}
