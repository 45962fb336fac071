import type { Collider } from '@dimforge/rapier3d-compat'
import type { TableWorld } from '../world/tableWorld'
import type { SilhouettePart } from '../types'
import type { SightCaster } from './caster'
import type { PreparedArea } from './areaCrossing'

/** What stopped a ray, with its last class key (sig, key) remembered: rays met by the same thing mostly agree. */
interface Owner {
  id: string
  kind: 'terrain' | 'figure'
  sig: number
  key: string
}

export type WeightedPart = SilhouettePart & { weight: number }

/**
 * The classes of one pair's sight rays (sight.ts): a ray's class is what stopped it, which
 * nearby areas it crossed (a bit per area; a list when there are more than 30) and which one
 * obscured it. Keys are interned, so the key string is built once per class, and each new class
 * opens its silhouette part (`parts`, weight 0) for the sampler to add to. Made once per pair.
 */
export class RayClasses {
  readonly parts = new Map<string, WeightedPart>()
  /**
   * The caster candidate of each stopping piece id, for hiddenSquare.ts: -1 when not one (two
   * colliders of one id; the world asked instead of the caster leaves the id out).
   */
  readonly candidateOfId = new Map<string, number>()
  /** Areas the current ray crossed: (index, entry, exit) triples, the first `crossedCount` numbers. */
  readonly crossed: number[] = [0.5]
  crossedCount = 0
  private readonly owners = new Map<Collider, Owner>()
  private readonly keys = new Map<string, Map<number | string, string>>()
  /** Owners by candidate index (the caster's hits name it). */
  private readonly whoByIndex: (Owner | undefined)[] = []
  // The last key of rays that met nothing (those that met something keep theirs on the owner).
  private clearSig = -1
  private clearKey = ''

  constructor(
    private readonly world: TableWorld,
    private readonly caster: SightCaster,
    private readonly areas: readonly PreparedArea[],
  ) {
    // Room for every area's triple from the start: a ray's writes then stay in bounds, and the
    // optimised caster loop (sight.ts castTo) does not fall back on the first ray that crosses one.
    for (let k = 1; k < 3 * areas.length; k++) this.crossed.push(0.5)
  }

  ownerOf(collider: Collider): Owner {
    let who = this.owners.get(collider)
    if (!who) {
      const o = this.world.ownerOf(collider)
      who = { id: o?.id ?? '?', kind: o?.kind === 'figure' ? 'figure' : 'terrain', sig: -1, key: '' }
      this.owners.set(collider, who)
    }
    return who
  }

  /** The owner of the caster's candidate `index`. */
  whoAt(index: number): Owner {
    let who = this.whoByIndex[index]
    if (!who) {
      who = this.ownerOf(this.caster.candidate(index))
      this.whoByIndex[index] = who
      const known = this.candidateOfId.get(who.id)
      this.candidateOfId.set(who.id, known === undefined || known === index ? index : -1)
    }
    return who
  }

  /** The class key of a ray stopped by `who` (null: by nothing), crossing the areas of `mask`, obscured by area `obscured` (-1: none). */
  keyOf(who: Owner | null, mask: number, obscured: number): string {
    const count = this.areas.length
    if (count > 30) return this.internedKey(who, mask, obscured)
    const sig = mask * (count + 1) + obscured + 1
    if (who === null) {
      if (sig !== this.clearSig) {
        this.clearKey = this.internedKey(null, mask, obscured)
        this.clearSig = sig
      }
      return this.clearKey
    }
    if (sig !== who.sig) {
      who.key = this.internedKey(who, mask, obscured)
      who.sig = sig
    }
    return who.key
  }

  private internedKey(who: Owner | null, mask: number, obscured: number): string {
    const areas = this.areas
    const stopId = who ? who.id : '-'
    let byAreas = this.keys.get(stopId)
    if (!byAreas) this.keys.set(stopId, (byAreas = new Map()))
    const sig = areas.length <= 30 ? mask * (areas.length + 1) + obscured + 1 : `${this.crossedIndices().join(',')}|${obscured}`
    let key = byAreas.get(sig)
    if (key === undefined) {
      const crossedAreas = areas.length <= 30 ? areas.filter((_, k) => (mask & (1 << k)) !== 0) : this.crossedIndices().map((k) => areas[k])
      const areaIds = crossedAreas.map((area) => area.id)
      const obscuredBy = obscured >= 0 ? areas[obscured].id : null
      const reaches = who === null && obscuredBy === null
      // The first character says whether the ray reaches (sight.ts reads it: stepsBetween, reachesKey).
      key = `${reaches ? 'R' : 'X'}|${stopId}|${areaIds.join(',')}|${obscuredBy ?? '-'}`
      byAreas.set(sig, key)
      if (!this.parts.has(key))
        this.parts.set(key, { weight: 0, stop: who ? { id: who.id, kind: who.kind } : null, areaIds, obscuredBy, reaches })
    }
    return key
  }

  private crossedIndices(): number[] {
    return this.crossed.slice(0, this.crossedCount).filter((_, c) => c % 3 === 0)
  }
}
