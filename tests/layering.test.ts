import { readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, normalize, relative } from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * The fences between the layers (README "Layout"): who may import whom, type imports included.
 * Each rule below names the files it governs and what their imports may reach; a failure lists
 * `file: import` for every import that crosses a fence.
 */

/** Every .ts/.tsx file below a folder, tests included. */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return sources(path)
    return /\.tsx?$/.test(name) ? [path] : []
  })
}
/** Static imports and re-exports (`import … from`, `export … from`, `import '…'`) and dynamic `import('…')`. */
const IMPORT = /^\s*(?:import|export)\b[^;'"]*?\bfrom\s*['"]([^'"]+)['"]|^\s*import\s*['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/gm
const importsOf = (file: string): string[] => [...readFileSync(file, 'utf8').matchAll(IMPORT)].map((m) => m[1] ?? m[2] ?? m[3])

/** An import as a path from the repository root (`src/rules/kernel/dice`), or the package name. */
const target = (file: string, spec: string): string =>
  spec.startsWith('.') ? normalize(join(dirname(file), spec)).replaceAll('\\', '/') : spec
const within = (path: string, folder: string): boolean => path === folder || path.startsWith(`${folder}/`)

/** `file: import` for every import of the files under `folder` (except `except`) that `allowed` refuses. */
function crossings(
  folder: string,
  allowed: (to: string, file: string) => boolean,
  except: (file: string) => boolean = () => false,
): string[] {
  return sources(folder)
    .filter((f) => !except(f))
    .flatMap((f) =>
      importsOf(f)
        .filter((spec) => !allowed(target(f, spec), f))
        .map((spec) => `${f}: ${spec}`),
    )
}

const UI = /^(three|react|react-dom|zustand|@react-three\/)/
const RAPIER = /^@dimforge\//
const NODE = /^node:/
const isTest = (f: string) => /\.test\.tsx?$/.test(f)

describe('layer fences', () => {
  it('src/math imports nothing but itself', () => {
    expect(crossings('src/math', (to) => within(to, 'src/math'))).toEqual([])
  })

  it('src/scene imports zod, src/math, the models/ data and itself (tests may read files)', () => {
    const allowed = (to: string, f: string) =>
      to === 'zod' ||
      within(to, 'src/math') ||
      within(to, 'src/scene') ||
      (within(to, 'models') && to.endsWith('.json')) ||
      (isTest(f) && (NODE.test(to) || to === 'vitest' || to === 'fast-check' || within(to, 'scripts')))
    expect(crossings('src/scene', allowed)).toEqual([])
  })

  it('src/geometry imports Rapier, src/scene, src/math and itself: no rules, judge, view or command line, tests included', () => {
    const allowed = (to: string, f: string) =>
      RAPIER.test(to) ||
      within(to, 'src/geometry') ||
      within(to, 'src/scene') ||
      within(to, 'src/math') ||
      (isTest(f) && (NODE.test(to) || to === 'vitest' || to === 'fast-check'))
    expect(crossings('src/geometry', allowed)).toEqual([])
  })

  it('src/rules is free of three, React and Rapier and reaches only scene, math and the geometry types', () => {
    const allowed = (to: string, f: string) =>
      within(to, 'src/rules') ||
      within(to, 'src/scene') ||
      within(to, 'src/math') ||
      to === 'src/geometry/types' ||
      (isTest(f) && (NODE.test(to) || to === 'vitest' || to === 'fast-check'))
    expect(crossings('src/rules', allowed)).toEqual([])
  })

  it('the rules kernel imports only itself and src/math', () => {
    expect(
      crossings('src/rules/kernel', (to, f) => within(to, 'src/rules/kernel') || within(to, 'src/math') || (isTest(f) && to === 'vitest')),
    ).toEqual([])
  })

  it('Universalis and Mage Knight meet only in the kernel', () => {
    expect(crossings('src/rules/universalis', (to) => !within(to, 'src/rules/mageknight'))).toEqual([])
    expect(crossings('src/rules/mageknight', (to) => !within(to, 'src/rules/universalis'))).toEqual([])
  })

  it('Rapier is imported only in src/geometry', () => {
    const outside = ['src/scene', 'src/rules', 'src/judge', 'src/view', 'src/cli', 'src/math']
    expect(outside.flatMap((folder) => crossings(folder, (to) => !RAPIER.test(to)))).toEqual([])
  })

  it('src/judge never imports the view or the command line, nor three or React', () => {
    expect(crossings('src/judge', (to) => !within(to, 'src/view') && !within(to, 'src/cli') && !UI.test(to))).toEqual([])
  })

  it('the view reaches the judge only through src/view/ports, and geometry and rules never', () => {
    const outsidePorts = crossings(
      'src/view',
      (to) => !within(to, 'src/judge') && !within(to, 'src/geometry') && !within(to, 'src/rules'),
      (f) => within(f, 'src/view/ports'),
    )
    expect(outsidePorts).toEqual([])
    // The ports themselves take the judge's front door (src/judge/index.ts), nothing behind it; the
    // heat map's Web Worker and its Rapier hand-over the worker side's door (src/judge/workerSide.ts),
    // so that the worker's chunk carries no schema and no zod (issue 15).
    const workerDoor = (to: string, f: string) =>
      to === 'src/judge/workerSide' && (f === 'src/view/ports/heatmapWorker.ts' || f === 'src/view/ports/rapierHandOver.ts')
    const ports = crossings(
      'src/view/ports',
      (to, f) =>
        workerDoor(to, f) || ((to === 'src/judge' || !within(to, 'src/judge')) && !within(to, 'src/geometry') && !within(to, 'src/rules')),
    )
    expect(ports).toEqual([])
  })

  it("the command line reaches the layers below only through the judge's front door (its heat map threads through the worker side's)", () => {
    // src/judge/workerSide.ts is the worker side's door: a heat map thread's bundle built from the
    // front door would load every schema of the judge and zod (issue 15); only the thread file takes it.
    const workerDoor = (to: string, f: string) => to === 'src/judge/workerSide' && f === 'src/cli/heatmapThreads.ts'
    const allowed = (to: string, f: string) =>
      workerDoor(to, f) || ((to === 'src/judge' || !within(to, 'src/judge')) && !within(to, 'src/geometry') && !within(to, 'src/rules'))
    expect(crossings('src/cli', allowed)).toEqual([])
  })

  it("outside src/rules, the rules are reached through their front doors: the kernel, a topic folder, a rule set's refusals", () => {
    const door = /^src\/rules\/(kernel|(universalis|mageknight)\/[a-z]+)$/
    const allowed = (to: string) => !within(to, 'src/rules') || door.test(to)
    const outside = ['src/judge', 'src/cli', 'src/view', 'tests', 'bench', 'scripts'].flatMap((folder) => crossings(folder, allowed))
    expect(outside).toEqual([])
  })

  it('no Math.random in the rules, the judge or the view: every die comes from a recorded seed', () => {
    const random = ['src/rules', 'src/judge', 'src/view'].flatMap((folder) =>
      sources(folder).filter((f) => !isTest(f) && /Math\.random\s*\(/.test(readFileSync(f, 'utf8'))),
    )
    expect(random).toEqual([])
  })

  it('gives every folder under src a CONTEXT.md', () => {
    const folders = (dir: string): string[] => [
      dir,
      ...readdirSync(dir)
        .map((n) => join(dir, n))
        .filter((p) => statSync(p).isDirectory())
        .flatMap(folders),
    ]
    const missing = folders('src')
      .filter((d) => !readdirSync(d).includes('CONTEXT.md'))
      .map((d) => relative('.', d))
    expect(missing).toEqual([])
  })
})
