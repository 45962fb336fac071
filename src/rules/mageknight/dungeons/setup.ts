import type { Dice } from '../../kernel/dice'
import { detailed } from '../../kernel/detail'
import type { RulingLine } from '../../kernel/clauses'
import type { DungeonBoard } from '../../../scene/dungeon/board'
import { HAUNTED_ARTIFACTS, TOKEN_COLOURS, type HauntedArtifactKind } from '../../../scene/dungeon/schema'
import type { ArtifactToken } from '../../../scene/dungeon/tokens'
import { DUNGEONS } from '../core/clauses'
import { dealFromPools, shufflePile, type RollSink } from './pools'
import { allowed, type Resolution } from './refusals'
import { MKD_RULINGS } from './settings'
import type { DungeonState } from './state'

/**
 * A game's start (002 "Die Artefaktmarken"): the tokens sorted into three piles by colour, each
 * shuffled face down with the seeded dice, then each haunted artifact, in the order the scene
 * lists them, dealt the numbers of each colour its back names (`tokens` in the scene).
 */
export function startDungeon(
  board: DungeonBoard,
  tokens: readonly ArtifactToken[],
  dice: Dice,
  options: { multiplayer: boolean },
): Resolution<DungeonState> {
  const rolls: RollSink = []
  const lines: RulingLine[] = []
  const pools = { yellow: [] as string[], blue: [] as string[], red: [] as string[] }
  for (const colour of TOKEN_COLOURS)
    pools[colour] = shufflePile(
      tokens.filter((t) => t.colour === colour).map((t) => t.id),
      colour,
      dice,
      rolls,
    )
  const state: DungeonState = {
    pools,
    artifacts: [],
    heroes: [],
    furniture: [],
    placed: [],
    usedThisActivation: [],
    multiplayer: options.multiplayer,
  }
  const haunted = (board.dungeon.artifacts ?? []).filter((a) =>
    (HAUNTED_ARTIFACTS as readonly string[]).includes(a.kind as HauntedArtifactKind),
  )
  for (const artifact of haunted) {
    // checks.ts requires the counts on every haunted artifact; a board that skipped the checks gets none.
    const start = artifact.tokens ?? { yellow: 0, blue: 0, red: 0 }
    const entry = { artifact: artifact.id, tokens: [] as string[], start }
    const short = dealFromPools(state, entry.tokens, start)
    state.artifacts.push(entry)
    lines.push({
      key: 'mkd.dealt',
      value: entry.tokens.length,
      clause: DUNGEONS.tokens,
      ...detailed('mkd.dealt', '{artifact} gets {yellow} yellow, {blue} blue and {red} red tokens', { artifact: artifact.id, ...start }),
    })
    if (short > 0)
      lines.push({
        key: 'mkd.poolShort',
        value: short,
        clause: MKD_RULINGS.emptyPool,
        ...detailed('mkd.poolShort', '{count} tokens short: the pool ran dry', { count: short }),
      })
  }
  return allowed(state, lines, rolls)
}
