/**
 * What the chosen figure may do now (core 4-7): its attacks at each opponent (ranged, close
 * combat; for a large figure from the chosen section), each with the rules' answer, the numbers
 * shown while the pointer rests on the button; how a move's facing is chosen; and the hint for
 * moving by pointer. A refused button says why in its title.
 */
import { useSightline, useSightlineStore } from '../../StoreContext'
import { uiText, type UiTextKey } from '../../i18n/translations'
import { mkRefusalText } from '../../i18n/mkPlayTexts'
import { choiceFieldOf, type MkScenarioStep } from '../../ports'

export function MkActionList() {
  const store = useSightlineStore()
  const language = useSightline((s) => s.language)
  const selected = useSightline((s) => s.mkplay.selected)
  const attacks = useSightline((s) => s.mkplay.attacks)
  const dial = useSightline((s) => s.mkplay.dial)
  const facing = useSightline((s) => s.mkplay.facing)
  const multi = useSightline((s) => (s.mkplay.sheet?.dials.length ?? 1) > 1)
  // A cavalry unit's attacks name the mount's or the rider's dial (003): MkCavalryActions offers them instead.
  const cavalryUnit = useSightline((s) => s.mkplay.cavalry.view !== null)
  const t = (key: UiTextKey) => uiText(key, language)
  if (!selected) return <p className="hint">{t('mkPickFigure')}</p>
  const shown = cavalryUnit ? [] : attacks.filter((a) => a.dial === dial)
  return (
    <div className="mk-actions" data-testid="mk-actions">
      <h3>{t('mkActions')}</h3>
      <p className="hint">{t('mkPickFigure')}</p>
      <fieldset className="mk-facing">
        <legend>{t('mkFacing')}</legend>
        {(['direction', 'keep'] as const).map((choice) => (
          <label key={choice}>
            <input
              type="radio"
              name="mk-facing"
              data-testid={`mk-facing-${choice}`}
              checked={facing === choice}
              onChange={() => store.getState().setMkFacing(choice)}
            />{' '}
            {t(choice === 'direction' ? 'mkFacingDirection' : 'mkFacingKeep')}
          </label>
        ))}
      </fieldset>
      <div className="play-buttons">
        {shown.map((a) => {
          const step: MkScenarioStep =
            a.kind === 'ranged'
              ? { do: 'ranged', figure: selected, targets: [a.target], ...(multi ? { dial } : {}) }
              : { do: 'melee', figure: selected, target: a.target, ...(multi ? { dial } : {}) }
          // 000: an attack that only waits for a choice of section is offered; the choice is asked on the click (R-MKV.6).
          const ok = a.probe.ok || choiceFieldOf(a.probe.refusal) !== null
          // aria-disabled, not disabled: the numbers follow the pointer onto a refused button too (a disabled one gets no pointer events).
          return (
            <button
              key={`${a.kind}-${a.target}`}
              type="button"
              data-testid={`mk-${a.kind}-${a.target}`}
              data-allowed={ok}
              aria-disabled={!ok}
              className={ok ? undefined : 'refused'}
              title={a.probe.ok ? undefined : mkRefusalText(a.probe.refusal, language)}
              onPointerEnter={() => store.getState().previewMkAttack(a.target, a.kind)}
              onFocus={() => store.getState().previewMkAttack(a.target, a.kind)}
              onClick={() => {
                if (ok) store.getState().playMkStep(step)
              }}
            >
              {t(a.kind === 'ranged' ? 'mkRanged' : 'mkMelee')} → {a.target}
            </button>
          )
        })}
      </div>
    </div>
  )
}
