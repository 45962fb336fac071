/**
 * The set-up step of a Dungeons game (002 "Aufbau", "Die Artefaktmarken"; store/dungeonplay/setup.ts):
 * each haunted artifact's dealt tokens by colour (face down, so counts only), the three pools'
 * counts, the seed (editable: a group replays a game by typing its seed), the game's settings with
 * their ruling ids (R-MKD-1 to R-MKD-7, R-MKDJ-4) and Start. The deal is the judge's: a changed seed or
 * setting deals again through the store, the panel only shows the result.
 */
import { useState } from 'react'
import { useSightline, useSightlineStore } from '../../StoreContext'
import type { Language } from '../../i18n/translations'
import { ARTIFACT_NAMES } from '../../i18n/dungeonTexts'
import { DUNGEON_SETTING_TEXTS, dungeonSetupText } from '../../i18n/dungeonSetupTexts'
import type { DungeonGameSettings } from '../../ports'
import { isDungeonSeed } from '../../store/dungeonplay/setup'

/** The settings in the order of their rulings, each with its ruling id (docs/RULINGS.md "Dungeons artifacts (002)"). */
const SETTINGS: readonly { key: keyof DungeonGameSettings; ruling: string }[] = [
  { key: 'diagonalSteps', ruling: 'R-MKD-1' },
  { key: 'adjacency', ruling: 'R-MKD-2' },
  { key: 'frontArcEdgeInside', ruling: 'R-MKD-3' },
  { key: 'flyersIgnoreTerrainCost', ruling: 'R-MKD-4' },
  { key: 'drawChoice', ruling: 'R-MKD-5' },
  { key: 'refresh', ruling: 'R-MKD-6' },
  { key: 'objectAttackCriticals', ruling: 'R-MKD-7' },
  { key: 'spawnsAct', ruling: 'R-MKDJ-4' },
]

const counts = (c: { yellow: number; blue: number; red: number }) => `${c.yellow} / ${c.blue} / ${c.red}`

function SettingRow({
  name,
  ruling,
  value,
  language,
}: {
  name: keyof DungeonGameSettings
  ruling: string
  value: unknown
  language: Language
}) {
  const store = useSightlineStore()
  const texts = DUNGEON_SETTING_TEXTS[name]
  const choices: readonly [string, { en: string; de: string }][] = texts.choices
    ? Object.entries(texts.choices)
    : [
        ['true', { en: dungeonSetupText('settingOn', 'en'), de: dungeonSetupText('settingOn', 'de') }],
        ['false', { en: dungeonSetupText('settingOff', 'en'), de: dungeonSetupText('settingOff', 'de') }],
      ]
  const change = (raw: string) => {
    const next = texts.choices ? raw : raw === 'true'
    store.getState().redealDungeonGame({ settings: { [name]: next } as Partial<DungeonGameSettings> })
  }
  // Label and ruling above, the choice below: the side panel is too narrow for three columns.
  return (
    <li>
      <label htmlFor={`dungeon-setting-${name}`}>{texts.label[language]}</label> <span className="ruling-clause">{ruling}</span>
      <br />
      <select
        id={`dungeon-setting-${name}`}
        data-testid={`dungeon-setting-${name}`}
        value={String(value)}
        onChange={(e) => change(e.target.value)}
      >
        {choices.map(([v, text]) => (
          <option key={v} value={v}>
            {text[language]}
          </option>
        ))}
      </select>
    </li>
  )
}

function SeedField({ seed, language }: { seed: number; language: Language }) {
  const store = useSightlineStore()
  const [typed, setTyped] = useState(String(seed))
  const valid = /^\d+$/.test(typed.trim()) && isDungeonSeed(Number(typed))
  const apply = () => {
    if (valid) store.getState().redealDungeonGame({ seed: Number(typed) })
  }
  return (
    <p>
      <label>
        {dungeonSetupText('setupSeed', language)}:{' '}
        <input
          data-testid="dungeon-setup-seed"
          inputMode="numeric"
          value={typed}
          aria-invalid={!valid}
          onChange={(e) => setTyped(e.target.value)}
          onKeyDown={(e) => e.key === 'Enter' && apply()}
        />
      </label>{' '}
      <button type="button" data-testid="dungeon-setup-seed-apply" disabled={!valid || Number(typed) === seed} onClick={apply}>
        {dungeonSetupText('setupSeedApply', language)}
      </button>
      {!valid && <span className="hint"> {dungeonSetupText('setupSeedInvalid', language)}</span>}
    </p>
  )
}

export function DungeonSetup() {
  const store = useSightlineStore()
  const language = useSightline((s) => s.language)
  const offers = useSightline((s) => s.dungeonplay.offers)
  const session = useSightline((s) => s.dungeonplay.session)
  if (!offers || !session) return null
  const nameOf = (kind: string) =>
    Object.hasOwn(ARTIFACT_NAMES, kind) ? ARTIFACT_NAMES[kind as keyof typeof ARTIFACT_NAMES][language] : kind
  return (
    <div className="dungeon-setup" data-testid="dungeon-setup" data-seed={session.seed} data-draw-choice={session.settings.drawChoice}>
      <h4>{dungeonSetupText('setupTitle', language)}</h4>
      <p className="hint">{dungeonSetupText('setupHint', language)}</p>
      <h5>{dungeonSetupText('setupDealt', language)}</h5>
      <ul>
        {offers.artifacts.map((a) => (
          <li
            key={a.id}
            data-testid={`dungeon-setup-artifact-${a.id}`}
            data-yellow={a.tokens.yellow}
            data-blue={a.tokens.blue}
            data-red={a.tokens.red}
          >
            <strong>{nameOf(a.kind)}</strong> ({a.id}): {counts(a.tokens)}
          </li>
        ))}
      </ul>
      <p data-testid="dungeon-setup-pools" data-yellow={offers.pools.yellow} data-blue={offers.pools.blue} data-red={offers.pools.red}>
        {dungeonSetupText('setupPools', language)}: {counts(offers.pools)}
      </p>
      {/* Keyed by the seed: a new deal (or a seed typed elsewhere) resets what the field shows. */}
      <SeedField key={session.seed} seed={session.seed} language={language} />
      <h5>{dungeonSetupText('setupSettings', language)}</h5>
      <ul className="dungeon-settings">
        {SETTINGS.map((s) => (
          <SettingRow key={s.key} name={s.key} ruling={s.ruling} value={session.settings[s.key]} language={language} />
        ))}
      </ul>
      <button type="button" data-testid="dungeon-setup-start" onClick={() => store.getState().beginDungeonGame()}>
        {dungeonSetupText('setupStart', language)}
      </button>
    </div>
  )
}
