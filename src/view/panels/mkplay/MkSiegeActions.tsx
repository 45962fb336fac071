/**
 * The siege's buttons in the Mage Knight play mode (001, castle sections): the castle sections of
 * the side to act to choose one (its portals, its shots), then every siege step offered for it or
 * for the chosen figure (climbs with the goal the judge placed, ladders, close combat across
 * access points and at a section, attacks on the castle), each with the rules' answer; a refused
 * one says why in its title, and a castle shot's numbers before the roll follow the pointer. At
 * set-up: which figures carry a ladder from the start (001 "Planken und Leitern").
 */
import { useSightline, useSightlineStore } from '../../StoreContext'
import { uiText, type UiTextKey } from '../../i18n/translations'
import { mkRefusalText } from '../../i18n/mkPlayTexts'
import type { SiegeOffer } from '../../ports'
import { siegeStepText } from './siegeStepText'

/** The step's names as data attributes, for tests and styling: what it is and what it names. */
function offerData(offer: SiegeOffer): Record<string, string> {
  const step = offer.step as Record<string, unknown>
  const data: Record<string, string> = { 'data-do': offer.step.do, 'data-allowed': String(offer.probe.ok) }
  for (const key of ['section', 'portal', 'state', 'via', 'op', 'ladder', 'wall', 'target'] as const)
    if (typeof step[key] === 'string') data[`data-${key}`] = step[key] as string
  if (offer.step.do === 'castleShot') {
    data['data-target'] = offer.step.targets.join(',')
    data['data-long'] = String(offer.step.longRange === true)
  }
  return data
}

export function MkSiegeActions() {
  const store = useSightlineStore()
  const language = useSightline((s) => s.language)
  const scene = useSightline((s) => s.mkplay.scene)
  const game = useSightline((s) => s.mkplay.game)
  const selected = useSightline((s) => s.mkplay.selected)
  const siegeFrom = useSightline((s) => s.mkplay.siegeFrom)
  const offers = useSightline((s) => s.mkplay.siegeOffers)
  const t = (key: UiTextKey) => uiText(key, language)
  const sections = (scene?.castle?.sections ?? []).filter((s) => !s.destroyed && s.side === game?.turn.side)
  const chosen = siegeFrom ?? selected
  return (
    <div className="mk-actions mk-siege" data-testid="mk-siege" data-chosen={chosen ?? ''} data-count={offers.length}>
      <h3>{t('mkSiege')}</h3>
      <p className="hint">{t('mkSiegeHint')}</p>
      {sections.length > 0 && (
        <fieldset className="play-buttons mk-sections">
          <legend>{t('mkCastleSections')}</legend>
          {sections.map((s) => (
            <button
              key={s.id}
              type="button"
              data-testid={`mk-section-${s.id}`}
              aria-pressed={siegeFrom === s.id}
              onClick={() => store.getState().chooseMkSection(siegeFrom === s.id ? null : s.id)}
            >
              {s.name ?? s.id}
            </button>
          ))}
        </fieldset>
      )}
      {chosen && (
        <p className="hint" data-testid="mk-siege-chosen">
          {siegeFrom ?? `${t('mkChosenFigure')}: ${selected}`}
        </p>
      )}
      {chosen && offers.length === 0 && <p className="hint">{t('mkNoSiegeStep')}</p>}
      <div className="play-buttons">
        {offers.map((o, i) => (
          // aria-disabled, not disabled: a refused castle shot's numbers still follow the pointer.
          <button
            key={`${i}-${JSON.stringify(o.step)}`}
            type="button"
            data-testid="mk-siege-offer"
            {...offerData(o)}
            aria-disabled={!o.probe.ok}
            className={o.probe.ok ? undefined : 'refused'}
            title={o.probe.ok ? undefined : mkRefusalText(o.probe.refusal, language)}
            onPointerEnter={() => store.getState().previewMkSiegeShot(o)}
            onFocus={() => store.getState().previewMkSiegeShot(o)}
            onClick={() => {
              if (o.probe.ok) store.getState().playMkStep(o.step)
            }}
          >
            {siegeStepText(o.step, language)}
          </button>
        ))}
      </div>
    </div>
  )
}

/** At set-up on a scene with a castle: the figures that carry a ladder from the start. */
export function MkSiegeSetup() {
  const store = useSightlineStore()
  const language = useSightline((s) => s.language)
  const status = useSightline((s) => s.mkplay.status)
  const carried = useSightline((s) => s.mkplay.carriedLadders)
  const scene = useSightline((s) => s.scene)
  if (status !== 'setup' || !scene?.castle?.sections.length) return null
  return (
    <fieldset className="mk-siege-setup" data-testid="mk-siege-setup">
      <legend>{uiText('mkCarriedLadders', language)}</legend>
      {scene.figures.map((f) => (
        <label key={f.id}>
          <input
            type="checkbox"
            data-testid={`mk-carries-ladder-${f.id}`}
            checked={carried.some((c) => c.by === f.id)}
            onChange={(e) => store.getState().setMkCarriedLadder(f.id, e.target.checked)}
          />{' '}
          {f.id} ({f.side}) {uiText('mkCarriesLadder', language)}
        </label>
      ))}
    </fieldset>
  )
}
