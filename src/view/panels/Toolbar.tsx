/**
 * The bar above the table: scenes (shipped list, open file, save), undo/redo, the pointer mode
 * (shoot & move, ledge probe, measuring tape, terrain), the siege and dungeon editors, top-down view and language.
 */
import { useRef, type ChangeEvent } from 'react'
import { useSightline, useSightlineStore } from '../StoreContext'
import { isMkScene } from '../store/mkplay/types'
import { isDungeonScene } from '../store/dungeonplay/types'
import { uiText, type UiTextKey } from '../i18n/translations'
import type { InteractionMode } from '../store/state'
import { ShareLink } from './SceneCardShareLink'
import { heatmapText } from '../i18n/heatmapTexts'
import { actionKeysLabel } from '../shortcutTable'

const MODES: { mode: InteractionMode; label: UiTextKey }[] = [
  { mode: 'select', label: 'modeSelect' },
  { mode: 'probe', label: 'modeProbe' },
  { mode: 'tape', label: 'modeTape' },
  { mode: 'terrain', label: 'modeTerrain' },
]

/** A file name from a scene name: lower case, dashes, `.json`; "scene.json" when nothing is left. */
export function sceneFileName(name: string): string {
  const base = name
    .replace(/\.json$/i, '')
    .toLowerCase()
    .replace(/[^a-z0-9äöüß_-]+/g, '-')
    .replace(/^-+|-+$/g, '')
  return `${base || 'scene'}.json`
}

/** Offers `text` as a download named `fileName`. */
export function downloadText(text: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }))
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  document.body.append(link)
  link.click()
  link.remove()
  // The click has started the download; the URL may go once the event loop has moved on.
  setTimeout(() => URL.revokeObjectURL(url), 0)
}

/** The toolbar; every control has a `data-testid` for the browser test. */
export function Toolbar() {
  const store = useSightlineStore()
  const language = useSightline((s) => s.language)
  const canUndo = useSightline((s) => s.history.past.length > 0 && !s.drag)
  const canRedo = useSightline((s) => s.history.future.length > 0 && !s.drag)
  const mode = useSightline((s) => s.mode)
  const topDown = useSightline((s) => s.topDown)
  const editing = useSightline((s) => s.siege.editing)
  const dungeonEditing = useSightline((s) => s.dungeonEditor.editing)
  const libraryOpen = useSightline((s) => s.library.open)
  const heatmapOpen = useSightline((s) => s.heatmap.open)
  const playStatus = useSightline((s) => (s.play.status !== 'off' ? s.play.status : s.mkplay.status))
  const dungeonPlaying = useSightline((s) => s.dungeonplay.status !== 'off')
  // While a game is set up or played, the table is the game's: nothing edits or replaces it.
  const inPlay = playStatus !== 'off' || dungeonPlaying
  // A scene with a dungeon board and heroes is also offered as a Dungeons game (store/dungeonplay).
  const dungeonScene = useSightline((s) => isDungeonScene(s.scene))
  // A scene of Mage Knight figures only is played as a Mage Knight game (store/mkplay).
  const mkScene = useSightline((s) => isMkScene(s.scene))
  const sceneName = useSightline((s) => s.scene?.name ?? '')
  // The title names the table on screen: a game's own scene while one is played (a game resumed over a link's scene
  // showed the link's name above the game's table).
  const shownName = useSightline((s) => (s.dungeonplay.scene ?? s.mkplay.scene ?? s.play.scene ?? s.scene)?.name ?? '')
  const loading = useSightline((s) => s.loading)
  const shippedNames = useSightline((s) => s.shippedSceneNames)
  const fileInput = useRef<HTMLInputElement>(null)
  const t = (key: UiTextKey) => uiText(key, language)

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0]
    event.target.value = '' // so that choosing the same file again still fires
    if (file) await store.getState().openSceneText(await file.text(), file.name)
  }
  const onSave = () => {
    const text = store.getState().serializeCurrent()
    if (text !== null) downloadText(text, sceneFileName(sceneName || store.getState().sceneLabel))
  }

  return (
    <header className="toolbar">
      <span className="scene-name" data-testid="scene-name" title={t('scene')}>
        {shownName}
        {loading ? ` · ${t('loading')}` : ''}
      </span>
      <select
        data-testid="shipped-scenes"
        disabled={inPlay}
        aria-label={t('shippedScenes')}
        value=""
        onChange={(e) => e.target.value && void store.getState().openShippedScene(e.target.value)}
      >
        <option value="">{t('shippedScenes')}…</option>
        {shippedNames.map((name) => (
          <option key={name} value={name}>
            {name}
          </option>
        ))}
      </select>
      <button type="button" onClick={() => fileInput.current?.click()} data-testid="open-file" disabled={inPlay}>
        {t('openFile')}
      </button>
      <input ref={fileInput} type="file" accept=".json,application/json" hidden onChange={onFile} data-testid="open-file-input" />
      <button type="button" onClick={onSave} data-testid="save-file">
        {t('saveFile')}
      </button>
      <ShareLink />
      <button
        type="button"
        aria-pressed={libraryOpen}
        onClick={() => store.getState().setLibraryOpen(!libraryOpen)}
        data-testid="toggle-my-scenes"
        disabled={inPlay}
      >
        {t('myScenes')}
      </button>
      <span className="separator" />
      <button
        type="button"
        onClick={() => store.getState().undo()}
        disabled={!canUndo || inPlay}
        data-testid="undo"
        title={actionKeysLabel('undo', language)}
      >
        {t('undo')}
      </button>
      <button
        type="button"
        onClick={() => store.getState().redo()}
        disabled={!canRedo || inPlay}
        data-testid="redo"
        title={actionKeysLabel('redo', language)}
      >
        {t('redo')}
      </button>
      <span className="separator" />
      {MODES.map(({ mode: m, label }) => (
        <button
          key={m}
          type="button"
          aria-pressed={mode === m}
          onClick={() => {
            // The terrain tool answers the table's clicks itself: one editor at a time.
            if (m === 'terrain') {
              store.getState().setSiegeEditing(false)
              store.getState().setDungeonEditing(false)
            }
            store.getState().setMode(m)
          }}
          disabled={inPlay}
          data-testid={`mode-${m}`}
        >
          {t(label)}
        </button>
      ))}
      <button
        type="button"
        aria-pressed={editing}
        onClick={() => {
          // One editor at a time: both would answer the same clicks on the table.
          if (!editing) store.getState().setDungeonEditing(false)
          store.getState().setSiegeEditing(!editing)
        }}
        data-testid="toggle-siege-editor"
        disabled={inPlay}
      >
        {t('siegeEditor')}
      </button>
      <button
        type="button"
        aria-pressed={dungeonEditing}
        onClick={() => store.getState().setDungeonEditing(!dungeonEditing)}
        data-testid="toggle-dungeon-editor"
        disabled={inPlay}
      >
        {t('dungeonEditor')}
      </button>
      <button
        type="button"
        aria-pressed={playStatus !== 'off'}
        onClick={() => {
          const state = store.getState()
          if (playStatus !== 'off') return state.mkplay.status !== 'off' ? state.leaveMkPlay() : state.leavePlay()
          return mkScene ? state.enterMkSetup() : state.enterPlaySetup()
        }}
        data-testid="toggle-play"
        disabled={dungeonPlaying}
      >
        {t(playStatus === 'off' ? 'play' : 'leavePlay')}
      </button>
      {dungeonScene && (
        <button
          type="button"
          aria-pressed={dungeonPlaying}
          onClick={() => (dungeonPlaying ? store.getState().leaveDungeonPlay() : store.getState().setUpDungeonGame())}
          data-testid="toggle-dungeon-play"
          disabled={playStatus !== 'off'}
        >
          {t(dungeonPlaying ? 'dungeonLeave' : 'dungeonPlay')}
        </button>
      )}
      <button
        type="button"
        aria-pressed={heatmapOpen}
        onClick={() => store.getState().setHeatmapOpen(!heatmapOpen)}
        data-testid="toggle-heatmap"
        disabled={inPlay}
      >
        {heatmapText('heatmap', language)}
      </button>
      <span className="separator" />
      <button type="button" onClick={() => store.getState().setTopDown(!topDown)} data-testid="toggle-top-down">
        {t(topDown ? 'perspective' : 'topDown')}
      </button>
      <button type="button" onClick={() => store.getState().setLanguage(language === 'en' ? 'de' : 'en')} data-testid="toggle-language">
        {t('language')}
      </button>
    </header>
  )
}
