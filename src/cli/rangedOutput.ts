import { formatClause, type Modifier, type RangedJudgement } from '../judge'

/**
 * Text and `--json` output of `npm run judge -- SCENE FROM TO --weapon NAME`: the modifiers of
 * the FK roll with their clauses, the value to roll against, the chance to hit and the chances
 * of each wound outcome against the target's armour.
 */

const pct = (p: number): string => `${(p * 100).toFixed(1)} %`
const signed = (v: number): string => (v > 0 ? `+${v}` : `${v}`)
const round = (x: number) => Number(x.toFixed(6))

const MOD_LABELS: Record<string, string> = {
  rangeBand: 'Range band (Reichweite)',
  aimedShot: 'Aimed shot (Gezielter Schuss)',
  snapShot: 'Snap shot (Schnellschuss)',
  reactionFire: 'Reaction fire (Reaktionsfeuer)',
  targetSize: 'Target size (Größe des Ziels)',
  cover: 'Cover (Deckung)',
  unwieldy: 'Unwieldy weapon (Unhandlich)',
  fastTarget: 'Fast target (Schnelle Bewegung)',
  proneShooter: 'Prone shooter (Liegender Schütze)',
  colossusCriticalSide: 'Critical side (Kolosse)',
  strength: 'Strength (Stärke)',
  explosive: 'Explosive (Explosiv)',
  protection: 'Protection (Schutz)',
  constitution: 'Constitution (KO)',
  armourPiercing: 'Armour piercing (Panzerbrechend)',
  coverArmour: 'Cover touched (Deckung)',
  activeCamouflage: 'Active camouflage (aktive Tarnung)',
}

function modRows(mods: readonly Modifier[]): string[] {
  const label = (m: Modifier) => MOD_LABELS[m.key] ?? m.key
  const width = Math.max(0, ...mods.map((m) => label(m).length))
  return mods.map(
    (m) => `    ${label(m).padEnd(width)}  ${signed(m.value).padStart(3)}${m.detail ? `  (${m.detail})` : ''}  ↳ ${formatClause(m.clause)}`,
  )
}

export function formatRanged(j: RangedJudgement, from: string, to: string): string {
  const head = `Ranged attack: ${from} shoots ${to} with ${j.weapon} (${j.action} shot)`
  if (j.refusal || !j.plan || !j.wound || !j.chances) {
    const r = j.refusal!
    return `${head}\nNot allowed: ${r.reason}\n  ↳ ${formatClause(r.clause)}\n`
  }
  const { plan, wound, chances } = j
  const w = wound.chances
  const losses = w.hpLoss.map((x) => `${x.hp} HP ${pct(x.p)}`).join(', ')
  const out = [
    head,
    `  AP cost: ${plan.apCost}`,
    `  FK ${plan.fkValue}, modifiers:`,
    ...(plan.modifiers.length ? modRows(plan.modifiers) : ['    none']),
    `  Roll ${plan.fkTarget} or less on a W12 (Universalis 4.8.1): chance to hit ${pct(chances.hit)}`,
    ...(j.meleeWithTarget.length
      ? [
          `  ${to} is in melee with ${j.meleeWithTarget.join(', ')}: a hit strikes each with equal chance (14.8), ${to} itself ${pct(chances.hitTarget)}`,
        ]
      : []),
    `  Wound roll W12 + ${wound.setup.woundValue} against armour roll W12 + ${wound.setup.armourValue}${wound.setup.armourName ? ` (${wound.setup.armourName})` : ''}:`,
    ...modRows([...wound.setup.woundModifiers, ...wound.setup.armourModifiers]),
    `  Given a hit: nothing ${pct(w.nothing)}, shock ${pct(w.shock)}, damage ${pct(w.damage)}; hit points lost: ${losses}`,
    ...(w.traumaShocks.length ? [`  Trauma: ${w.traumaShocks.map((x) => `${x.shocks} shocks ${pct(x.p)}`).join(', ')}`] : []),
    `  Per shot: miss ${pct(chances.perShot.miss)}, nothing ${pct(chances.perShot.nothing)}, shock ${pct(chances.perShot.shock)}, damage ${pct(chances.perShot.damage)}, ${to} eliminated ${pct(chances.perShot.eliminated)}`,
    `  Assumed: ${j.notes.map((n) => n.detail).join('; ')}`,
  ]
  return `${out.join('\n')}\n`
}

/** The `ranged` member of the `--json` object. */
export function rangedJson(j: RangedJudgement) {
  return {
    weapon: j.weapon,
    action: j.action,
    allowed: j.refusal === null,
    refusal: j.refusal,
    apCost: j.plan?.apCost ?? null,
    fk: j.plan?.fkValue ?? null,
    modifiers: j.plan?.modifiers ?? [],
    fkTarget: j.plan?.fkTarget ?? null,
    meleeWithTarget: j.meleeWithTarget,
    chances:
      j.chances && j.wound
        ? {
            hit: round(j.chances.hit),
            hitTarget: round(j.chances.hitTarget),
            givenHit: {
              nothing: round(j.wound.chances.nothing),
              shock: round(j.wound.chances.shock),
              damage: round(j.wound.chances.damage),
              hpLoss: j.wound.chances.hpLoss.map((x) => ({ hp: x.hp, p: round(x.p) })),
              traumaShocks: j.wound.chances.traumaShocks.map((x) => ({ shocks: x.shocks, p: round(x.p) })),
            },
            perShot: Object.fromEntries(Object.entries(j.chances.perShot).map(([k, v]) => [k, round(v)])),
          }
        : null,
    wound: j.wound
      ? {
          woundValue: j.wound.setup.woundValue,
          woundModifiers: j.wound.setup.woundModifiers,
          armour: j.wound.setup.armourName,
          armourValue: j.wound.setup.armourValue,
          armourModifiers: j.wound.setup.armourModifiers,
          weaponEffects: j.wound.setup.weaponEffects,
          neutralised: j.wound.setup.neutralised,
          armourEffects: j.wound.setup.armourEffects,
          damage: j.wound.setup.damage,
          reduction: j.wound.setup.reduction,
        }
      : null,
    lines: [...(j.plan?.lines ?? []), ...(j.wound?.setup.lines ?? []), ...j.notes],
  }
}
