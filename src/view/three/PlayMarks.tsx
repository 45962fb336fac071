/**
 * What play shows on the table: the planned path of a move under the pointer (green when the
 * rules allow it, red when they refuse, with its cost and the reason in a label), a push back's
 * line and where it ends (15.2), each model's danger zone (4.5: a ring of 12 - EH cm, red when
 * it holds a direct threat, 4.5.1) and its AP as a bar above the figure (4.1). All of it is the
 * judge's answer as the store holds it; nothing is computed here but positions.
 */
import { Html, Line } from '@react-three/drei'
import type { RefObject } from 'react'
import type { Scene } from '../../scene/schema'
import { figureProfile } from '../../scene/figureProfile'
import { AP_MAX, type DangerZone, type PlayMovePreview, type PlaySession, type PushPreview } from '../ports'
import { uiText, type Language } from '../i18n/translations'
import { refusalText } from '../i18n/refusalTexts'
import { formatNumber } from '../i18n/formatValues'

import { ALLOWED, LIFT, noRaycast, REFUSED, ZONE } from './playMarkStyle'

export function MovePath({
  preview,
  language,
  labelLayer,
}: {
  preview: PlayMovePreview
  language: Language
  labelLayer: RefObject<HTMLDivElement | null>
}) {
  const refusal = preview.gate.ok ? preview.refusal : preview.gate.refusal
  const color = refusal ? REFUSED : ALLOWED
  const points = preview.points.length > 1 ? preview.points : null
  const end = preview.points[preview.points.length - 1] ?? preview.to
  return (
    <group name="move-preview">
      {points && (
        <Line
          points={points.map((p) => [p[0], p[1] + LIFT, p[2]] as [number, number, number])}
          color={color}
          lineWidth={3}
          raycast={noRaycast}
        />
      )}
      <Html
        position={[end[0], end[1] + 3, end[2]]}
        center
        wrapperClass="label-wrap"
        pointerEvents="none"
        portal={labelLayer as RefObject<HTMLElement>}
      >
        <div className={`move-label${refusal ? ' refused' : ''}`} data-testid="move-label" data-refusal={refusal?.code}>
          {refusal
            ? refusalText(refusal, language)
            : `${uiText('moveCost', language)} ${formatNumber(preview.cost, 1, language)} cm · ${preview.moveActions} ${uiText('moveActions', language)} · ${preview.apNeeded} AP`}
        </div>
      </Html>
    </group>
  )
}

export function PushLine({ preview }: { preview: PushPreview }) {
  if (!preview.ok) return null
  const from: [number, number, number] = [preview.from[0], preview.from[1] + LIFT, preview.from[2]]
  const to: [number, number, number] = [preview.to[0], preview.to[1] + LIFT, preview.to[2]]
  return (
    <group name="push-preview">
      <Line
        points={[from, to]}
        color={preview.push.fall ? REFUSED : ZONE}
        lineWidth={4}
        dashed
        dashSize={0.6}
        gapSize={0.3}
        raycast={noRaycast}
      />
      <mesh position={to} rotation={[-Math.PI / 2, 0, 0]} raycast={noRaycast}>
        <ringGeometry args={[0.8, 1.2, 24]} />
        <meshBasicMaterial color={preview.push.fall ? REFUSED : ZONE} />
      </mesh>
    </group>
  )
}

export function DangerZones({ zones, scene }: { zones: readonly DangerZone[]; scene: Scene }) {
  return (
    <group name="danger-zones">
      {zones.map((z) => {
        const figure = scene.figures.find((f) => f.id === z.model)
        if (!figure || z.radiusCm === null || z.radiusCm <= 0) return null
        // The zone is measured from the base's edge (4.7): its ring lies that far outside the base.
        const r = figureProfile(figure).radius + z.radiusCm
        return (
          <mesh
            key={z.model}
            position={[z.center[0], z.center[1] + 0.05, z.center[2]]}
            rotation={[-Math.PI / 2, 0, 0]}
            renderOrder={1}
            raycast={noRaycast}
          >
            <ringGeometry args={[r - 0.12, r, 48]} />
            <meshBasicMaterial color={z.threats.length > 0 ? REFUSED : ZONE} transparent opacity={0.7} />
          </mesh>
        )
      })}
    </group>
  )
}

export function ApBars({ scene, ap }: { scene: Scene; ap: ReadonlyMap<string, number> }) {
  return (
    <group name="ap-bars">
      {scene.figures.map((f) => {
        const value = ap.get(f.id)
        if (value === undefined) return null
        const { height } = figureProfile(f)
        const width = 3 * (value / AP_MAX)
        return (
          <group key={f.id} position={[f.position[0], f.position[1] + height + 0.8, f.position[2]]}>
            <mesh raycast={noRaycast}>
              <boxGeometry args={[3, 0.35, 0.1]} />
              <meshBasicMaterial color="#333333" />
            </mesh>
            {value > 0 && (
              <mesh position={[(width - 3) / 2, 0, 0.06]} raycast={noRaycast}>
                <boxGeometry args={[width, 0.3, 0.1]} />
                <meshBasicMaterial color={ALLOWED} />
              </mesh>
            )}
          </group>
        )
      })}
    </group>
  )
}

const FACING = '#2b6cb0'

/** Each model's facing (8.1, 8.3, R-E.9a) as a short line from its base; the one being turned follows the pointer. */
export function FacingArrows({
  scene,
  game,
  turning,
}: {
  scene: Scene
  game: PlaySession['game']
  turning: { figure: string; facing: number | null } | null
}) {
  return (
    <group name="facings">
      {scene.figures.map((f) => {
        const own = Object.hasOwn(game.models, f.id) ? game.models[f.id].facingDeg : undefined
        const facing = turning?.figure === f.id && turning.facing !== null ? turning.facing : own
        if (facing === undefined) return null
        const r = (facing * Math.PI) / 180
        const { radius } = figureProfile(f)
        const from: [number, number, number] = [f.position[0], f.position[1] + LIFT, f.position[2]]
        // Degrees clockwise from north (z = 0): 0 looks toward -z, 90 toward +x.
        const to: [number, number, number] = [from[0] + Math.sin(r) * (radius + 2), from[1], from[2] - Math.cos(r) * (radius + 2)]
        return <Line key={f.id} points={[from, to]} color={turning?.figure === f.id ? ALLOWED : FACING} lineWidth={3} raycast={noRaycast} />
      })}
    </group>
  )
}

/** 14.13: the area template where the last shot landed (its impact and radius, as the rules placed it). */
export function AreaTemplate({ at, radiusCm, allowed = false }: { at: [number, number, number]; radiusCm: number; allowed?: boolean }) {
  return (
    <mesh name="area-template" position={[at[0], at[1] + 0.06, at[2]]} rotation={[-Math.PI / 2, 0, 0]} renderOrder={2} raycast={noRaycast}>
      <circleGeometry args={[radiusCm, 48]} />
      <meshBasicMaterial color={allowed ? ALLOWED : REFUSED} transparent opacity={0.35} depthWrite={false} />
    </mesh>
  )
}

/** 8.3: the path a charge would take to its target's base, green when the rules allow the charge, red when not. */
export function ChargePath({ path }: { path: { points: readonly (readonly [number, number, number])[]; allowed: boolean } }) {
  if (path.points.length < 2) return null
  return (
    <Line
      name="charge-path"
      points={path.points.map((p) => [p[0], p[1] + LIFT, p[2]] as [number, number, number])}
      color={path.allowed ? ALLOWED : REFUSED}
      lineWidth={3}
      dashed
      dashSize={1}
      gapSize={0.5}
      raycast={noRaycast}
    />
  )
}
