// The sync of favourites between devices (docs/decisions/0028): a browser's changes since its last
// sync applied to the stored list.
import { describe, expect, it } from 'vitest'

import { applyChanges, changesSince } from '@/lib/favourites/merge'
import { favouriteEventsOf } from '@/lib/favourites/alerts'

describe('changesSince', () => {
  it('gives what a browser added and removed since its last sync', () => {
    expect(changesSince([3, 2, 1], [5, 3, 1])).toEqual({ added: [5], removed: [2] })
  })

  it('counts everything as added on the first sync (an empty base: a union)', () => {
    expect(changesSince([], [4, 2])).toEqual({ added: [4, 2], removed: [] })
  })
})

describe('applyChanges', () => {
  it('puts additions in front and drops removals, once each', () => {
    expect(applyChanges([1, 2, 3], { added: [9, 2], removed: [3] })).toEqual([9, 2, 1])
  })

  it('does not bring back what another device removed', () => {
    // Device A removed 2 (stored is now [1, 3]); device B, whose base still had 2, adds 7.
    const onB = changesSince([1, 2, 3], [7, 1, 2, 3])
    expect(applyChanges([1, 3], onB)).toEqual([7, 1, 3])
  })

  it('keeps at most 100', () => {
    const stored = Array.from({ length: 100 }, (_, i) => i + 1)
    const result = applyChanges(stored, { added: [500], removed: [] })
    expect(result).toHaveLength(100)
    expect(result[0]).toBe(500)
    expect(result).not.toContain(100)
  })
})

describe('favouriteEventsOf', () => {
  it('finds a lower listed price, an option, a sale and a rental against the last published version', () => {
    expect(
      favouriteEventsOf(
        { listedPrice: 280000, status: 'available' },
        { listedPrice: 300000, status: 'available' },
      ),
    ).toEqual([{ event: 'priceDrop', price: 280000, oldPrice: 300000 }])
    expect(favouriteEventsOf({ status: 'option' }, { status: 'available' })).toEqual([
      { event: 'option' },
    ])
    expect(favouriteEventsOf({ status: 'sold' }, { status: 'option' })).toEqual([{ event: 'sold' }])
    expect(favouriteEventsOf({ status: 'rented' }, { status: 'available' })).toEqual([
      { event: 'rented' },
    ])
  })

  it('finds nothing on a first publish, a price raised or hidden, or an unchanged status', () => {
    expect(favouriteEventsOf({ listedPrice: 1, status: 'sold' }, null)).toEqual([])
    expect(favouriteEventsOf({ listedPrice: 310000 }, { listedPrice: 300000 })).toEqual([])
    expect(favouriteEventsOf({ listedPrice: null }, { listedPrice: 300000 })).toEqual([])
    expect(favouriteEventsOf({ status: 'sold' }, { status: 'sold' })).toEqual([])
  })
})
