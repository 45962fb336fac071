import { useSightline, useSightlineStore } from '../../StoreContext'
import { uiText, type UiTextKey } from '../../i18n/translations'
import { mkRefusalText } from '../../i18n/mkPlayTexts'
import { downloadText } from '../Toolbar'
import { OpenGameFileButton } from '../OpenGameFileButton'
import { MkActionList } from './MkActionList'
import { MkAttackNumbers } from './MkAttackNumbers'
import { MkChariotActions } from './MkChariotActions'
import { MkCavalryActions } from './MkCavalryActions'
import { MkFormationActions } from './MkFormationActions'
import { MkTargetChoice } from './MkTargetChoice'
import { MkDialPanel } from './MkDialPanel'
import { MkGameRecord, MkLastStep } from './MkRecord'
import { MkSetup } from './MkSetup'
import { MkSiegeActions, MkSiegeSetup } from './MkSiegeActions'
import { MkTurnPanel } from './MkTurnPanel'

export function MkPlayPanel() {
  const status = useSightline((s) => s.mkplay.status)
  if (status === 'off') return null
  if (status !== 'playing')
    return (
      <>
        <MkSetup />
        <MkSiegeSetup />
      </>
    )
  return <MkGamePanel />
}

function MkGamePanel() {
  const store = useSightlineStore()
  const language = useSightline((s) => s.language)
  const undoRefusal = useSightline((s) => s.mkplay.undoRefusal)
  const undoRollsBackDice = useSightline((s) => s.mkplay.undoRollsBackDice)
  const steps = useSightline((s) => s.mkplay.steps)
  const sheet = useSightline((s) => s.mkplay.sheet)
  const hovered = useSightline((s) => s.mkplay.hoveredSheet)
  const castle = useSightline((s) => (s.mkplay.scene?.castle?.sections.length ?? 0) > 0)
  const t = (key: UiTextKey) => uiText(key, language)
  const onExport = () => {
    const text = store.getState().exportMkGame()
    if (text !== null) downloadText(text, 'sightline-mk-game.json')
  }
  return (
    <section className="panel play-panel mk-play-panel" data-testid="mk-play-panel" data-steps={steps}>
      <MkTurnPanel />
      {sheet && <MkDialPanel sheet={sheet} />}
      <MkActionList />
      <MkChariotActions />
      <MkCavalryActions />
      <MkFormationActions />
      <MkTargetChoice />
      <MkAttackNumbers />
      {castle && <MkSiegeActions />}
      {hovered && hovered.id !== sheet?.id && <MkDialPanel sheet={hovered} testId="mk-hover-dial-panel" />}
      <div className="play-buttons">
        <button
          type="button"
          data-testid="mk-undo-step"
          disabled={undoRefusal !== null}
          title={undoRefusal ? mkRefusalText(undoRefusal, language) : undefined}
          onClick={() => store.getState().undoMkStep()}
        >
          {t('undoStep')}
        </button>
        <label>
          <input
            type="checkbox"
            data-testid="mk-undo-rolls-back-dice"
            checked={undoRollsBackDice}
            onChange={(e) => store.getState().setMkUndoRollsBackDice(e.target.checked)}
          />{' '}
          {t('undoRollsBackDice')}
        </label>
      </div>
      <MkLastStep />
      <MkGameRecord />
      <div className="play-buttons">
        <button type="button" data-testid="mk-export-game" onClick={onExport}>
          {t('exportGame')}
        </button>
        <OpenGameFileButton testId="mk-open-game" open={(text) => store.getState().openMkGameText(text)} />
        <button type="button" data-testid="mk-leave-play" onClick={() => store.getState().leaveMkPlay()}>
          {t('leavePlay')}
        </button>
      </div>
    </section>
  )
}
