import { describe, expect, it } from 'vitest'

import { getPathname } from '@/i18n/navigation'

describe('generated paths', () => {
  it('end with a slash, the home of each language included', () => {
    expect(getPathname({ locale: 'nl', href: '/' })).toBe('/nl/')
    expect(getPathname({ locale: 'fr', href: '/for-sale' })).toBe('/fr/a-vendre/')
    expect(getPathname({ locale: 'de', href: '/for-rent' })).toBe('/de/zu-vermieten/')
  })

  it('keep the query string after the slash', () => {
    expect(getPathname({ locale: 'en', href: { pathname: '/for-sale', query: { page: 2 } } })).toBe(
      '/en/for-sale/?page=2',
    )
  })

  it('fill in the dynamic segments of localized routes', () => {
    expect(
      getPathname({
        locale: 'nl',
        href: { pathname: '/thank-you/[kind]', params: { kind: 'contact' } },
      }),
    ).toBe('/nl/bedankt/contact/')
  })
})
