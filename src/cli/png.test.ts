import { inflateSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { crc32, encodePng } from './png'

describe('encodePng', () => {
  it('computes the CRC-32 of the standard check string', () => {
    // The CRC-32 check value of "123456789" is 0xCBF43926 (ISO 3309 / PNG).
    expect(crc32(new TextEncoder().encode('123456789'))).toBe(0xcbf43926)
  })

  it('writes signature, IHDR, IDAT and IEND with the pixels row by row behind filter bytes', () => {
    const rgb = Uint8Array.from([255, 0, 0, 0, 255, 0, 0, 0, 255, 10, 20, 30])
    const png = encodePng(2, 2, rgb)
    expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
    expect(png.toString('latin1', 12, 16)).toBe('IHDR')
    expect([png.readUInt32BE(16), png.readUInt32BE(20), png[24], png[25]]).toEqual([2, 2, 8, 2])
    // IHDR is 8 + 13 + 4 bytes from offset 8: IDAT's length at 33, its data at 41.
    const length = png.readUInt32BE(33)
    expect(png.toString('latin1', 37, 41)).toBe('IDAT')
    const raw = inflateSync(png.subarray(41, 41 + length))
    expect([...raw]).toEqual([0, 255, 0, 0, 0, 255, 0, 0, 0, 0, 255, 10, 20, 30])
    expect(png.toString('latin1', png.length - 8, png.length - 4)).toBe('IEND')
    expect(() => encodePng(2, 2, rgb.subarray(3))).toThrow(RangeError)
  })
})
