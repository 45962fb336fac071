/**
 * How a command of the command line ends. Writing to a pipe is asynchronous in Node: calling
 * process.exit() right after a large write cuts the output at 64 KiB (the pipe's buffer). A
 * command sets the exit code and lets Node end once everything written has been handed over.
 */
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

/** Ends the command with `code` after stdout and stderr have been flushed. */
export function endWith(code: number): void {
  process.exitCode = code
}

/**
 * The project's folder (where scenes/ and models/ are), found from this module's own place:
 * src/cli/ when run from source, build/cli/ when run from the bundle. Shipped scenes are found
 * from any working directory.
 */
export const PROJECT_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..')
