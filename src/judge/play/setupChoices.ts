import { figureDistances } from '../../geometry/measure/distances'
import type { CardLibrary } from '../../scene/cards/unitCard'
import { loadCardLibrary } from '../../scene/cards/library'
import { nullRecord, ownEntry } from '../../scene/records'
import type { Scene } from '../../scene/schema'
import type { Refusal } from '../../rules/kernel'
import { checkDeployment } from '../../rules/universalis/round'
import { createGame, type GameFigure } from '../../rules/universalis/model'

/**
 * What a game on a scene can start with, for the view's set-up (2.2, 2.3, 5.4, 20.1): the sides
 * and their models (figures with a unit card; others stay on the table for sight), who may
 * lead each side, the powers each model may take, and the deployment as it stands: every pair
 * of enemies closer than 12 cm (5.4), with the rules' refusal. Nothing here starts a game.
 */
export interface SideChoice {
  side: string
  models: { id: string; card: string; name: string }[]
}

export interface PowerChoice {
  model: string
  /** 20.1: how many powers of its disciplines the model takes (its levels added up). */
  picks: number
  /** Every power of its disciplines, by discipline. */
  offered: { discipline: string; power: string }[]
}

export interface GameSetupChoices {
  sides: SideChoice[]
  powers: PowerChoice[]
  /** 5.4: the placement problems of the scene as it stands (empty when every enemy is 12 cm away or more). */
  deployment: Refusal[]
  /** Why no game can be played on this scene (fewer than two groups, a side of one...), or null. */
  refusal: Refusal | null
}

export function gameSetupChoices(scene: Scene, cards: CardLibrary = loadCardLibrary()): GameSetupChoices {
  const bySide = new Map<string, SideChoice>()
  const figures: GameFigure[] = []
  const powers: PowerChoice[] = []
  for (const f of scene.figures) {
    const card = f.card === undefined ? undefined : ownEntry(cards.cards, f.card)
    if (!card) continue
    figures.push({ id: f.id, side: f.side, card, prone: f.prone, operatorId: f.operator })
    const side = bySide.get(f.side) ?? { side: f.side, models: [] }
    side.models.push({ id: f.id, card: card.id, name: f.name ?? card.name })
    bySide.set(f.side, side)
    const disciplines = card.disciplines ?? []
    if (disciplines.length > 0)
      powers.push({
        model: f.id,
        picks: disciplines.reduce((n, d) => n + d.level, 0),
        offered: disciplines.flatMap((d) =>
          (ownEntry(cards.disciplines, d.name)?.powers ?? []).map((p) => ({ discipline: d.name, power: p.name })),
        ),
      })
  }
  const sides = [...bySide.values()]
  // Any leader will do for the questions asked here: the first model of each side.
  const leaders = nullRecord<string>()
  for (const s of sides) leaders[s.side] = s.models[0].id
  const game = createGame({ figures, leaders })
  if (!game.ok) return { sides, powers, deployment: [], refusal: game.refusal }
  const distances = nullRecord<Record<string, number>>()
  const placed = scene.figures.filter((f) => Object.hasOwn(game.value.models, f.id))
  for (const a of placed) distances[a.id] = nullRecord()
  for (const [i, a] of placed.entries())
    for (const b of placed.slice(i + 1)) {
      const d = figureDistances(a, b).edge
      distances[a.id][b.id] = d
      distances[b.id][a.id] = d
    }
  return { sides, powers, deployment: checkDeployment(game.value, distances), refusal: null }
}
