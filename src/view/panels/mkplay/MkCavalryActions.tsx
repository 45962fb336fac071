/**
 * A cavalry unit's part of the chosen figure's actions (003): the dial its attacks name (the
 * mount's or, while seated, the rider's: the player's choice), its attacks at each opponent with
 * that dial, Dismount, Dark Unity under a Dark Rider, a dismounted rider's Remount at each
 * friendly mount without a rider, and the modes (Trample; Mounted Bound, Mounted Charge at an
 * opponent; Overwhelm at an opposing cavalry unit) in which the pointer's goal draws the path and
 * what the step does there before the click (MkCavalryMarks.tsx, MkCavalryPathText.tsx). Refused
 * buttons are aria-disabled with the refusal's text as title, so the pointer still reaches them.
 */
import { useSightline, useSightlineStore } from '../../StoreContext'
import { uiText, type UiTextKey } from '../../i18n/translations'
import { mkRefusalText } from '../../i18n/mkPlayTexts'
import type { CavalryModeOffer, MkProbe } from '../../ports'
import { cavalryModeName, cavalryPathText } from './MkCavalryPathText'

const MODE_TESTID: Readonly<Record<CavalryModeOffer['kind'], string>> = {
  trample: 'mk-trample-mode',
  mountedBound: 'mk-bound-mode',
  mountedCharge: 'mk-charge-mode',
  overwhelm: 'mk-overwhelm-mode',
}

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
        {view?.darkUnity && (
          <button
            type="button"
            data-testid="mk-dark-unity"
            {...allowed(view.darkUnity.probe)}
            onClick={() => store.getState().darkUnityMk()}
          >
            {t('mkDarkUnity')}
          </button>
        )}
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
          {view.modes.map((o) => (
            <button
              key={`${o.kind}-${o.target ?? ''}`}
              type="button"
              data-testid={o.target ? `${MODE_TESTID[o.kind]}-${o.target}` : MODE_TESTID[o.kind]}
              aria-pressed={mode === o.kind && target === o.target}
              {...allowed(o.probe)}
              onClick={() => store.getState().setMkCavalryMode(o.kind, o.target ?? undefined)}
            >
              {cavalryModeName(o.kind, language)}
              {o.target ? ` → ${o.target}` : ''}
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
        <p
          data-testid="mk-cavalry-path"
          data-kind={path.kind}
          data-allowed={path.probe.ok}
          data-asks={path.probe.asks ?? undefined}
          data-crossed={path.crossed.join(' ')}
          data-need={path.attacks.map((a) => a.preview.targets[0].need).join(' ') || path.overwhelm?.need}
          title={refusal(path.probe)}
        >
          {cavalryPathText(path, language)}
        </p>
      )}
    </div>
  )
}
