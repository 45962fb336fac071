import type { Equipment, Trait, UnitCard } from '../../../scene/cards/unitCard'
import { universalis } from '../../kernel/clauses'
import type { Dice } from '../../kernel/dice'
import type { GameState } from '../model/gameState'
import type { Resolution } from '../refusals'
import { useItem, type ItemUseFacts, type ItemUsed } from './equipment'

/**
 * Traits (7): a name, an optional level (only the highest counts, 7.2), limited uses (7.3) and
 * an AP cost that makes using it the action "Eigenschaft anwenden" (7.1, 7.4). Using one is the
 * same procedure as using equipment (17), so both go through `useItem` in equipment.ts.
 */

export const TRAIT_CLAUSES = {
  action: universalis('7.1', 'Aktionen'),
  level: universalis('7.2', 'Regeln'),
  uses: universalis('7.3', 'Einmalnutzung'),
  cost: universalis('7.4', 'AP-Kosten'),
}

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase()

/** The level a trait without a printed level counts as, for "at least level N" checks (9.2.1). */
export const UNLEVELLED = 1

/**
 * 7.2: the entry of a trait that counts when the card lists it in several levels, the highest.
 * Names match regardless of case and surrounding spaces.
 */
export function effectiveTrait(card: UnitCard, name: string): Trait | undefined {
  let best: Trait | undefined
  for (const t of card.traits ?? []) {
    if (!sameName(t.name, name)) continue
    if (!best || (t.level ?? UNLEVELLED) > (best.level ?? UNLEVELLED)) best = t
  }
  return best
}

/** 7.2: the highest level of a trait the card has, null without it (an unlevelled trait counts as 1). */
export function traitLevel(card: UnitCard, name: string): number | null {
  const t = effectiveTrait(card, name)
  return t ? (t.level ?? UNLEVELLED) : null
}

/** Has the card the trait, at least at `minLevel` (9.2.1 "Mindeststufe")? */
export function hasTrait(card: UnitCard, name: string, minLevel = 0): boolean {
  const level = traitLevel(card, name)
  return level !== null && level >= minLevel
}

/** One entry per trait name: the highest level of each (7.2). */
export function effectiveTraits(card: UnitCard): Trait[] {
  const names = [...new Set((card.traits ?? []).map((t) => t.name.trim().toLowerCase()))]
  return names.map((n) => effectiveTrait(card, n) as Trait)
}

export function findEquipment(card: UnitCard, name: string): Equipment | undefined {
  return (card.equipment ?? []).find((e) => sameName(e.name, name))
}

/** 7.1 "Eigenschaft anwenden" (or a use without action when no AP are printed, 7.4). */
export function useTrait(game: GameState, dice: Dice, modelId: string, name: string, facts: ItemUseFacts): Resolution<ItemUsed> {
  return useItem(game, dice, { modelId, kind: 'trait', name }, facts)
}
