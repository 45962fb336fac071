/**
 * The dungeon editor's palette (`data-testid="dungeon-tool-<entry>"`): floor blocks (room,
 * corridor), wall and doorway on an edge, entrance, the three terrain markers, each haunted
 * artifact and furnishing, and remove; the direction of the next 1 × 2 piece
 * (`dungeon-rotate`). The chosen entry applies with the next click (or drag) on the board.
 */
import { FURNISHINGS, HAUNTED_ARTIFACTS, SQUARE_TERRAINS, type ArtifactKind } from '../../scene/dungeon/schema'
import { useSightline, useSightlineStore } from '../StoreContext'
import { ARTIFACT_NAMES, TERRAIN_NAMES } from '../i18n/dungeonTexts'
import { uiText, type Language, type UiTextKey } from '../i18n/translations'
import type { DungeonTool } from '../store/dungeon/types'

/** A palette entry's test id. */
export function toolId(tool: DungeonTool): string {
  switch (tool.kind) {
    case 'segment':
      return tool.segment
    case 'terrain':
      return `terrain-${tool.terrain}`
    case 'artifact':
      return `artifact-${tool.artifact}`
    default:
      return tool.kind
  }
}

function ToolButton({ tool, label, active }: { tool: DungeonTool; label: string; active: string }) {
  const store = useSightlineStore()
  const id = toolId(tool)
  return (
    <button
      type="button"
      aria-pressed={active === id}
      data-testid={`dungeon-tool-${id}`}
      onClick={() => store.getState().chooseDungeonTool(tool)}
    >
      {label}
    </button>
  )
}

function ArtifactRow({ kinds, language, active }: { kinds: readonly ArtifactKind[]; language: Language; active: string }) {
  return (
    <div className="palette">
      {kinds.map((artifact) => (
        <ToolButton key={artifact} tool={{ kind: 'artifact', artifact }} label={ARTIFACT_NAMES[artifact][language]} active={active} />
      ))}
    </div>
  )
}

export function DungeonPalette() {
  const store = useSightlineStore()
  const language = useSightline((s) => s.language)
  const active = toolId(useSightline((s) => s.dungeonEditor.tool))
  const along = useSightline((s) => s.dungeonEditor.along)
  const t = (key: UiTextKey) => uiText(key, language)
  return (
    <>
      <h4>{t('dungeonFloor')}</h4>
      <div className="palette">
        <ToolButton tool={{ kind: 'segment', segment: 'room' }} label={t('dungeonRoom')} active={active} />
        <ToolButton tool={{ kind: 'segment', segment: 'corridor' }} label={t('dungeonCorridor')} active={active} />
        <ToolButton tool={{ kind: 'wall' }} label={t('dungeonWall')} active={active} />
        <ToolButton tool={{ kind: 'doorway' }} label={t('dungeonDoorway')} active={active} />
        <ToolButton tool={{ kind: 'entrance' }} label={t('dungeonEntrance')} active={active} />
        <ToolButton tool={{ kind: 'erase' }} label={t('dungeonErase')} active={active} />
      </div>
      <h4>{t('dungeonMarkers')}</h4>
      <div className="palette">
        {SQUARE_TERRAINS.map((terrain) => (
          <ToolButton key={terrain} tool={{ kind: 'terrain', terrain }} label={TERRAIN_NAMES[terrain][language]} active={active} />
        ))}
      </div>
      <h4>{t('dungeonArtifacts')}</h4>
      <ArtifactRow kinds={HAUNTED_ARTIFACTS} language={language} active={active} />
      <h4>{t('dungeonFurnishings')}</h4>
      <ArtifactRow kinds={FURNISHINGS} language={language} active={active} />
      <div className="siege-tools">
        <button type="button" data-testid="dungeon-rotate" data-along={along} onClick={() => store.getState().rotateDungeonPiece()}>
          {t('dungeonRotate')}
        </button>
        <span className="muted">
          {t('dungeonAlong')}: {t(along === 'ew' ? 'dungeonAlongEw' : 'dungeonAlongNs')}
        </span>
      </div>
    </>
  )
}
