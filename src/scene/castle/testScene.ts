/**
 * A small castle for tests (scene checks here, geometry and rules elsewhere). Fresh object per
 * call, so a test may mutate it into the bad input it needs. Numbers follow
 * models/castle/pieces.json: height 10.16; wall 15.24 x 3.81; gatehouse 10.16 square; tower
 * radius 4.445; citadel 12.7 square.
 *
 * Seen from above (x right, z down the page; the field is at small z):
 *
 *   tower (35.235, 30)  w-left (47.3, 30)  gh (60, 30)  w-gate (72.7, 30)  gap 3  w-far (90.94, 30)
 *   x 30.79..39.68      x 39.68..54.92     x 54.92..65.08  x 65.08..80.32   plank  x 83.32..98.56
 *                                           keep (60, 60): x, z 53.65..66.35
 *
 * Walls span z 28.095..31.905, the gatehouse z 24.92..35.08 (passage x 57.46..62.54).
 */
import type { Scene } from '../schema'

export const CASTLE_HEIGHT_CM = 10.16

export function castleTestScene(): Scene {
  return {
    format: 'sightline-scene',
    version: 1,
    name: 'Test castle',
    units: 'cm',
    table: { width: 120, depth: 90 },
    terrain: [],
    ladders: [{ id: 'ladder-1', bottom: [47.3, 0, 25.6], top: [47.3, 10.16, 28.095], width: 2, against: 'w-left' }],
    castle: {
      sections: [
        { id: 'tower', kind: 'roundTower', side: 'castle', center: [35.235, 0, 30], version: 'heavy' },
        { id: 'w-left', kind: 'wall', side: 'castle', center: [47.3, 0, 30], version: 'heavy' },
        {
          id: 'gh',
          kind: 'gatehouse',
          side: 'castle',
          center: [60, 0, 30],
          version: 'heavy',
          portals: { portcullis: 'closed', 'double-door': 'open' },
        },
        { id: 'w-gate', kind: 'wallGateway', side: 'castle', center: [72.7, 0, 30], version: 'light' },
        { id: 'w-far', kind: 'wall', side: 'castle', center: [90.94, 0, 30], version: 'heavy' },
        { id: 'keep', kind: 'citadel', side: 'castle', center: [60, 0, 60], version: 'heavy' },
      ],
      planks: [{ id: 'plank-1', from: [79.32, 10.16, 30], to: [84.32, 10.16, 30], width: 3 }],
    },
    figures: [
      { id: 'archer', side: 'castle', size: 'medium', position: [47.3, 10.16, 30] },
      { id: 'knight', side: 'siege', size: 'medium', position: [60, 0, 10] },
      { id: 'guard', side: 'castle', size: 'medium', position: [60, 0, 30] },
    ],
  }
}
