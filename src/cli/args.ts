/**
 * Command-line arguments of `npm run judge`. Bad input is a UsageError whose message names the
 * argument and why; the entry point prints it without a stack trace and exits non-zero.
 */
import type { MkAbility } from '../scene/mageknight/dial'
import type { HeatmapMetric } from '../judge'
import { actionPoints, abilityList, choice, dialIndex, finiteNumber, flagValue, nonNegative, UsageError } from './argValues'
import { heatmapArgs, heatmapFlag, type HeatmapFlags } from './heatmapArgs'
import { compareNames } from './compareOutput'

export const USAGE = `usage:
  npm run judge -- SCENE FROM TO [--json] [--eye top|center] [--sight-range depth|off] [--cover-mix strongest-sufficient|highest]
  npm run judge -- SCENE FROM TO --weapon NAME [--action normal|aimed|snap] [--json]   (ranged attack, Universalis 14)
      either with --stability: the smallest move of either figure that changes sight, cover or the range band
      [--stability-weapon NAME] (the band of that banded weapon of FROM, shot normally; default: --weapon's, else none)
      both take [--profile NAME|FILE] (a rule profile: as-written, sightline-default or a JSON file; --rules is the same)
      or [--compare A,B] (the ruling under two rule profiles side by side, differing rows marked *)
  npm run judge -- SCENE --fall FIGURE X Z [--json]
  npm run judge -- SCENE FROM TO --castle [--long-range use|refuse] [--abilities LIST|none] [--json]
      (castle modifiers; FROM and TO may be castle section ids; LIST: Mage Knight abilities the shooter uses, comma-separated)
  npm run judge -- SCENE FROM TO --mk [--attack ranged|melee] [--dial N|mount|rider] [--target-dial mount|rider] [--json]
      (the Mage Knight ruling of an attack: section hit, line of fire, range, modifiers, the 2d6 total needed, the chance)
  npm run judge -- SCENE --reach FIGURE X Y Z [--speed CM] [--ap N] [--risk none|tests|damage] [--json]
  npm run judge -- SCENE --heatmap FROM|SIDE|all --profile small|medium|large|huge [--step CM] [--level ground|top|PIECE]
      [--side SIDE] [--show cover|sight|hidden|count] [--workers N] --png FILE|--json
      (the cover heat map: what a figure of the profile standing at every cell gets against the shooters;
      --level: the table, the highest surface, or a solid piece's, castle section's or plank's id: a wrong one lists the scene's)
SCENE is a scene file, or the name of a shipped scene in scenes/ (without .json).`

export type JudgeArgs =
  | {
      mode: 'sight'
      scene: string
      from: string
      to: string
      json: boolean
      eye: 'top' | 'center'
      sightRange: 'depth' | 'off'
      coverMix: 'strongest-sufficient' | 'highest'
      weapon: string | null
      action: 'normal' | 'aimed' | 'snap'
      /** --stability: also the smallest moves that change the ruling (issue 15; about a second). */
      stability: boolean
      /** --stability-weapon: the banded weapon whose range band the stability band measures (R-STB.2); null: --weapon's, else none. */
      stabilityWeapon: string | null
      /** A rule profile's name or file (R-CLI.1); its sight, cover and combat settings replace --eye, --sight-range, --cover-mix. */
      rules: string | null
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
  const positional: string[] = []
  let json = false
  let fall = false
  let castle = false
  let mk = false
  let attack: 'ranged' | 'melee' | undefined
  let dial: number | 'mount' | 'rider' | undefined
  let targetDial: 'mount' | 'rider' | undefined
  let reach = false
  let speed: number | undefined
  let ap = 6
  let risk: 'none' | 'tests' | 'damage' = 'none'
  let eye: 'top' | 'center' = 'top'
  let sightRange: 'depth' | 'off' = 'depth'
  let coverMix: 'strongest-sufficient' | 'highest' = 'strongest-sufficient'
  let weapon: string | null = null
  let action: 'normal' | 'aimed' | 'snap' | null = null
  let longRange: 'use' | 'refuse' | undefined
  let abilities: MkAbility[] | undefined
  let stability = false
  let stabilityWeapon: string | null = null
  let rules: string | null = null
  let compare: [string, string] | null = null
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]
    if (arg === '--json') json = true
    else if (heatmapFlag(arg, () => argv[++i], heatmap)) continue
    else if (arg === '--fall') fall = true
    else if (arg === '--stability') stability = true
    else if (arg === '--stability-weapon')
      stabilityWeapon = flagValue('--stability-weapon', argv[++i], "the name of one of the shooter's weapons with range bands")
    else if (arg === '--castle') castle = true
    else if (arg === '--mk') mk = true
    else if (arg === '--attack') attack = choice('--attack', argv[++i], ['ranged', 'melee'] as const)
    else if (arg === '--dial') dial = dialIndex(argv[++i])
    else if (arg === '--target-dial') targetDial = choice('--target-dial', argv[++i], ['mount', 'rider'] as const)
    else if (arg === '--long-range') longRange = choice('--long-range', argv[++i], ['use', 'refuse'] as const)
    else if (arg === '--abilities') abilities = abilityList(argv[++i])
    else if (arg === '--reach') reach = true
    else if (arg === '--speed') speed = nonNegative('--speed', argv[++i])
    else if (arg === '--ap') ap = actionPoints(argv[++i])
    else if (arg === '--risk') risk = choice('--risk', argv[++i], ['none', 'tests', 'damage'] as const)
    else if (arg === '--eye') eye = choice('--eye', argv[++i], ['top', 'center'] as const)
    else if (arg === '--sight-range') sightRange = choice('--sight-range', argv[++i], ['depth', 'off'] as const)
    else if (arg === '--cover-mix') coverMix = choice('--cover-mix', argv[++i], ['strongest-sufficient', 'highest'] as const)
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
  if (stabilityWeapon !== null && !stability) throw new UsageError('--stability-weapon: goes with --stability')
  if (heatmap.from !== undefined) {
    if (fall || castle || mk || reach || weapon !== null || stability)
      throw new UsageError('--heatmap: goes alone, not with --fall, --castle, --mk, --reach, --weapon or --stability')
    if (rules !== null || compare !== null) throw new UsageError(`${rules !== null ? '--rules' : '--compare'}: not yet taken by --heatmap`)
    return heatmapArgs(positional, heatmap, json)
  }
  if (stability && (fall || castle || mk || reach))
    throw new UsageError('--stability: goes with SCENE FROM TO (a sight ruling or --weapon)')
  // R-CLI.1: outside the heat map, --profile is the rule profile.
  if (heatmap.profile !== undefined) {
    if (rules !== null) throw new UsageError('--profile: give the rule profile once, as --profile or as --rules')
    rules = heatmap.profile
    heatmap.profile = undefined
  }
  if ((rules !== null || compare !== null) && (fall || castle || mk || reach))
    throw new UsageError(
      `${rules !== null ? '--profile' : '--compare'}: goes with SCENE FROM TO (a sight ruling or --weapon), not with --fall, --castle, --mk or --reach`,
    )
  if (rules !== null && compare !== null) throw new UsageError('--compare: names both profiles itself, not with --profile')
  const stray = (['profile', 'step', 'level', 'side', 'show', 'workers', 'png'] as const).find((k) => heatmap[k] !== undefined)
  if (stray) throw new UsageError(`--${stray}: goes with --heatmap`)
  if (reach) {
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
  if (fall && (weapon !== null || action !== null)) throw new UsageError('--weapon and --action go with SCENE FROM TO, not with --fall')
  if (action !== null && weapon === null) throw new UsageError('--action: needs --weapon NAME (the weapon to shoot with)')
  if (fall) {
    if (positional.length !== 4) throw new UsageError(`--fall takes SCENE FIGURE X Z, got ${positional.length} argument(s)`)
    const [scene, figure, x, z] = positional
    return { mode: 'fall', scene, figure, x: finiteNumber('X', x), z: finiteNumber('Z', z), json }
  }
  if (!mk && (attack !== undefined || dial !== undefined || targetDial !== undefined))
    throw new UsageError(`${attack !== undefined ? '--attack' : dial !== undefined ? '--dial' : '--target-dial'}: goes with --mk`)
  if (mk) {
    if (fall || castle || reach || weapon !== null || positional.length !== 3)
      throw new UsageError(`--mk takes SCENE FROM TO (and --attack, --dial, --target-dial, --json), got ${positional.length} argument(s)`)
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
    }
  }
  if (!castle && (longRange !== undefined || abilities !== undefined))
    throw new UsageError(`${longRange !== undefined ? '--long-range' : '--abilities'}: goes with --castle`)
  if (castle) {
    if (fall || positional.length !== 3)
      throw new UsageError(`--castle takes SCENE FROM TO, got ${positional.length} argument(s)${fall ? ' and --fall' : ''}`)
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
    eye,
    sightRange,
    coverMix,
    weapon,
    action: action ?? 'normal',
    stability,
    stabilityWeapon,
    rules,
    compare,
  }
}
