import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { judgeMkPlayPorts } from '../ports/mkPlayPorts'
import { parseSceneText } from '../../scene/validate'
import type { MkScenarioStep, RulingLine } from '../ports'
import { detailText } from './detailTexts'
import { abilityName, mkRefusalText, speedSymbolName } from './mkPlayTexts'
import { rulingLabel } from './translations'
import { MK_ABILITIES, MK_SPEED_SYMBOLS } from '../../scene/mageknight/dial'

/**
 * Every word of a Mage Knight game on screen reads in German: the labels and details of the lines
 * a short game on the shipped scenes emits (a move, a turn's end, a shot with its dice, close
 * combat, the victory points), the refusal codes of the core, castle and large-figure rules, the ability
 * names and speed symbols of the dial panel.
 */
const scene = (name: string) => {
  const r = parseSceneText(readFileSync(`scenes/${name}.json`, 'utf8'))
  if (!r.ok) throw new Error(name)
  return r.scene
}

async function linesOf(name: string, sides: string[], steps: MkScenarioStep[]): Promise<RulingLine[]> {
  const session = await judgeMkPlayPorts().startGame({ scene: scene(name), seed: 4, sides, rounds: 2 }, { undoRollsBackDice: false })
  try {
    return steps.flatMap((step) => {
      const r = session.do(step)
      if (!r.ok) throw new Error(`${name}: ${step.do} refused: ${r.refusal.code}`)
      return [...r.breakdown.modifiers, ...r.breakdown.lines] as RulingLine[]
    })
  } finally {
    session.dispose()
  }
}

describe('a Mage Knight game in German', () => {
  it('labels and details every line of a short game (core 4-9)', async () => {
    const lines = [
      ...(await linesOf(
        'siege-golem-wall',
        ['dave', 'mark'],
        [
          { do: 'move', figure: 'crossbowman', to: [45.72, 0, 36], facing: 180 },
          { do: 'endTurn' },
          { do: 'endTurn' },
          { do: 'ranged', figure: 'crossbowman', targets: ['bone-golem'] },
          { do: 'endTurn' },
          { do: 'endTurn' },
        ],
      )),
      ...(await linesOf('mk-large-figure', ['orcs', 'atlantis'], [{ do: 'melee', figure: 'mammoth', target: 'ogre-ram', dial: 'right' }])),
    ]
    const keys = new Set(lines.map((l) => l.key))
    expect([...keys]).toEqual(expect.arrayContaining(['mk.move', 'mk.attackResult', 'actionTokens', 'mk.gameOver', 'survivorPoints']))
    for (const key of keys) expect(rulingLabel(key, 'de'), key).not.toBe(key)
    for (const line of lines) if (line.detailKey) expect(detailText(line, 'de'), line.detailKey).not.toBeNull()
  })

  it('says every refusal of the core, castle and large-figure rules in German, never the English reason', () => {
    const codes = ['core', 'castle', 'large'].flatMap((dir) =>
      [...readFileSync(`src/rules/mageknight/${dir}/refusals.ts`, 'utf8').matchAll(/^\s+\| '([a-z-]+)'/gm)].map((m) => m[1]),
    )
    expect(codes.length).toBeGreaterThan(60)
    for (const code of codes) expect(mkRefusalText({ code, reason: 'ENGLISH' }, 'de'), code).not.toBe('ENGLISH')
    expect(mkRefusalText({ code: 'undo-after-dice', reason: 'ENGLISH', params: { step: 'ranged', rolls: 2 } }, 'de')).toMatch(/gewürfelt/)
  })

  it('names every ability and speed symbol of the dial in both languages', () => {
    for (const a of MK_ABILITIES) expect([abilityName(a, 'en'), abilityName(a, 'de')].every((n) => n !== a)).toBe(true)
    for (const s of MK_SPEED_SYMBOLS) expect(speedSymbolName(s, 'de')).not.toBe(s)
  })
})
