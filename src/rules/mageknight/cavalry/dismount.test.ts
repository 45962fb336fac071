import { describe, expect, it } from 'vitest'
import { giveCavalryAction } from './actions'
import { codeOf, darkRider, knight, member, ok, orc } from './cavalry.testkit'
import { dismount, remount } from './dismount'

describe('003 "Dismounted Riders": dismounting', () => {
  it("a special action that gives no token and removes the unit's; both may act this turn", () => {
    const d = ok(dismount({ ...knight(), actionTokens: 1 }, { roomForRider: true }))
    expect(d.mount).toMatchObject({ rider: null, actionTokens: 0, actedThisTurn: false })
    expect(d.rider).toMatchObject({ id: 'k-rider', mounted: false, actionTokens: 0, actedThisTurn: false })
  })

  it('no room beside the mount: no dismounting; Dark Riders never; R-MKK-4: not after the unit acted', () => {
    expect(codeOf(dismount(knight(), { roomForRider: false }))).toBe('no-room-to-dismount')
    expect(codeOf(dismount(darkRider(), { roomForRider: true }))).toBe('dark-riders-no-dismount')
    const acted = ok(giveCavalryAction(knight(), 'move', undefined)).unit
    expect(codeOf(dismount(acted, { roomForRider: true }))).toBe('cavalry-one-action')
    expect(codeOf(dismount({ ...knight(), rider: null }, { roomForRider: true }))).toBe('no-rider')
  })
})

describe('003 "Dismounted Riders": gaining another mount', () => {
  const split = ok(dismount(knight(), { roomForRider: true }))
  const lancer = { card: knight().rider!.card, piece: split.rider }

  it('in base contact with a friendly riderless mount whose type it rides: one token, may still act', () => {
    const r = ok(remount(lancer, split.mount, { inBaseContact: true, currentPlayer: 'blue' }))
    expect(r.unit).toMatchObject({ actionTokens: 1, actedThisTurn: false })
    expect(r.unit.rider?.piece.mounted).toBe(true)
    expect(r.riderPushDamage).toBe(0)
    expect(giveCavalryAction(r.unit, 'move', undefined).ok).toBe(true)
  })

  it('refused out of contact, for a mount with a rider, for the wrong mount type, for an enemy mount', () => {
    expect(codeOf(remount(lancer, split.mount, { inBaseContact: false, currentPlayer: 'blue' }))).toBe('remount-not-in-contact')
    expect(codeOf(remount(lancer, knight('blue', 'k2'), { inBaseContact: true, currentPlayer: 'blue' }))).toBe('mount-has-rider')
    const stag = { ...member('mk-horned-stag', 'stag'), piece: member('mk-horned-stag', 'stag').piece }
    const riderlessStag = { mount: stag, rider: null, deadRiderInSaddle: false, actionTokens: 0, actedThisTurn: false }
    expect(codeOf(remount(lancer, riderlessStag, { inBaseContact: true, currentPlayer: 'blue' }))).toBe('mount-symbol-mismatch')
    const enemyHorse = { ...knight('red', 'h'), rider: null }
    expect(codeOf(remount(lancer, enemyHorse, { inBaseContact: true, currentPlayer: 'blue' }))).toBe('remount-mount-not-friendly')
  })

  it("a mean-spirited mount is friendly to whoever's turn it is: an opposing rider may take it", () => {
    const salamander = { ...orc('red', 's'), rider: null }
    const blueOrc = member('mk-orc-raider-rider', 'b-orc', 'blue')
    const r = ok(remount(blueOrc, salamander, { inBaseContact: true, currentPlayer: 'blue' }))
    expect(r.unit.mount.piece.side).toBe('blue')
    expect(codeOf(remount(blueOrc, salamander, { inBaseContact: true, currentPlayer: 'red' }))).toBe('remount-mount-not-friendly')
  })

  it('R-MKK-5: a rider with a token from its last turn is pushed by the special action: two tokens, one click', () => {
    const r = ok(
      remount({ ...lancer, piece: { ...lancer.piece, actionTokens: 1 } }, split.mount, { inBaseContact: true, currentPlayer: 'blue' }),
    )
    expect([r.unit.actionTokens, r.riderPushDamage]).toEqual([2, 1])
  })
})
