/**
 * The play mode's actions that follow the pointer and the panel's choices without changing the
 * game: previews of a move, a push, a shot and a melee, the hover card, turning a model (8.3)
 * and aiming an area or indirect shot at a point (14.11, 14.13) until the click that plays it.
 * Every answer is the session's (ports.play); nothing here decides a rule.
 */
import type { StoreApi } from 'zustand/vanilla'
import type { ScenarioStep } from '../../ports'
import type { SightlineState } from '../state'
import { bearingDeg } from '../../../math/planar'
import { nullRecord } from '../../../scene/records'
import type { MeleePreviewRow, PlayActions, PlayData } from './types'

type Store = Pick<StoreApi<SightlineState>, 'getState' | 'setState'>

type PointerActionNames =
  | 'previewMoveTo'
  | 'previewPushOf'
  | 'previewShotsOf'
  | 'previewMeleesOf'
  | 'hoverFigure'
  | 'setTurning'
  | 'turnToward'
  | 'commitTurn'
  | 'setAiming'
  | 'aimAt'
  | 'commitAim'
  | 'setSustainedShots'
  | 'setOpportunity'

/** The step of an area or indirect shot at a point (14.11, 14.13): the weapon's own kind decides which. */
function aimStep(
  shooter: string,
  aim: { kind: 'area' | 'indirect' | 'disengage'; weapon: string; indirect: boolean; opportunity: readonly string[] },
  point: [number, number, number],
): ScenarioStep {
  const to: [number, number, number] = [point[0], point[1], point[2]]
  if (aim.kind === 'disengage')
    return { do: 'disengage', figure: shooter, to, opportunity: aim.opportunity.map((attacker) => ({ attacker })) }
  return aim.kind === 'area'
    ? { do: 'area', shooter, weapon: aim.weapon, point: to, indirect: aim.indirect }
    : { do: 'indirect', shooter, weapon: aim.weapon, point: to }
}

export function pointerActions({ getState: get, setState: set }: Store): Pick<PlayActions, PointerActionNames> {
  const play = () => get().play
  const put = (next: PlayData) => set({ play: next })
  return {
    previewMoveTo(point) {
      const p = play()
      if (!p.session || !p.selected || point === null) {
        if (p.movePreview) put({ ...p, movePreview: null })
        return
      }
      put({ ...p, movePreview: p.session.previewMove(p.selected, point) })
    },

    previewPushOf(pusher, pushed) {
      const p = play()
      if (p.session) put({ ...p, pushPreview: p.session.previewPush(pusher, pushed) })
    },

    previewShotsOf(weapon, target) {
      const p = play()
      if (!p.session || !p.selected) return
      const shooter = p.selected
      const rows = (['normal', 'aimed', 'snap'] as const).map((action) => {
        const r = p.session!.previewShot({ do: 'shoot', shooter, target, weapon, action })
        return r.ok ? { action, ok: true as const, preview: r.preview } : { action, ok: false as const, refusal: r.refusal }
      })
      put({ ...p, shotPreviews: rows })
    },

    previewMeleesOf(weapon, target, choice) {
      const p = play()
      if (!p.session || !p.selected) return
      const rows: MeleePreviewRow[] = []
      for (const offer of p.offers) {
        if (offer.weapon !== weapon || offer.target !== target) continue
        if (offer.kind !== 'charge' && offer.kind !== 'melee' && offer.kind !== 'reckless') continue
        if (offer.step.do !== 'charge' && offer.step.do !== 'melee') continue
        const r = p.session.previewMelee({ ...offer.step, choice })
        rows.push(r.ok ? { kind: offer.kind, ok: true, preview: r.preview } : { kind: offer.kind, ok: false, refusal: r.refusal })
      }
      const charge = p.offers.find((o) => o.kind === 'charge' && o.weapon === weapon && o.target === target)
      const points = charge?.step.do === 'charge' ? p.session.chargePath(charge.step) : null
      const chargePath = charge && points ? { points, allowed: charge.allowed } : null
      put({ ...p, meleePreviews: rows, chargePath })
    },

    hoverFigure(id) {
      const p = play()
      if (p.session && p.hovered !== id) put({ ...p, hovered: id })
    },

    setTurning(on) {
      const p = play()
      put({
        ...p,
        turning: on && p.session && p.selected ? { figure: p.selected, facing: p.game?.models[p.selected]?.facingDeg ?? null } : null,
      })
    },

    turnToward(point) {
      const p = play()
      if (!p.turning || !p.scene) return
      const figure = p.scene.figures.find((f) => f.id === p.turning!.figure)
      if (!figure) return
      const facing = bearingDeg([figure.position[0], figure.position[2]], [point[0], point[2]])
      if (facing !== null && facing !== p.turning.facing) put({ ...p, turning: { ...p.turning, facing } })
    },

    commitTurn() {
      const p = play()
      if (!p.turning || p.turning.facing === null) return false
      const r = get().playStep({ do: 'turn', figure: p.turning.figure, facing: p.turning.facing })
      return r?.ok === true
    },

    setAiming(aim) {
      const p = play()
      if (!aim || !p.session || !p.selected || !Object.hasOwn(p.session.game.models, p.selected)) {
        put({ ...p, aiming: null })
        return
      }
      const w = p.session.game.models[p.selected].card.weapons?.find((x) => x.name === aim.weapon)
      // 15.4: by default every enemy in contact takes its opportunity attack; its player may hold it back.
      const opportunity = aim.kind === 'disengage' ? p.session.enemiesInContact(p.selected) : []
      put({
        ...p,
        turning: null,
        aiming: {
          ...aim,
          opportunity,
          inContact: opportunity,
          radiusCm: w?.areaRadius ?? null,
          indirect: w?.indirect ?? false,
          point: null,
          probe: null,
        },
      })
    },

    aimAt(point) {
      const p = play()
      if (!p.aiming || !p.session || !p.selected) return
      const probe = p.session.probe(aimStep(p.selected, p.aiming, point))
      put({ ...p, aiming: { ...p.aiming, point, probe } })
    },

    setSustainedShots(weapon, target, shots) {
      const p = play()
      if (!p.session || !p.selected) return
      const kept = p.sustained?.weapon === weapon ? p.sustained.shots : {}
      // Target ids are the scene's names: a null-prototype record, in the order the player gave them shots.
      const next = nullRecord(Object.entries(kept).filter(([id]) => id !== target))
      if (Number.isInteger(shots) && shots > 0) next[target] = shots
      const targets = Object.entries(next).map(([id, n]) => ({ target: id, shots: n }))
      const step: ScenarioStep | null = targets.length > 0 ? { do: 'sustained', shooter: p.selected, weapon, targets } : null
      put({ ...p, sustained: { weapon, shots: next, step, probe: step ? p.session.probe(step) : null } })
    },

    setOpportunity(attackers) {
      const p = play()
      if (p.aiming?.kind !== 'disengage' || !p.session || !p.selected) return
      const aiming = { ...p.aiming, opportunity: p.aiming.inContact.filter((id) => attackers.includes(id)) }
      put({ ...p, aiming: { ...aiming, probe: aiming.point ? p.session.probe(aimStep(p.selected, aiming, aiming.point)) : null } })
    },

    commitAim() {
      const p = play()
      if (!p.aiming?.point || !p.selected) return false
      const r = get().playStep(aimStep(p.selected, p.aiming, p.aiming.point))
      if (r?.ok) put({ ...play(), aiming: null })
      return r?.ok === true
    },
  }
}
