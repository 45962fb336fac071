/**
 * The dungeon's figures (R-MKDJ-4): the placed Mage Spawns and the scene's figures not of the
 * hero team, each with its square and facing and Activate, refused before the click with the
 * judge's reason and clause as its title (a hero active, acted already, a move token, R-MKD-16).
 * While one is active, Attack on each hero, probed by the judge (R-MKD-15: front arc, range,
 * line of fire); moving (a click on a tinted square), turning and End activation are the active
 * figure's as a hero's (DungeonHeroes).
 */
import { useSightline, useSightlineStore } from '../../StoreContext'
import { uiText, type Language, type UiTextKey } from '../../i18n/translations'
import { dungeonPlayRefusalText } from '../../i18n/dungeonPlayTexts'
import { formatClause, type SpawnAttackOffer, type SpawnOffer } from '../../ports'

/** One empty list: a store selector must not return a new array on each call (zustand would render again forever). */
const NONE: readonly never[] = []

type Probe = SpawnOffer['activate']

/** A refused probe's title in the reader's language with its clause; nothing when allowed. */
const titleOf = (probe: Probe, language: Language): string | undefined =>
  probe.ok ? undefined : `${dungeonPlayRefusalText(probe.refusal, language)} — ${formatClause(probe.refusal.clause)}`
const codeOf = (probe: Probe): string | undefined => (probe.ok ? undefined : probe.refusal.code)

function SpawnRow({ offer, active, language }: { offer: SpawnOffer; active: boolean; language: Language }) {
  const store = useSightlineStore()
  const t = (key: UiTextKey) => uiText(key, language)
  return (
    <li data-testid={`dungeon-spawn-${offer.id}`} data-active={active}>
      <strong>{offer.id}</strong> · {t('dungeonSquare')} ({offer.square[0]}, {offer.square[1]}) · {t('dungeonFacing')} {offer.facing}°{' '}
      {!active && (
        <button
          type="button"
          data-testid={`dungeon-spawn-activate-${offer.id}`}
          data-refusal={codeOf(offer.activate)}
          disabled={!offer.activate.ok}
          title={titleOf(offer.activate, language)}
          onClick={() => store.getState().activateDungeonSpawn(offer.id)}
        >
          {t('dungeonActivate')}
        </button>
      )}
    </li>
  )
}

function AttackButton({ offer, name, language }: { offer: SpawnAttackOffer; name: string; language: Language }) {
  const store = useSightlineStore()
  const title = titleOf(offer.attack, language)
  return (
    <li data-testid={`dungeon-spawn-attack-row-${offer.target}`}>
      <button
        type="button"
        data-testid={`dungeon-spawn-attack-${offer.target}`}
        data-refusal={codeOf(offer.attack)}
        disabled={!offer.attack.ok}
        title={title}
        onClick={() => store.getState().attackWithDungeonSpawn(offer.target)}
      >
        {uiText('dungeonAttackHero', language)} {name}
      </button>
      {title && <span className="hint"> {title}</span>}
    </li>
  )
}

export function DungeonSpawns() {
  const language = useSightline((s) => s.language)
  const spawns = useSightline((s) => s.dungeonplay.offers?.spawns ?? NONE)
  const attacks = useSightline((s) => s.dungeonplay.offers?.spawnAttacks ?? NONE)
  const active = useSightline((s) => s.dungeonplay.offers?.active ?? null)
  const heroes = useSightline((s) => s.dungeonplay.facts?.heroes ?? NONE)
  const t = (key: UiTextKey) => uiText(key, language)
  if (spawns.length === 0) return null
  const activeSpawn = active?.spawn ? active.hero : null
  return (
    <div className="dungeon-spawns" data-testid="dungeon-spawns">
      <h4>{t('dungeonSpawns')}</h4>
      <p className="hint">{t('dungeonSpawnHint')}</p>
      <ul>
        {spawns.map((s) => (
          <SpawnRow key={s.id} offer={s} active={s.id === activeSpawn} language={language} />
        ))}
      </ul>
      {activeSpawn && attacks.length > 0 && (
        <div data-testid="dungeon-spawn-attacks">
          <p>{t('dungeonSpawnAttacks')}</p>
          <ul>
            {attacks.map((a) => (
              <AttackButton key={a.target} offer={a} name={heroes.find((h) => h.id === a.target)?.name ?? a.target} language={language} />
            ))}
          </ul>
        </div>
      )}
    </div>
  )
}
