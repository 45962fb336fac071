import type { RulingLine } from '../../kernel/clauses'
import type { Modifier } from '../../kernel/resolution'
import { CASTLE } from '../core/clauses'
import { heightAdvantage, type MkElevation } from './defence'
import { isSectionDestroyed, type CastleSectionState, type SectionKinds, SHIPPED_SECTION_KINDS } from './section'
import { portalState } from './portals'
import { DEFAULT_MK_CASTLE_SETTINGS, MK_RULINGS, type MkCastleSettings } from './settings'
import { refuse, type Resolution } from './refusals'

/**
 * 001 "Zugangspunkte" and "Nahkampf": all open access points of a section are connected; a figure
 * whose front arc touches one may attack in melee a figure touching a connected one; +1 defence
 * for the higher target; with several opposing figures at connected points the defender chooses.
 * 001 "Torhaus": no access points, but everyone on its top is in melee contact with everyone else.
 */

export interface AccessFigure {
  id: string
  side: string
  /** Access point ids of this section (ladder ids included) its base touches. */
  touches: readonly string[]
  elevation: MkElevation
  mounted?: boolean
  titan?: boolean
  largeFigure?: boolean
}

export interface AccessMeleeInput {
  section: CastleSectionState
  /** Ladders standing against this section: access points of their own (001 "Planken und Leitern"). */
  ladders?: readonly string[]
  /** The (main) attacker: the access points its front arc touches. */
  attacker: AccessFigure & { frontArcTouches: readonly string[] }
  /** Other figures touching access points of this section. */
  others: readonly AccessFigure[]
}

/**
 * The connected access points of a section: its kind's access points whose portal (if it is
 * one) is open, and its ladders. A closed portal is not connected (001 "Portale").
 */
export function connectedAccessPoints(
  section: CastleSectionState,
  ladders: readonly string[] = [],
  kinds: SectionKinds = SHIPPED_SECTION_KINDS,
): string[] {
  if (isSectionDestroyed(section, kinds)) return []
  const own = kinds[section.kind].accessPoints
    .filter((a) => a.portal === undefined || portalState(section, a.portal, kinds) === 'open')
    .map((a) => a.id)
  return [...own, ...ladders]
}

export interface AccessMeleeOptions {
  /** Opposing figures the attack may affect. */
  candidates: string[]
  /** With more than one candidate the defender chooses which one is affected. */
  chooser: 'defender' | null
  lines: RulingLine[]
}

const unwieldy = (f: AccessFigure) => f.mounted || f.titan || f.largeFigure

/** Who a melee attack across the access points of one section may affect. */
export function accessMeleeOptions(
  input: AccessMeleeInput,
  settings: MkCastleSettings = DEFAULT_MK_CASTLE_SETTINGS,
  kinds: SectionKinds = SHIPPED_SECTION_KINDS,
): Resolution<AccessMeleeOptions> {
  const { section, attacker } = input
  if (section.kind === 'gatehouse')
    return refuse(
      'gatehouse-has-no-access-points',
      'the gatehouse has no access points (its top is one melee: see gatehouseTopMelee)',
      CASTLE.gatehouse,
    )
  if (unwieldy(attacker) && !settings.unwieldyFightAcrossAccess)
    return refuse(
      'unwieldy-no-access-melee',
      `${attacker.id} is mounted, a large figure or a titan: it cannot use access points`,
      MK_RULINGS.unwieldyAccessMelee,
    )
  const connected = connectedAccessPoints(section, input.ladders, kinds)
  const from = attacker.frontArcTouches.filter((a) => connected.includes(a))
  if (from.length === 0)
    return refuse(
      'front-arc-not-at-open-access-point',
      `${attacker.id}'s front arc touches no open access point of ${section.id} (open: ${connected.join(', ') || 'none'})`,
      CASTLE.melee,
    )
  const candidates = input.others
    .filter((o) => o.side !== attacker.side && o.id !== attacker.id && o.touches.some((a) => connected.includes(a)))
    .filter((o) => !unwieldy(o) || settings.unwieldyFightAcrossAccess)
    .map((o) => o.id)
  if (candidates.length === 0)
    return refuse(
      'no-opponent-at-connected-access-point',
      `no opposing figure touches an access point connected to ${from.join(', ')} of ${section.id}`,
      CASTLE.melee,
    )
  const lines: RulingLine[] = [
    { key: 'accessMeleeFrom', value: from.join(', '), clause: CASTLE.melee },
    { key: 'accessMeleeCandidates', value: candidates.join(', '), clause: CASTLE.melee },
    { key: 'sameAccessPointConnected', value: true, clause: MK_RULINGS.sameAccessPoint },
  ]
  if (candidates.length > 1) lines.push({ key: 'defenderChooses', value: true, clause: CASTLE.melee })
  return {
    ok: true,
    value: { candidates, chooser: candidates.length > 1 ? 'defender' : null, lines },
    breakdown: { modifiers: [], rolls: [], lines },
  }
}

/** The attack against the figure chosen (by the defender when there are several): its defence bonus. */
export function accessMeleeAgainst(
  input: AccessMeleeInput,
  chosenId: string,
  settings: MkCastleSettings = DEFAULT_MK_CASTLE_SETTINGS,
  kinds: SectionKinds = SHIPPED_SECTION_KINDS,
): Resolution<{ targetId: string; modifiers: Modifier[]; lines: RulingLine[] }> {
  const opts = accessMeleeOptions(input, settings, kinds)
  if (!opts.ok) return opts
  if (!opts.value.candidates.includes(chosenId))
    return refuse(
      'target-not-at-connected-access-point',
      `${chosenId} is not among the figures the attack may affect (${opts.value.candidates.join(', ')})`,
      CASTLE.melee,
    )
  const target = input.others.find((o) => o.id === chosenId)!
  const h = heightAdvantage(target.elevation, input.attacker.elevation, CASTLE.melee, settings)
  const lines = [...opts.value.lines, ...h.lines, { key: 'inMeleeContactOnlyForThisAttack', value: true, clause: CASTLE.melee }]
  return { ok: true, value: { targetId: chosenId, modifiers: h.modifiers, lines }, breakdown: { modifiers: h.modifiers, rolls: [], lines } }
}

/** 001 "Torhaus": all figures on the top of one gatehouse are in melee contact with each other; the opposing pairs. */
export function gatehouseTopMelee(onTop: readonly { id: string; side: string }[]): { pairs: [string, string][]; line: RulingLine } {
  const pairs: [string, string][] = []
  for (let i = 0; i < onTop.length; i++)
    for (let j = i + 1; j < onTop.length; j++) if (onTop[i].side !== onTop[j].side) pairs.push([onTop[i].id, onTop[j].id])
  return { pairs, line: { key: 'gatehouseTopMelee', value: pairs.length, clause: CASTLE.gatehouse } }
}

/** A melee formation across access points is allowed when every member may attack the target (001 "Nahkampf"). */
export function accessFormationAllowed(
  members: readonly AccessMeleeInput[],
  targetId: string,
  settings: MkCastleSettings = DEFAULT_MK_CASTLE_SETTINGS,
  kinds: SectionKinds = SHIPPED_SECTION_KINDS,
): Resolution<true> {
  for (const m of members) {
    const o = accessMeleeOptions(m, settings, kinds)
    if (!o.ok)
      return refuse('formation-member-may-not-attack', `formation: ${o.refusal.reason}`, CASTLE.melee, {
        member: m.attacker.id,
        because: o.refusal.code,
      })
    if (!o.value.candidates.includes(targetId))
      return refuse('formation-member-may-not-attack', `formation: ${m.attacker.id} may not attack ${targetId}`, CASTLE.melee, {
        member: m.attacker.id,
        because: 'target-not-at-connected-access-point',
      })
  }
  return {
    ok: true,
    value: true,
    breakdown: { modifiers: [], rolls: [], lines: [{ key: 'accessFormation', value: members.length, clause: CASTLE.melee }] },
  }
}
