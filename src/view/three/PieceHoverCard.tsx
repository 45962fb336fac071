/**
 * A card under the pointer for every figure and terrain piece, in every mode (the play mode's
 * HoverCard adds the game's numbers for figures): figures show name, card, size profile, side and
 * the height their base stands at; pieces their kind (9.6), shape, size, cover and top height.
 * It raycasts the scene itself on pointer moves (at most one per frame, none while the pointer
 * rests), so the meshes need no handlers of their own; the first mesh with an id along the ray
 * wins, as the eye would see it. A frame is asked for only when the hovered thing changes: the
 * canvas renders on demand, and a move within the same figure shows nothing new.
 * `data-testid="piece-hover-card"` with `data-kind` (figure | piece) and `data-id`.
 */
import { useEffect, useState, type RefObject } from 'react'
import { Html } from '@react-three/drei'
import { useThree } from '@react-three/fiber'
import * as THREE from 'three'
import type { Scene } from '../../scene/schema'
import { TERRAIN_TYPE_INFO } from '../../scene/terrainTypes'
import { frameThrottle } from '../frameThrottle'
import { formatCm } from '../i18n/formatValues'
import { terrainTypeName } from '../i18n/sceneListTexts'
import { uiText, valueWord, type Language, type UiTextKey } from '../i18n/translations'

type Hovered = { kind: 'figure' | 'piece'; id: string; point: [number, number, number] }

function idOf(object: THREE.Object3D | null): Omit<Hovered, 'point'> | null {
  for (let o = object; o; o = o.parent) {
    const data = o.userData as { figureId?: unknown; pieceId?: unknown }
    if (typeof data.figureId === 'string') return { kind: 'figure', id: data.figureId }
    if (typeof data.pieceId === 'string') return { kind: 'piece', id: data.pieceId }
  }
  return null
}

/** The card's rows [label key, value] for what is hovered, or null when it is gone from the scene. */
function rows(scene: Scene, hovered: Hovered, language: Language): { title: string; rows: [UiTextKey, string][] } | null {
  const word = (w: string) => valueWord(w, language) ?? w
  if (hovered.kind === 'figure') {
    const f = scene.figures.find((x) => x.id === hovered.id)
    if (!f) return null
    const size = f.prone ? `${word(f.size)}, ${uiText('hoverProne', language)}` : word(f.size)
    return {
      title: f.name ?? f.id,
      rows: [
        ['hoverCard', f.card ?? f.mk?.card ?? '—'],
        ['sizeProfile', size],
        ['hoverSide', f.side],
        ['hoverStandsAt', formatCm(f.position[1], language)],
      ],
    }
  }
  const p = scene.terrain.find((x) => x.id === hovered.id)
  if (!p) return null
  const height = p.shape === 'cylinder' ? p.height : p.size[1]
  const size =
    p.shape === 'cylinder'
      ? `${uiText('shapeCylinder', language)} ⌀ ${formatCm(p.radius * 2, language)} × ${formatCm(p.height, language)}`
      : `${uiText(p.shape === 'box' ? 'shapeBox' : 'shapeArea', language)} ${p.size.map((v) => formatCm(v, language)).join(' × ')}`
  return {
    title: p.name ?? p.id,
    rows: [
      ['hoverKind', terrainTypeName(p.type, language)],
      ['hoverSize', size],
      ['hoverCover', word(p.cover ?? TERRAIN_TYPE_INFO[p.type].cover)],
      ['hoverTop', formatCm(p.center[1] + height / 2, language)],
    ],
  }
}

/** Mounted inside the canvas; `figures` false leaves figures to the play mode's own card. */
export function PieceHoverCard({
  scene,
  language,
  labelLayer,
  figures,
}: {
  scene: Scene
  language: Language
  labelLayer: RefObject<HTMLDivElement | null>
  figures: boolean
}) {
  const { gl, camera, scene: world, raycaster, invalidate } = useThree()
  const [hovered, setHovered] = useState<Hovered | null>(null)
  useEffect(() => {
    const element = gl.domElement
    const ndc = new THREE.Vector2()
    let shown: Hovered | null = null
    const show = (next: Hovered | null) => {
      if (shown?.id === next?.id && shown?.kind === next?.kind) return
      shown = next
      setHovered(next)
      invalidate()
    }
    const probe = frameThrottle((clientX: number, clientY: number) => {
      const rect = element.getBoundingClientRect()
      ndc.set(((clientX - rect.left) / rect.width) * 2 - 1, -((clientY - rect.top) / rect.height) * 2 + 1)
      raycaster.setFromCamera(ndc, camera)
      let found: Hovered | null = null
      for (const hit of raycaster.intersectObjects(world.children, true)) {
        const id = idOf(hit.object)
        if (!id) continue
        found = { ...id, point: [hit.point.x, hit.point.y, hit.point.z] }
        break
      }
      show(found)
    })
    const move = (e: PointerEvent) => probe(e.clientX, e.clientY)
    const leave = () => {
      probe.cancel()
      show(null)
    }
    element.addEventListener('pointermove', move)
    element.addEventListener('pointerleave', leave)
    return () => {
      probe.cancel()
      element.removeEventListener('pointermove', move)
      element.removeEventListener('pointerleave', leave)
    }
  }, [gl, camera, world, raycaster, invalidate])
  if (!hovered || (hovered.kind === 'figure' && !figures)) return null
  const card = rows(scene, hovered, language)
  if (!card) return null
  const [x, y, z] = hovered.point
  return (
    <Html position={[x, y + 3, z]} center wrapperClass="label-wrap" pointerEvents="none" portal={labelLayer as RefObject<HTMLElement>}>
      <div className="hover-card" data-testid="piece-hover-card" data-kind={hovered.kind} data-id={hovered.id}>
        <strong>{card.title}</strong>
        {card.rows.map(([key, value]) => (
          <div key={key}>
            {uiText(key, language)}: {value}
          </div>
        ))}
      </div>
    </Html>
  )
}
