import { describe, expect, it } from 'vitest'

import { sitemapEntries } from '@/lib/seo/sitemap'

describe('sitemap entries', () => {
  const origin = 'https://agency.example'

  it('list a page once per language, each with all versions and x-default', () => {
    const entries = sitemapEntries({
      origin,
      enabled: ['nl', 'fr'],
      pages: [
        {
          paths: { nl: '/nl/nieuws/open-huis/', fr: '/fr/actualites/portes-ouvertes/' },
          lastModified: '2025-06-01T00:00:00.000Z',
        },
      ],
    })
    expect(entries.map((entry) => entry.url)).toEqual([
      'https://agency.example/nl/nieuws/open-huis/',
      'https://agency.example/fr/actualites/portes-ouvertes/',
    ])
    expect(entries[1]).toEqual({
      url: 'https://agency.example/fr/actualites/portes-ouvertes/',
      lastModified: '2025-06-01T00:00:00.000Z',
      alternates: {
        languages: {
          'nl-BE': 'https://agency.example/nl/nieuws/open-huis/',
          'fr-BE': 'https://agency.example/fr/actualites/portes-ouvertes/',
          'x-default': 'https://agency.example/nl/nieuws/open-huis/',
        },
      },
    })
  })

  it('leave out disabled languages and languages without the page', () => {
    const entries = sitemapEntries({
      origin,
      enabled: ['fr', 'en'],
      pages: [{ paths: { nl: '/nl/x/', fr: '/fr/x/', de: '/de/x/' } }, { paths: { nl: '/nl/y/' } }],
    })
    expect(entries).toHaveLength(1)
    expect(entries[0].alternates?.languages).toEqual({
      'fr-BE': 'https://agency.example/fr/x/',
      'x-default': 'https://agency.example/fr/x/',
    })
    expect(entries[0]).not.toHaveProperty('lastModified')
  })
})
