/**
 * The heat map's request checked against the scene before the judge's own checks
 * (src/judge/heatmap/spec.ts), for what the command line refuses and the spec lets through:
 * a target side that is in no figure of the scene, shooters of the target's own side, a side or
 * level typed in another case, a cell larger than the table. Each is a UsageError naming its flag.
 */
import { heatmapLevels } from '../judge'
import type { Scene } from '../scene/schema'
import type { JudgeArgs } from './args'
import { MIN_STEP_CM, uniqueMatch, UsageError } from './argValues'

type HeatmapArgs = Extract<JudgeArgs, { mode: 'heatmap' }>

/** The sides of the scene's figures, in order of first appearance. */
export function sidesOf(scene: Scene): string[] {
  return [...new Set(scene.figures.map((f) => f.side))]
}

/**
 * A side as the scene spells it (R-CLI.4): the exact name, else the one side equal to it
 * ignoring case (`--side blue` for a scene's `Blue`); two sides differing only in case are
 * ambiguous and one matching none is refused, listing the sides, both naming `flag`.
 */
export function sideNameOf(scene: Scene, flag: '--side' | '--heatmap', text: string): string {
  const sides = sidesOf(scene)
  if (sides.includes(text)) return text
  if (!sides.some((s) => s.toLowerCase() === text.toLowerCase()))
    throw new UsageError(`${flag}: no side "${text}" in the scene (sides: ${sides.join(', ') || 'none'})`)
  return uniqueMatch(flag, text, sides, 'a side:')
}

/**
 * --heatmap FROM as the scene spells it: a figure id or `all` as given, a side in any case as
 * --side takes one (sideNameOf); anything else as given, for the judge to refuse with the list.
 */
export function fromNameOf(scene: Scene, text: string): string {
  if (text === 'all' || scene.figures.some((f) => f.id === text)) return text
  const folded = text.toLowerCase()
  return sidesOf(scene).some((s) => s.toLowerCase() === folded) ? sideNameOf(scene, '--heatmap', text) : text
}

/**
 * --side and the shooters agree: the side is one of the scene's (an unknown side would make
 * every figure a shooter of `all`), and no shooter is of it; the same for a figure, a side and
 * all (issue 15, a player's pass: `--heatmap red --side red` mapped red seen by red).
 */
export function checkSides(scene: Scene, from: string, side: string | undefined): void {
  const sides = sidesOf(scene)
  if (side !== undefined && !sides.includes(side))
    throw new UsageError(`--side: no side "${side}" in the scene (sides: ${sides.join(', ') || 'none'})`)
  if (side === undefined) return
  const figure = scene.figures.find((f) => f.id === from)
  if (figure && figure.side === side) throw new UsageError(`--side: the shooter "${figure.id}" is of the target's side "${side}"`)
  if (!figure && from === side)
    throw new UsageError(
      `--side: the shooters' side "${from}" is the target's side (choose another: ${sides.filter((s) => s !== side).join(', ') || 'none'})`,
    )
}

/**
 * --level as the scene spells it: an id (or a piece's name) matching ignoring case when only one
 * does; otherwise the text as given, for the judge to refuse with the list of levels.
 */
export function levelIdOf(scene: Scene, text: string): string {
  const levels = heatmapLevels(scene)
  if (levels.some((l) => l.id === text)) return text
  const named = levels.filter((l) => l.name !== undefined && l.name.toLowerCase() === text.toLowerCase())
  if (named.length === 1) return named[0].id
  const ids = levels.map((l) => l.id)
  return ids.some((id) => id.toLowerCase() === text.toLowerCase()) ? uniqueMatch('--level', text, ids, 'a level:') : text
}

/** --step: at most the table's shorter side (and at least MIN_STEP_CM, argValues.ts). */
export function checkStep(scene: Scene, step: number): void {
  const shorter = Math.min(scene.table.width, scene.table.depth)
  if (step > shorter)
    throw new UsageError(`--step: a cell is ${MIN_STEP_CM} cm to ${shorter} cm (the table's shorter side) on this table, got ${step}`)
}

/** The request with its level spelled as the scene does, after the checks above. */
export function checkedRequest(scene: Scene, args: HeatmapArgs): HeatmapArgs {
  const from = fromNameOf(scene, args.from)
  const side = args.side === undefined ? undefined : sideNameOf(scene, '--side', args.side)
  checkSides(scene, from, side)
  checkStep(scene, args.step)
  return { ...args, from, ...(side !== undefined ? { side } : {}), level: levelIdOf(scene, args.level) }
}
