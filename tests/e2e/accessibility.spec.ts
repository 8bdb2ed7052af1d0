// Every page type of the public site and the owner portal, in the four languages, has no axe
// violation of any impact (issue 14). The list is the page types themselves, not a sample: a new
// page type belongs here. Content pages (a property, a project, an article…) are found through
// their list, and their other languages through the page's own hreflang links.
import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'

import { locales, type Locale } from '../../src/i18n/locales'
import { pathnames } from '../../src/i18n/pathnames'

const password = process.env.SEED_OWNER_PASSWORD ?? ''

/** The public path of a fixed page in one language (src/i18n/pathnames.ts). */
const fixed = (pathname: keyof typeof pathnames, locale: Locale) => {
  const entry = pathnames[pathname] as string | Record<Locale, string>
  const path = typeof entry === 'string' ? entry : entry[locale]
  return `/${locale}${path === '/' ? '' : path}/`
}

/**
 * Every axe violation, of any impact, as `rule: help (first target)`. Every rule runs; only the
 * violations' nodes are collected (`resultTypes`), which spares axe listing every element that
 * passed.
 */
const violations = async (page: Page) =>
  (
    await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).analyze()
  ).violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes[0]?.target.join(' ')}`,
  )

/** The href of the first link matching `selector` on the page at `path`. */
const firstLink = async (page: Page, path: string, selector: string) => {
  await page.goto(path)
  const href = await page.locator(selector).first().getAttribute('href')
  expect(href, `a link ${selector} on ${path}`).toBeTruthy()
  return new URL(href!, page.url()).pathname
}

/** The page's address in `locale`, from its hreflang links (the language switcher's source). */
const inLanguage = async (page: Page, path: string, locale: Locale) => {
  if (locale === 'nl') return path
  await page.goto(path)
  const tags: Record<Locale, string> = { nl: 'nl-BE', fr: 'fr-BE', en: 'en-GB', de: 'de-BE' }
  const href = await page
    .locator(`link[rel="alternate"][hreflang="${tags[locale]}"]`)
    .getAttribute('href')
  expect(href, `${path} in ${locale}`).toBeTruthy()
  return new URL(href!).pathname
}

const fixedPages: (keyof typeof pathnames)[] = [
  '/',
  '/for-sale',
  '/for-rent',
  '/new-builds',
  '/news',
  '/services',
  '/questions-and-answers',
  '/contact',
  '/appointment',
  '/free-valuation',
  '/free-advice',
  '/keep-me-informed',
  '/about-us',
  '/method',
  '/step-plan',
  '/strengths',
  '/jobs',
  '/testimonials',
  '/privacy-statement',
  '/cookie-policy',
  '/disclaimer',
  '/login',
  '/login/forgot-password',
]

test.describe('no axe violation of any impact', () => {
  /** Goes to each page and collects its violations, named by page. */
  const sweep = (page: Page) => {
    const found: string[] = []
    const check = async (name: string, path: string) => {
      await page.goto(path)
      await page.waitForLoadState('networkidle')
      for (const violation of await violations(page)) found.push(`${name} ${path}: ${violation}`)
    }
    return { found, check }
  }

  // Two tests per language (the fixed pages; the content pages and the list's views), each
  // well inside its time on a loaded two-core machine.
  for (const locale of locales) {
    test(`on every fixed public page in ${locale}`, async ({ page }) => {
      test.setTimeout(240_000)
      const { found, check } = sweep(page)
      for (const pathname of fixedPages) await check(pathname, fixed(pathname, locale))
      expect(found).toEqual([])
    })

    test(`on every content page type and list view in ${locale}`, async ({ page }) => {
      test.setTimeout(240_000)
      const { found, check } = sweep(page)
      const sale = fixed('/for-sale', locale)
      await check('map view', `${sale}?view=map`)
      await check('filtered list', `${sale}?type=house`)
      const content: [string, string, string][] = [
        ['property', '/nl/te-koop/', 'article.property-card h3 a'],
        ['rental', '/nl/te-huur/', 'article.property-card h3 a'],
        ['project', '/nl/nieuwbouw/', 'article.property-card h3 a'],
        ['news article', '/nl/nieuws/', 'main article h2 a, main article h3 a'],
        ['service', '/nl/diensten/', 'main article h2 a, main article h3 a'],
        [
          'Q&A category',
          '/nl/vraag-en-antwoord/',
          'main a[href^="/nl/vraag-en-antwoord/"]:not([href="/nl/vraag-en-antwoord/"])',
        ],
      ]
      for (const [name, list, selector] of content) {
        const nl = await firstLink(page, list, selector)
        await check(name, await inLanguage(page, nl, locale))
        if (name === 'Q&A category') {
          const question = await firstLink(page, nl, `main a[href^="${nl}"]:not([href="${nl}"])`)
          await check('Q&A question', await inLanguage(page, question, locale))
        }
      }
      await check('not found', `/${locale}/${'does-not-exist'}/`)
      expect(found).toEqual([])
    })
  }

  test('on every page of the owner portal, in the four languages', async ({ page }) => {
    test.setTimeout(180_000)
    await page.goto('/nl/login/')
    await page.locator('input[name="identifier"]').fill('demo-eigenaar-1')
    await page.locator('input[type="password"]').fill(password)
    await page.locator('form button[type="submit"]').first().click()
    await expect(page).toHaveURL(/\/nl\/eigenaar\/$/)
    const property = await page.locator('.portal-card a').first().getAttribute('href')
    const id = property?.match(/\/(\d+)\/$/)?.[1]
    expect(id, 'a property of the demo owner').toBeTruthy()

    const found: string[] = []
    for (const locale of locales) {
      const overview = fixed('/owner', locale)
      for (const path of [overview, `${overview}${id}/`, fixed('/owner/profile', locale)]) {
        await page.goto(path)
        await page.waitForLoadState('networkidle')
        for (const violation of await violations(page)) found.push(`${path}: ${violation}`)
      }
    }
    expect(found).toEqual([])
  })
})
