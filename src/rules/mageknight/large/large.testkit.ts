import type { Point2 } from '../../../math/planar'
import { inches, inchesToCm } from '../../../math/units'
import type { MkAbility, MkFigureCard } from '../../../scene/mageknight/dial'
import { mkFigureCard } from '../../../scene/mageknight/library'
import { figurePiece, type MkPiece } from '../core/dial'

/**
 * Pieces for the large-figure tests: the shipped Fire Dragon, and two cards made from shipped ones
 * (the models hold no chariot yet): a chariot (the dragon's dials with the wheel, a left section
 * with Zähigkeit as in the text's worked example, a rear that shoots 6 inches) and heroes with an
 * ability added on their first click.
 */

/** A point given in inches, as the scene stores it (cm). */
export const at = (xIn: number, zIn: number): Point2 => [inchesToCm(inches(xIn)), inchesToCm(inches(zIn))]

export const dragon = (id = 'dragon', side = 'red', version?: string): MkPiece =>
  figurePiece(mkFigureCard('mk-fire-dragon'), id, side, version)

/** The piece with its dials turned to `clicks`. */
export const withClicks = (piece: MkPiece, clicks: readonly number[]): MkPiece => ({ ...piece, clicks })

function chariotCard(): MkFigureCard {
  const card = structuredClone(mkFigureCard('mk-fire-dragon'))
  card.id = 'test-chariot'
  // A chariot rolls: the dragon's Fliegen on its speed values goes with the wing.
  card.dials = card.dials.map((d) => ({
    ...d,
    speedSymbol: 'wheel' as const,
    clicks: d.clicks.map((c) =>
      c.speed ? { ...c, speed: { ...c.speed, abilities: (c.speed.abilities ?? []).filter((a) => a !== 'flight') } } : c,
    ),
  }))
  const left = card.dials.find((d) => d.name === 'left')!
  left.clicks[0].defence.abilities = ['toughness']
  card.dials.find((d) => d.name === 'rear')!.rangeIn = 6
  return card
}

export const chariot = (id = 'chariot', side = 'red'): MkPiece => figurePiece(chariotCard(), id, side)

/** A one-dial hero from a shipped card, with `abilities` added to its first click's defence and `speed` overriding its speed. */
export function hero(id: string, side: string, cardId = 'mk-crossbowman', abilities: MkAbility[] = [], speed?: number): MkPiece {
  const card = structuredClone(mkFigureCard(cardId))
  const click = card.dials[0].clicks[0]
  if (abilities.length > 0) click.defence.abilities = abilities
  if (speed !== undefined && click.speed) click.speed.value = speed
  return figurePiece(card, id, side)
}

/** A large figure with one ability added to one section's first click (its defence value). */
export function withSectionAbility(piece: MkPiece, section: string, ability: MkAbility): MkPiece {
  const dials = piece.dials.map((d) => {
    if (d.name !== section) return d
    const clicks = d.clicks.map((c, i) => (i === 0 ? { ...c, defence: { ...c.defence, abilities: [ability] } } : c))
    return { ...d, clicks }
  })
  return { ...piece, dials }
}

export const ok = <T>(r: { ok: true; value: T } | { ok: false; refusal: { code: string; reason: string } }): T => {
  if (!r.ok) throw new Error(`${r.refusal.code}: ${r.refusal.reason}`)
  return r.value
}

export const codeOf = (r: { ok: boolean; refusal?: { code: string } }): string | null => (r.ok ? null : (r.refusal?.code ?? null))
