/**
 * Command-line arguments of `npm run judge`. Bad input is a UsageError whose message names the
 * argument and why; the entry point prints it without a stack trace and exits non-zero.
 */
import type { MkAbility } from '../scene/mageknight/dial'
import type { HeatmapMetric } from '../judge'
import { actionPoints, abilityList, choice, dialIndex, finiteNumber, flagValue, nonNegative, UsageError } from './argValues'
import { checkFlagsFit, isKnownFlag, modeOf, noteFlag } from './flagModes'
import type { SightFlags } from './ruleSettings'
import { heatmapArgs, heatmapFlag, type HeatmapFlags } from './heatmapArgs'
import { compareNames } from './compareOutput'

export const USAGE = `usage:
  npm run judge -- SCENE FROM TO [--json] [--eye top|center] [--sight-range depth|off] [--cover-mix strongest-sufficient|highest]
      [--profile NAME|FILE] (a rule profile: as-written, sightline-default or a JSON file; --rules is the same;
      --eye, --sight-range and --cover-mix override its readings)
      or [--compare A,B] (the ruling under two rule profiles side by side, differing rows marked *; the sight flags apply to both)
  npm run judge -- SCENE FROM TO --weapon NAME [--action normal|aimed|snap] [--json]   (ranged attack, Universalis 14; takes the same)
      [--stability] the smallest move of either figure that changes sight, cover or the range band (under one profile, not --compare)
      [--stability-weapon NAME] (the band of that banded weapon of FROM, shot normally; default: --weapon's, else none)
  npm run judge -- SCENE --fall FIGURE X Z [--json]
  npm run judge -- SCENE FROM TO --castle [--long-range use|refuse] [--abilities LIST|none] [--json]
      (castle modifiers; FROM and TO may be castle section ids; LIST: Mage Knight abilities the shooter uses, comma-separated)
  npm run judge -- SCENE FROM TO --mk [--attack ranged|melee] [--dial N|mount|rider] [--target-dial mount|rider] [--json]
      [--profile NAME|FILE] (the Mage Knight ruling of an attack: section hit, line of fire, range, modifiers, the 2d6
      total needed, the chance; under the rule profile's Mage Knight readings, as the play mode's game; --rules is the same)
  npm run judge -- SCENE --reach FIGURE X Y Z [--speed CM] [--ap N] [--risk none|tests|damage] [--json]
  npm run judge -- SCENE --heatmap FROM|SIDE|all --profile small|medium|large|huge [--step CM] [--level ground|top|PIECE]
      [--side SIDE] [--show cover|sight|hidden|count] [--workers N] [--rules NAME|FILE] [--eye ...] [--sight-range ...]
      [--cover-mix ...] [--png FILE.png|--json] (neither: a text summary)
      (the cover heat map: what a figure of the profile standing at every cell gets against the shooters;
      here --profile is the SIZE profile that stands there, and the rule profile is --rules;
      --side: the target's side, one of the scene's, not the shooters'; --step: 0.1 cm to the table's shorter side;
      --level: the table, the highest surface, or a solid piece's, castle section's or plank's id: a wrong one lists
      those a figure of the size profile can stand on, and those left out as too narrow)
SCENE is a scene file, or the name of a shipped scene in scenes/ (without .json). Names of weapons, size profiles, levels
and choices may be typed in any case when only one matches; every flag is given at most once.`

export type JudgeArgs =
  | {
      mode: 'sight'
      scene: string
      from: string
      to: string
      json: boolean
      /** --eye, --sight-range, --cover-mix as given: each overrides the profile's reading (R-CLI.2). */
      sight: SightFlags
      weapon: string | null
      action: 'normal' | 'aimed' | 'snap'
      /** --stability: also the smallest moves that change the ruling (issue 15; about a second). */
      stability: boolean
      /** --stability-weapon: the banded weapon whose range band the stability band measures (R-STB.2); null: --weapon's, else none. */
      stabilityWeapon: string | null
      /** A rule profile's name or file (R-CLI.1); null: the judge's defaults (sightline-default's). */
      rules: string | null
      /** The flag that named `rules`, for its messages. */
      rulesFlag: '--profile' | '--rules'
      /** Two rule profiles to judge the same question under. */
      compare: [string, string] | null
    }
  | { mode: 'fall'; scene: string; figure: string; x: number; z: number; json: boolean }
  | { mode: 'castle'; scene: string; from: string; to: string; json: boolean; longRange?: 'use' | 'refuse'; abilities?: MkAbility[] }
  | {
      mode: 'mk'
      scene: string
      from: string
      to: string
      json: boolean
      attack?: 'ranged' | 'melee'
      /** A large figure's section index, or a cavalry unit's dial (003). */
      dial?: number | 'mount' | 'rider'
      /** 003: the dial of a cavalry target the attacker chooses. */
      targetDial?: 'mount' | 'rider'
      /** A rule profile's name or file whose Mage Knight readings rule (R-CLI.5); null: the defaults (sightline-default's). */
      rules: string | null
      /** The flag that named `rules`, for its messages. */
      rulesFlag: '--profile' | '--rules'
    }
  | {
      mode: 'heatmap'
      scene: string
      from: string
      profile: string
      step: number
      level: string
      side?: string
      show: HeatmapMetric
      workers: number
      png: string | null
      json: boolean
      /** The rule profile (--rules) and sight flags the map is judged under (R-CLI.2). */
      rules: string | null
      sight: SightFlags
    }
  | {
      mode: 'reach'
      scene: string
      figure: string
      x: number
      y: number
      z: number
      json: boolean
      speed?: number
      ap: number
      risk: 'none' | 'tests' | 'damage'
    }

export function parseJudgeArgs(argv: readonly string[]): JudgeArgs {
  const heatmap: HeatmapFlags = {}
  const given = new Set<string>()
  const positional: string[] = []
  let attack: 'ranged' | 'melee' | undefined
  let dial: number | 'mount' | 'rider' | undefined
  let targetDial: 'mount' | 'rider' | undefined
  let speed: number | undefined
  let ap = 6
  let risk: 'none' | 'tests' | 'damage' = 'none'
  const sight: SightFlags = {}
  let weapon: string | null = null
  let action: 'normal' | 'aimed' | 'snap' | null = null
  let longRange: 'use' | 'refuse' | undefined
  let abilities: MkAbility[] | undefined
  let stabilityWeapon: string | null = null
  let rules: string | null = null
  let compare: [string, string] | null = null
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]
    if (isKnownFlag(arg)) noteFlag(given, arg)
    if (arg === '--json' || arg === '--fall' || arg === '--stability' || arg === '--castle' || arg === '--mk' || arg === '--reach') continue
    if (heatmapFlag(arg, () => argv[++i], heatmap)) continue
    if (arg === '--stability-weapon')
      stabilityWeapon = flagValue('--stability-weapon', argv[++i], "the name of one of the shooter's weapons with range bands")
    else if (arg === '--attack') attack = choice('--attack', argv[++i], ['ranged', 'melee'] as const)
    else if (arg === '--dial') dial = dialIndex(argv[++i])
    else if (arg === '--target-dial') targetDial = choice('--target-dial', argv[++i], ['mount', 'rider'] as const)
    else if (arg === '--long-range') longRange = choice('--long-range', argv[++i], ['use', 'refuse'] as const)
    else if (arg === '--abilities') abilities = abilityList(argv[++i])
    else if (arg === '--speed') speed = nonNegative('--speed', argv[++i])
    else if (arg === '--ap') ap = actionPoints(argv[++i])
    else if (arg === '--risk') risk = choice('--risk', argv[++i], ['none', 'tests', 'damage'] as const)
    else if (arg === '--eye') sight.eye = choice('--eye', argv[++i], ['top', 'center'] as const)
    else if (arg === '--sight-range') sight.sightRange = choice('--sight-range', argv[++i], ['depth', 'off'] as const)
    else if (arg === '--cover-mix') sight.coverMix = choice('--cover-mix', argv[++i], ['strongest-sufficient', 'highest'] as const)
    else if (arg === '--weapon') {
      const name = argv[++i]
      if (name === undefined || name.trim() === '') throw new UsageError("--weapon: expected the name of one of the shooter's weapons")
      weapon = name
    } else if (arg === '--rules') rules = flagValue('--rules', argv[++i], 'a rule profile: as-written, sightline-default or a JSON file')
    else if (arg === '--compare') compare = compareNames(argv[++i])
    else if (arg === '--action') action = choice('--action', argv[++i], ['normal', 'aimed', 'snap'] as const)
    else if (arg.startsWith('--') && !/^--?\d/.test(arg)) throw new UsageError(`${arg}: unknown option`)
    else positional.push(arg)
  }
  const json = given.has('--json')
  const mode = modeOf(given)
  checkFlagsFit(given, mode)
  if (stabilityWeapon !== null && !given.has('--stability')) throw new UsageError('--stability-weapon: goes with --stability')
  if (mode === 'heatmap') return heatmapArgs(positional, heatmap, json, { rules, sight })
  // R-CLI.1: outside the heat map, --profile is the rule profile.
  if (heatmap.profile !== undefined) {
    if (rules !== null) throw new UsageError('--profile: give the rule profile once, as --profile or as --rules')
    rules = heatmap.profile
  }
  const rulesFlag = given.has('--rules') ? '--rules' : '--profile'
  if (rules !== null && compare !== null) throw new UsageError('--compare: names both profiles itself, not with --profile')
  // R-CLI.3: one stability band per ruling; a comparison's two rulings would need two.
  if (compare !== null && given.has('--stability'))
    throw new UsageError('--stability: not with --compare (the band is measured under one rule profile: give --profile NAME)')
  if (mode === 'reach') {
    if (positional.length !== 5) throw new UsageError(`--reach takes SCENE FIGURE X Y Z, got ${positional.length} argument(s)`)
    const [scene, figure, x, y, z] = positional
    return {
      mode: 'reach',
      scene,
      figure,
      x: finiteNumber('X', x),
      y: finiteNumber('Y', y),
      z: finiteNumber('Z', z),
      json,
      speed,
      ap,
      risk,
    }
  }
  if (action !== null && weapon === null) throw new UsageError('--action: needs --weapon NAME (the weapon to shoot with)')
  if (mode === 'fall') {
    if (positional.length !== 4) throw new UsageError(`--fall takes SCENE FIGURE X Z, got ${positional.length} argument(s)`)
    const [scene, figure, x, z] = positional
    return { mode: 'fall', scene, figure, x: finiteNumber('X', x), z: finiteNumber('Z', z), json }
  }
  if (mode === 'mk') {
    if (positional.length !== 3)
      throw new UsageError(
        `--mk takes SCENE FROM TO (and --attack, --dial, --target-dial, --profile, --json), got ${positional.length} argument(s)`,
      )
    const [scene, from, to] = positional
    return {
      mode: 'mk',
      scene,
      from,
      to,
      json,
      ...(attack ? { attack } : {}),
      ...(dial !== undefined ? { dial } : {}),
      ...(targetDial ? { targetDial } : {}),
      rules,
      rulesFlag,
    }
  }
  if (mode === 'castle') {
    if (positional.length !== 3) throw new UsageError(`--castle takes SCENE FROM TO, got ${positional.length} argument(s)`)
    const [scene, from, to] = positional
    return { mode: 'castle', scene, from, to, json, ...(longRange ? { longRange } : {}), ...(abilities ? { abilities } : {}) }
  }
  if (positional.length !== 3) throw new UsageError(`expected SCENE FROM TO, got ${positional.length} argument(s)`)
  const [scene, from, to] = positional
  return {
    mode: 'sight',
    scene,
    from,
    to,
    json,
    sight,
    weapon,
    action: action ?? 'normal',
    stability: given.has('--stability'),
    stabilityWeapon,
    rules,
    rulesFlag,
    compare,
  }
}
