import { describe, expect, it } from 'vitest'

import { internalPathname } from '@/i18n/internalPathname'

describe('internalPathname', () => {
  it('maps the rewritten path of a fixed page, with its trailing slash, to its internal name', () => {
    expect(internalPathname('/for-sale/')).toBe('/for-sale')
    expect(internalPathname('/privacy-statement/')).toBe('/privacy-statement')
    expect(internalPathname('/')).toBe('/')
  })

  it('maps a dynamic page to its template, so the language switcher can fill in the params', () => {
    expect(internalPathname('/for-sale/gent/ruime-woning/12/')).toBe('/for-sale/[city]/[slug]/[id]')
    expect(internalPathname('/news/nieuwe-regels/')).toBe('/news/[slug]')
  })

  it('leaves an internal pathname as it is', () => {
    expect(internalPathname('/for-rent')).toBe('/for-rent')
    expect(internalPathname('/new-builds/[city]/[slug]/[id]')).toBe(
      '/new-builds/[city]/[slug]/[id]',
    )
  })
})
