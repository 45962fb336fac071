import type { IntelligenceLevel, MountType } from '../../scene/mageknight/cavalry'
import { MK_LIBRARY, type MkLibrary } from '../../scene/mageknight/library'
import { ownEntry } from '../../scene/records'
import type { Scene } from '../../scene/schema'

/**
 * What a Mage Knight figure's card says about it, for the view's hover card: the card's printed
 * name (a player knows "Battle Horse", not the data file's "mk-battle-horse"), for a mount its
 * mount type and intelligence level (003 "Mounts", "Intelligence Levels": the temper it shows
 * without a rider) and the rider the scene seats in its saddle, for a seated rider the mount it
 * rides. Plain data from the scene and the card library; the words are the view's.
 */
export interface MkFigureCardFacts {
  cardId: string
  /** The card's name as printed; null for a card the library lacks (the scene check reports it). */
  cardName: string | null
  /** 003 "Mounts": the symbol and the shape around it; null for a figure that is no mount. */
  mount: { type: MountType; intelligence: IntelligenceLevel } | null
  /** On a mount: the figure seated in its saddle (003 "Cavalry Units"), by id and name. */
  rider: { id: string; name: string } | null
  /** On a seated rider: the mount it rides, by id and name. */
  ridesOn: { id: string; name: string } | null
}

/** A figure's name as a player reads it: its scene name, else its card's, else its id. */
function figureName(scene: Scene, id: string, library: MkLibrary): string {
  const f = scene.figures.find((x) => x.id === id)
  if (!f) return id
  return f.name ?? (f.mk ? ownEntry(library.figures, f.mk.card)?.name : undefined) ?? id
}

/** The card facts of figure `id`, or null when it is no Mage Knight figure (or the scene lacks it). */
export function mkFigureCardFacts(scene: Scene, id: string, library: MkLibrary = MK_LIBRARY): MkFigureCardFacts | null {
  const figure = scene.figures.find((f) => f.id === id)
  if (!figure?.mk) return null
  const card = ownEntry(library.figures, figure.mk.card)
  const riderId = card?.mount ? figure.mk.rider : undefined
  const mount = scene.figures.find((f) => f.mk?.rider === id && f.mk.card !== undefined && ownEntry(library.figures, f.mk.card)?.mount)
  return {
    cardId: figure.mk.card,
    cardName: card?.name ?? null,
    mount: card?.mount ? { type: card.mount.type, intelligence: card.mount.intelligence } : null,
    rider: riderId !== undefined ? { id: riderId, name: figureName(scene, riderId, library) } : null,
    ridesOn: mount ? { id: mount.id, name: figureName(scene, mount.id, library) } : null,
  }
}
