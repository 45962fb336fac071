/** Types of scripts/chromium.mjs (how the browser tests and the bench start Chromium). */
export declare const CHROMIUM: string
export declare const LAUNCH_ARGS: string[]
