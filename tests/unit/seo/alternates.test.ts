import { describe, expect, it } from 'vitest'

import { alternatesFor } from '@/lib/seo/alternates'

// Root-relative: Next makes them absolute with the layout's metadataBase (the site's origin).
describe('hreflang alternates', () => {
  it('list every enabled language, x-default on Dutch, and the canonical of the page', () => {
    const alternates = alternatesFor({
      locale: 'fr',
      href: '/for-sale',
      enabled: ['nl', 'fr', 'en', 'de'],
    })
    expect(alternates.canonical).toBe('/fr/a-vendre/')
    expect(alternates.languages).toEqual({
      'nl-BE': '/nl/te-koop/',
      'fr-BE': '/fr/a-vendre/',
      'en-GB': '/en/for-sale/',
      'de-BE': '/de/zu-verkaufen/',
      'x-default': '/nl/te-koop/',
    })
  })

  it('offers only the enabled languages and falls back to the first when Dutch is off', () => {
    const alternates = alternatesFor({ locale: 'fr', href: '/', enabled: ['fr', 'en'] })
    expect(Object.keys(alternates.languages)).toEqual(['fr-BE', 'en-GB', 'x-default'])
    expect(alternates.languages['x-default']).toBe('/fr/')
  })

  it('uses the content path of each language when given', () => {
    const alternates = alternatesFor({
      locale: 'nl',
      hrefs: { nl: '/nl/nieuws/open-huis/', en: '/en/news/open-house/' },
      enabled: ['nl', 'en'],
    })
    expect(alternates.languages['en-GB']).toBe('/en/news/open-house/')
  })
})
