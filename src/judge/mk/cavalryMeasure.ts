import type { Point2 } from '../../math/planar'
import type { TableWorld } from '../../geometry/world/tableWorld'
import { unitIdOf, type MkAction, type MkActionFacts, type MkGame, type MkPairFacts } from '../../rules/mageknight/engine'
import {
  baseFor,
  cavalryMove,
  cavalryPairFacts,
  inHinderingTerrain,
  opposingInContact,
  placedBaseOf,
  riderPlaces,
  withUnitAt,
} from './cavalryFacts'
import { placedBaseGap, type PlacedMount } from '../../geometry/mk/mountBase'
import { isCavalryStep } from './cavalrySteps'
import type { MkScenarioStep } from './scenarioFile'
import { DEFAULT_MK_TABLE_RULES, type MkTableRules } from './tableRules'

/**
 * A scenario step that involves cavalry (003) as an engine action with the facts measured now
 * (cavalryFacts.ts): a unit's move, a ranged or melee step with a unit at either end, and the
 * cavalry steps (cavalrySteps.ts). Other steps are left to the driver's other measures (null).
 */

export interface MeasuredStep {
  action: MkAction
  facts: MkActionFacts
  endHeightCm?: number
}

const isCavalryDial = (d: unknown): d is 'mount' | 'rider' => d === 'mount' || d === 'rider'
const planar = (v: readonly [number, number, number]): Point2 => [v[0], v[2]]
const mountsOf = (game: MkGame): string[] => Object.keys(game.cavalry?.saddle ?? {})
const inGame = (game: MkGame, ids: readonly string[]) => ids.some((id) => game.cavalry && Object.hasOwn(game.cavalry.cards, id))

/** Does the driver hand this step to measureCavalryStep? */
export function isCavalryInvolved(game: MkGame, step: MkScenarioStep): boolean {
  if (isCavalryStep(step)) return true
  if (!game.cavalry) return false
  if (step.do === 'move') return unitIdOf(game, step.figure) !== null
  if (step.do === 'ranged') return inGame(game, [step.figure, ...step.targets])
  if (step.do === 'melee') return inGame(game, [step.figure, step.target])
  return false
}

/** An attack's facts with cavalry at either end, for a step played and for `judge --mk` (attackRuling.ts) alike. */
export function cavalryAttackFacts(
  world: TableWorld,
  game: MkGame,
  attacker: string,
  targets: readonly string[],
  table: MkTableRules,
): MkActionFacts & { pairs: MkPairFacts[] } {
  return {
    pairs: targets.map((t) => cavalryPairFacts(world, game, attacker, t, table.facts)),
    enemiesInContact: opposingInContact(world, game, attacker),
    cavalry: {
      riderPlaces: riderPlaces(world, game, mountsOf(game)),
      inHinderingTerrain: inHinderingTerrain(world, game, targets, table.facts),
    },
  }
}

/** The engine action of a proficiency step whose figure is no cavalry unit: refused as such (no-rider). */
function noUnitAction(step: Extract<MkScenarioStep, { do: 'overwhelm' | 'trample' | 'mountedBound' | 'mountedCharge' }>): MkAction {
  const to = planar(step.to)
  if (step.do === 'overwhelm') return { kind: 'overwhelm', piece: step.figure, target: step.target, to, facingDeg: 0 }
  if (step.do === 'trample') return { kind: 'trample', piece: step.figure, to, facingDeg: 0 }
  if (step.do === 'mountedBound') return { kind: 'mountedBound', piece: step.figure, to, facingDeg: 0, targets: step.targets }
  return { kind: 'mountedCharge', piece: step.figure, to, facingDeg: 0, target: step.target }
}

/** `table`: the game's measuring readings (tableRules.ts): hindering terrain, what a Trample path crosses. */
export function measureCavalryStep(
  world: TableWorld,
  game: MkGame,
  step: MkScenarioStep,
  table: MkTableRules = DEFAULT_MK_TABLE_RULES,
): MeasuredStep | null {
  if (!isCavalryInvolved(game, step)) return null
  const places = () => riderPlaces(world, game, mountsOf(game))
  // A proficiency step for a figure that is no unit: the engine refuses it before it needs a fact.
  if (
    (step.do === 'overwhelm' || step.do === 'trample' || step.do === 'mountedBound' || step.do === 'mountedCharge') &&
    unitIdOf(game, step.figure) === null
  )
    return { action: noUnitAction(step), facts: {} }
  switch (step.do) {
    case 'move': {
      const mount = unitIdOf(game, step.figure) ?? step.figure
      const m = cavalryMove(world, game, mount, planar(step.to), step.facing, table.trample)
      const dial = isCavalryDial(step.dial) ? { cavalry: { dial: step.dial } } : {}
      return {
        action: { kind: 'move', piece: mount, to: planar(step.to), facingDeg: m.facingDeg, ...dial },
        facts: { move: m.move },
        endHeightCm: world.requireFigure(mount).position[1],
      }
    }
    case 'ranged':
    case 'melee': {
      const targets = step.do === 'ranged' ? step.targets : [step.target]
      const cavalry = {
        ...(isCavalryDial(step.dial) ? { dial: step.dial } : {}),
        ...(step.targetDial ? { targetDial: step.targetDial } : {}),
      }
      const facts = cavalryAttackFacts(world, game, step.figure, targets, table)
      const action: MkAction =
        step.do === 'ranged'
          ? { kind: 'ranged', piece: step.figure, targets, cavalry }
          : { kind: 'melee', piece: step.figure, target: step.target, cavalry }
      return { action, facts }
    }
    case 'dismount':
      return { action: { kind: 'dismount', piece: step.figure }, facts: { cavalry: { riderPlaces: places() } } }
    case 'darkUnity':
      return { action: { kind: 'darkUnity', piece: step.figure }, facts: {} }
    case 'remount': {
      const rider = placedBaseOf(world.requireFigure(step.figure))
      const mount = placedBaseOf(world.requireFigure(step.mount))
      const contact = rider !== null && mount !== null && placedBaseGap(rider, mount).inContact
      return {
        action: {
          kind: 'remount',
          piece: step.figure,
          mount: step.mount,
          ...(step.pushDial ? { cavalry: { pushDial: step.pushDial } } : {}),
        },
        facts: { cavalry: { remountContact: contact, riderPlaces: places() } },
      }
    }
    case 'trample': {
      const mount = unitIdOf(game, step.figure) ?? step.figure
      const goal = planar(step.to)
      const m = cavalryMove(world, game, mount, goal, undefined, table.trample)
      const crossed = m.path.crossed.map((c) => ({
        id: c.id,
        side: world.requireFigure(c.id).side,
        atGroundLevel: c.groundLevel,
        cavalryUnit: unitIdOf(game, c.id) !== null,
      }))
      return {
        action: {
          kind: 'trample',
          piece: mount,
          to: goal,
          facingDeg: m.facingDeg,
          ...(step.targetDial ? { cavalry: { targetDial: step.targetDial } } : {}),
        },
        facts: {
          move: m.move,
          cavalry: {
            trample: {
              atGroundLevel: m.path.mountAtGroundLevel,
              doubleTime: false,
              straightThroughFrontArc: m.path.goalInFrontArc,
              crossed,
            },
            riderPlaces: places(),
          },
        },
        endHeightCm: world.requireFigure(mount).position[1],
      }
    }
    case 'overwhelm': {
      const mount = unitIdOf(game, step.figure) ?? step.figure
      const goal = planar(step.to)
      const m = cavalryMove(world, game, mount, goal, step.facing, table.trample)
      const end: PlacedMount = { ...(baseFor(world, game, mount) as PlacedMount), centre: goal, headingDeg: m.facingDeg }
      const atEnd = withUnitAt(world, mount, goal, m.facingDeg, () => ({
        contacts: opposingInContact(world, game, mount, end).map((id) => ({
          id,
          cavalryUnit: unitIdOf(game, id) !== null && unitIdOf(game, id) === id,
        })),
        places: places(),
      }))
      return {
        action: { kind: 'overwhelm', piece: mount, target: unitIdOf(game, step.target) ?? step.target, to: goal, facingDeg: m.facingDeg },
        facts: {
          move: m.move,
          cavalry: {
            overwhelm: {
              opposingInContactAtStart: m.move.enemiesInContact,
              usedSpeedAbility: false,
              opposingInContactAtEnd: atEnd.contacts,
            },
            riderPlaces: atEnd.places,
          },
        },
        endHeightCm: world.requireFigure(mount).position[1],
      }
    }
    case 'mountedBound':
    case 'mountedCharge': {
      const mount = unitIdOf(game, step.figure) ?? step.figure
      const goal = planar(step.to)
      const m = cavalryMove(world, game, mount, goal, step.facing, table.trample)
      const targets = step.do === 'mountedBound' ? step.targets : [step.target]
      const facts = withUnitAt(world, mount, goal, m.facingDeg, () => cavalryAttackFacts(world, game, mount, targets, table))
      const cavalry = {
        ...(step.do === 'mountedCharge' && step.dial ? { dial: step.dial } : {}),
        ...(step.targetDial ? { targetDial: step.targetDial } : {}),
      }
      const action: MkAction =
        step.do === 'mountedBound'
          ? { kind: 'mountedBound', piece: mount, to: goal, facingDeg: m.facingDeg, targets, cavalry }
          : { kind: 'mountedCharge', piece: mount, to: goal, facingDeg: m.facingDeg, target: step.target, cavalry }
      return { action, facts: { ...facts, move: m.move }, endHeightCm: world.requireFigure(mount).position[1] }
    }
    default:
      return null
  }
}
