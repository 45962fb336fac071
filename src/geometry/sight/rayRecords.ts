import type { PreparedArea } from './areaCrossing'
import type { AreaCrossing, Point3, RayStop, SightRay } from '../types'

/**
 * The records of the rays an answer keeps, made by constructors and by copying scratch arrays
 * (Array.prototype.slice), not by literals. V8 decides per literal ("allocation site") whether
 * to allocate its objects in the old generation at once, when nearly all of them survive a
 * young-generation GC; a pair's kept rays all live until its answer is dropped, and a GC in
 * the middle of a pair with many of them was seen to decide so: from then on every ray record
 * went to the old generation, and the judge ran 2 to 2.5 times slower for the rest of the
 * process (in every bench run after this change, and in one old bench run of five).
 * Constructors and builtins keep no such sites.
 */
export class Ray implements SightRay {
  constructor(
    public origin: Point3,
    public direction: Point3,
    public targetPoint: Point3,
    public targetDistance: number,
    public stop: RayStop | null,
    public areas: AreaCrossing[],
    public obscuredBy: string | null,
    public reaches: boolean,
  ) {}
}
export class Stop implements RayStop {
  constructor(
    public id: string,
    public kind: 'terrain' | 'figure',
    public point: Point3,
    public distance: number,
  ) {}
}
class Crossing implements AreaCrossing {
  constructor(
    public id: string,
    public entry: number,
    public exit: number,
  ) {}
}
const vecScratch: number[] = [0.5, 0.5, 0.5]
/** A fresh [x, y, z] (see Ray). */
export function vec3(x: number, y: number, z: number): Point3 {
  vecScratch[0] = x
  vecScratch[1] = y
  vecScratch[2] = z
  return vecScratch.slice() as unknown as Point3
}
const crossingScratch: AreaCrossing[] = []
/** The crossings of every ray that crosses no area: one shared, frozen empty list. */
const NO_CROSSINGS = Object.freeze([]) as unknown as AreaCrossing[]

/** The areas a ray crossed, from (index, entry, exit) triples: the first `count` numbers of `crossed`. */
export function crossingsOf(areas: readonly PreparedArea[], crossed: readonly number[], count: number): AreaCrossing[] {
  if (count === 0) return NO_CROSSINGS
  for (let c = 0; c < count; c += 3) crossingScratch[c / 3] = new Crossing(areas[crossed[c]].id, crossed[c + 1], crossed[c + 2])
  return crossingScratch.slice(0, count / 3)
}
