import { statsOf, type MkPiece } from '../../rules/mageknight/core'

/**
 * A Mage Knight figure's dial panel as plain data (the view's dial strip): every dial's printed
 * clicks, the click it shows now and the one it started at, whether the section is inactive
 * (three skulls, 000 "Kampfscheiben"), what its window shows now, and the figure's tokens.
 */

/** One printed value: a number or a symbol (skull, broken tower), with its coloured abilities. */
export interface MkCellView {
  value: number | 'skull' | 'brokenTower' | null
  abilities: readonly string[]
  yellowSquare: boolean
}

export interface MkClickView {
  first: MkCellView
  attack: MkCellView
  defence: MkCellView
  damage: MkCellView
}

export interface MkDialView {
  /** The section's name on a large figure (front, left, right, rear); absent on a one-dial figure. */
  name: string | null
  speedSymbol: string
  rangeIn: number
  targets: number
  clicks: readonly MkClickView[]
  current: number
  start: number
  /** 000: a section of a multi-dial figure showing three skulls acts no more and takes no more damage. */
  inactive: boolean
  now: { speed: number | null; attack: number; defence: number; damage: number; abilities: readonly string[]; skulls: number }
}

export interface MkFigureSheet {
  id: string
  side: string
  points: number
  largeFigure: boolean
  /** 0, 1, or 2 (pushed) action tokens (core 4). */
  actionTokens: number
  actedThisTurn: boolean
  eliminated: boolean
  dials: readonly MkDialView[]
}

type Printed = MkPiece['dials'][number]['clicks'][number]['attack']

const cell = (v: Printed | undefined): MkCellView => ({
  value: v ? v.value : null,
  abilities: v?.abilities ?? [],
  yellowSquare: v?.yellowSquare === true,
})

export function figureSheetOf(piece: MkPiece): MkFigureSheet {
  const multi = piece.dials.length > 1
  const dials = piece.dials.map((d, i): MkDialView => {
    const s = statsOf(piece, i)
    return {
      name: d.name ?? null,
      speedSymbol: d.speedSymbol,
      rangeIn: d.rangeIn,
      targets: d.targets,
      clicks: d.clicks.map((c) => ({
        first: cell(c.speed ?? c.fortification),
        attack: cell(c.attack),
        defence: cell(c.defence),
        damage: cell(c.damage),
      })),
      current: piece.clicks[i],
      start: piece.startClicks[i],
      inactive: multi && s.skulls >= 3,
      now: { speed: s.speed, attack: s.attack, defence: s.defence, damage: s.damage, abilities: s.abilities, skulls: s.skulls },
    }
  })
  // The rules' count (core 2, 000): a one-dial figure at a skull, a multi-dial one at six skulls in all.
  const skulls = dials.reduce((n, d) => n + d.now.skulls, 0)
  return {
    id: piece.id,
    side: piece.side,
    points: piece.points,
    largeFigure: piece.largeFigure,
    actionTokens: piece.actionTokens,
    actedThisTurn: piece.actedThisTurn,
    eliminated: multi ? skulls >= 6 : skulls > 0,
    dials,
  }
}
