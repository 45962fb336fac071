/**
 * A shot before it is taken (12, 14): for each action (normal, aimed, snap) the number to roll,
 * the AP, the chance to hit with the card's rerolls (7.2) and of each outcome on the target as
 * it stands (10), then the modifiers of the aimed shot with their clauses. The judge's numbers
 * (session.previewShot), only formatted here.
 */
import { useSightline } from '../../StoreContext'
import { uiText, type UiTextKey } from '../../i18n/translations'
import { refusalText } from '../../i18n/refusalTexts'
import { formatShare } from '../../i18n/formatValues'
import { ModifierSpans } from './ModifierSpans'
import { clauseText } from '../../i18n/clauseTexts'

export function ShotChances() {
  const language = useSightline((s) => s.language)
  const rows = useSightline((s) => s.play.shotPreviews)
  const t = (key: UiTextKey) => uiText(key, language)
  if (!rows || rows.every((r) => !r.ok)) return null
  const shown = rows.find((r) => r.ok && r.action === 'aimed') ?? rows.find((r) => r.ok)
  return (
    <div className="shot-chances" data-testid="shot-chances">
      <table className="ruling-rows">
        <thead>
          <tr>
            <th />
            <th>{t('fkTarget')}</th>
            <th>AP</th>
            <th>{t('hitChance')}</th>
            <th>{t('shockChance')}</th>
            <th>{t('damageChance')}</th>
            <th>{t('eliminatedChance')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) =>
            r.ok ? (
              <tr key={r.action} data-testid={`shot-chance-${r.action}`} data-hit={r.preview.hit}>
                <th scope="row">{t(r.action === 'normal' ? 'shotNormal' : r.action === 'aimed' ? 'shotAimed' : 'shotSnap')}</th>
                <td>
                  ≤ {r.preview.fkTarget}
                  {r.preview.rerolls > 0 ? ` (+${r.preview.rerolls}×)` : ''}
                </td>
                <td>{r.preview.apCost}</td>
                <td>{formatShare(r.preview.hit, language)}</td>
                <td>{formatShare(r.preview.perShot.shock, language)}</td>
                <td>{formatShare(r.preview.perShot.damage, language)}</td>
                <td>{formatShare(r.preview.perShot.eliminated, language)}</td>
              </tr>
            ) : (
              <tr key={r.action} data-testid={`shot-chance-${r.action}`} data-refusal={r.refusal.code}>
                <th scope="row">{t(r.action === 'normal' ? 'shotNormal' : r.action === 'aimed' ? 'shotAimed' : 'shotSnap')}</th>
                <td colSpan={6} title={clauseText(r.refusal.clause, language)}>
                  {refusalText(r.refusal, language)}
                </td>
              </tr>
            ),
          )}
        </tbody>
      </table>
      {shown?.ok && (
        <ul className="shot-modifiers">
          <li>
            FK {shown.preview.fkValue}
            <ModifierSpans modifiers={shown.preview.modifiers} /> = {shown.preview.fkTarget}
          </li>
        </ul>
      )}
    </div>
  )
}
