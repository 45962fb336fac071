/**
 * The printed base of a Mage Knight figure, drawn flat on the table under its cylinder: a
 * one-dial figure's front arc lighter and rear arc darker (core "front arc"); a large figure's
 * four sections as quarters, named, in the side's colour while active and grey-hatched once
 * three skulls show (000 "Kampfscheiben"); a chariot's rear platform (000 "Passagiere"); a
 * mount's elongated base with its arcs, centre dot and slot (003, MkMount.tsx). The
 * group is turned to the figure's facing, so every part is placed relative to it (mkBaseView.ts).
 * Marks never take the pointer: a press still reaches the figure or the table.
 */
import { Html, Line } from '@react-three/drei'
import { useMemo, type RefObject } from 'react'
import * as THREE from 'three'
import type { MkBaseMarks, MkSectionMark } from './mkBaseView'
import { wedgeThetaStart } from './mkBaseView'
import { MkMount } from './MkMount'

const DEG = Math.PI / 180
const noRaycast = () => null
const FLAT: [number, number, number] = [-Math.PI / 2, 0, 0]
/** Heights above the base (cm): far enough apart that the layers never fight for a pixel. */
const Y_ARCS = 0.03
const Y_RIM = 0.04
const Y_PLATFORM = 0.06
/** A passenger's marks sit above its chariot's platform. */
export const ABOARD_LIFT = 0.06
const INACTIVE = '#9aa0a6'
const RIM = '#2b2b2b'
const PLATFORM = '#5a3a1a'

let hatch: THREE.DataTexture | null = null
/** Diagonal stripes, made once: the hatching of an inactive section. */
function hatchTexture(): THREE.DataTexture {
  if (hatch) return hatch
  const size = 8
  const data = new Uint8Array(size * size * 4)
  for (let y = 0; y < size; y++)
    for (let x = 0; x < size; x++) {
      const v = (x + y) % size < 3 ? 70 : 255
      data.set([v, v, v, 255], (y * size + x) * 4)
    }
  hatch = new THREE.DataTexture(data, size, size)
  hatch.wrapS = THREE.RepeatWrapping
  hatch.wrapT = THREE.RepeatWrapping
  // Circle UVs span the whole base: ten repeats give stripes about a tenth of its width apart.
  hatch.repeat.set(10, 10)
  hatch.colorSpace = THREE.SRGBColorSpace
  hatch.needsUpdate = true
  return hatch
}

/** A flat wedge of the base: `widthDeg` centred on the relative bearing `centreDeg`. */
function Wedge({
  radius,
  centreDeg,
  widthDeg,
  color,
  map,
}: {
  radius: number
  centreDeg: number
  widthDeg: number
  color: string
  map?: THREE.Texture
}) {
  if (widthDeg <= 0) return null
  return (
    <mesh rotation={FLAT} position={[0, Y_ARCS, 0]} raycast={noRaycast}>
      <circleGeometry args={[radius, Math.max(8, Math.ceil(widthDeg / 6)), wedgeThetaStart(centreDeg, widthDeg), widthDeg * DEG]} />
      <meshBasicMaterial color={color} map={map ?? null} />
    </mesh>
  )
}

/** A point at `distance` from the centre toward the relative bearing `deg`, in the turned group. */
const toward = (deg: number, distance: number, y: number): [number, number, number] => [
  Math.sin(deg * DEG) * distance,
  y,
  -Math.cos(deg * DEG) * distance,
]

function SectionQuarter(props: {
  section: MkSectionMark
  radius: number
  color: string
  figureId: string
  labelLayer: RefObject<HTMLDivElement | null>
}) {
  const { section, radius, color, figureId } = props
  const state = section.active ? 'active' : 'inactive'
  return (
    <>
      <Wedge
        radius={radius}
        centreDeg={section.centreDeg}
        widthDeg={90}
        color={section.active ? color : INACTIVE}
        map={section.active ? undefined : hatchTexture()}
      />
      <Html
        position={toward(section.centreDeg, radius * 0.72, Y_RIM)}
        center
        zIndexRange={[10, 0]}
        wrapperClass="label-wrap"
        pointerEvents="none"
        portal={props.labelLayer as RefObject<HTMLElement>}
      >
        <span
          className="figure-label"
          data-mk-section={`${figureId}:${section.name}`}
          data-state={state}
          data-click={section.click}
          style={{ fontSize: 9, fontWeight: 500, borderColor: section.active ? color : INACTIVE, opacity: section.active ? 1 : 0.75 }}
        >
          {section.active ? section.name : `${section.name} ☠☠☠`}
        </span>
      </Html>
    </>
  )
}

/** The four quarter borders at ±45 and ±135 degrees: two lines through the centre. */
function SectionBorders({ radius }: { radius: number }) {
  return (
    <>
      {[45, 135].map((deg) => (
        <Line
          key={deg}
          points={[toward(deg, radius, Y_RIM), toward(deg + 180, radius, Y_RIM)]}
          color={RIM}
          lineWidth={1.5}
          raycast={noRaycast}
        />
      ))}
    </>
  )
}

/** The rear platform: a deck across the back of the base, centred where the passenger stands. */
function RearPlatform({ radius, behind }: { radius: number; behind: number }) {
  const depth = 2 * (radius - behind) * 0.9
  return (
    <mesh rotation={FLAT} position={[0, Y_PLATFORM, behind]} raycast={noRaycast} name="mk-rear-platform">
      <planeGeometry args={[radius, depth]} />
      <meshBasicMaterial color={PLATFORM} />
    </mesh>
  )
}

export interface MkBaseProps {
  marks: MkBaseMarks
  /** The side's colour. */
  color: string
  figureId: string
  labelLayer: RefObject<HTMLDivElement | null>
  /** A passenger or a seated rider: drawn above its chariot's platform or its mount's base. */
  aboard: boolean
  /** A mount whose rider sits in its slot (R-CVG.5): the slot is covered. */
  riderSeated?: boolean
}

/** The whole base of one figure; the caller places it at the figure's position. */
export function MkBase({ marks, color, figureId, labelLayer, aboard, riderSeated = false }: MkBaseProps) {
  const [front, rear] = useMemo(() => {
    const c = new THREE.Color(color)
    return [
      `#${c.clone().lerp(new THREE.Color('#ffffff'), 0.55).getHexString()}`,
      `#${c.clone().lerp(new THREE.Color('#000000'), 0.45).getHexString()}`,
    ]
  }, [color])
  const { radius, sections } = marks
  return (
    <group rotation={[0, -marks.facingDeg * DEG, 0]} position={[0, aboard ? ABOARD_LIFT : 0, 0]} name={`mk-base:${figureId}`}>
      {marks.mount ? (
        <MkMount marks={marks.mount} front={front} rear={rear} figureId={figureId} seated={riderSeated} labelLayer={labelLayer} />
      ) : sections ? (
        <>
          {sections.map((s) => (
            <SectionQuarter key={s.name} section={s} radius={radius} color={color} figureId={figureId} labelLayer={labelLayer} />
          ))}
          <SectionBorders radius={radius} />
        </>
      ) : (
        <>
          <Wedge radius={radius} centreDeg={0} widthDeg={marks.frontArcDeg} color={front} />
          <Wedge radius={radius} centreDeg={180} widthDeg={marks.rearArcDeg} color={rear} />
        </>
      )}
      {marks.platformBehind !== null && <RearPlatform radius={radius} behind={marks.platformBehind} />}
      {!marks.mount && (
        <mesh rotation={FLAT} position={[0, Y_RIM, 0]} raycast={noRaycast}>
          <ringGeometry args={[radius * 0.96, radius, 64]} />
          <meshBasicMaterial color={RIM} />
        </mesh>
      )}
    </group>
  )
}
