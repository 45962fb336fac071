/**
 * A cavalry unit's part of the chosen figure's actions (003): the dial its attacks name (the
 * mount's or, while seated, the rider's: the player's choice), its attacks at each opponent with
 * that dial, Dismount, a dismounted rider's Remount at each friendly mount without a rider, and
 * the Trample and Mounted Charge modes in which the pointer's goal draws the path before the click
 * (MkCavalryMarks.tsx). Refused buttons are aria-disabled with the refusal's text as title, so the
 * pointer still reaches them.
 */
import { useSightline, useSightlineStore } from '../../StoreContext'
import { uiText, type UiTextKey } from '../../i18n/translations'
import { mkRefusalText } from '../../i18n/mkPlayTexts'
import type { MkProbe } from '../../ports'

export function MkCavalryActions() {
  const store = useSightlineStore()
  const language = useSightline((s) => s.language)
  const cavalry = useSightline((s) => s.mkplay.cavalry)
  const t = (key: UiTextKey) => uiText(key, language)
  const { view, remounts, dial, mode, target, path } = cavalry
  if (!view && remounts.length === 0) return null
  const refusal = (p: MkProbe) => (p.ok ? undefined : mkRefusalText(p.refusal, language))
  const allowed = (p: MkProbe) => ({
    'data-allowed': p.ok,
    'aria-disabled': !p.ok,
    className: p.ok ? undefined : 'refused',
    title: refusal(p),
  })
  const shown = view?.attacks.filter((a) => a.dial === dial) ?? []
  const enemies = [...new Set(shown.map((a) => a.target))]
  return (
    <div className="mk-cavalry" data-testid="mk-cavalry-actions" data-mode={mode ?? 'move'}>
      <h3>{t('mkCavalry')}</h3>
      {view && (
        <fieldset className="mk-cavalry-dial">
          <legend>{t('mkCavalryDial')}</legend>
          {view.dials.map((d) => (
            <label key={d}>
              <input
                type="radio"
                name="mk-cavalry-dial"
                data-testid={`mk-cavalry-dial-${d}`}
                checked={dial === d}
                onChange={() => store.getState().setMkCavalryDial(d)}
              />{' '}
              {t(d === 'mount' ? 'mkCavalryMount' : 'mkCavalryRider')}
            </label>
          ))}
        </fieldset>
      )}
      <div className="play-buttons">
        {shown.map((a) => (
          <button
            key={`${a.kind}-${a.target}`}
            type="button"
            data-testid={`mk-cav-${a.kind}-${a.target}`}
            {...allowed(a.probe)}
            onClick={() => {
              if (a.probe.ok) store.getState().playMkStep(a.step)
            }}
          >
            {t(a.kind === 'ranged' ? 'mkRanged' : 'mkMelee')} ({t(a.dial === 'mount' ? 'mkCavalryMount' : 'mkCavalryRider')}) → {a.target}
          </button>
        ))}
        {view?.dismount && (
          <button type="button" data-testid="mk-dismount" {...allowed(view.dismount.probe)} onClick={() => store.getState().dismountMk()}>
            {t('mkDismount')}
          </button>
        )}
        {remounts.map((o) => (
          <button
            key={o.step.do === 'remount' ? o.step.mount : ''}
            type="button"
            data-testid={`mk-remount-${o.step.do === 'remount' ? o.step.mount : ''}`}
            {...allowed(o.probe)}
            onClick={() => {
              if (o.step.do === 'remount') store.getState().remountMk(o.step.mount)
            }}
          >
            {t('mkRemount')} → {o.step.do === 'remount' ? o.step.mount : ''}
          </button>
        ))}
      </div>
      {view && (
        <div className="play-buttons">
          <button
            type="button"
            data-testid="mk-trample-mode"
            aria-pressed={mode === 'trample'}
            onClick={() => store.getState().setMkCavalryMode('trample')}
          >
            {t('mkTrample')}
          </button>
          {enemies.map((e) => (
            <button
              key={e}
              type="button"
              data-testid={`mk-charge-mode-${e}`}
              aria-pressed={mode === 'mountedCharge' && target === e}
              onClick={() => store.getState().setMkCavalryMode('mountedCharge', e)}
            >
              {t('mkMountedCharge')} → {e}
            </button>
          ))}
          {mode && (
            <button type="button" data-testid="mk-cavalry-mode-off" onClick={() => store.getState().setMkCavalryMode(null)}>
              {t('mkCavalryModeOff')}
            </button>
          )}
        </div>
      )}
      {mode && <p className="hint">{t('mkCavalryPathHint')}</p>}
      {path && (
        <p data-testid="mk-cavalry-path" data-allowed={path.probe.ok} data-crossed={path.crossed.join(' ')} title={refusal(path.probe)}>
          {t(mode === 'trample' ? 'mkTrample' : 'mkMountedCharge')}: {path.pathIn.toFixed(2)} in
          {path.crossed.length > 0 ? `, ${t('mkCavalryCrosses')} ${path.crossed.join(', ')}` : ''}
          {path.probe.ok ? '' : ` — ${refusal(path.probe)}`}
        </p>
      )}
    </div>
  )
}
