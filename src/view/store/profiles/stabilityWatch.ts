/**
 * Asks the stability band when the state says it is pending, once the ruling is painted and no
 * figure is dragged. The search runs off the page's thread (ports' `stability`, a Web Worker):
 * the state says 'searching' meanwhile, and a drag or any other change of the question cancels
 * the search in hand. An answer for a question the state no longer asks is dropped.
 */
import type { StoreApi } from 'zustand/vanilla'
import type { SightlineState } from '../state'
import type { SightlinePorts } from '../../ports/ports'
import { currentProfile } from './catalogue'
import { sameQuestion } from './derived'
import type { StabilityQuestion } from './types'

const message = (error: unknown): string => (error instanceof Error ? error.message : String(error))

/** Subscribes to the store; returns the unsubscribe. */
export function watchStability(store: Pick<StoreApi<SightlineState>, 'getState' | 'setState' | 'subscribe'>, ports: SightlinePorts) {
  let scheduled: (() => void) | null = null
  /** The question the worker is searching, or null. */
  let searching: StabilityQuestion | null = null

  const answerFor = (question: StabilityQuestion, next: Partial<SightlineState['stability']>) =>
    store.setState((s) => (sameQuestion(s.stability.question, question) ? { stability: { ...s.stability, ...next } } : {}))

  const ask = () => {
    scheduled = null
    const state = store.getState()
    const { question, status } = state.stability
    // A drag moves the figures every frame: the band is asked once it is dropped (settleScene asks again).
    if (status !== 'pending' || !question || state.drag) return
    searching = question
    answerFor(question, { status: 'searching' })
    ports.stability
      .judge({
        scene: question.scene,
        fromId: question.fromId,
        toId: question.toId,
        profile: currentProfile(state.rules),
        withWeapon: true,
        weapon: question.weapon,
      })
      .then(
        (report) => {
          if (searching === question) searching = null
          // null: a newer question or a cancel came first, and that one is answered instead.
          if (report) answerFor(question, { status: 'ready', report })
        },
        (error) => {
          if (searching === question) searching = null
          answerFor(question, { status: 'failed', error: message(error) })
        },
      )
  }

  const unsubscribe = store.subscribe((state) => {
    const { question, status } = state.stability
    // The search in hand answers a question the state no longer asks (a drag began, the pair or profile changed, hidden).
    if (searching && (state.drag || !sameQuestion(question, searching))) {
      const dropped = searching
      searching = null
      ports.stability.cancel()
      // A drag that has not moved anything yet keeps the question: it is asked again after the drop.
      // (That change notifies this listener again, which then schedules; this older call stops here.)
      if (status === 'searching' && sameQuestion(question, dropped)) {
        answerFor(dropped, { status: 'pending' })
        return
      }
    }
    const waiting = status === 'pending' && !state.drag
    if (waiting && !scheduled) scheduled = ports.afterPaint(ask)
    else if (!waiting && scheduled) {
      scheduled()
      scheduled = null
    }
  })
  return () => {
    scheduled?.()
    if (searching) ports.stability.cancel()
    unsubscribe()
  }
}
