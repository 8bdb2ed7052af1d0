// What visitors see follows every status change an editor makes (issue 11, point 1): after
// "publish, change something as a draft, unpublish", the page answers 404 and the lists and the
// home page drop the document within seconds, although the pages are cached on the server.
import { randomBytes } from 'node:crypto'

import { expect, test, type APIRequestContext } from '@playwright/test'

const suffix = () => randomBytes(3).toString('hex')

/** How long a change may take to reach the visitor. */
const WITHIN = { timeout: 5_000, intervals: [250] }

const editorHeaders = async (request: APIRequestContext) => {
  const login = await request.post('/api/users/login', {
    data: { email: process.env.ADMIN_EMAIL, password: process.env.ADMIN_PASSWORD },
  })
  expect(login.ok()).toBe(true)
  return { Authorization: `JWT ${((await login.json()) as { token: string }).token}` }
}

/** The page's HTML (status and body) as a visitor without cookies gets it. */
const visit = async (request: APIRequestContext, path: string) => {
  const response = await request.get(path, { headers: { cookie: '' } })
  return { status: response.status(), html: await response.text() }
}

test.describe('unpublishing', () => {
  test('an unpublished property disappears from its page, the list and the home page, also after a draft was saved over it', async ({
    playwright,
  }) => {
    const request = await playwright.request.newContext()
    const visitor = await playwright.request.newContext()
    const headers = await editorHeaders(request)
    const title = `Publicatietest woning ${suffix()}`
    // The list and the home page are in the page cache before the publish.
    await visit(visitor, '/nl/te-koop/')
    await visit(visitor, '/nl/')
    const publishedAt = Date.now()
    const created = await request.post('/api/properties?locale=nl', {
      headers,
      data: {
        title,
        goal: 'sale',
        status: 'available',
        zip: '8000',
        city: 'Brugge',
        price: 310000,
        _status: 'published',
      },
    })
    expect(created.status()).toBe(201)
    const { doc } = (await created.json()) as { doc: { id: number } }
    const detail = `/nl/te-koop/brugge/${title.toLowerCase().replaceAll(' ', '-')}/${doc.id}/`

    // Published: the visitor sees it everywhere within seconds (and the server caches it).
    await expect.poll(async () => (await visit(visitor, detail)).status, WITHIN).toBe(200)
    await expect
      .poll(async () => (await visit(visitor, '/nl/te-koop/')).html.includes(title), WITHIN)
      .toBe(true)
    await expect
      .poll(async () => (await visit(visitor, '/nl/')).html.includes(title), WITHIN)
      .toBe(true)
    console.log(`publish → on its page, the list and the home page: ${Date.now() - publishedAt} ms`)

    // A change saved as a draft: the published version stays online, unchanged.
    const draft = await request.patch(`/api/properties/${doc.id}?locale=nl&draft=true`, {
      headers,
      data: { price: 299000, _status: 'draft' },
    })
    expect(draft.ok()).toBe(true)
    expect((await visit(visitor, detail)).status).toBe(200)
    expect((await visit(visitor, '/nl/te-koop/')).html).toContain(title)

    // Unpublished: gone from the page, the list and the home page.
    const unpublished = await request.patch(`/api/properties/${doc.id}?locale=nl`, {
      headers,
      data: { _status: 'draft' },
    })
    expect(unpublished.ok()).toBe(true)
    expect(
      (await request.get(`/api/properties/${doc.id}`, { headers: { cookie: '' } })).status(),
    ).toBe(404)
    await expect.poll(async () => (await visit(visitor, detail)).status, WITHIN).toBe(404)
    await expect
      .poll(async () => (await visit(visitor, '/nl/te-koop/')).html.includes(title), WITHIN)
      .toBe(false)
    await expect
      .poll(async () => (await visit(visitor, '/nl/')).html.includes(title), WITHIN)
      .toBe(false)

    // Published again: back on its page and the list.
    const republished = await request.patch(`/api/properties/${doc.id}?locale=nl`, {
      headers,
      data: { _status: 'published' },
    })
    expect(republished.ok()).toBe(true)
    await expect.poll(async () => (await visit(visitor, detail)).status, WITHIN).toBe(200)
    await expect
      .poll(async () => (await visit(visitor, '/nl/te-koop/')).html.includes(title), WITHIN)
      .toBe(true)
    await request.dispose()
    await visitor.dispose()
  })

  test('an unpublished news article disappears from its page and the news list, also after a draft was saved over it', async ({
    playwright,
  }) => {
    const request = await playwright.request.newContext()
    const visitor = await playwright.request.newContext()
    const headers = await editorHeaders(request)
    const title = `Publicatietest artikel ${suffix()}`
    const created = await request.post('/api/articles?locale=nl', {
      headers,
      data: { title, kind: 'news', _status: 'published' },
    })
    expect(created.status()).toBe(201)
    const { doc } = (await created.json()) as { doc: { id: number; slug: string } }
    const page = `/nl/nieuws/${doc.slug}/`

    expect((await visit(visitor, page)).status).toBe(200)
    expect((await visit(visitor, '/nl/nieuws/')).html).toContain(title)

    const draft = await request.patch(`/api/articles/${doc.id}?locale=nl&draft=true`, {
      headers,
      data: { title: `${title} (herwerkt)`, _status: 'draft' },
    })
    expect(draft.ok()).toBe(true)
    // The draft's new title is not public.
    expect((await visit(visitor, '/nl/nieuws/')).html).not.toContain(`${title} (herwerkt)`)

    const unpublished = await request.patch(`/api/articles/${doc.id}?locale=nl`, {
      headers,
      data: { _status: 'draft' },
    })
    expect(unpublished.ok()).toBe(true)
    await expect.poll(async () => (await visit(visitor, page)).status, WITHIN).toBe(404)
    await expect
      .poll(async () => (await visit(visitor, '/nl/nieuws/')).html.includes(title), WITHIN)
      .toBe(false)
    await request.dispose()
    await visitor.dispose()
  })

  test('an unpublished question disappears from its category page, also after a draft was saved over it', async ({
    playwright,
  }) => {
    const request = await playwright.request.newContext()
    const visitor = await playwright.request.newContext()
    const headers = await editorHeaders(request)
    const category = await request.post('/api/categories?locale=nl', {
      headers,
      data: { name: `Publicatietest ${suffix()}`, kind: 'qa' },
    })
    expect(category.status()).toBe(201)
    const { doc: cat } = (await category.json()) as { doc: { id: number; slug: string } }
    const question = `Mag ik publicatietest ${suffix()}?`
    const created = await request.post('/api/questions?locale=nl', {
      headers,
      data: { question, category: cat.id, _status: 'published' },
    })
    expect(created.status()).toBe(201)
    const { doc } = (await created.json()) as { doc: { id: number; slug: string } }
    const list = `/nl/vraag-en-antwoord/${cat.slug}/`
    const page = `${list}${doc.slug}/`

    expect((await visit(visitor, page)).status).toBe(200)
    expect((await visit(visitor, list)).html).toContain(question.replace('?', ''))

    const draft = await request.patch(`/api/questions/${doc.id}?locale=nl&draft=true`, {
      headers,
      data: { question: `${question} Herwerkt`, _status: 'draft' },
    })
    expect(draft.ok()).toBe(true)
    // Visitors keep reading the published question meanwhile.
    expect((await visit(visitor, page)).status).toBe(200)
    expect((await visit(visitor, list)).html).toContain(question.replace('?', ''))

    const unpublished = await request.patch(`/api/questions/${doc.id}?locale=nl`, {
      headers,
      data: { _status: 'draft' },
    })
    expect(unpublished.ok()).toBe(true)
    await expect.poll(async () => (await visit(visitor, page)).status, WITHIN).toBe(404)
    await expect
      .poll(
        async () => (await visit(visitor, list)).html.includes(question.replace('?', '')),
        WITHIN,
      )
      .toBe(false)
    await request.dispose()
    await visitor.dispose()
  })

  test("an edit of the home page's title shows on the home page within seconds", async ({
    playwright,
  }) => {
    const request = await playwright.request.newContext()
    const visitor = await playwright.request.newContext()
    const headers = await editorHeaders(request)
    const before = (await request.get('/api/globals/home?locale=nl&depth=0', { headers })).ok()
    expect(before).toBe(true)
    await visit(visitor, '/nl/')
    const title = `Welkom bij de publicatietest ${suffix()}`
    const saved = await request.post('/api/globals/home?locale=nl', { headers, data: { title } })
    expect(saved.ok()).toBe(true)
    await expect
      .poll(async () => (await visit(visitor, '/nl/')).html.includes(title), WITHIN)
      .toBe(true)
    await request.dispose()
    await visitor.dispose()
  })
})
