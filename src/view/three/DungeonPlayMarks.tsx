/**
 * What a Dungeons game shows on the board (issue 13): the squares the active hero can move to,
 * tinted by their cost (core 15: light for 1, deeper for more), the cost of the square under the
 * pointer in a label, the squares beside a carrier where the judge allows its furniture down in
 * blue and those it refuses in red, the refusal under the pointer in a label (R-MKDV-3), the hero's
 * front arc on the grid as amber outlines (R-MKD-3), a ring round each haunted artifact it can use
 * now, and on a dungeon figure under the pointer its name (R-MKDV-4) with, while a hero is active,
 * that hero's attack on it: the numbers before the click or the refusal (R-MKD-17). Every value is
 * the session's answer in the store (offers, viewFacts); the tiles take no pointer, so a click
 * still reaches the board beneath.
 */
import { noRaycast, type V3 } from './playMarkStyle'
import { Html, Line } from '@react-three/drei'
import { useMemo, type RefObject } from 'react'
import { artifactSquares, DungeonBoard } from '../../scene/dungeon/board'
import { SQUARE_CM, type Dungeon, type Square } from '../../scene/dungeon/schema'
import { useSightline } from '../StoreContext'
import { uiText, type Language } from '../i18n/translations'
import { attackNumbersText, dungeonPlayRefusalText } from '../i18n/dungeonPlayTexts'
import { clauseText } from '../i18n/clauseTexts'

const LIFT = 0.08
const ARC = '#f2a31b'
const RING = '#7b3fe4'
/** The put-down places' tint: blue, apart from the green of the squares in reach. */
const PUT_DOWN = '#4a90e2'
/** A place beside the carrier the rules refuse: red, fainter. */
const PUT_DOWN_REFUSED = '#d9534f'

/** A square's tint by its cost: the cheaper, the lighter (1 to 6 and beyond). */
const COST_TINTS = ['#c6f0d0', '#9fe3b0', '#77d28f', '#4fbf70', '#2fa656', '#1b8742']
export const costTint = (cost: number): string => COST_TINTS[Math.min(COST_TINTS.length, Math.max(1, cost)) - 1]

const same = (a: Square, b: Square) => a[0] === b[0] && a[1] === b[1]

/** Each square once: a table's places overlap (two directions, neighbouring north-west squares). */
const distinctSquares = (squares: readonly Square[]): Square[] => squares.filter((s, i) => squares.findIndex((t) => same(s, t)) === i)

function outline(board: DungeonBoard, s: Square, inset: number, y: number): V3[] {
  const [x, z] = board.centre(s)
  const h = SQUARE_CM / 2 - inset
  return [
    [x - h, y, z - h],
    [x + h, y, z - h],
    [x + h, y, z + h],
    [x - h, y, z + h],
    [x - h, y, z - h],
  ]
}

function ring(x: number, z: number, radius: number, y: number, steps = 40): V3[] {
  return Array.from({ length: steps + 1 }, (_, i) => {
    const a = (i / steps) * Math.PI * 2
    return [x + Math.cos(a) * radius, y, z + Math.sin(a) * radius]
  })
}

export function DungeonPlayMarks({
  dungeon,
  language,
  labelLayer,
}: {
  dungeon: Dungeon
  language: Language
  labelLayer: RefObject<HTMLDivElement | null>
}) {
  const board = useMemo(() => new DungeonBoard(dungeon), [dungeon])
  const reachable = useSightline((s) => s.dungeonplay.offers?.reachable ?? null)
  const artifacts = useSightline((s) => s.dungeonplay.offers?.artifacts ?? null)
  const frontArc = useSightline((s) => s.dungeonplay.facts?.frontArc ?? null)
  const putDown = useSightline((s) => s.dungeonplay.offers?.putDownSquares ?? null)
  const spawns = useSightline((s) => s.dungeonplay.offers?.spawns ?? null)
  const heroAttacks = useSightline((s) => s.dungeonplay.offers?.heroAttacks ?? null)
  const hover = useSightline((s) => s.dungeonEditor.hover?.square ?? null)
  if (!reachable || !artifacts || !frontArc || !putDown || !spawns || !heroAttacks) return null
  const putDownSquares = distinctSquares(putDown.filter((p) => p.put.ok).map((p) => p.square))
  const refusedSquares = putDown.filter((p) => !p.put.ok)
  const hovered = hover ? reachable.find((r) => same(r.square, hover)) : undefined
  const hoveredRefusal = hover ? refusedSquares.find((p) => same(p.square, hover))?.put : undefined
  const hoveredFigure = hover ? spawns.find((f) => same(f.square, hover)) : undefined
  const hoveredAttack = hoveredFigure ? heroAttacks.find((a) => a.target === hoveredFigure.id) : undefined
  const labelAt = (s: Square, y: number) => [board.centre(s)[0], y, board.centre(s)[1]] as V3
  const usable = artifacts.filter((a) => a.use.ok)
  return (
    <group
      name="dungeon-play-marks"
      userData={{
        reachable: reachable.length,
        arc: frontArc.length,
        usable: usable.length,
        putDown: putDownSquares.length,
        putDownRefused: refusedSquares.length,
      }}
    >
      {reachable.map((r) => {
        const [x, z] = board.centre(r.square)
        return (
          <mesh
            key={`r-${r.square[0]},${r.square[1]}`}
            position={[x, LIFT, z]}
            rotation={[-Math.PI / 2, 0, 0]}
            raycast={noRaycast}
            userData={{ dungeonReach: r.cost }}
          >
            <planeGeometry args={[SQUARE_CM * 0.86, SQUARE_CM * 0.86]} />
            <meshBasicMaterial color={costTint(r.cost)} transparent opacity={0.7} depthWrite={false} />
          </mesh>
        )
      })}
      {putDownSquares.map((s) => {
        const [x, z] = board.centre(s)
        return (
          <mesh
            key={`p-${s[0]},${s[1]}`}
            position={[x, LIFT + 0.01, z]}
            rotation={[-Math.PI / 2, 0, 0]}
            raycast={noRaycast}
            userData={{ dungeonPutDown: true }}
          >
            <planeGeometry args={[SQUARE_CM * 0.7, SQUARE_CM * 0.7]} />
            <meshBasicMaterial color={PUT_DOWN} transparent opacity={0.6} depthWrite={false} />
          </mesh>
        )
      })}
      {refusedSquares.map(({ square: s }) => {
        const [x, z] = board.centre(s)
        return (
          <mesh
            key={`x-${s[0]},${s[1]}`}
            position={[x, LIFT + 0.01, z]}
            rotation={[-Math.PI / 2, 0, 0]}
            raycast={noRaycast}
            userData={{ dungeonPutDownRefused: true }}
          >
            <planeGeometry args={[SQUARE_CM * 0.7, SQUARE_CM * 0.7]} />
            <meshBasicMaterial color={PUT_DOWN_REFUSED} transparent opacity={0.45} depthWrite={false} />
          </mesh>
        )
      })}
      {frontArc.map((s) => (
        <Line key={`a-${s[0]},${s[1]}`} points={outline(board, s, 0.12, LIFT + 0.02)} color={ARC} lineWidth={1.5} raycast={noRaycast} />
      ))}
      {usable.map((a) => {
        const artifact = (dungeon.artifacts ?? []).find((x) => x.id === a.id)
        if (!artifact) return null
        const squares = artifactSquares(artifact).map((s) => board.centre(s))
        const cx = squares.reduce((n, p) => n + p[0], 0) / squares.length
        const cz = squares.reduce((n, p) => n + p[1], 0) / squares.length
        const radius = (SQUARE_CM * Math.sqrt(squares.length)) / 1.4
        return <Line key={`u-${a.id}`} points={ring(cx, cz, radius, LIFT + 0.05)} color={RING} lineWidth={3} raycast={noRaycast} />
      })}
      {hovered && (
        <Html
          position={[board.centre(hovered.square)[0], 3, board.centre(hovered.square)[1]]}
          center
          wrapperClass="label-wrap"
          pointerEvents="none"
          portal={labelLayer as RefObject<HTMLElement>}
        >
          <div className="move-label" data-testid="dungeon-hover-cost" data-cost={hovered.cost}>
            {uiText('dungeonCost', language)} {hovered.cost}
          </div>
        </Html>
      )}
      {hover && hoveredRefusal && !hoveredRefusal.ok && (
        <Html
          position={labelAt(hover, 4.5)}
          center
          wrapperClass="label-wrap"
          pointerEvents="none"
          portal={labelLayer as RefObject<HTMLElement>}
        >
          <div className="move-label" data-testid="dungeon-hover-put-down" data-refusal={hoveredRefusal.refusal.code}>
            {dungeonPlayRefusalText(hoveredRefusal.refusal, language)} — {clauseText(hoveredRefusal.refusal.clause, language)}
          </div>
        </Html>
      )}
      {hoveredFigure && (
        <Html
          position={labelAt(hoveredFigure.square, 4.5)}
          center
          wrapperClass="label-wrap"
          pointerEvents="none"
          portal={labelLayer as RefObject<HTMLElement>}
        >
          <div
            className="move-label"
            data-testid="dungeon-hover-figure"
            data-name={hoveredFigure.name}
            data-needed={hoveredAttack?.preview?.needed}
            data-refusal={hoveredAttack && !hoveredAttack.attack.ok ? hoveredAttack.attack.refusal.code : undefined}
          >
            <strong>{hoveredFigure.name}</strong>
            {hoveredAttack?.preview && <div>{attackNumbersText(hoveredAttack.preview, language)}</div>}
            {hoveredAttack && !hoveredAttack.attack.ok && <div>{dungeonPlayRefusalText(hoveredAttack.attack.refusal, language)}</div>}
          </div>
        </Html>
      )}
    </group>
  )
}
