/**
 * The table's corner buttons, "Reset view" and "?", and the `?` overlay: every shortcut of
 * shortcutTable.ts grouped by where it applies, in the chosen language. Printed from the same
 * table the key handlers read, so a changed key shows here at once; every section's keys by the
 * one formatter, keysLabel (the terrain tool's and Dungeons play's digits as a range too).
 */
import { useSightline } from '../StoreContext'
import { vttText, SHORTCUT_ACTION_TEXTS, SHORTCUT_CONTEXT_TEXTS } from '../i18n/vttTexts'
import type { Language } from '../i18n/translations'
import { keysLabel, RESET_VIEW_EVENT, SHORTCUTS, type ShortcutContext } from '../shortcutTable'
import { toggleShortcutHelp, useVttPrefs } from '../store/vttPrefs'
import { DUNGEON_SHORTCUTS } from './dungeonplay/dungeonShortcutTable'
import { DUNGEON_SHORTCUT_TEXTS } from '../i18n/dungeonSetupTexts'
import { TERRAIN_SHORTCUTS } from '../terrainShortcuts'
import { TERRAIN_SHORTCUT_TEXTS, terrainKeyText } from '../i18n/terrainKeyTexts'

const CONTEXTS: readonly ShortcutContext[] = ['general', 'figure', 'camera', 'play', 'siege']

/** The terrain tool's section of the overlay (terrainShortcuts.ts: its keys while its panel is open). */
function TerrainSection({ language }: { language: Language }) {
  return (
    <section>
      <h3>{terrainKeyText('context', language)}</h3>
      <table className="ruling-rows">
        <tbody>
          {TERRAIN_SHORTCUTS.map((s) => (
            <tr key={s.action} data-testid={`shortcut-${s.action}`}>
              <th scope="row">
                <kbd>{keysLabel(s, language)}</kbd>
              </th>
              <td>{TERRAIN_SHORTCUT_TEXTS[s.action][language]}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  )
}

/** The overlay (`data-testid="shortcut-overlay"`, one row `shortcut-<action>` per shortcut). */
function ShortcutList({ language }: { language: Language }) {
  return (
    <div
      role="dialog"
      aria-modal="false"
      aria-labelledby="shortcut-title"
      data-testid="shortcut-overlay"
      style={{
        position: 'absolute',
        inset: '8% 10% auto 10%',
        maxHeight: '84%',
        overflow: 'auto',
        background: 'rgba(255,255,255,0.97)',
        border: '1px solid #889',
        borderRadius: 6,
        padding: '0.5rem 1rem',
        zIndex: 20,
        boxShadow: '0 4px 16px rgba(0,0,0,0.25)',
      }}
    >
      <h2 id="shortcut-title" style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
        {vttText('shortcutsTitle', language)}
        <button type="button" data-testid="shortcut-close" onClick={() => toggleShortcutHelp(false)}>
          {vttText('close', language)}
        </button>
      </h2>
      {CONTEXTS.map((context) => (
        <section key={context}>
          <h3>{SHORTCUT_CONTEXT_TEXTS[context][language]}</h3>
          <table className="ruling-rows">
            <tbody>
              {SHORTCUTS.filter((s) => s.context === context).map((s) => (
                <tr key={s.action} data-testid={`shortcut-${s.action}`}>
                  <th scope="row">
                    <kbd>{keysLabel(s, language)}</kbd>
                  </th>
                  <td>{SHORTCUT_ACTION_TEXTS[s.action][language]}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ))}
      <DungeonShortcutList language={language} />
      <TerrainSection language={language} />
    </div>
  )
}

/** The Dungeons play keys (panels/dungeonplay/dungeonShortcutTable.ts), one row `shortcut-dungeon-<action>` each. */
function DungeonShortcutList({ language }: { language: Language }) {
  return (
    <section data-testid="shortcut-dungeon">
      <h3>{DUNGEON_SHORTCUT_TEXTS.title[language]}</h3>
      <table className="ruling-rows">
        <tbody>
          {DUNGEON_SHORTCUTS.map((s) => (
            <tr key={s.action} data-testid={`shortcut-dungeon-${s.action}`}>
              <th scope="row">
                <kbd>{keysLabel(s, language)}</kbd>
              </th>
              <td>{DUNGEON_SHORTCUT_TEXTS[s.action][language]}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  )
}

/** Corner buttons over the table and, when open, the shortcut list. */
export function ShortcutOverlay() {
  const language = useSightline((s) => s.language)
  const open = useVttPrefs((s) => s.helpOpen)
  const helpLabel = vttText('shortcutsButton', language)
  return (
    <>
      <div style={{ position: 'absolute', right: 8, bottom: 8, display: 'flex', gap: 6, zIndex: 10 }}>
        <button type="button" data-testid="reset-view" onClick={() => window.dispatchEvent(new Event(RESET_VIEW_EVENT))}>
          {SHORTCUT_ACTION_TEXTS.resetView[language]}
        </button>
        <button
          type="button"
          data-testid="shortcut-help"
          aria-label={helpLabel}
          title={helpLabel}
          aria-expanded={open}
          onClick={() => toggleShortcutHelp()}
        >
          ?
        </button>
      </div>
      {open && <ShortcutList language={language} />}
    </>
  )
}
