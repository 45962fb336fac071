import type { Point2 } from '../../math/planar'
import { inches, inchesToCm } from '../../math/units'
import type { TableWorld } from '../../geometry/world/tableWorld'
import type { Refusal } from '../../rules/kernel'
import {
  previewCastleShot,
  previewLargeAttack,
  previewMkAttack,
  type MkAction,
  type MkActionFacts,
  type MkAttackPreview,
  type MkGame,
  type MkPairFacts,
  type MkSettings,
} from '../../rules/mageknight/engine'
import { moveFactsFor } from './engineFacts'
import { DEFAULT_MK_TABLE_FACT_SETTINGS, type MkTableFactSettings, mkFigureOf } from './facts'
import { chariotRidden, placedTouches } from './largeFacts'
import type { MkScenarioStep } from './scenarioFile'
import type { MkProbe } from './sessionTypes'

/**
 * What the table offers around large figures and chariots (000), for the view's Mage Knight play
 * mode: a hero's chariots to board, a passenger's goals to leave to (a point touching a side or
 * the rear, proposed or snapped from a click), the choices an attack at a large figure still
 * needs (the owner's section at a boundary, the attacker's when the section hit is inactive, the
 * section a pushed large figure takes its click on) and a shot at several targets before the
 * roll. Every answer is the engine's probe on the game as it stands; the geometry is the judge's
 * facts (largeFacts.ts, engineFacts.ts). The session (session.ts) hands in what it owns.
 */

/** What the session lends: the game and table now, its probe (dice that touch nothing) and its measuring. */
export interface MkLargeHost {
  game(): MkGame
  world(): TableWorld
  probe(step: MkScenarioStep): MkProbe
  measure(step: MkScenarioStep): { action: MkAction; facts: MkActionFacts }
  settings(): MkSettings
  /** The game's table readings (tableRules.ts), as a leaving passenger's step is measured under them. Defaults when absent. */
  table?(): MkTableFactSettings
}

export interface MkBoardOffer {
  chariot: string
  probe: MkProbe
}

export interface MkLeaveGoal {
  passenger: string
  chariot: string
  /** The passenger's centre at the goal (cm, seen from above), its base touching the chariot's rim. */
  to: Point2
  /** Facing away from the chariot (the player's choice, 000 "Aussteigen": any facing). */
  facingDeg: number
  /** The chariot's sections the base touches there (000 "Aussteigen": a side or the rear). */
  touches: readonly string[]
  /** Bases and terrain the passenger's base would overlap there: such a goal is no place to stand. */
  overlaps: readonly string[]
  probe: MkProbe
}

/** A step field the player still has to fill: the owner's `section`, the attacker's `redirect`, the pusher's `push`. */
export type MkChoiceField = 'section' | 'redirect' | 'push'

export interface MkChoiceQuestion {
  field: MkChoiceField
  /** The side that answers: the large target's owner for `section`, the attacker's side otherwise. */
  chooser: string
  /** The large figure the answer is about: the target for `section` and `redirect`, the attacker for `push`. */
  about: string
  /** Each section that may be named, with the engine's refusal when naming it would be refused (null: allowed). */
  options: { name: string; refusal: Refusal | null }[]
}

export type MkAttackStep = Extract<MkScenarioStep, { do: 'ranged' | 'melee' }>
/** A step that may wait for a choice: an attack (any of the three), a large figure's move (its push). */
export type MkChoiceStep = MkAttackStep | Extract<MkScenarioStep, { do: 'move' }>

/** An attack at one or more targets before the roll: the table's facts per target, the numbers per target, the probe. */
export interface MkShotView {
  step: MkAttackStep
  pairs: readonly MkPairFacts[]
  preview: MkAttackPreview | null
  probe: MkProbe
}

/** The engine's refusals that are questions: the step may go on once the field is filled. */
const CHOICE_CODES: ReadonlyMap<string, MkChoiceField> = new Map([
  ['owner-must-choose-section', 'section'],
  ['attacker-must-choose-section', 'redirect'],
  ['push-section-required', 'push'],
])

/** The field a refusal asks for, or null when it is a plain refusal (a named push the card lacks is one). */
export function choiceFieldOf(refusal: { code: string; params?: Record<string, unknown> }): MkChoiceField | null {
  const field = CHOICE_CODES.get(refusal.code) ?? null
  return field === 'push' && refusal.params?.push !== undefined ? null : field
}

const DEG = Math.PI / 180
const radiusCm = (world: TableWorld, id: string): number => inchesToCm(inches(mkFigureOf(world.scene, id).card.base.diameterIn)) / 2
const targetsOf = (step: MkChoiceStep): readonly string[] =>
  step.do === 'ranged' ? step.targets : step.do === 'melee' ? [step.target] : []
const pieceOf = (game: MkGame, id: string) => (Object.hasOwn(game.pieces, id) ? game.pieces[id] : undefined)

/** The middle of a side's and the rear's arc (relative bearings, 000 "Aussteigen"): the goals proposed. */
const LEAVE_BEARINGS = [-90, 90, 180] as const

export class MkLargeOffers {
  constructor(private readonly host: MkLargeHost) {}

  /** 000 "Einsteigen": each chariot of `hero`'s side, probed (the engine checks contact with a side or the rear). */
  boardOffers(hero: string): MkBoardOffer[] {
    const game = this.host.game()
    const me = pieceOf(game, hero)
    if (!me || me.largeFigure || chariotRidden(game, hero) !== null) return []
    const world = this.host.world()
    return Object.values(game.pieces)
      .filter((p) => p.side === me.side && p.largeFigure && world.figure(p.id)?.mk?.card !== undefined)
      .filter((p) => p.dials.some((d) => d.speedSymbol === 'wheel'))
      .map((p) => ({ chariot: p.id, probe: this.host.probe({ do: 'board', figure: hero, chariot: p.id }) }))
  }

  /** 000 "Aussteigen": the goals proposed for a passenger, one at the middle of each side and of the rear. */
  leaveGoals(passenger: string): MkLeaveGoal[] {
    const chariot = chariotRidden(this.host.game(), passenger)
    if (chariot === null) return []
    const facing = this.host.world().requireFigure(chariot).facing ?? 0
    return LEAVE_BEARINGS.map((rel) => this.goalAt(passenger, chariot, facing + rel))
  }

  /** The goal a click at `point` asks for: snapped onto the ring where the bases touch, at the click's bearing from the chariot's centre. */
  leaveGoalToward(passenger: string, point: Point2): MkLeaveGoal | null {
    const chariot = chariotRidden(this.host.game(), passenger)
    if (chariot === null) return null
    const c = this.host.world().requireFigure(chariot).position
    const dx = point[0] - c[0]
    const dz = point[1] - c[2]
    if (Math.hypot(dx, dz) < 1e-6) return null
    // Scene facing: clockwise from north (-z), so a bearing b points along (sin b, -cos b).
    return this.goalAt(passenger, chariot, Math.atan2(dx, -dz) / DEG)
  }

  private goalAt(passenger: string, chariot: string, bearingDeg: number): MkLeaveGoal {
    const world = this.host.world()
    const c = world.requireFigure(chariot).position
    const d = radiusCm(world, chariot) + radiusCm(world, passenger)
    const round = (x: number) => Math.round(x * 10000) / 10000
    const to: Point2 = [round(c[0] + Math.sin(bearingDeg * DEG) * d), round(c[2] - Math.cos(bearingDeg * DEG) * d)]
    const facingDeg = Math.round(((bearingDeg % 360) + 360) % 360)
    const table = this.host.table?.() ?? DEFAULT_MK_TABLE_FACT_SETTINGS
    const overlaps = moveFactsFor(world, passenger, to, table).facts.endOverlaps.filter((id) => id !== chariot)
    return {
      passenger,
      chariot,
      to,
      facingDeg,
      touches: placedTouches(world, passenger, chariot, to, table),
      overlaps,
      probe: this.host.probe({ do: 'leave', figure: passenger, to: [to[0], 0, to[1]], facing: facingDeg }),
    }
  }

  /** The next choice `step` needs before it can be played, or null (it is allowed, or refused for another reason). */
  openChoice(step: MkChoiceStep): MkChoiceQuestion | null {
    const probe = this.host.probe(step)
    if (probe.ok) return null
    const field = choiceFieldOf(probe.refusal)
    if (field === null) return null
    const game = this.host.game()
    const attacker = pieceOf(game, step.figure)
    const target = targetsOf(step).find((t) => pieceOf(game, t)?.largeFigure) ?? null
    const about = field === 'push' ? step.figure : target
    if (!attacker || about === null) return null
    const named = field === 'push' ? null : String(probe.refusal.params?.options ?? '')
    const names = named === null ? game.pieces[about].dials.map((d, i) => d.name ?? `dial ${i}`) : named.split(', ').filter((s) => s !== '')
    const options = names.map((name) => {
      const answered = this.host.probe({ ...step, [field]: name })
      // A further question is no refusal of this answer: it is asked next.
      return { name, refusal: answered.ok || choiceFieldOf(answered.refusal) !== null ? null : answered.refusal }
    })
    const chooser = field === 'section' ? game.pieces[about].side : attacker.side
    return { field, chooser, about, options }
  }

  /**
   * An attack at one or more targets before the roll (core 7: up to the dial's number of targets),
   * with the choices the step names: the same rules the step is played by, as previewAttack.
   */
  previewShot(step: MkAttackStep): MkShotView {
    const probe = this.host.probe(step)
    const game = this.host.game()
    const world = this.host.world()
    const present = [step.figure, ...targetsOf(step)].every((id) => world.figure(id) !== undefined && pieceOf(game, id))
    if (!present) return { step, pairs: [], preview: null, probe }
    const { action, facts } = this.host.measure(step)
    const settings = this.host.settings()
    const r =
      action.kind === 'castleShot'
        ? previewCastleShot(game, action, facts.siege ?? {}, settings)
        : facts.large && (action.kind === 'ranged' || action.kind === 'melee')
          ? previewLargeAttack(game, action, facts, settings)
          : previewMkAttack(game, step.figure, targetsOf(step), step.do, facts, settings, 'dial' in action ? (action.dial ?? 0) : 0)
    return { step, pairs: facts.pairs ?? [], preview: r.ok ? r.value : null, probe }
  }
}
