/**
 * Rows of a ruling as the judge returned them: label (translated by key), value, detail and
 * the clause it rests on. Shared by the sight ruling and the ledge probe. Test hooks:
 * `data-testid="<prefix>-<key>"` per row and `<prefix>-<key>-value` on the value.
 */
import { formatLineValue } from '../i18n/formatValues'
import { detailText } from '../i18n/detailTexts'
import { rulingLabel, type Language } from '../i18n/translations'
import type { RulingLine } from '../ports'
import { clauseText } from '../i18n/clauseTexts'

/** What the judge's verdict carries: its English and its key with values (src/judge/verdicts.ts). */
type Said = { detail?: string; detailKey?: string; params?: Readonly<Record<string, string | number>> }

/**
 * The judge's one-line verdict above the rows, the sentence the command line prints
 * (`data-testid="<prefix>-verdict"`), in the reader's language.
 */
export function Verdict({ verdict, language, prefix }: { verdict: Said; language: Language; prefix: string }) {
  const text = detailText(verdict, language)
  if (!text) return null
  return (
    <p className="ruling-verdict" data-testid={`${prefix}-verdict`} data-key={verdict.detailKey}>
      <strong>{text}</strong>
    </p>
  )
}

/** The judge's lines as a definition table. */
export function RulingRows({ lines, language, prefix }: { lines: readonly RulingLine[]; language: Language; prefix: string }) {
  return (
    <table className="ruling-rows">
      <tbody>
        {lines.map((line, i) => (
          <RulingRow key={`${line.key}-${i}`} line={line} language={language} prefix={prefix} />
        ))}
      </tbody>
    </table>
  )
}

function RulingRow({ line, language, prefix }: { line: RulingLine; language: Language; prefix: string }) {
  const value = formatLineValue(line, language)
  // The judge's detail often repeats the value ("41.3 %"): say it once. German from its key and values, never the rules' English.
  const said = detailText(line, language)
  const detail = said && said.trim() !== value ? said : null
  return (
    <tr data-testid={`${prefix}-${line.key}`} data-key={line.key}>
      <th scope="row">{rulingLabel(line.key, language)}</th>
      <td>
        <div className="ruling-value" data-testid={`${prefix}-${line.key}-value`} data-raw={String(line.value)}>
          {value}
        </div>
        {detail && <div className="ruling-detail">{detail}</div>}
        <div className="ruling-clause" data-testid={`${prefix}-${line.key}-clause`}>
          {clauseText(line.clause, language)}
        </div>
      </td>
    </tr>
  )
}
