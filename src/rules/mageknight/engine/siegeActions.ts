import type { RulingLine } from '../../kernel/clauses'
import { detailed } from '../../kernel/detail'
import type { Dice } from '../../kernel/dice'
import { setUpLadder, takeAwayLadder } from '../castle/ladders'
import { setPortal } from '../castle/portals'
import { refuse, type Resolution } from '../castle/refusals'
import { isSectionDestroyed } from '../castle/section'
import { CASTLE } from '../core/clauses'
import { requirePiece } from './game'
import { performAccessMelee, performClimb } from './siegeAccess'
import { performSectionMelee } from './siegeMelee'
import { performCastleShot } from './siegeShot'
import {
  portalsThatCount,
  requireSiege,
  requireSiegeSection,
  sectionStateIn,
  siegeWith,
  SIEGE_KINDS,
  SIEGE_RULINGS,
  type GiveAction,
} from './siegeState'
import type { SiegeAction, SiegeFacts } from './siegeTypes'
import type { MkEvent, MkGame, MkPerformed, MkSettings } from './types'

/**
 * The castle's actions in the engine (001): `performSiege` hands each to its rule, and the two
 * that need little table: portals opened or closed by the castle player at the start of the turn
 * (001 "Portale", no action spent) and ladders set up or taken away by a move action without
 * moving (001 "Planken und Leitern").
 */

type Portal = Extract<SiegeAction, { kind: 'portal' }>
type Ladder = Extract<SiegeAction, { kind: 'ladder' }>

const done = (game: MkGame, events: MkEvent[], lines: RulingLine[]): Resolution<MkPerformed> => {
  const breakdown = { modifiers: [], rolls: [], lines }
  return { ok: true, value: { game, events, breakdown }, breakdown }
}

/** 001 "Portale": before the turn's first action (the start of the turn) the castle player sets one portal. */
export function performPortal(game: MkGame, action: Portal, facts: SiegeFacts): Resolution<MkPerformed> {
  const section = sectionStateIn(game, action.section)
  const used = game.turn.actions.usedBase + game.turn.actions.usedExtra
  const blockers = facts.portalBlockers ?? []
  const set = setPortal(
    {
      section,
      portalId: action.portal,
      want: action.want,
      side: game.turn.side,
      atStartOfOwnTurn: used === 0,
      wouldCloseOnBase: blockers.length > 0,
    },
    SIEGE_KINDS,
  )
  if (!set.ok) {
    if (set.refusal.code !== 'portal-closes-on-base') return set
    const { code, reason, clause } = set.refusal
    return refuse(code, `${reason} (${blockers.join(', ')})`, clause, { blockers: blockers.join(', ') })
  }
  const siege = requireSiege(game)
  const record = { ...requireSiegeSection(game, action.section), portals: set.value.portals ?? {} }
  const g = { ...game, siege: siegeWith(siege, { sections: { ...siege.sections, [action.section]: record } }) }
  const lines: RulingLine[] = [...set.breakdown.lines]
  if (used === 0) lines.push({ key: 'portalAtTurnStart', value: game.turn.side, clause: SIEGE_RULINGS.turnStart })
  const next = sectionStateIn(g, action.section)
  return done(
    g,
    [{ kind: 'section', section: action.section, clicks: next.clicks ?? 0, portals: portalsThatCount(next), destroyed: false }],
    lines,
  )
}

/** 001 "Planken und Leitern": the carried ladder set up beside a wall, or a standing one taken away, by a move action without moving. */
export function performLadder(game: MkGame, action: Ladder, facts: SiegeFacts, give: GiveAction): Resolution<MkPerformed> {
  const ladderFacts = facts.ladder
  if (!ladderFacts) throw new RangeError('mageknight engine: a ladder action needs facts.siege.ladder')
  const siege = requireSiege(game)
  const piece = requirePiece(game, action.piece)
  const carrying = Object.hasOwn(siege.carried, piece.id) ? siege.carried[piece.id] : null
  const carrier = { id: piece.id, carrying: carrying === null ? 0 : 1, movedActionWithoutMoving: true }
  const clause = CASTLE.laddersPlanks
  if (action.op === 'setUp') {
    if (action.wall === undefined) throw new RangeError('mageknight engine: action.wall: setting a ladder up names the wall')
    if (carrying !== null && carrying !== action.ladder)
      return refuse('carries-no-ladder', `${piece.id} carries ${carrying}, not ${action.ladder}`, clause)
    const wall = sectionStateIn(game, action.wall)
    if (isSectionDestroyed(wall, SIEGE_KINDS)) return refuse('section-destroyed', `${wall.id} is destroyed (rubble)`, CASTLE.destruction)
    const set = setUpLadder(carrier, { id: wall.id, kind: wall.kind }, ladderFacts.besideWall)
    if (!set.ok) return set
    const given = give(game, action.piece, 'move')
    if (!given.ok) return given
    const carried = { ...siege.carried }
    delete carried[piece.id]
    const g = { ...given.value.game, siege: siegeWith(siege, { ladders: { ...siege.ladders, [action.ladder]: wall.id }, carried }) }
    const event: MkEvent = { kind: 'ladder', op: 'setUp', ladder: action.ladder, wall: wall.id, by: piece.id }
    return done(g, [...given.value.events, event], [...given.value.lines, ...set.breakdown.lines])
  }
  if (!Object.hasOwn(siege.ladders, action.ladder))
    return refuse('ladder-not-standing', `${action.ladder} does not stand beside a wall`, clause, { ladder: action.ladder })
  if (!ladderFacts.touchesLadder)
    return refuse('not-at-ladder', `${piece.id} does not touch the access point of ${action.ladder}`, SIEGE_RULINGS.ladders, {
      ladder: action.ladder,
    })
  const taken = takeAwayLadder(carrier, action.ladder, ladderFacts.enemiesTouching)
  if (!taken.ok) return taken
  const given = give(game, action.piece, 'move')
  if (!given.ok) return given
  const wall = siege.ladders[action.ladder]
  const ladders = { ...siege.ladders }
  delete ladders[action.ladder]
  const g = { ...given.value.game, siege: siegeWith(siege, { ladders, carried: { ...siege.carried, [piece.id]: action.ladder } }) }
  const lines: RulingLine[] = [
    ...given.value.lines,
    ...taken.breakdown.lines,
    {
      key: 'castle.ladder.carried',
      value: action.ladder,
      clause: SIEGE_RULINGS.ladders,
      ...detailed('castle.ladder.carried', '{figure} carries it on, without losing movement', { figure: piece.id }),
    },
  ]
  return done(g, [...given.value.events, { kind: 'ladder', op: 'takenAway', ladder: action.ladder, wall, by: piece.id }], lines)
}

/** The castle's actions (001), each by its rule. */
export function performSiege(
  game: MkGame,
  action: SiegeAction,
  facts: SiegeFacts,
  dice: Dice,
  settings: MkSettings,
  give: GiveAction,
): Resolution<MkPerformed> {
  switch (action.kind) {
    case 'castleShot':
      return performCastleShot(game, action, facts, dice, settings, give)
    case 'portal':
      return performPortal(game, action, facts)
    case 'climb':
      return performClimb(game, action, facts, dice, settings, give)
    case 'ladder':
      return performLadder(game, action, facts, give)
    case 'accessMelee':
      return performAccessMelee(game, action, facts, dice, settings, give)
    case 'sectionMelee':
      return performSectionMelee(game, action, facts, dice, settings, give)
  }
}
