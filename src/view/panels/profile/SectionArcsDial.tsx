/**
 * A small drawing of the section arcs around a base (R-LF-1), so a player sees what the table
 * says: each arc a wedge seen from the centre, front at the top, + to the right (clockwise, as
 * the rules' bearings run). Overlapping wedges show darker, a gap shows as bare base. Drawing
 * only: whether the arcs are allowed is the judge's profile check.
 */
import { arcSectionWord, profileListText } from '../../i18n/profileListTexts'
import type { Language } from '../../i18n/translations'
import type { ArcRow } from './sectionArcDraft'

const SIZE = 120
const MID = SIZE / 2
const RADIUS = 48
/** One colour per section of 000 "Kampfscheiben"; another name is grey. */
const COLOURS: Readonly<Record<string, string>> = { front: '#2f7bbf', right: '#c2872b', rear: '#7a4fa8', left: '#3c9a5f' }

/** The point at `radius` in the direction `bearingDeg` (0 up, + clockwise: SVG's y runs down). */
function at(bearingDeg: number, radius: number): [number, number] {
  const rad = (bearingDeg * Math.PI) / 180
  return [MID + radius * Math.sin(rad), MID - radius * Math.cos(rad)]
}

function wedge(arc: ArcRow): string {
  const [x0, y0] = at(arc.centreDeg - arc.widthDeg / 2, RADIUS)
  const [x1, y1] = at(arc.centreDeg + arc.widthDeg / 2, RADIUS)
  const large = arc.widthDeg > 180 ? 1 : 0
  return `M ${MID} ${MID} L ${x0.toFixed(2)} ${y0.toFixed(2)} A ${RADIUS} ${RADIUS} 0 ${large} 1 ${x1.toFixed(2)} ${y1.toFixed(2)} Z`
}

export function SectionArcsDial({ arcs, language }: { arcs: readonly ArcRow[]; language: Language }) {
  return (
    <svg
      className="profile-arcs-dial"
      data-testid="profile-arcs-dial"
      viewBox={`0 0 ${SIZE} ${SIZE}`}
      width={SIZE}
      height={SIZE}
      role="img"
      aria-label={profileListText('arcsDial', language)}
    >
      <circle cx={MID} cy={MID} r={RADIUS} fill="#e5e7eb" stroke="#4b5563" />
      {arcs.map((arc, i) => {
        const colour = COLOURS[arc.section] ?? '#6b7280'
        // A whole circle is no wedge (its ends meet): drawn as the base itself.
        const full = arc.widthDeg >= 360
        const [lx, ly] = at(arc.centreDeg, full ? 0 : RADIUS * 0.62)
        return (
          // Rows may repeat a section, so the place in the table keys the wedge (rows have no other identity).
          <g key={i} data-section={arc.section}>
            {full ? (
              <circle cx={MID} cy={MID} r={RADIUS} fill={colour} fillOpacity={0.55} />
            ) : arc.widthDeg > 0 ? (
              <path d={wedge(arc)} fill={colour} fillOpacity={0.55} stroke="#fff" strokeWidth={1} />
            ) : null}
            <text x={lx} y={ly} fontSize={9} textAnchor="middle" dominantBaseline="middle" fill="#111827">
              {arcSectionWord(arc.section, language)}
            </text>
          </g>
        )
      })}
      {/* The facing: a mark at the rim straight ahead. */}
      <path d={`M ${MID} 2 L ${MID - 5} 10 L ${MID + 5} 10 Z`} fill="#111827" />
    </svg>
  )
}
