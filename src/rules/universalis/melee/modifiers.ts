import { effectiveHeightProfile, sizeRank } from '../../../scene/sizeProfiles'
import type { Weapon } from '../../../scene/cards/unitCard'
import { ruling, universalis, type Clause } from '../../kernel/clauses'
import { unarmedWeapon } from '../model/derived'
import { usesKey, type GameState, type ModelState } from '../model/gameState'
import { colossusSideModifiers, checkWeaponSide } from '../damage/hitZones'
import type { Modifier } from '../../kernel/resolution'
import { refuse, type Refusal } from '../refusals'
import { camouflageMeleeModifiers, DEFAULT_CAMOUFLAGE_SETTINGS, type CamouflageSettings } from '../sight/camouflage'
import { unwieldyCarried } from '../items/equipment'
import { detailed } from '../../kernel/detail'

/**
 * The modifiers of a melee roll (15.7) and the weapon a model fights with (15.5, 15.9, 12.7,
 * 12.8, 18.3.2). Both sides get their own list: 15.7.2, 15.7.4 and 15.7.5 work for attacker
 * and defender alike; the charge bonus (15.7.1), reckless attack (15.3) and the ambush from
 * camouflage (15.7.3) belong to the side that attacks.
 */

export const MELEE_CLAUSES = {
  melee: universalis('15', 'Nahkampf'),
  procedure: universalis('15.1', 'Durchführung'),
  push: universalis('15.2', 'Zurückstoßen'),
  attack: universalis('15.3', 'Angriff'),
  reckless: universalis('15.3', 'Verwegener Angriff'),
  defence: universalis('15.3', 'Verteidigung'),
  counter: universalis('15.4', 'Gegenangriff'),
  opportunity: universalis('15.4', 'Gelegenheitsangriff'),
  weapons: universalis('15.5', 'Erlaubte Waffen'),
  zones: universalis('15.6', 'Trefferzonen'),
  charge: universalis('15.7.1', 'Bonus für den Angreifer'),
  multiple: universalis('15.7.2', 'Multiple Gegner'),
  unwieldy: universalis('15.7.4', 'Unhandliche Waffen und Ausrüstung'),
  size: universalis('15.7.5', 'Größenunterschiede'),
  hidden: universalis('15.8', 'Nahkampf mit getarnten Modellen'),
  unarmed: universalis('15.9', 'Waffenloser Nahkampf'),
  chargeMove: universalis('8.3', 'Angriffsbewegung'),
  disengage: universalis('8.3', 'Aus Nahkampf lösen'),
  prone: universalis('8.10', 'Liegende Modelle'),
  reload: universalis('12.7', 'Nachladen'),
  uses: universalis('12.8', 'Einmalnutzung'),
  reactions: universalis('6.2', 'Reaktionen'),
  threat: universalis('4.5.1', 'Direkte Bedrohung'),
  rOptions: ruling('R-15.1a', 'Die drei Möglichkeiten des Siegers'),
  rFollow: ruling('R-15.1b', 'Nachsetzen'),
  rAgiTie: ruling('R-15.1c', 'Gleichstand im AGI-Wurf'),
  rNkZero: ruling('R-15.3a', 'Kämpfen mit NK 0'),
  rRerolls: ruling('R-15.1d', 'Wiederholungen im vergleichenden Wurf'),
  rUnwieldyArmour: ruling('R-15.7.4a', 'Unhandliche Rüstung'),
  rProneSize: ruling('R-15.7.5a', 'Liegende Modelle im Größenvergleich'),
  rDisengage: ruling('R-8.3a', 'Lösen und der Test der direkten Bedrohung'),
} satisfies Record<string, Clause>
const C = MELEE_CLAUSES

export type MeleeKind = 'attack' | 'charge' | 'recklessAttack' | 'counterAttack' | 'opportunityAttack'

/**
 * 15.5 / 15.9: the weapon `name` of the model for melee: a weapon with range NK, or `unarmed`
 * (standard models and colossi). Refused: not on the card, not a melee weapon, no uses left
 * (12.8), waiting for its reload (12.7), on a destroyed colossus side (18.3.2).
 */
export function meleeWeapon(model: ModelState, name: string): { ok: true; weapon: Weapon } | { ok: false; refusal: Refusal } {
  if (name === 'unarmed') {
    const w = unarmedWeapon(model.card)
    if (!w)
      return refuse(
        'no-such-weapon',
        `${model.id} is a telematon and cannot fight unarmed (15.9: standard models and colossi only)`,
        C.unarmed,
        { model: model.id, weapon: name },
      )
    return { ok: true, weapon: w }
  }
  const weapon = (model.card.weapons ?? []).find((w) => w.name === name)
  if (!weapon) return refuse('no-such-weapon', `${model.id} has no weapon "${name}"`, C.weapons, { model: model.id, weapon: name })
  if (weapon.range !== 'melee')
    return refuse('wrong-weapon-kind', `${name} is not a melee weapon (range NK): only those are allowed in melee`, C.weapons, {
      weapon: name,
    })
  const key = usesKey('weapon', weapon.name)
  if (key in model.usesLeft && model.usesLeft[key] <= 0) return refuse('no-uses-left', `${name} has no uses left`, C.uses, { weapon: name })
  if (model.tokens.reload.includes(weapon.name)) return refuse('needs-reload', `${name} must be reloaded first`, C.reload, { weapon: name })
  const side = checkWeaponSide(model, weapon.name)
  if (side) return { ok: false, refusal: side }
  return { ok: true, weapon }
}

/** 15.7.5 with 8.10: the profile rank that counts, one smaller when prone (R-15.7.5a). */
const sizeFor = (m: ModelState): number => sizeRank(effectiveHeightProfile(m.card.size, m.prone))

export interface SideContext {
  role: 'attacker' | 'defender'
  kind: MeleeKind
  /** Ids touching the opponent's base (15.7.2: friends among them give +2 each). */
  opponentContacts: readonly string[]
  /** Was the defender in defence when the melee began (15.3: no charge bonus)? */
  defenderInDefence: boolean
}

/** Every 15.7 modifier (and 15.3 reckless, 18.3.1 sides) of one side's NK roll. */
export function meleeModifiers(
  game: GameState,
  self: ModelState,
  opponent: ModelState,
  ctx: SideContext,
  camouflage: CamouflageSettings = DEFAULT_CAMOUFLAGE_SETTINGS,
): Modifier[] {
  const mods: Modifier[] = []
  if (ctx.role === 'attacker' && ctx.kind === 'charge') {
    if (ctx.defenderInDefence)
      mods.push({
        key: 'melee.chargeBlockedByDefence',
        value: 0,
        clause: C.defence,
        ...detailed('melee.chargeBlockedByDefence', '{opponent} is in defence', { opponent: opponent.id }),
      })
    else mods.push({ key: 'melee.charge', value: 2, clause: C.charge })
  }
  if (ctx.role === 'attacker' && ctx.kind === 'recklessAttack') mods.push({ key: 'melee.reckless', value: 3, clause: C.reckless })
  const friends = [...new Set(ctx.opponentContacts)].filter((id) => {
    const m = game.models[id]
    return m && id !== self.id && m.side === self.side && !m.eliminated
  })
  for (const id of friends)
    mods.push({
      key: 'melee.multipleOpponents',
      value: 2,
      clause: C.multiple,
      ...detailed('melee.multipleOpponents', '{friend} touches {opponent}', { friend: id, opponent: opponent.id }),
    })
  mods.push(...camouflageMeleeModifiers(self, game.round, camouflage))
  const unwieldy = unwieldyCarried(self.card)
  if (unwieldy.length)
    mods.push({
      key: 'melee.unwieldy',
      value: -3,
      clause: unwieldy.some((n) => (self.card.armour ?? []).some((a) => a.name === n)) ? C.rUnwieldyArmour : C.unwieldy,
      ...detailed('melee.unwieldy', '{items}', { items: unwieldy.join(', ') }),
    })
  const diff = sizeFor(self) - sizeFor(opponent)
  if (diff > 0)
    mods.push({
      key: 'melee.sizeDifference',
      value: 2 * diff,
      clause: self.prone || opponent.prone ? C.rProneSize : C.size,
      ...detailed('melee.sizeDifference', '{steps} step(s) larger than {opponent}', { steps: diff, opponent: opponent.id }),
    })
  mods.push(...colossusSideModifiers(self))
  return mods
}
