/**
 * The table's terrain: boxes (rotated about their centre by rotationY degrees), upright
 * cylinders and `area` pieces as translucent volumes. Pieces the judge names as blocking or
 * giving cover are highlighted, the piece an editor has chosen glows blue. Solid pieces are "ground" for picking; areas are not, because
 * figures stand on the table inside them and clicks should pass through.
 */
import { Edges } from '@react-three/drei'
import type { TerrainPiece } from '../../scene/schema'
import { HIGHLIGHT_BLOCKER, HIGHLIGHT_COVER, pieceColor } from './palette'
import { GROUND_TAG } from './groundPicking'

const DEG = Math.PI / 180
const noRaycast = () => null

export interface TerrainHighlight {
  blockers: ReadonlySet<string>
  coverFrom: ReadonlySet<string>
  /** The piece an editor has chosen (the terrain tool's or the siege editor's). */
  selectedId?: string | null
}

/** The glow of a chosen piece, as a chosen ladder's (LadderMeshes.tsx). */
const SELECTED = '#1f6feb'

function highlightOf(id: string, highlight: TerrainHighlight): string | null {
  if (highlight.selectedId === id) return SELECTED
  if (highlight.blockers.has(id)) return HIGHLIGHT_BLOCKER
  if (highlight.coverFrom.has(id)) return HIGHLIGHT_COVER
  return null
}

function PieceMesh({ piece, glow }: { piece: TerrainPiece; glow: string | null }) {
  const color = pieceColor(piece)
  const isArea = piece.shape === 'area'
  const rotationY = piece.shape === 'cylinder' ? 0 : (piece.rotationY ?? 0) * DEG
  return (
    <mesh
      name={`terrain:${piece.id}`}
      position={[piece.center[0], piece.center[1], piece.center[2]]}
      rotation={[0, rotationY, 0]}
      userData={isArea ? { pieceId: piece.id } : { pieceId: piece.id, [GROUND_TAG]: true }}
      raycast={isArea ? noRaycast : undefined}
      renderOrder={isArea ? 2 : 0}
    >
      {piece.shape === 'cylinder' ? (
        <cylinderGeometry args={[piece.radius, piece.radius, piece.height, 40]} />
      ) : (
        <boxGeometry args={piece.size} />
      )}
      <meshStandardMaterial
        color={color}
        emissive={glow ?? '#000000'}
        emissiveIntensity={glow ? 0.55 : 0}
        transparent={isArea}
        opacity={isArea ? 0.28 : 1}
        depthWrite={!isArea}
      />
      <Edges color={glow ?? (isArea ? color : '#2b2b2b')} raycast={noRaycast} lineWidth={glow ? 2.5 : 1} />
    </mesh>
  )
}

/** All terrain pieces of the scene. */
export function TerrainPieces({ pieces, highlight }: { pieces: readonly TerrainPiece[]; highlight: TerrainHighlight }) {
  return (
    <group name="terrain">
      {pieces.map((piece) => (
        <PieceMesh key={piece.id} piece={piece} glow={highlightOf(piece.id, highlight)} />
      ))}
    </group>
  )
}
