/**
 * `npm run judge -- SCENE FROM TO --mk [--profile NAME|FILE] [--json]`: the Mage Knight ruling of one attack
 * (src/judge/mk/attackRuling.ts), the numbers the engine would roll against: distance, range,
 * line of fire, the defence with its modifiers, the 2d6 result needed and the chance; under a rule
 * profile's Mage Knight readings, said back with the ruling (R-CLI.5).
 */
import { TableWorld, formatClause, judgeMkAttack, MkJudgeError, type MkAttackJudgement } from '../judge'
import type { Scene } from '../scene/schema'
import { UsageError } from './argValues'
import { formatLines } from './format'
import { formatMkRuleSettings, mkRuleChoiceOf, mkRuleSettingsJson, type MkRuleChoice } from './ruleSettings'

const round = (x: number, digits = 2) => Number(x.toFixed(digits))

/** The one-line verdict first, as a player says it at the table. */
export function mkVerdict(j: MkAttackJudgement): string {
  if (j.refusal) return `${j.from} may not attack ${j.to} (${j.kind}): ${j.refusal.reason}.`
  const t = j.preview?.targets[0]
  if (!t) return `${j.from} may attack ${j.to}.`
  const verdict = `${j.from} ${j.kind === 'melee' ? 'fights' : 'shoots at'} ${j.to}: 2d6 + ${t.attack} against defence ${t.defence}, needs ${t.need}+ on 2d6, ${round(t.chance * 100, 1)} % to hit, ${t.damage} click(s).`
  return j.dialChoices ? `${verdict}\n${dialChoiceLines(j).join('\n')}` : verdict
}

/** 003: the attacker names the cavalry target's dial; the ruling against each, Horsemanship's -2 with its clause. */
function dialChoiceLines(j: MkAttackJudgement): string[] {
  return (j.dialChoices ?? []).map((c) => {
    const t = c.preview?.targets[0]
    if (!t) return `  against the ${c.targetDial}'s dial: refused ${c.refusal?.code ?? ''}`
    const mods = c.modifiers
      .filter((m) => m.key === 'mkk.horsemanship' || m.key === 'mkk.riderAttackBonus')
      .map((m) => `, ${m.key} ${m.value >= 0 ? '+' : ''}${m.value} [${formatClause(m.clause)}]`)
      .join('')
    return `  against the ${c.targetDial}'s dial (${t.target}): 2d6 + ${t.attack} against defence ${t.defence}, needs ${t.need}+, ${round(t.chance * 100, 1)} %${mods}`
  })
}

export function mkJson(j: MkAttackJudgement, rules: MkRuleChoice) {
  const t = j.preview?.targets[0] ?? null
  return {
    from: j.from,
    to: j.to,
    attack: j.kind,
    allowed: j.refusal === null,
    verdict: mkVerdict(j),
    rules: mkRuleSettingsJson(rules),
    ...(j.refusal ? { refusal: { code: j.refusal.code, reason: j.refusal.reason, clause: formatClause(j.refusal.clause) } } : {}),
    distanceIn: round(j.facts.distanceIn, 4),
    baseContact: j.facts.inBaseContact,
    lineOfFire: j.facts.lineOfFire,
    raised: { attacker: j.facts.attackerRaised, target: j.facts.targetRaised },
    ...(t
      ? { attackValue: t.attack, defence: t.defence, need: t.need, chance: round(t.chance, 4), damage: t.damage, section: t.dial }
      : {}),
    ...(j.dialChoices
      ? {
          dialChoices: j.dialChoices.map((c) => {
            const t = c.preview?.targets[0]
            return {
              targetDial: c.targetDial,
              allowed: c.refusal === null,
              ...(t ? { target: t.target, attackValue: t.attack, defence: t.defence, need: t.need, chance: round(t.chance, 4) } : {}),
              modifiers: c.modifiers.map((m) => ({ key: m.key, value: m.value, clause: formatClause(m.clause) })),
            }
          }),
        }
      : {}),
    modifiers: j.modifiers.map((m) => ({
      key: m.key,
      value: m.value,
      ...(m.detail ? { detail: m.detail } : {}),
      clause: formatClause(m.clause),
    })),
    rows: j.lines.map((l) => ({ key: l.key, value: l.value, ...(l.detail ? { detail: l.detail } : {}), clause: formatClause(l.clause) })),
  }
}

export function formatMk(j: MkAttackJudgement, sceneName: string, rules: MkRuleChoice): string {
  const mods = j.modifiers.map(
    (m) => `  ${m.key}: ${m.value >= 0 ? '+' : ''}${m.value}${m.detail ? ` (${m.detail})` : ''}  [${formatClause(m.clause)}]`,
  )
  const refusal = j.refusal ? [`  refused ${j.refusal.code}  [${formatClause(j.refusal.clause)}]`] : []
  return `Sightline Mage Knight ruling: ${j.from} → ${j.to} in "${sceneName}"\n${mkVerdict(j)}\n${formatMkRuleSettings(rules)}\n${[...refusal, ...mods].join('\n')}${mods.length || refusal.length ? '\n' : ''}${formatLines(j.lines)}\n`
}

export async function runMkAttack(
  scene: Scene,
  args: {
    from: string
    to: string
    json: boolean
    attack?: 'ranged' | 'melee'
    dial?: number | 'mount' | 'rider'
    targetDial?: 'mount' | 'rider'
    rules: string | null
    rulesFlag: string
  },
): Promise<number> {
  // R-CLI.5: the profile's Mage Knight readings, as the browser's play mode hands them to its game; checked before the table is built.
  const rules = mkRuleChoiceOf(args.rules, args.rulesFlag)
  const world = await TableWorld.create(scene)
  try {
    let j: MkAttackJudgement
    try {
      j = judgeMkAttack(world, args.from, args.to, {
        kind: args.attack,
        dial: args.dial,
        targetDial: args.targetDial,
        ...(rules.rules ? { rules: rules.rules } : {}),
      })
    } catch (error) {
      if (error instanceof MkJudgeError) throw new UsageError(error.message)
      throw error
    }
    process.stdout.write(args.json ? `${JSON.stringify(mkJson(j, rules))}\n` : formatMk(j, scene.name, rules))
  } finally {
    world.dispose()
  }
  return 0
}
