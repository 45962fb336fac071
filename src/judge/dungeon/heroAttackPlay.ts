import { figureAttack, MKD_RULINGS, previewFigureAttack, type AttackPreview, type FigureAttackInput } from '../../rules/mageknight/dungeons'
import { sessionRefuse, type DungeonRefusal } from './refusals'
import {
  attackerFacts,
  Collect,
  endActivation,
  figuresBeside,
  occupiedBy,
  targetFacts,
  turnHeroDial,
  type Ctx,
  type Played,
} from './workingTable'

/**
 * A hero attacks one of the dungeon's figures (R-MKD-17): the judge's part. The target stands on
 * the working table; the rules (figureAttacks.ts) check the front arc, melee or range and line of
 * fire (the one a spawn shoots along, R-MKD-15) and roll 2d6 + attack with the session's dice;
 * both figures' abilities and those of the figures beside them change it (R-MKD-18).
 * A hit turns the target's dial (a placed spawn at its skull leaves the board), a critical miss
 * the hero's; the attack is the hero's action and ends its activation (as R-MKDJ-2). The offers
 * ask `heroAttackPreview` for the numbers before the click.
 */

/** Why `target` is no figure on the table to attack, or null. */
function targetRefusal(ctx: Ctx, target: string): { ok: false; refusal: DungeonRefusal } | null {
  const { table } = ctx
  if (!table.placements[target] || !table.pieces[target] || table.eliminated.includes(target))
    return sessionRefuse('target-not-on-board', `${target} is no figure on the board`, { target }, MKD_RULINGS.heroAttack)
  return null
}

/** The rules' input for `hero` attacking `target` on the working table. */
export function heroAttackInput(ctx: Ctx, hero: string, target: string): FigureAttackInput {
  return {
    attacker: attackerFacts(ctx, hero),
    target: targetFacts(ctx, target),
    occupied: occupiedBy(ctx, hero),
    others: figuresBeside(ctx, hero, target),
  }
}

/** The attack's numbers before the click (attack, defence, the 2d6 result needed, damage), or the refusal. */
export function heroAttackPreview(
  ctx: Ctx,
  hero: string,
  target: string,
): { ok: true; value: AttackPreview } | { ok: false; refusal: DungeonRefusal } {
  const refused = targetRefusal(ctx, target)
  if (refused) return refused
  const r = previewFigureAttack(ctx.table.state, ctx.session.board, heroAttackInput(ctx, hero, target), ctx.session.settings, 'hero')
  return r.ok ? { ok: true, value: r.value } : r
}

/** The attack made (the active-hero checks are stepPlay.ts's, done before). */
export function playHeroAttack(ctx: Ctx, hero: string, target: string): Played {
  const out = new Collect()
  const refused = targetRefusal(ctx, target)
  if (refused) return refused
  const { table, session } = ctx
  const r = figureAttack(table.state, session.board, heroAttackInput(ctx, hero, target), session.dice, session.settings, 'hero')
  if (!r.ok) return r
  out.add(r.breakdown)
  const a = r.value
  out.events.push({ kind: 'heroAttacked', hero, target, hit: a.hit, damage: a.damage })
  turnHeroDial(ctx, out, target, a.damage)
  turnHeroDial(ctx, out, hero, a.selfDamage)
  if (table.active?.hero === hero) endActivation(ctx, out, hero)
  return out.done(null)
}
