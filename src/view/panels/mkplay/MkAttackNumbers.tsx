/**
 * An attack's numbers before the roll (core 6, 7, 8): what the table says (distance between the
 * centre points, line of fire, base contact), the target's defence with every modifier and its
 * clause, the 2d6 result needed ("needs 9 or more on 2d6"), the chance and the clicks a hit deals;
 * or why the rules refuse it. The judge's numbers (MkPlaySession.previewAttack), only formatted.
 * At a cavalry unit whose dial is not named yet, the numbers on each dial (MkTargetDials, R-MKV.8).
 */
import { useSightline } from '../../StoreContext'
import { rulingLabel, uiText, type UiTextKey } from '../../i18n/translations'
import { detailText } from '../../i18n/detailTexts'
import { formatNumber } from '../../i18n/formatValues'
import { mkRefusalText } from '../../i18n/mkPlayTexts'
import type { MkAttackView } from '../../ports'
import { RulingRows } from '../RulingRows'
import { clauseText } from '../../i18n/clauseTexts'

type TargetDials = NonNullable<MkAttackView['targetDials']>

/** One line per dial of a cavalry target: what a hit on it needs, or why it is refused (003 "Attacking and Damaging"). */
function MkTargetDials({ dials }: { dials: TargetDials }) {
  const language = useSightline((s) => s.language)
  const t = (key: UiTextKey) => uiText(key, language)
  return (
    <div className="mk-target-dials" data-testid="mk-target-dials">
      <p className="hint">{t('mkCavalryTargetDialsNote')}</p>
      <ul>
        {dials.map((d) => {
          const odds = d.preview?.targets[0]
          return (
            <li key={d.dial} data-testid={`mk-target-dial-${d.dial}`} data-ok={d.probe.ok} data-need={odds?.need}>
              {t(d.dial === 'mount' ? 'mkCavalryMount' : 'mkCavalryRider')}:{' '}
              {d.probe.ok && odds
                ? `${t('mkAttack')} ${odds.attack} · ${t('mkDefence')} ${odds.defence} · ${t('mkNeeds')} ${odds.need} ${t('mkOn2d6')} · ${formatNumber(odds.chance * 100, 1, language)} %`
                : d.probe.ok
                  ? ''
                  : mkRefusalText(d.probe.refusal, language)}
            </li>
          )
        })}
      </ul>
    </div>
  )
}

export function MkAttackNumbers() {
  const language = useSightline((s) => s.language)
  const view = useSightline((s) => s.mkplay.attackPreview)
  const t = (key: UiTextKey) => uiText(key, language)
  if (!view) return null
  const facts = view.facts
  const los = facts?.lineOfFire.status
  const odds = view.preview?.targets[0]
  return (
    <div
      className={`mk-numbers${view.probe.ok ? '' : ' refused'}`}
      data-testid="mk-attack-numbers"
      data-kind={view.kind}
      data-target={view.target}
      data-ok={view.probe.ok}
      data-need={odds?.need}
    >
      <h3>
        {t('mkBeforeRoll')}: {t(view.kind === 'ranged' ? 'mkRanged' : 'mkMelee')} · {view.figure} → {view.target}
      </h3>
      {facts && (
        <p className="hint">
          {t('mkDistance')} {formatNumber(facts.distanceIn, 2, language)} {t('mkInches')} · {t('mkLineOfFire')}:{' '}
          {t(los === 'clear' ? 'mkClear' : los === 'blocked' ? 'mkBlocked' : 'mkBasesOnly')}
          {facts.inBaseContact ? ` · ${t('mkInContact')}` : ''}
        </p>
      )}
      {odds && (
        <div className="mk-odds" data-testid="mk-odds">
          <p>
            {t('mkDefence')} {odds.defence - odds.defenceModifiers.reduce((n, m) => n + m.value, 0)}
            {odds.defenceModifiers.map((m, i) => (
              <span key={i} className="mk-modifier" title={detailText(m, language) ?? undefined}>
                {' '}
                {m.value >= 0 ? '+' : '−'}
                {Math.abs(m.value)} {rulingLabel(m.key, language)} <span className="ruling-clause">({clauseText(m.clause, language)})</span>
              </span>
            ))}{' '}
            = <strong>{odds.defence}</strong> · {t('mkAttack')} {odds.attack}
          </p>
          <p className="mk-need" data-testid="mk-need">
            <strong>
              {t('mkNeeds')} {odds.need} {t('mkOn2d6')}
            </strong>{' '}
            · {t('mkChance')} <strong data-testid="mk-chance">{formatNumber(odds.chance * 100, 1, language)} %</strong> · {odds.damage}{' '}
            {t('mkClicksOfDamage')}
          </p>
        </div>
      )}
      {view.targetDials && <MkTargetDials dials={view.targetDials} />}
      {!view.probe.ok && (
        <p className="error" data-testid="mk-attack-refusal" data-code={view.probe.refusal.code}>
          {mkRefusalText(view.probe.refusal, language)}{' '}
          <span className="ruling-clause">{clauseText(view.probe.refusal.clause, language)}</span>
        </p>
      )}
      {view.preview && <RulingRows lines={view.preview.lines} language={language} prefix="mk-preview" />}
    </div>
  )
}
