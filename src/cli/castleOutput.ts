/**
 * `npm run judge -- SCENE FROM TO --castle [--json]`: the castle modifiers of a ranged attack at
 * or from a castle (src/judge/castle/shot.ts), the same rows the view's castle panel shows. FROM
 * and TO are figure ids or castle section ids.
 */
import { TableWorld, formatClause, judgeCastleShot, type CastleShotJudgement } from '../judge'
import type { MkAbility } from '../scene/mageknight/dial'
import type { Scene } from '../scene/schema'
import { UsageError } from './argValues'
import { formatLines } from './format'

function requireRef(scene: Scene, id: string, argument: 'FROM' | 'TO'): void {
  const sections = (scene.castle?.sections ?? []).map((s) => s.id)
  if (scene.figures.some((f) => f.id === id) || sections.includes(id)) return
  const figures = scene.figures.map((f) => f.id).join(', ') || 'none'
  throw new UsageError(
    `${argument}: no figure or castle section "${id}" in the scene (figures: ${figures}; sections: ${sections.join(', ') || 'none'})`,
  )
}

/** The `--json` object: verdict, every row (clause as text) and the geometry behind the line of fire. */
export function castleJson(j: CastleShotJudgement) {
  return {
    from: j.fromId,
    to: j.toId,
    allowed: j.report.allowed,
    rows: j.rows.map((r) => ({ key: r.key, value: r.value, ...(r.detail ? { detail: r.detail } : {}), clause: formatClause(r.clause) })),
    horizontalDistanceIn: Number(j.report.horizontalDistanceIn.toFixed(4)),
    crossesOuterEdge: j.crossesOuterEdge,
    lineOfFire: { status: j.lineOfFire.status, blockedBy: j.lineOfFire.blockedBy, bases: j.lineOfFire.bases },
    defence: { base: j.report.defence.base, total: j.report.defence.total },
    damage: { base: j.report.damage.base, total: j.report.damage.total },
  }
}

export function formatCastle(j: CastleShotJudgement, sceneName: string): string {
  return `Sightline castle ruling: ${j.fromId} → ${j.toId} in "${sceneName}"\n${j.verdict.detail}\n\n${formatLines(j.rows)}\n`
}

/** Runs the castle report for the command line; returns the exit code. */
export async function runCastleShot(
  scene: Scene,
  args: { from: string; to: string; json: boolean; longRange?: 'use' | 'refuse'; abilities?: MkAbility[] },
): Promise<number> {
  requireRef(scene, args.from, 'FROM')
  requireRef(scene, args.to, 'TO')
  if (args.from === args.to) throw new UsageError(`TO: the target must differ from the shooter "${args.from}"`)
  const world = await TableWorld.create(scene)
  try {
    const options = {
      ...(args.longRange ? { useLongRange: args.longRange === 'use' } : {}),
      ...(args.abilities ? { abilitiesUsed: args.abilities } : {}),
    }
    const judgement = judgeCastleShot(world, args.from, args.to, options)
    process.stdout.write(args.json ? `${JSON.stringify(castleJson(judgement))}\n` : formatCastle(judgement, scene.name))
  } finally {
    world.dispose()
  }
  return 0
}
