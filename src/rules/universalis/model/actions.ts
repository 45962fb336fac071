import { universalis, type Clause } from '../../kernel/clauses'
import type { ModelState } from './gameState'
import { refuse, type Refusal } from '../refusals'

/**
 * The catalogue of actions and reactions (6 to 8, 14 to 17, 20) with their AP costs, and the
 * checks every one of them shares: an eliminated or burning model does nothing (11.1, 11.2), a
 * panicking one no reactions (11.4.1), AP must suffice (6), and in melee only the actions of
 * 15 are allowed. Each rule module adds its own conditions on top (line of sight, reload...).
 */
export const ACTIONS = {
  turn: { reaction: false, clause: universalis('8.3', 'Drehen') },
  move: { reaction: false, clause: universalis('8.3', 'Normale Bewegung') },
  charge: { reaction: false, clause: universalis('8.3', 'Angriffsbewegung') },
  disengage: { reaction: false, clause: universalis('8.3', 'Aus Nahkampf lösen') },
  lieDown: { reaction: false, clause: universalis('8.3', 'Hinlegen') },
  standUp: { reaction: false, clause: universalis('8.3', 'Aufstehen') },
  useObject: { reaction: false, clause: universalis('8.3', 'Objekt benutzen') },
  dodgeFire: { reaction: true, clause: universalis('8.4', 'Beschuss Ausweichen') },
  normalShot: { reaction: false, clause: universalis('14.2', 'Normaler Schuss') },
  overwatch: { reaction: false, clause: universalis('14.2', 'Feuerbereitschaft') },
  aimedShot: { reaction: false, clause: universalis('14.2', 'Gezielter Schuss') },
  snapShot: { reaction: false, clause: universalis('14.2', 'Schnellschuss') },
  reload: { reaction: false, clause: universalis('14.2', 'Nachladen') },
  reactionFire: { reaction: true, clause: universalis('14.3', 'Reaktionsfeuer') },
  attack: { reaction: false, clause: universalis('15.3', 'Angriff') },
  recklessAttack: { reaction: false, clause: universalis('15.3', 'Verwegener Angriff') },
  defence: { reaction: false, clause: universalis('15.3', 'Verteidigung') },
  counterAttack: { reaction: true, clause: universalis('15.4', 'Gegenangriff') },
  opportunityAttack: { reaction: true, clause: universalis('15.4', 'Gelegenheitsangriff') },
  reveal: { reaction: false, clause: universalis('16.4', 'Aufklären') },
  revealSupport: { reaction: true, clause: universalis('16.5', 'Aufklärungsunterstützung') },
  useEquipment: { reaction: false, clause: universalis('17.1', 'Ausrüstung verwenden') },
  useTrait: { reaction: false, clause: universalis('7.1', 'Eigenschaft anwenden') },
  usePower: { reaction: false, clause: universalis('20.3', 'Kraft einsetzen') },
  endPower: { reaction: false, clause: universalis('20.3', 'Kraft beenden') },
  blockPower: { reaction: false, clause: universalis('20.3', 'Kraft blockieren') },
  blockPowerReaction: { reaction: true, clause: universalis('20.4', 'Kraft blockieren') },
} as const satisfies Record<string, { reaction: boolean; clause: Clause }>

export type ActionId = keyof typeof ACTIONS

/** 15: the only actions and reactions allowed while in melee. */
export const MELEE_ACTIONS: readonly ActionId[] = [
  'attack',
  'recklessAttack',
  'disengage',
  'usePower',
  'counterAttack',
  'opportunityAttack',
]

const COLOSSUS = universalis('18.1', 'Fern- und Nahkampf')
const COMBAT: readonly ActionId[] = [
  'charge',
  'normalShot',
  'aimedShot',
  'snapShot',
  'reactionFire',
  'attack',
  'recklessAttack',
  'counterAttack',
  'opportunityAttack',
]

/**
 * AP cost of an action. `weaponClass` for the combat actions and reload (WK), `apCost` for
 * equipment, traits and powers (printed on the card), `extraAp` for reveal (2+, 16.4).
 * 18.1: a colossus pays 1 AP less for a ranged or melee action with a class IV or V weapon.
 */
export function actionCost(
  action: ActionId,
  model: Pick<ModelState, 'prone' | 'card'>,
  opts: { weaponClass?: number; apCost?: number; extraAp?: number } = {},
): { ap: number; clauses: Clause[] } {
  const wk = opts.weaponClass ?? 0
  const base: Record<ActionId, number> = {
    turn: 0,
    move: model.prone ? 2 : 1,
    charge: wk,
    disengage: model.prone ? 3 : 2,
    lieDown: 1,
    standUp: 1,
    useObject: 1,
    dodgeFire: 1,
    normalShot: wk + 1,
    overwatch: 2,
    aimedShot: wk + 2,
    snapShot: wk,
    reload: wk,
    reactionFire: wk,
    attack: wk,
    recklessAttack: wk + 2,
    defence: 2,
    counterAttack: wk,
    opportunityAttack: wk,
    reveal: 2 + (opts.extraAp ?? 0),
    revealSupport: 2,
    useEquipment: opts.apCost ?? 0,
    useTrait: opts.apCost ?? 0,
    usePower: opts.apCost ?? 0,
    endPower: 1,
    blockPower: 2,
    blockPowerReaction: 3,
  }
  const clauses: Clause[] = [ACTIONS[action].clause]
  let ap = base[action]
  if (model.card.type === 'colossus' && COMBAT.includes(action) && wk >= 4 && action !== 'charge') {
    ap = Math.max(0, ap - 1)
    clauses.push(COLOSSUS)
  }
  return { ap, clauses }
}

export interface ActingContext {
  /** Is it this model's initiative phase (actions need it, reactions do not, 6.1 and 6.2)? */
  active: boolean
  /** Is the model in base contact with an enemy (15)? From the geometry. */
  inMelee: boolean
  /** AP a telematon may draw from its operator (19.4); 0 otherwise. */
  operatorAp?: number
}

/** The checks every action and reaction shares; null when allowed. */
export function checkCanAct(model: ModelState, action: ActionId, apNeeded: number, ctx: ActingContext): Refusal | null {
  const spec = ACTIONS[action]
  const fail = (r: ReturnType<typeof refuse>) => r.refusal
  if (model.eliminated)
    return fail(
      refuse('eliminated', `${model.id} is eliminated and takes no actions or reactions`, universalis('11.2', 'Eliminiert'), {
        model: model.id,
      }),
    )
  if (model.tokens.burning)
    return fail(
      refuse('burning', `${model.id} is burning and takes no actions or reactions`, universalis('11.1', 'Brennen'), { model: model.id }),
    )
  if (spec.reaction && model.tokens.panic)
    return fail(
      refuse('panicking', `${model.id} is in panic and takes no reactions`, universalis('11.4.1', 'Auswirkungen von Panik'), {
        model: model.id,
      }),
    )
  if (!spec.reaction && !ctx.active)
    return fail(
      refuse('not-active', `${action} is an action: only in ${model.id}'s own initiative phase`, universalis('6.1', 'Aktionen'), {
        model: model.id,
        action,
      }),
    )
  if (ctx.inMelee && !MELEE_ACTIONS.includes(action))
    return fail(
      refuse(
        'in-melee',
        `${model.id} is in melee: only attack, reckless attack, disengage, use power, counter-attack and opportunity attack are allowed`,
        universalis('15', 'Nahkampf'),
        { model: model.id, action },
      ),
    )
  const available = model.ap + (ctx.operatorAp ?? 0)
  if (apNeeded > available)
    return fail(
      refuse('not-enough-ap', `${action} costs ${apNeeded} AP, ${model.id} has ${available}`, universalis('6', 'Aktionen und Reaktionen'), {
        model: model.id,
        action,
        need: apNeeded,
        have: available,
      }),
    )
  return null
}
