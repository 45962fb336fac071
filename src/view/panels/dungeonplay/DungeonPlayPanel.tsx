import { useSightline, useSightlineStore } from '../../StoreContext'
import { uiText, type UiTextKey } from '../../i18n/translations'
import { refusalText } from '../../i18n/refusalTexts'
import { downloadText } from '../Toolbar'
import { OpenGameFileButton } from '../OpenGameFileButton'
import { DungeonArtifacts } from './DungeonArtifacts'
import { DungeonFurniture } from './DungeonFurniture'
import { DungeonHeroes } from './DungeonHeroes'
import { DungeonSpawns } from './DungeonSpawns'
import { DungeonDiceLog, DungeonLastStep } from './DungeonRecord'
import { DungeonSetup } from './DungeonSetup'
import { useDungeonShortcuts } from './useDungeonShortcuts'

export function DungeonPlayPanel() {
  const status = useSightline((s) => s.dungeonplay.status)
  const settingUp = useSightline((s) => s.dungeonplay.settingUp)
  useDungeonShortcuts(useSightlineStore())
  if (status !== 'playing') return null
  return settingUp ? <DungeonSetupPanel /> : <DungeonGamePanel />
}

/** The set-up step (002 "Aufbau"): the deal, the seed, the settings and Start; no game yet, only leaving. */
function DungeonSetupPanel() {
  const store = useSightlineStore()
  const language = useSightline((s) => s.language)
  return (
    <section className="panel play-panel dungeon-play-panel" data-testid="dungeon-play-panel" data-setup="true">
      <h3>{uiText('dungeonPlay', language)}</h3>
      <DungeonSetup />
      <div className="play-buttons">
        <button type="button" data-testid="dungeon-leave-play" onClick={() => store.getState().leaveDungeonPlay()}>
          {uiText('dungeonLeave', language)}
        </button>
      </div>
    </section>
  )
}

function DungeonGamePanel() {
  const store = useSightlineStore()
  const language = useSightline((s) => s.language)
  const steps = useSightline((s) => s.dungeonplay.steps)
  const undoRefusal = useSightline((s) => s.dungeonplay.undoRefusal)
  const undoRollsBackDice = useSightline((s) => s.dungeonplay.undoRollsBackDice)
  const t = (key: UiTextKey) => uiText(key, language)
  const onExport = () => {
    const text = store.getState().exportDungeonGame()
    if (text !== null) downloadText(text, 'sightline-mkd-game.mkd.json')
  }
  return (
    <section className="panel play-panel dungeon-play-panel" data-testid="dungeon-play-panel" data-steps={steps}>
      <h3>{t('dungeonPlay')}</h3>
      <DungeonHeroes />
      <DungeonSpawns />
      <DungeonArtifacts />
      <DungeonFurniture />
      <div className="play-buttons">
        <button
          type="button"
          data-testid="dungeon-undo-step"
          disabled={undoRefusal !== null}
          title={undoRefusal ? refusalText(undoRefusal, language) : undefined}
          onClick={() => store.getState().undoDungeonStep()}
        >
          {t('undoStep')}
        </button>
        <label>
          <input
            type="checkbox"
            data-testid="dungeon-undo-rolls-back-dice"
            checked={undoRollsBackDice}
            onChange={(e) => store.getState().setDungeonUndoRollsBackDice(e.target.checked)}
          />{' '}
          {t('undoRollsBackDice')}
        </label>
      </div>
      <DungeonLastStep />
      <DungeonDiceLog />
      <div className="play-buttons">
        <button type="button" data-testid="dungeon-export-game" onClick={onExport}>
          {t('exportGame')}
        </button>
        <OpenGameFileButton testId="dungeon-open-game" open={(text) => store.getState().openDungeonGameText(text)} />
        <button type="button" data-testid="dungeon-leave-play" onClick={() => store.getState().leaveDungeonPlay()}>
          {t('dungeonLeave')}
        </button>
      </div>
    </section>
  )
}
