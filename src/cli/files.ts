/**
 * Reading the files the command line is given. A file over the limit is refused from its size
 * on disk, before a byte is read: a 77 MB scene once took 11.6 s and 1 GB to refuse.
 */
import { readFileSync, statSync } from 'node:fs'
import { MAX_SCENE_CHARS } from '../scene/limits'
import { megabytes } from '../scene/validate'
import { UsageError } from './argValues'

/**
 * The text of the file at `path`; `what` names the argument in messages (`SCENE`). Larger than
 * MAX_SCENE_CHARS bytes (20 MB) or unreadable: a UsageError naming the file.
 */
export function readInputFile(path: string, what: string, maxBytes: number = MAX_SCENE_CHARS): string {
  let size: number
  try {
    size = statSync(path).size
  } catch (error) {
    throw new UsageError(`${what}: cannot read "${path}": ${(error as Error).message}`)
  }
  if (size > maxBytes)
    throw new UsageError(
      `${what}: "${path}" is ${megabytes(size)}, more than the ${megabytes(maxBytes)} a file may be (refused before reading)`,
    )
  try {
    return readFileSync(path, 'utf8')
  } catch (error) {
    throw new UsageError(`${what}: cannot read "${path}": ${(error as Error).message}`)
  }
}
