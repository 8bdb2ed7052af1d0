import { describe, expect, it } from 'vitest'

import { parseListParams } from '@/lib/search/listParams'

describe('list page parameters', () => {
  it('reads a valid page number', () => {
    expect(parseListParams({ page: '3' })).toEqual({ page: 3 })
  })

  it.each([['0'], ['-2'], ['abc'], ['2.5'], ['99999999'], [''], [undefined]])(
    'falls back to page 1 for %s instead of failing',
    (page) => {
      expect(parseListParams({ page })).toEqual({ page: 1 })
    },
  )

  it('takes the first of repeated page parameters', () => {
    expect(parseListParams({ page: ['2', '5'] })).toEqual({ page: 2 })
  })
})
