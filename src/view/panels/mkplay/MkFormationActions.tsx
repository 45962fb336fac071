/**
 * Formations (core 10; cavalry only with cavalry whose riders share a faction symbol, 003
 * "Cavalry Units and Formations"): the chosen figure's candidates (every friend a chain of base
 * contact joins to it) as a checkbox list, the chosen one always in as main attacker, and beside
 * each ticked member a radio naming the leader of a move (R-MKV.9; a dragged member leads too);
 * whether the ticked members form a formation (the judge's check, its refusal as text); "Move
 * formation", after which a click on the table is the leader's goal; and one button per attack
 * at each opponent with the ticked members. The judge probes each (formationOffers.ts); a
 * refused button is aria-disabled with the refusal's text as title, as the cavalry modes are, so
 * the pointer still reaches it.
 */
import { useSightline, useSightlineStore } from '../../StoreContext'
import { uiText, type UiTextKey } from '../../i18n/translations'
import { mkRefusalText } from '../../i18n/mkPlayTexts'

export function MkFormationActions() {
  const store = useSightlineStore()
  const language = useSightline((s) => s.language)
  const formation = useSightline((s) => s.mkplay.formation)
  const t = (key: UiTextKey) => uiText(key, language)
  const view = formation.view
  if (!view) return null
  const main = view.members[0]
  const leader = formation.leader
  const check = view.check
  // A figure alone has nobody to tick and nothing to move with: only the attack buttons, refused with their reason.
  const company = view.candidates.length > 1
  return (
    <div
      className="mk-formation"
      data-testid="mk-formation-actions"
      data-members={view.members.join(' ')}
      data-allowed={check.ok}
      data-code={check.ok ? undefined : check.refusal.code}
      data-mode={formation.dragging ? 'drag' : formation.moving ? 'move' : 'off'}
      data-leader={leader ?? undefined}
    >
      <p>{t('mkFormation')}</p>
      {company && (
        <fieldset className="mk-formation-members">
          <legend>{t('mkFormationMembers')}</legend>
          {view.candidates.map((id) => (
            <div key={id} className="mk-formation-member">
              <label>
                <input
                  type="checkbox"
                  data-testid={`mk-formation-member-${id}`}
                  checked={view.members.includes(id)}
                  disabled={id === main}
                  onChange={(e) => store.getState().setMkFormationMember(id, e.target.checked)}
                />{' '}
                {id}
                {id === main ? ` (${t('mkFormationMain')})` : ''}
              </label>{' '}
              <label>
                <input
                  type="radio"
                  name="mk-formation-leader"
                  data-testid={`mk-formation-leader-${id}`}
                  checked={id === leader}
                  disabled={!view.members.includes(id)}
                  onChange={() => store.getState().setMkFormationLeader(id)}
                />{' '}
                {t('mkFormationLeader')}
              </label>
            </div>
          ))}
        </fieldset>
      )}
      {company && !check.ok && (
        <p className="refused" data-testid="mk-formation-refusal" data-code={check.refusal.code}>
          {t('mkFormationRefused')}: {mkRefusalText(check.refusal, language)}
        </p>
      )}
      <div className="play-buttons">
        {company && (
          <button
            type="button"
            data-testid="mk-formation-move"
            aria-disabled={!check.ok}
            aria-pressed={formation.moving}
            className={check.ok ? undefined : 'refused'}
            title={check.ok ? undefined : mkRefusalText(check.refusal, language)}
            onClick={() => store.getState().setMkFormationMoving(!formation.moving)}
          >
            {t(formation.moving ? 'mkFormationMoveOff' : 'mkFormationMove')}
          </button>
        )}
        {view.attacks.map((o) => (
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
      {formation.moving && <p className="hint">{t('mkFormationMoveHint')}</p>}
      {company && !formation.moving && <p className="hint">{t('mkFormationDragHint')}</p>}
    </div>
  )
}
