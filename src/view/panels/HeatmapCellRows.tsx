/**
 * The ruling of the heat map's cell under the pointer (`data-testid="heatmap-cell"`, rows
 * `heatmap-cell-<key>` with the raw value in `data-raw`): where it is, whether a figure of the
 * profile can stand there, how many shooters see it, the visible and hidden shares and the
 * worst cover among those that see. Values as the judge gave them, only formatted.
 */
import { heatmapText, type HeatmapTextKey } from '../i18n/heatmapTexts'
import type { Language } from '../i18n/translations'
import { formatDecimal } from '../i18n/vttTexts'
import type { CellState, CellView } from '../store/heatmap/cells'

const STATE_KEYS: Record<CellState, HeatmapTextKey> = {
  pending: 'statePending',
  judged: 'stateJudged',
  inferred: 'stateInferred',
  noLevel: 'stateNoLevel',
  blocked: 'stateBlocked',
  figure: 'stateFigure',
}

/** Rows whose label alone can puzzle (visible and hidden shares both 100 % in a wood): their hint, shown on hover. */
const HINTS: ReadonlyMap<HeatmapTextKey, HeatmapTextKey> = new Map([
  ['visible', 'visibleHint'],
  ['hidden', 'hiddenHint'],
])

/** `testIds` false: the card beside the pointer (HeatmapOverlay), whose rows must not clash with the panel's ids. */
export function HeatmapCellRows({
  cell,
  language,
  by = null,
  testIds = true,
}: {
  cell: CellView
  language: Language
  /** The piece or figure in the way (or hung off), where the judge names one (store hoverBy). */
  by?: string | null
  testIds?: boolean
}) {
  const t = (key: HeatmapTextKey, params?: Record<string, string | number>) => heatmapText(key, language, params)
  const hintOf = (label: HeatmapTextKey): string | undefined => {
    const hint = HINTS.get(label)
    return hint === undefined ? undefined : t(hint)
  }
  const cm = (v: number) => `${formatDecimal(v, 2, language)} cm`
  const percent = (v: number) => `${formatDecimal(v * 100, 0, language)} %`
  const standing = cell.state === 'judged' || cell.state === 'inferred'
  const rows: [string, HeatmapTextKey, string, string][] = [
    ['at', 'cell', `(${cm(cell.x)}, ${cm(cell.z)})`, `${cell.x},${cell.z}`],
    ['state', 'cellState', t(STATE_KEYS[cell.state]), cell.state],
  ]
  if (!standing && by) rows.push(['by', 'refusedBy', by, by])
  if (standing) {
    rows.push(
      ['height', 'standHeight', cm(cell.y ?? 0), String(cell.y)],
      ['seeing', 'seeing', `${cell.seeing} / ${cell.shooters}`, String(cell.seeing)],
      ['visible', 'visible', percent(cell.visible), String(cell.visible)],
      ['hidden', 'hidden', cell.hidden === null ? t('noneSees') : percent(cell.hidden), String(cell.hidden)],
      ['cover', 'cover', cell.cover === null ? t('unseen') : t(cell.cover), String(cell.cover)],
    )
  }
  return (
    <table className="ruling-rows" data-testid={testIds ? 'heatmap-cell' : undefined} data-cell={cell.cell}>
      <tbody>
        {rows.map(([key, label, text, raw]) => (
          <tr key={key} data-key={key}>
            <th scope="row" title={hintOf(label)}>
              {t(label)}
              {hintOf(label) && <span className="muted"> ⓘ</span>}
            </th>
            <td data-testid={testIds ? `heatmap-cell-${key}` : undefined} data-raw={raw}>
              {text}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
