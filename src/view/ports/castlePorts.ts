/**
 * The real castle ports: the judge's castle calls (src/judge/castle/). A click of damage rolls
 * its dice here (a die of clicks for each figure on a section that falls) from the seed the store
 * hands over and records, reported in the rules' lines.
 */
import {
  carryAlong,
  damageSectionClick,
  defaultSiegeSides,
  judgeCastleSetup,
  judgeCastleShot,
  ladderAt,
  plankAt,
  repairSectionClick,
  sectionViews,
  seededDice,
  togglePortal,
} from '../../judge'
import type { CastlePorts } from '../store/siege/types'

export function judgeCastlePorts(): CastlePorts {
  return {
    sections: sectionViews,
    defaultSides: defaultSiegeSides,
    checkSetup: (world, sides) => judgeCastleSetup(world, sides),
    judgeShot: (world, fromId, toId, options) => judgeCastleShot(world, fromId, toId, options),
    togglePortal: (world, sectionId, portalId) => togglePortal(world, sectionId, portalId),
    changeDial: (world, sectionId, delta, seed) =>
      delta > 0 ? damageSectionClick(world, sectionId, seededDice(seed)) : repairSectionClick(world, sectionId),
    ladderAt,
    plankAt,
    carryAlong,
  }
}
