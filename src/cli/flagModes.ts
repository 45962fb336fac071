/**
 * Which flag goes with which mode of `npm run judge` (issue 15, a player's pass): every flag
 * either takes effect or is refused naming it (exit 2). A flag the chosen mode would silently
 * drop (`--eye` with `--fall`, `--action` with `--heatmap`) and a flag given twice are
 * UsageErrors; before this table each mode read only its own flags and ignored the rest.
 */
import { UsageError } from './argValues'

export type JudgeMode = 'sight' | 'fall' | 'castle' | 'mk' | 'reach' | 'heatmap'

/** The flags that choose a mode (at most one of them); none is a sight ruling, SCENE FROM TO. */
export const MODE_FLAGS: Readonly<Record<Exclude<JudgeMode, 'sight'>, string>> = {
  fall: '--fall',
  castle: '--castle',
  mk: '--mk',
  reach: '--reach',
  heatmap: '--heatmap',
}

const MODE_WORDS: Readonly<Record<JudgeMode, string>> = {
  sight: 'SCENE FROM TO',
  fall: '--fall',
  castle: '--castle',
  mk: '--mk',
  reach: '--reach',
  heatmap: '--heatmap',
}

/** Every flag but the mode flags and --json (which every mode takes), with the modes that use it. */
const FLAG_MODES: ReadonlyMap<string, readonly JudgeMode[]> = new Map<string, readonly JudgeMode[]>([
  // R-CLI.2: the sight readings go wherever a sight is judged under settings, and override a profile's.
  ['--eye', ['sight', 'heatmap']],
  ['--sight-range', ['sight', 'heatmap']],
  ['--cover-mix', ['sight', 'heatmap']],
  ['--weapon', ['sight']],
  ['--action', ['sight']],
  ['--stability', ['sight']],
  ['--stability-weapon', ['sight']],
  // R-CLI.1: --profile is the rule profile of a sight ruling, the size profile of a heat map;
  // R-CLI.5: a Mage Knight ruling's rule profile too (its Mage Knight readings).
  ['--profile', ['sight', 'heatmap', 'mk']],
  ['--rules', ['sight', 'heatmap', 'mk']],
  ['--compare', ['sight']],
  ['--long-range', ['castle']],
  ['--abilities', ['castle']],
  ['--attack', ['mk']],
  ['--dial', ['mk']],
  ['--target-dial', ['mk']],
  ['--speed', ['reach']],
  ['--ap', ['reach']],
  ['--risk', ['reach']],
  ['--step', ['heatmap']],
  ['--level', ['heatmap']],
  ['--side', ['heatmap']],
  ['--show', ['heatmap']],
  ['--workers', ['heatmap']],
  ['--png', ['heatmap']],
])

/** Flags that stand alone (no value follows them). */
const SWITCHES = new Set(['--json', '--stability', ...Object.values(MODE_FLAGS).filter((f) => f !== '--heatmap')])

/** True for a flag this command knows. */
export function isKnownFlag(arg: string): boolean {
  return SWITCHES.has(arg) || FLAG_MODES.has(arg) || arg === '--heatmap'
}

/** Notes `flag` as given; a flag given twice is refused (which of the two was meant?). */
export function noteFlag(given: Set<string>, flag: string): void {
  if (given.has(flag)) throw new UsageError(`${flag}: given twice (give it once)`)
  given.add(flag)
}

/** The mode the given flags choose: at most one mode flag. */
export function modeOf(given: ReadonlySet<string>): JudgeMode {
  const chosen = (Object.keys(MODE_FLAGS) as (keyof typeof MODE_FLAGS)[]).filter((m) => given.has(MODE_FLAGS[m]))
  if (chosen.length > 1) throw new UsageError(`${MODE_FLAGS[chosen[1]]}: not with ${MODE_FLAGS[chosen[0]]} (one question at a time)`)
  return chosen[0] ?? 'sight'
}

/** Refuses the first given flag that `mode` does not use, naming where it goes. */
export function checkFlagsFit(given: ReadonlySet<string>, mode: JudgeMode): void {
  for (const flag of given) {
    const modes = FLAG_MODES.get(flag)
    if (!modes || modes.includes(mode)) continue
    throw new UsageError(`${flag}: goes with ${modes.map((m) => MODE_WORDS[m]).join(' or ')}, not with ${MODE_WORDS[mode]}`)
  }
}
