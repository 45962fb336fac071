import { ruling, type RulingLine } from '../../kernel/clauses'
import { detailed } from '../../kernel/detail'
import type { Modifier } from '../../kernel/resolution'
import { CORE } from './clauses'
import { isEliminated, statsOf, type MkPiece } from './dial'
import { refuse, type Resolution } from './formationRefusals'
import type { MkCoreSettings } from './settings'

/**
 * Formations (MAGE-KNIGHT-CORE.md 10): who may form one, how fast a moving formation goes and
 * what an attacking one adds to its main attacker's roll. Figures of one faction, each touching
 * another member so that all stand in one chain of base contact, up to an agreed number; never
 * a castle section (001 "Allgemeine Regeln"). Large figures (000) and cavalry (003 "Cavalry Units
 * and Formations") are their rule sets' checks (`large/exemptions.ts` `mayJoinFormation`,
 * `cavalry/exclusions.ts` `cavalryFormation`), which the engine runs too. Pure: no dice here.
 */

/** Our rulings on formations (docs/RULINGS.md, R-MKF). */
export const MKF_RULINGS = {
  size: ruling('R-MKF-1', 'Größe einer Formation'),
  speed: ruling('R-MKF-2', 'Tempo einer Bewegungsformation'),
  bonus: ruling('R-MKF-3', 'Angriffsbonus einer Formation'),
  together: ruling('R-MKF-4', 'Die Formation bleibt beisammen'),
  contact: ruling('R-MKF-5', 'Bewegungsformation und Basiskontakt'),
  passing: ruling('R-MKF-6', 'Mitglieder der Formation sind kein Hindernis'),
  faction: ruling('R-MKF-7', 'Fraktion eines Reiters'),
} as const

/** Two members whose bases touch, as the table measured them. */
export type MemberContact = readonly [string, string]

/** Are `ids` one chain of base contact (each reachable from the first through touching members)? */
export function inOneChain(ids: readonly string[], contacts: readonly MemberContact[]): boolean {
  if (ids.length === 0) return true
  const reached = new Set([ids[0]])
  const queue = [ids[0]]
  while (queue.length > 0) {
    const at = queue.pop() as string
    for (const [a, b] of contacts) {
      const other = a === at ? b : b === at ? a : null
      if (other !== null && ids.includes(other) && !reached.has(other)) {
        reached.add(other)
        queue.push(other)
      }
    }
  }
  return ids.every((id) => reached.has(id))
}

/** The faction a member counts with: a cavalry unit's is its rider's (R-MKF-7); absent on hand-made pieces. */
const factionOf = (p: MkPiece): string => p.faction ?? '(none)'

/** Core 10's roster: two members or more and no more than agreed (R-MKF-1), each once, all in the game, no castle section. */
export function checkFormationRoster(members: readonly MkPiece[], settings: MkCoreSettings): Resolution<null> {
  const clause = CORE.formations
  if (members.length < 2)
    return refuse('formation-too-small', `a formation needs two members or more, got ${members.length}`, clause, { got: members.length })
  if (members.length > settings.formationMaxMembers)
    return refuse(
      'formation-too-large',
      `a formation has at most ${settings.formationMaxMembers} members, got ${members.length}`,
      MKF_RULINGS.size,
      { max: settings.formationMaxMembers, got: members.length },
    )
  const ids = members.map((m) => m.id)
  const twice = ids.find((id, i) => ids.indexOf(id) !== i)
  if (twice !== undefined) return refuse('formation-member-twice', `${twice} is named twice`, clause, { piece: twice })
  for (const m of members) {
    if (isEliminated(m)) return refuse('piece-eliminated', `${m.id} is out of the game`, CORE.damage)
    if (m.castleSection)
      return refuse('castle-section-no-formation', `${m.id} is a castle section and is never part of a formation`, clause, {
        piece: m.id,
      })
  }
  return { ok: true, value: null, breakdown: { modifiers: [], rolls: [], lines: [] } }
}

/** Core 10's bond: all of one faction (a cavalry unit's is its rider's, R-MKF-7), in one chain of base contact. */
export function checkFormationBond(members: readonly MkPiece[], contacts: readonly MemberContact[]): Resolution<{ lines: RulingLine[] }> {
  const clause = CORE.formations
  const ids = members.map((m) => m.id)
  const factions = [...new Set(members.map(factionOf))]
  if (factions.length > 1)
    return refuse('formation-mixed-factions', `members of one faction only, got ${factions.join(', ')}`, clause, {
      factions: factions.join(', '),
    })
  if (!inOneChain(ids, contacts))
    return refuse('formation-not-in-contact', `${ids.join(', ')} do not all stand in one chain of base contact`, clause, {
      members: ids.join(', '),
    })
  const lines: RulingLine[] = [
    {
      key: 'mk.formation',
      value: ids.join(', '),
      clause,
      ...detailed('mk.formation', '{count} figures of {faction} in base contact', { count: ids.length, faction: factions[0] }),
    },
  ]
  return { ok: true, value: { lines }, breakdown: { modifiers: [], rolls: [], lines } }
}

/**
 * May `members` form a formation by core 10 alone: the roster, then the bond. 003's cavalry rule
 * (cavalry/exclusions.ts `cavalryFormation`) is no core rule: the engine asks it between the two
 * (engine/formation.ts `checkMembers`), the one check play and the steps go through.
 */
export function checkFormation(
  members: readonly MkPiece[],
  contacts: readonly MemberContact[],
  settings: MkCoreSettings,
): Resolution<{ lines: RulingLine[] }> {
  const roster = checkFormationRoster(members, settings)
  return roster.ok ? checkFormationBond(members, contacts) : roster
}

/** R-MKF-2: how far each member of a moving formation may go: the slowest member's speed for all, or each its own. */
export function formationSpeeds(
  members: readonly MkPiece[],
  settings: MkCoreSettings,
): { speedIn: Record<string, number>; lines: RulingLine[] } {
  const own = members.map((m) => ({ id: m.id, speed: statsOf(m).speed ?? 0 }))
  const slowest = Math.min(...own.map((o) => o.speed))
  const speedIn: Record<string, number> = Object.create(null)
  for (const o of own) speedIn[o.id] = settings.formationMoveSpeed === 'slowest' ? slowest : o.speed
  const lines: RulingLine[] =
    settings.formationMoveSpeed === 'slowest'
      ? [
          {
            key: 'mk.formationSpeed',
            value: slowest,
            clause: MKF_RULINGS.speed,
            ...detailed('mk.formationSpeed', 'every member moves at most {speed} in, the slowest speed', { speed: slowest }),
          },
        ]
      : []
  return { speedIn, lines }
}

/** R-MKF-3: the main attacker's roll gains this for every other member of the formation. */
export function formationAttackBonus(main: string, members: number, settings: MkCoreSettings): Modifier {
  const others = members - 1
  return {
    key: 'mk.formationBonus',
    value: others * settings.formationAttackBonusPerMember,
    clause: MKF_RULINGS.bonus,
    ...detailed('mk.formationBonus', '{main} rolls with +{bonus} for {others} other member(s)', {
      main,
      bonus: others * settings.formationAttackBonusPerMember,
      others,
    }),
  }
}

/** R-MKF-5: a member touching an opponent cannot join a move formation (it breaks away with an action of its own). */
export function checkMoveMembersFree(enemiesInContact: Readonly<Record<string, readonly string[]>>): Resolution<null> {
  for (const [id, enemies] of Object.entries(enemiesInContact))
    if (enemies.length > 0)
      return refuse(
        'formation-member-in-contact',
        `${id} is in base contact with ${enemies.join(', ')}: it must break away on its own`,
        MKF_RULINGS.contact,
        { piece: id },
      )
  return { ok: true, value: null, breakdown: { modifiers: [], rolls: [], lines: [] } }
}
