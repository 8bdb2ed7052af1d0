import { describe, expect, it } from 'vitest'

import {
  MAX_FAVOURITES,
  parseFavourites,
  parseIdsQuery,
  withFavourite,
} from '@/lib/favourites/store'

describe('the favourites kept in the browser', () => {
  it('reads the stored ids, dropping duplicates and anything that is not an id', () => {
    expect(parseFavourites('[3, 1, 3, "7", -2, 1.5, 0, 9]')).toEqual([3, 1, 9])
  })

  it('starts empty on a missing, broken or foreign value', () => {
    for (const stored of [null, undefined, '', '{', '{"a":1}', '"text"']) {
      expect(parseFavourites(stored)).toEqual([])
    }
  })

  it('puts a new favourite first and takes a removed one out', () => {
    expect(withFavourite([3, 1], 7, true)).toEqual([7, 3, 1])
    expect(withFavourite([3, 1], 1, true)).toEqual([1, 3])
    expect(withFavourite([3, 1], 3, false)).toEqual([1])
    expect(withFavourite([3, 1], 9, false)).toEqual([3, 1])
  })

  it(`keeps at most ${MAX_FAVOURITES}`, () => {
    const many = Array.from({ length: MAX_FAVOURITES }, (_, i) => i + 1)
    const next = withFavourite(many, 1000, true)
    expect(next).toHaveLength(MAX_FAVOURITES)
    expect(next[0]).toBe(1000)
  })
})

describe('the ids the favourites endpoint accepts', () => {
  it('sorts and de-duplicates valid ids so that one set is one cache key', () => {
    expect(parseIdsQuery('12,7,12, 30')).toEqual([7, 12, 30])
  })

  it('ignores malformed parts', () => {
    expect(parseIdsQuery('1,abc,-3,2.5,,99999999999,4')).toEqual([1, 4])
    expect(parseIdsQuery(null)).toEqual([])
  })

  it(`answers at most ${MAX_FAVOURITES} ids`, () => {
    const ids = Array.from({ length: 150 }, (_, i) => i + 1).join(',')
    expect(parseIdsQuery(ids)).toHaveLength(MAX_FAVOURITES)
  })
})
