import type { Weapon } from '../../../scene/cards/unitCard'
import type { Modifier, RollRecord } from '../../kernel/resolution'
import type { ItemKind } from '../items/equipment'
import type { GameState } from '../model/gameState'
import { DEFAULT_CAMOUFLAGE_SETTINGS, type CamouflageSettings } from '../sight/camouflage'
import type { MeleeKind } from './modifiers'

/** What a melee is asked with, measures and gives (15.1 to 15.4): shared by its plan, its roll and its chances. */

/** R-15.1a: the three choices of an attacker who wins (the list items are missing in the text). */
export type AttackerWinOption = 'damage' | 'pushBack' | 'pushBackAndFollow'
export type MeleeOption = AttackerWinOption | 'none'

export interface MeleeSettings {
  camouflage: CamouflageSettings
  /** R-15.1a: what an attacker who wins may choose. */
  attackerWinOptions: readonly AttackerWinOption[]
  /** R-15.1c: a tie in the AGI roll too: roll AGI again (`repeat`) or nothing happens (`nothing`). */
  agiTie: 'repeat' | 'nothing'
  /** R-15.3a: a side fighting "with NK 0" still gets its 15.7 modifiers (true) or rolls the bare die (false). */
  nkZeroKeepsModifiers: boolean
}

export const DEFAULT_MELEE_SETTINGS: MeleeSettings = {
  camouflage: DEFAULT_CAMOUFLAGE_SETTINGS,
  attackerWinOptions: ['damage', 'pushBack', 'pushBackAndFollow'],
  agiTie: 'repeat',
  nkZeroKeepsModifiers: true,
}

/** 15.4: a counter-attack is open to the defender of a melee that was an action (6.2), right after it. */
export interface CounterAttackWindow {
  kind: 'counterAttack'
  by: string
  against: string
  /** 15.3: the reckless attacker lost: it defends with NK 0 against this counter-attack. */
  againstFightsWithNkZero: boolean
  round: number
}

/** 15.4: an opportunity attack is open to each enemy in base contact with a model that disengages. */
export interface OpportunityWindow {
  kind: 'opportunityAttack'
  disengagingId: string
  enemies: string[]
  round: number
}

export interface MeleeRequest {
  kind: MeleeKind
  attackerId: string
  defenderId: string
  /** A melee weapon's name (range NK) or `unarmed` (15.9). */
  weapon: string
  /** The window a counter-attack or opportunity attack answers. */
  answers?: CounterAttackWindow | OpportunityWindow
  /** Limited or AP-costed reroll items spent on the NK roll (7.2, 7.3, 17.4). */
  spend?: { attacker?: { kind: ItemKind; name: string }[]; defender?: { kind: ItemKind; name: string }[] }
}

export interface MeleeFacts {
  /** Is it the attacker's initiative phase (actions need it, reactions do not)? */
  active: boolean
  /** Ids in base contact with the attacker / with the defender (geometry). */
  attackerContacts: readonly string[]
  defenderContacts: readonly string[]
}

export interface MeleeSide {
  id: string
  nk: number
  modifiers: Modifier[]
  total: number
}

export interface MeleeRolled {
  game: GameState
  kind: MeleeKind
  attackerId: string
  defenderId: string
  weapon: Weapon
  ap: number
  winner: 'attacker' | 'defender' | 'none'
  decidedBy: 'NK' | 'AGI'
  attacker: MeleeSide
  defender: MeleeSide
  /** What the winner may choose now (resolveMeleeChoice). */
  options: MeleeOption[]
  counterAttack: CounterAttackWindow | null
  rolls: RollRecord[]
}
