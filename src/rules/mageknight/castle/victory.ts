import type { RulingLine } from '../../kernel/clauses'
import { detailed, type Detailed } from '../../kernel/detail'
import { CASTLE, CORE } from '../core/clauses'
import { MK_RULINGS } from './settings'

/**
 * Victory points at the end of the game (MAGE-KNIGHT-CORE.md 9, 001 "Siegpunkte"): eliminated
 * pieces score for the side that eliminated them, survivors for their owner; castle sections the
 * same, except that a demoralised section held only by opposing figures (on it and at its access
 * points) scores double for its conqueror (and nothing for its owner).
 */

export interface VpPiece {
  id: string
  side: string
  points: number
  eliminated: boolean
  /** The side that eliminated it; absent with two sides: the other one. */
  eliminatedBy?: string
}

export interface VpSection extends VpPiece {
  /** Yellow square at the end of the game. */
  demoralised: boolean
  /** Sides of the figures on the section and in contact with its access points. */
  occupantSides: readonly string[]
}

export interface VictoryPoints {
  totals: Record<string, number>
  lines: RulingLine[]
}

export function victoryPoints(sides: readonly string[], figures: readonly VpPiece[], sections: readonly VpSection[]): VictoryPoints {
  // Side names come from files: a null-prototype record, so a side called "constructor" is no inherited key.
  const totals: Record<string, number> = Object.assign(Object.create(null), Object.fromEntries(sides.map((s) => [s, 0])))
  const lines: RulingLine[] = []
  const add = (side: string, points: number, key: string, clause: RulingLine['clause'], said: Detailed) => {
    if (!Object.hasOwn(totals, side)) throw new RangeError(`victoryPoints: side "${side}" is not one of ${sides.join(', ')}`)
    totals[side] += points
    lines.push({ key, value: points, clause, ...said })
  }
  const eliminator = (p: VpPiece): string | null => {
    if (p.eliminatedBy) return p.eliminatedBy
    const others = sides.filter((s) => s !== p.side)
    return others.length === 1 ? others[0] : null
  }
  const score = (p: VpPiece, clause: RulingLine['clause']) => {
    if (!p.eliminated)
      return add(p.side, p.points, 'survivorPoints', clause, detailed('survivorPoints', '{side}: {piece}', { side: p.side, piece: p.id }))
    const by = eliminator(p)
    if (by) add(by, p.points, 'eliminatedPoints', clause, detailed('eliminatedPoints', '{side}: {piece}', { side: by, piece: p.id }))
  }
  for (const f of figures) score(f, CORE.victory)
  for (const s of sections) {
    const enemies = [...new Set(s.occupantSides)]
    const conqueror = !s.eliminated && s.demoralised && enemies.length === 1 && enemies[0] !== s.side ? enemies[0] : null
    if (conqueror) {
      add(
        conqueror,
        2 * s.points,
        'conqueredSectionPoints',
        CASTLE.victory,
        detailed('conqueredSectionPoints', '{side}: {section} demoralised and held only by {side}: double value', {
          side: conqueror,
          section: s.id,
        }),
      )
      lines.push({
        key: 'conqueror',
        value: conqueror,
        clause: MK_RULINGS.conqueror,
        ...detailed('conqueror', '{section}', { section: s.id }),
      })
    } else score(s, CASTLE.victory)
  }
  return { totals, lines }
}
