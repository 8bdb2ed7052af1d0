// The agency's measurement (docs/tracking.md): the ids an editor may enter, the hosts the CSP
// then allows, the pages never measured, the cookies a withdrawal deletes, and the events'
// payloads — stable names, never personal data.
import { describe, expect, it } from 'vitest'

import { parseListParams } from '@/lib/search/listParams'
import {
  cookieDomains,
  deletionCookieStrings,
  measurementCookiesToDelete,
} from '@/lib/measurement/cookies'
import {
  formCompleteEvent,
  formSendEvent,
  isSearch,
  printEvent,
  searchEvent,
  socialTrackingCall,
  trackingEventNames,
  viewItemEvent,
  viewItemListEvent,
} from '@/lib/measurement/events'
import {
  hasMeasurement,
  isMeasurementId,
  isUnmeasuredPath,
  measurementCspHosts,
  measurementIds,
} from '@/lib/measurement/ids'
import { carriesSecret, isMeasurableLocation, isSecretParameter } from '@/lib/measurement/location'
import { contentSecurityPolicy } from '@/lib/securityHeaders'

describe('measurement ids', () => {
  it('accepts the formats of Tag Manager, GA4 and the Meta pixel, and empty', () => {
    expect(isMeasurementId('GTM-AB12CD3', 'gtmId')).toBe(true)
    expect(isMeasurementId(' gtm-ab12cd3 ', 'gtmId')).toBe(true)
    expect(isMeasurementId('G-AB12CD34EF', 'ga4Id')).toBe(true)
    expect(isMeasurementId('123456789012345', 'metaPixelId')).toBe(true)
    for (const kind of ['gtmId', 'ga4Id', 'metaPixelId'] as const) {
      expect(isMeasurementId('', kind)).toBe(true)
      expect(isMeasurementId(null, kind)).toBe(true)
    }
  })

  it('refuses what is not an id of its kind', () => {
    expect(isMeasurementId('G-AB12CD34EF', 'gtmId')).toBe(false)
    expect(isMeasurementId('GTM-AB12', 'ga4Id')).toBe(false)
    expect(isMeasurementId('UA-12345-1', 'ga4Id')).toBe(false)
    expect(isMeasurementId('GTM-AB"><script>', 'gtmId')).toBe(false)
    expect(isMeasurementId('12345', 'metaPixelId')).toBe(false)
    expect(isMeasurementId('12345678901a', 'metaPixelId')).toBe(false)
  })

  it('reads only valid ids from the settings', () => {
    expect(measurementIds({ gtmId: 'gtm-ab12cd3', ga4Id: 'bad', metaPixelId: '' })).toEqual({
      gtmId: 'GTM-AB12CD3',
      ga4Id: null,
      metaPixelId: null,
    })
    expect(hasMeasurement(measurementIds(null))).toBe(false)
  })
})

describe('the Content-Security-Policy of a measured page', () => {
  const none = { gtmId: null, ga4Id: null, metaPixelId: null }

  it('allows no host when no id is set', () => {
    expect(measurementCspHosts(none)).toEqual({ connect: [], img: [] })
    const policy = contentSecurityPolicy({ scriptSources: ["'nonce-n'"], admin: false })
    expect(policy).toContain("connect-src 'self'")
    expect(policy).not.toMatch(/google|facebook/)
  })

  it("allows Google's hosts for a tag manager or GA4 id, Meta's for a pixel, in connect-src and img-src only", () => {
    const google = measurementCspHosts({ ...none, gtmId: 'GTM-AB12CD3' })
    expect(google.connect).toContain('https://*.google-analytics.com')
    expect(google.connect).toContain('https://*.analytics.google.com')
    expect(google.img).toContain('https://*.google-analytics.com')
    expect(google.connect.join(' ')).not.toContain('facebook')
    const meta = measurementCspHosts({ ...none, metaPixelId: '123456789012345' })
    expect(meta).toEqual({
      connect: ['https://www.facebook.com', 'https://connect.facebook.net'],
      img: ['https://www.facebook.com'],
      script: ['https://connect.facebook.net'],
    })
    const policy = contentSecurityPolicy({
      scriptSources: ["'nonce-n'"],
      admin: false,
      measurement: google,
    })
    const directive = (name: string) =>
      policy.split('; ').find((part) => part.startsWith(`${name} `)) ?? ''
    expect(directive('connect-src')).toContain('https://*.google-analytics.com')
    expect(directive('img-src')).toContain('https://*.googletagmanager.com')
    expect(directive('script-src')).toBe("script-src 'self' 'nonce-n' 'strict-dynamic'")
  })

  it('never measures the owner portal and its login pages, in any language', () => {
    for (const path of [
      '/nl/eigenaar/',
      '/fr/proprietaire/12/',
      '/en/owner/profile/',
      '/de/eigentumer/',
      '/nl/login/',
      '/fr/login/mot-de-passe-oublie/',
    ])
      expect(isUnmeasuredPath(path), path).toBe(true)
    for (const path of ['/nl/', '/nl/te-koop/', '/en/owners-guide/', '/nl/nieuws/login-tips/'])
      expect(isUnmeasuredPath(path), path).toBe(false)
  })
})

describe('pages whose address carries a secret', () => {
  const site = 'https://www.agency.example'

  it('are the links of our mails: a manage, reset or confirm token, a favourites sync fragment', () => {
    for (const href of [
      `${site}/nl/zoekopdracht/beheer/?token=abcdefghijklmnopqrstuvwxyz012345`,
      `${site}/fr/recherche/gerer/?done=saved&token=abc`,
      `${site}/nl/login/nieuw-wachtwoord/?token=abc`,
      `${site}/nl/favorieten/#sync=abcdefghijklmnopqrstuvwxyz`,
      `${site}/api/forms/newsletter/confirm/?token=abc`,
      `${site}/nl/?TOKEN=abc`,
      `${site}/nl/?access_token=abc`,
      `${site}/nl/?resetToken=abc`,
      `${site}/nl/?signature=abc&sig=def`,
      `${site}/nl/?code=abc`,
      `${site}/nl/?key=abc`,
      `${site}/nl/?secret=abc`,
      `${site}/nl/?password=abc`,
      `https://user:pass@www.agency.example/nl/`,
    ])
      expect(carriesSecret(href), href).toBe(true)
  })

  it('are not the pages of the site, with their filters, pages and anchors', () => {
    for (const href of [
      `${site}/nl/`,
      `${site}/nl/te-koop/?type=house&zip=1000&minPrice=200000&page=2&sort=price&view=map`,
      `${site}/nl/te-koop/villa-123/#description`,
      `${site}/nl/?utm_source=newsletter&utm_medium=email`,
      '',
      'not a url',
    ])
      expect(carriesSecret(href), href).toBe(false)
    expect(isSecretParameter('city')).toBe(false)
    expect(isSecretParameter('token')).toBe(true)
  })

  it('are not measured, nor is the page a secret link referred from', () => {
    const manage = `${site}/nl/zoekopdracht/beheer/?token=abc`
    expect(isMeasurableLocation({ href: `${site}/nl/`, referrer: '' })).toBe(true)
    expect(isMeasurableLocation({ href: `${site}/nl/`, referrer: `${site}/nl/te-koop/` })).toBe(
      true,
    )
    expect(isMeasurableLocation({ href: manage, referrer: '' })).toBe(false)
    expect(isMeasurableLocation({ href: `${site}/nl/`, referrer: manage })).toBe(false)
  })
})

describe('withdrawing consent', () => {
  const jar =
    '_ga=GA1.1.1; _ga_AB12CD=GS1; _gid=x; _fbp=fb.1; _gcl_au=1; cookie_consent=necessary; theme=x'

  it('deletes the analytics cookies without analytics consent, the marketing ones without marketing', () => {
    expect(measurementCookiesToDelete(jar, ['necessary'])).toEqual([
      '_ga',
      '_ga_AB12CD',
      '_gid',
      '_fbp',
      '_gcl_au',
    ])
    expect(measurementCookiesToDelete(jar, ['necessary', 'analytical'])).toEqual([
      '_fbp',
      '_gcl_au',
    ])
    expect(measurementCookiesToDelete(jar, ['necessary', 'analytical', 'marketing'])).toEqual([])
  })

  it('deletes them under the host and every parent domain (Google writes on the registrable one)', () => {
    expect(cookieDomains('www.agency.be')).toEqual([null, 'www.agency.be', 'agency.be'])
    expect(cookieDomains('localhost')).toEqual([null])
    expect(cookieDomains('127.0.0.1')).toEqual([null])
    expect(deletionCookieStrings('_ga', 'www.agency.be')).toEqual([
      '_ga=; Max-Age=0; Path=/',
      '_ga=; Max-Age=0; Path=/; Domain=www.agency.be',
      '_ga=; Max-Age=0; Path=/; Domain=agency.be',
    ])
  })
})

describe('tracking events', () => {
  it('have the documented names', () => {
    expect(trackingEventNames).toEqual([
      'search',
      'view_item_list',
      'view_item',
      'print',
      'form_send',
      'form_complete',
    ])
  })

  it('a search sends its filters, never the typed town text', () => {
    const params = parseListParams({
      type: 'house,apartment',
      city: 'Mijn Geheime Straat',
      zip: '9000',
      minPrice: '200000',
      page: '2',
    })
    expect(isSearch(params)).toBe(true)
    expect(isSearch(parseListParams({ page: '2', sort: 'price-asc' }))).toBe(false)
    const event = searchEvent({ list: 'for-sale', params, results: 7 })
    expect(event).toEqual({
      event: 'search',
      list_name: 'for-sale',
      search_filters: ['type', 'city', 'zip', 'minPrice'],
      results: 7,
      property_types: ['house', 'apartment'],
      postcodes: ['9000'],
      town_count: 1,
      min_price: 200000,
    })
    expect(JSON.stringify(event)).not.toContain('Geheime')
  })

  it('a list, a detail view, a print and a form carry ids and kinds only', () => {
    expect(viewItemListEvent({ list: 'for-rent', ids: [3, 4], page: 2, results: 14 })).toEqual({
      event: 'view_item_list',
      list_name: 'for-rent',
      view: 'list',
      page: 2,
      results: 14,
      item_ids: ['3', '4'],
    })
    expect(
      viewItemListEvent({
        list: 'for-sale',
        ids: Array.from({ length: 80 }, (_, i) => i),
        page: 1,
        results: 80,
      }).item_ids,
    ).toHaveLength(50)
    expect(
      viewItemEvent({ type: 'property', id: 12, goal: 'sale', price: 325000, postcode: '9000' }),
    ).toEqual({
      event: 'view_item',
      item_type: 'property',
      item_id: '12',
      goal: 'sale',
      value: 325000,
      currency: 'EUR',
      postcode: '9000',
    })
    // a price on request is not sent
    expect(viewItemEvent({ type: 'property', id: 12, goal: 'rent', price: null })).toEqual({
      event: 'view_item',
      item_type: 'property',
      item_id: '12',
      goal: 'rent',
    })
    expect(printEvent({ type: 'project', id: 5 })).toEqual({
      event: 'print',
      item_type: 'project',
      item_id: '5',
    })
    expect(formSendEvent('contact')).toEqual({ event: 'form_send', form_kind: 'contact' })
    expect(formCompleteEvent('valuation')).toEqual({
      event: 'form_complete',
      form_kind: 'valuation',
    })
  })

  it("call the social-media tracking function's standard events", () => {
    expect(socialTrackingCall(formCompleteEvent('contact'))).toEqual(['Lead'])
    expect(socialTrackingCall(formCompleteEvent('newsletter'))).toEqual(['Subscribe'])
    expect(socialTrackingCall(viewItemEvent({ type: 'property', id: 3 }))).toEqual([
      'ViewContent',
      { content_ids: ['3'], content_type: 'product' },
    ])
    expect(socialTrackingCall(printEvent({ type: 'property', id: 3 }))).toBeNull()
  })
})
