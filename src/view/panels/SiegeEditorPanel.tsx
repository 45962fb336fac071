/**
 * The siege editor (`data-testid="siege-editor"`): the palette, the tools (choose, move, turn in
 * 15-degree steps, remove), the sides of the table (castle player, their edge, the depth of the
 * opposing zone) and the set-up rules the judge finds broken, each with its clause.
 */
import { useEffect, useState } from 'react'
import { useSightline, useSightlineStore } from '../StoreContext'
import { uiText, type Language } from '../i18n/translations'
import { SiegePalette } from './SiegePalette'
import { SiegeMessageView } from './SiegeMessageView'
import { ROTATION_STEP_DEG } from '../store/siege/snap'
import { TABLE_EDGES, type SetupReport, type SiegeSides, type TableEdge } from '../ports'
import { clauseText } from '../i18n/clauseTexts'

/** The opposing zone's depth: typed freely, committed (one undo step) on Enter or leaving the field. */
function ZoneDepthInput({ value, onCommit }: { value: number; onCommit: (inches: number) => void }) {
  const [text, setText] = useState(String(value))
  useEffect(() => setText(String(value)), [value])
  const commit = () => {
    const n = Number(text)
    if (Number.isFinite(n) && n > 0 && n !== value) onCommit(n)
    else setText(String(value))
  }
  return (
    <input
      data-testid="siege-zone-depth"
      type="number"
      min={1}
      step={1}
      value={text}
      onChange={(e) => setText(e.target.value)}
      onBlur={commit}
      onKeyDown={(e) => e.key === 'Enter' && commit()}
    />
  )
}

function SidesForm({
  sides,
  sideNames,
  language,
  stored,
}: {
  sides: SiegeSides
  sideNames: string[]
  language: Language
  stored: boolean
}) {
  const store = useSightlineStore()
  const set = (over: Partial<SiegeSides>) => store.getState().setSiegeSides({ ...sides, ...over })
  return (
    <fieldset className="siege-sides" data-testid="siege-sides" data-stored={stored}>
      <legend>{uiText('sides', language)}</legend>
      <p className="muted">{uiText(stored ? 'sidesStored' : 'sidesDefault', language)}</p>
      <label>
        {uiText('castleSide', language)}{' '}
        <select data-testid="siege-castle-side" value={sides.castleSide} onChange={(e) => set({ castleSide: e.target.value })}>
          {sideNames.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </select>
      </label>
      <label>
        {uiText('castleEdge', language)}{' '}
        <select data-testid="siege-castle-edge" value={sides.castleEdge} onChange={(e) => set({ castleEdge: e.target.value as TableEdge })}>
          {TABLE_EDGES.map((edge) => (
            <option key={edge} value={edge}>
              {uiText(edge, language)}
            </option>
          ))}
        </select>
      </label>
      {/* biome-ignore lint/a11y/noLabelWithoutControl: ZoneDepthInput renders the input this label wraps */}
      <label>
        {uiText('opponentZoneDepth', language)}{' '}
        <ZoneDepthInput value={sides.opponentZoneDepthIn} onCommit={(opponentZoneDepthIn) => set({ opponentZoneDepthIn })} />
      </label>
    </fieldset>
  )
}

function SetupProblems({ language }: { language: Language }) {
  const setup = useSightline((s) => s.castle.setup)
  const error = useSightline((s) => s.castle.setupError)
  if (error) return <p className="error">{error}</p>
  if (!setup) return null
  return <SetupCheck problems={setup.problems} language={language} />
}

/**
 * The set-up check: the heading "Set-up rules broken" with each broken rule and its clause, or,
 * when none is broken, only "The set-up follows the rules." (never both: issue 14).
 */
export function SetupCheck({ problems, language }: { problems: SetupReport['problems']; language: Language }) {
  if (problems.length === 0)
    return (
      <div data-testid="setup-problems" data-count={0}>
        <p className="hint" data-testid="setup-ok">
          {uiText('setupOk', language)}
        </p>
      </div>
    )
  return (
    <div data-testid="setup-problems" data-count={problems.length}>
      <h3>{uiText('setupProblems', language)}</h3>
      <ul className="setup-list">
        {problems.map((p, i) => (
          <li key={`${p.code}-${p.subject}-${i}`} data-testid="setup-problem" data-code={p.code} data-subject={p.subject}>
            {p.message}
            <div className="ruling-clause">{clauseText(p.clause, language)}</div>
          </li>
        ))}
      </ul>
    </div>
  )
}

/** Where the ghost stands: fine, refused (why, its clause on hover) or overlapping (what). */
function PreviewState({ language }: { language: Language }) {
  const preview = useSightline((s) => s.siege.preview)
  const dragRefused = useSightline((s) => s.siege.drag?.refused ?? null)
  if (dragRefused) {
    return (
      <p
        className="siege-message siege-refusal"
        data-testid="siege-preview"
        data-state="refused"
        data-code={dragRefused.code}
        title={clauseText(dragRefused.clause, language)}
      >
        {dragRefused.reason}
      </p>
    )
  }
  if (!preview || (preview.refused === null && preview.overlaps.length === 0)) return null
  const refused = preview.refused
  return (
    <p
      className="siege-message siege-refusal"
      data-testid="siege-preview"
      data-state={refused ? 'refused' : 'overlap'}
      data-code={refused?.code}
      title={refused ? clauseText(refused.clause, language) : undefined}
    >
      {refused
        ? `${uiText('ghostRefused', language)}: ${refused.reason}`
        : `${uiText('ghostOverlaps', language)}: ${preview.overlaps.join(', ')}`}
    </p>
  )
}

export function SiegeEditorPanel() {
  const store = useSightlineStore()
  const language = useSightline((s) => s.language)
  const siege = useSightline((s) => s.siege)
  const sides = useSightline((s) => s.castle.sides)
  const scene = useSightline((s) => s.scene)
  const sideNames = [
    ...new Set([
      ...(scene?.castle?.sections ?? []).map((s) => s.side),
      ...(scene?.figures ?? []).map((f) => f.side),
      ...(sides ? [sides.castleSide] : []),
    ]),
  ]
  const t = (key: Parameters<typeof uiText>[0]) => uiText(key, language)
  const state = store.getState
  return (
    <section className="panel" data-testid="siege-editor">
      <h2>{t('siegeEditor')}</h2>
      <p className="hint">{t('hintEditor')}</p>
      <p className="hint">{t('hintDrag')}</p>
      <h3>{t('palette')}</h3>
      <SiegePalette />
      <div className="siege-tools">
        <button
          type="button"
          aria-pressed={siege.tool.kind === 'select'}
          data-testid="siege-tool-select"
          onClick={() => state().chooseSiegeTool({ kind: 'select' })}
        >
          {t('toolSelect')}
        </button>
        <button
          type="button"
          aria-pressed={siege.tool.kind === 'move'}
          data-testid="siege-tool-move"
          disabled={!siege.selected}
          onClick={() => state().chooseSiegeTool({ kind: 'move' })}
        >
          {t('toolMove')}
        </button>
        <button type="button" data-testid="siege-rotate-left" onClick={() => state().rotateSiege(-ROTATION_STEP_DEG)}>
          {t('rotateLeft')}
        </button>
        <button type="button" data-testid="siege-rotate-right" onClick={() => state().rotateSiege(ROTATION_STEP_DEG)}>
          {t('rotateRight')}
        </button>
        <button type="button" data-testid="siege-delete" disabled={!siege.selected} onClick={() => state().deleteSiegeSelection()}>
          {t('deleteSelected')}
        </button>
      </div>
      <p className="muted" data-testid="siege-state">
        {t('selected')}: {siege.selected ? `${siege.selected.kind} ${siege.selected.id}` : '—'} · {t('rotation')}: {siege.rotation}°
      </p>
      <PreviewState language={language} />
      <SiegeMessageView />
      {sides && <SidesForm sides={sides} sideNames={sideNames} language={language} stored={scene?.castle?.setup !== undefined} />}
      <SetupProblems language={language} />
    </section>
  )
}
