import type { Weapon } from '../../../scene/cards/unitCard'
import { actionCost, checkCanAct, type ActionId } from '../model/actions'
import { availableAp, spendAp } from '../model/ap'
import { currentAttribute, type CurrentValue } from '../model/attributes'
import { usesKey, type GameState, type ModelState } from '../model/gameState'
import { checkWeaponSide, type Side } from '../damage/hitZones'
import { refuse, type Refusal } from '../refusals'
import { RC } from './settings'
import { directThreatRefusal } from '../sight/threats'

/**
 * The checks every ranged attack shares (plain, sustained, indirect, area): the shooter may act
 * and pay (6, 19.4), the weapon is a ranged one (14.4), loaded (12.7), has uses left (12.8), is
 * the overwatch weapon for reaction fire (14.3) and not on a destroyed colossus side (18.3.2);
 * and the target may be shot (alive, not camouflaged 14.9/16.2, the direct threat first 14.6).
 * Then what firing changes on the shooter (`spendShot`).
 */

export type ShotKind = 'normal' | 'aimed' | 'snap' | 'reaction'

export const SHOT_ACTION: Record<ShotKind, ActionId> = {
  normal: 'normalShot',
  aimed: 'aimedShot',
  snap: 'snapShot',
  reaction: 'reactionFire',
}

export interface ActingFacts {
  /** Is it the shooter's initiative phase (actions) — reaction fire needs none (6.2). */
  active: boolean
  /** Is the shooter in base contact with an enemy (15: no shooting then). */
  inMelee: boolean
}

export interface ShooterCheck {
  shooter: ModelState
  weapon: Weapon
  action: ActionId
  apCost: number
}

const fail = (r: ReturnType<typeof refuse>): Refusal => r.refusal

/** The shooter's current attribute (4.8.1: load 4.4, operator 19.5, destroyed sides 18.3.2). */
export const shooterAttribute = (game: GameState, modelId: string, attr: 'FK' | 'AGI' | 'KO'): CurrentValue =>
  currentAttribute(game, modelId, attr)

export function checkShooter(
  game: GameState,
  shooterId: string,
  weaponName: string,
  kind: ShotKind,
  acting: ActingFacts,
  mounts?: Readonly<Record<string, Side | 'hull'>>,
): ShooterCheck | Refusal {
  const shooter = game.models[shooterId]
  if (!shooter) return fail(refuse('no-such-model', `shooterId: no model "${shooterId}"`, RC.procedure, { model: shooterId }))
  const weapon = (shooter.card.weapons ?? []).find((w) => w.name === weaponName)
  if (!weapon) {
    const names = (shooter.card.weapons ?? []).map((w) => w.name)
    return fail(
      refuse('no-such-weapon', `${shooterId} has no weapon "${weaponName}" (weapons: ${names.join(', ') || 'none'})`, RC.procedure, {
        model: shooterId,
        weapon: weaponName,
        weapons: names.join(', '),
      }),
    )
  }
  if (weapon.range === 'melee')
    return fail(
      refuse('wrong-weapon-kind', `${weaponName} is a melee weapon (range NK): only weapons with a range band shoot`, RC.weapons, {
        weapon: weaponName,
      }),
    )
  const action = SHOT_ACTION[kind]
  if (kind === 'reaction' && shooter.tokens.overwatch !== weaponName) {
    const why = shooter.tokens.overwatch ? `its overwatch weapon is ${shooter.tokens.overwatch}` : 'it is not on overwatch'
    return fail(
      refuse(
        'needs-overwatch',
        `reaction fire by ${shooterId} with ${weaponName}: ${why}`,
        RC.reaction,
        shooter.tokens.overwatch
          ? { model: shooterId, weapon: weaponName, overwatch: shooter.tokens.overwatch }
          : { model: shooterId, weapon: weaponName },
      ),
    )
  }
  if (shooter.tokens.reload.includes(weaponName))
    return fail(
      refuse('needs-reload', `${weaponName} of ${shooterId} must be reloaded first (Nachladen, WK ${weapon.class} AP)`, RC.reloadToken, {
        model: shooterId,
        weapon: weaponName,
        ap: weapon.class,
      }),
    )
  const left = shooter.usesLeft[usesKey('weapon', weaponName)]
  if (left !== undefined && left <= 0)
    return fail(refuse('no-uses-left', `${weaponName} of ${shooterId} has no uses left`, RC.uses, { model: shooterId, weapon: weaponName }))
  const side = checkWeaponSide(shooter, weaponName, mounts)
  if (side) return side
  const { ap } = actionCost(action, shooter, { weaponClass: weapon.class })
  const can = checkCanAct(shooter, action, ap, { ...acting, operatorAp: availableAp(game, shooterId).operator })
  if (can) return can
  return { shooter, weapon, action, apCost: ap }
}

export interface TargetFacts {
  /** 4.3 / 14.1: from the sight ruling; not needed for indirect fire (14.11). */
  lineOfSight: boolean
}

/** `facts` null: no line of sight needed (indirect fire, 14.11). `threatChecked`: 14.6 was settled by an earlier target of the same shot (R-14.12a). */
export function checkTarget(
  game: GameState,
  shooterId: string,
  targetId: string,
  facts: TargetFacts | null,
  threatChecked = false,
): ModelState | Refusal {
  const target = game.models[targetId]
  if (!target) return fail(refuse('no-such-model', `targetId: no model "${targetId}"`, RC.procedure, { model: targetId }))
  if (targetId === shooterId)
    return fail(refuse('cannot-target-self', `targetId: ${shooterId} cannot shoot at itself`, RC.procedure, { model: shooterId }))
  if (target.eliminated) return fail(refuse('eliminated', `${targetId} is already eliminated`, RC.procedure, { model: targetId }))
  if (target.camouflage?.hidden)
    return fail(
      refuse('target-camouflaged', `${targetId} is camouflaged: only revealed models can be shot (Aufklären first)`, RC.camouflaged, {
        target: targetId,
      }),
    )
  if (facts && !facts.lineOfSight)
    return fail(
      refuse('no-line-of-sight', `${shooterId} has no line of sight to ${targetId}`, RC.procedure, { model: shooterId, target: targetId }),
    )
  const threat = threatChecked ? null : directThreatRefusal(game, shooterId, targetId)
  if (threat) return threat
  return target
}

export const isRefusal = (x: object): x is Refusal => 'code' in x && 'reason' in x && 'clause' in x

/**
 * What firing changes on the shooter: AP paid (own first, a telematon's operator's next, 19.4),
 * overwatch ended (14.2, 14.3), a reload token for a weapon that must be reloaded (12.7), one
 * use struck (12.8), and a camouflaged shooter revealed (16.3).
 */
export function spendShot(game: GameState, check: ShooterCheck): GameState {
  const paid = spendAp(game, check.shooter.id, check.apCost)
  if (!paid.ok) throw new Error(`spendShot: ${paid.refusal.reason} (checkShooter first)`)
  const m = paid.value.models[check.shooter.id]
  const key = usesKey('weapon', check.weapon.name)
  const usesLeft = key in m.usesLeft ? { ...m.usesLeft, [key]: m.usesLeft[key] - 1 } : m.usesLeft
  const reload = check.weapon.reload ? [...m.tokens.reload, check.weapon.name] : m.tokens.reload
  const camouflage = m.camouflage?.hidden ? { ...m.camouflage, hidden: false, fullMovesSinceReveal: 0 } : m.camouflage
  const next: ModelState = { ...m, usesLeft, camouflage, tokens: { ...m.tokens, overwatch: null, defence: false, reload } }
  return { ...paid.value, models: { ...paid.value.models, [m.id]: next } }
}
