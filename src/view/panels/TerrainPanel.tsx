/**
 * The terrain tool's panel (`data-testid="terrain-panel"`, the dispute view's `terrain` mode):
 * the presets a click places (`terrain-preset-<preset>`, `terrain-choose` to choose instead), the
 * list of pieces (`terrain-piece`), and the chosen piece's fields, each labelled and committed on
 * Enter or leaving the field (`terrain-field-<name>`), its turn buttons and removal
 * (`terrain-turn-left`/`-right`, `terrain-delete`). A refused change shows the scene check's
 * problem in the reader's language (`terrain-refusal`, its code in `data-code`, the check's code
 * in `data-check`) and its clause. With a preset in hand, a line says what a click where the
 * pointer is would do (`terrain-ghost`, `data-state` ok or refused), the words of the ghost drawn
 * there (three/TerrainGhost.tsx). The tool's keys (terrainShortcuts.ts) live as long as the panel.
 */
import { useEffect, useMemo, useState } from 'react'
import type { TerrainPiece } from '../../scene/schema'
import { TERRAIN_TYPES, type TerrainType } from '../../scene/terrainTypes'
import { useSightline, useSightlineStore, NO_ITEMS } from '../StoreContext'
import { uiText, type Language, type UiTextKey } from '../i18n/translations'
import { terrainPresetName } from '../i18n/terrainEditTexts'
import { terrainTypeName } from '../i18n/sceneListTexts'
import { siegeRefusalText } from '../i18n/siegeRefusalTexts'
import { TERRAIN_PRESETS } from '../store/terrain/pieces'
import { pieceHeight, type TerrainChange } from '../store/terrain/edit'
import { ROTATION_STEP_DEG } from '../store/siege/snap'
import { problemText } from '../i18n/problemTexts'
import { terrainKeyText } from '../i18n/terrainKeyTexts'
import { terrainGhost } from '../store/terrain/ghost'
import { useTerrainShortcuts } from '../terrainShortcuts'
import { clauseText } from '../i18n/clauseTexts'

type NumberField = 'x' | 'z' | 'bottom' | 'width' | 'depth' | 'height' | 'radius' | 'rotationY'

const LABELS: Record<NumberField, UiTextKey> = {
  x: 'terrainX',
  z: 'terrainZ',
  bottom: 'terrainBottom',
  width: 'terrainWidth',
  depth: 'terrainDepth',
  height: 'terrainHeight',
  radius: 'terrainRadius',
  rotationY: 'terrainTurn',
}

/** The fields a piece of this shape has, with their values now (a cylinder has a radius and no turn). */
function fieldsOf(piece: TerrainPiece): [NumberField, number][] {
  const common: [NumberField, number][] = [
    ['x', piece.center[0]],
    ['z', piece.center[2]],
    ['bottom', Math.round((piece.center[1] - pieceHeight(piece) / 2) * 1000) / 1000],
  ]
  if (piece.shape === 'cylinder') return [...common, ['radius', piece.radius], ['height', piece.height]]
  return [...common, ['width', piece.size[0]], ['depth', piece.size[2]], ['height', piece.size[1]], ['rotationY', piece.rotationY ?? 0]]
}

/** A number typed freely and committed on Enter or blur; anything not a number puts the value back. */
function NumberInput({ name, value, label, onCommit }: { name: string; value: number; label: string; onCommit: (n: number) => void }) {
  const [text, setText] = useState(String(value))
  useEffect(() => setText(String(value)), [value])
  const commit = () => {
    const n = Number(text.replace(',', '.'))
    if (text.trim() !== '' && Number.isFinite(n) && n !== value) onCommit(n)
    else setText(String(value))
  }
  return (
    <label className="terrain-field">
      {label}{' '}
      <input
        data-testid={`terrain-field-${name}`}
        type="text"
        inputMode="decimal"
        size={7}
        value={text}
        onChange={(e) => setText(e.target.value)}
        onBlur={commit}
        onKeyDown={(e) => e.key === 'Enter' && commit()}
      />
    </label>
  )
}

function PieceFields({ piece, language }: { piece: TerrainPiece; language: Language }) {
  const store = useSightlineStore()
  const t = (key: UiTextKey) => uiText(key, language)
  const change = (c: TerrainChange) => store.getState().changeTerrainPiece(piece.id, c)
  const [name, setName] = useState(piece.name ?? '')
  useEffect(() => setName(piece.name ?? ''), [piece.name])
  const commitName = () => name !== (piece.name ?? '') && change({ name })
  return (
    <fieldset className="terrain-fields" data-testid="terrain-fields" data-piece={piece.id}>
      <legend>{piece.name ?? piece.id}</legend>
      <label>
        {t('terrainType')}{' '}
        <select data-testid="terrain-field-type" value={piece.type} onChange={(e) => change({ type: e.target.value as TerrainType })}>
          {TERRAIN_TYPES.map((type) => (
            <option key={type} value={type}>
              {terrainTypeName(type, language)}
            </option>
          ))}
        </select>
      </label>
      {fieldsOf(piece).map(([field, value]) => (
        <NumberInput key={field} name={field} value={value} label={t(LABELS[field])} onCommit={(n) => change({ [field]: n })} />
      ))}
      <label className="terrain-field">
        {t('terrainName')}{' '}
        <input
          data-testid="terrain-field-name"
          type="text"
          value={name}
          onChange={(e) => setName(e.target.value)}
          onBlur={commitName}
          onKeyDown={(e) => e.key === 'Enter' && commitName()}
        />
      </label>
      <div className="siege-tools">
        {piece.shape !== 'cylinder' && (
          <>
            <button
              type="button"
              data-testid="terrain-turn-left"
              onClick={() => store.getState().turnTerrainPiece(piece.id, -ROTATION_STEP_DEG)}
            >
              {t('rotateLeft')}
            </button>
            <button
              type="button"
              data-testid="terrain-turn-right"
              onClick={() => store.getState().turnTerrainPiece(piece.id, ROTATION_STEP_DEG)}
            >
              {t('rotateRight')}
            </button>
          </>
        )}
        <button type="button" data-testid="terrain-delete" onClick={() => store.getState().deleteTerrainPiece(piece.id)}>
          {t('deleteSelected')}
        </button>
      </div>
    </fieldset>
  )
}

/** What a click where the pointer is would do with the preset in hand: the ghost's verdict in words. */
function GhostLine({ language }: { language: Language }) {
  const scene = useSightline((s) => s.scene)
  const preset = useSightline((s) => s.terrainTool.preset)
  const hover = useSightline((s) => s.terrainTool.hover)
  const rotation = useSightline((s) => s.terrainTool.rotation)
  const ghost = useMemo(() => (scene ? terrainGhost(scene, { preset, hover, rotation }) : null), [scene, preset, hover, rotation])
  if (!ghost) return null
  const turn = ghost.piece.shape === 'cylinder' ? '' : ` (${terrainKeyText('ghostTurn', language)} ${ghost.piece.rotationY ?? 0}°)`
  return (
    <p
      className={ghost.problem ? 'siege-message siege-refusal' : 'hint'}
      data-testid="terrain-ghost"
      data-state={ghost.problem ? 'refused' : 'ok'}
    >
      {ghost.problem
        ? `${terrainKeyText('ghostRefused', language)}: ${problemText(ghost.problem, language)}`
        : `${terrainKeyText('ghostOk', language)}${turn}`}
    </p>
  )
}

export function TerrainPanel() {
  const store = useSightlineStore()
  useTerrainShortcuts(store)
  const language = useSightline((s) => s.language)
  const tool = useSightline((s) => s.terrainTool)
  const pieces = useSightline((s) => s.scene?.terrain ?? NO_ITEMS)
  const t = (key: UiTextKey) => uiText(key, language)
  const chosen = tool.selected ? pieces.find((p) => p.id === tool.selected) : undefined
  return (
    <section className="panel" data-testid="terrain-panel">
      <h2>{t('modeTerrain')}</h2>
      <p className="hint">{t('hintTerrain')}</p>
      <fieldset className="palette">
        <legend>{t('terrainPlace')}</legend>
        <button
          type="button"
          aria-pressed={tool.preset === null}
          data-testid="terrain-choose"
          onClick={() => store.getState().chooseTerrainPreset(null)}
        >
          {t('terrainChoose')}
        </button>
        {TERRAIN_PRESETS.map((preset) => (
          <button
            key={preset}
            type="button"
            aria-pressed={tool.preset === preset}
            data-testid={`terrain-preset-${preset}`}
            onClick={() => store.getState().chooseTerrainPreset(preset)}
          >
            {terrainPresetName(preset, language)}
          </button>
        ))}
      </fieldset>
      <GhostLine language={language} />
      <label>
        {t('terrainPiece')}{' '}
        <select
          data-testid="terrain-piece"
          value={chosen?.id ?? ''}
          onChange={(e) => store.getState().selectTerrainPiece(e.target.value === '' ? null : e.target.value)}
        >
          <option value="">{t('terrainNoPiece')}</option>
          {pieces.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name ? `${p.name} (${p.id})` : p.id}
            </option>
          ))}
        </select>
      </label>
      {tool.selected && !chosen && <p className="muted">{t('terrainGone')}</p>}
      {chosen && <PieceFields piece={chosen} language={language} />}
      {tool.refusal && (
        <div
          className="siege-message siege-refusal"
          data-testid="terrain-refusal"
          data-code={tool.refusal.code}
          data-check={tool.problem?.code ?? ''}
        >
          <div>
            {t('terrainRefused')}: {tool.problem ? problemText(tool.problem, language) : siegeRefusalText(tool.refusal, language)}
          </div>
          <div className="ruling-clause">{clauseText(tool.refusal.clause, language)}</div>
        </div>
      )}
    </section>
  )
}
