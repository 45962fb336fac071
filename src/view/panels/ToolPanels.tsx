/**
 * Panels of the two tools: the ledge probe (the judge's step ruling at the pointer: drop
 * height, fall outcome, courage test, climbing, landing surface) and the measuring tape, read in
 * cm or inches (Mage Knight scenes open in inches) with the range rings' settings below it.
 */
import { useSightline } from '../StoreContext'
import { uiText, type Language } from '../i18n/translations'
import { formatDecimal, formatLength, vttText } from '../i18n/vttTexts'
import { parseRadii, setRings, setTapeUnit, tapeUnitOf, useVttPrefs, type RingOrigin, type TapeUnit } from '../store/vttPrefs'
import { RulingRows } from './RulingRows'

/** Step ruling of the selected figure at the pointer (`data-testid="probe-panel"`, rows `probe-<key>`). */
export function ProbePanel() {
  const language = useSightline((s) => s.language)
  const probe = useSightline((s) => s.probe)
  const figureId = useSightline((s) => s.shooterId)
  return (
    <section className="panel" data-testid="probe-panel">
      <h2>
        {uiText('modeProbe', language)}
        {figureId ? `: ${figureId}` : ''}
      </h2>
      <p className="hint">{uiText(figureId ? 'hintProbe' : 'probeNeedsFigure', language)}</p>
      {probe?.error && (
        <p className="error">
          {uiText('judgeFailed', language)}: {probe.error}
        </p>
      )}
      {probe?.ruling && <RulingRows lines={probe.ruling.lines} language={language} prefix="probe" />}
    </section>
  )
}

/** Reading of the measuring tape (`data-testid="tape-panel"`, values `tape-distance` etc.). */
export function TapePanel() {
  const language = useSightline((s) => s.language)
  const tape = useSightline((s) => s.tape)
  const reading = tape.reading
  const scene = useSightline((s) => s.dungeonplay.scene ?? s.mkplay.scene ?? s.play.scene ?? s.scene)
  const unit = useVttPrefs((s) => tapeUnitOf(s, scene))
  const length = (cm: number) => formatLength(cm, unit, language)
  return (
    <section className="panel" data-testid="tape-panel">
      <h2>{uiText('modeTape', language)}</h2>
      <p className="hint">{uiText('hintTape', language)}</p>
      <UnitChoice unit={unit} language={language} />
      {reading && (
        <table className="ruling-rows">
          <tbody>
            <tr>
              <th scope="row">{uiText('distance', language)}</th>
              <td data-testid="tape-distance">{length(reading.distance)}</td>
            </tr>
            <tr>
              <th scope="row">{uiText('horizontal', language)}</th>
              <td data-testid="tape-horizontal">{length(reading.horizontal)}</td>
            </tr>
            <tr>
              <th scope="row">{uiText('heightDifference', language)}</th>
              <td data-testid="tape-height">{length(reading.heightDifference)}</td>
            </tr>
          </tbody>
        </table>
      )}
      <RingSettings unit={unit} language={language} />
    </section>
  )
}

const ringOriginOf = (value: string): RingOrigin => (value === 'centre' || value === 'edge' ? value : 'rules')

/** The tape's unit, cm or inches (`data-testid="tape-unit-cm"` / `tape-unit-in`). */
function UnitChoice({ unit, language }: { unit: TapeUnit; language: Language }) {
  return (
    <fieldset className="unit-choice">
      <legend>{vttText('tapeUnit', language)}</legend>
      {(['cm', 'in'] as const).map((u) => (
        <label key={u}>
          <input type="radio" name="tape-unit" data-testid={`tape-unit-${u}`} checked={unit === u} onChange={() => setTapeUnit(u)} />
          {vttText(u === 'cm' ? 'unitCm' : 'unitIn', language)}
        </label>
      ))}
    </fieldset>
  )
}

/** Range rings on or off, their distances in the tape's unit, or the card's ranges (`data-testid="rings-*"`). */
function RingSettings({ unit, language }: { unit: TapeUnit; language: Language }) {
  const rings = useVttPrefs((s) => s.rings)
  const chosen = useSightline((s) => s.mkplay.selected ?? s.play.selected ?? s.shooterId)
  const typed = rings.radii.map((r) => formatDecimal(r, Number.isInteger(r) ? 0 : 2, language)).join(' ')
  return (
    <fieldset className="range-rings" style={{ display: 'grid', gap: '0.3rem' }}>
      <legend>
        <label>
          <input type="checkbox" data-testid="rings-on" checked={rings.on} onChange={(e) => setRings({ on: e.target.checked })} />
          {vttText('rangeRings', language)}
        </label>
      </legend>
      <label>
        {vttText('ringRadii', language)} ({unit === 'cm' ? 'cm' : vttText('unitIn', language)}){' '}
        <input
          // Keyed by the kept value so a change elsewhere (another tab, a reload) shows; typed text is kept on blur.
          key={typed}
          type="text"
          inputMode="decimal"
          data-testid="rings-radii"
          defaultValue={typed}
          size={10}
          onBlur={(e) => {
            const radii = parseRadii(e.target.value)
            if (radii.length > 0) setRings({ radii })
          }}
          onKeyDown={(e) => {
            if (e.key === 'Enter') e.currentTarget.blur()
          }}
        />
      </label>
      <label>
        <input
          type="checkbox"
          data-testid="rings-from-card"
          checked={rings.fromCard}
          onChange={(e) => setRings({ fromCard: e.target.checked })}
        />
        {vttText('ringsFromCard', language)}
      </label>
      <label>
        {vttText('ringsFrom', language)}{' '}
        <select data-testid="rings-from" value={rings.from} onChange={(e) => setRings({ from: ringOriginOf(e.target.value) })}>
          <option value="rules">{vttText('ringsFromRules', language)}</option>
          <option value="centre">{vttText('ringsFromCentre', language)}</option>
          <option value="edge">{vttText('ringsFromEdge', language)}</option>
        </select>
      </label>
      <p className="hint">{vttText(rings.on && !chosen ? 'ringsNeedFigure' : 'ringsHint', language)}</p>
    </fieldset>
  )
}
