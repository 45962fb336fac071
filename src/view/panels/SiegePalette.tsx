/**
 * The siege editor's palette (`data-testid="palette-<entry>"`): each castle section kind in its
 * heavy and light version, ladders, planks, three terrain pieces, and figures - the side new
 * figures join (`palette-team`), Mage Knight figures (`palette-mk-figure`, placed with
 * `figure.mk`; `palette-mk-version` for a card with several versions), Universalis unit cards (`palette-unit-card`, placed with `figure.card`) and bare
 * size profiles (`palette-figure-<profile>`). The chosen entry is placed with the next click on
 * the table; its ghost follows the pointer until then.
 */
import { CASTLE_SECTION_KINDS } from '../../scene/mageknight/castleSections'
import { castleSectionName } from '../i18n/castleSectionNames'
import { SIZE_PROFILES } from '../../scene/sizeProfiles'
import { useSightline, useSightlineStore } from '../StoreContext'
import { uiText, valueWord, type Language, type UiTextKey } from '../i18n/translations'
import { cardCatalogue, mkCatalogue } from '../store/siege/figures'
import { terrainPresetName } from '../i18n/terrainEditTexts'
import type { FigurePiece, PalettePiece, Team } from '../store/siege/types'

/** A palette entry's test id. */
function entryId(piece: PalettePiece): string {
  switch (piece.kind) {
    case 'section':
      return `${piece.section}-${piece.version}`
    case 'terrain':
      return piece.preset
    case 'figure':
      return piece.mk ? `mk-${piece.mk.card}` : piece.card ? `card-${piece.card}` : `figure-${piece.size}`
    default:
      return piece.kind
  }
}

/** A palette entry's label: the section kind's name with its version, or an interface text. */
export function entryLabel(piece: Exclude<PalettePiece, FigurePiece>, language: Language): string {
  if (piece.kind === 'section') return `${castleSectionName(piece.section, language)}, ${uiText(piece.version, language)}`
  return piece.kind === 'terrain' ? terrainPresetName(piece.preset, language) : uiText(piece.kind, language)
}

const PIECES: Exclude<PalettePiece, FigurePiece>[] = [
  ...CASTLE_SECTION_KINDS.flatMap((section) =>
    (['heavy', 'light'] as const).map((version) => ({ kind: 'section' as const, section, version })),
  ),
  { kind: 'ladder' },
  { kind: 'plank' },
  { kind: 'terrain', preset: 'house' },
  { kind: 'terrain', preset: 'rock' },
  { kind: 'terrain', preset: 'wood' },
]

const MK = mkCatalogue()
const CARDS = cardCatalogue()
const FACTIONS = [...new Set(CARDS.map((c) => c.faction))]

function FigurePalette({ language, activeId }: { language: Language; activeId: string | null }) {
  const store = useSightlineStore()
  const team = useSightline((s) => s.siege.team)
  const t = (key: UiTextKey) => uiText(key, language)
  const place = (piece: Omit<FigurePiece, 'kind' | 'team'>) =>
    store.getState().chooseSiegeTool({ kind: 'place', piece: { kind: 'figure', team, ...piece } })
  const mkValue = activeId?.startsWith('mk-') ? activeId.slice(3) : ''
  const tool = useSightline((s) => s.siege.tool)
  const chosenMk = tool.kind === 'place' && tool.piece.kind === 'figure' ? tool.piece.mk : undefined
  const mkEntry = MK.find((m) => m.id === chosenMk?.card)
  const cardValue = activeId?.startsWith('card-') ? activeId.slice(5) : ''
  return (
    <div className="palette-figures">
      <h4>{t('figures')}</h4>
      <label>
        {t('team')}{' '}
        <select data-testid="palette-team" value={team} onChange={(e) => store.getState().setSiegeTeam(e.target.value as Team)}>
          <option value="castle">{t('teamCastle')}</option>
          <option value="opponent">{t('teamOpponent')}</option>
        </select>
      </label>
      <select
        data-testid="palette-mk-figure"
        value={mkValue}
        onChange={(e) => {
          const entry = MK.find((m) => m.id === e.target.value)
          // A card with several versions (a dragon full and wounded) records the one placed; the first until another is chosen.
          if (entry)
            place({
              size: entry.size,
              mk: entry.versions.length > 1 ? { card: entry.id, version: entry.versions[0].name } : { card: entry.id },
            })
        }}
      >
        <option value="">{t('mkFigure')}</option>
        {MK.map((m) => (
          <option key={m.id} value={m.id}>
            {m.name} · {m.baseIn} in → {valueWord(m.size, language) ?? m.size} · {m.versions.map((v) => v.points).join('/')} pts
          </option>
        ))}
      </select>
      {mkEntry && mkEntry.versions.length > 1 && (
        <label>
          {t('mkVersion')}{' '}
          <select
            data-testid="palette-mk-version"
            value={chosenMk?.version ?? mkEntry.versions[0].name}
            onChange={(e) => place({ size: mkEntry.size, mk: { card: mkEntry.id, version: e.target.value } })}
          >
            {mkEntry.versions.map((v) => (
              <option key={v.name} value={v.name}>
                {v.name} · {v.points} pts
              </option>
            ))}
          </select>
        </label>
      )}
      <select
        data-testid="palette-unit-card"
        value={cardValue}
        onChange={(e) => {
          const entry = CARDS.find((c) => c.id === e.target.value)
          if (entry) place({ size: entry.size, card: entry.id })
        }}
      >
        <option value="">{t('unitCard')}</option>
        {FACTIONS.map((faction) => (
          <optgroup key={faction} label={faction}>
            {CARDS.filter((c) => c.faction === faction).map((c) => (
              <option key={c.id} value={c.id}>
                {c.name} · {valueWord(c.size, language) ?? c.size}
                {c.telematon ? ` · ${t('telematonNote')}` : ''}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
      <div className="palette">
        <span className="muted">{t('plainProfile')}:</span>
        {SIZE_PROFILES.map((size) => (
          <button
            key={size}
            type="button"
            aria-pressed={activeId === `figure-${size}`}
            data-testid={`palette-figure-${size}`}
            onClick={() => place({ size })}
          >
            {valueWord(size, language) ?? size}
          </button>
        ))}
      </div>
    </div>
  )
}

export function SiegePalette() {
  const store = useSightlineStore()
  const language = useSightline((s) => s.language)
  const tool = useSightline((s) => s.siege.tool)
  const activeId = tool.kind === 'place' ? entryId(tool.piece) : null
  return (
    <>
      <div className="palette">
        {PIECES.map((piece) => {
          const id = entryId(piece)
          return (
            <button
              key={id}
              type="button"
              aria-pressed={activeId === id}
              data-testid={`palette-${id}`}
              onClick={() => store.getState().chooseSiegeTool({ kind: 'place', piece })}
            >
              {entryLabel(piece, language)}
            </button>
          )
        })}
      </div>
      <FigurePalette language={language} activeId={activeId} />
    </>
  )
}
