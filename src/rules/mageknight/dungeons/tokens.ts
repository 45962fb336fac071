import type { Dice } from '../../kernel/dice'
import { purpose } from '../../kernel/dice'
import { detailed } from '../../kernel/detail'
import type { RulingLine } from '../../kernel/clauses'
import type { DungeonBoard } from '../../../scene/dungeon/board'
import type { Square, TokenColour } from '../../../scene/dungeon/schema'
import type { ArtifactToken } from '../../../scene/dungeon/tokens'
import { mkAttackRoll } from '../core/ranged'
import { DUNGEONS } from '../core/clauses'
import { nearestFreeSquares, sameSquare } from './grid'
import { refreshAll, shuffleBack, type RollSink } from './pools'
import { MKD_RULINGS, type DungeonSettings } from './settings'
import { holdingsOf, setHoldings, type DungeonState, type Placed, type TokenCatalogue } from './state'

/**
 * What a drawn token does (002 "Verwunschene Artefakte nutzen", "Marken erneuern"): a melee
 * attack by the object, a permanent special ability (one at a time), an item, an immediate
 * effect, things placed on the free squares nearest the hero, or a refresh of every artifact.
 * Every token that gives neither an ability nor an item is used at once, even when it changes
 * nothing, and then shuffled back into its pool.
 */

/** The hero as the token rules need it: the judge measures the square and facing, the dial gives defence and damage. */
export interface HeroFacts {
  id: string
  /** The figure's side; only sides of the hero team use artifacts. */
  side: string
  square: Square
  facingDeg: number
  /** Movement points it has left in this activation (its speed value at the start). */
  movementPoints: number
  defence: number
  /** Clicks of damage it has taken: healing takes off at most these. */
  damageTaken: number
}

/** The object's melee attack against the hero (attacks by objects, our summary's section 15). */
export interface ObjectMelee {
  attack: number
  defence: number
  dice: [number, number]
  total: number
  hit: boolean
  critical: 'hit' | 'miss' | null
  damage: number
}

/** What a token did, each field for its kind. */
export interface TokenEffect {
  token: string
  colour: TokenColour
  kind: ArtifactToken['kind']
  melee?: ObjectMelee
  ability?: { gained: string; replaced: { token: string; ability: string } | null }
  item?: string
  effect?: { effect: 'heal' | 'damage'; clicks: number; applied: number }
  placed?: Placed[]
  refreshed?: { artifact: string; dealt: number; short: number }[]
  /** The token went back into its pool (every kind but ability and item). */
  returned: boolean
}

export interface TokenContext {
  state: DungeonState
  board: DungeonBoard
  catalogue: TokenCatalogue
  dice: Dice
  settings: DungeonSettings
  rolls: RollSink
  lines: RulingLine[]
  /** Squares figures stand on (nothing is placed there). */
  occupied: readonly Square[]
}

/** Applies `token` drawn by `hero` to `ctx.state` (a copy the caller owns). */
export function applyToken(token: ArtifactToken, hero: HeroFacts, ctx: TokenContext): TokenEffect {
  const out: TokenEffect = { token: token.id, colour: token.colour, kind: token.kind, returned: true }
  const line = (key: string, value: string | number | boolean, d: ReturnType<typeof detailed>, clause = DUNGEONS.using) =>
    ctx.lines.push({ key, value, clause, ...d })
  switch (token.kind) {
    case 'melee': {
      out.melee = objectMelee(token.attack, token.damage, hero, ctx)
      line(
        'mkd.objectMelee',
        out.melee.hit,
        detailed('mkd.objectMelee', '{total} against defence {defence}: {damage} damage', {
          total: out.melee.total,
          defence: out.melee.defence,
          damage: out.melee.damage,
        }),
        MKD_RULINGS.objectAttack,
      )
      break
    }
    case 'ability': {
      const holdings = holdingsOf(ctx.state, hero.id)
      const replaced = holdings.ability
      // Only another token's ability displaces it; items and dial abilities do not (R-MKD-11).
      if (replaced) shuffleBack(ctx.state, ctx.catalogue, replaced.token, ctx.dice, ctx.rolls)
      setHoldings(ctx.state, { ...holdings, ability: { token: token.id, ability: token.ability } })
      out.ability = { gained: token.ability, replaced }
      out.returned = false
      line(
        'mkd.abilityGained',
        token.ability,
        detailed('mkd.abilityGained', '{hero} gains {ability} for good', { hero: hero.id, ability: token.ability }),
      )
      if (replaced)
        line(
          'mkd.abilityReplaced',
          replaced.ability,
          detailed('mkd.abilityReplaced', '{ability} is replaced; its token goes back', { ability: replaced.ability }),
        )
      break
    }
    case 'item': {
      const holdings = holdingsOf(ctx.state, hero.id)
      setHoldings(ctx.state, { ...holdings, items: [...holdings.items, token.id] })
      out.item = token.item
      out.returned = false
      line('mkd.item', token.item, detailed('mkd.item', '{hero} takes the item {item}', { hero: hero.id, item: token.item }))
      break
    }
    case 'effect': {
      // Healing an unhurt hero changes nothing and the token is used all the same (002).
      const applied = token.effect === 'heal' ? Math.min(token.clicks, Math.max(0, hero.damageTaken)) : token.clicks
      out.effect = { effect: token.effect, clicks: token.clicks, applied }
      line(
        'mkd.effect',
        applied,
        detailed('mkd.effect', '{effect} {clicks}: {applied} applied', { effect: token.effect, clicks: token.clicks, applied }),
        MKD_RULINGS.immediate,
      )
      break
    }
    case 'place': {
      out.placed = placeNear(token, hero, ctx)
      line(
        'mkd.placed',
        out.placed.length,
        detailed('mkd.placed', '{count} {what} placed next to {hero}', { count: out.placed.length, what: token.place, hero: hero.id }),
        MKD_RULINGS.placing,
      )
      break
    }
    case 'refresh': {
      // The refill happens as the token is revealed; then, used, it goes back like any other (R-MKD-6).
      out.refreshed = refreshAll(ctx.state, ctx.catalogue, ctx.dice, ctx.settings, ctx.rolls)
      const dealt = out.refreshed.reduce((n, r) => n + r.dealt, 0)
      line('mkd.refreshed', dealt, detailed('mkd.refreshed', 'all artifacts refreshed: {dealt} tokens dealt', { dealt }), DUNGEONS.refresh)
      break
    }
  }
  if (out.returned) shuffleBack(ctx.state, ctx.catalogue, token.id, ctx.dice, ctx.rolls)
  return out
}

/** The object's attack: 2d6 + the token's attack against the hero's defence; a hit deals the token's damage (R-MKD-7). */
function objectMelee(attack: number, damage: number, hero: HeroFacts, ctx: TokenContext): ObjectMelee {
  const why = purpose('roll.mkdObjectMelee', { hero: hero.id }, `an object's melee attack on ${hero.id}`)
  const roll = mkAttackRoll(ctx.dice, {
    attack,
    attackModifiers: [],
    defence: hero.defence,
    defenceModifiers: [],
    purpose: why,
    clause: MKD_RULINGS.objectAttack,
  })
  ctx.rolls.push(roll)
  const criticals = ctx.settings.objectAttackCriticals
  const hit = criticals ? roll.hit : roll.total >= hero.defence
  const critical = !criticals ? null : roll.criticalHit ? 'hit' : roll.criticalMiss ? 'miss' : null
  return {
    attack,
    defence: hero.defence,
    dice: [roll.dice[0], roll.dice[1]],
    total: roll.total,
    hit,
    critical,
    damage: hit ? damage + (critical === 'hit' ? 1 : 0) : 0,
  }
}

/** Places a token's things on the free squares nearest the hero (R-MKD-9); Mage Spawns of a multi-player game get a move token. */
function placeNear(token: Extract<ArtifactToken, { kind: 'place' }>, hero: HeroFacts, ctx: TokenContext): Placed[] {
  const { state, board } = ctx
  const free = (s: Square) =>
    !board.artifactAt(s) &&
    board.terrainAt(s) === undefined &&
    !ctx.occupied.some((o) => sameSquare(o, s)) &&
    !sameSquare(s, hero.square) &&
    !state.placed.some((p) => sameSquare(p.at, s))
  const squares = nearestFreeSquares(board, hero.square, token.count, free, ctx.settings)
  const placed = squares.map((at, i): Placed => {
    const base: Placed = { id: `${token.id}@${state.placed.length + i + 1}`, kind: token.place, at, token: token.id }
    if (token.place === 'item' && token.item !== undefined) base.item = token.item
    if (token.place === 'mage-spawn') base.moveToken = state.multiplayer
    return base
  })
  state.placed.push(...placed)
  return placed
}
