/**
 * The haunted artifacts (002 "Verwunschene Artefakte nutzen"): for each, the tokens under it by
 * colour, and for the active hero the use's checks as rows with their clauses before the click
 * (adjacent, in the front arc, 4 movement points); Use is refused with the rules' reason and
 * clause as its title. The three pools' counts below. With drawChoice colour-chosen (R-MKD-5)
 * Use first asks the colour: a button for each colour still under the artifact, with its count;
 * the judge draws at random among that colour's tokens.
 */
import { useSightline, useSightlineStore, NO_ITEMS } from '../../StoreContext'
import { uiText, type UiTextKey } from '../../i18n/translations'
import { dungeonPlayRefusalText, dungeonCheckText } from '../../i18n/dungeonPlayTexts'
import { ARTIFACT_NAMES } from '../../i18n/dungeonTexts'
import type { ArtifactOffer, UseCheckRow } from '../../ports'
import type { Language } from '../../i18n/translations'
import { TOKEN_COLOUR_NAMES } from '../../i18n/dungeonPlayTexts'
import { dungeonSetupText } from '../../i18n/dungeonSetupTexts'
import { clauseText } from '../../i18n/clauseTexts'

const counts = (c: { yellow: number; blue: number; red: number }) => `${c.yellow} / ${c.blue} / ${c.red}`

function nameOf(kind: string, language: Language): string {
  return Object.hasOwn(ARTIFACT_NAMES, kind) ? ARTIFACT_NAMES[kind as keyof typeof ARTIFACT_NAMES][language] : kind
}

function Checks({ rows, artifact, language }: { rows: readonly UseCheckRow[]; artifact: string; language: Language }) {
  return (
    <table className="ruling-rows dungeon-checks" data-testid={`dungeon-checks-${artifact}`}>
      <tbody>
        {rows.map((r) => (
          <tr key={r.check} data-testid={`dungeon-check-${artifact}-${r.check}`} data-ok={r.ok}>
            <th scope="row">
              {r.ok ? '✓' : '✗'} {dungeonCheckText(r.check, r.params, language)}
            </th>
            <td className="ruling-clause">{clauseText(r.clause, language)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

/** R-MKD-5 colour-chosen: which colour to draw from, only the colours still under the artifact. */
function ColourQuestion({ offer, language }: { offer: ArtifactOffer; language: Language }) {
  const store = useSightlineStore()
  return (
    <div className="play-buttons" data-testid={`dungeon-draw-colour-${offer.id}`}>
      {dungeonSetupText('drawColourQuestion', language)}{' '}
      {(offer.drawFrom ?? []).map((c) => (
        <button key={c} type="button" data-testid={`dungeon-draw-${c}`} onClick={() => store.getState().drawDungeonArtifactColour(c)}>
          {TOKEN_COLOUR_NAMES[c][language]} ({offer.tokens[c]})
        </button>
      ))}{' '}
      <button type="button" data-testid="dungeon-draw-cancel" onClick={() => store.getState().chooseDungeonArtifact(null)}>
        {dungeonSetupText('drawColourCancel', language)}
      </button>
    </div>
  )
}

function ArtifactRow({
  offer,
  rows,
  near,
  language,
}: {
  offer: ArtifactOffer
  rows: readonly UseCheckRow[] | null
  near: boolean
  language: Language
}) {
  const store = useSightlineStore()
  const asked = useSightline((s) => s.dungeonplay.drawColourFor === offer.id)
  const refusal = offer.use.ok ? null : offer.use.refusal
  const title = refusal ? `${dungeonPlayRefusalText(refusal, language)} — ${clauseText(refusal.clause, language)}` : undefined
  return (
    <li data-testid={`dungeon-artifact-${offer.id}`} data-usable={offer.use.ok}>
      <strong>{nameOf(offer.kind, language)}</strong> ({offer.id}) ·{' '}
      <span
        data-testid={`dungeon-artifact-tokens-${offer.id}`}
        data-yellow={offer.tokens.yellow}
        data-blue={offer.tokens.blue}
        data-red={offer.tokens.red}
      >
        {counts(offer.tokens)}
      </span>{' '}
      <button
        type="button"
        data-testid={`dungeon-use-${offer.id}`}
        disabled={!offer.use.ok}
        title={title}
        data-refusal={refusal?.code}
        onClick={() => store.getState().chooseDungeonArtifact(offer.id)}
      >
        {uiText('dungeonUse', language)}
      </button>
      {asked && offer.use.ok && <ColourQuestion offer={offer} language={language} />}
      {rows && near && <Checks rows={rows} artifact={offer.id} language={language} />}
      {rows && !near && (
        <details>
          <summary>{uiText('dungeonChecks', language)}</summary>
          <Checks rows={rows} artifact={offer.id} language={language} />
        </details>
      )}
    </li>
  )
}

export function DungeonArtifacts() {
  const language = useSightline((s) => s.language)
  const offers = useSightline((s) => s.dungeonplay.offers)
  const checks = useSightline((s) => s.dungeonplay.facts?.useChecks ?? NO_ITEMS)
  const t = (key: UiTextKey) => uiText(key, language)
  if (!offers) return null
  // The checks of artifacts next to the hero come first: those are the ones a player looks at.
  const near = (id: string) => checks.find((c) => c.artifact === id)?.rows.find((r) => r.check === 'adjacent')?.ok === true
  const sorted = [...offers.artifacts].sort((a, b) => Number(near(b.id)) - Number(near(a.id)))
  return (
    <div className="dungeon-artifacts" data-testid="dungeon-artifacts">
      <h4>
        {t('dungeonArtifactsUse')} · {t('dungeonTokensUnder')}
      </h4>
      <ul>
        {sorted.map((a) => (
          <ArtifactRow
            key={a.id}
            offer={a}
            rows={checks.find((c) => c.artifact === a.id)?.rows ?? null}
            near={near(a.id)}
            language={language}
          />
        ))}
      </ul>
      <p data-testid="dungeon-pools" data-yellow={offers.pools.yellow} data-blue={offers.pools.blue} data-red={offers.pools.red}>
        {t('dungeonPools')}: {counts(offers.pools)}
      </p>
    </div>
  )
}
