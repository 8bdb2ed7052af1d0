import { describe, expect, it } from 'vitest'

import { matchRoute } from '@/i18n/matchRoute'

describe('matchRoute', () => {
  it('finds the home page and fixed pages by their internal path', () => {
    expect(matchRoute([])).toEqual({ pathname: '/', params: {} })
    expect(matchRoute(['for-sale'])).toEqual({ pathname: '/for-sale', params: {} })
    expect(matchRoute(['method'])).toEqual({ pathname: '/method', params: {} })
  })

  it('gives the params of a content page', () => {
    expect(matchRoute(['for-rent', 'gent', 'studio', '12'])).toEqual({
      pathname: '/for-rent/[city]/[slug]/[id]',
      params: { city: 'gent', slug: 'studio', id: '12' },
    })
    expect(matchRoute(['news', 'open-huis'])).toEqual({
      pathname: '/news/[slug]',
      params: { slug: 'open-huis' },
    })
    expect(matchRoute(['questions-and-answers', 'aankoop', 'wat-kost-een-notaris'])).toEqual({
      pathname: '/questions-and-answers/[category]/[slug]',
      params: { category: 'aankoop', slug: 'wat-kost-een-notaris' },
    })
    expect(matchRoute(['thank-you', 'sign-newsletter'])).toEqual({
      pathname: '/thank-you/[kind]',
      params: { kind: 'sign-newsletter' },
    })
  })

  it('decodes segments and knows no route for an unknown shape', () => {
    expect(matchRoute(['news', 'caf%C3%A9'])?.params).toEqual({ slug: 'café' })
    expect(matchRoute(['news', '%E0%A4%A'])?.params).toEqual({ slug: '%E0%A4%A' })
    expect(matchRoute(['does-not-exist'])).toBeNull()
    expect(matchRoute(['for-sale', 'gent'])).toBeNull()
  })
})
