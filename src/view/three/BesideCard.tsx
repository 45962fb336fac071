/**
 * A card drawn over the table beside what it describes (cardPlacement.ts): the piece hover card,
 * play's model card and the heat map's cell card share it. It measures itself each frame, is
 * placed beside `object` (or around `point` when there is none, or it is too large), slid inside
 * the canvas, above every figure label, and asks for a new frame when `refresh` changes (new rows
 * change its size). The card's own element carries `className` and the test hooks given.
 */
import { Html } from '@react-three/drei'
import { useThree } from '@react-three/fiber'
import { type HTMLAttributes, type ReactNode, type RefObject, useEffect, useMemo, useRef } from 'react'
import type * as THREE from 'three'
import { besideCalculator } from './cardPlacement'

export interface BesideCardProps {
  /** Where drei anchors the element in the world (cm). */
  position: [number, number, number]
  /** What the card stands beside; null: only `point`. Read each frame. */
  object: () => THREE.Object3D | null
  /** The point the pointer met, for things too large to stand beside. Read each frame. */
  point: () => THREE.Vector3 | null
  labelLayer: RefObject<HTMLDivElement | null>
  /** Changes when the card's rows change, so that it is placed again at its new size. */
  refresh?: string
  card: HTMLAttributes<HTMLDivElement> & Record<`data-${string}`, string | number | undefined>
  children: ReactNode
}

export function BesideCard({ position, object, point, labelLayer, refresh, card, children }: BesideCardProps) {
  const invalidate = useThree((s) => s.invalidate)
  const cardElement = useRef<HTMLDivElement>(null)
  // The newest callbacks, read by one calculator made once (a new one each render would re-measure for nothing).
  const source = useRef({ object, point })
  source.current = { object, point }
  const placeCard = useMemo(
    () =>
      besideCalculator(
        () => source.current.object(),
        () => source.current.point(),
        cardElement,
        invalidate,
      ),
    [invalidate],
  )
  useEffect(() => {
    if (refresh !== undefined) invalidate()
  }, [refresh, invalidate])
  return (
    <Html
      position={position}
      calculatePosition={placeCard}
      wrapperClass="label-wrap"
      pointerEvents="none"
      portal={labelLayer as RefObject<HTMLElement>}
      // Above every figure label (drei orders labels by distance up to 16777271): labels had covered the card's rows.
      zIndexRange={[16777272, 16777272]}
    >
      <div ref={cardElement} className="hover-card" {...card}>
        {children}
      </div>
    </Html>
  )
}
