import type { Dungeon } from '../../../scene/dungeon/schema'

/**
 * A small board for the view's tests: a 3 × 3 room at the north-west, a corridor 3 squares long
 * leaving it east along row 1 through a doorway, on a board of 6 columns and 4 rows set at
 * (10, 20) cm. Row 0 and row 2 east of the room, and all of row 3, are rock.
 */
export const TEST_DUNGEON: Dungeon = {
  origin: [10, 20],
  columns: 6,
  rows: 4,
  heroTeam: ['heroes'],
  segments: [
    { id: 'room-a', kind: 'room', squares: [{ at: [0, 0], size: [3, 3] }] },
    { id: 'corridor-a', kind: 'corridor', squares: [{ at: [3, 1], size: [3, 1] }] },
  ],
  doorways: [{ id: 'door-a', at: [2, 1], side: 'e' }],
  entrances: [{ id: 'entrance-a', at: [0, 0] }],
  terrain: [{ at: [4, 1], type: 'difficult' }],
  artifacts: [{ id: 'altar', kind: 'dragon-altar', at: [0, 2], along: 'ew', tokens: { yellow: 1, blue: 1, red: 0 } }],
}
