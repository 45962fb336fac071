import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { castleSectionKind, mkFigureCard } from '../../../scene/mageknight/library'
import { scriptedDice } from '../../kernel/dice'
import { GROUND } from './defence'
import { castleShotReport, type CastleShotInput, type ShotShooter, type ShotTarget } from './shot'
import { rollCastleShot } from './shotRoll'
import type { CastleSectionState } from './section'
import { figurePiece } from '../core/dial'
import { DEFAULT_MK_CASTLE_SETTINGS } from './settings'

const IN = 2.54
const ON_SECTION = { onCastleSection: true, onRaisedTerrain: true }
const wall = (clicks?: number): CastleSectionState => ({ id: 'wall-1', kind: 'wall', side: 'mark', version: 'heavy', clicks })
const citadel: CastleSectionState = { id: 'citadel', kind: 'citadel', side: 'mark', version: 'heavy' }
const fig = (card: string, id: string, side: string) => figurePiece(mkFigureCard(card), id, side)

const shooter = (card: string, over: Partial<ShotShooter> = {}): ShotShooter => ({
  id: card,
  piece: fig(card, card, 'dave'),
  section: null,
  standsOn: null,
  elevation: GROUND,
  ...over,
})
const sectionShooter = (s: CastleSectionState): ShotShooter => ({
  id: s.id,
  piece: null,
  section: s,
  standsOn: null,
  elevation: ON_SECTION,
})
const target = (card: string, over: Partial<ShotTarget> = {}): ShotTarget => ({
  id: card,
  piece: fig(card, card, 'mark'),
  section: null,
  standsOn: null,
  elevation: GROUND,
  ...over,
})
const sectionTarget = (s: CastleSectionState): ShotTarget => ({ id: s.id, piece: null, section: s, standsOn: null, elevation: ON_SECTION })
const shot = (s: ShotShooter, t: ShotTarget, inches: number, over: Partial<CastleShotInput> = {}): CastleShotInput => ({
  shooter: s,
  target: t,
  horizontalDistanceCm: inches * IN,
  lineCrossesOuterEdge: true,
  lineOfFire: 'clear',
  ...over,
})

describe('figures on sections (001 "Helden in Castle Sektionen angreifen")', () => {
  it("the rules' example: Bone Golem 16 on a wall of fortification 3, Steam Golem on the ground: 20", () => {
    const r = castleShotReport(shot(shooter('mk-steam-golem'), target('mk-bone-golem', { standsOn: wall(), elevation: ON_SECTION }), 6))
    expect(r.defence.base).toBe(16)
    expect(r.defence.modifiers.map((m) => [m.key, m.value, m.clause.section])).toEqual([
      ['fortification', 3, 'Helden in Castle Sektionen angreifen'],
      ['heightAdvantage', 1, 'Helden in Castle Sektionen angreifen'],
    ])
    expect(r.defence.total).toBe(20)
    expect(r.allowed).toBe(true)
  })
  it('the fortification is the current value: a wall turned to its fifth click (fortification 1) gives 16 + 1 + 1', () => {
    const r = castleShotReport(shot(shooter('mk-steam-golem'), target('mk-bone-golem', { standsOn: wall(5), elevation: ON_SECTION }), 6))
    expect(r.defence.total).toBe(18)
  })
  it('no fortification when the shooter is on a castle section too, and no height advantage (same height)', () => {
    const r = castleShotReport(
      shot(
        shooter('mk-steam-golem', { standsOn: citadel, elevation: ON_SECTION }),
        target('mk-bone-golem', { standsOn: wall(), elevation: ON_SECTION }),
        6,
      ),
    )
    expect(r.defence.total).toBe(16)
    expect(r.lines.find((l) => l.key === 'fortification')?.detail).toMatch(/shooter stands on a castle section/)
  })
  it('no fortification when the line of fire crosses no outer edge; the height advantage stays', () => {
    const r = castleShotReport(
      shot(shooter('mk-steam-golem'), target('mk-bone-golem', { standsOn: wall(), elevation: ON_SECTION }), 6, {
        lineCrossesOuterEdge: false,
      }),
    )
    expect(r.defence.total).toBe(17)
  })
  it('a shooter on a hill (raised, not a section): fortification yes, height advantage no', () => {
    const r = castleShotReport(
      shot(
        shooter('mk-steam-golem', { elevation: { onCastleSection: false, onRaisedTerrain: true } }),
        target('mk-bone-golem', { standsOn: wall(), elevation: ON_SECTION }),
        6,
      ),
    )
    expect(r.defence.total).toBe(19)
  })
})

describe('castle fire (001 "Angriffe", "Angriffe auf weite Entfernung")', () => {
  it('never at 4 inches or closer: 4.00 in refused, 4.01 in allowed', () => {
    const at4 = castleShotReport(shot(sectionShooter(citadel), target('mk-crossbowman'), 4))
    expect(at4.allowed).toBe(false)
    expect(at4.refusals.map((r) => [r.code, r.clause.section])).toEqual([['within-section-minimum-range', 'Angriffe']])
    expect(castleShotReport(shot(sectionShooter(citadel), target('mk-crossbowman'), 4.01)).allowed).toBe(true)
  })
  it("figure bases do not block castle fire, but do block a figure's shot at a figure", () => {
    expect(castleShotReport(shot(sectionShooter(citadel), target('mk-crossbowman'), 8, { lineOfFire: 'bases-only' })).allowed).toBe(true)
    const r = castleShotReport(shot(shooter('mk-steam-golem'), target('mk-crossbowman'), 6, { lineOfFire: 'bases-only' }))
    expect(r.refusals.map((x) => x.code)).toEqual(['bases-block-line-of-fire'])
  })
  it('long range against a titan: citadel range 12 doubled to 24, damage 3 - 2 = 1 (stand-in dial values)', () => {
    const r = castleShotReport(shot(sectionShooter(citadel), target('mk-stone-titan'), 20))
    expect(r).toMatchObject({ allowed: true, rangeIn: 12, effectiveRangeIn: 24, longRange: { eligible: true, used: true } })
    expect(r.damage).toMatchObject({ base: 3, total: 1 })
    expect(r.damage.modifiers[0]).toMatchObject({ key: 'longRangeDamage', value: -2, clause: { section: 'Angriffe auf weite Entfernung' } })
  })
  it('long range is not used when the target is within normal range (R-MK-5a), and a player may still ask for it', () => {
    const near = castleShotReport(shot(sectionShooter(citadel), target('mk-stone-titan'), 10))
    expect(near.longRange).toEqual({ eligible: true, used: false })
    expect(near.damage.total).toBe(3)
    const asked = castleShotReport(shot(sectionShooter(citadel), target('mk-stone-titan'), 10, { useLongRange: true }))
    expect(asked.damage.total).toBe(1)
  })
  it('no long range against an ordinary figure: 20 in is out of range 12', () => {
    const r = castleShotReport(shot(sectionShooter(citadel), target('mk-crossbowman'), 20))
    expect(r.longRange.eligible).toBe(false)
    expect(r.refusals.map((x) => x.code)).toEqual(['out-of-range'])
  })
  it('long range at a multi-dial figure and at another castle section; 24.5 in is beyond even double range', () => {
    expect(castleShotReport(shot(sectionShooter(citadel), target('mk-fire-dragon'), 23)).longRange.used).toBe(true)
    const enemyTower: CastleSectionState = { id: 'tower-b', kind: 'roundTower', side: 'dave', version: 'heavy' }
    expect(castleShotReport(shot(sectionShooter(citadel), sectionTarget(enemyTower), 24)).allowed).toBe(true)
    expect(castleShotReport(shot(sectionShooter(citadel), sectionTarget(enemyTower), 24.5)).refusals.map((x) => x.code)).toEqual([
      'out-of-range',
    ])
  })
  it("both directions: a large figure's front section may double its range at a castle section (000)", () => {
    const dragon = shooter('mk-fire-dragon', { largeFigureFront: true, dial: 0 })
    const r = castleShotReport(shot(dragon, sectionTarget(citadel), 20))
    expect(r).toMatchObject({ allowed: true, rangeIn: 12, effectiveRangeIn: 24, longRange: { used: true } })
    expect(r.damage.modifiers[0].clause.file).toBe('000_07421d6a00d7078f.txt')
  })
  it('walls cannot shoot', () => {
    const r = castleShotReport(shot(sectionShooter(wall()), target('mk-crossbowman'), 8))
    expect(r.refusals.map((x) => x.code)).toContain('section-cannot-shoot')
  })
})

describe('attacking a section (001 "Das Castle angreifen")', () => {
  it('aims at the centre, horizontal distance, +1 height advantage against a shooter on the ground', () => {
    const r = castleShotReport(shot(shooter('mk-steam-golem'), sectionTarget(wall()), 7))
    expect(r.allowed).toBe(true)
    expect(r.horizontalDistanceIn).toBeCloseTo(7, 12)
    expect(r.defence).toMatchObject({ base: 17, total: 18 })
    expect(r.sectionAttack?.categories).toEqual([5])
  })
  it('no height advantage against a shooter on raised terrain', () => {
    const r = castleShotReport(
      shot(shooter('mk-steam-golem', { elevation: { onCastleSection: false, onRaisedTerrain: true } }), sectionTarget(wall()), 7),
    )
    expect(r.defence.total).toBe(17)
  })
  it('an ordinary hero with damage 3 is refused, with the reason and clause', () => {
    const r = castleShotReport(shot(shooter('mk-crossbowman'), sectionTarget(wall()), 6))
    expect(r.allowed).toBe(false)
    expect(r.refusals[0]).toMatchObject({ code: 'attacker-in-no-category', clause: { section: 'Das Castle angreifen' } })
    expect(r.refusals.map((x) => x.code)).toEqual(['attacker-in-no-category'])
    expect(r.lines.find((l) => l.key === 'mayAttackSection')?.value).toBe(false)
  })
  it('Magic Blast used: category 3; an ability not shown on the current click cannot be used', () => {
    const mage = shooter('mk-battle-mage', { abilitiesUsed: ['magicBlast'] })
    expect(castleShotReport(shot(mage, sectionTarget(wall()), 8)).sectionAttack?.categories).toEqual([3])
    const hurt = fig('mk-battle-mage', 'mage', 'dave')
    const later = { ...hurt, clicks: [3] } // click 3 has no Magic Blast
    const r = castleShotReport(shot(shooter('mk-battle-mage', { piece: later, abilitiesUsed: ['magicBlast'] }), sectionTarget(wall()), 8))
    expect(r.refusals[0]).toMatchObject({ code: 'ability-not-on-click' })
  })
  it('a figure standing on the section may not attack it', () => {
    const r = castleShotReport(shot(shooter('mk-steam-golem', { standsOn: wall(), elevation: ON_SECTION }), sectionTarget(wall()), 5))
    expect(r.refusals[0].code).toBe('attacker-stands-on-section')
  })
  it('a Universalis model: explosive weapon yes, plain rifle no (R-MK-6a); its range in cm is converted', () => {
    const bazooka: ShotShooter = {
      id: 'u1',
      piece: null,
      section: null,
      standsOn: null,
      elevation: GROUND,
      universalis: { colossus: false, weaponEffects: ['explosive'], rangeCm: 60 },
    }
    const r = castleShotReport({ ...shot(bazooka, sectionTarget(wall()), 20), horizontalDistanceCm: 50 })
    expect(r.allowed).toBe(true)
    expect(r.rangeIn).toBeCloseTo(60 / 2.54, 12)
    const rifle = { ...bazooka, universalis: { colossus: false, weaponEffects: [], rangeCm: 60 } }
    expect(castleShotReport({ ...shot(rifle, sectionTarget(wall()), 20), horizontalDistanceCm: 50 }).refusals[0].code).toBe(
      'universalis-attacker-not-heavy',
    )
    const never = castleShotReport(
      { ...shot(bazooka, sectionTarget(wall()), 20), horizontalDistanceCm: 50 },
      { ...DEFAULT_MK_CASTLE_SETTINGS, universalisSectionAttack: 'never' },
    )
    expect(never.allowed).toBe(false)
  })
})

describe('rolling a castle shot (core 7)', () => {
  it('Steam Golem at the Bone Golem on the wall: attack 10 + 6 + 4 = 20 reaches 20: hit for 4 clicks', () => {
    const input = shot(shooter('mk-steam-golem'), target('mk-bone-golem', { standsOn: wall(), elevation: ON_SECTION }), 6)
    const r = rollCastleShot(scriptedDice([6, 4]), input)
    expect(r.ok && r.value.roll).toMatchObject({ total: 20, opponentTotal: 20, hit: true })
    expect(r.ok && r.value.damageClicks).toBe(4)
    const miss = rollCastleShot(scriptedDice([5, 4]), input)
    expect(miss.ok && miss.value.damageClicks).toBe(0)
  })
  it('a refused shot does not roll', () => {
    const dice = scriptedDice([])
    const r = rollCastleShot(dice, shot(sectionShooter(citadel), target('mk-crossbowman'), 3))
    expect(r.ok ? null : r.refusal.code).toBe('within-section-minimum-range')
    expect(dice.log).toEqual([])
  })
  it("no Mage Knight roll for a Universalis shooter: the caller's mistake, thrown before any die", () => {
    const dice = scriptedDice([])
    const bazooka: ShotShooter = {
      id: 'u1',
      piece: null,
      section: null,
      standsOn: null,
      elevation: GROUND,
      universalis: { colossus: false, weaponEffects: ['explosive'], rangeCm: 60 },
    }
    expect(() => rollCastleShot(dice, { ...shot(bazooka, sectionTarget(wall()), 20), horizontalDistanceCm: 50 })).toThrow(
      /^rules\/mageknight\/castle: input: rolling needs an MK shooter/,
    )
    expect(dice.log).toEqual([])
  })
  it('a shooter with neither dial nor card may not attack a section', () => {
    const bare: ShotShooter = { id: 'bare', piece: null, section: null, standsOn: null, elevation: GROUND }
    expect(castleShotReport({ ...shot(bare, sectionTarget(wall()), 20), horizontalDistanceCm: 50 }).refusals.map((x) => x.code)).toEqual([
      'attacker-without-card',
    ])
  })
})

describe('property: the defence of a figure on a wall', () => {
  it('is its defence + the current fortification (ground shooter, outer edge crossed) + 1 height, never anything else', () => {
    const clicks = castleSectionKind('wall').dial.clicks.length - 1 // before the broken-tower click
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: clicks - 1 }),
        fc.boolean(),
        fc.boolean(),
        fc.boolean(),
        (click, edge, shooterOnSection, shooterRaised) => {
          const w = wall(click)
          const fortification = castleSectionKind('wall').dial.clicks[click].fortification?.value as number
          const s = shooter('mk-steam-golem', { elevation: { onCastleSection: shooterOnSection, onRaisedTerrain: shooterRaised } })
          const r = castleShotReport(
            shot(s, target('mk-bone-golem', { standsOn: w, elevation: ON_SECTION }), 6, { lineCrossesOuterEdge: edge }),
          )
          const expected = 16 + (edge && !shooterOnSection ? fortification : 0) + (shooterOnSection || shooterRaised ? 0 : 1)
          expect(r.defence.total).toBe(expected)
        },
      ),
    )
  })
})
