import type { Scene } from '../../scene/schema'
import type { CardLibrary, UnitCard } from '../../scene/cards/unitCard'
import type { ScenarioFile } from './file'
import type { ScenarioStep } from './steps'

/**
 * A scenario file checked against its scene and the card library when it loads, before anything
 * is played: every figure, side, weapon, item, power and object it names must exist, each
 * problem with its path (`steps[4].shooter: no figure "r-archr" with a unit card in the scene`).
 * A typo is a file problem (exit code 2), not a refusal twenty steps into a game.
 *
 * A step that expects a refusal (`"expect": { "refusal": … }`) is left unchecked: naming what is
 * not there may be exactly what it tests. Names are looked up in Maps: a file's `constructor` or
 * `__proto__` is a name like any other, and not found.
 */
export function checkScenarioNames(file: ScenarioFile, scene: Scene, cards: CardLibrary): string[] {
  const carded = new Map<string, UnitCard>()
  for (const f of scene.figures) {
    const card = f.card === undefined ? undefined : cardOf(cards, f.card)
    if (card) carded.set(f.id, card)
  }
  const sides = new Set(scene.figures.filter((f) => carded.has(f.id)).map((f) => f.side))
  const objects = new Set((file.objects ?? []).map((o) => o.id))
  const problems: string[] = []
  const figure = (path: string, id: string): UnitCard | undefined => {
    const card = carded.get(id)
    if (!card) problems.push(`${path}: no figure "${id}" with a unit card in the scene`)
    return card
  }
  const side = (path: string, name: string) => {
    if (!sides.has(name)) problems.push(`${path}: no side "${name}" in the scene (sides: ${[...sides].join(', ') || 'none'})`)
  }

  for (const [s, id] of Object.entries(file.leaders)) {
    side(`leaders.${s}`, s)
    figure(`leaders.${s}`, id)
  }
  for (const key of ['powers', 'facing', 'mounts', 'markers'] as const)
    for (const id of Object.keys(file[key] ?? {})) figure(`${key}.${id}`, id)
  for (const [id, powers] of Object.entries(file.powers ?? {})) {
    const card = carded.get(id)
    if (card) powers.forEach((p, i) => power(`powers.${id}[${i}]`, card, p))
  }
  for (const [id, mounts] of Object.entries(file.mounts ?? {})) {
    const card = carded.get(id)
    if (card) for (const w of Object.keys(mounts)) weapon(`mounts.${id}.${w}`, card, w, 'any')
  }
  file.steps.forEach((step, i) => {
    if (step.expect?.refusal === undefined) checkStep(`steps[${i}]`, step)
  })
  return problems

  function weapon(path: string, card: UnitCard, name: string, kind: 'ranged' | 'melee' | 'any') {
    if (kind === 'melee' && name === 'unarmed') return
    const found = (card.weapons ?? []).find((w) => w.name === name)
    const known = (card.weapons ?? []).map((w) => w.name).join(', ') || 'none'
    if (!found) problems.push(`${path}: ${card.id} has no weapon "${name}" (weapons: ${known})`)
    else if (kind === 'ranged' && found.range === 'melee') problems.push(`${path}: "${name}" is a melee weapon; this step shoots`)
    else if (kind === 'melee' && found.range !== 'melee') problems.push(`${path}: "${name}" is a ranged weapon; this step fights in melee`)
  }
  function item(path: string, card: UnitCard, name: string) {
    const names = [...(card.equipment ?? []).map((e) => e.name), ...(card.traits ?? []).map((t) => t.name)]
    if (!names.includes(name)) problems.push(`${path}: ${card.id} has no equipment or trait "${name}" (has: ${names.join(', ') || 'none'})`)
  }
  function power(path: string, card: UnitCard, name: string) {
    const open = (card.disciplines ?? []).flatMap((d) =>
      Object.hasOwn(cards.disciplines, d.name) ? cards.disciplines[d.name].powers.map((p) => p.name) : [],
    )
    if (!open.includes(name))
      problems.push(`${path}: ${card.id} has no power "${name}" in its disciplines (powers: ${open.join(', ') || 'none'})`)
  }
  function checkStep(at: string, step: ScenarioStep) {
    switch (step.do) {
      case 'startRound':
        for (const id of Object.keys(step.operatorShockPayments ?? {})) figure(`${at}.operatorShockPayments.${id}`, id)
        step.operatorApFirst?.forEach((id, j) => figure(`${at}.operatorApFirst[${j}]`, id))
        return
      case 'choose':
        for (const [s, id] of Object.entries(step.picks)) {
          side(`${at}.picks.${s}`, s)
          figure(`${at}.picks.${s}`, id)
        }
        return
      case 'surrender':
        return side(`${at}.side`, step.side)
      case 'endRound':
        return
      case 'shoot':
      case 'reactionFire': {
        const card = figure(`${at}.shooter`, step.shooter)
        figure(`${at}.target`, step.target)
        if (card && step.weapon !== undefined) weapon(`${at}.weapon`, card, step.weapon, 'ranged')
        return
      }
      case 'sustained':
      case 'indirect':
      case 'area': {
        const card = figure(`${at}.shooter`, step.shooter)
        if (card) weapon(`${at}.weapon`, card, step.weapon, 'ranged')
        if (step.do === 'sustained') step.targets.forEach((t, j) => figure(`${at}.targets[${j}].target`, t.target))
        else if (step.target !== undefined) figure(`${at}.target`, step.target)
        return
      }
      case 'melee': {
        const card = figure(`${at}.attacker`, step.attacker)
        figure(`${at}.defender`, step.defender)
        if (card && step.weapon !== undefined) weapon(`${at}.weapon`, card, step.weapon, 'melee')
        return
      }
      case 'charge': {
        const card = figure(`${at}.figure`, step.figure)
        figure(`${at}.target`, step.target)
        if (card && step.weapon !== undefined) weapon(`${at}.weapon`, card, step.weapon, 'melee')
        return
      }
      case 'overwatch':
      case 'reload': {
        const card = figure(`${at}.figure`, step.figure)
        if (card) weapon(`${at}.weapon`, card, step.weapon, 'ranged')
        return
      }
      case 'useItem': {
        const card = figure(`${at}.figure`, step.figure)
        if (card) item(`${at}.item`, card, step.item)
        if (step.target !== undefined) figure(`${at}.target`, step.target)
        return
      }
      case 'useObject':
        figure(`${at}.figure`, step.figure)
        if (!objects.has(step.object))
          problems.push(`${at}.object: no object "${step.object}" in the file's objects (objects: ${[...objects].join(', ') || 'none'})`)
        return
      case 'usePower':
      case 'endPower': {
        const card = figure(`${at}.figure`, step.figure)
        if (card) power(`${at}.power`, card, step.power)
        if (step.do === 'usePower') {
          if (step.target !== undefined) figure(`${at}.target`, step.target)
          step.blockers?.forEach((id, j) => figure(`${at}.blockers[${j}]`, id))
        }
        return
      }
      case 'blockPower': {
        figure(`${at}.figure`, step.figure)
        const caster = figure(`${at}.caster`, step.caster)
        if (caster) power(`${at}.power`, caster, step.power)
        return
      }
      case 'reveal':
        figure(`${at}.figure`, step.figure)
        figure(`${at}.target`, step.target)
        step.supporters?.forEach((id, j) => figure(`${at}.supporters[${j}]`, id))
        return
      case 'disengage':
        figure(`${at}.figure`, step.figure)
        step.opportunity?.forEach((o, j) => {
          const card = figure(`${at}.opportunity[${j}].attacker`, o.attacker)
          if (card && o.weapon !== undefined) weapon(`${at}.opportunity[${j}].weapon`, card, o.weapon, 'melee')
        })
        return
      default:
        figure(`${at}.figure`, step.figure)
    }
  }
}

/** A card of the library by id (own keys only: a figure's card "__proto__" finds nothing). */
const cardOf = (cards: CardLibrary, id: string): UnitCard | undefined => (Object.hasOwn(cards.cards, id) ? cards.cards[id] : undefined)
