import type { Discipline, Power, UnitCard } from '../../../scene/cards/unitCard'
import { ruling, universalis, type Clause, type RulingLine } from '../../kernel/clauses'
import { detailed } from '../../kernel/detail'
import type { GameState, ModelState } from '../model/gameState'
import { emptyBreakdown } from '../../kernel/resolution'
import { refuse, type Resolution } from '../refusals'
import { loseHitPoints } from '../states/common'

/**
 * Disciplines and the choice of powers (20.1): a model of a discipline may take as many
 * different powers of it into a game as its level, chosen before the game. Also the clauses of
 * 20 and the HP loss a power costs (20.2.3), shared by using and blocking powers.
 */

export const POWER_CLAUSES = {
  powers: universalis('20', 'Disziplinen & Kräfte'),
  choice: universalis('20.1', 'Auswahl'),
  card: universalis('20.2', 'Kräfte'),
  cost: universalis('20.2.1', 'AP-Kosten'),
  attribute: universalis('20.2.2', 'Attribut'),
  hpLoss: universalis('20.2.3', 'TP-Verlust'),
  target: universalis('20.2.4', 'Ziel'),
  range: universalis('20.2.5', 'Reichweite'),
  duration: universalis('20.2.6', 'Dauer'),
  use: universalis('20.3', 'Kraft einsetzen'),
  end: universalis('20.3', 'Kraft beenden'),
  blockAction: universalis('20.3', 'Kraft blockieren'),
  blockReaction: universalis('20.4', 'Kraft blockieren'),
  block: universalis('20.5', 'Kraft blockieren'),
  defence: universalis('15.3', 'Verteidigung'),
  hidden: universalis('16.2', 'Vorteile'),
  hp: universalis('3.5', 'Trefferpunkte'),
  critical: universalis('11.3', 'Kritisch'),
  eliminated: universalis('11.2', 'Eliminiert'),
  rHpLoss: ruling('R-20.2.3a', 'TP-Verlust ist kein Schaden'),
  rBlockOrder: ruling('R-20.4a', 'Reihenfolge beim Blockieren'),
  rHidden: ruling('R-20.2.4a', 'Getarnte Ziele von Kräften'),
  rAreaTouch: ruling('R-20.2.5a', 'Bereich mit Berührung'),
  rNoRange: ruling('R-20.2.5b', 'Distanz ohne Angabe'),
  rReveal: ruling('R-16.3b', 'Angriff mit einer Kraft'),
} satisfies Record<string, Clause>
const C = POWER_CLAUSES

export interface PowerEntry {
  power: Power
  discipline: string
}

/** Every power the card may choose from: the powers of its disciplines found in the library. */
export function powersOpenTo(card: UnitCard, disciplines: Readonly<Record<string, Discipline>>): PowerEntry[] {
  return (card.disciplines ?? []).flatMap((d) => (disciplines[d.name]?.powers ?? []).map((power) => ({ power, discipline: d.name })))
}

/** 20.1: the powers chosen are powers of its disciplines, different, at most the level per discipline. */
export function checkPowerChoice(
  card: UnitCard,
  disciplines: Readonly<Record<string, Discipline>>,
  chosen: readonly string[],
): { ok: true; entries: PowerEntry[] } | ReturnType<typeof refuse> {
  for (const d of card.disciplines ?? [])
    if (!disciplines[d.name])
      throw new RangeError(`rules/powers: disciplines: the library has no discipline "${d.name}" of card ${card.id}`)
  const open = powersOpenTo(card, disciplines)
  const twice = chosen.find((name, i) => chosen.indexOf(name) !== i)
  if (twice !== undefined)
    return refuse('power-taken-twice', `chosen: a power may be taken only once (20.1 "verschiedene Kräfte")`, C.choice, { power: twice })
  const entries: PowerEntry[] = []
  for (const name of chosen) {
    const found = open.filter((e) => e.power.name === name)
    if (found.length === 0)
      return refuse('no-such-power', `${card.id} has no discipline with the power "${name}"`, C.choice, { card: card.id, power: name })
    if (found.length > 1)
      throw new RangeError(
        `rules/powers: disciplines: "${name}" is in several of ${card.id}'s disciplines (${found.map((f) => f.discipline).join(', ')}); rename one in the library`,
      )
    entries.push(found[0])
  }
  for (const d of card.disciplines ?? []) {
    const n = entries.filter((e) => e.discipline === d.name).length
    if (n > d.level)
      return refuse('too-many-powers', `${card.id} may take ${d.level} power(s) of "${d.name}" (level ${d.level}), not ${n}`, C.choice, {
        card: card.id,
        discipline: d.name,
        max: d.level,
        have: n,
      })
  }
  return { ok: true, entries }
}

/** 20.1: the player chooses the powers of `modelId` before the game starts (phase `deployment`). */
export function choosePowers(
  game: GameState,
  modelId: string,
  disciplines: Readonly<Record<string, Discipline>>,
  chosen: readonly string[],
): Resolution<GameState> {
  const m = game.models[modelId]
  if (!m) return refuse('no-such-model', `modelId: no model "${modelId}"`, C.choice, { model: modelId })
  if (game.phase !== 'deployment') return refuse('game-already-started', 'powers are chosen before the game starts (20.1)', C.choice)
  const check = checkPowerChoice(m.card, disciplines, chosen)
  if (!check.ok) return check
  const breakdown = emptyBreakdown()
  for (const e of check.entries)
    breakdown.lines.push({
      key: 'power.chosen',
      value: e.power.name,
      clause: C.choice,
      ...detailed('power.chosen', '{discipline}', { discipline: e.discipline }),
    })
  return { ok: true, value: { ...game, models: { ...game.models, [modelId]: { ...m, powers: [...chosen] } } }, breakdown }
}

/** A power the model took into this game (20.1), with its card. */
export function chosenPower(model: ModelState, disciplines: Readonly<Record<string, Discipline>>, name: string): PowerEntry | null {
  if (!model.powers.includes(name)) return null
  return powersOpenTo(model.card, disciplines).find((e) => e.power.name === name) ?? null
}

export const belongsToDiscipline = (card: UnitCard): boolean => (card.disciplines ?? []).length > 0

/**
 * 20.2.3: hit points a power costs. R-20.2.3a: it is a loss of hit points, not damage: no
 * armour, no reduction and no shock; it can bring the critical state (3.5, 11.3: a second time a
 * shock instead) and elimination (11.2), as statesCommon.loseHitPoints does. Never heals.
 */
export function powerHpLoss(model: ModelState, amount: number): { model: ModelState; lines: RulingLine[] } {
  const r = loseHitPoints(model, amount)
  return {
    model: r.model,
    lines: [
      { key: 'power.hpLoss', value: amount, clause: C.rHpLoss, ...detailed('power.hpLoss', '{model}', { model: model.id }) },
      ...r.lines,
    ],
  }
}
