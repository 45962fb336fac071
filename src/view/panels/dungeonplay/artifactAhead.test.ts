import { describe, expect, it } from 'vitest'
import { type ArtifactCandidate, artifactAhead, offFacingDeg } from './artifactAhead'

/**
 * U's choice (artifactAhead.ts). The hero stands on (5,5); north is row − 1, bearings clockwise
 * from north. By hand: (6,5) is due east (bearing 90°), (6,4) north-east (45°), (6,6) south-east
 * (135°), (5,4) due north (0°), (4,4) north-west (315°), (5,6) due south (180°).
 */
const at = (id: string, squares: [number, number][], usable = true, adjacent = true): ArtifactCandidate => ({
  id,
  squares,
  usable,
  adjacent,
})

describe('the artifact straight ahead (U, 002 Verwunschene Artefakte nutzen)', () => {
  it('degrees off the facing to the nearest square', () => {
    expect(offFacingDeg([5, 5], 90, [[6, 5]])).toBe(0)
    expect(offFacingDeg([5, 5], 90, [[6, 4]])).toBeCloseTo(45, 9)
    expect(offFacingDeg([5, 5], 0, [[5, 6]])).toBeCloseTo(180, 9)
    // 315° seen facing 10°: 55° off across north, not 305°.
    expect(offFacingDeg([5, 5], 10, [[4, 4]])).toBeCloseTo(55, 9)
  })

  it('of two usable artifacts the one the hero faces, whichever the scene lists first', () => {
    const ne = at('ne', [[6, 4]])
    const e = at('e', [[6, 5]])
    expect(artifactAhead({ square: [5, 5], facing: 90 }, [ne, e])).toEqual({ id: 'e', usable: true })
    expect(artifactAhead({ square: [5, 5], facing: 90 }, [e, ne])).toEqual({ id: 'e', usable: true })
    // Facing north: the north-east one is 45° off, the east one 90°.
    expect(artifactAhead({ square: [5, 5], facing: 0 }, [e, ne])).toEqual({ id: 'ne', usable: true })
  })

  it('a large piece counts by its square nearest the facing; a usable one beats one straight ahead that is not', () => {
    const altar = at('altar', [
      [4, 4],
      [5, 4],
    ])
    expect(artifactAhead({ square: [5, 5], facing: 0 }, [at('ne', [[6, 4]]), altar])?.id).toBe('altar')
    expect(artifactAhead({ square: [5, 5], facing: 0 }, [at('ahead', [[5, 4]], false), at('ne', [[6, 4]])])).toEqual({
      id: 'ne',
      usable: true,
    })
  })

  it('a tie (45° either side) goes to the nearer, then to the scene order', () => {
    expect(artifactAhead({ square: [5, 5], facing: 90 }, [at('ne', [[6, 4]]), at('se', [[6, 6]])])?.id).toBe('ne')
    expect(artifactAhead({ square: [5, 5], facing: 90 }, [at('far', [[7, 3]]), at('se', [[6, 6]])])?.id).toBe('se')
  })

  it('none usable: the adjacent one (its refusal names the arc) before one ahead across the room', () => {
    const behind = at('behind', [[5, 6]], false, true)
    const farAhead = at('far', [[5, 1]], false, false)
    expect(artifactAhead({ square: [5, 5], facing: 0 }, [farAhead, behind])).toEqual({ id: 'behind', usable: false })
    expect(artifactAhead(null, [farAhead, behind])).toEqual({ id: 'far', usable: false })
    expect(artifactAhead({ square: [5, 5], facing: 0 }, [])).toBeNull()
  })
})
