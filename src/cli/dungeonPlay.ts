import {
  checkDungeonScenarioNames,
  checkDungeonExpectation,
  DungeonSession,
  dungeonOffers,
  dungeonSettingsOf,
  formatClause,
  parseDungeonScenarioFile,
} from '../judge'
import type { Scene } from '../scene/schema'
import { UsageError } from './argValues'
import { dungeonStepJson, formatDungeonStepResult } from './dungeonPlayOutput'
import { rollJson } from './playOutput'

/**
 * The Dungeons half of `npm run play`: a `sightline-mkd-scenario` file played by the Dungeons
 * judge session (src/judge/dungeon), the one the view's dungeon play and the tests use. Returns
 * the exit code: 1 when a step's `expect` is not met. A bad file or a name the scene lacks is a
 * UsageError (exit 2).
 */
export function playDungeon(
  value: unknown,
  path: string,
  json: boolean,
  loadScene: (ref: string | Record<string, unknown>) => Scene,
): number {
  const parsed = parseDungeonScenarioFile(value)
  if (!parsed.ok) throw new UsageError(`${path}: the scenario is invalid:\n${parsed.problems.map((p) => `  ${p}`).join('\n')}`)
  const sc = parsed.scenario
  const scene = loadScene(sc.scene)
  const unknown = checkDungeonScenarioNames(sc, scene)
  if (unknown.length > 0)
    throw new UsageError(`${path}: the scenario names what its scene does not have:\n${unknown.map((p) => `  ${p}`).join('\n')}`)
  let session: DungeonSession
  try {
    session = DungeonSession.create({
      scene,
      seed: sc.seed,
      multiplayer: sc.multiplayer === true,
      settings: dungeonSettingsOf(sc.settings),
    })
  } catch (error) {
    if (error instanceof RangeError) throw new UsageError(`${path}: ${error.message}`)
    throw error
  }
  let unmet = 0
  const text = [
    `Mage Knight Dungeons scenario "${sc.name ?? path}" on "${scene.name}", seed ${sc.seed}`,
    ...(sc.settings && Object.keys(sc.settings).length > 0
      ? [
          `Settings: ${Object.entries(sc.settings)
            .map(([k, v]) => `${k} ${String(v)}`)
            .join(', ')} (the rest as the defaults)`,
        ]
      : []),
    'Set-up:',
    ...session.setup.lines.map((l) => `    ${l.key}: ${String(l.value)}${l.detail ? ` (${l.detail})` : ''}  [${formatClause(l.clause)}]`),
    `    ${session.setup.rolls.length} die roll(s) to shuffle the token pools`,
  ]
  const steps: Record<string, unknown>[] = []
  for (const [index, step] of sc.steps.entries()) {
    // An attack's numbers as the view offers them before the click (R-MKD-15, R-MKD-17), by the target's name.
    const before = step.do === 'heroAttack' || step.do === 'spawnAttack' ? attackOfferLine(session, step.target) : null
    // Numbered by the file's steps: a refused one is numbered too, though the game does not keep it.
    const result = { ...session.do(step), index }
    const expectation = checkDungeonExpectation(step.expect, result)
    if (expectation && !expectation.met) unmet++
    // A hero carrying a chair or table is shown where it may put it down and how many places beside it are refused (R-MKDV-3).
    const places = session.active && session.holdings(session.active.hero).carrying !== null ? dungeonOffers(session).putDown : []
    const putDown = places.filter((p) => p.put.ok)
    if (json)
      steps.push({
        ...dungeonStepJson(result, expectation),
        ...(before ? { offer: before.json } : {}),
        ...(places.length > 0 ? { putDown, putDownRefused: places.length - putDown.length } : {}),
      })
    else {
      const block = formatDungeonStepResult(result, expectation)
      // The offer goes under the step's own line: what the player saw before the click.
      const cut = block.indexOf('\n')
      text.push(before ? (cut < 0 ? `${block}\n${before.text}` : `${block.slice(0, cut)}\n${before.text}${block.slice(cut)}`) : block)
      if (places.length > 0)
        text.push(
          `    offer putDown: ${putDown.map((p) => `[${p.at.join(',')}]${p.along ? ` ${p.along}` : ''}`).join(', ') || 'nowhere'}; ${places.length - putDown.length} place(s) beside it refused`,
        )
    }
  }
  const { pools, artifacts, spawns } = dungeonOffers(session)
  if (json)
    process.stdout.write(
      `${JSON.stringify({ scenario: sc.name ?? path, scene: scene.name, seed: sc.seed, game: 'mageknight-dungeons', settings: session.settings, steps, pools, spawns: spawns.map((f) => ({ id: f.id, name: f.name, square: f.square })), artifacts: artifacts.map((a) => ({ id: a.id, tokens: a.tokens })), holdings: session.state.heroes, log: session.log.map(rollJson), unmetExpectations: unmet })}\n`,
    )
  else {
    text.push(
      `Dungeon figures: ${spawns.map((f) => `${f.name} (${f.id}) on (${f.square.join(',')})`).join(', ') || 'none'}.`,
      `Pools: ${pools.yellow} yellow, ${pools.blue} blue, ${pools.red} red.`,
      `${sc.steps.length} step(s), ${session.log.length} die roll(s)${unmet ? `, ${unmet} expectation(s) NOT met` : ''}.`,
    )
    process.stdout.write(`${text.join('\n')}\n`)
  }
  return unmet > 0 ? 1 : 0
}

/** The offered attack on `target` before the step: its name, then the numbers or the refusal. */
function attackOfferLine(session: DungeonSession, target: string): { text: string; json: Record<string, unknown> } | null {
  const offers = dungeonOffers(session)
  const offer = [...offers.heroAttacks, ...offers.spawnAttacks].find((o) => o.target === target)
  if (!offer) return null
  // The target is a name from the file: a hero attack's offer carries it, a spawn's target (a hero) goes by its id.
  const name = 'name' in offer ? offer.name : target
  const p = offer.preview
  // Each ability's change to the damage with its clause (R-MKD-18), so the printed damage can be checked by hand.
  const changes = (p?.damageModifiers ?? []).map((m) => `${m.key} ${m.value > 0 ? '+' : ''}${m.value} (${formatClause(m.clause)})`)
  const said = p
    ? `${p.kind}, attack ${p.attack} against defence ${p.defence}, 2d6 needs ${p.needed} (${Math.round(p.chance * 100)}%), damage ${p.damage}${changes.length > 0 ? ` after ${changes.join(', ')}` : ''}`
    : offer.attack.ok
      ? 'allowed'
      : `refused ${offer.attack.refusal.code}`
  return { text: `    offer attack on ${name} (${target}): ${said}`, json: { target, name, attack: offer.attack, preview: p } }
}
