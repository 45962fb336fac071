/**
 * Rulings derived from the state: the sight judgement of the chosen pair and the ledge probe.
 * They are recomputed by the store after every change (scene, selection, probe point), always
 * by asking the judge; nothing here decides a rule.
 */
import type { Scene } from '../../scene/schema'
import type { SightlineData } from './state'
import type { SightlinePorts } from '../ports/ports'
import { deriveCastleAndChoices } from './siege/derived'
import { currentProfile } from './profiles/catalogue'
import { deriveComparison, deriveStability } from './profiles/derived'

type Rulings = Pick<SightlineData, 'judgement' | 'judgeError' | 'probe' | 'castle' | 'rules' | 'stability'> &
  Partial<Pick<SightlineData, 'siege'>>

const message = (error: unknown): string => (error instanceof Error ? error.message : String(error))

/**
 * Judges the pair under the rule profile in use (and the compared one) and re-probes the probe
 * point against the state's world; the stability band is marked for asking again when its
 * question changed. `keepCastle` keeps
 * the castle facts as they were: while a castle piece is dragged the set-up check (enclosed
 * areas: hundreds of ms on a full castle) waits for the drop.
 */
export function deriveRulings(state: SightlineData, ports: SightlinePorts, keepCastle = false): Rulings {
  const { world, shooterId, targetId, probe } = state
  let judgement: Rulings['judgement'] = null
  let judgeError: string | null = null
  const profile = currentProfile(state.rules)
  if (world && shooterId && targetId) {
    try {
      judgement = ports.judgeSight(world, shooterId, targetId, profile)
    } catch (error) {
      judgeError = message(error)
    }
  }
  let nextProbe = probe
  if (probe) {
    nextProbe = { ...probe, ruling: null, error: null }
    if (world && shooterId) {
      try {
        nextProbe.ruling = ports.judgeStepAt(world, shooterId, probe.x, probe.z)
      } catch (error) {
        nextProbe.error = message(error)
      }
    }
  }
  // `siege` only when the shooter changed under chosen abilities (they are dropped).
  // The castle shot under this state's profile, named: the store may not hold it yet (profiles/actions.ts installs it with these rulings).
  const castle = keepCastle ? { castle: state.castle } : deriveCastleAndChoices(state, ports, profile.settings.mk.castle)
  return {
    judgement,
    judgeError,
    probe: nextProbe,
    rules: deriveComparison(state, ports, profile, castle.castle),
    stability: deriveStability(state, ports),
    ...castle,
  }
}

/** Drops chosen figures that the scene no longer has (after undo or a load). */
export function pruneSelection(scene: Scene, shooterId: string | null, targetId: string | null) {
  const has = (id: string | null): id is string => id !== null && scene.figures.some((f) => f.id === id)
  const shooter = has(shooterId) ? shooterId : null
  const target = shooter !== null && has(targetId) ? targetId : null
  return { shooterId: shooter, targetId: target }
}
