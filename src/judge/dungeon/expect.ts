import { detailed } from '../../rules/kernel'
import { checkExpectation } from '../scenario/file'
import type { DungeonStepResult } from './session'
import type { DungeonExpect } from './steps'

/**
 * Whether a Dungeons step did what its game file expects: first allowed or refused (as every
 * game file checks it), then what the rules did, field by field, each mismatch named.
 */
export function checkDungeonExpectation(
  expect: DungeonExpect | undefined,
  result: DungeonStepResult,
): { met: boolean; detail: string } | null {
  if (!expect) return null
  const base = checkExpectation({ ok: expect.ok, refusal: expect.refusal }, result)
  if (base && !base.met) return base
  if (!result.ok) return base
  const use = result.outcome?.kind === 'use-artifact' ? result.outcome.use : null
  const attack = result.outcome?.kind === 'attack-furniture' ? result.outcome.attack : null
  const move = result.outcome?.kind === 'move' ? result.outcome.move : null
  const attackHit = result.events.find((e) => e.kind === 'spawnAttacked' || e.kind === 'heroAttacked')
  const got: Record<string, unknown> = {
    tokenKind: use?.kind,
    ability: use?.ability?.gained,
    replaced: use?.ability ? (use.ability.replaced?.ability ?? null) : undefined,
    refreshed: use ? use.refreshed !== undefined : undefined,
    destroyed: attack ? attack.hit : undefined,
    cost: move?.cost,
    hit: attackHit?.kind === 'spawnAttacked' || attackHit?.kind === 'heroAttacked' ? attackHit.hit : undefined,
  }
  const misses: string[] = []
  for (const key of ['tokenKind', 'ability', 'replaced', 'refreshed', 'destroyed', 'cost', 'hit'] as const)
    if (expect[key] !== undefined && expect[key] !== got[key])
      misses.push(`${key}: expected ${JSON.stringify(expect[key])}, got ${JSON.stringify(got[key])}`)
  if (misses.length > 0)
    return { met: false, ...detailed('expect.dungeonMismatch', 'the rules did otherwise: {misses}', { misses: misses.join('; ') }) }
  return base ?? { met: true, ...detailed('expect.allowed', 'allowed') }
}
