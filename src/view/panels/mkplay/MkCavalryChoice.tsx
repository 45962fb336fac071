/**
 * A step that still needs a cavalry dial, asked before anything is rolled (003 "Attacking and
 * Damaging a Cavalry Unit"): the attacker names the dial of a cavalry target (the mount's or the
 * rider's), the owner the dial a pushing click goes on (a Remount). One button per dial, refused
 * ones aria-disabled with the refusal as title; an attack's option shows its 2d6 and chance, and
 * pointing at it shows its whole breakdown in the attack panel (Horsemanship's -2 on the rider's
 * dial at range), so the numbers follow the dial before the click.
 */
import { useSightline, useSightlineStore } from '../../StoreContext'
import { uiText, type UiTextKey } from '../../i18n/translations'
import { formatNumber } from '../../i18n/formatValues'
import { mkRefusalText } from '../../i18n/mkPlayTexts'

export function MkCavalryChoice() {
  const store = useSightlineStore()
  const language = useSightline((s) => s.language)
  const choice = useSightline((s) => s.mkplay.cavalry.choice)
  const t = (key: UiTextKey) => uiText(key, language)
  if (!choice) return null
  return (
    <div className="mk-choice" data-testid="mk-cavalry-choice" data-field={choice.field} data-chooser={choice.chooser}>
      <p>
        {t(choice.field === 'targetDial' ? 'mkCavalryTargetDialQuestion' : 'mkCavalryPushDialQuestion')}{' '}
        <strong>
          {choice.chooser} {t('mkChooses')}
        </strong>{' '}
        ({choice.unit})
      </p>
      <div className="play-buttons">
        {choice.options.map((o) => {
          const odds = o.attack?.targets[0]
          return (
            <button
              key={o.dial}
              type="button"
              data-testid={`mk-cavalry-choice-${o.dial}`}
              data-allowed={o.probe.ok}
              data-need={odds?.need}
              aria-disabled={!o.probe.ok}
              className={o.probe.ok ? undefined : 'refused'}
              title={o.probe.ok ? undefined : mkRefusalText(o.probe.refusal, language)}
              onPointerEnter={() => store.getState().previewMkCavalryOption(o.dial)}
              onFocus={() => store.getState().previewMkCavalryOption(o.dial)}
              onClick={() => store.getState().answerMkCavalryChoice(o.dial)}
            >
              {t(o.dial === 'mount' ? 'mkCavalryMount' : 'mkCavalryRider')}
              {odds ? ` · ${t('mkNeeds')} ${odds.need} ${t('mkOn2d6')} · ${formatNumber(odds.chance * 100, 1, language)} %` : ''}
            </button>
          )
        })}
        <button type="button" data-testid="mk-cavalry-choice-cancel" onClick={() => store.getState().cancelMkCavalryChoice()}>
          {t('mkCancel')}
        </button>
      </div>
    </div>
  )
}
