import { useSightline, useSightlineStore } from '../../StoreContext'
import { uiText, type UiTextKey } from '../../i18n/translations'
import { downloadText } from '../Toolbar'
import { OpenGameFileButton } from '../OpenGameFileButton'
import { ActionList } from './ActionList'
import { DiceLog, LastStep } from './GameRecord'
import { ModelCard } from './ModelCard'
import { PlaySetup } from './PlaySetup'
import { RoundControls } from './RoundControls'
import { StepButton } from './StepButton'
import { refusalText } from '../../i18n/refusalTexts'

const REACTION_LABEL: Record<string, UiTextKey> = {
  counterAttack: 'counterAttack',
  opportunityAttack: 'opportunityAttack',
  reactionFire: 'reactionFire',
}

export function PlayPanel() {
  const status = useSightline((s) => s.play.status)
  if (status === 'off') return null
  if (status !== 'playing') return <PlaySetup />
  return <GamePanel />
}

function GamePanel() {
  const store = useSightlineStore()
  const language = useSightline((s) => s.language)
  const reactions = useSightline((s) => s.play.reactions)
  const undoRefusal = useSightline((s) => s.play.undoRefusal)
  const undoRollsBackDice = useSightline((s) => s.play.undoRollsBackDice)
  const steps = useSightline((s) => s.play.steps)
  const session = useSightline((s) => s.play.session)
  const t = (key: UiTextKey) => uiText(key, language)
  const onExport = () => {
    const text = store.getState().exportGame()
    if (text !== null) downloadText(text, 'sightline-game.json')
  }
  return (
    <section className="panel play-panel" data-testid="play-panel" data-steps={steps}>
      <RoundControls />
      <ModelCard />
      <ActionList />
      {reactions.length > 0 && (
        <div className="play-reactions" data-testid="play-reactions">
          <h3>{t('reactions')}</h3>
          <div className="play-buttons">
            {reactions.map((r) => (
              <StepButton
                key={`${r.kind}-${r.by}-${r.against}`}
                step={r.step}
                probe={{ ok: true, rollsDice: r.rollsDice }}
                testId={`react-${r.kind}-${r.by}`}
              >
                {t(REACTION_LABEL[r.kind])}: {r.by} → {r.against}
              </StepButton>
            ))}
          </div>
        </div>
      )}
      <div className="play-buttons">
        <button
          type="button"
          data-testid="undo-step"
          disabled={undoRefusal !== null}
          title={undoRefusal ? refusalText(undoRefusal, language) : undefined}
          onClick={() => store.getState().undoStep()}
        >
          {t('undoStep')}
        </button>
        <label>
          <input type="checkbox" checked={undoRollsBackDice} onChange={(e) => store.getState().setUndoRollsBackDice(e.target.checked)} />{' '}
          {t('undoRollsBackDice')}
        </label>
      </div>
      <LastStep />
      {session && <DiceLog log={session.log} />}
      <div className="play-buttons">
        <button type="button" data-testid="export-game" onClick={onExport}>
          {t('exportGame')}
        </button>
        <OpenGameFileButton testId="open-game" open={(text) => store.getState().openGameText(text)} />
        <button type="button" data-testid="leave-play" onClick={() => store.getState().leavePlay()}>
          {t('leavePlay')}
        </button>
      </div>
    </section>
  )
}
