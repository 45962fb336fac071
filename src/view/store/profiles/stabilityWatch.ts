/**
 * Asks the stability band when the state says it is pending, once the ruling is painted: about a
 * second of the judge's search (src/judge/stability), so it waits for the first answer to be on
 * screen and for any drag to end, and an answer for a question the state no longer asks is dropped.
 */
import type { StoreApi } from 'zustand/vanilla'
import type { SightlineState } from '../state'
import type { SightlinePorts } from '../../ports/ports'
import { currentProfile } from './catalogue'
import { sameQuestion } from './derived'

const message = (error: unknown): string => (error instanceof Error ? error.message : String(error))

/** Subscribes to the store; returns the unsubscribe. */
export function watchStability(store: Pick<StoreApi<SightlineState>, 'getState' | 'setState' | 'subscribe'>, ports: SightlinePorts) {
  let cancel: (() => void) | null = null

  const ask = () => {
    cancel = null
    const state = store.getState()
    const { question, status } = state.stability
    // A drag moves the figures every frame: the band is asked once it is dropped (settleScene asks again).
    if (status !== 'pending' || !question || !state.world || state.drag) return
    try {
      const report = ports.judgeStability(state.world, question.fromId, question.toId, currentProfile(state.rules))
      store.setState((s) =>
        sameQuestion(s.stability.question, question) ? { stability: { ...s.stability, status: 'ready', report } } : {},
      )
    } catch (error) {
      store.setState((s) =>
        sameQuestion(s.stability.question, question) ? { stability: { ...s.stability, status: 'failed', error: message(error) } } : {},
      )
    }
  }

  const unsubscribe = store.subscribe((state) => {
    const waiting = state.stability.status === 'pending' && !state.drag
    if (waiting && !cancel) cancel = ports.afterPaint(ask)
    else if (!waiting && cancel) {
      cancel()
      cancel = null
    }
  })
  return () => {
    cancel?.()
    unsubscribe()
  }
}
