/**
 * The siege editor's palette (`data-testid="palette-<entry>"`): each castle section kind in its
 * heavy and light version, ladders, planks, three terrain pieces and figures of either side. The
 * chosen entry is placed with the next click on the table.
 */
import { CASTLE_SECTION_KINDS } from '../../scene/mkDial'
import { castleSectionKind } from '../../scene/mkLibrary'
import { useSightline, useSightlineStore } from '../StoreContext'
import { uiText, type Language, type UiTextKey } from '../i18n/translations'
import type { PalettePiece } from '../store/siegeTypes'

/** A palette entry's test id. */
function entryId(piece: PalettePiece): string {
  switch (piece.kind) {
    case 'section': return `${piece.section}-${piece.version}`
    case 'terrain': return piece.preset
    case 'figure': return `figure-${piece.team}`
    default: return piece.kind
  }
}

/** A palette entry's label: the section kind's name with its version, or an interface text. */
function entryLabel(piece: PalettePiece, language: Language): string {
  const key: UiTextKey | null = piece.kind === 'section' ? null : piece.kind === 'terrain' ? piece.preset : piece.kind === 'figure' ? (piece.team === 'castle' ? 'castleFigure' : 'opponentFigure') : piece.kind
  if (piece.kind === 'section') return `${castleSectionKind(piece.section).name} (${uiText(piece.version, language)})`
  return uiText(key as UiTextKey, language)
}

const PIECES: PalettePiece[] = [
  ...CASTLE_SECTION_KINDS.flatMap((section) => (['heavy', 'light'] as const).map((version): PalettePiece => ({ kind: 'section', section, version }))),
  { kind: 'ladder' },
  { kind: 'plank' },
  { kind: 'terrain', preset: 'house' },
  { kind: 'terrain', preset: 'rock' },
  { kind: 'terrain', preset: 'wood' },
  { kind: 'figure', team: 'castle', size: 'medium' },
  { kind: 'figure', team: 'opponent', size: 'medium' },
]

export function SiegePalette() {
  const store = useSightlineStore()
  const language = useSightline((s) => s.language)
  const tool = useSightline((s) => s.siege.tool)
  const activeId = tool.kind === 'place' ? entryId(tool.piece) : null
  return (
    <div className="palette">
      {PIECES.map((piece) => {
        const id = entryId(piece)
        return (
          <button key={id} type="button" aria-pressed={activeId === id} data-testid={`palette-${id}`} onClick={() => store.getState().chooseSiegeTool({ kind: 'place', piece })}>
            {entryLabel(piece, language)}
          </button>
        )
      })}
    </div>
  )
}
