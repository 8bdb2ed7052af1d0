// The cache of whole answers in front of Next (src/edge/responseCache.mjs, decision 0030), on a
// real HTTP server: what it keeps, what it never keeps, and that an expired tag or an expired
// s-maxage sends the next visitor to Next again.
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { gzipSync } from 'node:zlib'

import { afterEach, describe, expect, it } from 'vitest'

import { cacheKey, createResponseCache, sharedMaxAge } from '../../src/edge/responseCache.mjs'

type Answer = {
  status?: number
  headers?: Record<string, string | string[]>
  body?: string
}

/** Stands for Next: answers every request with `answer(request)` and counts the requests. */
const fakeNext = (answer: (request: http.IncomingMessage) => Answer) => {
  const seen: string[] = []
  const handle = (request: http.IncomingMessage, response: http.ServerResponse) => {
    seen.push(request.url ?? '')
    const { status = 200, headers = {}, body = '' } = answer(request)
    response.statusCode = status
    for (const [name, value] of Object.entries(headers)) response.setHeader(name, value)
    const gzip = /gzip/.test(request.headers['accept-encoding'] ?? '')
    if (gzip) response.setHeader('content-encoding', 'gzip')
    // Written in two parts, as Next streams a page.
    const bytes = gzip ? gzipSync(body) : Buffer.from(body)
    response.write(bytes.subarray(0, 10))
    response.end(bytes.subarray(10))
  }
  return { handle, seen }
}

const PAGE = {
  'cache-control': 's-maxage=3600, stale-while-revalidate=31532400',
  'x-nextjs-cache': 'HIT',
  'content-type': 'text/html; charset=utf-8',
  'content-security-policy': "script-src 'self' 'sha256-abc'",
}

const servers: http.Server[] = []
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((done) => server.close(done))))
})

/** A server with the cache in front of `next`; `clock.value` is the tag clock. */
const serve = async (
  next: ReturnType<typeof fakeNext>,
  options: { maxBytes?: number; now?: () => number } = {},
) => {
  const clock = { value: '1' as string | null }
  const cache = createResponseCache({
    maxBytes: options.maxBytes ?? 1024 * 1024,
    clock: async () => clock.value,
    now: options.now,
  })
  const server = http.createServer((request, response) => {
    void cache.handle(request, response, next.handle)
  })
  servers.push(server)
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  const { port } = server.address() as AddressInfo
  const get = async (path: string, headers: Record<string, string> = {}) => {
    const response = await fetch(`http://127.0.0.1:${port}${path}`, { headers, redirect: 'manual' })
    return { response, text: await response.text() }
  }
  return { get, clock, cache }
}

describe('a page for everybody', () => {
  it('is answered from the cache the second time, the same bytes and headers, with its age', async () => {
    let version = 1
    const next = fakeNext(() => ({ headers: PAGE, body: `<h1>Villa ${version}</h1>` }))
    const { get } = await serve(next)
    const first = await get('/nl/')
    version = 2
    const second = await get('/nl/')
    expect(next.seen).toEqual(['/nl/'])
    expect(second.text).toBe('<h1>Villa 1</h1>')
    expect(second.text).toBe(first.text)
    expect(second.response.headers.get('content-security-policy')).toBe(
      PAGE['content-security-policy'],
    )
    expect(second.response.headers.get('content-encoding')).toBe('gzip')
    expect(second.response.headers.get('age')).toBe('0')
  })

  it('comes from Next again once a tag expired on any server (the clock moved)', async () => {
    let version = 1
    const next = fakeNext(() => ({ headers: PAGE, body: `<h1>Villa ${version}</h1>` }))
    const { get, clock } = await serve(next)
    await get('/nl/')
    version = 2
    clock.value = '2'
    expect((await get('/nl/')).text).toBe('<h1>Villa 2</h1>')
    expect((await get('/nl/')).text).toBe('<h1>Villa 2</h1>')
    expect(next.seen).toEqual(['/nl/', '/nl/'])
  })

  it('comes from Next again after its s-maxage', async () => {
    let time = 1_000_000
    const next = fakeNext(() => ({
      headers: { ...PAGE, 'cache-control': 's-maxage=60' },
      body: 'page',
    }))
    const { get } = await serve(next, { now: () => time })
    await get('/nl/')
    time += 59_000
    await get('/nl/')
    expect(next.seen).toHaveLength(1)
    time += 2_000
    await get('/nl/')
    expect(next.seen).toHaveLength(2)
  })

  it('passes every request to Next while the clock cannot be read (database down)', async () => {
    const next = fakeNext(() => ({ headers: PAGE, body: 'page' }))
    const { get, clock } = await serve(next)
    clock.value = null
    await get('/nl/')
    await get('/nl/')
    expect(next.seen).toHaveLength(2)
  })

  it('is kept apart per language cookie and per compression: no visitor gets another’s answer', async () => {
    const next = fakeNext((request) => ({
      headers: /NEXT_LOCALE=fr/.test(request.headers.cookie ?? '')
        ? PAGE
        : { ...PAGE, 'set-cookie': 'NEXT_LOCALE=nl; Path=/; SameSite=lax' },
      body: 'page',
    }))
    const { get } = await serve(next)
    const plain = { 'accept-encoding': 'identity' }
    await get('/nl/', plain)
    const again = await get('/nl/', plain)
    expect(again.response.headers.get('set-cookie')).toMatch(/^NEXT_LOCALE=nl/)
    const french = await get('/nl/', { ...plain, cookie: 'NEXT_LOCALE=fr' })
    expect(french.response.headers.get('set-cookie')).toBeNull()
    const zipped = await fetch(french.response.url, { headers: { 'accept-encoding': 'gzip' } })
    expect(zipped.headers.get('content-encoding')).toBe('gzip')
    expect(await zipped.text()).toBe('page')
    expect(next.seen).toHaveLength(3)
  })

  it('keeps at most its size: the answer sent longest ago goes first', async () => {
    const next = fakeNext((request) => ({ headers: PAGE, body: `${request.url}`.padEnd(400) }))
    const { get } = await serve(next, { maxBytes: 1000 })
    const plain = { 'accept-encoding': 'identity' }
    await get('/a/', plain)
    await get('/b/', plain)
    await get('/a/', plain) // /a/ sent again: /b/ is now the oldest
    await get('/c/', plain) // 1 200 bytes: /b/ goes
    expect(next.seen).toEqual(['/a/', '/b/', '/c/'])
    await get('/a/', plain)
    await get('/b/', plain)
    expect(next.seen).toEqual(['/a/', '/b/', '/c/', '/b/'])
  })
})

describe('answers that are never kept', () => {
  const cases: [string, Answer][] = [
    ['a page rendered per visit', { headers: { ...PAGE, 'cache-control': 'private, no-store' } }],
    ['a page without s-maxage', { headers: { ...PAGE, 'cache-control': 'max-age=0' } }],
    ['a stale page being rendered again', { headers: { ...PAGE, 'x-nextjs-cache': 'STALE' } }],
    ['a not-found answer', { status: 404, headers: PAGE }],
    ['a redirect', { status: 308, headers: { ...PAGE, location: '/nl/' } }],
    ['an answer with a session cookie', { headers: { ...PAGE, 'set-cookie': 'payload-token=x' } }],
  ]
  for (const [name, answer] of cases) {
    it(name, async () => {
      const next = fakeNext(() => ({ body: 'page', ...answer }))
      const { get } = await serve(next)
      await get('/nl/')
      await get('/nl/')
      expect(next.seen).toHaveLength(2)
    })
  }

  it('an editor’s preview, a client-side navigation, the API and the admin', async () => {
    const next = fakeNext(() => ({ headers: PAGE, body: 'page' }))
    const { get } = await serve(next)
    const requests: [string, Record<string, string>][] = [
      ['/nl/', { cookie: 'a=1; __prerender_bypass=x' }],
      ['/nl/', { rsc: '1' }],
      ['/nl/', { 'next-router-prefetch': '1' }],
      ['/nl/?_rsc=abc', {}],
      ['/api/health', {}],
      ['/admin/', {}],
    ]
    for (const [path, headers] of [...requests, ...requests]) await get(path, headers)
    expect(next.seen).toHaveLength(requests.length * 2)
  })
})

describe('the parts', () => {
  it('reads a shared cache’s lifetime', () => {
    expect(sharedMaxAge('s-maxage=3600, stale-while-revalidate=1')).toBe(3600)
    expect(sharedMaxAge('private, s-maxage=3600')).toBe(0)
    expect(sharedMaxAge('public, max-age=0')).toBe(0)
    expect(sharedMaxAge(undefined)).toBe(0)
  })

  it('tells a plain page request from the others', () => {
    const request = (method: string, url: string, headers: Record<string, string> = {}) =>
      ({ method, url, headers }) as unknown as http.IncomingMessage
    expect(cacheKey(request('GET', '/nl/'))).not.toBeNull()
    expect(cacheKey(request('POST', '/nl/'))).toBeNull()
    expect(cacheKey(request('GET', '/nl/', { range: 'bytes=0-1' }))).toBeNull()
    expect(cacheKey(request('GET', '/nl/', { 'accept-language': 'fr' }))).not.toBe(
      cacheKey(request('GET', '/nl/', { 'accept-language': 'nl' })),
    )
  })
})
