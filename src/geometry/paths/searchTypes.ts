/**
 * What the path search (search.ts) is given and what it returns: the goal (a point, the table's
 * edge, or a budget), the input (grid, start, prices, blocked nodes, ladders) and the result's
 * per-node arrays. Separate from the search so that its callers (pathQuery.ts, pathAnswer.ts)
 * read the shapes without the algorithm.
 */
import type { Ladder } from '../../scene/schema'
import type { NavGrid } from './navGrid'
import type { PathRules } from '../types'

export type SearchGoal = { kind: 'point'; x: number; y: number; z: number } | { kind: 'edge' } | { kind: 'budget'; budget: number }

export interface SearchInput {
  grid: NavGrid
  start: { x: number; y: number; z: number }
  goal: SearchGoal
  rules: PathRules
  /** 1 where a node may not be entered (impassable terrain, a blocking figure). */
  blocked: Uint8Array
  ladders: readonly Ladder[]
}

export interface SearchResult {
  /** Node ids from start to goal (start = N, goal = N + 1 for a point goal). */
  nodes: number[]
  px: Float64Array
  py: Float64Array
  pz: Float64Array
  g: Float64Array
  via: Uint8Array
  edgeUp: Float64Array
  edgeDown: Float64Array
  edgeDrop: Float64Array
  edgeGap: Float64Array
  /** Which ladder a ladder node belongs to. */
  ladderOf: (v: number) => Ladder | null
  /** Closed grid nodes and their costs (budget searches only). */
  reached: { node: number; cost: number }[]
}
