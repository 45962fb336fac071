import { bandedWeaponsOf, bandQuestionOf, type BandQuestion, type CombatSettings, type FactValue, type ShotAction } from '../judge'
import type { StabilityEntry, StabilityReport, TableWorld } from '../judge'
import type { CardLibrary } from '../scene/cards/unitCard'
import { uniqueMatch, UsageError } from './argValues'

/**
 * `--stability` of `npm run judge -- SCENE FROM TO`: the stability band (issue 15, part 2) as
 * one line per fact and figure ("cover changes from hard to none if the target moves 8.9 mm
 * north-east") and as the `stability` member of `--json` (the judge's plain data as it is,
 * distances in cm).
 */

/**
 * The range band the search measures (R-STB.2): `--stability-weapon`'s, shot normally as the
 * view's band is (or with --action when it is --weapon's own), else --weapon's shot, else none.
 * A name that is no banded weapon of FROM is the user's mistake: exit 2 naming the flag and the
 * weapons it could be.
 */
export function stabilityBandOf(
  world: TableWorld,
  library: CardLibrary,
  args: { from: string; weapon: string | null; action: ShotAction; stabilityWeapon: string | null },
  combat?: CombatSettings,
): BandQuestion | null {
  const { from, weapon, action, stabilityWeapon } = args
  const banded = bandedWeaponsOf(world.scene.figures, library, from)
  if (stabilityWeapon === null) {
    // --weapon's own bands, named as the card names them ("longbow" typed is "Longbow", as --weapon matches it).
    const shot = weapon === null ? undefined : banded.find((n) => n.toLowerCase() === weapon.toLowerCase())
    return shot === undefined ? null : bandQuestionOf(world, library, from, shot, action, combat)
  }
  // "longbow" for "Longbow": a unique match ignoring case (uniqueMatch refuses two that differ only in case).
  const folded = banded.filter((n) => n.toLowerCase() === stabilityWeapon.toLowerCase())
  if (folded.length === 0)
    throw new UsageError(
      `--stability-weapon: "${stabilityWeapon}" is no weapon with range bands of ${from} (${banded.length > 0 ? `it has: ${banded.join(', ')}` : 'it has none'})`,
    )
  const name = uniqueMatch('--stability-weapon', stabilityWeapon, banded, `a weapon with range bands of ${from}:`)
  const sameAsShot = weapon !== null && name.toLowerCase() === weapon.toLowerCase()
  return bandQuestionOf(world, library, from, name, sameAsShot ? action : 'normal', combat)
}

const FACT_WORDS: Record<StabilityEntry['fact'], string> = {
  lineOfSight: 'line of sight',
  cover: 'cover',
  rangeBand: 'the range band',
}

const valueWords = (fact: StabilityEntry['fact'], value: FactValue | null): string => {
  if (value === null) return '-'
  if (fact === 'lineOfSight') return value === true ? 'seen' : 'not seen'
  if (fact === 'rangeBand') return value === 'out-of-range' ? 'out of range' : `band ${value}`
  return String(value)
}

/** `value` rounded up to `digits` decimals (a hair of float error is not a step up). */
const roundedUp = (value: number, digits: number) => Math.ceil(value * 10 ** digits - 1e-6) / 10 ** digits

/**
 * A move in the unit a player measures it in: millimetres below a centimetre, else centimetres;
 * rounded up (R-SB.3), as the panel says it: a move said shorter than the judge's would change nothing.
 */
export function moveWords(cm: number): string {
  return cm < 1 ? `${roundedUp(cm * 10, 1).toFixed(1)} mm` : `${roundedUp(cm, 2)} cm`
}

/** Where the move goes (R-SB.3): "toward 270° (west)", or up or down; the bearing, since eight words cannot be followed literally. */
function directionWords(entry: StabilityEntry): string {
  if (entry.direction === 'up' || entry.direction === 'down' || entry.bearingDeg === null) return entry.direction ?? ''
  const point = entry.compassPoint ?? entry.direction ?? ''
  return `toward ${Math.round(entry.bearingDeg) % 360}° (${point})`
}

/** One entry as a sentence. */
export function stabilitySentence(entry: StabilityEntry, report: StabilityReport): string {
  // The range band names the weapon it was measured for, as the panel does (R-STB.2).
  const fact = `${FACT_WORDS[entry.fact]}${entry.fact === 'rangeBand' && report.weapon ? ` (${report.weapon})` : ''}`
  const who = `the ${entry.mover}`
  if (entry.status === 'not-applicable') return `${fact}: not applicable (no line of sight)`
  if (entry.status === 'stable')
    return `${fact} stays for any move of ${who} up to ${moveWords(report.searchRadiusCm)} to a place it can stand`
  const from = valueWords(entry.fact, entry.now)
  const to = valueWords(entry.fact, entry.becomes)
  return `${fact} changes from ${from} to ${to} if ${who} moves ${moveWords(entry.distanceCm ?? 0)} ${directionWords(entry)}`
}

export function formatStability(report: StabilityReport): string {
  const lines = report.entries.map((e) => `  ${stabilitySentence(e, report)}`)
  const head = `Stability (moves up to ${moveWords(report.searchRadiusCm)} every ${report.directionStepDeg}°, up and down, to ${moveWords(report.resolutionCm)}):`
  return `${head}\n${lines.join('\n')}\n`
}
