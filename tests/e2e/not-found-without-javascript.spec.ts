// A visitor, a screen reader or a search engine without JavaScript who follows a dead link gets
// a real page: status 404, the "not found" text in their language, the search form and the
// link home — in the HTML the server sends, not only in the script payload.
import { expect, test } from '@playwright/test'

import de from '../../src/i18n/messages/de.json' with { type: 'json' }
import en from '../../src/i18n/messages/en.json' with { type: 'json' }
import fr from '../../src/i18n/messages/fr.json' with { type: 'json' }
import nl from '../../src/i18n/messages/nl.json' with { type: 'json' }

test.use({ javaScriptEnabled: false })

const page404 = (messages: typeof en) => messages.NotFound.title
const property404 = (messages: typeof en) => messages.PropertyDetail.notFoundTitle

const cases = [
  {
    path: '/en/does-not-exist/',
    messages: en,
    title: page404,
    home: '/en/',
    search: '/en/for-sale/',
  },
  {
    path: '/nl/does-not-exist/',
    messages: nl,
    title: page404,
    home: '/nl/',
    search: '/nl/te-koop/',
  },
  {
    path: '/nl/bestaat/niet/meer/',
    messages: nl,
    title: page404,
    home: '/nl/',
    search: '/nl/te-koop/',
  },
  // An unknown news item and service.
  {
    path: '/en/news/does-not-exist/',
    messages: en,
    title: page404,
    home: '/en/',
    search: '/en/for-sale/',
  },
  {
    path: '/nl/diensten/bestaat-niet/',
    messages: nl,
    title: page404,
    home: '/nl/',
    search: '/nl/te-koop/',
  },
  // An unknown property id, and one that is not even a number.
  {
    path: '/nl/te-koop/x/y/999999/',
    messages: nl,
    title: property404,
    home: '/nl/',
    search: '/nl/te-koop/',
  },
  {
    path: '/en/for-rent/x/y/abc/',
    messages: en,
    title: property404,
    home: '/en/',
    search: '/en/for-sale/',
  },
]

for (const { path, messages, title, home, search } of cases) {
  test(`${path} answers 404 with the localized not-found page in its HTML`, async ({
    page,
    request,
  }) => {
    const response = await request.get(path, { maxRedirects: 0 })
    expect(response.status()).toBe(404)
    const html = await response.text()
    // Not the empty error shell whose content only the script payload holds.
    expect(html.includes('id="__next_error__"'), 'empty error shell').toBe(false)
    expect(html).toContain(title(messages))
    expect(html).toContain(messages.NotFound.homeLink)
    expect(html).toMatch(new RegExp(`<form[^>]*action="${search}"`))

    const visit = await page.goto(path)
    expect(visit?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title(messages))
    await expect(page.getByRole('search')).toBeVisible()
    await expect(page.getByRole('link', { name: messages.NotFound.homeLink })).toHaveAttribute(
      'href',
      home,
    )
  })
}

// A file name outside the site's own files and languages — what a browser or a scanner asks
// for — is sent to a language like any address without one, whose not-found page answers 404
// (every page needs a language: these used to answer 500).
for (const path of [
  '/x.y',
  '/.env',
  '/favicon.ico',
  '/wp-login.php',
  '/old/page.html',
  '/nl/x.php',
]) {
  test(`${path} ends on the not-found page of a language, status 404`, async ({ page }) => {
    const visit = await page.goto(path)
    expect(visit?.status()).toBe(404)
    const locale = new URL(page.url()).pathname.split('/')[1]
    const messages = { nl, fr, en, de }[locale]
    expect(messages, `a language in ${page.url()}`).toBeTruthy()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages!.NotFound.title)
    await expect(page.getByRole('link', { name: messages!.NotFound.homeLink })).toHaveAttribute(
      'href',
      `/${locale}/`,
    )
  })
}
