import { DungeonBoard } from '../../../scene/dungeon/board'
import type { Dungeon, Square } from '../../../scene/dungeon/schema'
import { SHIPPED_ARTIFACT_TOKENS } from '../../../scene/dungeon/tokensFile'
import { DEFAULT_DUNGEON_SETTINGS, type DungeonSettings } from './settings'
import { tokenCatalogue, type DungeonState } from './state'
import type { AttackerFacts } from './figureAttacks'
import type { HeroFacts } from './tokens'

/**
 * A small board for the Dungeons rules tests, drawn here so each test can count squares by hand:
 *
 *        c0        c1        c2       c3       c4    |  c5  c6  c7
 *   r0   .         water     .        pillar   .     |  rock
 *   r1   difficult .|wall|   .        .        blocking
 *   r2   .         .         statue   .        .   doorway  corridor
 *   r3   .         chair     .        table    table
 *   r4   pond      .         .        .        eye (all-seeing pillar)
 *
 * Room "hall" is columns 0 to 4, rows 0 to 4; corridor "passage" columns 5 to 7 of row 2, through
 * a doorway east of (4,2). A wall inside the hall stands east of (1,1).
 */
export const TEST_DUNGEON: Dungeon = {
  origin: [0, 0],
  columns: 8,
  rows: 5,
  heroTeam: ['heroes'],
  segments: [
    { id: 'hall', kind: 'room', squares: [{ at: [0, 0], size: [5, 5] }] },
    { id: 'passage', kind: 'corridor', squares: [{ at: [5, 2], size: [3, 1] }] },
  ],
  walls: [{ at: [1, 1], side: 'e' }],
  doorways: [{ id: 'door', at: [4, 2], side: 'e' }],
  terrain: [
    { at: [0, 1], type: 'difficult' },
    { at: [1, 0], type: 'water' },
    { at: [4, 1], type: 'blocking' },
  ],
  artifacts: [
    { id: 'statue', kind: 'statue-of-sharise', at: [2, 2], tokens: { yellow: 1, blue: 1, red: 0 } },
    { id: 'pond', kind: 'small-pond', at: [0, 4], tokens: { yellow: 0, blue: 0, red: 1 } },
    { id: 'pillar', kind: 'stone-pillar', at: [3, 0] },
    { id: 'eye', kind: 'all-seeing-pillar', at: [4, 4] },
    { id: 'chair', kind: 'chair', at: [1, 3] },
    { id: 'table', kind: 'table', at: [3, 3], along: 'ew' },
  ],
}
export const testBoard = () => new DungeonBoard(TEST_DUNGEON)
export const catalogue = tokenCatalogue(SHIPPED_ARTIFACT_TOKENS)
export const settings = (over: Partial<DungeonSettings> = {}): DungeonSettings => ({ ...DEFAULT_DUNGEON_SETTINGS, ...over })

/** A state laid out by hand (no shuffling), so a test scripts only the dice of the step it tests. */
export function handState(over: Partial<DungeonState> = {}): DungeonState {
  return {
    pools: { yellow: [], blue: [], red: [] },
    artifacts: [
      { artifact: 'statue', tokens: [], start: { yellow: 1, blue: 1, red: 0 } },
      { artifact: 'pond', tokens: [], start: { yellow: 0, blue: 0, red: 1 } },
    ],
    heroes: [],
    furniture: [],
    placed: [],
    usedThisActivation: [],
    multiplayer: false,
    ...over,
  }
}

/** With these tokens under the statue. */
export const withStatueTokens = (state: DungeonState, tokens: string[]): DungeonState => ({
  ...state,
  artifacts: state.artifacts.map((a) => (a.artifact === 'statue' ? { ...a, tokens } : a)),
})

/** Hero h1 of the hero team on (2,3), facing north: the statue on (2,2) is adjacent and straight ahead. */
export function hero(over: Partial<HeroFacts> = {}): HeroFacts {
  return { id: 'h1', side: 'heroes', square: [2, 3] as Square, facingDeg: 0, movementPoints: 8, defence: 15, damageTaken: 0, ...over }
}

/** Hero h1 as an attacker: attack 9, damage 2, range 4, on (0,3) facing north (the figure attack tests'). */
export const heroAttacker = (over: Partial<AttackerFacts> = {}): AttackerFacts => ({
  id: 'h1',
  square: [0, 3],
  facingDeg: 0,
  attack: 9,
  damage: 2,
  rangeIn: 4,
  ...over,
})
