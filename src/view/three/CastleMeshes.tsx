/**
 * The scene's castle: every section (CastleSectionMesh.tsx) and the planks between wall
 * sections (thin boards on the walkways' level; fallen ones as rubble on the ground). Parts are
 * tagged as ground so figures can be dragged onto tops and planks; a click on a portal opens or
 * closes it (through the store, which asks the judge).
 */
import { CLICK_SLOP_PX } from './useGroundPointer'
import { Edges } from '@react-three/drei'
import type { ThreeEvent } from '@react-three/fiber'
import type { RefObject } from 'react'
import { CASTLE_PIECES } from '../../scene/castle/pieces'
import type { Castle, Plank } from '../../scene/castle/schema'
import { useSightlineStore } from '../StoreContext'
import { CastleSectionMesh } from './CastleSectionMesh'
import { GROUND_TAG } from './groundPicking'
import { TERRAIN_COLORS } from './palette'
import type { SectionView } from '../ports'

const PLANK_COLOR = '#b08850'
const noRaycast = () => null
/** A click whose pointer travelled further than this was an orbit, not a click. */

function PlankMesh({ plank, selected }: { plank: Plank; selected: boolean }) {
  const dx = plank.to[0] - plank.from[0]
  const dz = plank.to[2] - plank.from[2]
  const length = Math.hypot(dx, dz)
  const angle = Math.atan2(-dz, dx)
  const fallen = plank.destroyed === true
  const thickness = fallen ? CASTLE_PIECES.rubbleHeight : CASTLE_PIECES.plankThickness
  const y = fallen ? thickness / 2 : (plank.from[1] + plank.to[1]) / 2 - thickness / 2
  return (
    <mesh
      name={`plank:${plank.id}`}
      position={[(plank.from[0] + plank.to[0]) / 2, y, (plank.from[2] + plank.to[2]) / 2]}
      rotation={[0, angle, 0]}
      userData={{ plankId: plank.id, [GROUND_TAG]: true }}
    >
      <boxGeometry args={[length, thickness, plank.width]} />
      <meshStandardMaterial
        color={fallen ? TERRAIN_COLORS.ruin : PLANK_COLOR}
        emissive={selected ? '#1f6feb' : '#000000'}
        emissiveIntensity={selected ? 0.4 : 0}
      />
      <Edges color="#3a2a14" raycast={noRaycast} />
    </mesh>
  )
}

export interface CastleMeshesProps {
  castle: Castle
  views: readonly SectionView[]
  selectedId: string | null
  /** Sections whose labels show: chosen, hovered, in the shot (or every one). */
  labelled: (sectionId: string) => boolean
  /** The section being dragged into something it overlaps (red), or null. */
  warnId: string | null
  labelLayer: RefObject<HTMLDivElement | null>
}

/** All sections and planks of the castle. */
export function CastleMeshes({ castle, views, selectedId, labelled, warnId, labelLayer }: CastleMeshesProps) {
  const store = useSightlineStore()
  const onHover = (id: string | null) => store.getState().hoverSection(id)
  const onPortal = (sectionId: string, portalId: string, e: ThreeEvent<MouseEvent>) => {
    const state = store.getState()
    // Portals open and close with a click in the ordinary mode and with the editor's select tool.
    const free = state.mode === 'select' && (!state.siege.editing || state.siege.tool.kind === 'select')
    if (!free || e.delta > CLICK_SLOP_PX) return
    e.stopPropagation()
    state.togglePortal(sectionId, portalId)
  }
  return (
    <group name="castle">
      {castle.sections.map((s) => (
        <CastleSectionMesh
          key={s.id}
          section={s}
          view={views.find((v) => v.id === s.id)}
          selected={s.id === selectedId}
          warn={s.id === warnId}
          showLabel={labelled(s.id)}
          onHover={onHover}
          onPortal={onPortal}
          labelLayer={labelLayer}
        />
      ))}
      {(castle.planks ?? []).map((p) => (
        <PlankMesh key={p.id} plank={p} selected={p.id === selectedId} />
      ))}
    </group>
  )
}
