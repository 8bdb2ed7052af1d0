import { describe, expect, it } from 'vitest'

import { locales } from '@/i18n/locales'
import { pathnames } from '@/i18n/pathnames'

const entries = Object.entries(pathnames).map(([internal, value]) => ({
  internal,
  localized: typeof value === 'string' ? Object.fromEntries(locales.map((l) => [l, value])) : value,
}))

describe('public path table', () => {
  it('gives every route a path in every language', () => {
    for (const { internal, localized } of entries) {
      expect(Object.keys(localized).sort(), internal).toEqual([...locales].sort())
    }
  })

  it('uses lowercase ASCII segments without accents or trailing slashes', () => {
    for (const { localized } of entries) {
      for (const path of Object.values(localized)) {
        expect(path).toMatch(/^\/([a-z0-9-]+|\[[a-z]+\])?(\/([a-z0-9-]+|\[[a-z]+\]))*$/)
      }
    }
  })

  it('never gives two routes the same path in one language', () => {
    for (const locale of locales) {
      const paths = entries.map(({ localized }) => localized[locale])
      expect(new Set(paths).size, locale).toBe(paths.length)
    }
  })

  it('holds the list paths of the URL contract', () => {
    expect(pathnames['/for-sale']).toEqual({
      nl: '/te-koop',
      fr: '/a-vendre',
      en: '/for-sale',
      de: '/zu-verkaufen',
    })
    expect(pathnames['/for-rent']).toEqual({
      nl: '/te-huur',
      fr: '/a-louer',
      en: '/for-rent',
      de: '/zu-vermieten',
    })
  })
})
