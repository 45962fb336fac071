/**
 * @dimforge/rapier3d-compat inlines Rapier's 3 MB WebAssembly as a 4 MB base64 string, which
 * every start of a bundle must read, parse and decode (about 70 % of a bundle's size, most of a
 * command's start-up). The package also ships the same bytes as `rapier_wasm3d_bg.wasm`. This
 * helper swaps the string for an expression that loads that file instead; bundlers call it on the
 * package's module. The package version is pinned in package.json: if the compat build ever
 * inlines its WebAssembly differently, `withoutInlinedWasm` fails loudly rather than silently.
 */
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'

const require = createRequire(import.meta.url)
/** The compat package's dist folder. */
export const RAPIER_DIST = dirname(require.resolve('@dimforge/rapier3d-compat'))
export const RAPIER_WASM_FILE = join(RAPIER_DIST, 'rapier_wasm3d_bg.wasm')
/** `<decoder>.toByteArray("<base64 of a wasm module>")`, the only call that reads the inlined module. */
const INLINED = /([A-Za-z_$][\w$]*)\.toByteArray\("(AGFzbQ[A-Za-z0-9+/=]+)"\)/g

/**
 * The module's source with the inlined bytes replaced by `replacement` (an expression whose
 * value has a `.buffer`, as the decoded Uint8Array had). Checks that the inlined bytes are
 * exactly the shipped file, so the swap cannot change what runs.
 */
export function withoutInlinedWasm(source, replacement) {
  const matches = [...source.matchAll(INLINED)]
  if (matches.length !== 1)
    throw new Error(`rapier-wasm: expected one inlined WebAssembly module in @dimforge/rapier3d-compat, found ${matches.length}`)
  const inlined = Buffer.from(matches[0][2], 'base64')
  if (!inlined.equals(readFileSync(RAPIER_WASM_FILE)))
    throw new Error('rapier-wasm: the inlined WebAssembly differs from rapier_wasm3d_bg.wasm')
  return source.replace(INLINED, () => replacement)
}

/**
 * For Node: the module's initialiser asks `typeof Response` and `typeof Request` before it
 * looks at the bytes it is given; in Node 20 the first touch of either global loads the whole
 * fetch implementation (undici, about 150 ms). The command line always hands over bytes, so
 * both questions are answered `false` in its bundle.
 */
export function withoutFetchChecks(source) {
  let out = source
  for (const name of ['Response', 'Request']) {
    const check = `"function"==typeof ${name}`
    const count = out.split(check).length - 1
    if (count !== 1) throw new Error(`rapier-wasm: expected one check of typeof ${name} in @dimforge/rapier3d-compat, found ${count}`)
    out = out.replace(check, 'false')
  }
  return out
}
