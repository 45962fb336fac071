/**
 * The dungeon's figures (R-MKDJ-4) by name (R-MKDV-4, "Shade 2" when several share one): each
 * with its square and facing and Activate, refused before the click with the judge's reason and
 * clause as its title (a hero active, acted already, a move token R-MKD-16, passive by the setting
 * spawnsAct). While one is active, Attack on each hero (R-MKD-15); while a hero is active, Attack
 * on each of them (R-MKD-17). Every attack shows its numbers before the click (attack, defence,
 * the 2d6 result needed, the chance, damage; each number's clause in its title) or the judge's
 * refusal. Moving (a click on a tinted square), turning and End activation are the active
 * figure's as a hero's (DungeonHeroes).
 */
import { useSightline, useSightlineStore, NO_ITEMS } from '../../StoreContext'
import { uiText, type Language, type UiTextKey } from '../../i18n/translations'
import { attackNumbersText, dungeonPlayRefusalText } from '../../i18n/dungeonPlayTexts'
import { attackLinesText } from '../../i18n/dungeonAttackTexts'
import type { DungeonOffers, SpawnOffer } from '../../ports'
import { clauseText } from '../../i18n/clauseTexts'

type Probe = SpawnOffer['activate']
type AttackOffer = DungeonOffers['spawnAttacks'][number] | DungeonOffers['heroAttacks'][number]

/** A refused probe's title in the reader's language with its clause; nothing when allowed. */
const titleOf = (probe: Probe, language: Language): string | undefined =>
  probe.ok ? undefined : `${dungeonPlayRefusalText(probe.refusal, language)} — ${clauseText(probe.refusal.clause, language)}`
const codeOf = (probe: Probe): string | undefined => (probe.ok ? undefined : probe.refusal.code)

function SpawnRow({ offer, active, language }: { offer: SpawnOffer; active: boolean; language: Language }) {
  const store = useSightlineStore()
  const t = (key: UiTextKey) => uiText(key, language)
  return (
    <li data-testid={`dungeon-spawn-${offer.id}`} data-active={active} data-name={offer.name}>
      <strong>{offer.name}</strong> · {t('dungeonSquare')} ({offer.square[0]}, {offer.square[1]}) · {t('dungeonFacing')} {offer.facing}°{' '}
      {!active && (
        <button
          type="button"
          data-testid={`dungeon-spawn-activate-${offer.id}`}
          data-refusal={codeOf(offer.activate)}
          disabled={!offer.activate.ok}
          title={titleOf(offer.activate, language)}
          onClick={() => store.getState().activateDungeonSpawn(offer.id)}
        >
          {uiText('dungeonActivate', language)}
        </button>
      )}
    </li>
  )
}

/** An attack button with its numbers beside it (or the refusal), `testId` naming who attacks whom. */
function AttackButton({
  offer,
  name,
  testId,
  onAttack,
  language,
}: {
  offer: AttackOffer
  name: string
  testId: string
  onAttack: () => void
  language: Language
}) {
  const refused = titleOf(offer.attack, language)
  const p = offer.preview
  const numbers = p ? attackNumbersText(p, language) : null
  return (
    <li data-testid={`${testId}-row`}>
      <button
        type="button"
        data-testid={testId}
        data-refusal={codeOf(offer.attack)}
        data-needed={p?.needed}
        disabled={!offer.attack.ok}
        title={refused ?? (p ? attackLinesText(p.lines, [...p.attackModifiers, ...p.defenceModifiers], language) : undefined)}
        onClick={onAttack}
      >
        {uiText('dungeonAttackHero', language)} {name}
      </button>
      {numbers && (
        <span className="hint" data-testid={`${testId}-numbers`}>
          {' '}
          {numbers}
        </span>
      )}
      {refused && <span className="hint"> {refused}</span>}
    </li>
  )
}

export function DungeonSpawns() {
  const store = useSightlineStore()
  const language = useSightline((s) => s.language)
  const spawns = useSightline((s) => s.dungeonplay.offers?.spawns ?? NO_ITEMS)
  const attacks = useSightline((s) => s.dungeonplay.offers?.spawnAttacks ?? NO_ITEMS)
  const heroAttacks = useSightline((s) => s.dungeonplay.offers?.heroAttacks ?? NO_ITEMS)
  const active = useSightline((s) => s.dungeonplay.offers?.active ?? null)
  const heroes = useSightline((s) => s.dungeonplay.facts?.heroes ?? NO_ITEMS)
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
              <AttackButton
                key={a.target}
                offer={a}
                name={heroes.find((h) => h.id === a.target)?.name ?? a.target}
                testId={`dungeon-spawn-attack-${a.target}`}
                onAttack={() => store.getState().attackWithDungeonSpawn(a.target)}
                language={language}
              />
            ))}
          </ul>
        </div>
      )}
      {active && !active.spawn && heroAttacks.length > 0 && (
        <div data-testid="dungeon-hero-attacks">
          <p>{t('dungeonHeroAttacks')}</p>
          <ul>
            {heroAttacks.map((a) => (
              <AttackButton
                key={a.target}
                offer={a}
                name={a.name}
                testId={`dungeon-hero-attack-${a.target}`}
                onAttack={() => store.getState().attackDungeonSpawnWithHero(a.target)}
                language={language}
              />
            ))}
          </ul>
        </div>
      )}
    </div>
  )
}
