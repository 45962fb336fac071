/**
 * The cover heat map on the table (issue 15): one flat quad per cell, coloured by the legend
 * (judge/heatmap/legend.ts through the ports), a hair above the surface the cell stands on (the
 * table, a hill top, a wall walk), so it shows in the perspective and the top-down view alike.
 * A cell where no figure can stand lies on the top of what is there (the judge's y for it, R-HM.5),
 * grey and hatched: at table height it hid inside the hill or tower. A cell not computed yet
 * borrows its coarse lattice cell's colour (cells.ts shownCell), dimmed and hatched, so the
 * picture appears at once and sharpens, and a cancelled run does not look complete. The pointer
 * over a cell shows its ruling in a small card beside it (and in the panel); a click moves the
 * chosen target there (the store's clickHeatmapCell).
 */
import { BesideCard } from './BesideCard'
import { usePaced } from './drawPacing'
import { CLICK_SLOP_PX } from './useGroundPointer'
import { Line } from '@react-three/drei'
import { useThree, type ThreeEvent } from '@react-three/fiber'
import { memo, useEffect, useMemo, useRef, type RefObject } from 'react'
import * as THREE from 'three'
import { useSightline, useSightlineStore } from '../StoreContext'
import { CELL, cellColor } from '../ports'
import { HeatmapCellRows } from '../panels/HeatmapCellRows'
import { cellAt, cellCentre, cellView, shownCell, standable } from '../store/heatmap/cells'
import type { HeatmapMap } from '../store/heatmap/types'
import type { HeatmapMetric } from '../ports'

/** Above the surface (cm): over the table's grid lines (0.02), under the figures' marks. */
const LIFT_CM = 0.04
/** A quad's share of its cell: a hairline gap keeps coarse cells apart. */
const FILL = 0.94
/** How far a cell not computed yet fades toward white: its colour is its coarse neighbour's, not its own. */
const PENDING_FADE = 0.45

/**
 * Drawn after the translucent area volumes (TerrainPieces, renderOrder 2): a wood drawn over
 * the cells tinted them (orange read as brown, "not seen" as teal, colours the legend does not
 * have). The areas write no depth, so the cells still hide behind solid pieces and figures.
 * The hatch comes after the cells.
 */
const CELLS_ORDER = 3
const HATCH_ORDER = 3.5

/** Cells drawn hatched: no figure can stand there, or not computed yet. */
const hatched = (map: HeatmapMap, k: number) => !standable(map.values, k)

/** Diagonal stripes, half-transparent black (16 x 16 texels, two stripes across a cell). */
function hatchTexture(): THREE.DataTexture {
  const size = 16
  const data = new Uint8Array(size * size * 4)
  for (let j = 0; j < size; j++) for (let i = 0; i < size; i++) if ((i + j) % 8 < 3) data[(j * size + i) * 4 + 3] = 150
  const texture = new THREE.DataTexture(data, size, size)
  texture.magFilter = THREE.NearestFilter
  texture.needsUpdate = true
  return texture
}

/** The height a cell's quad lies at: where it stands, else its coarse stand-in's, else the table. */
function quadY(map: HeatmapMap, k: number): number {
  const y = map.values.y[k]
  if (!Number.isNaN(y)) return y
  const other = map.values.y[shownCell(map.grid, map.values, k)]
  return Number.isNaN(other) ? 0 : other
}

/**
 * The cell a ray meets first, without testing every quad (three's InstancedMesh raycast does,
 * 32,400 at 0.5 cm, on every pointer move): the quads lie on a few heights, so the ray is cut
 * with each height's plane and the cell there kept when its quad lies on that plane.
 */
function raycastCells(map: HeatmapMap, heights: number[], mesh: THREE.Object3D, raycaster: THREE.Raycaster, hits: THREE.Intersection[]) {
  const { origin, direction } = raycaster.ray
  let best: THREE.Intersection | null = null
  for (const h of heights) {
    if (Math.abs(direction.y) < 1e-9) continue
    const t = (h + LIFT_CM - origin.y) / direction.y
    if (t < raycaster.near || t > raycaster.far || (best && t >= best.distance)) continue
    const point = origin.clone().addScaledVector(direction, t)
    const cell = cellAt(map.grid, point.x, point.z)
    if (cell === null || quadY(map, cell) !== h) continue
    best = { distance: t, point, object: mesh, instanceId: cell }
  }
  if (best) hits.push(best)
}

/**
 * Memoised with Hatch: drawn again only for a new map or metric. An inline prop (the raycast
 * below) changed on every render of the overlay, and R3F drew a frame for it: every progress
 * report drew one while the paced map (drawPacing.ts) had not changed.
 */
const Cells = memo(function Cells({ map, metric }: { map: HeatmapMap; metric: HeatmapMetric }) {
  const store = useSightlineStore()
  const invalidate = useThree((s) => s.invalidate)
  const mesh = useRef<THREE.InstancedMesh>(null)
  /** The heights the quads lie at (raycastCells). */
  const heights = useRef<number[]>([])
  const count = map.grid.nx * map.grid.nz
  const geometry = useMemo(() => new THREE.PlaneGeometry(1, 1).rotateX(-Math.PI / 2), [])
  useEffect(() => () => geometry.dispose(), [geometry])

  useEffect(() => {
    const instances = mesh.current
    if (!instances) return
    const matrix = new THREE.Matrix4()
    const color = new THREE.Color()
    const size = map.grid.step * FILL
    const shooters = map.shooters.length
    const levels = new Set<number>()
    for (let k = 0; k < count; k++) {
      const [x, z] = cellCentre(map.grid, k)
      const y = quadY(map, k)
      levels.add(y)
      matrix.makeScale(size, 1, size).setPosition(x, y + LIFT_CM, z)
      instances.setMatrixAt(k, matrix)
      const [r, g, b] = cellColor(map.values, shownCell(map.grid, map.values, k), metric, shooters)
      const fade = map.values.state[k] === CELL.pending ? PENDING_FADE : 0
      const lift = (v: number) => (v + (255 - v) * fade) / 255
      // The legend's hex colours are sRGB; three keeps colours linear and converts on output.
      instances.setColorAt(k, color.setRGB(lift(r), lift(g), lift(b), THREE.SRGBColorSpace))
    }
    instances.instanceMatrix.needsUpdate = true
    if (instances.instanceColor) instances.instanceColor.needsUpdate = true
    instances.computeBoundingSphere()
    heights.current = [...levels]
    invalidate()
  }, [map, metric, count, invalidate])

  const cellOf = (e: ThreeEvent<PointerEvent | MouseEvent>) =>
    typeof e.instanceId === 'number' && e.instanceId < count ? e.instanceId : null
  return (
    <instancedMesh
      key={count}
      ref={mesh}
      args={[geometry, undefined, count]}
      name="heatmap-cells"
      renderOrder={CELLS_ORDER}
      raycast={function (this: THREE.InstancedMesh, raycaster: THREE.Raycaster, hits: THREE.Intersection[]) {
        raycastCells(map, heights.current, this, raycaster, hits)
      }}
      onPointerMove={(e) => store.getState().hoverHeatmapCell(cellOf(e))}
      onPointerOut={() => store.getState().hoverHeatmapCell(null)}
      onClick={(e) => {
        if (e.delta > CLICK_SLOP_PX) return
        // The map takes the click: the table behind it would clear the choice the click needs.
        e.stopPropagation()
        const cell = cellOf(e)
        if (cell !== null) store.getState().clickHeatmapCell(cell)
      }}
    >
      <meshBasicMaterial transparent opacity={0.8} depthWrite={false} toneMapped={false} polygonOffset polygonOffsetFactor={-2} />
    </instancedMesh>
  )
})

/** Stripes over the cells where no figure can stand and those not computed yet (`name="heatmap-hatch"`). */
const Hatch = memo(function Hatch({ map }: { map: HeatmapMap }) {
  const invalidate = useThree((s) => s.invalidate)
  const mesh = useRef<THREE.InstancedMesh>(null)
  const total = map.grid.nx * map.grid.nz
  const geometry = useMemo(() => new THREE.PlaneGeometry(1, 1).rotateX(-Math.PI / 2), [])
  const texture = useMemo(hatchTexture, [])
  useEffect(
    () => () => {
      geometry.dispose()
      texture.dispose()
    },
    [geometry, texture],
  )
  useEffect(() => {
    const instances = mesh.current
    if (!instances) return
    const matrix = new THREE.Matrix4()
    const size = map.grid.step * FILL
    let n = 0
    for (let k = 0; k < total; k++) {
      if (!hatched(map, k)) continue
      const [x, z] = cellCentre(map.grid, k)
      matrix.makeScale(size, 1, size).setPosition(x, quadY(map, k) + LIFT_CM * 1.5, z)
      instances.setMatrixAt(n++, matrix)
    }
    instances.count = n
    instances.userData.hatched = n
    instances.instanceMatrix.needsUpdate = true
    instances.computeBoundingSphere()
    invalidate()
  }, [map, total, invalidate])
  return (
    <instancedMesh
      key={total}
      ref={mesh}
      args={[geometry, undefined, total]}
      name="heatmap-hatch"
      renderOrder={HATCH_ORDER}
      raycast={() => null}
    >
      <meshBasicMaterial map={texture} transparent depthWrite={false} toneMapped={false} polygonOffset polygonOffsetFactor={-3} />
    </instancedMesh>
  )
})

/**
 * The ruling of the cell under the pointer, beside it (`data-testid="heatmap-hover-card"`): while
 * the map is shown the pointer means the cell, not the piece under it (TableCanvas hides the
 * piece card then); the panel keeps its copy.
 */
function CellCard({ map, cell, labelLayer }: { map: HeatmapMap; cell: number; labelLayer: RefObject<HTMLDivElement | null> }) {
  const language = useSightline((s) => s.language)
  const by = useSightline((s) => s.heatmap.hoverBy)
  const [x, z] = cellCentre(map.grid, cell)
  const y = quadY(map, cell) + 3
  return (
    // Beside the cell and slid inside the canvas, as the piece card: on a phone the card translated
    // right of the pointer ran off the screen's edge.
    <BesideCard
      position={[x, y, z]}
      object={() => null}
      point={() => new THREE.Vector3(x, y, z)}
      labelLayer={labelLayer}
      refresh={`${cell} ${language} ${by ?? ''}`}
      card={{ 'data-testid': 'heatmap-hover-card', 'data-cell': cell }}
    >
      <HeatmapCellRows cell={cellView(map, cell)} by={by} language={language} testIds={false} />
    </BesideCard>
  )
}

/** The outline of the cell under the pointer. */
function HoverMark({ map, cell }: { map: HeatmapMap; cell: number }) {
  const [x, z] = cellCentre(map.grid, cell)
  const h = map.grid.step / 2
  const y = quadY(map, cell) + LIFT_CM * 2
  const points: [number, number, number][] = [
    [x - h, y, z - h],
    [x + h, y, z - h],
    [x + h, y, z + h],
    [x - h, y, z + h],
    [x - h, y, z - h],
  ]
  return <Line points={points} color="#111111" lineWidth={2} raycast={() => null} />
}

/** The map while the heat map panel is open (and no game is under way). */
export function HeatmapOverlay({ labelLayer }: { labelLayer: RefObject<HTMLDivElement | null> }) {
  const open = useSightline((s) => s.heatmap.open && s.play.session === null && s.mkplay.session === null)
  const running = useSightline((s) => s.heatmap.status === 'running')
  // While a run is under way its pictures are paced (drawPacing.ts): each one costs the workers' cores.
  const map = usePaced(
    useSightline((s) => s.heatmap.map),
    running,
  )
  const metric = useSightline((s) => s.heatmap.choice.metric)
  const hover = useSightline((s) => s.heatmap.hover)
  if (!open || !map) return null
  return (
    <group name="heatmap">
      <Cells map={map} metric={metric} />
      <Hatch map={map} />
      {hover !== null && hover < map.values.state.length && <HoverMark map={map} cell={hover} />}
      {hover !== null && hover < map.values.state.length && <CellCard map={map} cell={hover} labelLayer={labelLayer} />}
    </group>
  )
}
