/**
 * The castle modifiers of a shot at or from a castle (`data-testid="castle-panel"`, rows
 * `castle-<key>`): shooter and target are the chosen pair unless picked here (castle sections
 * too), the rows are the judge's castle report (src/judge/castle/shot.ts), the same the command
 * line prints with `--castle` (for the default choices). The shooter's choices (long range,
 * abilities; `castle-long-range`, `castle-abilities-auto`, `castle-ability-<a>`) go to the judge.
 * Below it the sections' dials and portals (SectionList.tsx).
 */
import { useSightline, useSightlineStore } from '../StoreContext'
import { uiText, type Language, type UiTextKey } from '../i18n/translations'
import { MK_ABILITY_GERMAN, type MkAbility } from '../../scene/mageknight/dial'
import type { ShotChoices } from '../store/siege/types'
import { RulingRows, Verdict } from './RulingRows'
import { SectionList } from './SectionList'
import { SiegeMessageView } from './SiegeMessageView'
import { CASTLE_RANGED_ABILITIES } from '../ports'

function RefSelect({
  label,
  value,
  options,
  onChange,
  testId,
}: {
  label: string
  value: string | null
  options: string[]
  onChange: (id: string | null) => void
  testId: string
}) {
  return (
    <label className="castle-ref">
      {label}{' '}
      <select data-testid={testId} value={value ?? ''} onChange={(e) => onChange(e.target.value || null)}>
        <option value="">—</option>
        {options.map((id) => (
          <option key={id} value={id}>
            {id}
          </option>
        ))}
      </select>
    </label>
  )
}

/**
 * The shooter's choices the rules leave to the player: the long-range attack (R-MK-5a: by
 * default exactly when needed) and, for a Mage Knight shooter, the castle-relevant abilities it
 * uses (R-SE-3: by default those its click shows). The rows below show what the judge made of them.
 */
function ShotChoicesForm({ language, mkShooter, used }: { language: Language; mkShooter: boolean; used: readonly string[] }) {
  const store = useSightlineStore()
  const choices = useSightline((s) => s.siege.shotChoices)
  const t = (key: UiTextKey) => uiText(key, language)
  const set = (over: Partial<ShotChoices>) => store.getState().setShotChoices(over)
  const current = choices.abilities ?? used
  const toggle = (a: MkAbility, on: boolean) =>
    set({ abilities: CASTLE_RANGED_ABILITIES.filter((x) => (x === a ? on : current.includes(x))) })
  return (
    <fieldset className="castle-choices" data-testid="castle-choices">
      <legend>{t('shotChoices')}</legend>
      <label>
        {t('longRangeChoice')}{' '}
        <select
          data-testid="castle-long-range"
          value={choices.longRange}
          onChange={(e) => set({ longRange: e.target.value as ShotChoices['longRange'] })}
        >
          <option value="auto">{t('longRangeAuto')}</option>
          <option value="use">{t('longRangeUse')}</option>
          <option value="refuse">{t('longRangeRefuse')}</option>
        </select>
      </label>
      {mkShooter && (
        <div className="castle-abilities">
          <span>{t('abilitiesChoice')}:</span>
          <label>
            <input
              type="checkbox"
              data-testid="castle-abilities-auto"
              checked={choices.abilities === null}
              onChange={(e) => set({ abilities: e.target.checked ? null : ([...used] as MkAbility[]) })}
            />
            {t('abilitiesAuto')}
          </label>
          {CASTLE_RANGED_ABILITIES.map((a) => (
            <label key={a}>
              <input
                type="checkbox"
                data-testid={`castle-ability-${a}`}
                checked={current.includes(a)}
                onChange={(e) => toggle(a, e.target.checked)}
              />
              {language === 'de' ? MK_ABILITY_GERMAN[a] : `${a} (${MK_ABILITY_GERMAN[a]})`}
            </label>
          ))}
        </div>
      )}
    </fieldset>
  )
}

export function CastlePanel() {
  const store = useSightlineStore()
  const language = useSightline((s) => s.language)
  const scene = useSightline((s) => s.scene)
  const castle = useSightline((s) => s.castle)
  if (!scene?.castle || scene.castle.sections.length === 0) return null
  const refs = [...scene.figures.map((f) => f.id), ...scene.castle.sections.map((s) => s.id)]
  const choose = (from: string | null, to: string | null) => store.getState().setCastlePair(from, to)
  const mkShooter = scene.figures.some((f) => f.id === castle.from && f.mk !== undefined)
  const usedRow = castle.shot?.rows.find((r) => r.key === 'abilitiesUsed')
  const usedAbilities = typeof usedRow?.value === 'string' && usedRow.value !== 'none' ? usedRow.value.split(', ') : []
  return (
    <section className="panel" data-testid="castle-panel" data-from={castle.from ?? ''} data-to={castle.to ?? ''}>
      <h2>{uiText('castleReport', language)}</h2>
      <div className="castle-pair">
        <RefSelect
          label={uiText('castleShooter', language)}
          value={castle.from}
          options={refs}
          onChange={(id) => choose(id, castle.to)}
          testId="castle-from"
        />
        <RefSelect
          label={uiText('castleTarget', language)}
          value={castle.to}
          options={refs}
          onChange={(id) => choose(castle.from, id)}
          testId="castle-to"
        />
      </div>
      {!castle.shot && !castle.shotError && <p className="hint">{uiText('castleHint', language)}</p>}
      {castle.shotError && (
        <p className="error" data-testid="castle-error">
          {uiText('judgeFailed', language)}: {castle.shotError}
        </p>
      )}
      {castle.shot && <Verdict verdict={castle.shot.verdict} language={language} prefix="castle" />}
      {castle.shot && <ShotChoicesForm language={language} mkShooter={mkShooter} used={usedAbilities} />}
      {castle.shot && <RulingRows lines={castle.shot.rows} language={language} prefix="castle" />}
      <SiegeMessageView />
      <SectionList />
    </section>
  )
}
