/**
 * The hero team (core 15): each hero with its speed, its token's ability, items and what it
 * carries; Activate on each while no hero is active. Then the active hero with its movement
 * points left, the turn buttons (R-MKDJ-1, free) and End activation; the same for an active
 * dungeon figure (R-MKDJ-4, activated in DungeonSpawns, named as there, R-MKDV-4), whose move and turn the store sends as spawn steps.
 */
import { useSightline, useSightlineStore, NO_ITEMS } from '../../StoreContext'
import { uiText, type UiTextKey } from '../../i18n/translations'
import { abilityName } from '../../i18n/mkPlayTexts'
import { COMPASS } from '../../i18n/dungeonPlayTexts'

export function DungeonHeroes() {
  const store = useSightlineStore()
  const language = useSightline((s) => s.language)
  const heroes = useSightline((s) => s.dungeonplay.facts?.heroes ?? NO_ITEMS)
  const active = useSightline((s) => s.dungeonplay.offers?.active ?? null)
  const spawns = useSightline((s) => s.dungeonplay.offers?.spawns ?? NO_ITEMS)
  const t = (key: UiTextKey) => uiText(key, language)
  return (
    <div className="dungeon-heroes" data-testid="dungeon-heroes">
      <h4>{t('dungeonHeroes')}</h4>
      <ul>
        {heroes.map((h) => (
          <li key={h.id} data-testid={`dungeon-hero-${h.id}`} data-active={active?.hero === h.id}>
            <strong>{h.name}</strong> · {t('dungeonSpeed')} {h.speed}
            {h.eliminated && ` · ${t('dungeonOut')}`}
            {h.ability && (
              <span data-testid={`dungeon-hero-ability-${h.id}`}>
                {' '}
                · {t('dungeonAbility')}: {abilityName(h.ability, language)}
              </span>
            )}
            {h.items.length > 0 && ` · ${t('dungeonItems')}: ${h.items.join(', ')}`}
            {h.carrying && ` · ${t('dungeonCarrying')}: ${h.carrying}`}{' '}
            {!active && !h.eliminated && (
              <button type="button" data-testid={`dungeon-activate-${h.id}`} onClick={() => store.getState().activateDungeonHero(h.id)}>
                {t('dungeonActivate')}
              </button>
            )}
          </li>
        ))}
      </ul>
      {active ? (
        <div className="dungeon-active" data-testid="dungeon-active" data-hero={active.hero} data-spawn={active.spawn === true}>
          <p>
            {t(active.spawn ? 'dungeonActiveSpawn' : 'dungeonActive')}:{' '}
            <strong>{(active.spawn ? spawns : heroes).find((h) => h.id === active.hero)?.name ?? active.hero}</strong> ·{' '}
            {t('dungeonPointsLeft')}: <strong data-testid="dungeon-points-left">{active.pointsLeft}</strong>
          </p>
          {!active.mustPutDown && <p className="hint">{t('dungeonMoveHint')}</p>}
          <div className="play-buttons">
            {t('dungeonTurn')}:{' '}
            {COMPASS.map(([deg, name]) => (
              <button
                key={deg}
                type="button"
                data-testid={`dungeon-face-${deg}`}
                title={`${deg}°`}
                onClick={() => store.getState().faceDungeonHero(deg)}
              >
                {name[language]}
              </button>
            ))}
          </div>
          <button type="button" data-testid="dungeon-end-activation" onClick={() => store.getState().endDungeonActivation()}>
            {t('dungeonEndActivation')}
          </button>
        </div>
      ) : (
        <p className="hint">{t('dungeonNoActive')}</p>
      )}
    </div>
  )
}
