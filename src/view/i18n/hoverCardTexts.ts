/**
 * The hover card's words for a Mage Knight figure (PieceHoverCard.tsx over hoverCardRows.ts), in
 * English and German: the rows' names (merged into UI_TEXT in translations.ts) and the cavalry
 * supplement's mount types and intelligence levels as 003 prints them, English first and the
 * German version's own terms (Reittierart, Intelligenzgrad, Scheu, Unabhängig, Hinterhältig).
 * The shape around the mount symbol stands beside the level, as on the base. No imports:
 * translations.ts reads it while it is being built.
 */
const term = (en: string, de: string) => ({ en, de })

export const HOVER_CARD_UI_TEXT = {
  hoverMountType: term('Mount type', 'Reittierart'),
  hoverIntelligence: term('Intelligence level', 'Intelligenzgrad'),
  hoverRider: term('Rider', 'Reiter'),
  hoverRidesOn: term('Rides', 'Reitet'),
  hoverRiderNone: term('none (no rider)', 'keiner (ohne Reiter)'),
}

/** 003 "Mounts": the eight mount types (scene/mageknight/cavalry.ts MOUNT_TYPES). */
export const MOUNT_TYPE_WORDS: Readonly<Record<string, { en: string; de: string }>> = Object.assign(Object.create(null), {
  battleHorse: term('Battle Horse', 'Schlachtross'),
  cloudGriffon: term('Cloud Griffon', 'Wolkengreif'),
  desertWarbird: term('Desert Warbird', 'Wüsten-Raubvogel'),
  hornedStag: term('Horned Stag', 'Hirsch'),
  pegasus: term('Pegasus', 'Pegasus'),
  salamander: term('Salamander', 'Salamander'),
  skyDragon: term('Sky Dragon', 'Himmelsdrache'),
  technocat: term('Technocat', 'Technokatze'),
})

/** 003 "Intelligence Levels": circle, pentagon, square (INTELLIGENCE_LEVELS). */
export const INTELLIGENCE_WORDS: Readonly<Record<string, { en: string; de: string }>> = Object.assign(Object.create(null), {
  skittish: term('Skittish ●', 'Scheu ●'),
  independent: term('Independent ◆', 'Unabhängig ◆'),
  meanSpirited: term('Mean-spirited ■', 'Hinterhältig ■'),
})
