/**
 * The Dungeons play keys (dungeonShortcutTable.ts) while a Dungeons game is open: a number
 * activates that hero of the list, N the next one, R / Shift+R or ] / [ turn the active figure,
 * U uses the artifact straight ahead (artifactAhead.ts; asking the colour under R-MKD-5
 * colour-chosen; with none usable the judge's refusal shows as the last step), Enter ends the
 * activation (in set-up: Start), Ctrl+Z undoes the last step, Escape cancels the colour question.
 * Every key goes to the store, which asks the judge: a refused one shows in the last step as a
 * click would. Listened for in the capture phase and stopped there, so that the table's own keys
 * (shortcuts.ts) do not also turn the sandbox's chosen figure or undo an edit behind the game.
 */
import { useEffect } from 'react'
import type { SightlineStore } from '../../store/createSightlineStore'
import type { SightlineState } from '../../store/state'
import { isTyping } from '../../shortcuts'
import type { DungeonShortcutAction } from '../../i18n/dungeonSetupTexts'
import { artifactSquares } from '../../../scene/dungeon/board'
import { artifactAhead } from './artifactAhead'
import { dungeonShortcutOf } from './dungeonShortcutTable'

/** The hero activated last (the active one, else the last `activate` step kept), for N. */
function lastHero(state: SightlineState): string | null {
  const d = state.dungeonplay
  if (d.offers?.active && !d.offers.active.spawn) return d.offers.active.hero
  for (let i = d.record.length - 1; i >= 0; i--) {
    const step = d.record[i].step
    if (step.do === 'activate') return step.hero
  }
  return null
}

/**
 * U: the artifact straight ahead of the active hero, used (chooseDungeonArtifact asks the colour
 * when the offer says so); with none usable the step is played all the same, by the active hero
 * or else the one last activated, so that the judge's refusal says why. False without artifacts
 * or heroes.
 */
function playArtifactAhead(state: SightlineState): boolean {
  const d = state.dungeonplay
  const placed = d.scene?.dungeon?.artifacts ?? []
  const candidates = (d.offers?.artifacts ?? []).flatMap((offer) => {
    const artifact = placed.find((a) => a.id === offer.id)
    if (!artifact) return []
    const adjacent = d.facts?.useChecks.find((c) => c.artifact === offer.id)?.rows.find((r) => r.check === 'adjacent')?.ok === true
    return [{ id: offer.id, squares: artifactSquares(artifact), usable: offer.use.ok, adjacent }]
  })
  const heroActive = d.offers?.active && !d.offers.active.spawn
  const chosen = artifactAhead(heroActive ? d.activeAt : null, candidates)
  if (!chosen) return false
  if (chosen.usable) {
    state.chooseDungeonArtifact(chosen.id)
    return true
  }
  const hero = lastHero(state) ?? d.facts?.heroes.find((h) => !h.eliminated)?.id
  if (!hero) return false
  state.playDungeonStep({ do: 'useArtifact', hero, artifact: chosen.id })
  return true
}

/**
 * Runs a Dungeons key on the store; false when it does nothing here (Escape without a question,
 * Enter in set-up after Start...) so the key keeps its ordinary meaning.
 */
export function runDungeonShortcut(state: SightlineState, action: DungeonShortcutAction, key: string): boolean {
  const d = state.dungeonplay
  // In set-up only Enter acts (Start); turning and undo are swallowed so they do not act on the sandbox behind.
  if (d.settingUp) return action === 'endActivation' ? state.beginDungeonGame() : ['turnLeft', 'turnRight', 'undo'].includes(action)
  const heroes = d.facts?.heroes ?? []
  switch (action) {
    case 'heroNumber': {
      const hero = heroes[Number(key) - 1]
      if (hero) state.activateDungeonHero(hero.id)
      return hero !== undefined
    }
    // The judge offers the next hero and the turned facings (R-MKDS-3); the key only asks for them.
    case 'nextHero':
      return state.activateNextDungeonHero() !== null
    case 'turnLeft':
    case 'turnRight': {
      // Consumed even with no one active: R must not turn the sandbox's chosen figure behind the game.
      if (!d.activeAt) return true
      state.turnDungeonFigure(action === 'turnRight' ? 'right' : 'left')
      return true
    }
    case 'useArtifact':
      return playArtifactAhead(state)
    case 'endActivation':
      state.endDungeonActivation()
      return true
    case 'undo':
      state.undoDungeonStep()
      return true
    case 'cancel':
      if (d.drawColourFor === null) return false
      state.chooseDungeonArtifact(null)
      return true
  }
}

/** A button or link keeps Enter for itself (it presses it), as a form field keeps every key. */
const ownsEnter = (target: EventTarget | null) =>
  target instanceof HTMLElement && target.closest('button, a, summary, [role="button"]') !== null

export function useDungeonShortcuts(store: SightlineStore): void {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const state = store.getState()
      if (state.dungeonplay.status !== 'playing' || isTyping(e.target)) return
      const action = dungeonShortcutOf(e)
      if (!action || (action === 'endActivation' && ownsEnter(e.target))) return
      if (!runDungeonShortcut(state, action, e.key)) return
      e.preventDefault()
      e.stopImmediatePropagation()
    }
    window.addEventListener('keydown', onKey, { capture: true })
    return () => window.removeEventListener('keydown', onKey, { capture: true })
  }, [store])
}
