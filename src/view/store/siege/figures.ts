/**
 * The figures the siege editor's palette offers: Mage Knight figures from models/mageknight
 * (placed with `figure.mk`) and Universalis unit cards from models/cards (placed with
 * `figure.card`), and the scene record of a new figure. A Mage Knight figure needs a size
 * profile for the geometry (sight, cover, falling): the profile whose base is closest to the
 * card's base diameter (ruling R-SE-9). A Universalis card names its own profile.
 */
import { shippedCardLibrary } from '../shippedCards'
import { checkSceneCards } from '../../../scene/cards/sceneCards'
import { MK_LIBRARY } from '../../../scene/mageknight/library'
import type { MkFigureCard } from '../../../scene/mageknight/dial'
import type { Figure, Scene } from '../../../scene/schema'
import type { SizeProfile } from '../../../scene/sizeProfiles'
import { profileForBase } from '../../../scene/figureProfile'
import type { CardLibrary } from '../../../scene/cards/unitCard'
import { EDITOR_OWN, refuseSiege, TELEMATON_ASSIGNMENT, type SiegeRefusal } from './refusals'

export interface MkCatalogueEntry {
  id: string
  name: string
  baseIn: number
  size: SizeProfile
  versions: { name: string; points: number }[]
}

export interface CardCatalogueEntry {
  id: string
  name: string
  faction: string
  size: SizeProfile
  telematon: boolean
}

/** The Mage Knight figures of the shipped library, in file order. */
export function mkCatalogue(figures: Record<string, MkFigureCard> = MK_LIBRARY.figures): MkCatalogueEntry[] {
  return Object.values(figures).map((c) => ({
    id: c.id,
    name: c.name,
    baseIn: c.base.diameterIn,
    size: profileForBase(c.base.diameterIn),
    versions: c.versions.map((v) => ({ name: v.name, points: v.points })),
  }))
}

/** The Universalis unit cards of a library, by faction then name. */
export function cardCatalogue(library: CardLibrary = shippedCardLibrary()): CardCatalogueEntry[] {
  return Object.values(library.cards)
    .map((c) => ({ id: c.id, name: c.name, faction: c.factions[0], size: c.size, telematon: c.type === 'telematon' }))
    .sort((a, b) => a.faction.localeCompare(b.faction) || a.name.localeCompare(b.name))
}

/**
 * Adds a Universalis figure and checks the scene's cards for it (19.1, 19.2): a telematon gets
 * the first figure of its side that may operate it; a problem left is a refusal naming it.
 */
export function addCardFigure(
  scene: Scene,
  figure: Figure,
  library: CardLibrary = shippedCardLibrary(),
): { ok: true; scene: Scene } | { ok: false; refusal: SiegeRefusal } {
  const index = scene.figures.length
  // Problems of the new figure only: paths `figures[i]` and `figures[i].…` (problems.ts formatPath).
  const mine = (path: string) => path === `figures[${index}]` || path.startsWith(`figures[${index}].`)
  const problemsOf = (s: Scene) => checkSceneCards(s, library).filter((p) => mine(p.path))
  const plain: Scene = { ...scene, figures: [...scene.figures, figure] }
  const card = library.cards[figure.card ?? '']
  if (!card)
    return refuseSiege('unknown-unit-card', `no unit card "${figure.card}" in models/cards`, EDITOR_OWN, { card: String(figure.card) })
  if (card.type !== 'telematon') {
    const problems = problemsOf(plain)
    return problems.length === 0 ? { ok: true, scene: plain } : refuseSiege('card-check-failed', problems[0].message, EDITOR_OWN)
  }
  for (const operator of scene.figures.filter((f) => f.side === figure.side)) {
    const tried: Scene = { ...scene, figures: [...scene.figures, { ...figure, operator: operator.id }] }
    if (problemsOf(tried).length === 0) return { ok: true, scene: tried }
  }
  return refuseSiege(
    'telematon-without-operator',
    `card "${card.id}" is a telematon: it needs a figure of side "${figure.side}" that may operate it and has a free slot (19.1, 19.2)`,
    TELEMATON_ASSIGNMENT,
    { card: card.id, side: figure.side },
  )
}
