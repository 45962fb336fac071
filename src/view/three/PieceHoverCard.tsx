/**
 * A card under the pointer for every figure and piece, in every mode (the play mode's HoverCard
 * adds the game's numbers for figures): figures, terrain pieces and areas, castle sections and
 * ladders, each with what hoverCardRows.ts says of it (name, kind, size, height).
 * It raycasts the scene itself on pointer moves (at most one per frame, none while the pointer
 * rests), so the meshes need no handlers of their own; the first mesh with an id along the ray
 * wins, as the eye would see it. A frame is asked for only when the hovered thing changes: the
 * canvas renders on demand, and a move within the same figure shows nothing new. The card stands
 * beside the thing on the screen, flipped at the canvas's edges (cardPlacement.ts), never over it.
 * `data-testid="piece-hover-card"` with `data-kind` (figure | piece | section | ladder) and `data-id`.
 */
import { useEffect, useRef, useState, type RefObject } from 'react'
import { useThree } from '@react-three/fiber'
import * as THREE from 'three'
import type { Scene } from '../../scene/schema'
import { frameThrottle } from '../frameThrottle'
import { uiText, type Language } from '../i18n/translations'
import { type FigureNames, hoverCardRows, type HoveredKind } from './hoverCardRows'
import { useSightline } from '../StoreContext'
import { BesideCard } from './BesideCard'

/** The thing under the pointer: its kind and id, where the ray met it, and its object (none for an area). */
type Hovered = { kind: HoveredKind; id: string; point: [number, number, number]; object: THREE.Object3D | null }

function idOf(object: THREE.Object3D | null): Omit<Hovered, 'point'> | null {
  for (let o = object; o; o = o.parent) {
    const data = o.userData as { figureId?: unknown; pieceId?: unknown; sectionId?: unknown }
    if (typeof data.figureId === 'string') return { kind: 'figure', id: data.figureId, object: o }
    if (typeof data.pieceId === 'string') return { kind: 'piece', id: data.pieceId, object: o }
    if (typeof data.sectionId === 'string') return { kind: 'section', id: data.sectionId, object: o }
    if (o.name.startsWith('ladder:')) return { kind: 'ladder', id: o.name.slice('ladder:'.length), object: o }
  }
  return null
}

/**
 * The nearest area piece (wood, thicket, water) the ray enters, and where. Areas are no pickable
 * meshes (TerrainPieces.tsx: clicks pass through to the figures inside), so the ray is tested
 * against their boxes here, each turned into the piece's own axes.
 */
function areaAlong(scene: Scene, ray: THREE.Ray): { id: string; distance: number; point: THREE.Vector3 } | null {
  let best: { id: string; distance: number; point: THREE.Vector3 } | null = null
  const local = new THREE.Ray()
  const box = new THREE.Box3()
  const hit = new THREE.Vector3()
  for (const p of scene.terrain) {
    if (p.shape !== 'area') continue
    const toLocal = new THREE.Matrix4()
      .makeRotationY(((p.rotationY ?? 0) * Math.PI) / 180)
      .setPosition(p.center[0], p.center[1], p.center[2])
      .invert()
    local.copy(ray).applyMatrix4(toLocal)
    box.set(
      new THREE.Vector3(-p.size[0] / 2, -p.size[1] / 2, -p.size[2] / 2),
      new THREE.Vector3(p.size[0] / 2, p.size[1] / 2, p.size[2] / 2),
    )
    if (!local.intersectBox(box, hit)) continue
    const distance = local.origin.distanceTo(hit)
    if (!best || distance < best.distance) best = { id: p.id, distance, point: hit.clone().applyMatrix4(toLocal.clone().invert()) }
  }
  return best
}

/** Mounted inside the canvas; `figures` false leaves figures to the play mode's own card. */
export function PieceHoverCard({
  scene,
  language,
  labelLayer,
  figures,
  names = null,
}: {
  scene: Scene
  language: Language
  labelLayer: RefObject<HTMLDivElement | null>
  figures: boolean
  /** Figures a game names (a Dungeons game's spawns and heroes): their names and card names on the card. */
  names?: FigureNames | null
}) {
  const { gl, camera, scene: world, raycaster, invalidate } = useThree()
  const [hovered, setHovered] = useState<Hovered | null>(null)
  // The listener lives as long as the canvas; the scene it tests areas against changes with every edit.
  const sceneRef = useRef(scene)
  sceneRef.current = scene
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
      let foundAt = Number.POSITIVE_INFINITY
      for (const hit of raycaster.intersectObjects(world.children, true)) {
        const id = idOf(hit.object)
        if (!id) continue
        found = { ...id, point: [hit.point.x, hit.point.y, hit.point.z] }
        foundAt = hit.distance
        break
      }
      // An area the eye meets first wins, but not over a figure (one standing in a wood is what the pointer means).
      const area = found?.kind === 'figure' ? null : areaAlong(sceneRef.current, raycaster.ray)
      if (area && area.distance < foundAt)
        found = { kind: 'piece', id: area.id, point: [area.point.x, area.point.y, area.point.z], object: null }
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
  // While a figure or a group is dragged the card would cover the drop place and the dragged figure itself.
  const dragging = useSightline((s) => s.drag !== null)
  const card = hovered ? hoverCardRows(scene, hovered.kind, hovered.id, language, names) : null
  if (!hovered || !card || dragging || (hovered.kind === 'figure' && !figures)) return null
  return (
    <BesideCard
      position={hovered.point}
      // Beside the hovered thing, not over it (a player's pass: the card hid the figure it described).
      object={() => hovered.object ?? null}
      point={() => new THREE.Vector3(...hovered.point)}
      labelLayer={labelLayer}
      // New rows (a language switch, a figure's move in play) change the card's size: place it again.
      refresh={JSON.stringify(card)}
      card={{ 'data-testid': 'piece-hover-card', 'data-kind': hovered.kind, 'data-id': hovered.id }}
    >
      <strong>{card.title}</strong>
      {card.subtitle && <div data-testid="piece-hover-card-subtitle">{card.subtitle}</div>}
      {card.rows.map(([key, value]) => (
        <div key={key}>
          {uiText(key, language)}: {value}
        </div>
      ))}
    </BesideCard>
  )
}
