/**
 * A Mage Knight figure's combat dial as printed (core 2): each dial a strip of its clicks, speed,
 * attack, defence and damage with their special abilities, the click in the window now marked
 * and the start click named; a large figure shows one strip per section, active or inactive
 * (three skulls, 000 "Kampfscheiben"). Above the strips what the window shows now, the range and
 * targets, and the action tokens (core 4). Damage turns the marked click to the right.
 */
import { useSightline, useSightlineStore } from '../../StoreContext'
import { uiText, type Language, type UiTextKey } from '../../i18n/translations'
import { abilityName, speedSymbolName } from '../../i18n/mkPlayTexts'
import { mkSectionName } from '../../i18n/mkLargeTexts'
import type { MkCellView, MkDialView, MkFigureSheet } from '../../ports'

const ROWS = [
  ['first', 'mkSpeed'],
  ['attack', 'mkAttack'],
  ['defence', 'mkDefence'],
  ['damage', 'mkDamage'],
] as const

function Cell({ cell, language }: { cell: MkCellView; language: Language }) {
  const shown = cell.value === 'skull' ? '☠' : cell.value === 'brokenTower' ? '⛫' : cell.value === null ? '–' : String(cell.value)
  const names = cell.abilities.map((a) => abilityName(a, language)).join(', ')
  return (
    <span className={cell.yellowSquare ? 'mk-cell yellow' : 'mk-cell'} title={names || undefined}>
      {shown}
      {cell.abilities.length > 0 && <sup className="mk-ability-dot">●</sup>}
    </span>
  )
}

function DialStrip({
  dial,
  index,
  language,
  chosen,
  multi,
}: {
  dial: MkDialView
  index: number
  language: Language
  chosen: boolean
  multi: boolean
}) {
  const store = useSightlineStore()
  const t = (key: UiTextKey) => uiText(key, language)
  const name = dial.name ? `${t('mkSection')} ${mkSectionName(dial.name, language)}` : t('mkDialPanel')
  return (
    <div
      className={`mk-dial${dial.inactive ? ' inactive' : ''}${chosen ? ' chosen' : ''}`}
      data-testid={`mk-dial-${index}`}
      data-click={dial.current}
      data-inactive={dial.inactive}
    >
      <h4>
        {multi ? (
          <label>
            <input
              type="radio"
              name="mk-dial"
              data-testid={`mk-choose-dial-${index}`}
              checked={chosen}
              onChange={() => store.getState().setMkDial(index)}
              disabled={dial.inactive}
            />{' '}
            {name}
          </label>
        ) : (
          name
        )}{' '}
        <span className={dial.inactive ? 'error' : 'hint'}>{dial.inactive ? t('mkInactive') : t('mkActive')}</span>
      </h4>
      <p className="mk-now" data-testid={`mk-now-${index}`}>
        {t('mkSpeed')} {dial.now.speed ?? '–'} ({speedSymbolName(dial.speedSymbol, language)}) · {t('mkAttack')} {dial.now.attack} ·{' '}
        {t('mkDefence')} {dial.now.defence} · {t('mkDamage')} {dial.now.damage} · {t('mkRange')} {dial.rangeIn} {t('mkInches')} ·{' '}
        {t('mkTargets')} {dial.targets}
        {dial.now.abilities.length > 0 && (
          <>
            {' '}
            · {t('mkAbilities')}: {dial.now.abilities.map((a) => abilityName(a, language)).join(', ')}
          </>
        )}
      </p>
      <table className="mk-strip">
        <thead>
          <tr>
            <th>{t('mkClick')}</th>
            {dial.clicks.map((_, i) => (
              <th key={i} className={i === dial.current ? 'now' : i < dial.start ? 'before-start' : undefined}>
                {i}
                {i === dial.start ? ` (${t('mkStartClick')})` : ''}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {ROWS.map(([field, label]) => (
            <tr key={field}>
              <th scope="row">{t(label)}</th>
              {dial.clicks.map((c, i) => (
                <td key={i} className={i === dial.current ? 'now' : i < dial.start ? 'before-start' : undefined}>
                  <Cell cell={c[field]} language={language} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

export function MkDialPanel({ sheet, testId = 'mk-dial-panel' }: { sheet: MkFigureSheet; testId?: string }) {
  const language = useSightline((s) => s.language)
  const chosenDial = useSightline((s) => s.mkplay.dial)
  const t = (key: UiTextKey) => uiText(key, language)
  return (
    <div className="mk-dial-panel" data-testid={testId} data-figure={sheet.id} data-clicks={sheet.dials.map((d) => d.current).join(',')}>
      <h3>
        {sheet.id} · {sheet.side} · {sheet.points} {t('mkArmyPoints')}
        {sheet.eliminated ? ` · ${t('mkEliminated')}` : ''}
      </h3>
      <p data-testid="mk-tokens" data-tokens={sheet.actionTokens}>
        {t('mkTokens')}: {'●'.repeat(sheet.actionTokens)}
        {'○'.repeat(Math.max(0, 2 - sheet.actionTokens))} ({sheet.actionTokens}){sheet.actedThisTurn ? ` · ${t('mkActed')}` : ''}
      </p>
      {sheet.dials.map((d, i) => (
        <DialStrip
          key={i}
          dial={d}
          index={i}
          language={language}
          chosen={sheet.dials.length > 1 && i === chosenDial}
          multi={sheet.dials.length > 1}
        />
      ))}
    </div>
  )
}
