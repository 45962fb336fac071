/**
 * Several figures changed as one (issue 14, "select several figures, move them together, copy
 * and paste"): pure scene transforms the selection actions (selectionActions.ts) and the group
 * drag (editActions.ts) build on. Figures refer to each other (a passenger's chariot, a mount's
 * rider, a telematon's operator); every transform keeps those references pointing at figures the
 * scene still has, so a moved, copied or deleted group never leaves a file the loader refuses.
 */
import { passengerPlace } from '../../scene/mageknight/chariot'
import { figureProfile } from '../../scene/figureProfile'
import type { Figure, Scene, Vec3 } from '../../scene/schema'

/** The figures that move with `ids`: the ids themselves and the riders seated on any of them (003 "Cavalry Units"). */
export function groupWithRiders(scene: Scene, ids: readonly string[]): string[] {
  const chosen = new Set(ids)
  for (const f of scene.figures) if (chosen.has(f.id) && f.mk?.rider) chosen.add(f.mk.rider)
  return scene.figures.filter((f) => chosen.has(f.id)).map((f) => f.id)
}

/**
 * How far (dx, dz) the group may really go: the asked offset cut back so every base of the group
 * stays whole on the table, as a single drag keeps its one base on it.
 */
export function offsetOnTable(scene: Scene, ids: readonly string[], dx: number, dz: number): [number, number] {
  let [minDx, maxDx, minDz, maxDz] = [
    Number.NEGATIVE_INFINITY,
    Number.POSITIVE_INFINITY,
    Number.NEGATIVE_INFINITY,
    Number.POSITIVE_INFINITY,
  ]
  for (const f of scene.figures) {
    if (!ids.includes(f.id)) continue
    const { radius } = figureProfile(f)
    const [x, , z] = f.position
    minDx = Math.max(minDx, radius - x)
    maxDx = Math.min(maxDx, scene.table.width - radius - x)
    minDz = Math.max(minDz, radius - z)
    maxDz = Math.min(maxDz, scene.table.depth - radius - z)
  }
  return [Math.min(Math.max(dx, minDx), maxDx), Math.min(Math.max(dz, minDz), maxDz)]
}

/**
 * `before` with the figures `ids` moved by (dx, dz), each standing on `heightAt(figure, x, z)`;
 * a passenger of a moved chariot stays on its rear platform (000 "Passagiere").
 */
export function moveGroup(
  before: Scene,
  ids: readonly string[],
  dx: number,
  dz: number,
  heightAt: (figure: Figure, x: number, z: number) => number,
): Scene {
  const moving = new Set(ids)
  const moved = new Map<string, Figure>()
  for (const f of before.figures) {
    if (!moving.has(f.id)) continue
    const [x, , z] = f.position
    moved.set(f.id, { ...f, position: [x + dx, heightAt(f, x + dx, z + dz), z + dz] })
  }
  const figures = before.figures.map((f) => {
    const chariot = f.mk?.aboard ? moved.get(f.mk.aboard) : undefined
    const place = chariot ? passengerPlace(chariot) : null
    const own = moved.get(f.id) ?? f
    return place ? { ...own, position: place } : own
  })
  return { ...before, figures }
}

/** `figure` with its references kept only where `keep` says the other figure is still there (or renamed by `rename`). */
function withReferences(figure: Figure, keep: (id: string) => string | null): Figure {
  let out = figure
  if (out.operator !== undefined) {
    const operator = keep(out.operator)
    out = operator === null ? withoutKey(out, 'operator') : { ...out, operator }
  }
  if (out.mk?.aboard !== undefined || out.mk?.rider !== undefined) {
    const mk = { ...out.mk }
    for (const key of ['aboard', 'rider'] as const) {
      const ref = mk[key]
      if (ref === undefined) continue
      const kept = keep(ref)
      if (kept === null) delete mk[key]
      else mk[key] = kept
    }
    out = { ...out, mk: mk as Figure['mk'] }
  }
  return out
}

const withoutKey = <T extends object, K extends keyof T>(value: T, key: K): Omit<T, K> & Partial<Pick<T, K>> => {
  const copy = { ...value }
  delete copy[key]
  return copy
}

/** The scene without the figures `ids`; whoever rode or operated one of them stands on its own. */
export function removeFigures(scene: Scene, ids: readonly string[]): Scene {
  const gone = new Set(ids)
  const keep = (id: string) => (gone.has(id) ? null : id)
  const figures = scene.figures.filter((f) => !gone.has(f.id)).map((f) => withReferences(f, keep))
  return { ...scene, figures }
}

/**
 * A new id for a copy of `base` that `taken` does not hold: "r-archer-2", "r-archer-3", … (a
 * copy of "r-archer-2" is "r-archer-3", not "r-archer-2-2"), the way a tabletop names a second model.
 */
export function copyId(base: string, taken: ReadonlySet<string>): string {
  const stem = base.replace(/-\d+$/, '')
  for (let n = 2; ; n++) {
    const id = `${stem}-${n}`
    if (!taken.has(id)) return id
  }
}

/**
 * Copies of `figures` with new ids unique in `scene`, moved by `offset`: references inside the
 * copied group point at the copies; a copied passenger or rider without its chariot or mount
 * stands free, a copied telematon keeps its operator.
 */
export function copiesOf(scene: Scene, figures: readonly Figure[], offset: Vec3): Figure[] {
  const taken = new Set(scene.figures.map((f) => f.id))
  const renamed = new Map<string, string>()
  for (const f of figures) {
    const id = copyId(f.id, taken)
    taken.add(id)
    renamed.set(f.id, id)
  }
  return figures.map((f) => {
    const keepRef = (id: string) => renamed.get(id) ?? (id === f.operator ? id : null)
    const copy = withReferences({ ...f, id: renamed.get(f.id) ?? f.id }, keepRef)
    const [x, y, z] = f.position
    return { ...copy, position: [x + offset[0], y + offset[1], z + offset[2]] }
  })
}
