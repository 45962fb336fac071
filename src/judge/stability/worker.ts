import { TableWorld } from '../../geometry/world/tableWorld'
import { loadCardLibrary } from '../../scene/cards/library'
import type { CardLibrary } from '../../scene/cards/unitCard'
import type { Scene } from '../../scene/schema'
import { DEFAULT_JUDGE_SETTINGS } from '../judge'
import { combatSettingsOf, judgeSettingsOf } from '../profiles/resolve'
import type { ProfileSettings } from '../profiles'
import { bandedWeaponOf, bandQuestionOf } from './band'
import { stabilitySteps } from './search'
import type { StabilityReport } from './types'

/**
 * The stability band off the page's thread (issue 15, part 2): the judge's side of the view's
 * stability worker (view/ports/stabilityWorker.ts), plain messages in and out so that node tests
 * drive it as the browser does. One world is kept for the worker's life (Rapier's WebAssembly
 * starts once, on the first question); each question brings its scene, applied to that world.
 * The search runs in steps (stabilitySteps) with a pause between a few of them, so a newer
 * question or a cancel is read while a search runs: the older search then stops unanswered.
 */

export interface StabilityAsk {
  type: 'ask'
  /** Rises with every ask; the answer carries it back. */
  id: number
  scene: Scene
  fromId: string
  toId: string
  /** The rule profile's settings in use (R-RP.1); absent: the judge's defaults. */
  settings?: ProfileSettings
  /** Search the range band of the shooter's first banded weapon (bandedWeaponOf, R-STB.2). */
  withWeapon: boolean
}

export type ToStabilityWorker = StabilityAsk | { type: 'cancel' }

export type FromStabilityWorker = { type: 'report'; id: number; report: StabilityReport } | { type: 'error'; id: number; message: string }

export interface StabilityWorkerDeps {
  createWorld(scene: Scene): Promise<TableWorld>
  /** Lets the worker's other messages in (a macrotask in the browser). */
  pause(): Promise<void>
  cards(): CardLibrary
}

/** Search steps (about one direction's march each) between pauses. */
const STEPS_PER_PAUSE = 4

const sameTable = (a: Scene, b: Scene): boolean => JSON.stringify(a.table) === JSON.stringify(b.table)

let shippedCards: CardLibrary | null = null
const DEFAULT_DEPS: StabilityWorkerDeps = {
  createWorld: (scene) => TableWorld.create(scene),
  pause: () => new Promise((resolve) => setTimeout(resolve, 0)),
  cards: () => (shippedCards ??= loadCardLibrary()),
}

/** The worker's message handler: call it with each message; answers go to `post`. */
export function stabilityWorkerHandler(
  post: (message: FromStabilityWorker) => void,
  deps: Partial<StabilityWorkerDeps> = {},
): (message: ToStabilityWorker) => void {
  const { createWorld, pause, cards } = { ...DEFAULT_DEPS, ...deps }
  let world: TableWorld | null = null
  /** The newest question's id; 0 once cancelled. A search for any other id stops at its next pause. */
  let latest = 0
  let queued: StabilityAsk | null = null
  let running = false

  const worldFor = async (scene: Scene): Promise<TableWorld> => {
    if (world && !sameTable(world.scene, scene)) {
      world.dispose()
      world = null
    }
    if (!world) world = await createWorld(scene)
    else world.setScene(scene)
    return world
  }

  const answer = async (ask: StabilityAsk): Promise<void> => {
    const table = await worldFor(ask.scene)
    if (ask.id !== latest) return
    const settings = ask.settings ? judgeSettingsOf(ask.settings) : DEFAULT_JUDGE_SETTINGS
    const weapon = ask.withWeapon ? bandedWeaponOf(table, cards(), ask.fromId) : null
    const combat = ask.settings ? combatSettingsOf(ask.settings) : undefined
    const band = weapon === null ? null : bandQuestionOf(table, cards(), ask.fromId, weapon, 'normal', combat)
    const steps = stabilitySteps(table, ask.fromId, ask.toId, settings, band)
    for (let taken = 1; ; taken++) {
      const next = steps.next()
      if (next.done) {
        post({ type: 'report', id: ask.id, report: next.value })
        return
      }
      if (taken % STEPS_PER_PAUSE === 0) {
        await pause()
        if (ask.id !== latest) return
      }
    }
  }

  const pump = async () => {
    if (running) return
    running = true
    try {
      while (queued) {
        const ask = queued
        queued = null
        try {
          await answer(ask)
        } catch (error) {
          post({ type: 'error', id: ask.id, message: error instanceof Error ? error.message : String(error) })
        }
      }
    } finally {
      running = false
    }
  }

  return (message) => {
    if (message.type === 'cancel') {
      latest = 0
      queued = null
      return
    }
    latest = message.id
    queued = message
    void pump()
  }
}
