import { describe, expect, it } from 'vitest'

import { resolveMenu, resolveMenuLink } from '@/lib/menu'

describe('editor menus', () => {
  it('lead to a fixed page in the visitor’s language', () => {
    expect(resolveMenuLink({ label: 'À vendre', kind: 'route', route: 'for-sale' }, 'fr')).toEqual({
      label: 'À vendre',
      href: '/fr/a-vendre/',
      external: false,
      newTab: false,
    })
    expect(resolveMenuLink({ label: 'Home', route: 'home' }, 'en')?.href).toBe('/en/')
    // The pages added later are in the editor's list too.
    expect(resolveMenuLink({ label: 'Vacatures', route: 'jobs' }, 'nl')?.href).toBe(
      '/nl/vacatures/',
    )
    expect(resolveMenuLink({ label: 'Termin', route: 'appointment' }, 'de')?.href).toBe(
      '/de/termin/',
    )
    expect(resolveMenuLink({ label: 'Steps', route: 'step-plan' }, 'en')?.href).toBe(
      '/en/step-by-step/',
    )
  })

  it('lead to an article’s page, and nowhere when the article has none', () => {
    const service = { kind: 'service', slug: 'verkopen' }
    expect(resolveMenuLink({ label: 'Verkopen', kind: 'article', article: service }, 'nl')).toEqual(
      { label: 'Verkopen', href: '/nl/diensten/verkopen/', external: false, newTab: false },
    )
    const method = { label: 'Arbeitsweise', kind: 'article' as const, article: { kind: 'method' } }
    expect(resolveMenuLink(method, 'de')?.href).toBe('/de/arbeitsweise/')
    // An unpublished article is not populated for visitors: only its id arrives.
    expect(resolveMenuLink({ label: 'Concept', kind: 'article', article: 7 }, 'nl')).toBeNull()
  })

  it('keep external addresses as they are, in a new tab when asked', () => {
    expect(
      resolveMenuLink(
        { label: 'BIV', kind: 'external', url: ' https://www.biv.be ', newTab: true },
        'nl',
      ),
    ).toEqual({ label: 'BIV', href: 'https://www.biv.be', external: true, newTab: true })
  })

  it('drop links without a text or a target, and the ones shown elsewhere', () => {
    const rows = [
      { link: { label: ' ', route: 'news' as const } },
      { link: { label: 'Nieuws', route: 'news' as const } },
      { link: { label: 'Privacy', route: 'privacy-statement' as const } },
      { link: { label: 'Leeg', kind: 'external' as const, url: '' } },
      {},
    ]
    expect(resolveMenu(rows, 'nl', ['/nl/privacyverklaring/']).map((link) => link.label)).toEqual([
      'Nieuws',
    ])
    expect(resolveMenu(null, 'nl')).toEqual([])
  })
})
