/**
 * Box select on the sandbox table (issue 14): Shift+drag on the empty table (or a plain drag
 * while the box tool, B, is on) draws a rectangle (`data-testid="box-select"`) and chooses every
 * figure whose centre is inside it: with Shift added to the chosen ones, else instead of them.
 * The press is caught on the table's stage before the orbit controls and R3F see it (capture), so
 * the view does not pan; a press on a figure or its label is left to them (Shift-click).
 */
import { useEffect } from 'react'
import { useThree } from '@react-three/fiber'
import * as THREE from 'three'
import { figureProfile } from '../../scene/figureProfile'
import { useSightlineStore } from '../StoreContext'
import { atSandbox } from '../store/selectionActions'
import { boxBetween, idsInBox, isBox, type ScreenBox } from './boxSelect'

const BOX_STYLE = 'position:absolute;border:1px dashed #f5a300;background:rgba(245,163,0,0.12);pointer-events:none;z-index:15'

export function BoxSelect() {
  const store = useSightlineStore()
  const get = useThree((s) => s.get)

  useEffect(() => {
    const canvas = get().gl.domElement
    const stage = canvas.closest<HTMLElement>('.table-stage')
    if (!stage) return
    const raycaster = new THREE.Raycaster()

    /** True when the pointer at (clientX, clientY) is over a figure's body. */
    const overFigure = (clientX: number, clientY: number) => {
      const { camera, scene } = get()
      const rect = canvas.getBoundingClientRect()
      const ndc = new THREE.Vector2(((clientX - rect.left) / rect.width) * 2 - 1, -((clientY - rect.top) / rect.height) * 2 + 1)
      raycaster.setFromCamera(ndc, camera)
      return raycaster.intersectObjects(scene.children, true).some((hit) => typeof hit.object.userData.figureId === 'string')
    }

    /** The figures of the box: each figure's body middle through the current camera. */
    const chosenIn = (box: ScreenBox) => {
      const { camera } = get()
      const rect = canvas.getBoundingClientRect()
      const figures = store.getState().scene?.figures ?? []
      const points = figures.map((f) => {
        const p = new THREE.Vector3(f.position[0], f.position[1] + figureProfile(f).height / 2, f.position[2]).project(camera)
        return { id: f.id, x: rect.left + ((p.x + 1) / 2) * rect.width, y: rect.top + ((1 - p.y) / 2) * rect.height, behind: p.z > 1 }
      })
      return idsInBox(points, box)
    }

    const onDown = (e: PointerEvent) => {
      const state = store.getState()
      if (e.button !== 0 || !(e.shiftKey || state.multi.boxTool) || e.target !== canvas) return
      if (state.mode !== 'select' || !atSandbox(state) || state.drag) return
      if (overFigure(e.clientX, e.clientY)) return
      e.stopPropagation()
      e.preventDefault()
      const add = e.shiftKey
      const start = { x: e.clientX, y: e.clientY }
      const stageRect = stage.getBoundingClientRect()
      const outline = document.createElement('div')
      outline.dataset.testid = 'box-select'
      outline.style.cssText = BOX_STYLE
      let box = boxBetween(start, start)
      const draw = () => {
        Object.assign(outline.style, {
          left: `${box.left - stageRect.left}px`,
          top: `${box.top - stageRect.top}px`,
          width: `${box.right - box.left}px`,
          height: `${box.bottom - box.top}px`,
        })
      }
      draw()
      stage.appendChild(outline)
      const onMove = (m: PointerEvent) => {
        box = boxBetween(start, { x: m.clientX, y: m.clientY })
        draw()
      }
      // The click that follows the release is the box's, not the table's (which would clear the choice).
      const swallowClick = (c: MouseEvent) => c.stopPropagation()
      const finish = (keep: boolean) => {
        window.removeEventListener('pointermove', onMove)
        window.removeEventListener('pointerup', onUp)
        window.removeEventListener('pointercancel', onCancel)
        window.removeEventListener('keydown', onKey)
        outline.remove()
        stage.addEventListener('click', swallowClick, { capture: true, once: true })
        // A release away from the canvas makes no click: nothing to swallow then.
        requestAnimationFrame(() => stage.removeEventListener('click', swallowClick, { capture: true }))
        if (keep && isBox(box)) store.getState().selectFigures(chosenIn(box), add)
        // With the box tool a plain click on the empty table lets go of everything, as without it; Shift-click there keeps the choice.
        else if (keep && !add) store.getState().clearSelection()
      }
      const onUp = (u: PointerEvent) => {
        box = boxBetween(start, { x: u.clientX, y: u.clientY })
        finish(true)
      }
      const onCancel = () => finish(false)
      const onKey = (k: KeyboardEvent) => {
        if (k.key === 'Escape') finish(false)
      }
      window.addEventListener('pointermove', onMove)
      window.addEventListener('pointerup', onUp)
      window.addEventListener('pointercancel', onCancel)
      window.addEventListener('keydown', onKey)
    }
    stage.addEventListener('pointerdown', onDown, { capture: true })
    return () => stage.removeEventListener('pointerdown', onDown, { capture: true })
  }, [store, get])

  return null
}
