/** Bundles the command line into build/cli (see build-cli.mjs). */
export declare const CLI_OUT: string
export declare const COMMANDS: string[]
export declare function buildCli(): Promise<void>
