/**
 * How Sightline starts Chromium, for the browser tests (scripts/browser-tests.mjs) and the
 * first-paint bench (bench/firstPaint.ts) alike: Debian's chromium, never a browser download,
 * WebGL by SwiftShader since the test machine has no GPU.
 */
export const CHROMIUM = '/usr/bin/chromium'
export const LAUNCH_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // WebGL without a GPU: SwiftShader, the software renderer Chromium ships.
  '--use-angle=swiftshader',
  '--enable-unsafe-swiftshader',
]
