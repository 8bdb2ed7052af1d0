// A small seeded pseudo-random generator (mulberry32): the seed never calls Math.random, so
// every run produces the same agency.

export type Random = {
  /** A float in [0, 1). */
  next: () => number
  /** An integer in [min, max], both inclusive. */
  int: (min: number, max: number) => number
  /** A number in [min, max) rounded to `decimals`. */
  float: (min: number, max: number, decimals?: number) => number
  pick: <T>(items: readonly T[]) => T
  chance: (probability: number) => boolean
}

export function createRandom(seed: number): Random {
  let state = seed >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1))
  const float = (min: number, max: number, decimals = 1) => {
    const factor = 10 ** decimals
    return Math.round((min + next() * (max - min)) * factor) / factor
  }
  return {
    next,
    int,
    float,
    pick: (items) => items[Math.floor(next() * items.length)],
    chance: (probability) => next() < probability,
  }
}

/** A generator for one item of a series: the same index always gives the same numbers. */
export const randomFor = (scope: string, index: number): Random => {
  let hash = 2166136261
  for (const char of `${scope}:${index}`) {
    hash ^= char.charCodeAt(0)
    hash = Math.imul(hash, 16777619)
  }
  return createRandom(hash)
}

/** Rounds to a multiple of `step` (prices to 1 000 €, rents to 5 €). */
export const roundTo = (value: number, step: number) => Math.round(value / step) * step
