/**
 * What a Mage Knight game shows on the table (core 5, 7; 000 "Bewegungsschablone"): a move
 * before the click as its straight centre line from the base's centre to the goal and the
 * base's outline at the goal, green when the rules allow it and red when they refuse, with the
 * path in inches against the speed (or the reason) in a label; a large figure's template also
 * shows the band its base sweeps (two lines a radius either side of the centre line). An attack
 * before the click: the line of fire centre to centre and a label with the 2d6 result needed and
 * the chance. The chosen figure has a ring. A cavalry step's path is MkCavalryMarks.tsx, a move
 * formation's paths MkFormationMarks.tsx. Everything is the session's answer in the store.
 */
import { Html, Line } from '@react-three/drei'
import type { RefObject } from 'react'
import { useSightline } from '../StoreContext'
import { uiText, type Language } from '../i18n/translations'
import { formatNumber } from '../i18n/formatValues'
import { mkRefusalText } from '../i18n/mkPlayTexts'
import type { MkAttackView, MkMoveView } from '../ports'
import type { Scene } from '../../scene/schema'
import { mkBaseMarks } from './mkBaseView'
import { MkLeaveMarks } from './MkLeaveMarks'
import { MkCavalryMarks } from './MkCavalryMarks'
import { MkFormationMarks } from './MkFormationMarks'
import { MkSiegeMarks } from './MkSiegeMarks'

const LIFT = 0.15
const ALLOWED = '#1f9d55'
const REFUSED = '#d64541'
const CHOSEN = '#f2a31b'
const noRaycast = () => null
type V3 = [number, number, number]

/** A circle of `radius` around (x, y, z), as points of a line. */
function circle(x: number, y: number, z: number, radius: number, steps = 48): V3[] {
  return Array.from({ length: steps + 1 }, (_, i) => {
    const a = (i / steps) * Math.PI * 2
    return [x + Math.cos(a) * radius, y, z + Math.sin(a) * radius]
  })
}

function Label({
  at,
  labelLayer,
  children,
  testId,
  refused,
}: {
  at: V3
  labelLayer: RefObject<HTMLDivElement | null>
  children: string
  testId: string
  refused: boolean
}) {
  return (
    <Html position={at} center wrapperClass="label-wrap" pointerEvents="none" portal={labelLayer as RefObject<HTMLElement>}>
      <div className={`move-label${refused ? ' refused' : ''}`} data-testid={testId}>
        {children}
      </div>
    </Html>
  )
}

function MoveTemplate({
  view,
  scene,
  language,
  labelLayer,
}: {
  view: MkMoveView
  scene: Scene
  language: Language
  labelLayer: RefObject<HTMLDivElement | null>
}) {
  const figure = scene.figures.find((f) => f.id === view.figure)
  if (!figure) return null
  const marks = mkBaseMarks(figure)
  const radius = marks?.radius ?? 1.5
  const y0 = figure.position[1] + LIFT
  const y1 = view.toHeightCm + LIFT
  const from: V3 = [view.from[0], y0, view.from[1]]
  const to: V3 = [view.to[0], y1, view.to[1]]
  const color = view.probe.ok ? ALLOWED : REFUSED
  const length = Math.hypot(to[0] - from[0], to[2] - from[2])
  // The band a large figure's base sweeps: its edges a radius to either side of the centre line.
  const side: V3 | null = length > 1e-6 ? [(-(to[2] - from[2]) / length) * radius, 0, ((to[0] - from[0]) / length) * radius] : null
  const shift = (p: V3, k: number): V3 => (side ? [p[0] + side[0] * k, p[1], p[2] + side[2] * k] : p)
  const t = (key: Parameters<typeof uiText>[0]) => uiText(key, language)
  const path = `${formatNumber(view.pathIn, 2, language)} ${t('mkInches')} ${t('mkOfSpeed')} ${view.speedIn ?? '–'} ${t('mkInches')}`
  const text = view.probe.ok
    ? `${path}${view.breaksAway.length > 0 ? ` · ${t('mkBreaksAwayFrom')} ${view.breaksAway.join(', ')} (${t('mkRollsD6')})` : ''}`
    : `${path} · ${mkRefusalText(view.probe.refusal, language)}`
  return (
    <group name="mk-move-preview" userData={{ ok: view.probe.ok }}>
      <Line points={[from, to]} color={color} lineWidth={3} raycast={noRaycast} />
      <Line points={circle(to[0], y1, to[2], radius)} color={color} lineWidth={2} raycast={noRaycast} />
      {marks?.sections && side && (
        <>
          <Line
            points={[shift(from, 1), shift(to, 1)]}
            color={color}
            lineWidth={1.5}
            dashed
            dashSize={0.8}
            gapSize={0.5}
            raycast={noRaycast}
          />
          <Line
            points={[shift(from, -1), shift(to, -1)]}
            color={color}
            lineWidth={1.5}
            dashed
            dashSize={0.8}
            gapSize={0.5}
            raycast={noRaycast}
          />
        </>
      )}
      <Label at={[to[0], y1 + 3, to[2]]} labelLayer={labelLayer} testId="mk-move-label" refused={!view.probe.ok}>
        {text}
      </Label>
    </group>
  )
}

function AttackLine({
  view,
  scene,
  language,
  labelLayer,
}: {
  view: MkAttackView
  scene: Scene
  language: Language
  labelLayer: RefObject<HTMLDivElement | null>
}) {
  const a = scene.figures.find((f) => f.id === view.figure)
  const b = scene.figures.find((f) => f.id === view.target)
  if (!a || !b) return null
  const lift = 2
  const from: V3 = [a.position[0], a.position[1] + lift, a.position[2]]
  const to: V3 = [b.position[0], b.position[1] + lift, b.position[2]]
  const odds = view.preview?.targets[0]
  const t = (key: Parameters<typeof uiText>[0]) => uiText(key, language)
  const text =
    view.probe.ok && odds
      ? `${t('mkNeeds')} ${odds.need} ${t('mkOn2d6')} · ${formatNumber(odds.chance * 100, 1, language)} %`
      : view.probe.ok
        ? t('mkAllowed')
        : mkRefusalText(view.probe.refusal, language)
  return (
    <group name="mk-attack-preview">
      <Line
        points={[from, to]}
        color={view.probe.ok ? ALLOWED : REFUSED}
        lineWidth={2.5}
        dashed
        dashSize={1}
        gapSize={0.6}
        raycast={noRaycast}
      />
      <Label at={[to[0], to[1] + 3, to[2]]} labelLayer={labelLayer} testId="mk-attack-label" refused={!view.probe.ok}>
        {text}
      </Label>
    </group>
  )
}

export function MkPlayMarks({
  scene,
  language,
  labelLayer,
}: {
  scene: Scene
  language: Language
  labelLayer: RefObject<HTMLDivElement | null>
}) {
  const move = useSightline((s) => s.mkplay.movePreview)
  const attack = useSightline((s) => s.mkplay.attackPreview)
  const selected = useSightline((s) => s.mkplay.selected)
  const chosen = selected ? scene.figures.find((f) => f.id === selected) : undefined
  const radius = chosen ? (mkBaseMarks(chosen)?.radius ?? 1.5) : 0
  return (
    <group name="mk-play-marks">
      {chosen && (
        <Line
          points={circle(chosen.position[0], chosen.position[1] + LIFT, chosen.position[2], radius + 0.4)}
          color={CHOSEN}
          lineWidth={3}
          raycast={noRaycast}
        />
      )}
      {move && !attack && <MoveTemplate view={move} scene={scene} language={language} labelLayer={labelLayer} />}
      {attack && <AttackLine view={attack} scene={scene} language={language} labelLayer={labelLayer} />}
      <MkLeaveMarks scene={scene} language={language} labelLayer={labelLayer} />
      <MkCavalryMarks scene={scene} language={language} labelLayer={labelLayer} />
      <MkFormationMarks scene={scene} language={language} labelLayer={labelLayer} />
      {scene.castle && <MkSiegeMarks scene={scene} />}
    </group>
  )
}
