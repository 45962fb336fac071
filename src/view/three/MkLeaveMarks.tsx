/**
 * A chariot's passenger set down, before the click (000 "Aussteigen", R-MKV.5): the goals the
 * panel proposes (the middle of each side and of the rear) as thin rings on the table, and the
 * goal a click would choose (the ring where the bases touch, at the pointer's bearing from the
 * chariot) as a bold ring with a line from the platform and a label naming the sections touched
 * or the refusal; green where the rules allow it and the base fits, red otherwise. The passenger
 * itself is drawn on its chariot's platform by FigureMeshes/MkBases (the scene keeps it there).
 */
import { ALLOWED, circlePoints, noRaycast, REFUSED } from './playMarkStyle'
import { Html, Line } from '@react-three/drei'
import type { RefObject } from 'react'
import { useSightline } from '../StoreContext'
import { uiText, type Language } from '../i18n/translations'
import { mkRefusalText } from '../i18n/mkPlayTexts'
import { mkSectionName } from '../i18n/mkLargeTexts'
import type { MkLeaveGoal } from '../ports'
import type { Scene } from '../../scene/schema'
import { mkBaseMarks } from './mkBaseView'

const LIFT = 0.15

const fits = (g: MkLeaveGoal) => g.probe.ok && g.overlaps.length === 0

function goalText(g: MkLeaveGoal, language: Language): string {
  if (!g.probe.ok) return mkRefusalText(g.probe.refusal, language)
  if (g.overlaps.length > 0) return `${uiText('mkLeaveOverlaps', language)}: ${g.overlaps.join(', ')}`
  return `${uiText('mkLeave', language)} → ${g.touches.map((s) => mkSectionName(s, language)).join(' / ')}`
}

export function MkLeaveMarks({
  scene,
  language,
  labelLayer,
}: {
  scene: Scene
  language: Language
  labelLayer: RefObject<HTMLDivElement | null>
}) {
  const goals = useSightline((s) => s.mkplay.large.leave)
  const hovered = useSightline((s) => s.mkplay.large.leavePreview)
  const passenger = scene.figures.find((f) => f.id === (hovered ?? goals[0])?.passenger)
  if (!passenger) return null
  const radius = mkBaseMarks(passenger)?.radius ?? 1.5
  const y = passenger.position[1] + LIFT
  return (
    <group name="mk-leave-marks">
      {goals.map((g) => (
        <Line
          key={`${g.to[0]},${g.to[1]}`}
          points={circlePoints(g.to[0], y, g.to[1], radius)}
          color={fits(g) ? ALLOWED : REFUSED}
          lineWidth={1.2}
          dashed
          dashSize={0.5}
          gapSize={0.4}
          raycast={noRaycast}
        />
      ))}
      {hovered && (
        <group name="mk-leave-preview" userData={{ ok: fits(hovered) }}>
          <Line
            points={circlePoints(hovered.to[0], y, hovered.to[1], radius)}
            color={fits(hovered) ? ALLOWED : REFUSED}
            lineWidth={3}
            raycast={noRaycast}
          />
          <Line
            points={[
              [passenger.position[0], y, passenger.position[2]],
              [hovered.to[0], y, hovered.to[1]],
            ]}
            color={fits(hovered) ? ALLOWED : REFUSED}
            lineWidth={2}
            raycast={noRaycast}
          />
          <Html
            position={[hovered.to[0], y + 3, hovered.to[1]]}
            center
            wrapperClass="label-wrap"
            pointerEvents="none"
            portal={labelLayer as RefObject<HTMLElement>}
          >
            <div className={`move-label${fits(hovered) ? '' : ' refused'}`} data-testid="mk-leave-label">
              {goalText(hovered, language)}
            </div>
          </Html>
        </group>
      )}
    </group>
  )
}
