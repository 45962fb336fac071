/**
 * The binary min-heap of the path search's open list (search.ts): node ids by their key (cost
 * so far plus the heuristic), in two parallel plain arrays. Separate because it knows nothing
 * of grids or paths.
 */

export class Heap {
  private keys: number[] = []
  private values: number[] = []
  get size(): number {
    return this.keys.length
  }
  push(key: number, value: number): void {
    const k = this.keys,
      v = this.values
    let i = k.length
    k.push(key)
    v.push(value)
    while (i > 0) {
      const p = (i - 1) >> 1
      if (k[p] <= key) break
      k[i] = k[p]
      v[i] = v[p]
      i = p
    }
    k[i] = key
    v[i] = value
  }
  pop(): number {
    const k = this.keys,
      v = this.values
    const top = v[0]
    const lastK = k.pop()!,
      lastV = v.pop()!
    if (k.length > 0) {
      let i = 0
      for (;;) {
        const l = 2 * i + 1
        if (l >= k.length) break
        const c = l + 1 < k.length && k[l + 1] < k[l] ? l + 1 : l
        if (k[c] >= lastK) break
        k[i] = k[c]
        v[i] = v[c]
        i = c
      }
      k[i] = lastK
      v[i] = lastV
    }
    return top
  }
}
