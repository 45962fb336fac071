import type { Clause } from '../kernel/clauses'
import { refuse as kernelRefuse, type Refusal as KernelRefusal, type Resolution as KernelResolution } from '../kernel/resolution'

/**
 * Why Universalis refuses an action or reaction: each code names the rule it enforces, one
 * comment each with the clause (refusals.test.ts checks that). Codes are stable: tests, the
 * scenario files' `expect` and the view key on them. A caller's mistake (NaN, a negative
 * count, a missing fact the judge must measure) is no refusal: it throws a RangeError
 * `rules/<topic>: ...`.
 */
export type RefusalCode =
  // Game set-up (2, 5.4, 19, 20.1)
  /** 2.2: a game is played by two groups (5.4 and 5.5.2 compare two models). */
  | 'needs-two-groups'
  /** 2.2: a group consists of 2 or more models. */
  | 'group-too-small'
  /** 2.3, 5.5.2, 5.7: the side named is not one of the game's groups. */
  | 'no-such-side'
  /** 2.3: exactly one model of each group is its group leader. */
  | 'no-group-leader'
  /** 2.3, 5.5.2, 19.1: the model named belongs to another side (a leader, a choice, an operator). */
  | 'wrong-side'
  /** R-2.3a: a telematon has no EH of its own (19.5) and cannot lead a group. */
  | 'telematon-cannot-lead'
  /** R-18.3c: only a colossus carries weapons on its sides. */
  | 'not-a-colossus'
  /** 19.2: only a telematon is assigned an operator. */
  | 'not-a-telematon'
  /** 19.2: every telematon is assigned to exactly one operator before the game. */
  | 'telematon-without-operator'
  /** 19.1: a telematon cannot operate another telematon. */
  | 'telematon-cannot-operate'
  /** R-19.1a: an operator has only as many telematons as its traits and equipment allow. */
  | 'too-many-telematons'
  /** 20.1: each power may be taken only once ("verschiedene Kräfte"). */
  | 'power-taken-twice'
  /** 20.1: at most as many powers of a discipline as its level. */
  | 'too-many-powers'
  /** 20.1: powers are chosen before the game starts. */
  | 'game-already-started'
  /** 5.4, 8.3: models are set up, and moves end, at least 12 cm / 3 cm from enemy models. */
  | 'too-close-to-enemy'

  // Rounds and initiative phases (5.5-5.7, 19.3, 19.4, 19.7)
  /** 5.7: the game is over. */
  | 'game-over'
  /** 5.7: the running round is ended before the next one starts. */
  | 'round-not-ended'
  /** 5.5.2, 5.7: models are chosen, and a round is ended, only during a running round. */
  | 'no-running-round'
  /** 5.5.2, 5.6: an initiative phase still runs or is still due: finish it first. */
  | 'initiative-phase-running'
  /** 5.5.2: a side with models still to act must choose one of them. */
  | 'must-choose-model'
  /** 5.5.2: a model has one initiative phase per round. */
  | 'already-activated'
  /** 19.1: a telematon with an operator acts in its operator's initiative phase. */
  | 'acts-in-operator-phase'
  /** 19.3: a telematon without an operator acts after all other models. */
  | 'orphan-acts-last'
  /** 5.5.2: every model has had its initiative phase: the round is to be ended. */
  | 'all-models-activated'
  /** 5.7: the round ends once every model has had its initiative phase. */
  | 'models-still-to-act'
  /** 5.6 (R-5.6a): a model begins its initiative phase when it is next in the chosen order. */
  | 'not-next-to-act'
  /** 5.6: only the running initiative phase can be ended, by its own model. */
  | 'not-its-initiative-phase'
  /** 19.4, 19.7: only a telematon with an operator uses its operator's AP. */
  | 'not-an-operated-telematon'
  /** 19.7: an operator that is not in play pays nothing for its telematon. */
  | 'operator-not-in-play'
  /** 19.7: the operator removes at most the shock tokens the telematon has. */
  | 'too-many-shock-tokens'

  // Acting at all (6, 11)
  /** 4.1, 6: the action or reaction costs more AP than the model has. */
  | 'not-enough-ap'
  /** 6.1: an action only in the model's own initiative phase. */
  | 'not-active'
  /** 11.2: an eliminated model takes no actions or reactions and is no target. */
  | 'eliminated'
  /** 11.2, R-11.4b: a model out of play (eliminated or off the table) does nothing more. */
  | 'out-of-play'
  /** 11.1: a burning model takes no actions or reactions. */
  | 'burning'
  /** 11.4.1: a panicking model takes no reactions and only moves toward the table edge. */
  | 'panicking'
  /** 11.4.1: only a model in play in panic makes a panic move. */
  | 'not-panicking'
  /** 15: in melee only the melee actions and reactions are allowed. */
  | 'in-melee'
  /** 8.3: disengaging needs an enemy in base contact. */
  | 'not-in-melee'
  /** 8.3, 9.2, 15.1, 20.2.5: the action needs base contact. */
  | 'not-in-base-contact'

  // Direct threats (4.5.1)
  /** 4.5.1: in its own phase a model attacks its direct threat. */
  | 'must-attack-direct-threat'
  /** 4.5.1, 19.6: the model has no direct threat to ignore (a telematon has none). */
  | 'no-direct-threat'
  /** 4.5.1: one EH test against the direct threats per initiative phase. */
  | 'threat-test-taken'
  /** R-8.3a: a model that failed its direct-threat test this phase cannot disengage. */
  | 'threat-test-failed'

  // Movement (8, 9.4, 18.3.2)
  /** 8.1: a stationary model is never moved. */
  | 'stationary'
  /** 8.1 (R-E.9b): a flying model's first action of the round is a full move along its facing. */
  | 'flight-must-move-first'
  /** 8.3 Hinlegen, 8.4: the model lies (it cannot lie down again, nor dodge fire). */
  | 'prone'
  /** 8.3 Aufstehen: the model is standing. */
  | 'not-prone'
  /** 18.3.2: a colossus whose movement zone is destroyed cannot turn any more. */
  | 'cannot-turn'
  /** 8: the goal of a move is off the table. */
  | 'goal-off-table'
  /** 8: the figure cannot stand at the goal. */
  | 'cannot-stand-there'
  /** 8, R-8.3a: a move cannot end on another model's base. */
  | 'goal-occupied'
  /** 8, 9.4: no way to the goal (too high, impassable, blocked by models). */
  | 'no-path'
  /** 9.4: impassable terrain cannot be entered. */
  | 'impassable'
  /** 8.7: a climb of more than twice the model's height. */
  | 'too-high'
  /** 3.4, 8.5, 14.12, R-15.2a: further than the speed, the jump or the rule allows. */
  | 'too-far'

  // Ranged combat (14)
  /** 14.1, 15.5, 15.9: the model has no such weapon. */
  | 'no-such-weapon'
  /** 14.4, 15.5: a ranged action with a melee weapon, or a melee with a ranged one. */
  | 'wrong-weapon-kind'
  /** 14.1, 20.2.4: a model cannot be its own target. */
  | 'cannot-target-self'
  /** 14.1: the shooter needs line of sight to the target. */
  | 'no-line-of-sight'
  /** 14.7, 20.2.5: the target is beyond the range. */
  | 'out-of-range'
  /** 12.7: the weapon is reloaded before it is used again. */
  | 'needs-reload'
  /** 14.2 Nachladen: only a weapon with a reload token is reloaded. */
  | 'no-reload-token'
  /** 7.3, 12.8, 17.4: no uses left. */
  | 'no-uses-left'
  /** 14.2 Feuerbereitschaft: overwatch only with a weapon of WK I to III. */
  | 'weapon-class-too-high'
  /** 14.3: reaction fire only by a model on overwatch, with its overwatch weapon. */
  | 'needs-overwatch'
  /** 14.12: the weapon has no sustained fire (DF). */
  | 'no-sustained-fire'
  /** 14.2 Gezielter Schuss: an aimed shot is not combined with sustained fire. */
  | 'no-aimed-sustained-fire'
  /** 14.12: sustained fire is split among 1 to 5 targets. */
  | 'too-many-targets'
  /** 14.12: DF n gives at most n + 1 shots. */
  | 'too-many-shots'
  /** R-14.12a: each model is named once in a sustained fire. */
  | 'same-target-twice'
  /** 14.11: indirect fire is no reaction fire. */
  | 'no-indirect-reaction-fire'
  /** 14.11: only a weapon with the indirect symbol fires indirectly. */
  | 'weapon-not-indirect'
  /** 14.13: the weapon is not an area weapon. */
  | 'not-an-area-weapon'
  /** 14.11, 14.13: only an area weapon fired indirectly aims at a point; other shots aim at a model. */
  | 'point-needs-area-weapon'
  /** 14.1, 14.13: a direct shot aims at a model; a point needs indirect fire. */
  | 'point-needs-indirect-fire'
  /** 18.3.2, R-18.3c: a weapon on a destroyed side of a colossus cannot be used. */
  | 'weapon-side-destroyed'

  // Melee (15)
  /** 15, 16.4, 20.4, 20.5: the action is against an enemy only. */
  | 'not-an-enemy'
  /** 15.4 Gegenangriff: only right after a melee, against the model that attacked. */
  | 'no-counter-attack-window'
  /** 15.4 Gelegenheitsangriff: only on an enemy in base contact that disengages. */
  | 'no-opportunity-window'
  /** 15.1, R-15.1a: the winner picks one of the options open to it. */
  | 'choice-not-open'
  /** 15.2: a larger model cannot be pushed back. */
  | 'too-large-to-push'

  // Camouflage and perception (4.6, 16)
  /** 14.9, 15.8, R-20.2.4a: a hidden camouflaged model is no target. */
  | 'target-camouflaged'
  /** 16.4: only a camouflaged model is revealed. */
  | 'target-not-camouflaged'
  /** 4.6, 8.4, 16.4, 16.5, 20.5: the other model is not in the perception range. */
  | 'not-in-perception'
  /** 16.1: passive camouflage needs base contact with terrain at least the size of the profile. */
  | 'camouflage-needs-terrain'

  // Traits, equipment and objects (7, 9.2, 17)
  /** 7.1, 9.2.1, 17.1: the model has no such trait or item. */
  | 'no-such-item'
  /** 3.7.2: a temporary profile modifier is switched on once. */
  | 'item-already-in-use'
  /** 7.2: a reroll is spent with the roll it repeats, not used on its own. */
  | 'used-with-its-roll'
  /** R-7.4a: a passive trait or item applies by itself and is not used. */
  | 'applies-by-itself'
  /** 16.5, R-17a: for a friend only (heal, reveal support). */
  | 'not-a-friend'
  /** 9.2: the scenario has no such object. */
  | 'no-such-object'
  /** 9.2.1: the object needs a trait (at a level) the model lacks. */
  | 'lacks-trait'
  /** 9.2.1: the object works only once another object has been used. */
  | 'needs-object-used-first'

  // Powers (20)
  /** 20.1, 20.3: the model has no such power (taken, or in play). */
  | 'no-such-power'
  /** 20.2.4: the power acts on its user only. */
  | 'power-targets-user-only'
  /** 20.2.4, 20.2.5: the power needs a target (a model, or where its area lies). */
  | 'power-needs-target'
  /** 20.2.5: touching an enemy with a power needs a won melee attack against it first. */
  | 'touch-needs-won-melee'
  /** 20.2.6: a lasting power still in play is ended before it is used again. */
  | 'power-still-in-play'
  /** 20.5: only a model of a discipline blocks powers. */
  | 'no-discipline'

  /** R-E.0a: no such model in the game. */
  | 'no-such-model'

export type Refusal = KernelRefusal<RefusalCode>
export type Resolution<T> = KernelResolution<T, RefusalCode>

export const refuse = (code: RefusalCode, reason: string, clause: Clause, params?: Refusal['params']): { ok: false; refusal: Refusal } =>
  kernelRefuse(code, reason, clause, params)
