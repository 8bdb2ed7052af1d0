// Which page a request is answered from the page cache for, and the policy such a page gets:
// every inline script it runs allowed by its hash, nothing else (decision 0020).
import { createHash } from 'node:crypto'

import { describe, expect, it } from 'vitest'

import { inlineScriptHashes } from '../../../src/edge/sharedCacheHandler.mjs'
import { CONSENT_CHOSEN_SCRIPT } from '@/lib/consent'
import { learnOrigin, siteOrigin } from '@/lib/origin'
import { isPrerenderedPath } from '@/lib/rendering'
import { normalizedListQuery, searchParamsOf } from '@/lib/search/listParams'
import { measurementCspHosts } from '@/lib/measurement/ids'
import { consentScriptHash, contentSecurityPolicy } from '@/lib/securityHeaders'

const sha = (code: string) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`

describe('isPrerenderedPath', () => {
  const visitor = { previewing: false }
  it('serves the home, details, articles and legal pages from the cache, in every language', () => {
    for (const path of [
      '/nl/',
      '/nl/for-sale/',
      '/de/for-rent/q/type%3Dhouse/',
      '/fr/for-sale/gent/huis/12/',
      '/de/new-builds/gent/project/3/',
      '/en/news/open-huis/',
      '/nl/questions-and-answers/kopen/wat-kost-een-notaris/',
      '/fr/privacy-statement/',
    ])
      expect(isPrerenderedPath(path, visitor), path).toBe(true)
  })

  it('renders forms, the portal, login and unknown paths per request', () => {
    for (const path of [
      '/nl/contact/',
      '/nl/jobs/',
      '/nl/owner/4/',
      '/nl/login/',
      '/nl/thank-you/contact/',
      '/nl/_not-found/page/',
    ])
      expect(isPrerenderedPath(path, visitor), path).toBe(false)
  })

  it("renders an editor's preview per request", () => {
    expect(isPrerenderedPath('/nl/about-us/', { previewing: true })).toBe(false)
  })
})

describe('normalizedListQuery', () => {
  it('gives one key to the same filters in any order, without defaults or unknown parameters', () => {
    const a = normalizedListQuery({ type: ['house', 'apartment'], sort: 'date-desc', utm: 'x' })
    const b = normalizedListQuery({ type: ['apartment', 'house', 'house'] })
    expect(a).toBe('type=apartment&type=house')
    expect(b).toBe(a)
    expect(normalizedListQuery({ sort: 'date-desc', page: '1', _rsc: 'abc' })).toBe('')
    expect(searchParamsOf('type=apartment&type=house&minPrice=1000')).toEqual({
      type: ['apartment', 'house'],
      minPrice: ['1000'],
    })
  })
})

describe('inlineScriptHashes', () => {
  it('hashes every inline script a browser runs, not files, JSON data or duplicates', () => {
    const html =
      '<script>self.__next_f.push([1,"a"])</script><script src="/_next/x.js" async></script>' +
      '<script type="application/ld+json">{"@type":"House"}</script>' +
      '<script>self.__next_f.push([1,"a"])</script><script type="module">b()</script>'
    expect(inlineScriptHashes(html)).toEqual([sha('self.__next_f.push([1,"a"])'), sha('b()')])
  })

  it("allows the cookie banner's script on pages rendered per request by the same hash", async () => {
    expect(await consentScriptHash()).toBe(sha(CONSENT_CHOSEN_SCRIPT))
  })
})

describe("a prerendered page's policy", () => {
  it("allows our script files and the inline scripts by hash, never by 'strict-dynamic'", () => {
    const hashes = [sha('a()')]
    const policy = contentSecurityPolicy({
      scriptSources: hashes,
      admin: false,
      measurement: measurementCspHosts({ gtmId: 'GTM-AB12CD3', ga4Id: null, metaPixelId: null }),
    })
    const scripts = policy.split('; ').find((directive) => directive.startsWith('script-src'))
    expect(scripts).toBe(`script-src 'self' ${hashes[0]} https://*.googletagmanager.com`)
    const rendered = contentSecurityPolicy({ scriptSources: ["'nonce-n'"], admin: false })
    expect(rendered).toContain("script-src 'self' 'nonce-n' 'strict-dynamic'")
  })
})

describe('siteOrigin without SERVER_URL', () => {
  it('uses the origin of the requests the proxy saw, never localhost:3000', async () => {
    const saved = process.env.SERVER_URL
    delete process.env.SERVER_URL
    try {
      learnOrigin(new Headers({ host: 'makelaar.example' }))
      expect(await siteOrigin()).toBe('http://makelaar.example')
    } finally {
      if (saved !== undefined) process.env.SERVER_URL = saved
    }
  })
})
