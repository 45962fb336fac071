import type { RulingLine } from '../../kernel/clauses'
import { detailed } from '../../kernel/detail'
import { purpose, purposeFields, type Dice } from '../../kernel/dice'
import type { RollRecord } from '../../kernel/resolution'
import { CASTLE } from '../core/clauses'
import { isSectionDestroyed, sectionAsPiece, type CastleSectionState, type SectionKinds, SHIPPED_SECTION_KINDS } from './section'
import { takeDamage } from '../core/dial'
import { MK_RULINGS } from './settings'
import { refuse, type Resolution } from './refusals'

/**
 * Damage to a section and its destruction (001 "Castle Sektionen zerstören"): at three broken
 * towers it leaves the table, rubble of the same footprint (with its planks) takes its place,
 * the figures that stood on it stay where they were, on the rubble, facing as their player
 * likes, and each takes one die (W6) of clicks.
 */

export interface SectionDamage {
  section: CastleSectionState
  clicks: number
  destroyed: boolean
  /** Set when destroyed: what the scene must do. */
  rubble: { replaceSectionId: string; sameFootprint: true; withPlanks: true } | null
  /** Clicks each figure that stood on it takes (rolled). */
  figureDamage: { figureId: string; clicks: number }[]
  lines: RulingLine[]
}

export function damageSection(
  section: CastleSectionState,
  clicks: number,
  figuresOn: readonly string[],
  dice: Dice,
  kinds: SectionKinds = SHIPPED_SECTION_KINDS,
): Resolution<SectionDamage> {
  if (isSectionDestroyed(section, kinds)) return refuse('section-destroyed', `${section.id} is already destroyed`, CASTLE.destruction)
  const dmg = takeDamage(sectionAsPiece(section, kinds), clicks)
  if (!dmg.ok) return dmg
  const next: CastleSectionState = { ...section, clicks: dmg.value.piece.clicks[0] }
  const lines: RulingLine[] = [...dmg.value.lines]
  if (!dmg.value.eliminated)
    return {
      ok: true,
      value: { section: next, clicks: dmg.value.clicks, destroyed: false, rubble: null, figureDamage: [], lines },
      breakdown: { modifiers: [], rolls: [], lines },
    }

  const rolls: RollRecord[] = []
  const figureDamage = figuresOn.map((figureId) => {
    const why = purpose(
      'roll.mkRubbleClicks',
      { figure: figureId, section: section.id },
      `clicks for ${figureId} falling with ${section.id}`,
    )
    const r = dice.roll(6, why, CASTLE.destruction)
    rolls.push({ ...purposeFields(why), clause: CASTLE.destruction, kind: 'random', dice: [r] })
    return { figureId, clicks: r }
  })
  lines.push(
    {
      key: 'replaceWithRubble',
      value: section.id,
      clause: CASTLE.destruction,
      ...detailed('replaceWithRubble', 'rubble of the same shape and size, with its planks, at the same place'),
    },
    {
      key: 'figuresOnRubble',
      value: figuresOn.length,
      clause: CASTLE.destruction,
      ...detailed('figuresOnRubble', 'they stay where they stood, on the rubble; their player chooses their facing'),
    },
    ...figureDamage.map((f) => ({
      key: 'rubbleDamageClicks',
      value: f.clicks,
      clause: CASTLE.destruction,
      ...detailed('rubbleDamageClicks', '{figure}', { figure: f.figureId }),
    })),
  )
  if (figureDamage.length) lines.push({ key: 'rubbleDamageIsPlainDamage', value: true, clause: MK_RULINGS.rubbleDamage })
  return {
    ok: true,
    value: {
      section: { ...next, destroyed: true },
      clicks: dmg.value.clicks,
      destroyed: true,
      rubble: { replaceSectionId: section.id, sameFootprint: true, withPlanks: true },
      figureDamage,
      lines,
    },
    breakdown: { modifiers: [], rolls, lines },
  }
}
