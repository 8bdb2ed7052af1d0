import { describe, expect, it } from 'vitest'

import { distanceKm, rankSimilar } from '@/lib/property/similar'

const at = (
  name: string,
  latitude: number | null,
  longitude: number | null,
  price: number | null,
) => ({
  name,
  latitude,
  longitude,
  price,
})

describe('similar properties', () => {
  it('measures Gent to Brugge as about 39 km as the crow flies', () => {
    const km = distanceKm(at('Gent', 51.0543, 3.7174, 0), at('Brugge', 51.2093, 3.2247, 0))
    expect(km).toBeGreaterThan(38)
    expect(km).toBeLessThan(40)
  })

  it('puts the nearest first, and lets the price decide between neighbours', () => {
    const gent = at('origin', 51.0543, 3.7174, 350000)
    const ranked = rankSimilar(
      gent,
      [
        at('Brugge', 51.2093, 3.2247, 350000),
        at('Gent, dear', 51.0546, 3.7179, 420000),
        at('Gent, same price', 51.0549, 3.7169, 349000),
        at('Somewhere', null, null, 350000),
      ],
      3,
    )
    expect(ranked.map((item) => item.name)).toEqual(['Gent, same price', 'Gent, dear', 'Brugge'])
  })

  it('orders by price alone when the property has no coordinates', () => {
    const ranked = rankSimilar(
      at('origin', null, null, 200000),
      [at('far in price', 50, 4, 260000), at('close in price', 51, 3, 205000)],
      2,
    )
    expect(ranked.map((item) => item.name)).toEqual(['close in price', 'far in price'])
  })
})
