/**
 * Panels of the two tools: the ledge probe (the judge's step ruling at the pointer: drop
 * height, fall outcome, courage test, climbing, landing surface) and the measuring tape.
 */
import { useSightline } from '../StoreContext'
import { formatCm } from '../i18n/formatValues'
import { uiText } from '../i18n/translations'
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
  return (
    <section className="panel" data-testid="tape-panel">
      <h2>{uiText('modeTape', language)}</h2>
      <p className="hint">{uiText('hintTape', language)}</p>
      {reading && (
        <table className="ruling-rows">
          <tbody>
            <tr>
              <th scope="row">{uiText('distance', language)}</th>
              <td data-testid="tape-distance">{formatCm(reading.distance, language)}</td>
            </tr>
            <tr>
              <th scope="row">{uiText('horizontal', language)}</th>
              <td data-testid="tape-horizontal">{formatCm(reading.horizontal, language)}</td>
            </tr>
            <tr>
              <th scope="row">{uiText('heightDifference', language)}</th>
              <td data-testid="tape-height">{formatCm(reading.heightDifference, language)}</td>
            </tr>
          </tbody>
        </table>
      )}
    </section>
  )
}
