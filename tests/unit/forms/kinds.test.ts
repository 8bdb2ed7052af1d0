import { describe, expect, it } from 'vitest'

import { getPathname } from '@/i18n/navigation'
import { locales } from '@/i18n/locales'
import { formKinds, kindForThankYouSlug, thankYouSlugs } from '@/lib/site/formKinds'
import { thankYouPath } from '@/lib/site/paths'

describe('thank-you pages', () => {
  it.each(locales)('has one slug per kind in %s, all different', (locale) => {
    const slugs = formKinds.map((kind) => thankYouSlugs[kind][locale])
    expect(new Set(slugs).size).toBe(formKinds.length)
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9-]+$/)
  })

  it('builds the same path as the site’s links', () => {
    for (const locale of locales)
      for (const kind of formKinds) {
        const expected = getPathname({
          locale,
          href: { pathname: '/thank-you/[kind]', params: { kind: thankYouSlugs[kind][locale] } },
        })
        expect(thankYouPath(locale, kind)).toBe(expected)
        expect(kindForThankYouSlug(thankYouSlugs[kind][locale], locale)).toBe(kind)
      }
  })

  it('still answers the call-back request’s former thank-you pages (bookmarks, shared links)', () => {
    expect(thankYouPath('nl', 'call-me')).toBe('/nl/bedankt/personal-appointment/')
    expect(kindForThankYouSlug('bel-mij', 'nl')).toBe('call-me')
    expect(kindForThankYouSlug('rueckruf', 'de')).toBe('call-me')
    expect(kindForThankYouSlug('bel-mij', 'fr')).toBeNull()
  })

  it('follows docs/public-urls.md: /nl/bedankt/contact/, /fr/merci/…, /en/thank-you/…, /de/danke/…', () => {
    expect(thankYouPath('nl', 'contact')).toBe('/nl/bedankt/contact/')
    expect(thankYouPath('nl', 'valuation')).toBe('/nl/bedankt/gratis-waardebepaling/')
    expect(thankYouPath('nl', 'newsletter')).toBe('/nl/bedankt/sign-newsletter/')
    expect(thankYouPath('fr', 'contact')).toBe('/fr/merci/contact/')
    expect(thankYouPath('en', 'visit-request')).toBe('/en/thank-you/visit-request/')
    expect(thankYouPath('de', 'contact')).toBe('/de/danke/kontakt/')
  })
})
