/**
 * The 3D view of the current scene: table, terrain, ladders, figures, the judge's rays and the
 * tool marks. Pointer handling: figures are pressed (choose) or dragged; the ground (table and
 * solid terrain) takes clicks (clear, tape points) and, in probe mode, pointer moves. In the
 * siege editor castle pieces, terrain, ladders and planks are dragged (useSiegePointer.ts) and
 * the chosen palette piece's ghost follows the pointer (GhostPiece.tsx). What a click or a move on
 * the ground means in each mode is useGroundPointer.ts.
 */
import { useMemo, useRef, type RefObject } from 'react'
import { Canvas } from '@react-three/fiber'
import type * as THREE from 'three'
import { useSightline, useSightlineStore } from '../StoreContext'
import { CameraRig } from './CameraRig'
import { CastleMeshes } from './CastleMeshes'
import { DeploymentZones } from './DeploymentZones'
import { siegeHitOf } from './siegePicking'
import { FigureMeshes, type FigureMarks } from './FigureMeshes'
import { LadderMeshes } from './LadderMeshes'
import { sideColors } from './palette'
import { SightRays } from './SightRays'
import { TableSurface } from './TableSurface'
import { TerrainPieces } from './TerrainPieces'
import { ProbeMarker, TapeMarks } from './ToolMarks'
import { useFigurePointer } from './useFigurePointer'
import { useSiegePointer } from './useSiegePointer'
import { CLICK_SLOP_PX, useGroundPointer } from './useGroundPointer'
import { GhostPiece } from './GhostPiece'
import { TerrainGhost } from './TerrainGhost'
import { MkPlayMarks } from './MkPlayMarks'
import { ScreenProjection } from './ScreenProjection'
import { DungeonLayer } from './DungeonLayer'
import { DungeonPlayMarks } from './DungeonPlayMarks'
import { draggedSectionOverlaps } from '../store/siege/preview'
import { figureOverlapsIn } from '../../scene/figureOverlaps'
import { ApBars, AreaTemplate, ChargePath, DangerZones, FacingArrows, MovePath, PushLine } from './PlayMarks'
import { AimLabel, DeploymentProblems, HoverCard } from './PlayLabels'
import { FacingMarks } from './FacingMarks'
import { RangeRings } from './RangeRings'
import { StabilityRing } from './StabilityRing'
import { PieceHoverCard } from './PieceHoverCard'
import { BoxSelect } from './BoxSelect'
import { groupOverlaps } from '../store/groupDrag'
import { HeatmapOverlay } from './HeatmapOverlay'

function SceneContents({ labelLayer }: { labelLayer: RefObject<HTMLDivElement | null> }) {
  const store = useSightlineStore()
  // While a game runs the table is the game's (the session's scene), not the edit scene.
  const scene = useSightline((s) => s.dungeonplay.scene ?? s.mkplay.scene ?? s.play.scene ?? s.scene)
  const playing = useSightline((s) => s.play.session !== null)
  // A Mage Knight game (store/mkplay) has its own pointer and marks (MkPlayMarks.tsx).
  const mkPlaying = useSightline((s) => s.mkplay.session !== null)
  // A Dungeons game (store/dungeonplay): a click on a square in reach moves the active hero (DungeonPlayMarks.tsx).
  const dungeonPlaying = useSightline((s) => s.dungeonplay.session !== null)
  // Its figures by name (R-MKDV-4: "Shade 1"; heroes as the panel lists them) on their labels and hover card.
  const figureNames = useSightline((s) => s.dungeonplay.labels)
  const movePreview = useSightline((s) => s.play.movePreview)
  const pushPreview = useSightline((s) => s.play.pushPreview)
  const zones = useSightline((s) => s.play.zones)
  const game = useSightline((s) => s.play.game)
  const turning = useSightline((s) => s.play.turning)
  const hovered = useSightline((s) => s.play.hovered)
  const aiming = useSightline((s) => s.play.aiming)
  const walk = useSightline((s) => (s.play.session ? s.play.walk : null))
  const chargePath = useSightline((s) => s.play.chargePath)
  const deploymentProblems = useSightline((s) => (s.play.status === 'setup' ? (s.play.choices?.deployment ?? null) : null))
  const impact = useSightline((s) => (s.play.last?.ok ? s.play.last.breakdown.lines.find((l) => l.key === 'impact')?.params : undefined))
  const apOf = useMemo(() => new Map(Object.values(game?.models ?? {}).map((m) => [m.id, m.ap])), [game])
  const judgement = useSightline((s) => s.judgement)
  const shooterId = useSightline((s) => s.shooterId)
  const targetId = useSightline((s) => s.targetId)
  const draggedId = useSightline((s) => s.drag?.figureId ?? null)
  const dragGroup = useSightline((s) => s.drag?.group ?? null)
  const chosenIds = useSightline((s) => s.multi.ids)
  const mode = useSightline((s) => s.mode)
  const topDown = useSightline((s) => s.topDown)
  const tape = useSightline((s) => s.tape)
  const probe = useSightline((s) => s.probe)
  const language = useSightline((s) => s.language)
  const sectionViews = useSightline((s) => s.castle.sections)
  const setup = useSightline((s) => (s.siege.editing ? s.castle.setup : null))
  const siegeSelected = useSightline((s) => s.siege.selected?.id ?? null)
  const terrainSelected = useSightline((s) => (s.mode === 'terrain' && !s.siege.editing ? s.terrainTool.selected : siegeSelected))
  const preview = useSightline((s) => (s.siege.editing ? s.siege.preview : null))
  const draggedSection = useSightline((s) => (s.siege.drag?.item.kind === 'section' ? s.siege.drag.item.id : null))
  const hoveredSection = useSightline((s) => s.siege.hoveredSection)
  const heatmapCellHovered = useSightline((s) => s.heatmap.open && s.heatmap.map !== null && s.heatmap.hover !== null)
  const allLabels = useSightline((s) => s.siege.allLabels)
  const shotSections = useSightline((s) => s.castle.shot?.sections)
  const castleFrom = useSightline((s) => s.castle.from)
  const castleTo = useSightline((s) => s.castle.to)
  const groundRef = useRef<THREE.Group>(null)
  const onFigurePointerDown = useFigurePointer(groundRef)
  const onPiecePointerDown = useSiegePointer()
  const { onGroundClick, onGroundMove } = useGroundPointer()
  const warnId = useMemo(
    () => (scene && draggedSection && draggedSectionOverlaps(scene, draggedSection).length > 0 ? draggedSection : null),
    [scene, draggedSection],
  )
  // A dragged figure turns red like a dragged section when it cuts into something: the loader's own overlap test.
  const figureWarnId = useMemo(
    () => (scene && draggedId && figureOverlapsIn(scene, draggedId).length > 0 ? draggedId : null),
    [scene, draggedId],
  )

  // A dragged selection: every figure of it that cuts into something is red (groupDrag.ts).
  const groupWarnIds = useMemo(() => new Set(scene && dragGroup ? groupOverlaps(scene, dragGroup).keys() : []), [scene, dragGroup])
  const selected = useMemo(
    () => new Set(playing || mkPlaying || dungeonPlaying ? [] : chosenIds),
    [chosenIds, playing, mkPlaying, dungeonPlaying],
  )
  const colors = useMemo(() => (scene ? sideColors(scene) : new Map<string, string>()), [scene])
  const blockers = useMemo(() => new Set(judgement?.ruling.blockers ?? []), [judgement])
  const coverFrom = useMemo(() => new Set(judgement?.ruling.coverFrom ?? []), [judgement])
  if (!scene) return null
  // Labels pick their figure in every mode but the tape's (issue 14), in play too: a figure hidden behind a
  // wall is reached by its label. The label passes pointer moves on to the table (FigureMeshes.tsx), so
  // play's hover previews still follow the pointer across it.
  const marks: FigureMarks = {
    shooterId,
    targetId,
    blockers,
    coverFrom,
    draggedId,
    warnId: figureWarnId,
    // Not in a Dungeons game: there a label floats over the next square north, and a click on a square is the move
    // (heroes are chosen by their figure or in the panel).
    labelsPick: mode !== 'tape' && !dungeonPlaying,
    selected,
    warnIds: groupWarnIds,
  }
  const labelled = (id: string) =>
    allLabels ||
    id === siegeSelected ||
    id === hoveredSection ||
    id === draggedSection ||
    id === castleFrom ||
    id === castleTo ||
    (shotSections?.includes(id) ?? false)

  return (
    <>
      <CameraRig width={scene.table.width} depth={scene.table.depth} topDown={topDown} />
      <ambientLight intensity={0.7} />
      <directionalLight position={[scene.table.width * 0.3, 120, scene.table.depth * 1.2]} intensity={1.6} />
      <hemisphereLight args={['#ffffff', '#666655', 0.4]} />
      <group ref={groundRef} onClick={onGroundClick} onPointerMove={onGroundMove} onPointerDown={onPiecePointerDown}>
        <TableSurface width={scene.table.width} depth={scene.table.depth} color={scene.table.color} />
        <TerrainPieces pieces={scene.terrain} highlight={{ blockers, coverFrom, selectedId: terrainSelected }} />
        {scene.dungeon && <DungeonLayer dungeon={scene.dungeon} />}
        {scene.castle && (
          <CastleMeshes
            castle={scene.castle}
            views={sectionViews}
            selectedId={siegeSelected}
            labelled={labelled}
            warnId={warnId}
            labelLayer={labelLayer}
          />
        )}
      </group>
      {preview && <GhostPiece preview={preview} />}
      {mode === 'terrain' && !preview && !playing && !mkPlaying && <TerrainGhost />}
      <HeatmapOverlay labelLayer={labelLayer} />
      {setup && <DeploymentZones setup={setup} labelLayer={labelLayer} />}
      <group
        onPointerDown={onPiecePointerDown}
        onClick={(e) => {
          const state = store.getState()
          const hit = siegeHitOf(e.object)
          if (!state.siege.editing || hit?.kind !== 'ladder' || e.delta > CLICK_SLOP_PX) return
          e.stopPropagation()
          state.selectSiegeItem(hit)
        }}
      >
        <LadderMeshes ladders={scene.ladders ?? []} selectedId={siegeSelected} />
      </group>
      <group
        onClick={(e) => {
          // A press on a figure was handled on pointer down; keep the click off the table behind.
          if (store.getState().mode !== 'tape') e.stopPropagation()
        }}
        onPointerOver={(e) => {
          const id = e.object.userData.figureId
          if (playing && typeof id === 'string') store.getState().hoverFigure(id)
          if (mkPlaying && typeof id === 'string') store.getState().hoverMkFigure(id)
        }}
        onPointerOut={() => {
          if (playing) store.getState().hoverFigure(null)
          if (mkPlaying) {
            store.getState().hoverMkFigure(null)
            store.getState().previewMkAttack(null)
          }
        }}
      >
        <FigureMeshes
          figures={scene.figures}
          colors={colors}
          marks={marks}
          onPointerDown={onFigurePointerDown}
          labelLayer={labelLayer}
          walk={walk}
          names={figureNames}
        />
      </group>
      {!playing && judgement && <SightRays rays={judgement.sight.rays} />}
      {!playing && <FacingMarks figures={scene.figures} colors={colors} />}
      <RangeRings scene={scene} labelLayer={labelLayer} />
      {!playing && <StabilityRing scene={scene} labelLayer={labelLayer} />}
      {deploymentProblems && deploymentProblems.length > 0 && (
        <DeploymentProblems problems={deploymentProblems} scene={scene} language={language} labelLayer={labelLayer} />
      )}
      {playing && <DangerZones zones={zones} scene={scene} />}
      {playing && <ApBars scene={scene} ap={apOf} />}
      {playing && game && <FacingArrows scene={scene} game={game} turning={turning} />}
      {playing && aiming?.point && aiming.radiusCm !== null && (
        <AreaTemplate at={aiming.point} radiusCm={aiming.radiusCm} allowed={aiming.probe?.ok === true} />
      )}
      {playing && aiming?.point && <AimLabel aiming={aiming} language={language} labelLayer={labelLayer} />}
      {playing && !turning && !aiming && movePreview && <MovePath preview={movePreview} language={language} labelLayer={labelLayer} />}
      {playing && pushPreview && <PushLine preview={pushPreview} />}
      {playing && chargePath && <ChargePath path={chargePath} />}
      {playing && impact && <AreaTemplate at={[Number(impact.x), Number(impact.y), Number(impact.z)]} radiusCm={Number(impact.radiusCm)} />}
      {playing && game && hovered && <HoverCard id={hovered} scene={scene} game={game} language={language} labelLayer={labelLayer} />}
      {/* Over a heat map cell the pointer means the cell: its own card (HeatmapOverlay) stands for the piece's. */}
      {!heatmapCellHovered && (
        <PieceHoverCard scene={scene} language={language} labelLayer={labelLayer} figures={!playing} names={figureNames} />
      )}
      {mkPlaying && <MkPlayMarks scene={scene} language={language} labelLayer={labelLayer} />}
      {dungeonPlaying && scene.dungeon && <DungeonPlayMarks dungeon={scene.dungeon} language={language} labelLayer={labelLayer} />}
      {mode === 'tape' && <TapeMarks tape={tape} language={language} labelLayer={labelLayer} />}
      {mode === 'probe' && probe && <ProbeMarker probe={probe} figure={scene.figures.find((f) => f.id === shooterId)} />}
    </>
  )
}

/**
 * The canvas with the scene; clicking nothing at all clears the selection. Labels go to a layer
 * of our own over the canvas: drei's <Html> would otherwise attach the first labels to an
 * element R3F replaces once its events connect, and those labels would stay empty.
 */
export function TableCanvas() {
  const store = useSightlineStore()
  const labelLayer = useRef<HTMLDivElement>(null)
  return (
    <div
      className="table-stage"
      onPointerLeave={() => {
        store.getState().hoverSiegeAt(null)
        store.getState().hoverSection(null)
        store.getState().hoverDungeonAt(null)
      }}
    >
      <Canvas
        className="table-canvas"
        data-testid="table-canvas"
        gl={{ preserveDrawingBuffer: true, antialias: true }}
        dpr={[1, 2]}
        // Drawn when something changed (props, the controls' change events, invalidate()), not 60 times a second.
        frameloop="demand"
        onPointerMissed={() => {
          if (store.getState().mode === 'select') store.getState().clearSelection()
        }}
      >
        <color attach="background" args={['#e9edf2']} />
        <SceneContents labelLayer={labelLayer} />
        <BoxSelect />
        <ScreenProjection />
      </Canvas>
      <div ref={labelLayer} className="label-layer" />
    </div>
  )
}
