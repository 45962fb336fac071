/**
 * The choices around an attack that involves a large figure (000 "Großfiguren angreifen",
 * "Antreiben", R-MKV.6), and a ranged attack at several targets (core 7). An attack that still
 * needs an answer waits here: the question, the side that answers, and one button per section,
 * each refused (aria-disabled, the reason in its title) where naming it would be refused. A dial
 * with more than one target offers its opponents to tick; the numbers before the roll follow for
 * each ticked target, and Fire is refused with the engine's reason (too many targets, out of arc).
 * A cavalry dial still to name (003) is asked by MkCavalryChoice.tsx.
 */
import { useSightline, useSightlineStore } from '../../StoreContext'
import { uiText, type UiTextKey } from '../../i18n/translations'
import { formatNumber } from '../../i18n/formatValues'
import { mkRefusalText } from '../../i18n/mkPlayTexts'
import { mkSectionName } from '../../i18n/mkLargeTexts'
import { choiceFieldOf } from '../../ports'
import { MkCavalryChoice } from './MkCavalryChoice'

const QUESTION: Readonly<Record<'section' | 'redirect' | 'push', UiTextKey>> = {
  section: 'mkChoiceSection',
  redirect: 'mkChoiceRedirect',
  push: 'mkChoicePush',
}

export function MkTargetChoice() {
  const store = useSightlineStore()
  const language = useSightline((s) => s.language)
  const choice = useSightline((s) => s.mkplay.large.choice)
  const t = (key: UiTextKey) => uiText(key, language)
  if (!choice)
    return (
      <>
        <MkCavalryChoice />
        <MkShotTargets />
      </>
    )
  const q = choice.question
  return (
    <div className="mk-choice" data-testid="mk-choice" data-field={q.field} data-chooser={q.chooser}>
      <p>
        {t(QUESTION[q.field])}{' '}
        <strong>
          {q.chooser} {t('mkChooses')}
        </strong>{' '}
        ({q.about})
      </p>
      <div className="play-buttons">
        {q.options.map((o) => (
          <button
            key={o.name}
            type="button"
            data-testid={`mk-choice-${o.name}`}
            data-allowed={o.refusal === null}
            aria-disabled={o.refusal !== null}
            className={o.refusal === null ? undefined : 'refused'}
            title={o.refusal === null ? undefined : mkRefusalText(o.refusal, language)}
            onClick={() => store.getState().answerMkChoice(o.name)}
          >
            {t('mkSection')} {mkSectionName(o.name, language)}
          </button>
        ))}
        <button type="button" data-testid="mk-choice-cancel" onClick={() => store.getState().cancelMkChoice()}>
          {t('mkCancel')}
        </button>
      </div>
    </div>
  )
}

/** A dial with more than one target: tick the opponents, see each one's numbers, fire once. */
function MkShotTargets() {
  const store = useSightlineStore()
  const language = useSightline((s) => s.language)
  const dial = useSightline((s) => s.mkplay.dial)
  const printed = useSightline((s) => s.mkplay.sheet?.dials[s.mkplay.dial])
  const attacks = useSightline((s) => s.mkplay.attacks)
  const ticked = useSightline((s) => s.mkplay.large.shotTargets)
  const shot = useSightline((s) => s.mkplay.large.shot)
  const t = (key: UiTextKey) => uiText(key, language)
  if (!printed || printed.targets < 2 || printed.rangeIn <= 0) return null
  const targets = attacks.filter((a) => a.kind === 'ranged' && a.dial === dial).map((a) => a.target)
  const fires = shot !== null && (shot.probe.ok || choiceFieldOf(shot.probe.refusal) !== null)
  return (
    <div className="mk-shot" data-testid="mk-shot" data-ticked={ticked.length}>
      <h3>
        {t('mkShotTargets')} · {printed.targets} {t('mkShotUpTo')}
      </h3>
      {targets.map((id) => {
        const odds = shot?.preview?.targets.find((o) => o.target === id)
        return (
          <label key={id} className="mk-shot-target">
            <input
              type="checkbox"
              data-testid={`mk-shot-target-${id}`}
              checked={ticked.includes(id)}
              onChange={() => store.getState().toggleMkShotTarget(id)}
            />{' '}
            {id}
            {odds && (
              <span data-testid={`mk-shot-odds-${id}`} data-need={odds.need}>
                {' '}
                · {t('mkDefence')} {odds.defence} · {t('mkNeeds')} {odds.need} {t('mkOn2d6')} ·{' '}
                {formatNumber(odds.chance * 100, 1, language)} %
              </span>
            )}
          </label>
        )
      })}
      {shot && !shot.probe.ok && (
        <p className="error" data-testid="mk-shot-refusal" data-code={shot.probe.refusal.code}>
          {mkRefusalText(shot.probe.refusal, language)}
        </p>
      )}
      <button
        type="button"
        data-testid="mk-fire-shot"
        data-allowed={fires}
        aria-disabled={!fires}
        className={fires ? undefined : 'refused'}
        title={shot && !shot.probe.ok ? mkRefusalText(shot.probe.refusal, language) : undefined}
        onClick={() => store.getState().fireMkShot()}
      >
        {t('mkFire')}
      </button>
    </div>
  )
}
