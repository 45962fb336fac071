/**
 * The dungeon editor (`data-testid="dungeon-editor"`, issue 13): a new empty board of a chosen
 * size, the palette, the square under the pointer, the ghost's verdict (`dungeon-ghost`,
 * `data-state` ok or refused), the last refusal (`dungeon-message`, `data-code`) and every
 * problem the scene's own checks find on the board (`dungeon-problems`), so the dungeon checks
 * of src/scene/dungeon/checks.ts show here as they come; and each haunted artifact's token
 * counts (`dungeon-tokens`).
 */
import { useMemo, useState } from 'react'
import { useSightline, useSightlineStore, NO_ITEMS } from '../StoreContext'
import { ARTIFACT_NAMES, dungeonRefusalText } from '../i18n/dungeonTexts'
import { uiText, type Language, type UiTextKey } from '../i18n/translations'
import { cachedDungeonProblems } from '../store/dungeon/sceneChecks'
import { DungeonPalette } from './DungeonPalette'
import { clauseText } from '../i18n/clauseTexts'

function NewDungeonForm({ language }: { language: Language }) {
  const store = useSightlineStore()
  const [columns, setColumns] = useState('12')
  const [rows, setRows] = useState('10')
  const t = (key: UiTextKey) => uiText(key, language)
  const size = (text: string) => Math.min(200, Math.max(1, Math.round(Number(text)) || 1))
  return (
    <div className="siege-tools">
      <label>
        {t('dungeonColumns')}{' '}
        <input data-testid="dungeon-columns" type="number" min={1} max={200} value={columns} onChange={(e) => setColumns(e.target.value)} />
      </label>
      <label>
        {t('dungeonRows')}{' '}
        <input data-testid="dungeon-rows" type="number" min={1} max={200} value={rows} onChange={(e) => setRows(e.target.value)} />
      </label>
      <button type="button" data-testid="dungeon-new" onClick={() => store.getState().newDungeon(size(columns), size(rows))}>
        {t('dungeonNew')}
      </button>
    </div>
  )
}

/** The ghost's verdict and the last refusal, each with its clause on hover. */
function EditorState({ language }: { language: Language }) {
  const ghost = useSightline((s) => s.dungeonEditor.ghost)
  const message = useSightline((s) => s.dungeonEditor.message)
  const hover = useSightline((s) => s.dungeonEditor.hover)
  return (
    <>
      <p className="muted" data-testid="dungeon-hover" data-square={hover ? hover.square.join(',') : ''}>
        {uiText('dungeonSquare', language)}: {hover ? `[${hover.square.join(', ')}] ${hover.side}` : '—'}
      </p>
      {ghost && (
        <p
          className={ghost.refused ? 'siege-message siege-refusal' : 'muted'}
          data-testid="dungeon-ghost"
          data-state={ghost.refused ? 'refused' : 'ok'}
          data-code={ghost.refused?.code}
          title={ghost.refused ? clauseText(ghost.refused.clause, language) : undefined}
        >
          {ghost.refused ? `${uiText('dungeonRefused', language)}: ${dungeonRefusalText(ghost.refused, language)}` : '✓'}
        </p>
      )}
      {message && (
        <p
          className="siege-message siege-refusal"
          data-testid="dungeon-message"
          data-code={message.code}
          title={clauseText(message.clause, language)}
        >
          {dungeonRefusalText(message, language)}
        </p>
      )}
    </>
  )
}

const COLOURS = [
  ['yellow', 'dungeonTokensYellow'],
  ['blue', 'dungeonTokensBlue'],
  ['red', 'dungeonTokensRed'],
] as const

type Counts = { yellow: number; blue: number; red: number }

/**
 * One colour's count of a haunted artifact, edited as typed and written to the scene once, when
 * the field is left or Enter is pressed: one edit and one undo step for "12", not one a digit
 * (and no refusal for a half-typed number). Escape puts the stored count back.
 */
function TokenCount({ artifact, colour, counts }: { artifact: string; colour: keyof Counts; counts: Counts }) {
  const store = useSightlineStore()
  // null: the field shows the scene's count (after an undo too); a string: what is being typed.
  const [typed, setTyped] = useState<string | null>(null)
  const commit = () => {
    if (typed === null) return
    setTyped(null)
    if (typed.trim() === '' || Number(typed) === counts[colour]) return
    store.getState().setArtifactTokens(artifact, { ...counts, [colour]: Number(typed) })
  }
  return (
    <input
      id={`dungeon-tokens-input-${artifact}-${colour}`}
      data-testid={`dungeon-tokens-${artifact}-${colour}`}
      type="number"
      step={1}
      value={typed ?? String(counts[colour])}
      onChange={(e) => setTyped(e.target.value)}
      onBlur={commit}
      onKeyDown={(e) => {
        if (e.key === 'Enter') commit()
        if (e.key === 'Escape') setTyped(null)
      }}
      style={{ width: '3.5em' }}
    />
  )
}

/**
 * Each haunted artifact's token counts by colour (`dungeon-tokens-<id>-<colour>`, 002 "Die
 * Artefaktmarken": the back names them). A count is one undo step, written when its field is
 * left or Enter pressed (TokenCount); a count the scene checks refuse leaves the board as it was
 * and shows as the editor's message.
 */
function ArtifactTokens({ language }: { language: Language }) {
  const artifacts = useSightline((s) => s.scene?.dungeon?.artifacts ?? NO_ITEMS)
  const haunted = artifacts.filter((a) => a.tokens !== undefined)
  if (haunted.length === 0) return null
  return (
    <div data-testid="dungeon-tokens">
      <h3>{uiText('dungeonTokens', language)}</h3>
      <ul className="setup-list">
        {haunted.map((a) => (
          <li key={a.id} data-testid={`dungeon-tokens-${a.id}`}>
            {a.id} ({ARTIFACT_NAMES[a.kind][language]}):{' '}
            {COLOURS.map(([colour, label]) => (
              <span key={colour}>
                <label htmlFor={`dungeon-tokens-input-${a.id}-${colour}`}>{uiText(label, language)}</label>{' '}
                <TokenCount artifact={a.id} colour={colour} counts={{ yellow: 0, blue: 0, red: 0, ...a.tokens }} />{' '}
              </span>
            ))}
          </li>
        ))}
      </ul>
    </div>
  )
}

function BoardProblems({ language }: { language: Language }) {
  const scene = useSightline((s) => s.scene)
  const problems = useMemo(() => (scene ? cachedDungeonProblems(scene) : []), [scene])
  return (
    <div data-testid="dungeon-problems" data-count={problems.length}>
      <h3>{uiText('dungeonProblems', language)}</h3>
      {problems.length === 0 && <p className="hint">{uiText('dungeonOk', language)}</p>}
      <ul className="setup-list">
        {problems.map((p) => (
          <li key={`${p.path}-${p.message}`} data-testid="dungeon-problem" data-severity={p.severity} data-path={p.path}>
            {p.path}: {p.message}
          </li>
        ))}
      </ul>
    </div>
  )
}

export function DungeonEditorPanel() {
  const language = useSightline((s) => s.language)
  const board = useSightline((s) => s.scene?.dungeon)
  const t = (key: UiTextKey) => uiText(key, language)
  return (
    <section className="panel" data-testid="dungeon-editor">
      <h2>{t('dungeonEditor')}</h2>
      <p className="hint">{t('dungeonHint')}</p>
      <NewDungeonForm language={language} />
      {board ? (
        <>
          <p className="muted" data-testid="dungeon-board-size">
            {t('dungeonBoardSize')}: {board.columns} × {board.rows}
          </p>
          <h3>{t('palette')}</h3>
          <DungeonPalette />
          <EditorState language={language} />
          <ArtifactTokens language={language} />
          <BoardProblems language={language} />
        </>
      ) : (
        <p className="hint" data-testid="dungeon-no-board">
          {t('dungeonNoBoard')}
        </p>
      )}
    </section>
  )
}
