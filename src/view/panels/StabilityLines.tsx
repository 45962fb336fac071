/**
 * The stability band under the sight ruling (issue 15, part 2): a toggle, then one line per fact
 * and figure ("cover changes from hard to none if the target moves 3.0 mm east"), the smallest
 * change first. The band is the judge's (asked through the ports after the ruling is painted);
 * this only says it, distances in the tape's unit. A shooter with more than one weapon with range
 * bands gets a choice of the one the band measures (R-STB.2), kept per shooter for the session.
 * Test hooks: `stability-shown`, `stability-weapon`, `stability-status`, `stability-line`; the
 * section's `data-status` is the state's ('searching' while the worker runs).
 */
import { useSightline } from '../StoreContext'
import { profileText } from '../i18n/profileTexts'
import { stabilityLine, stabilityWeaponLabel } from '../i18n/stabilityTexts'
import { smallestChange } from '../store/profiles/stabilityRing'
import { tapeUnitOf, useVttPrefs } from '../store/vttPrefs'

export function StabilityLines() {
  const language = useSightline((s) => s.language)
  const stability = useSightline((s) => s.stability)
  const setShown = useSightline((s) => s.setStabilityShown)
  const setWeapon = useSightline((s) => s.setStabilityWeapon)
  const shooterId = useSightline((s) => s.shooterId)
  const paired = useSightline((s) => s.judgement !== null)
  const scene = useSightline((s) => s.scene)
  // Distances in the tape's unit (the scene's own until the player picks one).
  const unit = useVttPrefs((p) => tapeUnitOf(p, scene))
  if (!paired) return null
  const { report } = stability
  const first = report ? smallestChange(report) : null
  // The smallest change first: it is the one the ring on the table stands for.
  const entries = report ? [...(first ? [first] : []), ...report.entries.filter((e) => e !== first)] : []
  return (
    <section className="stability" data-testid="stability" data-status={stability.status}>
      <label>
        <input type="checkbox" data-testid="stability-shown" checked={stability.shown} onChange={(e) => setShown(e.target.checked)} />
        {profileText('showStability', language)}
      </label>
      {stability.status !== 'off' && shooterId && stability.weapons.length > 1 && (
        <label>
          {stabilityWeaponLabel(language)}{' '}
          <select
            data-testid="stability-weapon"
            value={stability.question?.weapon ?? ''}
            onChange={(e) => setWeapon(shooterId, e.target.value)}
          >
            {stability.weapons.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </label>
      )}
      {(stability.status === 'pending' || stability.status === 'searching') && (
        <p className="hint" data-testid="stability-status">
          {profileText('stabilityPending', language)}
        </p>
      )}
      {stability.status === 'failed' && (
        <p className="error" data-testid="stability-status">
          {profileText('stabilityFailed', language)}: {stability.error}
        </p>
      )}
      {report && stability.status === 'ready' && (
        <ul className="stability-lines">
          {entries.map((entry) => (
            <li
              key={`${entry.fact}-${entry.mover}`}
              data-testid="stability-line"
              data-fact={entry.fact}
              data-mover={entry.mover}
              data-status={entry.status}
              className={entry === first ? 'smallest' : undefined}
            >
              {stabilityLine(entry, report, language, unit)}
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
