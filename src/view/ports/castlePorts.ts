/**
 * The real castle ports: the judge's castle calls (src/judge/castle*.ts). A click of damage rolls
 * its dice here (a die of clicks for each figure on a section that falls), seeded at random and
 * reported in the rules' lines.
 */
import { damageSectionClick, repairSectionClick, sectionViews, togglePortal } from '../../judge/castle/editor'
import { judgeCastleShot } from '../../judge/castle/shot'
import { defaultSiegeSides, judgeCastleSetup } from '../../judge/castle/setup'
import { carryAlong, ladderAt, plankAt } from '../../judge/castle/planks'
import { seededDice } from '../../rules/kernel/dice'
import type { CastlePorts } from '../store/siege/types'

export function judgeCastlePorts(): CastlePorts {
  return {
    sections: sectionViews,
    defaultSides: defaultSiegeSides,
    checkSetup: (world, sides) => judgeCastleSetup(world, sides),
    judgeShot: (world, fromId, toId, options) => judgeCastleShot(world, fromId, toId, options),
    togglePortal: (world, sectionId, portalId) => togglePortal(world, sectionId, portalId),
    changeDial: (world, sectionId, delta) =>
      delta > 0 ? damageSectionClick(world, sectionId, seededDice(Math.floor(Math.random() * 2 ** 31))) : repairSectionClick(world, sectionId),
    ladderAt,
    plankAt,
    carryAlong,
  }
}
