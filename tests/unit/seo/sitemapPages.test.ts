// The sitemap's fixed pages are exactly the pages of the path table that search engines may
// index: a page whose metadata says `index: false` is left out, every other one is listed.
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { pathnames, type AppPathname } from '@/i18n/pathnames'
import { notIndexedPages, sitemapFixedPages } from '@/lib/seo/sitemapPages'

const site = path.resolve(import.meta.dirname, '../../../src/app/(frontend)/[locale]/(site)')
const pageFile = (pathname: string) => path.join(site, pathname, 'page.tsx')

/** Whether a page's own metadata keeps it out of search engines (privatePageMetadata does). */
const saysNoindex = (pathname: string) =>
  /robots:\s*\{\s*index:\s*false|privatePageMetadata\(/.test(
    readFileSync(pageFile(pathname), 'utf8'),
  )

const fixed = (Object.keys(pathnames) as AppPathname[]).filter((name) => !name.includes('['))

describe('the sitemap’s fixed pages', () => {
  it('leave out the alert-management page (404 without a token) and every login page', () => {
    const pages = sitemapFixedPages()
    for (const pathname of [
      '/keep-me-informed/manage',
      '/login',
      '/login/forgot-password',
      '/login/new-password',
    ] as const) {
      expect(pages).not.toContain(pathname)
    }
    expect(pages).toContain('/keep-me-informed')
    expect(pages).toContain('/for-sale')
  })

  it.each(fixed)('list %s exactly when its page lets search engines index it', (pathname) => {
    expect(existsSync(pageFile(pathname)), pathname).toBe(true)
    expect(sitemapFixedPages().includes(pathname)).toBe(!saysNoindex(pathname))
  })

  it('name only pages that say noindex themselves', () => {
    for (const pathname of notIndexedPages) expect(saysNoindex(pathname), pathname).toBe(true)
  })
})
