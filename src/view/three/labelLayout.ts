/**
 * The figure labels' declutter at run time (labelDeclutter.ts does the placing): each figure's
 * label registers its anchor (the drei <Html> group over the figure), its element and its leader
 * line; once per drawn frame the anchors are projected, the labels placed, and each <Html>'s
 * `calculatePosition` returns its label's place with the offset, while the leader is drawn from
 * the label back to its figure. Cheap per frame: label sizes come from a ResizeObserver, not
 * from reading the page's layout, and the layout is computed once a frame, keyed by the
 * renderer's frame count (drei calls every label's `calculatePosition` in the same frame).
 */
import type * as THREE from 'three'
import { Vector3 } from 'three'
import { declutterLabels, type LabelBox, type LabelOffset } from './labelDeclutter'

interface Entry {
  anchor: THREE.Object3D | null
  element: HTMLElement | null
  leader: HTMLElement | null
  width: number
  height: number
  pinned: boolean
}

type Size = { width: number; height: number }

const NONE: LabelOffset = { dx: 0, dy: 0, faded: false }
/** A faded label's opacity: still there to pick and to read up close, no longer covering its neighbours' names. */
const FADED_OPACITY = '0.25'

export class LabelLayout {
  private readonly entries = new Map<string, Entry>()
  private offsets = new Map<string, LabelOffset>()
  private frame = -1
  private readonly observer: ResizeObserver | null
  private readonly point = new Vector3()

  /** `frameCount` says which frame is being drawn; `redraw` asks for a frame (a label's size changed). */
  constructor(
    private readonly frameCount: () => number,
    private readonly redraw: () => void,
  ) {
    this.observer =
      typeof ResizeObserver === 'undefined'
        ? null
        : new ResizeObserver((changes) => {
            for (const c of changes) {
              const id = (c.target as HTMLElement).dataset.figureLabel
              const entry = id === undefined ? undefined : this.entries.get(id)
              const size = c.borderBoxSize?.[0]
              if (!entry || !size) continue
              entry.width = size.inlineSize
              entry.height = size.blockSize
            }
            this.frame = -1
            this.redraw()
          })
  }

  private entry(id: string): Entry {
    let e = this.entries.get(id)
    if (!e) {
      e = { anchor: null, element: null, leader: null, width: 0, height: 0, pinned: false }
      this.entries.set(id, e)
    }
    return e
  }

  /** A label's element (the name's span, with `data-figure-label`); null when it goes. */
  setElement(id: string, element: HTMLElement | null): void {
    if (!element && !this.entries.has(id)) return
    const e = this.entry(id)
    if (e.element && e.element !== element) this.observer?.unobserve(e.element)
    e.element = element
    if (element) this.observer?.observe(element)
  }

  setLeader(id: string, leader: HTMLElement | null): void {
    if (!leader && !this.entries.has(id)) return
    this.entry(id).leader = leader
  }

  /** A pinned label (a chosen figure's, the shooter's, the target's) keeps its place; others make way. */
  setPinned(id: string, pinned: boolean): void {
    const e = this.entry(id)
    if (e.pinned !== pinned) this.frame = -1
    e.pinned = pinned
  }

  /** The figure and its label are gone. */
  remove(id: string): void {
    const e = this.entries.get(id)
    if (e?.element) this.observer?.unobserve(e.element)
    this.entries.delete(id)
    this.frame = -1
  }

  private project(anchor: THREE.Object3D, camera: THREE.Camera, size: Size): [number, number] {
    const p = this.point.setFromMatrixPosition(anchor.matrixWorld).project(camera)
    return [((p.x + 1) / 2) * size.width, ((1 - p.y) / 2) * size.height]
  }

  private layOut(camera: THREE.Camera, size: Size): void {
    const boxes: LabelBox[] = []
    for (const [id, e] of this.entries) {
      if (!e.anchor || !e.element) continue
      e.anchor.updateWorldMatrix(true, false)
      const [x, y] = this.project(e.anchor, camera, size)
      // Behind the camera or far off the canvas: drei hides it or nobody sees it; it takes no room.
      if (!Number.isFinite(x) || !Number.isFinite(y) || x < -size.width || x > 2 * size.width || y < -size.height || y > 2 * size.height)
        continue
      boxes.push({ id, x, y, width: e.width, height: e.height, pinned: e.pinned })
    }
    this.offsets = declutterLabels(boxes)
  }

  /** drei <Html>'s `calculatePosition` for figure `id`'s label: its place over the figure, moved out of the crowd. */
  calculator(id: string): (el: THREE.Object3D, camera: THREE.Camera, size: Size) => [number, number] {
    return (el, camera, size) => {
      const e = this.entry(id)
      if (e.anchor !== el) {
        e.anchor = el
        this.frame = -1
      }
      const frame = this.frameCount()
      if (frame !== this.frame) {
        this.frame = frame
        this.layOut(camera, size)
      }
      const [x, y] = this.project(el, camera, size)
      const o = this.offsets.get(id) ?? NONE
      this.drawLeader(e, o)
      return [x + o.dx, y + o.dy]
    }
  }

  /** The thin line from the moved label's centre back to where it would stand; the label's fade. */
  private drawLeader(e: Entry, o: LabelOffset): void {
    if (e.element) {
      e.element.style.opacity = o.faded ? FADED_OPACITY : ''
      if (o.faded) e.element.dataset.faded = 'true'
      else delete e.element.dataset.faded
      if (o.dx !== 0 || o.dy !== 0) e.element.dataset.moved = 'true'
      else delete e.element.dataset.moved
    }
    if (!e.leader) return
    const length = Math.hypot(o.dx, o.dy)
    e.leader.style.display = length > 0 ? 'block' : 'none'
    if (length === 0) return
    e.leader.style.width = `${length}px`
    e.leader.style.transform = `rotate(${Math.atan2(-o.dy, -o.dx)}rad)`
  }
}
