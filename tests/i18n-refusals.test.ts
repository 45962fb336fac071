import { readFileSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PlaySession } from '../src/judge'
import { GERMAN_REFUSAL_CODES, refusalText } from '../src/view/i18n/refusalTexts'
import { firstBlood, shippedScene } from './playKit'

/** Every refusal the rules and the table can give says why in German too (issue "Play": "the reason of each refusal"). */
const codesOf = (path: string): string[] => [...readFileSync(path, 'utf8').matchAll(/^\s*\|\s*'([a-z-]+)'/gm)].map((m) => m[1])

describe('refusal reasons in German', () => {
  it('has words for every code of the Universalis rules and of the table', () => {
    const codes = [...codesOf('src/rules/universalis/refusals.ts'), ...codesOf('src/judge/play/refusals.ts')]
    expect(codes.length).toBeGreaterThan(100)
    expect(codes.filter((c) => !GERMAN_REFUSAL_CODES.has(c))).toEqual([])
  })

  it('names the models and numbers the refusal carries, and falls back to the plain sentence without them', () => {
    const ap = {
      code: 'not-enough-ap',
      reason: 'b-sergeant has 1 AP, needs 4',
      params: { model: 'b-sergeant', have: 1, need: 4, action: 'shoot' },
    }
    expect(refusalText(ap, 'de')).toBe('b-sergeant hat 1 AP, braucht 4 (4.1, 6).')
    expect(refusalText({ ...ap, params: { model: 'b-sergeant' } }, 'de')).toBe('Nicht genug AP (4.1, 6).')
    expect(refusalText(ap, 'en')).toBe('b-sergeant has 1 AP, needs 4')
    expect(refusalText({ code: 'something-new', reason: 'as the rules say it' }, 'de')).toBe('as the rules say it')
  })

  describe('on a game in play', () => {
    let session: PlaySession
    beforeAll(async () => {
      const file = firstBlood()
      session = await PlaySession.start({ scene: shippedScene(), seed: 1, leaders: file.leaders })
      for (const step of file.steps.slice(0, 5)) session.do(step)
    })
    afterAll(() => session.dispose())

    it('gives every refused button of every model a German reason with nothing left unfilled', () => {
      const refused = Object.keys(session.game.models).flatMap((id) =>
        session.actionsFor(id).flatMap((o) => (o.allowed ? [] : [o.refusal])),
      )
      expect(refused.length).toBeGreaterThan(50)
      for (const r of refused) {
        const text = refusalText(r, 'de')
        expect(text, r.code).not.toMatch(/[{}]|undefined/)
        expect(text, r.code).not.toBe(r.reason)
      }
    })
  })
})
