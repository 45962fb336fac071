/**
 * The shipped scenes as cards: a top-down picture drawn from the scene's own data
 * (sceneThumbnail.ts), its name and description, and an Open button. The scene files are read
 * as the ports read them (Vite's raw import of scenes/), each in its own small chunk, and pass the
 * same validator; a card whose file fails shows only its name. `data-testid="scene-card"` with
 * `data-scene`, the picture `scene-thumbnail`, the button `scene-card-open-<name>`.
 */
import { useEffect, useState } from 'react'
import type { Scene } from '../../scene/schema'
import { useSightline, useSightlineStore } from '../StoreContext'
import { uiText, type Language } from '../i18n/translations'
import { sceneThumbnail, type ThumbShape } from '../sceneThumbnail'
import { parseForView } from '../store/persistence'

const shippedTexts = new Map(
  Object.entries(import.meta.glob<string>('/scenes/*.json', { query: '?raw', import: 'default' })).map(
    ([path, load]) => [path.replace(/^.*\//, '').replace(/\.json$/, ''), load] as const,
  ),
)

function ShapeView({ shape }: { shape: ThumbShape }) {
  if (shape.kind === 'circle') {
    return <circle cx={shape.cx} cy={shape.cy} r={shape.r} fill={shape.fill} opacity={shape.opacity} data-role={shape.role} />
  }
  if (shape.kind === 'line') {
    const [[x1, y1], [x2, y2]] = [shape.from, shape.to]
    return <line x1={x1} y1={y1} x2={x2} y2={y2} stroke={shape.stroke} strokeWidth={shape.width} data-role={shape.role} />
  }
  return (
    <polygon points={shape.points.map((p) => p.join(',')).join(' ')} fill={shape.fill} opacity={shape.opacity} data-role={shape.role} />
  )
}

// Inline styles: the stylesheet is shared by every panel; the cards need only these few rules.
const CARD_STYLE = { display: 'flex', gap: '0.5rem', alignItems: 'flex-start', marginBottom: '0.5rem' } as const
const PICTURE_STYLE = { width: 96, height: 72, flex: 'none', background: '#e9edf2' } as const
const LIST_STYLE = { listStyle: 'none', padding: 0, margin: 0, maxHeight: '45vh', overflowY: 'auto' } as const
const DESCRIPTION_STYLE = { margin: '0.2rem 0', maxHeight: '4.5em', overflow: 'hidden' } as const

/** The picture of a scene, as an SVG in table centimetres. */
export function SceneThumbnailSvg({ scene, label }: { scene: Scene; label: string }) {
  const thumb = sceneThumbnail(scene)
  return (
    <svg
      className="scene-thumbnail"
      data-testid="scene-thumbnail"
      viewBox={`0 0 ${thumb.width} ${thumb.depth}`}
      role="img"
      aria-label={label}
      preserveAspectRatio="xMidYMid meet"
      style={PICTURE_STYLE}
    >
      {thumb.shapes.map((shape, i) => (
        // The shapes have no ids of their own; their order is fixed by the scene.
        <ShapeView key={i} shape={shape} />
      ))}
    </svg>
  )
}

function SceneCard({ name, language, disabled }: { name: string; language: Language; disabled: boolean }) {
  const store = useSightlineStore()
  const [scene, setScene] = useState<Scene | null | 'failed'>(null)
  useEffect(() => {
    let live = true
    void shippedTexts
      .get(name)?.()
      .then((text) => {
        const parsed = parseForView(text)
        if (live) setScene(parsed.ok ? parsed.scene : 'failed')
      })
    return () => {
      live = false
    }
  }, [name])
  const t = (key: Parameters<typeof uiText>[0]) => uiText(key, language)
  const ready = scene !== null && scene !== 'failed' ? scene : null
  return (
    <li className="scene-card" data-testid="scene-card" data-scene={name} style={CARD_STYLE}>
      {ready ? (
        <SceneThumbnailSvg scene={ready} label={`${ready.name}: ${t('sceneCardPicture')}`} />
      ) : (
        <div className="scene-thumbnail" style={PICTURE_STYLE} />
      )}
      <div className="scene-card-text">
        <strong>{ready?.name ?? name}</strong>
        <p className="hint scene-card-description" style={DESCRIPTION_STYLE} title={ready?.description}>
          {ready ? ready.description || t('sceneCardNoDescription') : t('sceneCardLoading')}
        </p>
        <button
          type="button"
          disabled={disabled}
          onClick={() => void store.getState().openShippedScene(name)}
          data-testid={`scene-card-open-${name}`}
          aria-label={`${t('sceneCardOpen')}: ${ready?.name ?? name}`}
        >
          {t('sceneCardOpen')}
        </button>
      </div>
    </li>
  )
}

/** Every shipped scene as a card; opening one is refused while a game holds the table. */
export function ShippedSceneCards() {
  const language = useSightline((s) => s.language)
  const names = useSightline((s) => s.shippedSceneNames)
  const inPlay = useSightline((s) => s.play.status !== 'off' || s.mkplay.status !== 'off' || s.dungeonplay.status !== 'off')
  return (
    <>
      <h3>{uiText('shippedScenesTitle', language)}</h3>
      <ul className="scene-cards" data-testid="scene-cards" style={LIST_STYLE}>
        {names.map((name) => (
          <SceneCard key={name} name={name} language={language} disabled={inPlay} />
        ))}
      </ul>
    </>
  )
}
