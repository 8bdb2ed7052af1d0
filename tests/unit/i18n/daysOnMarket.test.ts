// The owner portal's "days on the market" names the property's own goal: a house for sale is
// "te koop", never "te koop of te huur".
import { createTranslator } from 'use-intl/core'
import { describe, expect, it } from 'vitest'

import { locales, type Locale } from '@/i18n/locales'
import { catalogues } from '@/i18n/server'

const daysOnMarket = (locale: Locale, goal: 'sale' | 'rent', count: number) =>
  createTranslator({ locale, messages: catalogues[locale], namespace: 'Portal.portal' })(
    'daysOnMarket',
    { count, goal },
  )

describe('days on the market in the owner portal', () => {
  it.each([
    ['nl', '12 dagen te koop', '1 dag te huur'],
    ['fr', 'En vente depuis 12 jours', 'En location depuis 1 jour'],
    ['en', 'For sale for 12 days', 'For rent for 1 day'],
    ['de', 'Seit 12 Tagen zum Verkauf angeboten', 'Seit 1 Tag zur Miete angeboten'],
  ] as const)('names the goal of the property (%s)', (locale, sale, rent) => {
    expect(daysOnMarket(locale, 'sale', 12)).toBe(sale)
    expect(daysOnMarket(locale, 'rent', 1)).toBe(rent)
  })

  it('never offers both goals at once', () => {
    for (const locale of locales) {
      expect(daysOnMarket(locale, 'sale', 3)).not.toMatch(/ of te huur|ou à louer|or rent|oder/)
    }
  })
})
