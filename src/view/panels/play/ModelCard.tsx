/**
 * The chosen model's card as it stands (2.4, 3.5, 4.1, 11): AP as a bar out of the rules' most (AP_MAX), hit points
 * left of the card's, its states as tokens (shock, panic, burning, poison, fast, overwatch,
 * defence, hidden, prone, critical), its weapons with uses left and reloads owed.
 */
import { useSightline } from '../../StoreContext'
import { rulingLabel, uiText, type UiTextKey } from '../../i18n/translations'
import { AP_MAX, maxHp, type ModelSheet } from '../../ports'
import { clauseText } from '../../i18n/clauseTexts'

export function ModelCard() {
  const language = useSightline((s) => s.language)
  const play = useSightline((s) => s.play)
  const t = (key: UiTextKey) => uiText(key, language)
  const id = play.selected
  const sheet = play.sheet?.id === id ? play.sheet : null
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
      {sheet && <SheetRows sheet={sheet} />}
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
      {(m.card.traits ?? []).length > 0 && (
        <p className="traits" data-testid="model-traits">
          {t('traits')}: {(m.card.traits ?? []).map((x) => `${x.name}${x.level ? ` ${roman(x.level)}` : ''}`).join(', ')}
        </p>
      )}
      {(m.card.equipment ?? []).length > 0 && (
        <p className="equipment">
          {t('equipment')}: {(m.card.equipment ?? []).map((x) => x.name).join(', ')}
        </p>
      )}
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

const roman = (n: number) => ['', 'I', 'II', 'III', 'IV', 'V', 'VI'][n] ?? String(n)
const ZONE: Record<string, UiTextKey> = { hull: 'zoneHull', left: 'zoneLeft', right: 'zoneRight', movement: 'zoneMovement' }
const STATE: Record<string, UiTextKey> = { intact: 'zoneIntact', critical: 'zoneCritical', destroyed: 'zoneDestroyed' }

/** The rules' sheet of the model: each attribute printed and now (the modifiers between them as a tooltip), zones, operator. */
function SheetRows({ sheet }: { sheet: ModelSheet }) {
  const language = useSightline((s) => s.language)
  const t = (key: UiTextKey) => uiText(key, language)
  return (
    <>
      <table className="ruling-rows attributes" data-testid="model-attributes">
        <caption>{t('attributes')}</caption>
        <tbody>
          <tr>
            {sheet.attributes.map((a) => (
              <th key={a.name} scope="col">
                {a.name}
              </th>
            ))}
            <th scope="col">{t('speed')}</th>
          </tr>
          <tr>
            {sheet.attributes.map((a) => (
              <td
                key={a.name}
                data-attribute={a.name}
                data-value={a.value}
                className={a.value !== a.printed ? 'changed' : undefined}
                title={a.modifiers
                  .map((m) => `${rulingLabel(m.key, language)} ${m.value >= 0 ? '+' : ''}${m.value} (${clauseText(m.clause, language)})`)
                  .join('\n')}
              >
                {a.value === a.printed ? a.value : `${a.printed} → ${a.value}`}
              </td>
            ))}
            <td className={sheet.speedCm.value !== sheet.speedCm.printed ? 'changed' : undefined}>
              {sheet.speedCm.value === sheet.speedCm.printed ? sheet.speedCm.value : `${sheet.speedCm.printed} → ${sheet.speedCm.value}`} cm
            </td>
          </tr>
        </tbody>
      </table>
      {sheet.zones && (
        <ul className="zones" data-testid="model-zones">
          <li>{t('hitZones')}</li>
          {sheet.zones.map((z) => (
            <li key={z.zone} data-zone={z.zone} data-state={z.state}>
              {t(ZONE[z.zone])}: {z.left} / {z.max} · {t(STATE[z.state])}
            </li>
          ))}
        </ul>
      )}
      {sheet.operator && (
        <p data-testid="model-operator">
          {t('operatorOf')}:{' '}
          {sheet.operator.id === null ? t('noOperator') : `${sheet.operator.id} · ${sheet.operator.ap} ${t('actionPoints')}`}
        </p>
      )}
      {sheet.telematons.length > 0 && (
        <p>
          {t('operates')}: {sheet.telematons.join(', ')}
        </p>
      )}
    </>
  )
}
