import type { RulingLine } from '../../kernel/clauses'
import { detailed } from '../../kernel/detail'
import { LARGE } from '../core/clauses'
import { isEliminated, type MkPiece } from '../core/dial'
import { allowed, refuse, type Refusal, type Resolution } from './refusals'
import { isActiveSection, requireLarge, sectionDial, sectionHitLine, sectionNames, type SectionHit } from './sections'
import { DEFAULT_LARGE_FIGURE_SETTINGS, LF_RULINGS, type LargeFigureSettings } from './settings'

/**
 * 000 "Großfiguren angreifen": an attack always affects exactly one active section. The geometry
 * (sections.ts) names the section hit, or two at a boundary; then the owner may have to choose,
 * an inactive section hands the choice to the attacker, and a section the attack may not aim at
 * refuses the attack, or loses it when it was the owner's choice. A choice still to be made is
 * an answer of its own (`owner-chooses`, `attacker-chooses`), so the engine can ask the player
 * and call again with the answer.
 */

export interface AttackedSectionInput {
  piece: MkPiece
  kind: 'melee' | 'ranged'
  /** From meleeSectionHit (the section the attacker, or the main attacker of a formation, touches) or rangedSectionHit. */
  hit: SectionHit
  /** Sections a hero of the attacker's army touches: no ranged attack may be aimed at them (melee ignores this). */
  attackersHeroesTouch?: readonly string[]
  /** Sections this attack may not be aimed at for a reason of the core (Tarnung and the like), as the engine decides. */
  hiddenSections?: readonly string[]
  /** With meleeRedirect = touched-sections: the sections the melee attacker's base touches. */
  attackerTouches?: readonly string[]
  /** The large figure's player's choice between the two sections of a boundary. */
  ownerChoice?: string
  /** The attacker's choice of another section when the one hit is inactive. */
  attackerChoice?: string
}

export type AttackedSection =
  | { kind: 'section'; section: string; dial: number; lines: RulingLine[] }
  | { kind: 'lost'; lines: RulingLine[] }
  | { kind: 'owner-chooses'; options: string[] }
  | { kind: 'attacker-chooses'; options: string[] }

/** Why `section` may not be attacked by this attack, or null when it may. */
function barOf(input: AttackedSectionInput, section: string): Refusal | null {
  if (input.kind === 'ranged' && (input.attackersHeroesTouch ?? []).includes(section))
    return refuse(
      'section-touched-by-attackers-hero',
      `a hero of the attacker's army touches section ${section} of ${input.piece.id}: no ranged attack at it`,
      LARGE.attacking,
      { section },
    ).refusal
  if ((input.hiddenSections ?? []).includes(section))
    return refuse(
      'section-hidden-by-stealth',
      `section ${section} of ${input.piece.id} is hidden by stealth: hindering terrain on the line of fire (core 14)`,
      LARGE.attacking,
      {
        section,
      },
    ).refusal
  return null
}

const lostLine = (why: string, section: string): RulingLine => ({
  key: 'largeAttackLost',
  value: true,
  clause: LARGE.attacking,
  ...detailed('large.attackLost', "the owner's choice {section} may not be attacked ({why}): the attack is lost", { section, why }),
})

/** The other sections the attacker may choose when the one hit is inactive (R-LF-4 for melee). */
function redirectOptions(input: AttackedSectionInput, settings: LargeFigureSettings, inactive: string): string[] {
  const touched = input.kind === 'melee' && settings.meleeRedirect === 'touched-sections' ? (input.attackerTouches ?? []) : null
  return sectionNames(input.piece).filter(
    (s) => s !== inactive && isActiveSection(input.piece, s) && barOf(input, s) === null && (touched === null || touched.includes(s)),
  )
}

function checkAttackerChoice(input: AttackedSectionInput, settings: LargeFigureSettings, inactive: string, choice: string): Refusal | null {
  sectionDial(input.piece, choice)
  if (choice === inactive || !isActiveSection(input.piece, choice))
    return refuse('section-inactive', `section ${choice} of ${input.piece.id} is inactive and cannot be attacked`, LARGE.dials, {
      section: choice,
    }).refusal
  const bar = barOf(input, choice)
  if (bar) return bar
  if (input.kind === 'melee' && settings.meleeRedirect === 'touched-sections' && !(input.attackerTouches ?? []).includes(choice))
    return refuse('section-not-touched-by-attacker', `the attacker does not touch section ${choice}`, LF_RULINGS.meleeRedirect, {
      section: choice,
    }).refusal
  return null
}

/** Which section the attack affects (000 "Großfiguren angreifen"), or whose choice is still needed. */
export function attackedSection(
  input: AttackedSectionInput,
  settings: LargeFigureSettings = DEFAULT_LARGE_FIGURE_SETTINGS,
): Resolution<AttackedSection> {
  const { piece, hit } = input
  requireLarge(piece, 'attackedSection')
  if (hit.sections.length === 0) throw new RangeError('rules/mageknight/large attackedSection: hit names no section (check sectionArcs)')
  for (const s of hit.sections) sectionDial(piece, s)
  if (isEliminated(piece)) return refuse('piece-eliminated', `${piece.id} is out of the game`, LARGE.dials)
  const lines: RulingLine[] = [sectionHitLine(hit, input.kind)]

  let section = hit.sections[0]
  const ownersChoice = hit.boundary
  if (ownersChoice) {
    if (input.ownerChoice === undefined) return allowed({ kind: 'owner-chooses', options: [...hit.sections] }, lines)
    if (!hit.sections.includes(input.ownerChoice))
      return refuse(
        'owner-choice-not-at-boundary',
        `the owner chooses between ${hit.sections.join(' and ')}, not ${input.ownerChoice}`,
        LARGE.attacking,
        { choice: input.ownerChoice, options: hit.sections.join(', ') },
      )
    section = input.ownerChoice
    lines.push({ key: 'largeOwnerChoice', value: section, clause: LARGE.attacking })
  }

  if (!isActiveSection(piece, section)) {
    if (ownersChoice && settings.ownerPicksInactive === 'attack-lost') {
      lines.push({ ...lostLine('inactive', section), clause: LF_RULINGS.ownerPicksInactive })
      return allowed({ kind: 'lost', lines }, lines)
    }
    const options = redirectOptions(input, settings, section)
    if (options.length === 0)
      return refuse(
        'no-section-to-attack',
        `section ${section} of ${piece.id} is inactive and no other section may be attacked`,
        LARGE.attacking,
        {
          section,
        },
      )
    if (input.attackerChoice === undefined) return allowed({ kind: 'attacker-chooses', options }, lines)
    const bad = checkAttackerChoice(input, settings, section, input.attackerChoice)
    if (bad) return { ok: false, refusal: bad }
    lines.push({
      key: 'largeAttackerChoice',
      value: input.attackerChoice,
      clause: LARGE.attacking,
      ...detailed('large.attackerChoice', 'section {inactive} is inactive: the attacker chooses {section}', {
        inactive: section,
        section: input.attackerChoice,
      }),
    })
    return allowed({ kind: 'section', section: input.attackerChoice, dial: sectionDial(piece, input.attackerChoice), lines }, lines)
  }

  const bar = barOf(input, section)
  if (bar) {
    if (!ownersChoice) return { ok: false, refusal: bar }
    lines.push(lostLine(bar.code === 'section-touched-by-attackers-hero' ? 'attackers-hero' : 'may-not-be-attacked', section))
    return allowed({ kind: 'lost', lines }, lines)
  }
  return allowed({ kind: 'section', section, dial: sectionDial(piece, section), lines }, lines)
}
