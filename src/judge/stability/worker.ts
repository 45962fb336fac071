import { TableWorld } from '../../geometry/world/tableWorld'
import { loadCardLibrary } from '../../scene/cards/library'
import type { CardLibrary } from '../../scene/cards/unitCard'
import type { Scene } from '../../scene/schema'
import { DEFAULT_JUDGE_SETTINGS } from '../judge'
import { combatSettingsOf, judgeSettingsOf } from '../profiles/resolve'
import type { ProfileSettings } from '../profiles'
import { bandedWeaponOf, bandQuestionOf } from './band'
import { applySceneMessage, type SceneMessage } from './sceneDelta'
import { stabilitySteps } from './search'
import type { StabilityOptions, StabilityReport } from './types'

/**
 * The stability band off the page's thread (issue 15, part 2): the judge's side of the view's
 * stability worker (view/ports/stabilityWorker.ts), plain messages in and out so that node tests
 * drive it as the browser does. One world is kept for the worker's life (Rapier's WebAssembly
 * starts once, on the first question); each question brings its scene by what changed since the
 * last (sceneDelta.ts), so the world's update by identity (TableWorld.setScene) touches only the
 * records that changed. A whole scene (a load, a new table) or another rule profile builds the
 * world afresh.
 * The search runs in steps (stabilitySteps) with a pause between a few of them, so a newer
 * question or a cancel is read while a search runs: the older search then stops unanswered.
 */

export interface StabilityAsk {
  type: 'ask'
  /** Rises with every ask; the answer carries it back. */
  id: number
  /** The scene, by what changed since the last ask (every ask is applied on arrival, answered or not). */
  scene: SceneMessage
  fromId: string
  toId: string
  /** The rule profile's settings in use (R-RP.1); absent: the judge's defaults. */
  settings?: ProfileSettings
  /** Search the range band of a banded weapon of the shooter (bandedWeaponOf, R-STB.2). */
  withWeapon: boolean
  /** The weapon the player chose for this shooter; absent, or not one of its banded weapons: the first. */
  weapon?: string
}

/** An ask with its scene rebuilt from the worker's last one. */
type Question = Omit<StabilityAsk, 'scene'> & { scene: Scene; settingsKey: string }

export type ToStabilityWorker = StabilityAsk | { type: 'cancel' }

export type FromStabilityWorker = { type: 'report'; id: number; report: StabilityReport } | { type: 'error'; id: number; message: string }

export interface StabilityWorkerDeps {
  createWorld(scene: Scene): Promise<TableWorld>
  /** Lets the worker's other messages in (a macrotask in the browser). */
  pause(): Promise<void>
  cards(): CardLibrary
  /** The search's radius and steps (R-STB.1's defaults unless a test or the bench wants a quicker one). */
  search: Partial<StabilityOptions>
}

/** Search steps (about one direction's march each) between pauses. */
const STEPS_PER_PAUSE = 4

let shippedCards: CardLibrary | null = null
const DEFAULT_DEPS: StabilityWorkerDeps = {
  createWorld: (scene) => TableWorld.create(scene),
  pause: () => new Promise((resolve) => setTimeout(resolve, 0)),
  cards: () => (shippedCards ??= loadCardLibrary()),
  search: {},
}

/** The worker's message handler: call it with each message; answers go to `post`. */
export function stabilityWorkerHandler(
  post: (message: FromStabilityWorker) => void,
  deps: Partial<StabilityWorkerDeps> = {},
): (message: ToStabilityWorker) => void {
  const { createWorld, pause, cards, search } = { ...DEFAULT_DEPS, ...deps }
  let world: TableWorld | null = null
  /** The newest question's id; 0 once cancelled. A search for any other id stops at its next pause. */
  let latest = 0
  let queued: Question | null = null
  let running = false
  /** The last scene received (the base of the next message), and whether a whole one came since the world was built. */
  let lastScene: Scene | null = null
  let wholeSinceBuilt = false
  /** The profile the world was built under: another one builds it afresh. */
  let builtUnder: string | null = null

  const worldFor = async (question: Question): Promise<TableWorld> => {
    if (world && (wholeSinceBuilt || builtUnder !== question.settingsKey)) {
      world.dispose()
      world = null
    }
    if (!world) {
      wholeSinceBuilt = false
      builtUnder = question.settingsKey
      world = await createWorld(question.scene)
    } else world.setScene(question.scene)
    return world
  }

  const answer = async (ask: Question): Promise<void> => {
    const table = await worldFor(ask)
    if (ask.id !== latest) return
    const settings = ask.settings ? judgeSettingsOf(ask.settings) : DEFAULT_JUDGE_SETTINGS
    const weapon = ask.withWeapon ? bandedWeaponOf(table, cards(), ask.fromId, ask.weapon) : null
    const combat = ask.settings ? combatSettingsOf(ask.settings) : undefined
    const band = weapon === null ? null : bandQuestionOf(table, cards(), ask.fromId, weapon, 'normal', combat)
    const steps = stabilitySteps(table, ask.fromId, ask.toId, settings, band, search)
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
    let scene: Scene
    try {
      scene = applySceneMessage(lastScene, message.scene)
    } catch (error) {
      // Out of step with the page (cannot happen while messages keep their order): this question fails, the next whole scene mends it.
      lastScene = null
      post({ type: 'error', id: message.id, message: error instanceof Error ? error.message : String(error) })
      return
    }
    lastScene = scene
    if (message.scene.kind === 'whole') wholeSinceBuilt = true
    queued = { ...message, scene, settingsKey: JSON.stringify(message.settings ?? null) }
    void pump()
  }
}
