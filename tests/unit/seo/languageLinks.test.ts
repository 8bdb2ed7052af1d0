import { describe, expect, it } from 'vitest'

import { languageLinks, toQueryString } from '@/lib/seo/languageLinks'

describe('language switcher links', () => {
  it('keep the search filters, repeated parameters included', () => {
    expect(toQueryString({ type: ['house', 'villa'], maxPrice: '500000', empty: undefined })).toBe(
      '?type=house&type=villa&maxPrice=500000',
    )
    expect(toQueryString({})).toBe('')
    expect(toQueryString(undefined)).toBe('')
  })

  it('lead to the same page in each language, else to that language’s home page', () => {
    expect(
      languageLinks({
        enabled: ['nl', 'fr', 'de'],
        paths: { nl: '/nl/te-koop/', fr: '/fr/a-vendre/' },
        query: '?sort=price-asc',
      }),
    ).toEqual([
      { code: 'nl', href: '/nl/te-koop/?sort=price-asc' },
      { code: 'fr', href: '/fr/a-vendre/?sort=price-asc' },
      { code: 'de', href: '/de/' },
    ])
  })
})
