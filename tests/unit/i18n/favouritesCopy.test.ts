// The favourites page says what it does: its favourites stay in this browser, and the box below
// its intro keeps them on every device too — the intro may not say "only in this browser".
import { describe, expect, it } from 'vitest'

import de from '@/i18n/messages/de.json'
import en from '@/i18n/messages/en.json'
import fr from '@/i18n/messages/fr.json'
import nl from '@/i18n/messages/nl.json'

const catalogues = { nl, fr, en, de }
const only = { nl: /\balleen\b/i, fr: /\buniquement\b/i, en: /\bonly\b/i, de: /\bnur\b/i }
const devices = { nl: /toestellen/, fr: /appareils/, en: /devices/, de: /Geräten/ }

describe('the favourites intro', () => {
  it.each(Object.keys(catalogues) as (keyof typeof catalogues)[])(
    'in %s names the devices and promises no "only in this browser"',
    (locale) => {
      const intro = catalogues[locale].Favourites.intro
      expect(intro).not.toMatch(only[locale])
      expect(intro).toMatch(devices[locale])
    },
  )

  it('speaks to the visitor as "u" in Dutch, as the page around it does', () => {
    for (const text of [nl.Favourites.intro, nl.Favourites.noScript])
      expect(text).not.toMatch(/\bje\b/)
  })
})
