/**
 * Checks of ladders set against a castle section: that the section exists, is a wall and that the
 * ladder's top reaches it. Apart from the sections' checks (checks.ts) because they read the
 * ladders of the scene, which the castle key does not hold.
 */
import { sectionOutline, signedDistance } from './footprint'
import type { CastleSection } from './schema'
import { LEVEL_TOLERANCE, topHeight } from './checks'
import type { Located } from '../checks'
import { error, warning, type SceneProblem } from '../problems'
import type { Ladder } from '../schema'

/** How far (cm) a ladder's top may stand from a section's outline and still be against it. */
export const LADDER_REACH = 1
/** Kinds a ladder stands against (001 "Leitern stellen zusätzliche Zugangspunkte zu Castle Mauersektionen dar"). */
export const LADDER_KINDS: readonly CastleSection['kind'][] = ['wall', 'wallGateway']

const quote = (s: string) => JSON.stringify(s)

/**
 * Ladders with `against`: the section exists (error), is a wall section and the ladder's top
 * reaches its top (warnings). `sectionIds`: the ids of every section, valid or not; a ladder
 * against a section that has problems of its own is not reported as against no section.
 */
export function checkCastleLadders(
  ladders: readonly Located<Ladder>[],
  sections: readonly Located<CastleSection>[],
  sectionIds: ReadonlySet<string> = new Set(),
): SceneProblem[] {
  const problems: SceneProblem[] = []
  for (const { path, record } of ladders) {
    if (record.against === undefined) continue
    const section = sections.find((s) => s.record.id === record.against)?.record
    if (!section) {
      if (!sectionIds.has(record.against))
        problems.push(error([...path, 'against'], `no castle section ${quote(record.against)}`, 'no-such-section', { id: record.against }))
      continue
    }
    if (!LADDER_KINDS.includes(section.kind))
      problems.push(
        warning([...path, 'against'], `ladders stand against wall sections, not a ${section.kind}`, 'ladder-not-on-wall', {
          kind: section.kind,
        }),
      )
    const [x, y, z] = record.top
    const reach = signedDistance(sectionOutline(section).area, [x, z])
    if (reach > LADDER_REACH)
      problems.push(
        warning(
          [...path, 'top'],
          `stands ${reach.toFixed(2)} cm away from section ${quote(section.id)} (at most ${LADDER_REACH})`,
          'ladder-too-far',
          {
            cm: reach.toFixed(2),
            id: section.id,
            max: LADDER_REACH,
          },
        ),
      )
    if (Math.abs(y - topHeight(section)) > LEVEL_TOLERANCE)
      problems.push(
        warning(
          [...path, 'top', 1],
          `does not reach the top of section ${quote(section.id)} at y = ${topHeight(section)}, got ${y}`,
          'ladder-short',
          {
            id: section.id,
            top: topHeight(section),
            y,
          },
        ),
      )
  }
  return problems
}
