/**
 * The Mage Knight Dungeons play mode's side panel (issue 13): the heroes and the active one
 * (`DungeonHeroes`), the dungeon's figures with Activate and, while one is active, its attacks
 * on the heroes (`DungeonSpawns`, R-MKDJ-4, R-MKD-15), the haunted artifacts with each use's checks before the click and the pools
 * (`DungeonArtifacts`), chairs and tables (`DungeonFurniture`), the last step with its token and
 * dice and the dice log (`DungeonRecord`), undo (R-P.1), the game's file (save, open), leaving.
 * A game started from the toolbar first shows its set-up step (`DungeonSetup`) and nothing else
 * but leaving; the Dungeons keys (`useDungeonShortcuts`) work while the panel is there.
 */
import { useRef, type ChangeEvent } from 'react'
import { useSightline, useSightlineStore } from '../../StoreContext'
import { uiText, type UiTextKey } from '../../i18n/translations'
import { refusalText } from '../../i18n/refusalTexts'
import { downloadText } from '../Toolbar'
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
  const fileInput = useRef<HTMLInputElement>(null)
  const t = (key: UiTextKey) => uiText(key, language)
  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0]
    event.target.value = ''
    if (file) store.getState().openDungeonGameText(await file.text())
  }
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
        <button type="button" data-testid="dungeon-open-game" onClick={() => fileInput.current?.click()}>
          {t('openGame')}
        </button>
        <input ref={fileInput} type="file" accept=".json,application/json" hidden onChange={onFile} data-testid="dungeon-open-game-input" />
        <button type="button" data-testid="dungeon-leave-play" onClick={() => store.getState().leaveDungeonPlay()}>
          {t('dungeonLeave')}
        </button>
      </div>
    </section>
  )
}
