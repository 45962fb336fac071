/**
 * The cover heat map's panel (issue 15): the question (seen from a figure, a side or all
 * enemies; the standing side; size profile; level; cell size; what colours the cells), compute
 * and cancel with a progress bar, a stale map's offer to compute again, the legend in the
 * colours the table shows, and the ruling of the cell under the pointer. The map itself is
 * drawn on the table (three/HeatmapOverlay.tsx); every value here is the judge's.
 */
import { useMemo, type ReactNode } from 'react'
import { SIZE_PROFILES } from '../../scene/sizeProfiles'
import { useSightline, useSightlineStore } from '../StoreContext'
import { heatmapText, legendLabel, levelLabel, type HeatmapTextKey } from '../i18n/heatmapTexts'
import type { Language } from '../i18n/translations'
import { formatDecimal } from '../i18n/vttTexts'
import { DEFAULT_HEATMAP_LEVEL, HEATMAP_METRICS, heatmapLevels, legendOf, type HeatmapMetric } from '../ports'
import { leftOutOf } from '../store/heatmap/actions'
import { cellView, mapIsStale } from '../store/heatmap/cells'
import { HEATMAP_STEPS, type HeatmapNotice } from '../store/heatmap/types'
import { HeatmapCellRows } from './HeatmapCellRows'

const METRIC_KEYS: Record<HeatmapMetric, HeatmapTextKey> = {
  cover: 'metricCover',
  sight: 'metricSight',
  hidden: 'metricHidden',
  count: 'metricCount',
}

/** A labelled select (`data-testid="heatmap-<name>"`). */
function Choice({
  name,
  label,
  value,
  onChange,
  children,
}: {
  name: string
  label: string
  value: string
  onChange: (value: string) => void
  children: ReactNode
}) {
  return (
    <label style={{ display: 'grid', gap: '0.15rem' }}>
      {label}
      <select data-testid={`heatmap-${name}`} value={value} onChange={(e) => onChange(e.target.value)}>
        {children}
      </select>
    </label>
  )
}

const REFUSAL_KEYS = { noLevel: 'reasonNoLevel', blocked: 'reasonBlocked', figure: 'reasonFigure', pending: 'reasonPending' } as const

function noticeText(notice: HeatmapNotice, language: Language, levelName: (id: string) => string): string {
  if (notice.kind === 'cannotStand')
    return heatmapText(notice.by ? 'noticeCannotStandBy' : 'noticeCannotStand', language, {
      id: notice.figureId,
      reason: heatmapText(REFUSAL_KEYS[notice.reason], language),
      level: levelName(notice.level),
      by: notice.by ?? '',
    })
  if (notice.kind === 'moved')
    return heatmapText('noticeMoved', language, {
      id: notice.figureId,
      x: formatDecimal(notice.x, 2, language),
      z: formatDecimal(notice.z, 2, language),
    })
  if (notice.kind === 'targetIsShooter') return heatmapText('noticeTargetIsShooter', language, { id: notice.figureId })
  return heatmapText('noticeNeedTarget', language)
}

const FIELD_KEYS: Record<string, HeatmapTextKey> = { from: 'from', side: 'side', profile: 'profile', step: 'step', level: 'level' }

/** The heat map panel (`data-testid="heatmap-panel"`). */
export function HeatmapPanel() {
  const store = useSightlineStore()
  const language = useSightline((s) => s.language)
  const scene = useSightline((s) => s.scene)
  const heatmap = useSightline((s) => s.heatmap)
  const revision = useSightline((s) => s.rules.revision)
  const targetId = useSightline((s) => s.targetId)
  const { choice, status, progress, map, error, hover, notice } = heatmap
  const set = store.getState().setHeatmapChoice
  const t = (key: HeatmapTextKey, params?: Record<string, string | number>) => heatmapText(key, language, params)
  const figures = scene?.figures ?? []
  const sides = [...new Set(figures.map((f) => f.side))]
  // Every level the judge takes on this table for the profile: the table, the highest surface, each solid top as wide as its base (R-HM.4).
  const levels = useMemo(() => (scene ? heatmapLevels(scene, choice.profile) : []), [scene, choice.profile])
  const running = status === 'running'
  // A map goes stale with the scene, the question's controls (colouring aside) and the rule profile in use;
  // a run under way with the same (its question is known from its start): it goes on answering the old one.
  const question = running ? (heatmap.running ?? map) : map
  const stale = question != null && mapIsStale(question, scene, { choice, revision, leftOut: leftOutOf(choice, targetId) })
  const levelName = (id: string) => {
    const level = scene ? heatmapLevels(scene).find((l) => l.id === id) : undefined
    return level ? levelLabel(level, language) : id
  }
  const shooters = map?.shooters.length ?? 1
  return (
    <section className="panel" data-testid="heatmap-panel">
      <h2>{t('title')}</h2>
      <p className="hint">{t('hint')}</p>
      <div style={{ display: 'grid', gap: '0.4rem' }}>
        <Choice name="from" label={t('from')} value={choice.from} onChange={(from) => set({ from })}>
          {figures.map((f) => (
            <option key={`f:${f.id}`} value={f.id}>
              {/* As the figure list names a figure (FigureList.tsx): its id, its name beside it; "Figure r-captain" named neither well. */}
              {f.name ? `${f.id} · ${f.name}` : f.id}
            </option>
          ))}
          {sides
            .filter((s) => !figures.some((f) => f.id === s))
            .map((s) => (
              <option key={`s:${s}`} value={s}>
                {t('fromSide', { side: s })}
              </option>
            ))}
          <option value="all">{t('fromAll')}</option>
        </Choice>
        <Choice name="side" label={t('side')} value={choice.side ?? ''} onChange={(side) => set({ side: side || null })}>
          <option value="">{t('sideAuto')}</option>
          {sides.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </Choice>
        <Choice
          name="profile"
          label={t('profile')}
          value={choice.profile}
          onChange={(p) => set({ profile: SIZE_PROFILES.find((s) => s === p) ?? 'medium' })}
        >
          {SIZE_PROFILES.map((p) => (
            <option key={p} value={p}>
              {t(p)}
            </option>
          ))}
        </Choice>
        <Choice
          name="level"
          label={t('level')}
          value={choice.level}
          onChange={(level) => set({ level: levels.find((l) => l.id === level)?.id ?? DEFAULT_HEATMAP_LEVEL })}
        >
          {levels.map((level) => (
            <option key={level.id} value={level.id}>
              {levelLabel(level, language)}
            </option>
          ))}
        </Choice>
        <Choice name="step" label={t('step')} value={String(choice.step)} onChange={(step) => set({ step: Number(step) })}>
          {[...new Set([...HEATMAP_STEPS, choice.step])].map((s) => (
            <option key={s} value={String(s)}>
              {formatDecimal(s, Number.isInteger(s) ? 0 : 1, language)} cm
            </option>
          ))}
        </Choice>
        <Choice
          name="metric"
          label={t('metric')}
          value={choice.metric}
          onChange={(m) => set({ metric: HEATMAP_METRICS.find((x) => x === m) ?? 'cover' })}
        >
          {HEATMAP_METRICS.map((m) => (
            <option key={m} value={m}>
              {t(METRIC_KEYS[m])}
            </option>
          ))}
        </Choice>
        <label>
          <input
            type="checkbox"
            data-testid="heatmap-adaptive"
            checked={choice.adaptive}
            onChange={(e) => set({ adaptive: e.target.checked })}
          />
          {t('adaptive')}
        </label>
        <label>
          <input
            type="checkbox"
            data-testid="heatmap-without-target"
            checked={choice.withoutTarget}
            onChange={(e) => set({ withoutTarget: e.target.checked })}
          />
          {t('withoutTarget')}
        </label>
        <div style={{ display: 'flex', gap: '0.4rem' }}>
          <button type="button" data-testid="heatmap-run" onClick={() => void store.getState().startHeatmap()}>
            {t(map && stale ? 'rerun' : 'run')}
          </button>
          <button type="button" data-testid="heatmap-cancel" disabled={!running} onClick={() => store.getState().cancelHeatmap()}>
            {t('cancel')}
          </button>
        </div>
      </div>
      {/* Before the first cells come back (workers starting, the first pass's batch) a player must still see work going on. */}
      {status === 'running' && !progress && (
        <div data-testid="heatmap-status" data-status="starting">
          <progress data-testid="heatmap-progress" style={{ width: '100%' }} />
          <p className="hint">{t('starting')}</p>
        </div>
      )}
      {progress && (
        <div data-testid="heatmap-status" data-status={status}>
          <progress data-testid="heatmap-progress" value={progress.done} max={progress.total} style={{ width: '100%' }} />
          <p className="hint">
            {status === 'running' &&
              `${t('progress', { ...progress })}, ${t('pass', { pass: progress.pass + 1, passes: progress.passes })}`}
            {status === 'done' && t('done', { ...progress })}
            {status === 'cancelled' && t('cancelled', { ...progress })}
          </p>
        </div>
      )}
      {error && (
        <p className="error" data-testid="heatmap-error" data-field={error.field}>
          {error.field === 'run' ? t('runFailed') : t('badField', { control: t(FIELD_KEYS[error.field] ?? 'from') })} {error.message}
        </p>
      )}
      {stale && (
        <p className="error" data-testid="heatmap-stale" data-running={running}>
          {t(running ? 'staleRunning' : 'stale')}
        </p>
      )}
      {notice && (
        <p className="hint" data-testid="heatmap-notice" data-kind={notice.kind}>
          {noticeText(notice, language, levelName)}
        </p>
      )}
      {map && <Legend metric={choice.metric} shooters={shooters} language={language} />}
      {map && hover !== null && hover < map.values.state.length && (
        <HeatmapCellRows cell={cellView(map, hover)} by={heatmap.hoverBy} language={language} />
      )}
    </section>
  )
}

const HATCHED_LABELS = new Set(['cannot-stand', 'pending'])
const HATCH = 'repeating-linear-gradient(45deg, #0009 0 2px, transparent 2px 5px)'

/** The legend in the table's colours (`data-testid="heatmap-legend"`, entries `data-label`). */
function Legend({ metric, shooters, language }: { metric: HeatmapMetric; shooters: number; language: Language }) {
  return (
    <>
      <h3>{heatmapText('legend', language)}</h3>
      <ul data-testid="heatmap-legend" style={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: '0.2rem' }}>
        {legendOf(metric, shooters).map((entry) => (
          <li
            key={entry.label}
            data-label={entry.label}
            data-color={entry.color}
            style={{ display: 'flex', gap: '0.4rem', alignItems: 'center' }}
          >
            <span
              style={{
                width: '1rem',
                height: '1rem',
                // Hatched as on the table: cells no figure can stand on, and cells not computed yet (their coarse neighbour's colour, dimmed).
                background: HATCHED_LABELS.has(entry.label) ? `${HATCH}, ${entry.color}` : entry.color,
                border: '1px solid #0003',
                display: 'inline-block',
              }}
            />
            {legendLabel(entry.label, shooters, language)}
          </li>
        ))}
      </ul>
    </>
  )
}
