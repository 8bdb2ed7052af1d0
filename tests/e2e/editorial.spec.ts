// What an editor does beyond the admin forms: renaming keeps old addresses working (308), and
// the preview and live preview show a draft article on its real page (issue 4).
import { randomBytes } from 'node:crypto'

import { expect, test, type APIRequestContext } from '@playwright/test'

const suffix = () => randomBytes(3).toString('hex')

/** Logs the admin in on this request context (its cookie serves the browser too) → JWT. */
const adminToken = async (request: APIRequestContext) => {
  const login = await request.post('/api/users/login', {
    data: { email: process.env.ADMIN_EMAIL, password: process.env.ADMIN_PASSWORD },
  })
  expect(login.ok()).toBe(true)
  return ((await login.json()) as { token: string }).token
}

test.describe('renamed content', () => {
  test('the old address of a renamed news article redirects permanently to the new one', async ({
    page,
    request,
  }) => {
    const token = await adminToken(request)
    const headers = { Authorization: `JWT ${token}` }
    const title = `Nieuw kantoor in Brugge ${suffix()}`
    const created = await request.post('/api/articles?locale=nl', {
      headers,
      data: { title, kind: 'news', _status: 'published' },
    })
    expect(created.status()).toBe(201)
    const { doc } = (await created.json()) as { doc: { id: number; slug: string } }
    const oldPath = `/nl/nieuws/${doc.slug}/`

    const newSlug = `kantoor-brugge-open-${suffix()}`
    const renamed = await request.patch(`/api/articles/${doc.id}?locale=nl`, {
      headers,
      data: { slug: newSlug, _status: 'published' },
    })
    expect(renamed.ok()).toBe(true)
    const newPath = `/nl/nieuws/${newSlug}/`

    const response = await request.get(oldPath, { maxRedirects: 0 })
    expect(response.status()).toBe(308)
    expect(new URL(response.headers().location, 'http://x').pathname).toBe(newPath)

    await page.goto(oldPath)
    await expect(page).toHaveURL(new RegExp(`${newPath}$`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)

    // An address that never existed stays a 404.
    const unknown = await request.get(`/nl/nieuws/bestaat-niet-${suffix()}/`, { maxRedirects: 0 })
    expect(unknown.status()).toBe(404)
  })
})

test.describe('article preview', () => {
  test('an editor previews a draft article on its page; a visitor gets a 404', async ({
    page,
    browser,
  }) => {
    const token = await adminToken(page.request)
    const title = `Ons nieuwe kantoor opent binnenkort ${suffix()}`
    const created = await page.request.post('/api/articles?locale=nl&draft=true', {
      headers: { Authorization: `JWT ${token}` },
      data: { title, kind: 'news', _status: 'draft' },
    })
    expect(created.status()).toBe(201)
    const { doc } = (await created.json()) as { doc: { id: number; slug: string } }

    await page.goto(`/api/preview?collection=articles&id=${doc.id}&locale=nl`)
    await expect(page).toHaveURL(new RegExp(`/nl/nieuws/${doc.slug}/$`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)

    const visitor = await browser.newContext()
    const response = await (await visitor.newPage()).goto(page.url())
    expect(response?.status()).toBe(404)
    await visitor.close()
  })

  test('the live preview frame refreshes when the admin reports a save', async ({ page }) => {
    const token = await adminToken(page.request)
    const headers = { Authorization: `JWT ${token}` }
    const title = `Werkwijze bij verhuur ${suffix()}`
    const created = await page.request.post('/api/articles?locale=nl&draft=true', {
      headers,
      data: { title, kind: 'news', _status: 'draft' },
    })
    const { doc } = (await created.json()) as { doc: { id: number } }

    // Stand in for the admin: an admin page (under the admin's own Content-Security-Policy)
    // that frames the preview, as Payload does.
    await page.goto('/admin/login')
    await page.evaluate((src) => {
      const state = window as unknown as { previewReady?: boolean }
      window.addEventListener('message', (event) => {
        if (event.data?.type === 'payload-live-preview' && event.data.ready) {
          state.previewReady = true
        }
      })
      const frame = document.createElement('iframe')
      frame.src = src
      frame.width = '1024'
      frame.height = '768'
      document.body.append(frame)
    }, `/api/preview?collection=articles&id=${doc.id}&locale=nl`)
    const frame = page.frameLocator('iframe')
    await expect(frame.getByRole('heading', { level: 1 })).toHaveText(title)
    // The page tells the admin it listens, as @payloadcms/live-preview does.
    await expect
      .poll(() => page.evaluate(() => (window as { previewReady?: boolean }).previewReady))
      .toBe(true)

    const changed = `${title} (bijgewerkt)`
    const saved = await page.request.patch(`/api/articles/${doc.id}?locale=nl&draft=true`, {
      headers,
      data: { title: changed },
    })
    expect(saved.ok()).toBe(true)
    await page.evaluate(() => {
      const frame = document.querySelector('iframe')!
      frame.contentWindow!.postMessage({ type: 'payload-document-event' }, window.location.origin)
    })
    await expect(frame.getByRole('heading', { level: 1 })).toHaveText(changed)
  })
})
