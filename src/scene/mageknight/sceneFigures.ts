import { MK_LIBRARY, type MkLibrary } from './library'
import { error, type SceneProblem } from '../problems'
import type { Scene } from '../schema'
import { ownEntry } from '../records'

/**
 * Scene figures that are Mage Knight figures (`figure.mk`): the card must exist, the version
 * must be one of the card's, and the clicks (one per dial) must lie on each dial. A figure is
 * either a Universalis model (`card`) or a Mage Knight one (`mk`), never both: the two games
 * judge it by different rules.
 */
export function checkSceneMkFigures(scene: Scene, library: MkLibrary = MK_LIBRARY): SceneProblem[] {
  const problems: SceneProblem[] = []
  scene.figures.forEach((figure, i) => {
    const mk = figure.mk
    if (!mk) return
    const at = (...rest: (string | number)[]) => ['figures', i, 'mk', ...rest]
    if (figure.card !== undefined)
      problems.push(error(['figures', i, 'card'], 'a figure with a Mage Knight card (mk) cannot also have a Universalis card'))
    const card = ownEntry(library.figures, mk.card)
    if (!card) {
      problems.push(
        error(at('card'), `no Mage Knight figure "${mk.card}" in models/mageknight; known: ${Object.keys(library.figures).join(', ')}`),
      )
      return
    }
    if (mk.version !== undefined && !card.versions.some((v) => v.name === mk.version))
      problems.push(
        error(at('version'), `card "${mk.card}" has no version "${mk.version}"; versions: ${card.versions.map((v) => v.name).join(', ')}`),
      )
    if (mk.clicks !== undefined) {
      if (mk.clicks.length !== card.dials.length)
        problems.push(error(at('clicks'), `expected one click count per dial (${card.dials.length}), got ${mk.clicks.length}`))
      mk.clicks.forEach((c, d) => {
        const dial = card.dials[d]
        if (dial && c >= dial.clicks.length)
          problems.push(error(at('clicks', d), `dial ${d} has ${dial.clicks.length} clicks (0 to ${dial.clicks.length - 1}), got ${c}`))
      })
    }
  })
  return problems
}
