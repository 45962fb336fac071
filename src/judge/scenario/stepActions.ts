import type { Point3 } from '../../geometry/types'
import type { GameAction, MeleeChoicePlan } from '../../rules/universalis/engine'
import { modelOrUndefined, type GameState } from '../../rules/universalis/model'
import type { ObjectSpec } from '../../rules/universalis/items'
import type { AttackerWinOption, CounterAttackWindow, MeleeRolled, OpportunityWindow } from '../../rules/universalis/melee'
import { ruling } from '../../rules/kernel'
import { refuse, type Refusal } from '../../rules/universalis/refusals'
import type { ScenarioStep } from './steps'

/**
 * A scenario step translated into the engine's action: defaults filled in (the first melee
 * weapon, the overwatch weapon for reaction fire), the windows of counter-attacks and
 * opportunity attacks and the melee a touch power follows taken from earlier steps.
 */

/** R-E.0a: what the table and the scenario give the rules (its objects, the reaction windows open). */
const C = ruling('R-E.0a', 'Fakten des Tisches')

export interface StepContext {
  windows: readonly (CounterAttackWindow | OpportunityWindow)[]
  melees: readonly MeleeRolled[]
  /** The scenario's objects by id (8.3, 9.2). */
  objects?: Readonly<Record<string, ObjectSpec>>
}

export type StepAction = { ok: true; value: GameAction; goal?: Point3; pushCm?: number } | { ok: false; refusal: Refusal }

/** The first melee weapon on the card, else unarmed (15.9). */
function defaultMeleeWeapon(game: GameState, id: string): string {
  return modelOrUndefined(game, id)?.card.weapons?.find((w) => w.range === 'melee')?.name ?? 'unarmed'
}

const choiceOf = (attacker?: AttackerWinOption, defender?: 'pushBack' | 'none'): MeleeChoicePlan => ({ attacker, defender })

export function toAction(step: ScenarioStep, game: GameState, ctx: StepContext): StepAction {
  const ok = (value: GameAction, extra: { goal?: Point3; pushCm?: number } = {}): StepAction => ({ ok: true, value, ...extra })
  switch (step.do) {
    case 'startRound':
      return ok({ kind: 'startRound', operatorShockPayments: step.operatorShockPayments, operatorApFirst: step.operatorApFirst })
    case 'turn':
      return ok({ kind: 'turn', model: step.figure, facingDeg: step.facing })
    case 'useObject': {
      const object = ctx.objects && Object.hasOwn(ctx.objects, step.object) ? ctx.objects[step.object] : undefined
      if (!object)
        return refuse(
          'no-such-object',
          `object: the scenario has no object "${step.object}"${ctx.objects ? ` (objects: ${Object.keys(ctx.objects).join(', ') || 'none'})` : ''}`,
          C,
          { object: step.object },
        )
      return ok({ kind: 'useObject', model: step.figure, object })
    }
    case 'choose':
      return ok({ kind: 'choose', picks: step.picks })
    case 'beginPhase':
      return ok({ kind: 'beginPhase', model: step.figure })
    case 'ignoreThreat':
      return ok({ kind: 'ignoreThreat', model: step.figure })
    case 'move':
      return ok({ kind: 'move', model: step.figure, testDifficult: step.testDifficult }, { goal: step.to })
    case 'charge':
      return ok(
        {
          kind: 'charge',
          model: step.figure,
          defender: step.target,
          weapon: step.weapon ?? defaultMeleeWeapon(game, step.figure),
          testDifficult: step.testDifficult,
          choice: choiceOf(step.choice, step.defenderChoice),
        },
        { goal: step.to },
      )
    case 'shoot':
      return ok({
        kind: 'shoot',
        shooter: step.shooter,
        target: step.target,
        weapon: step.weapon,
        action: step.action ?? 'normal',
        dodge: step.dodge,
      })
    case 'reactionFire': {
      const weapon = step.weapon ?? modelOrUndefined(game, step.shooter)?.tokens.overwatch
      if (!weapon)
        return refuse('needs-overwatch', `${step.shooter} is not on overwatch: no weapon for reaction fire`, C, { model: step.shooter })
      return ok({ kind: 'reactionFire', shooter: step.shooter, target: step.target, weapon, dodge: step.dodge })
    }
    case 'overwatch':
      return ok({ kind: 'overwatch', model: step.figure, weapon: step.weapon })
    case 'reload':
      return ok({ kind: 'reload', model: step.figure, weapon: step.weapon })
    case 'sustained':
      return ok({ kind: 'sustained', shooter: step.shooter, weapon: step.weapon, action: step.action ?? 'normal', targets: step.targets })
    case 'indirect':
      return ok({
        kind: 'indirect',
        shooter: step.shooter,
        weapon: step.weapon,
        action: step.action ?? 'normal',
        target: step.target,
        point: step.point,
      })
    case 'area':
      return ok({
        kind: 'area',
        shooter: step.shooter,
        weapon: step.weapon,
        action: step.action ?? 'normal',
        indirect: step.indirect ?? false,
        target: step.target,
        point: step.point,
      })
    case 'melee': {
      const mode = step.mode ?? 'attack'
      let answers: CounterAttackWindow | OpportunityWindow | undefined
      if (mode === 'counter')
        answers = ctx.windows.find((w) => w.kind === 'counterAttack' && w.by === step.attacker && w.against === step.defender)
      if (mode === 'opportunity') answers = ctx.windows.find((w) => w.kind === 'opportunityAttack' && w.disengagingId === step.defender)
      return ok(
        {
          kind: 'melee',
          mode,
          attacker: step.attacker,
          defender: step.defender,
          weapon: step.weapon ?? defaultMeleeWeapon(game, step.attacker),
          choice: choiceOf(step.choice, step.defenderChoice),
          answers,
        },
        { pushCm: step.pushCm },
      )
    }
    case 'defence':
      return ok({ kind: 'defence', model: step.figure })
    case 'disengage':
      return ok(
        {
          kind: 'disengage',
          model: step.figure,
          opportunity: (step.opportunity ?? []).map((o) => ({
            attacker: o.attacker,
            weapon: o.weapon ?? defaultMeleeWeapon(game, o.attacker),
            choice: choiceOf(o.choice),
          })),
        },
        { goal: step.to },
      )
    case 'lieDown':
      return ok({ kind: 'lieDown', model: step.figure })
    case 'standUp':
      return ok({ kind: 'standUp', model: step.figure })
    case 'reveal':
      return ok({ kind: 'reveal', model: step.figure, target: step.target, extraAp: step.extraAp, supporters: step.supporters })
    case 'useItem':
      return ok({ kind: 'useItem', model: step.figure, itemKind: step.kind ?? 'equipment', name: step.item, target: step.target })
    case 'usePower': {
      const prior = [...ctx.melees].reverse().find((m) => m.attackerId === step.figure && m.defenderId === step.target)
      return ok({
        kind: 'usePower',
        model: step.figure,
        power: step.power,
        target: step.target,
        blockers: step.blockers,
        priorMelee: prior,
      })
    }
    case 'endPower':
      return ok({ kind: 'endPower', model: step.figure, power: step.power })
    case 'blockPower':
      return ok({ kind: 'blockPower', model: step.figure, caster: step.caster, power: step.power })
    case 'endPhase':
      return ok({ kind: 'endPhase', model: step.figure, recover: step.recover })
    case 'endRound':
      return ok({ kind: 'endRound' })
    case 'surrender':
      return ok({ kind: 'surrender', side: step.side })
  }
}
