/**
 * The sight ruling of the chosen pair: who shoots at whom (with their size profiles, 3.6) and
 * every line the judge returned (line of sight, visible share, cover and where it comes from,
 * distances, height difference, touching cover), each with its clause, under the judge's one-line
 * verdict (the command line's); then the ruling's stability band and the rule profile it is
 * judged under, with a comparison under a second profile (issue 15).
 */
import type { Figure } from '../../scene/schema'
import { useSightline } from '../StoreContext'
import { uiText, valueWord, type Language } from '../i18n/translations'
import { RulingRows, Verdict } from './RulingRows'
import { FigureList } from './FigureList'
import { ProfilePanel } from './ProfilePanel'
import { StabilityLines } from './StabilityLines'

function FigureLine({ part, figure, language }: { part: 'shooter' | 'target'; figure: Figure | undefined; language: Language }) {
  if (!figure) return null
  return (
    <div className="pair-figure" data-testid={`ruling-${part}`}>
      <strong>{uiText(part, language)}:</strong> {figure.id}
      <span className="muted">
        {' · '}
        {uiText('sizeProfile', language)}: {valueWord(figure.size, language) ?? figure.size}
      </span>
    </div>
  )
}

/** The ruling panel (`data-testid="ruling-panel"`). */
export function RulingPanel() {
  const language = useSightline((s) => s.language)
  const scene = useSightline((s) => s.scene)
  const shooterId = useSightline((s) => s.shooterId)
  const targetId = useSightline((s) => s.targetId)
  const judgement = useSightline((s) => s.judgement)
  const judgeError = useSightline((s) => s.judgeError)
  const figure = (id: string | null) => (id ? scene?.figures.find((f) => f.id === id) : undefined)

  return (
    <section className="panel" data-testid="ruling-panel" data-from={shooterId ?? ''} data-to={targetId ?? ''}>
      <h2>{uiText('ruling', language)}</h2>
      {judgement && <Verdict verdict={judgement.verdict} language={language} prefix="ruling" />}
      <FigureList />
      <FigureLine part="shooter" figure={figure(shooterId)} language={language} />
      <FigureLine part="target" figure={figure(targetId)} language={language} />
      {!judgement && !judgeError && <p className="hint">{uiText('hintSelect', language)}</p>}
      {judgeError && (
        <p className="error" data-testid="ruling-error">
          {uiText('judgeFailed', language)}: {judgeError}
        </p>
      )}
      {judgement && <RulingRows lines={judgement.ruling.lines} language={language} prefix="ruling" />}
      <StabilityLines />
      <ProfilePanel />
    </section>
  )
}
