import { z } from 'zod'

/**
 * The fields a scenario step adds for large figures and chariots (000): on a move, the sections
 * that receive move actions for the combined move; on any action of a pushed large figure, the
 * section that takes the pushing click; on an attack at a large figure, the owner's choice at a
 * boundary and the attacker's choice when the section hit is inactive. Kept apart from
 * scenarioFile.ts so the two rule sets' fields do not mix.
 */

const name = z.string().min(1)

/** 000 "Antreiben": the section a pushed large figure takes its click on. */
const push = name.optional()

export const LARGE_MOVE_FIELDS = {
  /** 000 "Aktionen", R-LF-5: the sections that receive move actions (absent: the one `dial` names). */
  sections: z.array(name).min(1).optional(),
  push,
}

export const LARGE_ATTACK_FIELDS = {
  push,
  /** 000 "Großfiguren angreifen": the large target's owner's choice at a boundary. */
  section: name.optional(),
  /** 000 "Großfiguren angreifen": the attacker's choice when the section hit is inactive. */
  redirect: name.optional(),
}

export const LARGE_STEPS = {
  board: { chariot: name },
}
