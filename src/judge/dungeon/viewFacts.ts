import type { Square } from '../../scene/dungeon/schema'
import { HAUNTED_ARTIFACTS } from '../../scene/dungeon/schema'
import type { Clause } from '../../rules/kernel'
import { currentBoard, DUNGEONS, reachOf, sameSquare, squareBlock, squareInFrontArc, USE_COST } from '../../rules/mageknight/dungeons'
import { statsNow } from './heroes'
import type { DungeonSession } from './session'

/**
 * What the play view shows beside the offers (offers.ts), before a click: each haunted
 * artifact's use checked clause by clause for the active hero (adjacent, in the front arc, 4
 * movement points: 002 "Verwunschene Artefakte nutzen"), the squares of the hero's front arc
 * near it (R-MKD-3) and every hero's dial and holdings. Read from the session, never changing it.
 */

/** One clause of a use, checked: `ok` false is the reason the rules would refuse it. */
export interface UseCheckRow {
  check: 'adjacent' | 'front-arc' | 'movement'
  ok: boolean
  clause: Clause
  params: Record<string, string | number>
}

export interface ArtifactUseChecks {
  artifact: string
  rows: UseCheckRow[]
}

export interface DungeonHeroView {
  id: string
  name: string
  /** Its dial's speed now: the movement points an activation starts with (core 15). */
  speed: number
  eliminated: boolean
  ability: string | null
  items: string[]
  carrying: string | null
}

export interface DungeonViewFacts {
  heroes: DungeonHeroView[]
  /** Empty without an active hero. */
  useChecks: ArtifactUseChecks[]
  /** Open squares within `arcRadius` squares that lie in the active hero's front arc. */
  frontArc: Square[]
}

/** The front arc is drawn this many squares out: enough to see which neighbours and artifacts it holds. */
export const FRONT_ARC_RADIUS = 3

export function dungeonViewFacts(session: DungeonSession, arcRadius = FRONT_ARC_RADIUS): DungeonViewFacts {
  const heroTeam = session.board.dungeon.heroTeam
  const heroes = session.start.figures
    .filter((f) => heroTeam.includes(f.side) && f.mk)
    .map((f) => {
      const held = session.holdings(f.id)
      return {
        id: f.id,
        name: f.name ?? f.id,
        speed: statsNow(session.piece(f.id)).speed ?? 0,
        eliminated: session.isEliminated(f.id),
        ability: held.ability?.ability ?? null,
        items: [...held.items],
        carrying: held.carrying,
      }
    })
  const active = session.active
  if (!active) return { heroes, useChecks: [], frontArc: [] }
  const { square, facing } = session.placement(active.hero)
  const board = currentBoard(session.board, session.state)
  const haunted = (session.board.dungeon.artifacts ?? []).filter((a) => (HAUNTED_ARTIFACTS as readonly string[]).includes(a.kind))
  const useChecks = haunted.map((a) => {
    const reach = reachOf(board, square, facing, a, session.settings)
    const params = { hero: active.hero, artifact: a.id }
    const rows: UseCheckRow[] = [
      { check: 'adjacent', ok: reach.adjacent, clause: DUNGEONS.using, params },
      { check: 'front-arc', ok: reach.inArc, clause: DUNGEONS.using, params },
      {
        check: 'movement',
        ok: active.pointsLeft >= USE_COST,
        clause: DUNGEONS.using,
        params: { ...params, points: active.pointsLeft, cost: USE_COST },
      },
    ]
    return { artifact: a.id, rows }
  })
  const side = 2 * arcRadius + 1
  const frontArc = squareBlock([square[0] - arcRadius, square[1] - arcRadius], side, side).filter(
    (s) => !sameSquare(s, square) && board.isOpen(s) && squareInFrontArc(square, facing, s, session.settings),
  )
  return { heroes, useChecks, frontArc }
}
