/**
 * A melee before it is fought (8.3, 15): for each melee the chosen model is offered at the target
 * (charge, attack, reckless attack) both sides' NK totals, the AP, the chance to win, to lose,
 * and what the planned damage does (10); then both sides' modifiers with their clauses. The
 * judge's numbers (session.previewMelee), only formatted here.
 */
import { useSightline } from '../../StoreContext'
import { uiText, type UiTextKey } from '../../i18n/translations'
import type { MeleePreview } from '../../ports'
import { refusalText } from '../../i18n/refusalTexts'
import { formatShare } from '../../i18n/formatValues'
import { ModifierSpans } from './ModifierSpans'
import { clauseText } from '../../i18n/clauseTexts'

const LABEL: Record<'charge' | 'melee' | 'reckless', UiTextKey> = { charge: 'charge', melee: 'meleeAttack', reckless: 'meleeReckless' }

function Modifiers({ side, label }: { side: MeleePreview['attacker']; label: string }) {
  return (
    <li>
      {label} {side.id}: NK {side.nk}
      <ModifierSpans modifiers={side.modifiers} /> = {side.total}
    </li>
  )
}

export function MeleeChances() {
  const language = useSightline((s) => s.language)
  const rows = useSightline((s) => s.play.meleePreviews)
  const t = (key: UiTextKey) => uiText(key, language)
  if (!rows || rows.length === 0 || rows.every((r) => !r.ok)) return null
  const shown = rows.find((r) => r.ok)
  const noWinner = rows.some((r) => r.ok && r.preview.chances.noWinner > 0)
  return (
    <div className="shot-chances" data-testid="melee-chances">
      <table className="ruling-rows">
        <thead>
          <tr>
            <th />
            <th>{t('nkTotals')}</th>
            <th>AP</th>
            <th>{t('winChance')}</th>
            <th>{t('loseChance')}</th>
            {noWinner && <th>{t('noWinnerChance')}</th>}
            <th>{t('damageChance')}</th>
            <th>{t('eliminatedChance')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) =>
            r.ok ? (
              <tr key={r.kind} data-testid={`melee-chance-${r.kind}`} data-win={r.preview.chances.attackerWins}>
                <th scope="row">{t(LABEL[r.kind])}</th>
                <td>
                  {r.preview.attacker.total}
                  {r.preview.rerolls.attacker > 0 ? ` (+${r.preview.rerolls.attacker}×)` : ''} : {r.preview.defender.total}
                  {r.preview.rerolls.defender > 0 ? ` (+${r.preview.rerolls.defender}×)` : ''}
                </td>
                <td>{r.preview.ap}</td>
                <td>{formatShare(r.preview.chances.attackerWins, language)}</td>
                <td>{formatShare(r.preview.chances.defenderWins, language)}</td>
                {noWinner && <td>{formatShare(r.preview.chances.noWinner, language)}</td>}
                <td>{r.preview.damage ? formatShare(r.preview.damage.damage, language) : '–'}</td>
                <td>{r.preview.damage ? formatShare(r.preview.damage.eliminated, language) : '–'}</td>
              </tr>
            ) : (
              <tr key={r.kind} data-testid={`melee-chance-${r.kind}`} data-refusal={r.refusal.code}>
                <th scope="row">{t(LABEL[r.kind])}</th>
                <td colSpan={noWinner ? 7 : 6} title={clauseText(r.refusal.clause, language)}>
                  {refusalText(r.refusal, language)}
                </td>
              </tr>
            ),
          )}
        </tbody>
      </table>
      {shown?.ok && (
        <ul className="shot-modifiers">
          <Modifiers side={shown.preview.attacker} label={t('attackerSide')} />
          <Modifiers side={shown.preview.defender} label={t('defenderSide')} />
          {shown.preview.moveTests > 0 && (
            <li>
              {t('moveTestsAhead')}: {shown.preview.moveTests}
            </li>
          )}
        </ul>
      )}
    </div>
  )
}
