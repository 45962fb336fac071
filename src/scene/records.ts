/**
 * Records keyed by names a file chooses: card ids, Mage Knight card ids, figure and piece ids,
 * portal ids. On a plain object `cards["constructor"]` is Object's constructor and
 * `cards["__proto__"]` its prototype, both truthy, and assigning `obj["__proto__"] = x` replaces
 * the prototype instead of adding an entry: a scene naming such a card crashed or got the wrong
 * message, and a piece with that id was silently dropped. Every lookup by a user's key goes
 * through here (or a Map).
 */

/** A record with no prototype, filled from `entries`: every key, "__proto__" included, is only ever an entry. */
export function nullRecord<T>(entries: Iterable<readonly [string, T]> = []): Record<string, T> {
  const record: Record<string, T> = Object.create(null)
  for (const [key, value] of entries) record[key] = value
  return record
}

/** The entry under `key` if `record` has one of its own (whatever its prototype), else undefined. */
export function ownEntry<T>(record: Readonly<Record<string, T>>, key: string): T | undefined {
  return Object.hasOwn(record, key) ? record[key] : undefined
}
