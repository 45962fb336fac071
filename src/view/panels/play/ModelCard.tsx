/**
 * The chosen model's card as it stands (2.4, 3.5, 4.1, 11): AP as a bar out of the rules' most (AP_MAX), hit points
 * left of the card's, its states as tokens (shock, panic, burning, poison, fast, overwatch,
 * defence, hidden, prone, critical), its weapons with uses left and reloads owed.
 */
import { useSightline } from '../../StoreContext'
import { rulingLabel, uiText, type UiTextKey } from '../../i18n/translations'
import { AP_MAX, maxHp } from '../../ports'

export function ModelCard() {
  const language = useSightline((s) => s.language)
  const play = useSightline((s) => s.play)
  const t = (key: UiTextKey) => uiText(key, language)
  const id = play.selected
  const m = id !== null && play.game && Object.hasOwn(play.game.models, id) ? play.game.models[id] : null
  if (!m) return <p className="hint">{t('pickModel')}</p>
  const hp = maxHp(m.card)
  const tokens: [string, boolean | number | string | null][] = [
    ['shock', m.tokens.shock || null],
    ['panic', m.tokens.panic],
    ['burning', m.tokens.burning !== null],
    ['poison', m.tokens.poison?.count ?? null],
    ['fast', m.tokens.fast],
    ['overwatch', m.tokens.overwatch],
    ['defence', m.tokens.defence],
    ['hidden', m.camouflage?.hidden ?? false],
    ['prone', m.prone],
    ['critical', m.critical],
    ['eliminated', m.eliminated],
  ]
  return (
    <div className="model-card" data-testid="model-card" data-model={m.id} data-ap={m.ap}>
      <h3>
        {m.id} · {m.card.name}
      </h3>
      <div className="ap-bar" title={`${m.ap} / ${AP_MAX} AP (4.1)`}>
        <div className="ap-fill" style={{ width: `${(100 * m.ap) / AP_MAX}%` }} />
        <span>
          {m.ap} {t('actionPoints')}
        </span>
      </div>
      <p>
        {t('hitPoints')}: {hp - m.hpLost} / {hp}
      </p>
      <p className="tokens" data-testid="model-tokens">
        {tokens
          .filter(([, v]) => v !== false && v !== null && v !== 0)
          .map(([name, v]) => (
            <span key={name} className={`token token-${name}`} data-token={name}>
              {rulingLabel(name, language)}
              {typeof v === 'number' || typeof v === 'string' ? ` ${v}` : ''}
            </span>
          ))}
      </p>
      <ul className="weapons">
        {(m.card.weapons ?? []).map((w) => {
          const uses = m.usesLeft[`weapon:${w.name}`]
          return (
            <li key={w.name}>
              {w.name} (WK {w.class}){uses !== undefined ? ` · ${uses}×` : ''}
              {m.tokens.reload.includes(w.name) ? ` · ${t('reload')}!` : ''}
            </li>
          )
        })}
      </ul>
    </div>
  )
}
