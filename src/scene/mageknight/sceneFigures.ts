import { MK_LIBRARY, type MkLibrary } from './library'
import { isChariotCard, passengerPlace } from './chariot'
import { checkSceneCavalry } from './sceneCavalry'
import type { MkFigureCard } from './dial'
import { error, warning, type PathSegment, type SceneProblem } from '../problems'
import type { Figure, Scene } from '../schema'
import { ownEntry } from '../records'

/**
 * Scene figures that are Mage Knight figures (`figure.mk`): the card must exist, the version
 * must be one of the card's, and the clicks (one per dial) must lie on each dial. A figure is
 * either a Universalis model (`card`) or a Mage Knight one (`mk`), never both: the two games
 * judge it by different rules. Passengers (`mk.aboard`) are checked by checkScenePassengers.
 */
export function checkSceneMkFigures(scene: Scene, library: MkLibrary = MK_LIBRARY): SceneProblem[] {
  const problems: SceneProblem[] = []
  scene.figures.forEach((figure, i) => {
    const mk = figure.mk
    if (!mk) return
    const at = (...rest: (string | number)[]) => ['figures', i, 'mk', ...rest]
    if (figure.card !== undefined)
      problems.push(
        error(['figures', i, 'card'], 'a figure with a Mage Knight card (mk) cannot also have a Universalis card', 'mk-two-cards'),
      )
    const card = ownEntry(library.figures, mk.card)
    if (!card) {
      problems.push(
        error(
          at('card'),
          `no Mage Knight figure "${mk.card}" in models/mageknight; known: ${Object.keys(library.figures).join(', ')}`,
          'mk-unknown-figure',
          { card: mk.card, known: Object.keys(library.figures).join(', ') },
        ),
      )
      return
    }
    if (mk.version !== undefined && !card.versions.some((v) => v.name === mk.version))
      problems.push(
        error(
          at('version'),
          `card "${mk.card}" has no version "${mk.version}"; versions: ${card.versions.map((v) => v.name).join(', ')}`,
          'mk-unknown-version',
          { card: mk.card, version: mk.version, versions: card.versions.map((v) => v.name).join(', ') },
        ),
      )
    if (mk.clicks !== undefined) {
      if (mk.clicks.length !== card.dials.length)
        problems.push(
          error(at('clicks'), `expected one click count per dial (${card.dials.length}), got ${mk.clicks.length}`, 'mk-clicks-count', {
            count: card.dials.length,
            got: mk.clicks.length,
          }),
        )
      mk.clicks.forEach((c, d) => {
        const dial = card.dials[d]
        if (dial && c >= dial.clicks.length)
          problems.push(
            error(
              at('clicks', d),
              `dial ${d} has ${dial.clicks.length} clicks (0 to ${dial.clicks.length - 1}), got ${c}`,
              'mk-dial-clicks',
              {
                dial: d,
                count: dial.clicks.length,
                last: dial.clicks.length - 1,
                got: c,
              },
            ),
          )
      })
    }
  })
  problems.push(...checkScenePassengers(scene, library))
  problems.push(...checkSceneCavalry(scene, library))
  return problems
}

/** Below this distance (cm) a passenger counts as standing on its platform: room for coordinates rounded to 0.001. */
export const PLATFORM_TOLERANCE_CM = 0.01

/** Why this card's hero may not ride a chariot (000 "Passagiere"), or nothing. */
function passengerCardProblems(card: MkFigureCard, at: PathSegment[]): SceneProblem[] {
  const rule = '000 "Passagiere"'
  const named = { card: card.id }
  if (card.largeFigure)
    return [error(at, `a large figure cannot be a passenger (${rule}); card "${card.id}" is one`, 'mk-passenger-large', named)]
  const problems: SceneProblem[] = []
  if (card.dials.length !== 1)
    problems.push(
      error(
        at,
        `only a hero with one combat dial can be a passenger (${rule}); card "${card.id}" has ${card.dials.length}`,
        'mk-passenger-dials',
        {
          ...named,
          count: card.dials.length,
        },
      ),
    )
  if (card.mounted)
    problems.push(error(at, `a mounted hero cannot be a passenger (${rule}); card "${card.id}" is mounted`, 'mk-passenger-mounted', named))
  if (card.titan)
    problems.push(error(at, `a titan cannot be a passenger (${rule}); card "${card.id}" is a titan`, 'mk-passenger-titan', named))
  return problems
}

const round3 = (v: number) => Math.round(v * 1000) / 1000

/**
 * `mk.aboard` (000 "Passagiere"): the figure names a chariot of the scene on its own side; it
 * is a hero with one dial, not mounted, not a large figure, not a titan; a chariot carries at
 * most one passenger (the second is refused, naming the first). All errors, at `mk.aboard`.
 * A passenger whose `position` is not its chariot's platform point (R-LFM.2) is a warning at
 * `position`: the scene still loads, but the view and the judge would place it differently.
 */
export function checkScenePassengers(scene: Scene, library: MkLibrary = MK_LIBRARY): SceneProblem[] {
  const problems: SceneProblem[] = []
  // The first figure of an id: a duplicate id is reported by the scene checks already.
  const indexOf = new Map<string, number>()
  scene.figures.forEach((f, i) => {
    if (!indexOf.has(f.id)) indexOf.set(f.id, i)
  })
  const carriedBy = new Map<string, number>()
  scene.figures.forEach((figure, i) => {
    const aboard = figure.mk?.aboard
    if (aboard === undefined || !figure.mk) return
    const at: PathSegment[] = ['figures', i, 'mk', 'aboard']
    const card = ownEntry(library.figures, figure.mk.card)
    if (card) problems.push(...passengerCardProblems(card, at))
    if (aboard === figure.id) {
      problems.push(error(at, 'a figure cannot ride itself; name the chariot it stands on', 'mk-rides-itself'))
      return
    }
    const j = indexOf.get(aboard)
    if (j === undefined) {
      problems.push(error(at, `no figure "${aboard}" in the scene to ride on`, 'mk-no-chariot-figure', { aboard }))
      return
    }
    const chariot = scene.figures[j]
    const chariotCard = chariot.mk ? ownEntry(library.figures, chariot.mk.card) : undefined
    if (!chariotCard || !isChariotCard(chariotCard)) {
      problems.push(
        error(
          at,
          `figure "${aboard}" (figures[${j}]) is no chariot: a large figure whose dials show the wheel (000 "Streitwagen")`,
          'mk-not-a-chariot',
          { aboard, index: j },
        ),
      )
      return
    }
    if (chariot.side !== figure.side)
      problems.push(
        error(
          at,
          `an enemy hero can never ride a chariot (000 "Passagiere"): "${figure.id}" is of side "${figure.side}", "${aboard}" of "${chariot.side}"`,
          'mk-enemy-passenger',
          { figure: figure.id, side: figure.side, aboard, chariotSide: chariot.side },
        ),
      )
    const first = carriedBy.get(aboard)
    if (first !== undefined)
      problems.push(
        error(
          at,
          `chariot "${aboard}" already carries "${scene.figures[first].id}" (figures[${first}]); a chariot carries at most one passenger (000 "Passagiere")`,
          'mk-chariot-full',
          { aboard, passenger: scene.figures[first].id, index: first },
        ),
      )
    else carriedBy.set(aboard, i)
    problems.push(...platformProblems(figure, chariot, i, library))
  })
  return problems
}

/** The warning for a passenger standing elsewhere than its chariot's platform point. */
function platformProblems(passenger: Figure, chariot: Figure, i: number, library: MkLibrary): SceneProblem[] {
  const place = passengerPlace(chariot, library)
  if (!place) return []
  const [x, y, z] = passenger.position
  if (Math.hypot(x - place[0], y - place[1], z - place[2]) <= PLATFORM_TOLERANCE_CM) return []
  const shown = `[${place.map(round3).join(', ')}]`
  return [
    warning(
      ['figures', i, 'position'],
      `a passenger stands on the rear platform of "${chariot.id}" at ${shown} (R-LFM.2), got [${passenger.position.join(', ')}]`,
      'mk-passenger-off-platform',
      { chariot: chariot.id, place: shown, got: `[${passenger.position.join(', ')}]` },
    ),
  ]
}
