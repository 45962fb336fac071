import { afterEach, describe, expect, it } from 'vitest'
import { DEFAULT_RINGS, VTT_PREFS_KEY, keepVttPrefs, setRings, setTapeUnit, vttPrefs } from './vttPrefs'

/** A storage over a Map, as the ports hand one to the store. */
const mapStorage = (entries: [string, string][] = []) => {
  const data = new Map(entries)
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
  }
}

describe('keepVttPrefs: the table habits kept in the ports’ storage', () => {
  let stop = () => {}
  afterEach(() => {
    stop()
    vttPrefs.setState({ helpOpen: false, tapeUnit: null, rings: DEFAULT_RINGS })
  })

  it('loads the kept unit and rings', () => {
    const storage = mapStorage([[VTT_PREFS_KEY, '{"tapeUnit":"in","rings":{"on":true,"radii":[2,4]}}']])
    stop = keepVttPrefs(storage)
    expect(vttPrefs.getState().tapeUnit).toBe('in')
    expect(vttPrefs.getState().rings).toMatchObject({ on: true, radii: [2, 4] })
  })

  it('writes a changed unit or rings back, and nothing for the shortcut list', () => {
    const storage = mapStorage()
    stop = keepVttPrefs(storage)
    vttPrefs.setState({ helpOpen: true })
    expect(storage.data.has(VTT_PREFS_KEY)).toBe(false)
    setTapeUnit('cm')
    setRings({ on: true })
    expect(JSON.parse(storage.data.get(VTT_PREFS_KEY) ?? '')).toEqual({ tapeUnit: 'cm', rings: { ...DEFAULT_RINGS, on: true } })
  })

  it('keeps the defaults when the storage refuses to be read or written', () => {
    const refusing = {
      getItem: () => {
        throw new Error('denied')
      },
      setItem: () => {
        throw new Error('full')
      },
      removeItem: () => {},
    }
    stop = keepVttPrefs(refusing)
    expect(vttPrefs.getState().rings).toEqual(DEFAULT_RINGS)
    expect(() => setTapeUnit('in')).not.toThrow()
  })
})
