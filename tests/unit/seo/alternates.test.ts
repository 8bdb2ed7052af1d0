import { describe, expect, it } from 'vitest'

import { alternatesFor } from '@/lib/seo/alternates'

describe('hreflang alternates', () => {
  it('list every enabled language, x-default on Dutch, and the canonical of the page', () => {
    process.env.SERVER_URL = 'https://agency.example'
    const alternates = alternatesFor({
      locale: 'fr',
      href: '/for-sale',
      enabled: ['nl', 'fr', 'en', 'de'],
    })
    expect(alternates.canonical).toBe('https://agency.example/fr/a-vendre/')
    expect(alternates.languages).toEqual({
      'nl-BE': 'https://agency.example/nl/te-koop/',
      'fr-BE': 'https://agency.example/fr/a-vendre/',
      'en-GB': 'https://agency.example/en/for-sale/',
      'de-BE': 'https://agency.example/de/zu-verkaufen/',
      'x-default': 'https://agency.example/nl/te-koop/',
    })
  })

  it('offers only the enabled languages and falls back to the first when Dutch is off', () => {
    process.env.SERVER_URL = 'https://agency.example'
    const alternates = alternatesFor({ locale: 'fr', href: '/', enabled: ['fr', 'en'] })
    expect(Object.keys(alternates.languages)).toEqual(['fr-BE', 'en-GB', 'x-default'])
    expect(alternates.languages['x-default']).toBe('https://agency.example/fr/')
  })

  it('uses the content path of each language when given', () => {
    process.env.SERVER_URL = 'https://agency.example'
    const alternates = alternatesFor({
      locale: 'nl',
      hrefs: { nl: '/nl/nieuws/open-huis/', en: '/en/news/open-house/' },
      enabled: ['nl', 'en'],
    })
    expect(alternates.languages['en-GB']).toBe('https://agency.example/en/news/open-house/')
  })
})
