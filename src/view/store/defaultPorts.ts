/**
 * The real ports: Rapier geometry, the judge, the scene validator and the browser's
 * localStorage. The only place the view reaches into the layers below.
 */
import { TableWorld } from '../../geometry/tableWorld'
import { surfaceAt } from '../../geometry/surfaces'
import { pointDistances } from '../../geometry/distances'
import { judgeSight, judgeStepAt } from '../../judge/judge'
import { serializeScene } from '../../scene/validate'
import { loadShippedSceneText } from '../scenes/shippedScenes'
import { parseForView } from './parseForView'
import type { SightlinePorts } from './ports'
import type { KeyValueStorage } from './persistence'

/** localStorage when the browser lets us have it (it throws in some privacy modes). */
function browserStorage(): KeyValueStorage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage
  } catch {
    return null
  }
}

/** Ports over the real layers. */
export function defaultPorts(): SightlinePorts {
  return {
    createWorld: (scene) => TableWorld.create(scene),
    judgeSight: (world, fromId, toId) => judgeSight(world, fromId, toId),
    judgeStepAt: (world, figureId, x, z) => judgeStepAt(world, figureId, x, z),
    surfaceAt: (world, x, z, below) => surfaceAt(world, x, z, below),
    pointDistances,
    parseSceneText: parseForView,
    serializeScene,
    loadShippedScene: loadShippedSceneText,
    storage: browserStorage(),
  }
}
