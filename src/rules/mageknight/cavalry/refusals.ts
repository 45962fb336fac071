import type { Clause } from '../../kernel/clauses'
import { refuse as kernelRefuse, type Refusal as KernelRefusal, type Resolution as KernelResolution } from '../../kernel/resolution'
import type { RefusalCode as CoreRefusalCode } from '../core/refusals'

/**
 * Why the cavalry rules (003, rulings R-MKK-* in docs/RULINGS.md) refuse something. One code per
 * rule, each with its heading (the English version's); cavalry functions pass the core's codes on
 * (a piece out of the game, tokens). Arguments a correct caller never passes (the rider's dial of
 * a mount without a rider, a negative path) are thrown as RangeErrors, not refused.
 */
export type RefusalCode =
  /** core/refusals.ts: the core rules' codes, passed on by cavalry functions. */
  | CoreRefusalCode
  /** 003 Mounts: only a warrior with an elongated base is a mount. */
  | 'not-a-mount'
  /** 003 Riders: only a warrior with an attack bonus in a square can ride. */
  | 'not-a-rider'
  /** 003 Riders: the rider's mount symbols must name the mount's type. */
  | 'mount-symbol-mismatch'
  /** 003 Dark Riders Subfaction: Dark Riders and their mounts are matched by collector's number (121a rides 121b). */
  | 'dark-riders-number-mismatch'
  /** 003 Cavalry Units: a rider forms a unit with a mount of its own side. */
  | 'rider-other-side'
  /** 003 Cavalry Units: all mounts are deployed as cavalry units, never without riders. */
  | 'mount-without-rider'
  /** 003 Cavalry Units: a rider sits in one saddle. */
  | 'rider-on-two-mounts'
  /** 003 Mounts: mounts cannot make free spins (cavalry units neither). */
  | 'mount-no-free-spin'
  /** 003 Cavalry Units: cavalry units cannot capture. */
  | 'cavalry-no-capture'
  /** 003 Cavalry Units: cavalry units cannot be captured. */
  | 'cavalry-not-captured'
  /** 003 Cavalry Units: cavalry units cannot use the surge proficiency. */
  | 'cavalry-no-surge'
  /** 003 Cavalry Units: Strong Flyer and Magic Levitation do not affect cavalry units. */
  | 'cavalry-not-carried'
  /** 003 Cavalry Units: cavalry units cannot use subfaction abilities (Dark Riders excepted). */
  | 'cavalry-no-subfaction-ability'
  /** 003 Cavalry Units and Formations: cavalry units form formations only with other cavalry units. */
  | 'formation-not-all-cavalry'
  /** 003 Cavalry Units and Formations: all riders in a formation print the same faction symbol. */
  | 'formation-riders-factions-differ'
  /** 003 Giving Actions to a Cavalry Unit: one action per turn for the unit (R-MKK-4: dismounting is it). */
  | 'cavalry-one-action'
  /** 003 Giving Actions to a Cavalry Unit: a move action uses only the mount's speed, abilities and proficiencies. */
  | 'move-uses-mount'
  /** 003 Giving Actions to a Cavalry Unit: close, ranged and special actions name the rider's or the mount's dial. */
  | 'dial-choice-required'
  /** R-MKK-3: a skittish mount without a rider takes no actions until it is removed. */
  | 'skittish-mount-no-action'
  /** 003 Attacking and Damaging a Cavalry Unit: the attacker names the dial the attack is resolved against. */
  | 'attacker-must-choose-dial'
  /** 003 Attacking and Damaging a Cavalry Unit: the owner names the dial that takes pushing damage. */
  | 'owner-must-choose-push-dial'
  /** 003 Dismounted Riders: only a cavalry unit has a rider to dismount (proficiencies need one too). */
  | 'no-rider'
  /** 003 Dismounted Riders: no room for the rider in base contact with its mount, no dismounting. */
  | 'no-room-to-dismount'
  /** 003 Dark Riders Subfaction: Dark Riders cannot dismount or be dismounted. */
  | 'dark-riders-no-dismount'
  /** 003 Dismounted Riders: a mount that has a rider gains no other. */
  | 'mount-has-rider'
  /** 003 Dismounted Riders: a dismounted rider gains only a friendly mount. */
  | 'remount-mount-not-friendly'
  /** 003 Dismounted Riders: the dismounted rider must be in base contact with the mount. */
  | 'remount-not-in-contact'
  /** 003 Proficiencies: the unit does not have the proficiency (for a move action, its mount does not). */
  | 'no-proficiency'
  /** 003 Mounted Bound: these proficiencies start out of base contact with opposing figures (Mounted Charge, Overwhelm too). */
  | 'in-contact-at-start'
  /** 003 Mounted Bound: the move is up to the mount's full speed value (Mounted Charge too). */
  | 'beyond-mount-speed'
  /** 003 Overwhelm: no speed special abilities. */
  | 'overwhelm-speed-ability'
  /** 003 Overwhelm: the move ends in base contact with a single opposing cavalry unit (R-MKK-6). */
  | 'overwhelm-needs-single-cavalry'
  /** 003 Trample: only from ground level. */
  | 'trample-not-at-ground-level'
  /** 003 Trample: not with the double-time proficiency. */
  | 'trample-double-time'
  /** 003 Trample: the path is a straight line through the mount's front arc. */
  | 'trample-path-not-straight'
  /** 003 Subfaction Abilities: Dark Unity is a Dark Rider's, in the saddle. */
  | 'not-dark-riders'
  /** 003 Subfaction Abilities: Dark Unity once in each of its owner's command phases. */
  | 'dark-unity-used'
  /** 003 Subfaction Abilities: Dark Unity at the start of its owner's command phase, before any action is given. */
  | 'dark-unity-not-at-start'
  /** R-MKK-14: Dark Unity needs damage on the mount to heal. */
  | 'dark-unity-nothing-to-heal'
  /** 003 Giving Actions to a Cavalry Unit: items are picked up and dropped in contact with the mount; our game has none (R-MKK-28). */
  | 'items-not-modelled'

export type Refusal = KernelRefusal<RefusalCode>
export type Resolution<T> = KernelResolution<T, RefusalCode>

export const refuse = (code: RefusalCode, reason: string, clause: Clause, params?: Refusal['params']): { ok: false; refusal: Refusal } =>
  kernelRefuse(code, reason, clause, params)

export { allowed } from '../../kernel/resolution'
