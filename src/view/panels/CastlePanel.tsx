/**
 * The castle modifiers of a shot at or from a castle (`data-testid="castle-panel"`, rows
 * `castle-<key>`): shooter and target are the chosen pair unless picked here (castle sections
 * too), the rows are the judge's castle report (src/judge/castleShot.ts), the same the command
 * line prints with `--castle`. Below it the sections' dials and portals (SectionList.tsx).
 */
import { useSightline, useSightlineStore } from '../StoreContext'
import { uiText } from '../i18n/translations'
import { RulingRows } from './RulingRows'
import { SectionList } from './SectionList'
import { SiegeMessageView } from './SiegeMessageView'

function RefSelect({ label, value, options, onChange, testId }: { label: string; value: string | null; options: string[]; onChange: (id: string | null) => void; testId: string }) {
  return (
    <label className="castle-ref">
      {label}{' '}
      <select data-testid={testId} value={value ?? ''} onChange={(e) => onChange(e.target.value || null)}>
        <option value="">—</option>
        {options.map((id) => (
          <option key={id} value={id}>{id}</option>
        ))}
      </select>
    </label>
  )
}

export function CastlePanel() {
  const store = useSightlineStore()
  const language = useSightline((s) => s.language)
  const scene = useSightline((s) => s.scene)
  const castle = useSightline((s) => s.castle)
  if (!scene?.castle || scene.castle.sections.length === 0) return null
  const refs = [...scene.figures.map((f) => f.id), ...scene.castle.sections.map((s) => s.id)]
  const choose = (from: string | null, to: string | null) => store.getState().setCastlePair(from, to)
  return (
    <section className="panel" data-testid="castle-panel" data-from={castle.from ?? ''} data-to={castle.to ?? ''}>
      <h2>{uiText('castleReport', language)}</h2>
      <div className="castle-pair">
        <RefSelect label={uiText('castleShooter', language)} value={castle.from} options={refs} onChange={(id) => choose(id, castle.to)} testId="castle-from" />
        <RefSelect label={uiText('castleTarget', language)} value={castle.to} options={refs} onChange={(id) => choose(castle.from, id)} testId="castle-to" />
      </div>
      {!castle.shot && !castle.shotError && <p className="hint">{uiText('castleHint', language)}</p>}
      {castle.shotError && <p className="error" data-testid="castle-error">{uiText('judgeFailed', language)}: {castle.shotError}</p>}
      {castle.shot && <RulingRows lines={castle.shot.rows} language={language} prefix="castle" />}
      <SiegeMessageView />
      <SectionList />
    </section>
  )
}
