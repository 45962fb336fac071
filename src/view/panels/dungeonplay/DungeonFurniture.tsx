/**
 * Chairs and tables (002 "Möbel", "Stuhl", "Tisch"): each with where it is (carried, destroyed),
 * Pick up (refused with the rules' reason and clause as its title) and the attacks that can
 * destroy it (fire/lightning, shockwave: defence 7 and 10). While the hero carries one, the
 * free squares next to it to put it down on, by direction.
 */
import { useState } from 'react'
import { useSightline, useSightlineStore } from '../../StoreContext'
import { uiText, type Language, type UiTextKey } from '../../i18n/translations'
import { COMPASS, dungeonPlayRefusalText } from '../../i18n/dungeonPlayTexts'
import { ARTIFACT_NAMES } from '../../i18n/dungeonTexts'
import { formatClause, type FurnitureOffer } from '../../ports'

/** The neighbour a compass bearing points to, as [column, row] steps (rows grow southward). */
const stepOf = (deg: number): [number, number] => [
  Math.round(Math.sin((deg * Math.PI) / 180)),
  -Math.round(Math.cos((deg * Math.PI) / 180)),
]

function FurnitureRow({ offer, language }: { offer: FurnitureOffer; language: Language }) {
  const store = useSightlineStore()
  const t = (key: UiTextKey) => uiText(key, language)
  const refusal = offer.pickUp.ok ? null : offer.pickUp.refusal
  const title = refusal ? `${dungeonPlayRefusalText(refusal, language)} — ${formatClause(refusal.clause)}` : undefined
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

export function DungeonFurniture() {
  const store = useSightlineStore()
  const language = useSightline((s) => s.language)
  const furniture = useSightline((s) => s.dungeonplay.offers?.furniture ?? [])
  const carrying = useSightline((s) => s.dungeonplay.offers?.active?.carrying ?? null)
  const at = useSightline((s) => s.dungeonplay.activeAt?.square ?? null)
  const [along, setAlong] = useState<'ew' | 'ns'>('ew')
  const table = furniture.find((f) => f.id === carrying)?.kind === 'table'
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
      {carrying && at && (
        <div className="play-buttons" data-testid="dungeon-put-down">
          {t('dungeonPutDownHint')}{' '}
          {table && (
            <label>
              {t('dungeonTableAlong')}{' '}
              <select data-testid="dungeon-table-along" value={along} onChange={(e) => setAlong(e.target.value === 'ns' ? 'ns' : 'ew')}>
                <option value="ew">{t('dungeonAlongEw')}</option>
                <option value="ns">{t('dungeonAlongNs')}</option>
              </select>{' '}
            </label>
          )}
          {COMPASS.map(([deg, name]) => {
            const [dc, dr] = stepOf(deg)
            return (
              <button
                key={deg}
                type="button"
                data-testid={`dungeon-put-down-${deg}`}
                onClick={() => store.getState().putDownDungeonFurniture([at[0] + dc, at[1] + dr], table ? along : undefined)}
              >
                {t('dungeonPutDown')} {name[language]}
              </button>
            )
          })}
        </div>
      )}
    </div>
  )
}
