// The agency's legal identity in every page's footer (BIV deontology art. 20, WER art. XII.6):
// company number and professional liability insurer with the policy number, in the visitor's
// language; the favicon and app icon made from the agency’s logo once it has one; and its font.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import sharp from 'sharp'

import de from '../../src/i18n/messages/de.json' with { type: 'json' }
import fr from '../../src/i18n/messages/fr.json' with { type: 'json' }
import nl from '../../src/i18n/messages/nl.json' with { type: 'json' }

const adminToken = async (request: APIRequestContext) => {
  const login = await request.post('/api/users/login', {
    data: { email: process.env.ADMIN_EMAIL, password: process.env.ADMIN_PASSWORD },
  })
  return ((await login.json()) as { token: string }).token
}

const identity = (page: Page, name: string) =>
  page.getByRole('region', { name }).locator('dl.legal-identity > div')

test.describe('legal identity in the footer', () => {
  for (const [path, messages, insured, code] of [
    ['/nl/', nl, 'AXA Belgium, polis 730.390.160', 'https://www.biv.be/plichtenleer'],
    [
      '/fr/',
      fr,
      'AXA Belgium, police 730.390.160',
      'https://www.ipi.be/lagent-immobilier/la-deontologie-de-lagent-immobilier',
    ],
    ['/de/', de, 'AXA Belgium, Police 730.390.160', 'https://www.biv.be/plichtenleer'],
  ] as const) {
    test(`names the company number and the liability insurer (${path})`, async ({ page }) => {
      await page.goto(path)
      const rows = identity(page, messages.Layout.legalIdentity)
      await expect(rows.filter({ hasText: messages.Layout.companyNumber })).toContainText(
        '0712.345.678',
      )
      await expect(rows.filter({ hasText: messages.Layout.insurance })).toContainText(insured)
      await expect(rows.filter({ hasText: messages.Layout.vatNumber })).toContainText(
        'BE0712.345.678',
      )
      // The deontology code itself, in the visitor's language (not the institute's home page).
      await expect(
        rows.getByRole('link', { name: messages.Layout.deontologyLink }),
      ).toHaveAttribute('href', code)
    })
  }
})

test.describe('icons from the logo', () => {
  test.afterAll(async ({ request }) => {
    await request.post('/api/globals/site-settings', {
      headers: { Authorization: `JWT ${await adminToken(request)}` },
      data: { brand: { logo: null } },
    })
  })

  test('the accent-coloured icons without a logo; the logo, resized, once the agency sets one', async ({
    page,
    request,
  }) => {
    await page.goto('/nl/')
    const icon = page.locator('link[rel="icon"]').first()
    const apple = page.locator('link[rel="apple-touch-icon"]').first()
    await expect(icon).toHaveAttribute('href', /^\/icon\.svg/)
    await expect(apple).toHaveAttribute('href', /^\/apple-icon\.png/)

    const token = await adminToken(request)
    const logo = await sharp({
      create: { width: 300, height: 100, channels: 3, background: { r: 20, g: 90, b: 60 } },
    })
      .png()
      .toBuffer()
    const uploaded = await request.post('/api/media', {
      headers: { Authorization: `JWT ${token}` },
      multipart: {
        file: { name: 'agency-logo.png', mimeType: 'image/png', buffer: logo },
        _payload: JSON.stringify({ alt: 'Logo' }),
      },
    })
    expect(uploaded.status()).toBe(201)
    const { doc } = (await uploaded.json()) as { doc: { id: number } }
    const saved = await request.post('/api/globals/site-settings', {
      headers: { Authorization: `JWT ${token}` },
      data: { brand: { logo: doc.id } },
    })
    expect(saved.status()).toBe(200)

    await expect
      .poll(async () => {
        await page.goto('/nl/')
        return icon.getAttribute('href')
      })
      .toMatch(/^\/brand\/icon\.png\?v=/)
    for (const [link, size] of [
      [icon, 64],
      [apple, 180],
    ] as const) {
      const href = (await link.getAttribute('href'))!
      const answer = await request.get(href)
      expect(answer.status()).toBe(200)
      expect(answer.headers()['content-type']).toBe('image/png')
      expect(answer.headers()['cache-control']).toContain('immutable')
      const meta = await sharp(await answer.body()).metadata()
      expect([meta.width, meta.height]).toEqual([size, size])
      // The logo's green is in the icon.
      const { data } = await sharp(await answer.body())
        .resize(1, 1, { fit: 'cover', position: 'centre' })
        .raw()
        .toBuffer({ resolveWithObject: true })
      expect(data[1]).toBeGreaterThan(data[0])
    }
  })
})

test.describe('the agency’s font', () => {
  test.afterAll(async ({ request }) => {
    await request.post('/api/globals/site-settings', {
      headers: { Authorization: `JWT ${await adminToken(request)}` },
      data: { brand: { font: 'system' } },
    })
  })

  test('the system font downloads nothing; a chosen font comes from the site itself and sets the headings', async ({
    page,
    request,
  }) => {
    const headingFont = () =>
      page.getByRole('heading', { level: 1 }).evaluate((h1) => getComputedStyle(h1).fontFamily)
    await page.goto('/nl/contact/')
    expect(await page.locator('link[rel="preload"][as="font"]').count()).toBe(0)
    expect(await headingFont()).toMatch(/^system-ui/)

    const saved = await request.post('/api/globals/site-settings', {
      headers: { Authorization: `JWT ${await adminToken(request)}` },
      data: { brand: { font: 'lora' } },
    })
    expect(saved.status()).toBe(200)
    const fontFiles: string[] = []
    page.on('response', (answer) => {
      if (answer.url().includes('/brand/fonts/'))
        fontFiles.push(`${answer.status()} ${answer.url()}`)
    })
    await expect
      .poll(async () => {
        await page.goto('/nl/contact/')
        return headingFont()
      })
      .toMatch(/^"Lora Variable", Georgia/)
    // Headings only: the body text keeps the phone's own font.
    expect(
      await page.locator('body').evaluate((body) => getComputedStyle(body).fontFamily),
    ).toMatch(/^system-ui/)
    const preload = page.locator('link[rel="preload"][as="font"]')
    await expect(preload).toHaveAttribute('href', '/brand/fonts/lora-latin-wght-normal.woff2')
    await expect
      .poll(() => fontFiles)
      .toContainEqual(
        expect.stringMatching(/^200 http.*\/brand\/fonts\/lora-latin-wght-normal\.woff2$/),
      )
    const file = await request.get('/brand/fonts/lora-latin-wght-normal.woff2')
    expect(file.headers()['content-type']).toBe('font/woff2')
    expect(file.headers()['cache-control']).toContain('immutable')
    expect((await file.body()).subarray(0, 4).toString()).toBe('wOF2')
    expect((await request.get('/brand/fonts/comic-sans.woff2')).status()).toBe(404)
  })
})
