/** Bundles the command line into build/cli (see build-cli.mjs). */
export declare const CLI_OUT: string
export declare const COMMANDS: string[]
export declare function buildCli(): Promise<void>
/** The worker bundle's file name in CLI_OUT. */
export declare const WORKER_BUNDLE_FILE: string
/** Packages the worker bundle must not load (the build fails naming the import chain). */
export declare const WORKER_FORBIDDEN: string[]
