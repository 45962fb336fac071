/**
 * What the printed base of a Mage Knight figure shows on the table, as plain numbers for
 * MkBases.tsx: the front and rear arcs of a one-dial figure, the four sections of a large figure
 * (000 "Kampfscheiben") with the click each dial stands at and whether it is still active, and a
 * chariot's rear platform (000 "Passagiere"), a mount's elongated base (003, mkMountView.ts). Angles are relative bearings in degrees, clockwise
 * from the figure's facing; MkBases turns the whole base to the facing.
 */
import { isChariotCard, PLATFORM_BEHIND_RADIUS } from '../../scene/mageknight/chariot'
import { LARGE_FIGURE_SECTIONS, type LargeFigureSection, type MkDial, type MkFigureCard } from '../../scene/mageknight/dial'
import { MK_LIBRARY, type MkLibrary } from '../../scene/mageknight/library'
import { ownEntry } from '../../scene/records'
import type { Figure } from '../../scene/schema'
import { cm, inches, inchesToCm, type Cm } from '../../math/units'
import { mkMountMarks, type MkMountMarks } from './mkMountView'

/**
 * Where each section's quarter is centred, relative to the facing: front ahead, right +90,
 * rear behind, left -90 (R-LFM.5; the same split the large-figure rules use by default).
 */
export const SECTION_CENTRE_DEG: Record<LargeFigureSection, number> = { front: 0, right: 90, rear: 180, left: 270 }

/** Skulls in a window that make a large figure's section inactive (000 "Kampfscheiben"). */
const INACTIVE_SKULLS = 3

export interface MkSectionMark {
  name: LargeFigureSection
  /** Centre of its quarter, relative bearing in degrees. */
  centreDeg: number
  /** The click its dial shows now: the scene's `mk.clicks`, else the version's start. */
  click: number
  skulls: number
  active: boolean
}

export interface MkBaseMarks {
  radius: Cm
  /** The figure's facing in degrees (clockwise from north, R-E.9a); 0 when the scene gives none. */
  facingDeg: number
  frontArcDeg: number
  rearArcDeg: number
  /** Large figures only: the four sections in dial order. */
  sections: MkSectionMark[] | null
  /** Chariots only: the platform point's distance behind the centre (cm), as chariot.ts places the passenger. */
  platformBehind: Cm | null
  /** Mounts only (003): the elongated base, its arcs from the centre dot and its slot (mkMountView.ts). */
  mount: MkMountMarks | null
}

/**
 * The skulls a dial's window shows at a click. The rules decide from the same count
 * (`isInactiveDial` in src/rules/mageknight/core/dial.ts), but the view may not import the
 * rules, and the judge's front door offers nothing for a figure's dial; counting the printed
 * symbols is what a player does looking at the base, so the view counts them here.
 */
export function skullsShown(dial: MkDial, click: number): number {
  const c = dial.clicks[Math.min(Math.max(click, 0), dial.clicks.length - 1)]
  return [c.speed ?? c.fortification, c.attack, c.defence, c.damage].filter((v) => v?.value === 'skull').length
}

/** The click each dial of `card` stands at for this scene figure. */
function currentClicks(card: MkFigureCard, mk: NonNullable<Figure['mk']>): number[] {
  const version = card.versions.find((v) => v.name === mk.version) ?? card.versions[0]
  return card.dials.map((_, d) => mk.clicks?.[d] ?? version.startClick)
}

/**
 * A seated rider fallen in its saddle (003 "Dark Riders Subfaction", R-MKK-27): its dial shows the
 * skull at the scene's click (skullsShown, as a player reads the base). The engine keeps such a
 * rider seated (the mount's `mk.rider` still names it) but its base is taken out of the slot, so
 * the view draws its body on the saddle and neither its base nor a covered slot.
 */
export function fallenInSaddle(rider: Pick<Figure, 'mk'>, library: MkLibrary = MK_LIBRARY): boolean {
  const card = rider.mk ? ownEntry(library.figures, rider.mk.card) : undefined
  if (!card || !rider.mk) return false
  const clicks = currentClicks(card, rider.mk)
  return card.dials.some((dial, d) => skullsShown(dial, clicks[d]) > 0)
}

/** Whether a mount's slot is covered: by the base of a rider seated in it, not by a fallen one's (R-MKK-27). */
export const slotCovered = (seatedRider: Pick<Figure, 'mk'> | undefined, library: MkLibrary = MK_LIBRARY): boolean =>
  seatedRider !== undefined && !fallenInSaddle(seatedRider, library)

/** The base marks of a scene figure, or null for a figure without a Mage Knight card of the library. */
export function mkBaseMarks(figure: Pick<Figure, 'facing' | 'mk'>, library: MkLibrary = MK_LIBRARY): MkBaseMarks | null {
  const card = figure.mk ? ownEntry(library.figures, figure.mk.card) : undefined
  if (!card || !figure.mk) return null
  const radius = cm(inchesToCm(inches(card.base.diameterIn)) / 2)
  const clicks = currentClicks(card, figure.mk)
  const sections =
    card.largeFigure && card.dials.length === LARGE_FIGURE_SECTIONS.length
      ? LARGE_FIGURE_SECTIONS.map((name, d) => {
          const skulls = skullsShown(card.dials[d], clicks[d])
          return { name, centreDeg: SECTION_CENTRE_DEG[name], click: clicks[d], skulls, active: skulls < INACTIVE_SKULLS }
        })
      : null
  return {
    radius,
    facingDeg: figure.facing ?? 0,
    frontArcDeg: card.base.frontArcDeg,
    rearArcDeg: card.base.rearArcDeg,
    sections,
    platformBehind: isChariotCard(card) ? cm(PLATFORM_BEHIND_RADIUS * radius) : null,
    mount: mkMountMarks(figure, library),
  }
}

/**
 * The `thetaStart` (radians) of a three CircleGeometry / RingGeometry wedge of `widthDeg`
 * centred on the relative bearing `centreDeg`, for a mesh laid flat with rotation x = -90 deg.
 * Such a mesh maps its local angle t to the table direction (cos t, 0, -sin t), and a bearing b
 * (clockwise from -z, 90 toward +x) is the direction (sin b, 0, -cos b): t = 90 - b.
 */
export function wedgeThetaStart(centreDeg: number, widthDeg: number): number {
  return ((90 - centreDeg - widthDeg / 2) * Math.PI) / 180
}
