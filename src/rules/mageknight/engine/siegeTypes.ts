import type { Point2 } from '../../../math/planar'
import type { CastleSectionKind } from '../../../scene/mageknight/castleSections'
import type { MkAbility } from '../../../scene/mageknight/dial'
import type { MkElevation } from '../castle/defence'
import type { MkMoveFacts } from './types'

/**
 * The vocabulary of a siege played in the Mage Knight engine (001, castle sections): what the
 * game remembers of the castle besides the sections' dials (their pieces), the castle's actions
 * (shots at and from sections, portals, access points, ladders), the table facts the judge
 * measures for them, and the events the table carries out. `types.ts` takes these in by one
 * field or one union member each.
 */

/** A castle section in the game: its kind and version; its dial is the piece of the same id (core 2). */
export interface MkSiegeSection {
  id: string
  kind: CastleSectionKind
  version: 'heavy' | 'light'
  /** Portal id to stored state (001 "Portale"); a portal left out is closed. */
  portals: Readonly<Record<string, 'open' | 'closed'>>
}

/** The castle of a game (001): sections by id, the ladders standing against walls and those carried. */
export interface MkSiege {
  sections: Readonly<Record<string, MkSiegeSection>>
  /** Ladder id to the wall section it stands against (an access point of that wall, 001 "Planken und Leitern"). */
  ladders: Readonly<Record<string, string>>
  /** Figure id to the ladder it carries (at most one, 001 "Planken und Leitern"). */
  carried: Readonly<Record<string, string>>
}

/** The castle's actions, one member each (the engine's MkAction takes them in). */
export type SiegeAction =
  /** 001 "Angriffe", "Das Castle angreifen", "Helden in Castle Sektionen angreifen": a shot from or at the castle. */
  | {
      kind: 'castleShot'
      /** A figure or a castle section. */
      piece: string
      /** Figures or sections. */
      targets: readonly string[]
      /** R-MK-5a: absent, long range when needed. */
      longRange?: boolean
      /** R-SE-3: absent, the castle-relevant abilities the click shows. */
      abilities?: readonly MkAbility[]
      /** 001 "Castle Sektionen zerstören": the facing each figure's player chooses on the rubble. */
      rubbleFacings?: readonly { figure: string; facingDeg: number }[]
    }
  /** 001 "Portale": the castle player opens or closes one portal at the start of the turn, no action spent. */
  | { kind: 'portal'; section: string; portal: string; want: 'open' | 'closed' }
  /** 001 "Zugangspunkte": a move into contact with access point `via`, then placed at a connected one; the move ends. */
  | { kind: 'climb'; piece: string; section: string; via: string; to: Point2; facingDeg?: number }
  /** 001 "Planken und Leitern": a move action without moving sets the carried ladder up beside `wall`, or takes one away. */
  | { kind: 'ladder'; piece: string; op: 'setUp' | 'takeAway'; ladder: string; wall?: string }
  /** 001 "Nahkampf", "Torhaus": close combat across connected access points of `section` (`target` the defender's choice), or on a gatehouse's top. */
  | { kind: 'accessMelee'; piece: string; target: string; section: string }
  /** 001 "Das Castle angreifen": close combat at a section the attacker's front arc touches (Battering Ram, printed damage 4, ...). */
  | {
      kind: 'sectionMelee'
      piece: string
      section: string
      /** R-SE-3: absent, the castle-relevant abilities the click shows. */
      abilities?: readonly MkAbility[]
      rubbleFacings?: readonly { figure: string; facingDeg: number }[]
    }

/** One end of a castle shot as the table stands (geometry, judge/mk/siegeFacts.ts). */
export interface SiegeShotEnd {
  centre: Point2
  /** The figure's facing (degrees clockwise from north), null for a section. */
  facingDeg: number | null
  /** The castle section whose top carries the figure, or null (a plank is no section, R-SE-2). */
  standsOn: string | null
  elevation: MkElevation
}

/** What the table says about one shooter-target pair of a castle shot (001 "Angriffe"). */
export interface SiegeShotPairFacts {
  target: string
  shooter: SiegeShotEnd
  targetEnd: SiegeShotEnd
  /** Between the centre points, ignoring height (cm): 001 "nur die horizontale Entfernung". */
  horizontalDistanceCm: number
  lineCrossesOuterEdge: boolean
  lineOfFire: 'clear' | 'bases-only' | 'blocked'
  shooterInEnemyBaseContact: boolean
  /** Figures standing on the target section: each takes a die of clicks if it falls (001 "Castle Sektionen zerstören"). */
  figuresOnTarget: readonly string[]
}

/** A figure at access points of one section (001 "Zugangspunkte"), as the table stands. */
export interface SiegeAccessFigure {
  id: string
  /** Access point ids of the section (ladder ids included) its base touches. */
  touches: readonly string[]
  /**
   * Where each touched point lies as seen from the base centre: the nearest point of its area,
   * or null when the centre stands inside it (a figure on a tower's top touches it all round).
   */
  nearest: Readonly<Record<string, Point2 | null>>
  centre: Point2
  facingDeg: number
  elevation: MkElevation
  /** The section whose top carries the base centre, or null (001 "Torhaus": everyone on its top is in one melee). */
  standsOn: string | null
}

/** The facts of a climb (001 "Zugangspunkte"): the move to `via`, and the place the figure is put. */
export interface SiegeClimbFacts {
  /** The move into contact with `via`; null when the figure already touches it. */
  move: MkMoveFacts | null
  /** Where the base centre stands before the climb. */
  from: Point2
  /** After that move the base touches `via`. */
  touchesVia: boolean
  /** The height (cm) the base stands at before and at the place it is put. */
  fromLevelCm: number
  toLevelCm: number
  /** Access points of the section (ladders included) the base touches where it is put. */
  placedTouches: readonly string[]
  /** Put on the section's top: the whole base lies on it (001 "Platzierung der Helden"). */
  onTop: boolean
  fitsOnTop: boolean
  /** Put on the ground: part of the base reaches into the section. */
  reachesInside: boolean
  /** Bases it would stand on. */
  overlaps: readonly string[]
  /** Opposing figures touching the base where it stood before the move (it must break away, core 6). */
  enemiesInContact: readonly string[]
}

/** The facts of a ladder action (001 "Planken und Leitern"). */
export interface SiegeLadderFacts {
  /** The figure's base touches the wall's outline, on the ground. */
  besideWall: boolean
  /** The figure's base touches the ladder's access point (taking it away). */
  touchesLadder: boolean
  /** Opposing figures touching the ladder's access point. */
  enemiesTouching: readonly string[]
}

/** A figure against a section's outline (001 "Das Castle angreifen": "mit seinem Blickwinkel in Nahkampfkontakt"). */
export interface SiegeSectionContactFacts {
  /** The base's rim touches the section's outline seen from above (R-MKS-11). */
  touches: boolean
  /** The outline's point nearest the base centre, or null when the centre lies inside the outline (a gateway's passage). */
  nearest: Point2 | null
  centre: Point2
  facingDeg: number
  elevation: MkElevation
  /** The section whose top carries the base centre, or null. */
  standsOn: string | null
  /** Figures standing on the section: each takes a die of clicks if it falls. */
  figuresOnTarget: readonly string[]
}

/** Everything the table says for a castle action, or for the end of the game (occupants). */
export interface SiegeFacts {
  shots?: readonly SiegeShotPairFacts[]
  /** Closing the portal would overlap these figures' bases (001 "Torhaus"). */
  portalBlockers?: readonly string[]
  climb?: SiegeClimbFacts
  ladder?: SiegeLadderFacts
  /** Close combat across access points: the attacker and every other figure at the section's access points. */
  access?: { attacker: SiegeAccessFigure; others: readonly (SiegeAccessFigure & { side: string })[] }
  /** Close combat at a section: the attacker against its outline. */
  sectionContact?: SiegeSectionContactFacts
  /** Section id to the sides of the figures on it and at its access points (001 "Siegpunkte"). */
  occupants?: Readonly<Record<string, readonly string[]>>
}

/** What the table must do for the castle: a section's dial, portals and rubble; a ladder set up or taken away. */
export type SiegeEvent =
  | {
      kind: 'section'
      section: string
      clicks: number
      /** The states that count: a broken-open or destroyed section's portals are open (001 "Portale"). */
      portals: Readonly<Record<string, 'open' | 'closed'>>
      destroyed: boolean
    }
  | { kind: 'ladder'; op: 'setUp' | 'takenAway'; ladder: string; wall: string; by: string }
  /** 001 "Castle Sektionen zerstören": a figure on the rubble faces as its player chooses. */
  | { kind: 'turned'; piece: string; facingDeg: number }
