/**
 * The castle facts derived from the state after every change, always by asking the judge: the
 * sections' dials, the set-up check for the chosen sides, and the castle report of the pair the
 * castle panel shows (the chosen shooter and target, or the panel's own choice, sections too).
 * Also the sides kept per scene name in storage.
 */
import type { Scene } from '../../../scene/schema'
import type { KeyValueStorage } from '../persistence'
import type { SightlinePorts } from '../../ports/ports'
import type { SightlineData } from '../state'
import {
  DEFAULT_SHOT_CHOICES,
  EMPTY_CASTLE,
  type CastleDerived,
  type CastleShotChoiceOptions,
  type ShotChoices,
  type SiegeData,
} from './types'
import type { SiegeSides } from '../../ports'

export const SIDES_KEY = 'sightline.siege.sides'

const message = (error: unknown): string => (error instanceof Error ? error.message : String(error))

/** The sides saved per scene name; anything unreadable counts as none saved. */
export function readSides(storage: KeyValueStorage | null): Record<string, SiegeSides> {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(SIDES_KEY) ?? '{}')
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, SiegeSides>) : {}
  } catch {
    return {}
  }
}

export function writeSides(storage: KeyValueStorage | null, sides: Readonly<Record<string, SiegeSides>>): void {
  try {
    storage?.setItem(SIDES_KEY, JSON.stringify(sides))
  } catch {
    // A full or forbidden storage loses the choice for the next visit only.
  }
}

export function initialSiege(storage: KeyValueStorage | null): SiegeData {
  return {
    editing: false,
    tool: { kind: 'select' },
    rotation: 0,
    selected: null,
    sidesByScene: readSides(storage),
    message: null,
    pairFrom: null,
    pairTo: null,
    team: 'castle',
    drag: null,
    preview: null,
    shotChoices: DEFAULT_SHOT_CHOICES,
    hoveredSection: null,
    allLabels: false,
  }
}

/** The panel's choices as the judge's options; a choice left at its default is not passed (the judge's default rules). */
export function shotOptions(choices: ShotChoices): CastleShotChoiceOptions {
  const options: CastleShotChoiceOptions = {}
  if (choices.longRange !== 'auto') options.useLongRange = choices.longRange === 'use'
  if (choices.abilities !== null) options.abilitiesUsed = choices.abilities
  return options
}

const exists = (scene: Scene, id: string | null): id is string =>
  id !== null && (scene.figures.some((f) => f.id === id) || (scene.castle?.sections ?? []).some((s) => s.id === id))

/**
 * The castle facts and, when the shooter is no longer the one the abilities were chosen for,
 * the siege data with that choice dropped: however the shooter changed (the panel's picker, a
 * click on a figure, undo), its abilities go back to what its click shows (R-SE-3).
 */
/** `settings`: the castle readings of a profile the store does not hold yet (store/derived.ts); else the ports' profile decides. */
export function deriveCastleAndChoices(
  state: SightlineData,
  ports: SightlinePorts,
  settings?: CastleShotChoiceOptions['settings'],
): { castle: CastleDerived; siege?: SiegeData } {
  const castle = deriveCastle(state, ports, settings)
  const choices = state.siege.shotChoices
  if (choices.abilities === null || castle.from === choices.abilitiesFor) return { castle }
  return { castle, siege: { ...state.siege, shotChoices: { ...choices, abilities: null, abilitiesFor: null } } }
}

/** Judges the castle of the state's scene; empty without castle sections. */
export function deriveCastle(state: SightlineData, ports: SightlinePorts, settings?: CastleShotChoiceOptions['settings']): CastleDerived {
  const { scene, world, siege } = state
  if (!scene || !world || (scene.castle?.sections.length ?? 0) === 0) return EMPTY_CASTLE
  const out: CastleDerived = { ...EMPTY_CASTLE, sections: ports.castle.sections(scene) }
  out.sides = scene.castle?.setup ? { ...scene.castle.setup } : (siege.sidesByScene[scene.name] ?? ports.castle.defaultSides(scene))
  if (out.sides) {
    try {
      out.setup = ports.castle.checkSetup(world, out.sides)
    } catch (error) {
      out.setupError = message(error)
    }
  }
  const from = siege.pairFrom ?? state.shooterId
  const to = siege.pairTo ?? state.targetId
  out.from = exists(scene, from) ? from : null
  out.to = exists(scene, to) ? to : null
  if (out.from && out.to && out.from !== out.to) {
    try {
      // Abilities chosen for another shooter do not apply to this one.
      const choices = siege.shotChoices.abilitiesFor === out.from ? siege.shotChoices : { ...siege.shotChoices, abilities: null }
      out.shot = ports.castle.judgeShot(world, out.from, out.to, { ...shotOptions(choices), ...(settings ? { settings } : {}) })
    } catch (error) {
      out.shotError = message(error)
    }
  }
  return out
}
