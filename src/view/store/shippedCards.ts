import { loadCardLibrary } from '../../scene/cards/library'
import type { CardLibrary } from '../../scene/cards/unitCard'

/**
 * The shipped Universalis card library, parsed once for the whole store. validateScene parses it
 * on every call unless handed one (about 50 ms): the editors' checks run on pointer moves, the
 * siege palette lists its cards, and a paste is checked against it.
 */
let shipped: CardLibrary | null = null
export const shippedCardLibrary = (): CardLibrary => (shipped ??= loadCardLibrary())
