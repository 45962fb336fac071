/**
 * The card library files shipped in models/cards/, imported as JSON so that the same code runs
 * under Vite (the view), tsx (the command line) and vitest without reading the file system.
 * A new faction file is added here and nowhere else (models/README.md).
 */
import ashenRaiders from '../../../models/cards/ashen-raiders.json'
import castleGuard from '../../../models/cards/castle-guard.json'
import orbitalMarines from '../../../models/cards/orbital-marines.json'
import type { CardFileInput } from './library'

export const SHIPPED_CARD_FILES: readonly CardFileInput[] = [
  { name: 'castle-guard.json', value: castleGuard },
  { name: 'ashen-raiders.json', value: ashenRaiders },
  { name: 'orbital-marines.json', value: orbitalMarines },
]
