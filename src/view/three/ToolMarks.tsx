/**
 * Marks of the two measuring tools: the tape (end points, the line between them and its
 * length) and the ledge probe (a ghost of the figure where it would land, and the drop).
 */
import type { RefObject } from 'react'
import { Html, Line } from '@react-three/drei'
import type { Figure } from '../../scene/schema'
import type { ProbeState, TapeState } from '../store/state'
import { formatLength } from '../i18n/vttTexts'
import { useSightline } from '../StoreContext'
import { tapeUnitOf, useVttPrefs } from '../store/vttPrefs'
import type { Language } from '../i18n/translations'
import { PROBE_COLOR, TAPE_COLOR } from './palette'
import { figureProfile } from '../../scene/figureProfile'

const noRaycast = () => null

/** The measuring tape: a dot per clicked point and, once both are set, the line and its length. */
export function TapeMarks({
  tape,
  language,
  labelLayer,
}: {
  tape: TapeState
  language: Language
  labelLayer: RefObject<HTMLDivElement | null>
}) {
  // The label speaks the tape panel's unit (cm or inches, R-VTT.2).
  const scene = useSightline((s) => s.dungeonplay.scene ?? s.mkplay.scene ?? s.play.scene ?? s.scene)
  const unit = useVttPrefs((s) => tapeUnitOf(s, scene))
  const points = (
    [
      ['a', tape.a],
      ['b', tape.b],
    ] as const
  ).filter(([, p]) => p !== null)
  return (
    <group name="tape">
      {points.map(([end, p]) => (
        <mesh key={end} position={[p![0], p![1], p![2]]} raycast={noRaycast}>
          <sphereGeometry args={[0.45, 16, 12]} />
          <meshBasicMaterial color={TAPE_COLOR} />
        </mesh>
      ))}
      {tape.a && tape.b && tape.reading && (
        <>
          <Line
            points={[tape.a, tape.b].map((p) => [p[0], p[1], p[2]] as [number, number, number])}
            color={TAPE_COLOR}
            lineWidth={3}
            raycast={noRaycast}
          />
          <Html
            position={[(tape.a[0] + tape.b[0]) / 2, (tape.a[1] + tape.b[1]) / 2 + 1, (tape.a[2] + tape.b[2]) / 2]}
            center
            wrapperClass="label-wrap"
            pointerEvents="none"
            portal={labelLayer as RefObject<HTMLElement>}
          >
            <span className="tape-label" data-testid="tape-label">
              {formatLength(tape.reading.distance, unit, language)}
            </span>
          </Html>
        </>
      )}
    </group>
  )
}

/** The ledge probe: where the probed figure would land, and the drop (or climb) to get there. */
export function ProbeMarker({ probe, figure }: { probe: ProbeState; figure: Figure | undefined }) {
  const ruling = probe.ruling
  if (!ruling || !figure) return null
  const { radius, height } = figureProfile(figure)
  const [x, y, z] = ruling.landing
  // Drawn from the judge's own drop height, so the line shows exactly what was ruled.
  const from = y + ruling.dropHeight
  return (
    <group name="probe">
      <mesh position={[x, y + height / 2, z]} raycast={noRaycast}>
        <cylinderGeometry args={[radius, radius, height, 32]} />
        <meshBasicMaterial color={PROBE_COLOR} transparent opacity={0.35} depthWrite={false} />
      </mesh>
      {from !== y && (
        <Line
          points={[
            [x, from, z],
            [x, y, z],
          ]}
          color={PROBE_COLOR}
          lineWidth={2}
          dashed
          dashSize={0.5}
          gapSize={0.3}
          raycast={noRaycast}
        />
      )}
    </group>
  )
}
