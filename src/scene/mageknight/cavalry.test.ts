import { describe, expect, it } from 'vitest'
import cavalryJson from '../../../models/mageknight/cavalry.json'
import { INTELLIGENCE_LEVELS, isMountedFigureCard } from './cavalry'
import { MkFigureCardSchema, MkFigureFileSchema } from './dial'
import { mkFigureCard } from './library'

const clone = <T>(v: T): T => JSON.parse(JSON.stringify(v)) as T
const messages = (value: unknown) => {
  const r = MkFigureCardSchema.safeParse(value)
  return r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`)
}

describe('003 cavalry cards as data (models/mageknight/cavalry.json)', () => {
  it('every shipped card validates, and the file is in the shipped library', () => {
    const file = MkFigureFileSchema.parse(cavalryJson)
    for (const card of file.figures) {
      expect(messages(card), card.id).toEqual([])
      expect(mkFigureCard(card.id).id).toBe(card.id)
    }
  })

  it('003 "Intelligence Levels": one shipped mount of each level, each with a rider that may ride it', () => {
    const file = MkFigureFileSchema.parse(cavalryJson)
    const mounts = file.figures.filter((c) => c.mount)
    const riders = file.figures.filter((c) => c.rider)
    for (const level of INTELLIGENCE_LEVELS) {
      const mount = mounts.find((m) => m.mount?.intelligence === level && m.subfaction !== 'darkRiders')
      expect(mount, level).toBeDefined()
      expect(
        riders.some((r) => mount?.mount && r.rider?.mountSymbols.includes(mount.mount.type)),
        level,
      ).toBe(true)
    }
  })

  it('003 "Dark Riders Subfaction": the shipped pair is 121a (rider) and 121b (mount), as the example', () => {
    expect(mkFigureCard('mk-dark-rider')).toMatchObject({ subfaction: 'darkRiders', collectorNumber: '121a', rider: {} })
    expect(mkFigureCard('mk-dark-steed')).toMatchObject({ subfaction: 'darkRiders', collectorNumber: '121b', mount: {} })
  })

  it('a mount is a mounted figure (001 "Zugangspunkte", R-MKK-13); a rider card is not, on its own', () => {
    expect(isMountedFigureCard(mkFigureCard('mk-battle-horse'))).toBe(true)
    expect(isMountedFigureCard(mkFigureCard('mk-lancer'))).toBe(false)
  })

  it('refuses a card that is mount and rider, a mount whose round diameter is not its width, a Dark Rider without a number', () => {
    const horse = clone(mkFigureCard('mk-battle-horse'))
    expect(messages({ ...horse, rider: { attackBonus: 1, mountSymbols: ['pegasus'] } })).toEqual([
      'rider: a figure is a mount or a rider, not both (003 "Mounts", "Riders")',
    ])
    expect(messages({ ...horse, base: { ...horse.base, diameterIn: 2 } })).toEqual([
      "base.diameterIn: a mount's base.diameterIn is its elongated base's width (1.5), got 2",
    ])
    const dark = clone(mkFigureCard('mk-dark-rider'))
    delete dark.collectorNumber
    expect(messages(dark)[0]).toMatch(/^collectorNumber: Dark Riders mounts and riders are matched/)
    expect(messages({ ...clone(mkFigureCard('mk-lancer')), collectorNumber: '121' })[0]).toMatch(/^collectorNumber: digits and one letter/)
  })

  it('refuses an unknown mount type and a rider without mount symbols', () => {
    const lancer = clone(mkFigureCard('mk-lancer'))
    expect(messages({ ...lancer, rider: { attackBonus: 2, mountSymbols: [] } }).length).toBe(1)
    expect(messages({ ...lancer, rider: { attackBonus: 2, mountSymbols: ['unicorn'] } }).length).toBe(1)
  })
})
