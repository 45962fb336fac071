/**
 * Sustained fire split over several targets (14.12): for each enemy the weapon could fire at, the
 * shots it takes (DF + 1 in all at most, 1 to 5 targets, each within 3 cm of the one before; the
 * rules check it, R-14.12a), then one button for the whole burst, enabled when the rules allow
 * it and otherwise saying why. The judge's answer (session.probe); nothing is decided here.
 */
import { useSightline, useSightlineStore } from '../../StoreContext'
import { uiText } from '../../i18n/translations'
import type { ActionOffer } from '../../ports'
import { StepButton } from './StepButton'

export function SustainedFire({ weapon, offers }: { weapon: string; offers: readonly ActionOffer[] }) {
  const store = useSightlineStore()
  const language = useSightline((s) => s.language)
  const sustained = useSightline((s) => (s.play.sustained?.weapon === weapon ? s.play.sustained : null))
  const selected = useSightline((s) => s.play.selected)
  const game = useSightline((s) => s.play.game)
  const w =
    selected && game && Object.hasOwn(game.models, selected)
      ? game.models[selected].card.weapons?.find((x) => x.name === weapon)
      : undefined
  const targets = offers.filter((o) => o.kind === 'sustained' && o.weapon === weapon && o.target !== undefined).map((o) => o.target!)
  if (!w?.sustainedFire || targets.length === 0) return null
  const most = w.sustainedFire + 1
  const shotsOf = (id: string) => (sustained && Object.hasOwn(sustained.shots, id) ? sustained.shots[id] : 0)
  return (
    <fieldset className="sustained-fire" data-testid="sustained-fire">
      <legend>
        {uiText('sustainedSplit', language)} (DF {w.sustainedFire}: ≤ {most})
      </legend>
      {targets.map((id) => (
        <label key={id}>
          {id}{' '}
          <input
            type="number"
            min={0}
            max={most}
            step={1}
            value={shotsOf(id)}
            data-testid={`sustained-shots-${id}`}
            onChange={(e) => store.getState().setSustainedShots(weapon, id, Number(e.target.value))}
          />
        </label>
      ))}
      {sustained?.step && (
        <StepButton step={sustained.step} probe={sustained.probe} testId="act-sustained-split">
          {uiText('sustainedShot', language)}
        </StepButton>
      )}
    </fieldset>
  )
}
