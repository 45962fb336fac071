/**
 * Formation attacks (core 10; cavalry only with cavalry whose riders share a faction symbol, 003
 * "Cavalry Units and Formations"): the chosen figure's formation (every friend a chain of base
 * contact joins to it, the chosen one its main attacker) and one button per attack at each
 * opponent. The judge probes each (formationOffers.ts); a refused button is aria-disabled with the
 * refusal's text as title, as the cavalry modes are, so the pointer still reaches it.
 */
import { useSightline, useSightlineStore } from '../../StoreContext'
import { uiText, type UiTextKey } from '../../i18n/translations'
import { mkRefusalText } from '../../i18n/mkPlayTexts'

export function MkFormationActions() {
  const store = useSightlineStore()
  const language = useSightline((s) => s.language)
  const formation = useSightline((s) => s.mkplay.formation)
  const t = (key: UiTextKey) => uiText(key, language)
  if (!formation || formation.attacks.length === 0) return null
  return (
    <div className="mk-formation" data-testid="mk-formation-actions" data-members={formation.members.join(' ')}>
      <p>
        {t('mkFormation')}: {formation.members.join(', ')}
      </p>
      <div className="play-buttons">
        {formation.attacks.map((o) => (
          <button
            key={`${o.kind}-${o.target}`}
            type="button"
            data-testid={`mk-${o.kind === 'formationRanged' ? 'formation-ranged' : 'formation-melee'}-${o.target}`}
            data-allowed={o.probe.ok}
            data-code={o.probe.ok ? undefined : o.probe.refusal.code}
            aria-disabled={!o.probe.ok}
            className={o.probe.ok ? undefined : 'refused'}
            title={o.probe.ok ? undefined : mkRefusalText(o.probe.refusal, language)}
            onClick={() => {
              if (o.probe.ok) store.getState().playMkStep(o.step)
            }}
          >
            {t(o.kind === 'formationRanged' ? 'mkFormationRanged' : 'mkFormationMelee')} → {o.target}
          </button>
        ))}
      </div>
    </div>
  )
}
