import type { GameState } from '../model/gameState'
import { ruling } from '../../kernel/clauses'
import { detailed } from '../../kernel/detail'
import { emptyBreakdown } from '../../kernel/resolution'
import type { Resolution } from '../refusals'
import { startingCamouflage } from '../sight/camouflage'

const C = { setup: ruling('R-E.0b', 'Tarnung bei Spielbeginn') }

/**
 * Game set-up (16): "Getarnte Modelle beginnen das Spiel automatisch als getarnt sofern alle
 * Voraussetzungen erfüllt sind." `touching` says, per model, whether it is in base contact with
 * terrain at least its profile's size (16.1), measured by the judge.
 */
export function setUpCamouflage(game: GameState, touching: Readonly<Record<string, boolean>>): Resolution<GameState> {
  const breakdown = emptyBreakdown()
  const models = { ...game.models }
  for (const m of Object.values(game.models)) {
    const next = startingCamouflage(m, touching[m.id] ?? false)
    if (next === m) continue
    models[m.id] = next
    const p = { model: m.id, mode: next.camouflage!.mode, level: next.camouflage!.level }
    breakdown.lines.push({
      key: 'camouflage.start',
      value: next.camouflage!.hidden,
      clause: C.setup,
      ...(next.camouflage!.hidden
        ? detailed('camouflage.start.hidden', '{model}: {mode} {level}', p)
        : detailed('camouflage.start.notHidden', '{model}: {mode} {level}, not hidden here', p)),
    })
  }
  return { ok: true, value: { ...game, models }, breakdown }
}
