/**
 * Chairs and tables (002 "Möbel", "Stuhl", "Tisch"): each with where it is (carried, destroyed),
 * Pick up (refused with the rules' reason and clause as its title) and the attacks that can
 * destroy it (fire/lightning, shockwave: defence 7 and 10). While the hero carries one, the
 * places the judge allows to put it down on (a table's with its direction) as buttons, and how
 * many places beside it the judge refuses (R-MKDV-3: tinted red on the board, the reason on hover).
 */
import { useSightline, useSightlineStore, NO_ITEMS } from '../../StoreContext'
import { uiText, type Language, type UiTextKey } from '../../i18n/translations'
import { dungeonPlayRefusalText } from '../../i18n/dungeonPlayTexts'
import { ARTIFACT_NAMES } from '../../i18n/dungeonTexts'
import type { FurnitureOffer, PutDownOffer } from '../../ports'
import { clauseText } from '../../i18n/clauseTexts'

function FurnitureRow({ offer, language }: { offer: FurnitureOffer; language: Language }) {
  const store = useSightlineStore()
  const t = (key: UiTextKey) => uiText(key, language)
  const refusal = offer.pickUp.ok ? null : offer.pickUp.refusal
  const title = refusal ? `${dungeonPlayRefusalText(refusal, language)} — ${clauseText(refusal.clause, language)}` : undefined
  const name = offer.kind === 'chair' || offer.kind === 'table' ? ARTIFACT_NAMES[offer.kind][language] : offer.kind
  return (
    <li data-testid={`dungeon-furniture-${offer.id}`}>
      <strong>{name}</strong> ({offer.id}){offer.squares === null && ` · ${t('dungeonCarried')} / ${t('dungeonDestroyed')}`}{' '}
      <button
        type="button"
        data-testid={`dungeon-pick-up-${offer.id}`}
        disabled={!offer.pickUp.ok}
        title={title}
        onClick={() => store.getState().pickUpDungeonFurniture(offer.id)}
      >
        {t('dungeonPickUp')}
      </button>{' '}
      <button
        type="button"
        data-testid={`dungeon-attack-fire-${offer.id}`}
        disabled={offer.squares === null}
        onClick={() => store.getState().attackDungeonFurniture(offer.id, 'fire-lightning')}
      >
        {t('dungeonAttackFire')}
      </button>{' '}
      <button
        type="button"
        data-testid={`dungeon-attack-shockwave-${offer.id}`}
        disabled={offer.squares === null}
        onClick={() => store.getState().attackDungeonFurniture(offer.id, 'shockwave')}
      >
        {t('dungeonAttackShockwave')}
      </button>
    </li>
  )
}

/** A put-down place's test id and label key: its north-west square, a table's direction after it. */
const placeId = (p: PutDownOffer) => `${p.at[0]}-${p.at[1]}${p.along ? `-${p.along}` : ''}`

/**
 * Exactly the judge's allowed put-down places (offers.ts probes each place beside the hero
 * through the rules), so a click is never refused for the place; the board tints them
 * (DungeonPlayMarks), the refused ones in red with the reason on hover. With none, the hint says so.
 */
function PutDownPlaces({ offered, language }: { offered: readonly PutDownOffer[]; language: Language }) {
  const store = useSightlineStore()
  const t = (key: UiTextKey) => uiText(key, language)
  const places = offered.filter((p) => p.put.ok)
  const refused = offered.length - places.length
  const refusedHint = refused > 0 && (
    <p className="hint" data-testid="dungeon-refused-put-down" data-refused={refused}>
      {t('dungeonPutDownRefusedCount')}: {refused}. {t('dungeonPutDownRefusedHint')}
    </p>
  )
  if (places.length === 0)
    return (
      <>
        <p className="hint" data-testid="dungeon-put-down-nowhere">
          {t('dungeonPutDownNowhere')}
        </p>
        {refusedHint}
      </>
    )
  return (
    <div className="play-buttons" data-testid="dungeon-put-down" data-places={places.length}>
      {refusedHint}
      {t('dungeonPutDownHint')}{' '}
      {places.map((p) => (
        <button
          key={placeId(p)}
          type="button"
          data-testid={`dungeon-put-down-${placeId(p)}`}
          onClick={() => store.getState().putDownDungeonFurniture(p.at, p.along)}
        >
          {t('dungeonPutDown')} {t('dungeonSquare')} ({p.at[0]}, {p.at[1]})
          {p.along && ` ${t(p.along === 'ew' ? 'dungeonAlongEw' : 'dungeonAlongNs')}`}
        </button>
      ))}
    </div>
  )
}

export function DungeonFurniture() {
  const language = useSightline((s) => s.language)
  const furniture = useSightline((s) => s.dungeonplay.offers?.furniture ?? NO_ITEMS)
  const carrying = useSightline((s) => s.dungeonplay.offers?.active?.carrying ?? null)
  const places = useSightline((s) => s.dungeonplay.offers?.putDown ?? NO_ITEMS)
  const t = (key: UiTextKey) => uiText(key, language)
  if (furniture.length === 0) return null
  return (
    <div className="dungeon-furniture" data-testid="dungeon-furniture">
      <h4>{t('dungeonFurniture')}</h4>
      <ul>
        {furniture.map((f) => (
          <FurnitureRow key={f.id} offer={f} language={language} />
        ))}
      </ul>
      {carrying && <PutDownPlaces offered={places} language={language} />}
    </div>
  )
}
