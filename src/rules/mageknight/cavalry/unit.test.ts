import { describe, expect, it } from 'vitest'
import { mkFigureCard } from '../../../scene/mageknight/library'
import { cavalryFormation, cavalryMay, CAVALRY_EXCLUSIONS } from './exclusions'
import { codeOf, darkRider, knight, member, ok, orc, ranger } from './cavalry.testkit'
import { contactIds, deployCavalry, formCavalryUnit, mayRide, occupants } from './unit'

describe('003 "Riders": who may ride what', () => {
  it('the mount symbols must name the mount type; a figure without the square bonus rides nothing', () => {
    expect(ok(mayRide(mkFigureCard('mk-lancer'), mkFigureCard('mk-battle-horse'))).lines[0].clause.section).toBe('Riders')
    expect(codeOf(mayRide(mkFigureCard('mk-lancer'), mkFigureCard('mk-horned-stag')))).toBe('mount-symbol-mismatch')
    expect(codeOf(mayRide(mkFigureCard('mk-crossbowman'), mkFigureCard('mk-battle-horse')))).toBe('not-a-rider')
    expect(codeOf(mayRide(mkFigureCard('mk-lancer'), mkFigureCard('mk-lancer')))).toBe('not-a-mount')
  })

  it('003 "Dark Riders Subfaction": 121a rides 121b, and only it, whatever the symbols say', () => {
    expect(ok(mayRide(mkFigureCard('mk-dark-rider'), mkFigureCard('mk-dark-steed'))).lines[0].clause.section).toBe('Dark Riders Subfaction')
    // The Dark Rider prints the Battle Horse symbol, yet may not ride an ordinary Battle Horse.
    expect(codeOf(mayRide(mkFigureCard('mk-dark-rider'), mkFigureCard('mk-battle-horse')))).toBe('dark-riders-number-mismatch')
    expect(codeOf(mayRide(mkFigureCard('mk-orc-raider-rider'), mkFigureCard('mk-dark-steed')))).toBe('dark-riders-number-mismatch')
  })
})

describe('003 "Cavalry Units": forming at deployment', () => {
  it('no mount without a rider; both point values count (stand-ins 30 + 28 and 35 + 26)', () => {
    const picks = [
      { mount: member('mk-battle-horse', 'h'), rider: member('mk-lancer', 'l') },
      { mount: member('mk-salamander', 's'), rider: member('mk-orc-raider-rider', 'o') },
    ]
    const deployed = ok(deployCavalry(picks))
    expect(deployed.points).toBe(30 + 28 + 35 + 26)
    expect(deployed.units.map((u) => [u.mount.piece.mounted, u.rider?.piece.mounted])).toEqual([
      [true, true],
      [true, true],
    ])
    expect(codeOf(deployCavalry([{ mount: member('mk-battle-horse', 'h') }]))).toBe('mount-without-rider')
    expect(codeOf(deployCavalry([picks[0], { mount: member('mk-battle-horse', 'h2'), rider: member('mk-lancer', 'l') }]))).toBe(
      'rider-on-two-mounts',
    )
  })

  it('a rider forms a unit only with a mount of its own side', () => {
    expect(codeOf(formCavalryUnit(member('mk-battle-horse', 'h', 'blue'), member('mk-lancer', 'l', 'red')))).toBe('rider-other-side')
  })

  it('contact with one is contact with both; both occupy the terrain', () => {
    const k = knight()
    expect(contactIds(k, ['k-rider', 'x'])).toEqual(['k', 'k-rider', 'x'])
    expect(contactIds(k, ['k'])).toEqual(['k', 'k-rider'])
    expect(contactIds(k, ['x'])).toEqual(['x'])
    expect(occupants(k)).toEqual(['k', 'k-rider'])
  })
})

describe('003 "Cavalry Units": what cavalry cannot do', () => {
  it('each thing of the list is refused for a cavalry unit, with its own code', () => {
    const codes = CAVALRY_EXCLUSIONS.map((what) => codeOf(cavalryMay(knight(), what)))
    expect(codes).toEqual([
      'mount-no-free-spin',
      'cavalry-no-capture',
      'cavalry-not-captured',
      'cavalry-no-surge',
      'cavalry-not-carried',
      'cavalry-not-carried',
      'cavalry-no-subfaction-ability',
    ])
  })

  it('003 "Mounts": a mount without a rider still makes no free spin, but may be captured', () => {
    const riderless = { ...knight(), rider: null }
    expect(codeOf(cavalryMay(riderless, 'free-spin'))).toBe('mount-no-free-spin')
    expect(cavalryMay(riderless, 'be-captured').ok).toBe(true)
  })

  it('003 "Dark Riders Subfaction": Dark Riders use their subfaction abilities while mounted', () => {
    expect(ok(cavalryMay(darkRider(), 'subfaction-ability')).lines[0].key).toBe('mkk.darkRidersSubfaction')
  })
})

describe('003 "Cavalry Units and Formations"', () => {
  it('only cavalry units, and their riders of one faction; the mounts are ignored', () => {
    const k1 = knight('blue', 'k1')
    const k2 = knight('blue', 'k2')
    expect(ok(cavalryFormation([{ cavalry: k1 }, { cavalry: k2 }])).lines[0].value).toBe('Knights Immortal')
    expect(codeOf(cavalryFormation([{ cavalry: k1 }, { other: member('mk-lancer', 'foot').piece }]))).toBe('formation-not-all-cavalry')
    expect(codeOf(cavalryFormation([{ cavalry: k1 }, { cavalry: { ...k2, rider: null } }]))).toBe('formation-not-all-cavalry')
    expect(codeOf(cavalryFormation([{ cavalry: k1 }, { cavalry: ranger() }]))).toBe('formation-riders-factions-differ')
    // A Knights Immortal rider on an Orc Raiders Salamander would count as Knights Immortal: the rider's faction decides.
    expect(codeOf(cavalryFormation([{ cavalry: orc('blue') }, { cavalry: k1 }]))).toBe('formation-riders-factions-differ')
    expect(cavalryFormation([{ other: member('mk-lancer', 'a').piece }, { other: member('mk-lancer', 'b').piece }]).ok).toBe(true)
  })

  it("R-MKF-8: a mount without a rider is no cavalry unit, so without cavalry it is core 10's business", () => {
    const riderless = { ...knight('blue', 'k1'), rider: null }
    expect(cavalryFormation([{ cavalry: riderless }, { other: member('mk-lancer', 'foot').piece }])).toEqual({
      ok: true,
      value: { lines: [] },
      breakdown: { modifiers: [], rolls: [], lines: [] },
    })
  })

  it('R-MKF-7: a card printed mounted (the knight rider, Atlantean Empire) is cavalry of its own faction', () => {
    const rider = { mounted: member('mk-knight-rider', 'kr').piece }
    expect(codeOf(cavalryFormation([rider, { other: member('mk-battle-mage', 'm').piece }]))).toBe('formation-not-all-cavalry')
    expect(codeOf(cavalryFormation([rider, { cavalry: knight('blue', 'k1') }]))).toBe('formation-riders-factions-differ')
  })
})
