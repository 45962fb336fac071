/**
 * What the card schema cannot say about one unit card or one discipline: the limits and pairings
 * the rules text sets (3.2, 3.5, 12.2, 19.5, 20.2.6). Paths are relative to the card or
 * discipline; cardLibrary.ts puts the file and the array index in front.
 */
import { error, type PathSegment, type SceneProblem } from '../problems'
import { SIZE_PROFILES, sizeRank, type SizeProfile } from '../sizeProfiles'
import type { Discipline, ModelType, UnitCard, Weapon } from './unitCard'

/** 3.5: "Die maximale Menge an Trefferpunkten eines Modells liegt bei 20." */
export const MAX_HIT_POINTS = 20

/** 3.2, the table's last column: which size profiles each model type may have. */
export const SIZES_BY_TYPE: Record<ModelType, readonly SizeProfile[]> = {
  standard: SIZE_PROFILES.filter((s) => sizeRank(s) <= sizeRank('large')),
  colossus: SIZE_PROFILES.filter((s) => sizeRank(s) >= sizeRank('large')),
  telematon: SIZE_PROFILES,
}

/** 19.5: the attributes a telematon lacks and takes from its operator. */
export const TELEMATON_NULL_ATTRIBUTES = ['AGI', 'NK', 'FK', 'EH'] as const

/** Ids name cards in scenes and on the command line: lower-case words joined by hyphens. */
export const KEBAB_CASE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

const SIZE_WORDS: Record<ModelType, string> = {
  standard: 'small to large',
  colossus: 'large or huge',
  telematon: 'small to huge',
}

function checkHitPoints(card: UnitCard): SceneProblem[] {
  const total = card.hitPoints.normal + card.hitPoints.critical
  if (total > MAX_HIT_POINTS)
    return [
      error(['hitPoints'], `normal + critical is ${total}, at most ${MAX_HIT_POINTS} (3.5)`, 'card-hit-points-over', {
        total,
        max: MAX_HIT_POINTS,
      }),
    ]
  // A model at 0 hit points is eliminated (10.5); a card cannot start the game that way.
  if (total < 1)
    return [error(['hitPoints'], 'normal + critical is 0, a model needs at least 1 hit point (3.5, 10.5)', 'card-hit-points-none')]
  return []
}

function checkAttributes(card: UnitCard): SceneProblem[] {
  return TELEMATON_NULL_ATTRIBUTES.flatMap((key) => {
    const value = card.attributes[key]
    if (card.type === 'telematon' && value !== null) {
      return [
        error(
          ['attributes', key],
          `a telematon has no ${key} of its own and uses its operator's, expected null, got ${value} (19.5)`,
          'card-telematon-attribute',
          { attribute: key, got: value },
        ),
      ]
    }
    if (card.type !== 'telematon' && value === null) {
      return [
        error(
          ['attributes', key],
          `null is only for telematons (19.5), a ${card.type} model needs a value from 0 to 12`,
          'card-null-attribute',
          { type: card.type },
        ),
      ]
    }
    return []
  })
}

/** 12.2: a melee weapon is used in base contact only, so the ranged special rules do not apply to it. */
const RANGED_ONLY: { key: keyof Weapon; name: string; clause: string }[] = [
  { key: 'sustainedFire', name: 'sustained fire', clause: '14.12' },
  { key: 'areaRadius', name: 'area radius', clause: '14.13' },
  { key: 'indirect', name: 'indirect fire', clause: '14.11' },
  { key: 'reload', name: 'reloading', clause: '12.7, 14' },
]

function checkWeapon(weapon: Weapon, path: PathSegment[]): SceneProblem[] {
  if (weapon.range !== 'melee') return []
  return RANGED_ONLY.filter(({ key }) => weapon[key] !== undefined && weapon[key] !== false).map(({ key, name, clause }) =>
    error([...path, key], `a melee weapon has no ${name}: it is used in base contact only (12.2, ${clause})`, 'card-melee-ranged-rule', {
      rule: key,
      clause,
    }),
  )
}

/** Problems of one unit card that passed the schema, paths relative to the card. */
export function checkCard(card: UnitCard): SceneProblem[] {
  const problems: SceneProblem[] = []
  if (!KEBAB_CASE.test(card.id)) {
    problems.push(
      error(
        ['id'],
        `expected a kebab-case id (lower-case letters and digits joined by hyphens), got ${JSON.stringify(card.id)}`,
        'card-id-not-kebab',
        { got: JSON.stringify(card.id) },
      ),
    )
  }
  if (!SIZES_BY_TYPE[card.type].includes(card.size)) {
    problems.push(
      error(['size'], `a ${card.type} model is ${SIZE_WORDS[card.type]}, got "${card.size}" (3.2)`, 'card-size-for-type', {
        type: card.type,
        got: card.size,
      }),
    )
  }
  problems.push(...checkHitPoints(card), ...checkAttributes(card))
  ;(card.weapons ?? []).forEach((w, i) => problems.push(...checkWeapon(w, ['weapons', i])))
  // 18.3.2: only a colossus has sides that carry weapons.
  ;(card.weapons ?? []).forEach((w, i) => {
    if (w.mount !== undefined && card.type !== 'colossus')
      problems.push(
        error(
          ['weapons', i, 'mount'],
          `only a colossus carries weapons on its sides or hull (18.3.2), this is a ${card.type} model`,
          'card-mount-not-colossus',
          { type: card.type },
        ),
      )
  })
  const seen = new Map<string, number>()
  ;(card.disciplines ?? []).forEach((d, i) => {
    const first = seen.get(d.name)
    if (first !== undefined)
      problems.push(
        error(
          ['disciplines', i, 'name'],
          `discipline "${d.name}" is listed twice, first at disciplines[${first}]`,
          'card-discipline-twice',
          {
            name: d.name,
            first,
          },
        ),
      )
    else seen.set(d.name, i)
  })
  return problems
}

/** Problems of one discipline that passed the schema: power names unique, duration and range keys that fit. */
export function checkDiscipline(discipline: Discipline): SceneProblem[] {
  const problems: SceneProblem[] = []
  const seen = new Map<string, number>()
  discipline.powers.forEach((power, i) => {
    const at = (key?: string): PathSegment[] => (key ? ['powers', i, key] : ['powers', i])
    const first = seen.get(power.name)
    if (first !== undefined)
      problems.push(
        error(at('name'), `power "${power.name}" is listed twice, first at powers[${first}]`, 'card-power-twice', {
          name: power.name,
          first,
        }),
      )
    else seen.set(power.name, i)
    // 20.2.6: only a lasting power can end itself; an instant one is over at once.
    if (power.endsWhen !== undefined && power.duration === 'instant') {
      problems.push(error(at('endsWhen'), 'only a lasting power can end itself, this one is instant (20.2.6)', 'card-instant-ends'))
    }
    // 20.2.5: touch means base contact, so a reach in cm contradicts it.
    if (power.rangeCm !== undefined && power.range === 'touch') {
      problems.push(
        error(at('rangeCm'), 'a reach in cm is for range "distance", this power has range "touch" (20.2.5)', 'card-touch-range'),
      )
    }
  })
  return problems
}
