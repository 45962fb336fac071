import type { Scene } from '../../scene/schema'
import type { MkGameSettings } from '../profiles/types'
import { piecesOf } from './create'
import { siegeOfScene, type CarriedLadder } from './siegeSetup'

/**
 * What a Mage Knight game at the table starts from (core 11): the sides, each army's pieces and
 * points, and the build total the larger army gives when the players agree on no other. A side's
 * castle sections are bought with its army (001 "Punktwert"), so they count here as the set-up's
 * army check counts them (create.ts).
 */

export interface MkPlaySetup {
  scene: Scene
  seed: number
  /** Sides in turn order; absent: the order the scene first names them. */
  sides?: readonly string[]
  /** The agreed build total (core 9); absent: the larger army's. */
  buildTotal?: number
  /** Rounds before victory points are counted; absent: until one side is left. */
  rounds?: number
  name?: string
  /** 001 "Planken und Leitern": ladders figures carry from the start (the scenario file's `carriedLadders`). */
  carriedLadders?: readonly CarriedLadder[]
  /** The rule profile's Mage Knight readings the game is played under and its file records (R-VPR.3); absent: the defaults. */
  rules?: MkGameSettings
}

export interface MkSetupChoices {
  sides: { side: string; figures: { id: string; points: number; largeFigure: boolean }[]; points: number }[]
  /** The larger army's points, castle sections included: the build total when the players agree on no other (core 11). */
  buildTotal: number
  /** Why no game can start on the scene, or null. */
  problem: string | null
}

/** Or why there is no Mage Knight game on `scene` (a card the library lacks, fewer than two sides). */
export function mkSetupChoices(scene: Scene): MkSetupChoices {
  let pieces: ReturnType<typeof piecesOf>
  try {
    pieces = [...piecesOf(scene), ...siegeOfScene(scene).pieces]
  } catch (error) {
    return { sides: [], buildTotal: 0, problem: error instanceof Error ? error.message : String(error) }
  }
  const names = [...new Set(pieces.map((p) => p.side))]
  const sides = names.map((side) => {
    const figures = pieces.filter((p) => p.side === side).map((p) => ({ id: p.id, points: p.points, largeFigure: p.largeFigure }))
    return { side, figures, points: figures.reduce((n, f) => n + f.points, 0) }
  })
  const buildTotal = Math.max(0, ...sides.map((s) => s.points))
  return {
    sides,
    buildTotal,
    problem: sides.length < 2 ? `a game needs two sides with Mage Knight figures, the scene has ${sides.length}` : null,
  }
}
