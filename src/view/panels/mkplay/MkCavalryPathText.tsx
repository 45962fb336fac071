/**
 * The words for a cavalry step toward a goal before the click (003), shared by the panel and the
 * label on the table (MkCavalryMarks.tsx): the mode and the path's length, the bases it crosses,
 * and what the step does at its goal: the attack's 2d6 and chance against each dial the attacker
 * may name (a Mounted Bound or Charge), or Overwhelm's d6 and whether the target's rider finds
 * room; the refusal instead when the rules refuse it. Only formats the judge's numbers.
 */
import { uiText, type Language, type UiTextKey } from '../../i18n/translations'
import { formatNumber } from '../../i18n/formatValues'
import { mkRefusalText } from '../../i18n/mkPlayTexts'
import type { CavalryPathKind, CavalryPathView } from '../../ports'

const MODE_NAME: Readonly<Record<CavalryPathKind, UiTextKey>> = {
  trample: 'mkTrample',
  mountedCharge: 'mkMountedCharge',
  mountedBound: 'mkMountedBound',
  overwhelm: 'mkOverwhelm',
}

export const cavalryModeName = (kind: CavalryPathKind, language: Language): string => uiText(MODE_NAME[kind], language)

/** What the step at the goal would do: the odds, one part per defending dial, or Overwhelm's die. */
export function cavalryGoalText(path: CavalryPathView, language: Language): string {
  const t = (key: UiTextKey) => uiText(key, language)
  const parts = path.attacks.map((a) => {
    const o = a.preview.targets[0]
    const dial = a.targetDial ? ` ${t('mkCavalryAgainst')} ${t(a.targetDial === 'mount' ? 'mkCavalryMount' : 'mkCavalryRider')}` : ''
    return `${t('mkNeeds')} ${o.need} ${t('mkOn2d6')} (${formatNumber(o.chance * 100, 1, language)} %)${dial}`
  })
  const w = path.overwhelm
  if (w) {
    parts.push(
      `${t('mkCavalryOverwhelmNeed').replace('{bonus}', String(w.bonus)).replace('{need}', String(w.need))} (${formatNumber(w.chance * 100, 1, language)} %)`,
    )
    if (!w.roomForRider) parts.push(t('mkCavalryNoRoom'))
  }
  return parts.join(' · ')
}

/** The whole line: mode, length, crossings and the goal's numbers; or the refusal. */
export function cavalryPathText(path: CavalryPathView, language: Language): string {
  if (!path.probe.ok) return `${cavalryModeName(path.kind, language)}: ${mkRefusalText(path.probe.refusal, language)}`
  const crossed = path.crossed.length > 0 ? `, ${uiText('mkCavalryCrosses', language)} ${path.crossed.join(', ')}` : ''
  const goal = cavalryGoalText(path, language)
  return `${cavalryModeName(path.kind, language)}: ${formatNumber(path.pathIn, 2, language)} in${crossed}${goal ? ` · ${goal}` : ''}`
}
