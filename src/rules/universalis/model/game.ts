import type { UnitCard } from '../../../scene/cards/unitCard'
import { universalis } from '../../kernel/clauses'
import { newModelState, type GameState, type ModelState } from './gameState'
import { emptyBreakdown } from '../../kernel/resolution'
import { refuse, type Resolution } from '../refusals'
import { checkAssignments } from '../states/telematon'

/**
 * A new game from a scene's figures and their unit cards (already looked up in the card
 * library): groups of 2 or more models (2.2), exactly one group leader each (2.3), telematons
 * assigned to one operator (19.2). The game starts in deployment (5.4) with round 0; the AP come
 * with the first round start (5.5.1, round.ts), so every model holds 0 until then.
 */

export interface GameFigure {
  id: string
  side: string
  card: UnitCard
  prone?: boolean
  operatorId?: string
  /** 20.1: the powers taken into this game. */
  powers?: string[]
  /** R-E.9a: the facing at the start, degrees clockwise from north (the scene has none). */
  facingDeg?: number
  /** R-18.3c: the players' map of a colossus's weapons to its sides. */
  weaponMounts?: Readonly<Record<string, 'left' | 'right' | 'hull'>>
}

export interface CreateGameInput {
  figures: readonly GameFigure[]
  /** 2.3: the group leader's figure id per side. */
  leaders: Record<string, string>
}

const C = {
  groups: universalis('2.2', 'Gruppen'),
  leader: universalis('2.3', 'Gruppenführer'),
}

export function createGame(input: CreateGameInput): Resolution<GameState> {
  const sides: string[] = []
  const seen = new Set<string>()
  for (const [i, f] of input.figures.entries()) {
    if (!f.id) throw new RangeError(`rules/model: createGame figures[${i}].id: empty`)
    if (!f.side) throw new RangeError(`rules/model: createGame figures[${i}].side: ${f.id} has no side`)
    if (seen.has(f.id)) throw new RangeError(`rules/model: createGame figures[${i}].id: "${f.id}" appears twice`)
    seen.add(f.id)
    if (!sides.includes(f.side)) sides.push(f.side)
  }
  if (sides.length < 2)
    return refuse('needs-two-groups', `figures: a game needs two groups, found ${sides.length} side(s)`, C.groups, { sides: sides.length })
  for (const side of sides) {
    const n = input.figures.filter((f) => f.side === side).length
    if (n < 2)
      return refuse('group-too-small', `side ${side}: a group consists of 2 or more models, it has ${n}`, C.groups, { side, have: n })
  }
  for (const side of Object.keys(input.leaders))
    if (!sides.includes(side)) return refuse('no-such-side', `leaders.${side}: no figure is on side ${side}`, C.leader, { side })
  for (const side of sides) {
    const id = input.leaders[side]
    if (!id)
      return refuse(
        'no-group-leader',
        `leaders.${side}: side ${side} has no group leader (exactly one model of each group leads it)`,
        C.leader,
        { side },
      )
    const f = input.figures.find((x) => x.id === id)
    if (!f) return refuse('no-such-model', `leaders.${side}: no figure "${id}"`, C.leader, { side, model: id })
    if (f.side !== side)
      return refuse('wrong-side', `leaders.${side}: ${id} belongs to side ${f.side}`, C.leader, { side, model: id, belongsTo: f.side })
    // R-2.3a: the leader's EH decides the deployment order (5.4); a telematon has none (19.5).
    if (f.card.type === 'telematon')
      return refuse('telematon-cannot-lead', `leaders.${side}: ${id} is a telematon, it has no EH of its own to lead with`, C.leader, {
        side,
        model: id,
      })
  }
  const assignment = checkAssignments(input.figures)
  if (assignment) return { ok: false, refusal: assignment }
  const extras = checkExtras(input.figures)
  if (extras) return { ok: false, refusal: extras }
  const models: Record<string, ModelState> = {}
  for (const f of input.figures) {
    const m: ModelState = { ...newModelState(f.id, f.side, f.card, { prone: f.prone, operatorId: f.operatorId, powers: f.powers }), ap: 0 }
    if (f.facingDeg !== undefined) m.facingDeg = normaliseFacing(f.facingDeg)
    if (f.weaponMounts) m.weaponMounts = { ...f.weaponMounts }
    models[f.id] = m
  }
  const game: GameState = {
    round: 0,
    phase: 'deployment',
    sides,
    leaders: { ...input.leaders },
    models,
    active: [],
    log: [
      `game created: ${sides.map((s) => `${s} (${input.figures.filter((f) => f.side === s).length} models, leader ${input.leaders[s]})`).join(', ')}`,
    ],
  }
  return { ok: true, value: game, breakdown: emptyBreakdown() }
}

/** Degrees into [0, 360). */
export const normaliseFacing = (deg: number): number => ((deg % 360) + 360) % 360

/** Facings must be numbers; mounts only for a colossus's own weapons (18.3, R-18.3c). */
function checkExtras(figures: readonly GameFigure[]) {
  const c = universalis('18.3', 'Trefferzonen')
  for (const [i, f] of figures.entries()) {
    if (f.facingDeg !== undefined && !Number.isFinite(f.facingDeg))
      throw new RangeError(
        `rules/model: createGame figures[${i}].facingDeg: ${f.id}'s facing must be a finite number of degrees, got ${f.facingDeg}`,
      )
    if (!f.weaponMounts) continue
    if (f.card.type !== 'colossus')
      return refuse(
        'not-a-colossus',
        `figures[${i}].weaponMounts: ${f.id} is a ${f.card.type} model; only a colossus carries weapons on its sides`,
        c,
        { model: f.id, type: f.card.type },
      ).refusal
    for (const [name, side] of Object.entries(f.weaponMounts)) {
      if (!(f.card.weapons ?? []).some((w) => w.name === name))
        return refuse('no-such-weapon', `figures[${i}].weaponMounts.${name}: ${f.id} has no weapon "${name}"`, c, {
          model: f.id,
          weapon: name,
        }).refusal
      if (!['left', 'right', 'hull'].includes(side))
        throw new RangeError(
          `rules/model: createGame figures[${i}].weaponMounts.${name}: expected left, right or hull, got ${String(side)}`,
        )
    }
  }
  return null
}
