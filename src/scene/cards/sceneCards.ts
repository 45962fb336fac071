/**
 * Scenes against the card library: a figure's `card` must name a card of the same size profile,
 * and telematons must be assigned to an operator of their side that has a free slot (19.1, 19.2).
 * Figures without a card are fine: sight and cover need only the size. Runs on a scene that
 * already passed validateScene.
 */
import { error, errorOf, type Said, type SceneProblem, said } from '../problems'
import type { Scene } from '../schema'
import type { CardLibrary, UnitCard } from './unitCard'
import { ownEntry } from '../records'

/**
 * 19.1: how many telematons may be assigned to a model with this card. Equipment adds up (three
 * "Lenk-Module" give 3, Beispiel 18); of traits with the same name only the highest counts (7.2).
 */
export function operatorSlots(card: UnitCard): number {
  const traitSlots = new Map<string, number>()
  for (const t of card.traits ?? []) {
    if (t.effect?.kind === 'operator') traitSlots.set(t.name, Math.max(traitSlots.get(t.name) ?? 0, t.effect.slots))
  }
  const fromEquipment = (card.equipment ?? []).reduce((sum, e) => sum + (e.effect?.kind === 'operator' ? e.effect.slots : 0), 0)
  return [...traitSlots.values()].reduce((a, b) => a + b, 0) + fromEquipment
}

/** Edit distance, for "did you mean" on a mistyped card id. */
function distance(a: string, b: string): number {
  let row = Array.from({ length: b.length + 1 }, (_, j) => j)
  for (let i = 1; i <= a.length; i++) {
    const next = [i]
    for (let j = 1; j <= b.length; j++) next[j] = Math.min(row[j] + 1, next[j - 1] + 1, row[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1))
    row = next
  }
  return row[b.length]
}

function unknownCard(id: string, library: CardLibrary): Said {
  const ids = Object.keys(library.cards)
  // Lengths 4 or more apart are never within 3 edits: skipping them keeps a long id from costing length x length steps per card.
  const near = ids
    .filter((c) => Math.abs(c.length - id.length) <= 3)
    .map((c) => ({ c, d: distance(id, c) }))
    .filter((x) => x.d <= 3)
    .sort((x, y) => x.d - y.d)[0]
  const shown = JSON.stringify(id)
  if (near) return said(`no unit card ${shown}, did you mean "${near.c}"?`, 'card-unknown-near', { id: shown, near: near.c })
  return said(`no unit card ${shown} (the library has ${ids.length} cards)`, 'card-unknown', { id: shown, count: ids.length })
}

/** The cards of the figures whose `card` resolves, by figure index. */
function resolveCards(scene: Scene, library: CardLibrary, problems: SceneProblem[]): (UnitCard | undefined)[] {
  return scene.figures.map((figure, i) => {
    if (figure.card === undefined) return undefined
    const card = ownEntry(library.cards, figure.card)
    if (!card) {
      problems.push(errorOf(['figures', i, 'card'], unknownCard(figure.card, library)))
      return undefined
    }
    if (card.size !== figure.size) {
      problems.push(
        error(['figures', i, 'size'], `"${figure.size}" but card "${card.id}" is ${card.size}`, 'card-size-mismatch', {
          size: figure.size,
          card: card.id,
          cardSize: card.size,
        }),
      )
    }
    return card
  })
}

interface Assignment {
  scene: Scene
  cards: (UnitCard | undefined)[]
  indexById: Map<string, number>
  /** Figure index of an operator -> indices of the telematons assigned to it so far. */
  assigned: Map<number, number[]>
}

/** Why figure i (a telematon with a card) cannot have `operatorId` as its operator, or the operator's index. */
function findOperator(i: number, operatorId: string, a: Assignment): { index: number } | { reason: Said } {
  const figure = a.scene.figures[i]
  const j = a.indexById.get(operatorId)
  const shownId = JSON.stringify(operatorId)
  if (j === undefined) return { reason: said(`no figure with id ${shownId}`, 'operator-unknown', { id: shownId }) }
  if (j === i) return { reason: said('a telematon cannot operate itself (19.1)', 'operator-self') }
  const operator = a.scene.figures[j]
  if (operator.side !== figure.side) {
    const message = `"${operator.id}" is on side "${operator.side}", this telematon on "${figure.side}": an operator belongs to the same group (19.1)`
    return { reason: said(message, 'operator-other-side', { operator: operator.id, side: operator.side, own: figure.side }) }
  }
  const opCard = a.cards[j]
  const slots = opCard ? operatorSlots(opCard) : 0
  if (slots === 0) {
    const start = `"${operator.id}" cannot operate telematons`
    if (opCard)
      return {
        reason: said(`${start}: card "${opCard.id}" has no trait or equipment with an operator effect (19.1)`, 'operator-no-effect', {
          operator: operator.id,
          card: opCard.id,
        }),
      }
    return { reason: said(`${start}: it has no unit card (19.1)`, 'operator-no-card', { operator: operator.id }) }
  }
  const taken = a.assigned.get(j) ?? []
  if (taken.length >= slots) {
    const others = taken.map((k) => `figures[${k}]`).join(', ')
    const message = `"${operator.id}" may operate ${slots} telematon${slots === 1 ? '' : 's'} and already operates ${others} (19.1)`
    return { reason: said(message, 'operator-full', { operator: operator.id, count: slots, others }) }
  }
  return { index: j }
}

/** 19.2: one operator per telematon, of its own side, able to take it; none for other models. */
function checkOperators(scene: Scene, cards: (UnitCard | undefined)[]): SceneProblem[] {
  const problems: SceneProblem[] = []
  const a: Assignment = { scene, cards, indexById: new Map(scene.figures.map((f, i) => [f.id, i])), assigned: new Map() }
  scene.figures.forEach((figure, i) => {
    const card = cards[i]
    const at = ['figures', i, 'operator']
    if (figure.operator === undefined) {
      if (card?.type === 'telematon') {
        problems.push(
          error(
            ['figures', i],
            `card "${card.id}" is a telematon and needs an "operator": the id of a figure of side "${figure.side}" (19.2)`,
            'card-needs-operator',
            { card: card.id, side: figure.side },
          ),
        )
      }
    } else if (card === undefined) {
      problems.push(
        error(at, 'only a telematon has an operator, and this figure has no unit card to say it is one (19.1)', 'operator-without-card'),
      )
    } else if (card.type !== 'telematon') {
      problems.push(
        error(at, `only a telematon has an operator, card "${card.id}" is a ${card.type} model (19.1)`, 'operator-not-telematon', {
          card: card.id,
          type: card.type,
        }),
      )
    } else {
      const found = findOperator(i, figure.operator, a)
      if ('reason' in found) problems.push(errorOf(at, found.reason))
      else a.assigned.set(found.index, [...(a.assigned.get(found.index) ?? []), i])
    }
  })
  return problems
}

/**
 * The problems (all errors) of a valid scene's figures against a card library.
 * @example checkSceneCards(scene, loadCardLibrary())
 *   // [{ path: 'figures[1].size', message: '"large" but card "marine-warden-mech" is huge', severity: 'error' }]
 */
export function checkSceneCards(scene: Scene, library: CardLibrary): SceneProblem[] {
  const problems: SceneProblem[] = []
  const cards = resolveCards(scene, library, problems)
  return [...problems, ...checkOperators(scene, cards)]
}
