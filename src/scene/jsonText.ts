/**
 * Where and why a JSON text is malformed. Engines word JSON.parse errors differently and some
 * give no position at all (V8: `Unexpected token 'x', "x" is not valid JSON`), so after
 * JSON.parse has failed a tiny scanner of our own finds the first bad character. It only
 * locates errors; parsing proper stays with JSON.parse.
 */

/**
 * What is wrong at a JSON defect, as a code for a translation (issue 14): a character where
 * something else was due (`unexpected-*`, with `found` and, for `unexpected-closer`, the
 * `closer`), or a string or number that is bad in itself.
 */
export const JSON_DEFECT_KINDS = [
  'unexpected-after-end',
  'unexpected-closer',
  'unexpected-trailing-comma',
  'unexpected-value',
  'unexpected-name',
  'unexpected-colon',
  'unclosed-string',
  'control-character',
  'bad-escape',
  'bad-number',
] as const
export type JsonDefectKind = (typeof JSON_DEFECT_KINDS)[number]

/**
 * The values a defect's message names: `found` is the token as JSON writes it (`"}"`), or
 * `end` (the text ended) or `string` (a string started); `hint` is `comment` or `single-quote`
 * when the token looks like one; `closer`, `escape` and `token` as the message shows them.
 */
export type JsonDefectParams = Readonly<Partial<Record<'found' | 'hint' | 'closer' | 'escape' | 'token', string>>>

/** The first defect of a JSON text: 1-based line and column, and what is wrong there. */
export interface JsonDefect {
  offset: number
  line: number
  column: number
  message: string
  kind: JsonDefectKind
  params: JsonDefectParams
}

/** 1-based line and column of a character offset; `\r\n` counts as one line break. */
export function lineColumnAt(text: string, offset: number): { line: number; column: number } {
  let line = 1
  let lineStart = 0
  for (let i = 0; i < offset && i < text.length; i++) {
    if (text[i] === '\n') {
      line++
      lineStart = i + 1
    }
  }
  return { line, column: offset - lineStart + 1 }
}

class Defect extends Error {
  constructor(
    readonly offset: number,
    message: string,
    readonly kind: JsonDefectKind,
    readonly params: JsonDefectParams = {},
  ) {
    super(message)
  }
}

const WORD = /[A-Za-z0-9_$.+-]/
const ESCAPES = new Set(['"', '\\', '/', 'b', 'f', 'n', 'r', 't'])
const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y

/**
 * Scans one JSON text; throws Defect at the first character that cannot continue it. Iterative,
 * with the open containers on a list of its own: a text nested 20,000 deep must be located, not
 * overflow the call stack (JSON.parse itself reads any depth).
 */
class Scanner {
  private at = 0
  constructor(private readonly text: string) {}

  document(): void {
    /** The closing character of each open container, innermost last. */
    const open: ('}' | ']')[] = []
    for (;;) {
      // A value is due: a container opens (and its first member or item is due) or a scalar ends it.
      this.space()
      const c = this.text[this.at]
      if (c === '{' || c === '[') {
        const closer = c === '{' ? '}' : ']'
        this.at++
        this.space()
        if (this.text[this.at] !== closer) {
          open.push(closer)
          if (closer === '}') this.propertyName()
          continue
        }
        this.at++
      } else this.scalar()
      // After a value: close what ends here, then a comma makes the next member or item due.
      for (;;) {
        this.space()
        const closer = open[open.length - 1]
        if (closer === undefined) {
          if (this.at < this.text.length) this.fail(' after the end of the JSON value', 'unexpected-after-end')
          return
        }
        if (this.text[this.at] === closer) {
          this.at++
          open.pop()
          continue
        }
        if (this.text[this.at] !== ',') this.fail(`, expected "," or "${closer}"`, 'unexpected-closer', closer)
        this.at++
        this.space()
        if (this.text[this.at] === closer) this.fail(' after ",": JSON allows no trailing comma', 'unexpected-trailing-comma')
        if (closer === '}') this.propertyName()
        break
      }
    }
  }

  private scalar(): void {
    const c = this.text[this.at]
    if (c === '"') {
      this.string()
      return
    }
    if (c === '-' || (c >= '0' && c <= '9')) {
      this.number()
      return
    }
    for (const word of ['true', 'false', 'null']) {
      if (this.text.startsWith(word, this.at) && !WORD.test(this.text[this.at + word.length] ?? '')) {
        this.at += word.length
        return
      }
    }
    this.fail(', expected a value', 'unexpected-value')
  }

  /** `"name":` of an object member, up to its value. */
  private propertyName(): void {
    this.space()
    if (this.text[this.at] !== '"') this.fail(', expected a property name in double quotes', 'unexpected-name')
    this.string()
    this.space()
    if (this.text[this.at] !== ':') this.fail(', expected ":" after the property name', 'unexpected-colon')
    this.at++
  }

  private string(): void {
    const start = this.at++
    for (;;) {
      const c = this.text[this.at]
      if (c === undefined) throw new Defect(start, 'string is never closed', 'unclosed-string')
      if (c === '"') return void this.at++
      if (c < ' ') throw new Defect(this.at, 'line break or control character inside a string (write \\n)', 'control-character')
      if (c === '\\') {
        const e = this.text[this.at + 1]
        if (e === 'u' && /^[0-9a-fA-F]{4}$/.test(this.text.slice(this.at + 2, this.at + 6))) this.at += 6
        else if (e !== undefined && ESCAPES.has(e)) this.at += 2
        else throw new Defect(this.at, `bad escape "\\${e ?? ''}" in a string`, 'bad-escape', { escape: `\\${e ?? ''}` })
      } else this.at++
    }
  }

  private number(): void {
    NUMBER.lastIndex = this.at
    const match = NUMBER.exec(this.text)
    const end = match ? this.at + match[0].length : this.at
    if (!match || WORD.test(this.text[end] ?? '')) {
      const token = JSON.stringify(this.token())
      throw new Defect(this.at, `bad number ${token}`, 'bad-number', { token })
    }
    this.at = end
  }

  private space(): void {
    while (this.at < this.text.length && ' \t\n\r'.includes(this.text[this.at])) this.at++
  }

  /** The word or single character at the cursor, for messages. */
  private token(): string {
    let end = this.at
    while (end < this.text.length && WORD.test(this.text[end])) end++
    return this.text.slice(this.at, Math.max(end, this.at + 1))
  }

  /** A defect of `kind` at the cursor; `rest` says in English what was due there. */
  private fail(rest: string, kind: JsonDefectKind, closer?: string): never {
    const more = closer === undefined ? {} : { closer }
    if (this.at >= this.text.length) throw new Defect(this.at, `unexpected end of text${rest}`, kind, { found: 'end', ...more })
    const token = this.token()
    const hint = token === '/' ? 'comment' : token === "'" ? 'single-quote' : undefined
    const hintText = hint === 'comment' ? ' (JSON allows no comments)' : hint === 'single-quote' ? ' (JSON strings need double quotes)' : ''
    // A quote would print as "\"": name what it starts instead.
    const shown = token === '"' ? 'string' : JSON.stringify(token)
    throw new Defect(this.at, `unexpected ${shown}${rest}${hintText}`, kind, { found: shown, ...more, ...(hint ? { hint } : {}) })
  }
}

/**
 * The first defect of a text that JSON.parse refused, or null if the scanner finds none.
 * @example findJsonDefect('{\n  "a": 1,\n}') // { line: 3, column: 1, message: 'unexpected "}" after ",": …' }
 */
export function findJsonDefect(text: string): JsonDefect | null {
  try {
    new Scanner(text).document()
    return null
  } catch (e) {
    if (!(e instanceof Defect)) throw e
    return { offset: e.offset, ...lineColumnAt(text, e.offset), message: e.message, kind: e.kind, params: e.params }
  }
}
