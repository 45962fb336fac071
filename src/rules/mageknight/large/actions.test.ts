import { describe, expect, it } from 'vitest'
import { giveAction } from '../castle/actions'
import { endLargeTurn, giveSectionAction, moveSections, newLargeTurn, recordCombinedMove, takePushDamage, type LargeTurn } from './actions'
import { codeOf, dragon, ok, withClicks } from './large.testkit'
import type { MkPiece } from '../core/dial'

/** Gives the actions in order, each one allowed. */
function act(piece: MkPiece, turn: LargeTurn, ...steps: [string, 'move' | 'ranged' | 'melee' | 'other'][]) {
  let state = { piece, turn }
  for (const [section, kind] of steps) state = ok(giveSectionAction(state.piece, state.turn, section, kind))
  return state
}

describe('000 "Aktionen": one action per active section per turn', () => {
  it('several sections act in one turn; the token comes after the first action only', () => {
    const d = dragon()
    const first = ok(giveSectionAction(d, newLargeTurn(d), 'front', 'ranged'))
    expect(first.piece.actionTokens).toBe(1)
    expect(first.pushed).toBe(false)
    const { piece, turn } = act(first.piece, first.turn, ['left', 'melee'], ['rear', 'other'])
    expect(piece.actionTokens).toBe(1)
    expect(turn.acted.map((a) => a.section)).toEqual(['front', 'left', 'rear'])
    // The core gives a hero one action per turn; a large figure is not asked through it.
    expect(codeOf(giveAction(first.piece, 'melee'))).toBe('acted-this-turn')
  })

  it('a section acts once; an inactive section not at all', () => {
    const d = withClicks(dragon(), [0, 6, 0, 0])
    const s = act(d, newLargeTurn(d), ['front', 'ranged'])
    expect(codeOf(giveSectionAction(s.piece, s.turn, 'front', 'other'))).toBe('section-acted-this-turn')
    expect(codeOf(giveSectionAction(s.piece, s.turn, 'left', 'melee'))).toBe('section-inactive')
  })

  it('all move actions first: they make one combined move, then the other actions in any order', () => {
    const d = dragon()
    const moving = act(d, newLargeTurn(d), ['front', 'move'], ['rear', 'move'])
    expect(moveSections(moving.turn)).toEqual(['front', 'rear'])
    expect(codeOf(giveSectionAction(moving.piece, moving.turn, 'left', 'ranged'))).toBe('combined-move-pending')
    const moved = recordCombinedMove(moving.turn)
    expect(codeOf(giveSectionAction(moving.piece, moved, 'left', 'move'))).toBe('combined-move-made')
    expect(giveSectionAction(moving.piece, moved, 'left', 'melee').ok).toBe(true)
    const other = act(d, newLargeTurn(d), ['front', 'other'])
    expect(codeOf(giveSectionAction(other.piece, other.turn, 'left', 'move'))).toBe('moves-come-first')
  })
})

describe('000 "Kampfaktionen": no move after an attack', () => {
  it('once a section has made a ranged or melee attack, no section moves this turn', () => {
    const d = dragon()
    for (const kind of ['ranged', 'melee'] as const) {
      const s = act(d, newLargeTurn(d), ['front', kind])
      expect(s.turn.attacked).toBe(true)
      expect(codeOf(giveSectionAction(s.piece, s.turn, 'rear', 'move'))).toBe('move-after-combat-action')
    }
  })
})

describe('000 "Antreiben": pushing a large figure', () => {
  it('a token at the start: one click on a section of its choice after the first action and a second token, none after', () => {
    const start = { ...dragon(), actionTokens: 1 }
    const first = ok(giveSectionAction(start, newLargeTurn(start), 'front', 'ranged'))
    expect(first.pushed).toBe(true)
    expect(first.piece.actionTokens).toBe(2)
    expect(() => giveSectionAction(first.piece, first.turn, 'left', 'melee')).toThrow(/pushing click/)
    const pushedOn = ok(takePushDamage(first.piece, first.turn, 'right'))
    expect(pushedOn.piece.clicks).toEqual([0, 0, 1, 0])
    expect(pushedOn.lines[0]).toMatchObject({ key: 'pushDamage', value: 1, clause: { section: 'Antreiben' } })
    const second = ok(giveSectionAction(pushedOn.piece, pushedOn.turn, 'left', 'melee'))
    expect(second).toMatchObject({ pushed: false, piece: { actionTokens: 2 } })
    // Two tokens at the start of the next turn: no action.
    const next = endLargeTurn(second.piece, second.turn).piece
    expect(codeOf(giveSectionAction(next, newLargeTurn(next), 'front', 'ranged'))).toBe('pushed-last-turn')
    // A turn without actions clears the tokens.
    expect(endLargeTurn(next, newLargeTurn(next)).piece.actionTokens).toBe(0)
  })

  it('the pushing click cannot go on an inactive section', () => {
    const start = { ...withClicks(dragon(), [0, 0, 0, 6]), actionTokens: 1 }
    const first = ok(giveSectionAction(start, newLargeTurn(start), 'front', 'ranged'))
    expect(codeOf(takePushDamage(first.piece, first.turn, 'rear'))).toBe('inactive-dial')
    expect(() => takePushDamage(start, newLargeTurn(start), 'front')).toThrow(RangeError)
  })
})
