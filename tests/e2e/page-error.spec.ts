// A public page that fails to render answers status 500 with a page in the visitor's language,
// inside the site's header and footer, with a way to try again and a way home — never Next's
// English "This page couldn't load". A second server of the same build runs on a copy of the e2e
// database whose properties table is gone: a filter set nobody asked for is searched on the
// database there, and fails as it would with a broken database. Without JavaScript Next sends
// an empty error document (it renders error pages in the browser only): decision 0032.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import AxeBuilder from '@axe-core/playwright'
import { createClient } from '@libsql/client'
import { expect, test } from '@playwright/test'

import fr from '../../src/i18n/messages/fr.json' with { type: 'json' }
import nl from '../../src/i18n/messages/nl.json' with { type: 'json' }
import { startSecondServer } from '../helpers/secondServer'

const port = Number(process.env.E2E_PORT || 3100) + 1001
const base = `http://127.0.0.1:${port}`
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-page-error-'))
let server: Awaited<ReturnType<typeof startSecondServer>> | undefined

test.beforeAll(async () => {
  const copy = path.join(dir, 'broken.db')
  const source = createClient({ url: process.env.DATABASE_URL! })
  await source.execute(`VACUUM INTO '${copy}'`)
  source.close()
  const broken = createClient({ url: `file:${copy}` })
  await broken.execute('ALTER TABLE properties RENAME TO properties_gone')
  broken.close()

  server = await startSecondServer(base, ['server.mjs', '-p', String(port)], {
    ...process.env,
    NODE_ENV: 'production',
    SERVER_URL: base,
    DATABASE_URL: `file:${copy}`,
  })
})

test.afterAll(() => {
  server?.stop()
  fs.rmSync(dir, { recursive: true, force: true })
})

/** A filter set no request has asked for: not in any cache, so searched on the database. */
const newFilterSet = () => `?minPrice=${100_000 + Math.floor(Math.random() * 800_000)}`

const cases = [
  { locale: 'nl', list: '/nl/te-koop/', messages: nl },
  { locale: 'fr', list: '/fr/a-vendre/', messages: fr },
] as const

for (const { locale, list, messages } of cases) {
  test(`a list that cannot be read answers 500 with the error page in ${locale}, inside the site's frame`, async ({
    page,
  }) => {
    const address = `${base}${list}${newFilterSet()}`
    const response = await page.goto(address)
    expect(response?.status()).toBe(500)
    await expect(page.locator('html')).toHaveAttribute('lang', new RegExp(`^${locale}`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages.PageError.title)
    await expect(page.getByText(messages.PageError.text)).toBeVisible()
    await expect(page.getByText("This page couldn't load")).toHaveCount(0)
    await expect(page.getByRole('banner')).toBeVisible()
    await expect(page.getByRole('contentinfo')).toBeVisible()
    // The digest that the server's log shows with the error.
    await expect(page.locator('.page-error__reference')).toHaveText(
      new RegExp(messages.PageError.reference.replace('{digest}', '\\S+')),
    )
    expect((await new AxeBuilder({ page }).analyze()).violations.map((v) => v.id)).toEqual([])

    // "Try again" asks the server for the same address again.
    const again = page.waitForRequest((request) => request.url() === address)
    await page.getByRole('link', { name: messages.PageError.retry }).click()
    await again
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages.PageError.title)

    await page.getByRole('link', { name: messages.PageError.homeLink }).click()
    await expect(page).toHaveURL(`${base}/${locale}/`)
  })
}
