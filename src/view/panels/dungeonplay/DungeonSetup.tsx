/**
 * The set-up step of a Dungeons game (002 "Aufbau", "Die Artefaktmarken"; store/dungeonplay/setup.ts):
 * each haunted artifact's dealt tokens by colour (face down, so counts only), the three pools'
 * counts, the artifacts a dry pool left short (R-MKD-10), the seed (editable: a group replays a game by typing its seed), the game's settings with
 * their ruling ids (the rule profiles' list and words: dungeonSetupSettings) and Start. The deal is the judge's: a changed seed or
 * setting deals again through the store, the panel only shows the result.
 */
import { useState } from 'react'
import { NO_ITEMS, useSightline, useSightlineStore } from '../../StoreContext'
import type { Language } from '../../i18n/translations'
import { ARTIFACT_NAMES } from '../../i18n/dungeonTexts'
import { dungeonSetupText } from '../../i18n/dungeonSetupTexts'
import { settingLabel, settingValueText } from '../../i18n/profileSettingTexts'
import type { DungeonGameSettings, SettingInfo } from '../../ports'
import { isDungeonSeed } from '../../store/dungeonplay/setup'
import { dealShortfalls } from './dealShortfalls'

const counts = (c: { yellow: number; blue: number; red: number }) => `${c.yellow} / ${c.blue} / ${c.red}`

const artifactName = (kind: string, language: Language) =>
  Object.hasOwn(ARTIFACT_NAMES, kind) ? ARTIFACT_NAMES[kind as keyof typeof ARTIFACT_NAMES][language] : kind

/** Where the Dungeons settings sit in a rule profile (judge/profiles/settingInfo.ts: `mk.dungeons.<key>`). */
const DUNGEON_PATH = 'mk.dungeons.'

/**
 * The Dungeons settings a game is set up with: the rule profiles' own list (judge/profiles
 * settingInfo.ts, through the store), with their ruling ids and allowed values, so the set-up
 * screen offers exactly what the profile editor offers and a setting added there appears here.
 */
export function dungeonSetupSettings(infos: readonly SettingInfo[]): { key: keyof DungeonGameSettings; info: SettingInfo }[] {
  return infos
    .filter((i) => i.group === 'dungeons' && i.path.startsWith(DUNGEON_PATH) && (i.kind === 'enum' || i.kind === 'boolean'))
    .map((info) => ({ key: info.path.slice(DUNGEON_PATH.length) as keyof DungeonGameSettings, info }))
}

function SettingRow({
  name,
  info,
  value,
  language,
}: {
  name: keyof DungeonGameSettings
  info: SettingInfo
  value: unknown
  language: Language
}) {
  const store = useSightlineStore()
  // The words are the profile editor's (i18n/profileSettingTexts.ts): one label and one word per value for both screens.
  const choices: readonly string[] = info.kind === 'enum' ? info.options : ['true', 'false']
  const change = (raw: string) => {
    const next = info.kind === 'boolean' ? raw === 'true' : raw
    store.getState().redealDungeonGame({ settings: { [name]: next } as Partial<DungeonGameSettings> })
  }
  // Label and ruling above, the choice below: the side panel is too narrow for three columns.
  return (
    <li>
      <label htmlFor={`dungeon-setting-${name}`}>{settingLabel(info.path, language)}</label>{' '}
      <span className="ruling-clause">{info.ruling}</span>
      <br />
      <select
        id={`dungeon-setting-${name}`}
        data-testid={`dungeon-setting-${name}`}
        value={String(value)}
        onChange={(e) => change(e.target.value)}
      >
        {choices.map((v) => (
          <option key={v} value={v}>
            {settingValueText(info.path, info.kind === 'boolean' ? v === 'true' : v, language)}
          </option>
        ))}
      </select>
    </li>
  )
}

/** R-MKD-10: the artifacts the deal left short, or nothing when every back got its tokens. */
function PoolDry({ language }: { language: Language }) {
  const offers = useSightline((s) => s.dungeonplay.offers)
  const backs = useSightline((s) => s.dungeonplay.session?.start.dungeon?.artifacts ?? NO_ITEMS)
  const short = offers ? dealShortfalls(backs, offers.artifacts) : []
  if (short.length === 0) return null
  return (
    <div className="hint" data-testid="dungeon-setup-pool-dry" data-count={short.length}>
      <p>{dungeonSetupText('setupPoolDry', language)}</p>
      <ul>
        {short.map((a) => (
          <li key={a.id} data-testid={`dungeon-setup-short-${a.id}`}>
            <strong>{artifactName(a.kind, language)}</strong> ({a.id}): {counts(a.dealt)} {dungeonSetupText('setupDealtOfNamed', language)}{' '}
            {counts(a.named)}
          </li>
        ))}
      </ul>
    </div>
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
  const infos = useSightline((s) => s.rules.settingInfos)
  if (!offers || !session) return null
  const nameOf = (kind: string) => artifactName(kind, language)
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
      <PoolDry language={language} />
      <p data-testid="dungeon-setup-pools" data-yellow={offers.pools.yellow} data-blue={offers.pools.blue} data-red={offers.pools.red}>
        {dungeonSetupText('setupPools', language)}: {counts(offers.pools)}
      </p>
      {/* Keyed by the seed: a new deal (or a seed typed elsewhere) resets what the field shows. */}
      <SeedField key={session.seed} seed={session.seed} language={language} />
      <h5>{dungeonSetupText('setupSettings', language)}</h5>
      <ul className="dungeon-settings">
        {dungeonSetupSettings(infos)
          .filter((s) => Object.hasOwn(session.settings, s.key))
          .map((s) => (
            <SettingRow key={s.key} name={s.key} info={s.info} value={session.settings[s.key]} language={language} />
          ))}
      </ul>
      <button type="button" data-testid="dungeon-setup-start" onClick={() => store.getState().beginDungeonGame()}>
        {dungeonSetupText('setupStart', language)}
      </button>
    </div>
  )
}
