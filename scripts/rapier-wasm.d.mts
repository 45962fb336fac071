/** Swaps @dimforge/rapier3d-compat's inlined WebAssembly for a load of its .wasm file (see rapier-wasm.mjs). */
export declare const RAPIER_DIST: string
export declare const RAPIER_WASM_FILE: string
export declare function withoutInlinedWasm(source: string, replacement: string): string
export declare function withoutFetchChecks(source: string): string
