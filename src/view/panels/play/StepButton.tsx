/**
 * A button for one step of the game: enabled when the rules allow it now, otherwise disabled
 * with the rules' reason and clause as its tooltip (the click would only be refused). A step
 * that rolls dice says so, so that nobody undoes by reflex what cannot be undone (R-P.1).
 */
import type { ReactNode } from 'react'
import { useSightline, useSightlineStore } from '../../StoreContext'
import { uiText } from '../../i18n/translations'
import { refusalText } from '../../i18n/refusalTexts'
import type { PlayProbe, ScenarioStep } from '../../ports'
import { clauseText } from '../../i18n/clauseTexts'

export function StepButton({
  step,
  probe,
  children,
  testId,
}: {
  step: ScenarioStep
  probe: PlayProbe | null
  children: ReactNode
  testId: string
}) {
  const store = useSightlineStore()
  const language = useSightline((s) => s.language)
  const allowed = probe?.ok === true
  const title =
    probe === null
      ? undefined
      : probe.ok
        ? probe.rollsDice
          ? uiText('rollsDice', language)
          : undefined
        : `${refusalText(probe.refusal, language)} (${clauseText(probe.refusal.clause, language)})`
  return (
    <button
      type="button"
      className={allowed && probe.rollsDice ? 'rolls-dice' : undefined}
      data-testid={testId}
      data-refusal={probe && !probe.ok ? probe.refusal.code : undefined}
      disabled={!allowed}
      title={title}
      onClick={() => store.getState().playStep(step)}
    >
      {children}
    </button>
  )
}
