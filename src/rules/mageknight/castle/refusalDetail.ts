import { detailed, type Detailed } from '../../kernel/detail'
import type { Refusal } from './refusals'

/**
 * A castle (or core) refusal as the detail of a line that reports it (the castle report's
 * `castleShotAllowed` and `castleRefusal` rows, `mayAttackSection`). The English detail is the
 * refusal's reason, word for word; the key names the code, so the view says the rule that
 * refuses in German (the reason's ids and numbers are the row's own values and clause).
 */
export function refusalDetail(refusal: Refusal): Detailed {
  const p = { reason: refusal.reason }
  switch (refusal.code) {
    case 'piece-eliminated':
      return detailed('mk.refusal.piece-eliminated', '{reason}', p)
    case 'inactive-dial':
      return detailed('mk.refusal.inactive-dial', '{reason}', p)
    case 'castle-section-not-healed':
      return detailed('mk.refusal.castle-section-not-healed', '{reason}', p)
    case 'large-figure-not-healed':
      return detailed('mk.refusal.large-figure-not-healed', '{reason}', p)
    case 'acted-this-turn':
      return detailed('mk.refusal.acted-this-turn', '{reason}', p)
    case 'pushed-last-turn':
      return detailed('mk.refusal.pushed-last-turn', '{reason}', p)
    case 'no-actions-left':
      return detailed('mk.refusal.no-actions-left', '{reason}', p)
    case 'shooter-in-base-contact':
      return detailed('mk.refusal.shooter-in-base-contact', '{reason}', p)
    case 'bases-block-line-of-fire':
      return detailed('mk.refusal.bases-block-line-of-fire', '{reason}', p)
    case 'out-of-range':
      return detailed('mk.refusal.out-of-range', '{reason}', p)
    case 'section-destroyed':
      return detailed('mk.refusal.section-destroyed', '{reason}', p)
    case 'section-ranged-attacks-only':
      return detailed('mk.refusal.section-ranged-attacks-only', '{reason}', p)
    case 'section-cannot-shoot':
      return detailed('mk.refusal.section-cannot-shoot', '{reason}', p)
    case 'extra-actions-for-sections-only':
      return detailed('mk.refusal.extra-actions-for-sections-only', '{reason}', p)
    case 'not-castle-player':
      return detailed('mk.refusal.not-castle-player', '{reason}', p)
    case 'portal-not-at-turn-start':
      return detailed('mk.refusal.portal-not-at-turn-start', '{reason}', p)
    case 'broken-open-portals-stay-open':
      return detailed('mk.refusal.broken-open-portals-stay-open', '{reason}', p)
    case 'portal-closes-on-base':
      return detailed('mk.refusal.portal-closes-on-base', '{reason}', p)
    case 'line-of-fire-blocked':
      return detailed('mk.refusal.line-of-fire-blocked', '{reason}', p)
    case 'within-section-minimum-range':
      return detailed('mk.refusal.within-section-minimum-range', '{reason}', p)
    case 'long-range-not-available':
      return detailed('mk.refusal.long-range-not-available', '{reason}', p)
    case 'attacker-stands-on-section':
      return detailed('mk.refusal.attacker-stands-on-section', '{reason}', p)
    case 'attacker-in-no-category':
      return detailed('mk.refusal.attacker-in-no-category', '{reason}', p)
    case 'ability-not-on-click':
      return detailed('mk.refusal.ability-not-on-click', '{reason}', p)
    case 'attacker-without-card':
      return detailed('mk.refusal.attacker-without-card', '{reason}', p)
    case 'formation-member-may-not-attack':
      return detailed('mk.refusal.formation-member-may-not-attack', '{reason}', p)
    case 'universalis-section-attacks-off':
      return detailed('mk.refusal.universalis-section-attacks-off', '{reason}', p)
    case 'universalis-attacker-not-heavy':
      return detailed('mk.refusal.universalis-attacker-not-heavy', '{reason}', p)
    case 'gatehouse-has-no-access-points':
      return detailed('mk.refusal.gatehouse-has-no-access-points', '{reason}', p)
    case 'unwieldy-no-access-melee':
      return detailed('mk.refusal.unwieldy-no-access-melee', '{reason}', p)
    case 'unwieldy-no-access-points':
      return detailed('mk.refusal.unwieldy-no-access-points', '{reason}', p)
    case 'front-arc-not-at-open-access-point':
      return detailed('mk.refusal.front-arc-not-at-open-access-point', '{reason}', p)
    case 'no-opponent-at-connected-access-point':
      return detailed('mk.refusal.no-opponent-at-connected-access-point', '{reason}', p)
    case 'target-not-at-connected-access-point':
      return detailed('mk.refusal.target-not-at-connected-access-point', '{reason}', p)
    case 'base-reaches-inside-section':
      return detailed('mk.refusal.base-reaches-inside-section', '{reason}', p)
    case 'base-overhangs-section':
      return detailed('mk.refusal.base-overhangs-section', '{reason}', p)
    case 'access-point-not-open':
      return detailed('mk.refusal.access-point-not-open', '{reason}', p)
    case 'no-other-connected-access-point':
      return detailed('mk.refusal.no-other-connected-access-point', '{reason}', p)
    case 'carries-a-ladder-already':
      return detailed('mk.refusal.carries-a-ladder-already', '{reason}', p)
    case 'carries-no-ladder':
      return detailed('mk.refusal.carries-no-ladder', '{reason}', p)
    case 'ladder-needs-move-action-without-moving':
      return detailed('mk.refusal.ladder-needs-move-action-without-moving', '{reason}', p)
    case 'ladder-only-beside-wall':
      return detailed('mk.refusal.ladder-only-beside-wall', '{reason}', p)
    case 'carrier-not-beside-wall':
      return detailed('mk.refusal.carrier-not-beside-wall', '{reason}', p)
    case 'enemy-at-ladder':
      return detailed('mk.refusal.enemy-at-ladder', '{reason}', p)
    case 'not-at-access-point':
      return detailed('mk.refusal.not-at-access-point', '{reason}', p)
    case 'not-placed-at-connected-access-point':
      return detailed('mk.refusal.not-placed-at-connected-access-point', '{reason}', p)
    case 'ladder-not-standing':
      return detailed('mk.refusal.ladder-not-standing', '{reason}', p)
    case 'not-at-ladder':
      return detailed('mk.refusal.not-at-ladder', '{reason}', p)
    case 'target-not-on-gatehouse-top':
      return detailed('mk.refusal.target-not-on-gatehouse-top', '{reason}', p)
    case 'piece-cannot-move':
      return detailed('mk.refusal.piece-cannot-move', '{reason}', p)
    case 'beyond-speed':
      return detailed('mk.refusal.beyond-speed', '{reason}', p)
    case 'path-through-base':
      return detailed('mk.refusal.path-through-base', '{reason}', p)
    case 'path-blocked':
      return detailed('mk.refusal.path-blocked', '{reason}', p)
    case 'goal-occupied':
      return detailed('mk.refusal.goal-occupied', '{reason}', p)
    case 'no-attack-value':
      return detailed('mk.refusal.no-attack-value', '{reason}', p)
    case 'friendly-target':
      return detailed('mk.refusal.friendly-target', '{reason}', p)
    case 'no-range':
      return detailed('mk.refusal.no-range', '{reason}', p)
    case 'no-target':
      return detailed('mk.refusal.no-target', '{reason}', p)
    case 'target-twice':
      return detailed('mk.refusal.target-twice', '{reason}', p)
    case 'too-many-targets':
      return detailed('mk.refusal.too-many-targets', '{reason}', p)
    case 'outside-front-arc':
      return detailed('mk.refusal.outside-front-arc', '{reason}', p)
    case 'not-in-base-contact':
      return detailed('mk.refusal.not-in-base-contact', '{reason}', p)
    case 'not-your-turn':
      return detailed('mk.refusal.not-your-turn', '{reason}', p)
    case 'game-over':
      return detailed('mk.refusal.game-over', '{reason}', p)
    case 'army-empty':
      return detailed('mk.refusal.army-empty', '{reason}', p)
    case 'army-over-total':
      return detailed('mk.refusal.army-over-total', '{reason}', p)
    case 'unknown-card':
      return detailed('mk.refusal.unknown-card', '{reason}', p)
    case 'unknown-section-kind':
      return detailed('mk.refusal.unknown-section-kind', '{reason}', p)
    case 'unknown-version':
      return detailed('mk.refusal.unknown-version', '{reason}', p)
    case 'castle-not-agreed':
      return detailed('mk.refusal.castle-not-agreed', '{reason}', p)
    case 'piece-id-twice':
      return detailed('mk.refusal.piece-id-twice', '{reason}', p)
    case 'hidden-by-stealth':
      return detailed('mk.refusal.hidden-by-stealth', '{reason}', p)
    case 'no-free-spin':
      return detailed('mk.refusal.no-free-spin', '{reason}', p)
  }
}
