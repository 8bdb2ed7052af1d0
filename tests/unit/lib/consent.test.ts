import { describe, expect, it } from 'vitest'

import {
  consentCookieOptions,
  consentCookieString,
  consentFromChoice,
  consentLifetimeDays,
  embedConsentCategory,
  parseConsent,
  readCookie,
  serializeConsent,
} from '@/lib/consent'

describe('cookie consent', () => {
  it('records every category for "accept all" and only the necessary ones for "necessary only"', () => {
    expect(serializeConsent(consentFromChoice('all'))).toBe(
      'necessary.analytical.marketing.social.unclassified',
    )
    expect(serializeConsent(consentFromChoice('necessary', ['marketing']))).toBe('necessary')
  })

  it('saves a selection in canonical order, always with the necessary cookies', () => {
    expect(consentFromChoice('selection', ['social', 'analytical'])).toEqual([
      'necessary',
      'analytical',
      'social',
    ])
  })

  it('never grants more than the five categories, whatever a form posts', () => {
    expect(consentFromChoice('selection', ['tracking', 'marketing'])).toEqual([
      'necessary',
      'marketing',
    ])
    expect(consentFromChoice('everything', ['marketing'])).toEqual(['necessary'])
    expect(consentFromChoice(null)).toEqual(['necessary'])
  })

  it('reads back what it wrote and asks again for anything else', () => {
    expect(parseConsent('necessary.social')).toEqual(['necessary', 'social'])
    expect(parseConsent('necessary')).toEqual(['necessary'])
    expect(parseConsent(undefined)).toBeNull()
    expect(parseConsent('')).toBeNull()
    expect(parseConsent('true')).toBeNull()
    expect(parseConsent('social')).toBeNull()
    expect(parseConsent('necessary.tracking')).toBeNull()
    // A hand-made cookie with broken escapes asks again instead of failing the page.
    expect(parseConsent('necessary.%ZZ')).toBeNull()
  })

  it('finds the cookie among the others of a header', () => {
    const header = 'NEXT_LOCALE=fr; cookie_consent=necessary.analytical; other=1'
    expect(readCookie(header, 'cookie_consent')).toBe('necessary.analytical')
    expect(readCookie(header, 'missing')).toBeUndefined()
  })

  it('keeps the choice for the lifetime of the settings, between a day and 13 months', () => {
    expect(consentLifetimeDays(180)).toBe(180)
    expect(consentLifetimeDays(1000)).toBe(395)
    expect(consentLifetimeDays(0)).toBe(180)
    expect(consentLifetimeDays(null)).toBe(180)
    expect(consentCookieOptions(30, true)).toEqual({
      path: '/',
      maxAge: 30 * 86400,
      sameSite: 'lax',
      secure: true,
    })
    expect(consentCookieString(['social'], 2, false)).toBe(
      'cookie_consent=necessary.social; Path=/; Max-Age=172800; SameSite=Lax',
    )
    expect(consentCookieString([], 1, true)).toMatch(/; Secure$/)
  })

  it('asks social-media consent for video platforms and marketing consent for tours', () => {
    expect(embedConsentCategory('youtube')).toBe('social')
    expect(embedConsentCategory('vimeo')).toBe('social')
    expect(embedConsentCategory('facebook')).toBe('social')
    expect(embedConsentCategory('matterport')).toBe('marketing')
    expect(embedConsentCategory('tvl')).toBe('marketing')
    expect(embedConsentCategory('file')).toBeNull()
  })
})
