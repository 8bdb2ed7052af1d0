// Whole answers of prerendered pages, kept in memory in front of Next's request handler
// (server.mjs; docs/decisions/0030-response-cache-in-front-of-next.md).
//
// Next serves a cached page through its router, its proxy (our src/proxy.ts) and its page
// handler, then compresses it: 5–8 ms of server CPU per answer, five times a static file's.
// This cache keeps the bytes Next sent (compressed, with their headers) and sends them again to
// the next request that would get the very same answer: same URL, host, scheme, language cookie,
// Accept-Language and Accept-Encoding. It stores only what Next itself marked as shared
// (`s-maxage`, a page-cache HIT or a fresh render, status 200), keeps it at most that long, and
// drops everything when any cache tag expires on any server (the shared handler's tag clock,
// src/edge/sharedCacheHandler.mjs): a publish is visible at the next request on this server
// and within a second on the others.
//
// Plain JavaScript: server.mjs imports it before Next is loaded, and Node 20 does not run
// TypeScript.

import { readProcessValue } from './processValues.mjs'

/** Answers larger than this are passed through, never kept. */
const MAX_ANSWER_BYTES = 2 * 1024 * 1024
/** Headers of the connection, or that Node writes itself: never replayed. */
const HOP_HEADERS = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
  'date',
  'age',
])
/** Request headers of Next's client router (RSC payloads, prefetches): another answer. */
const ROUTER_HEADER = /^(rsc|next-router-|next-action|next-url)/i
/** An editor's preview (draft mode) is rendered for the editor alone. */
const PREVIEW_COOKIE = /(?:^|;\s*)(__prerender_bypass|__next_preview_data)=/
/** Paths that are not pages: the API, Next's files, the admin and the owner portal's API. */
const NOT_A_PAGE = /^\/(api|_next|admin)(\/|$)/
const LOCALE_COOKIE = /(?:^|;\s*)NEXT_LOCALE=([^;]*)/

/** The tag clock registered by the shared cache handler, or null before Next loaded it. */
const registeredClock = () => readProcessValue('anyTagClock') ?? null

/**
 * What makes two requests get the same answer from Next, or null when a request must go to
 * Next (not a plain page request). The proxy's answer depends on the language cookie,
 * Accept-Language and Sec-Fetch-Dest (next-intl), the scheme (Secure cookies over https) and
 * the host; compression on Accept-Encoding.
 */
export const cacheKey = (request) => {
  if (request.method !== 'GET') return null
  const url = request.url ?? ''
  if (NOT_A_PAGE.test(url) || url.includes('_rsc=')) return null
  const headers = request.headers
  if (headers.range || headers.authorization) return null
  if (Object.keys(headers).some((name) => ROUTER_HEADER.test(name))) return null
  const cookie = headers.cookie ?? ''
  if (PREVIEW_COOKIE.test(cookie)) return null
  return [
    url,
    headers.host ?? '',
    headers['x-forwarded-proto'] ?? '',
    headers['x-forwarded-host'] ?? '',
    LOCALE_COOKIE.exec(cookie)?.[1] ?? '',
    headers['accept-language'] ?? '',
    headers['sec-fetch-dest'] ?? '',
    (headers['accept-encoding'] ?? '').replace(/\s+/g, '').toLowerCase(),
  ].join('\n')
}

/** Seconds a shared cache may keep the answer (`s-maxage`), or 0 when it must not. */
export const sharedMaxAge = (cacheControl) => {
  const value = String(cacheControl ?? '')
  if (/\b(private|no-store|no-cache)\b/i.test(value)) return 0
  const match = /\bs-maxage=(\d+)/i.exec(value)
  return match ? Number(match[1]) : 0
}

/** Cookies an answer may carry and still be kept: only next-intl's language cookie. */
const onlyLocaleCookie = (setCookie) =>
  setCookie === undefined ||
  [setCookie].flat().every((cookie) => String(cookie).startsWith('NEXT_LOCALE='))

/**
 * Whether Next's answer may be kept: a page for everybody (`s-maxage`, not private), fresh
 * (a HIT or a render that was just stored; a STALE page is being rendered again), complete.
 */
const storable = (status, headers) =>
  status === 200 &&
  sharedMaxAge(headers['cache-control']) > 0 &&
  ['HIT', 'MISS'].includes(String(headers['x-nextjs-cache'] ?? '').toUpperCase()) &&
  onlyLocaleCookie(headers['set-cookie'])

/**
 * A cache of at most `maxBytes` of answers (the least recently sent go first). `clock()`
 * returns a value that changes when any cache tag expires, or null when that cannot be known
 * (then nothing is served from here or kept).
 */
export const createResponseCache = ({
  maxBytes,
  clock = () => registeredClock()?.() ?? null,
  now = Date.now,
}) => {
  /** key → { status, headers, body, clock, storedAt, expiresAt } */
  const answers = new Map()
  let bytes = 0

  const forget = (key) => {
    const answer = answers.get(key)
    if (!answer) return
    bytes -= answer.body.length
    answers.delete(key)
  }

  const keep = (key, answer) => {
    forget(key)
    if (answer.body.length > maxBytes) return
    answers.set(key, answer)
    bytes += answer.body.length
    while (bytes > maxBytes) forget(answers.keys().next().value)
  }

  const send = (response, answer) => {
    response.statusCode = answer.status
    for (const [name, value] of Object.entries(answer.headers)) response.setHeader(name, value)
    response.setHeader('x-nextjs-cache', 'HIT')
    response.setHeader('age', String(Math.floor((now() - answer.storedAt) / 1000)))
    response.setHeader('content-length', String(answer.body.length))
    response.end(answer.body)
  }

  /**
   * Watches Next write its answer (headers and bytes, after compression) and keeps it when it
   * may be kept. Next's own writing is not changed in any way.
   */
  const capture = (response, key, tick) => {
    const chunks = []
    let size = 0
    let overflow = false
    let headArguments = null
    const collect = (chunk, encoding) => {
      if (overflow || chunk == null || typeof chunk === 'function') return
      const buffer = Buffer.isBuffer(chunk)
        ? chunk
        : Buffer.from(chunk, typeof encoding === 'string' ? encoding : 'utf8')
      size += buffer.length
      if (size > MAX_ANSWER_BYTES) overflow = true
      else chunks.push(buffer)
    }
    const { write, end, writeHead } = response
    response.writeHead = function (status, ...rest) {
      headArguments = rest.find((item) => item && typeof item === 'object') ?? null
      return writeHead.call(this, status, ...rest)
    }
    response.write = function (chunk, encoding, ...rest) {
      collect(chunk, encoding)
      return write.call(this, chunk, encoding, ...rest)
    }
    response.end = function (chunk, encoding, ...rest) {
      collect(chunk, encoding)
      return end.call(this, chunk, encoding, ...rest)
    }
    response.once('finish', () => {
      if (overflow) return
      const headers = {}
      const all = { ...response.getHeaders() }
      if (Array.isArray(headArguments)) {
        for (let i = 0; i + 1 < headArguments.length; i += 2)
          all[headArguments[i]] = headArguments[i + 1]
      } else if (headArguments) Object.assign(all, headArguments)
      for (const [name, value] of Object.entries(all)) {
        const lower = name.toLowerCase()
        if (!HOP_HEADERS.has(lower) && value !== undefined) headers[lower] = value
      }
      if (!storable(response.statusCode, headers)) return
      const storedAt = now()
      keep(key, {
        status: response.statusCode,
        headers,
        body: Buffer.concat(chunks),
        clock: tick,
        storedAt,
        expiresAt: storedAt + sharedMaxAge(headers['cache-control']) * 1000,
      })
    })
  }

  return {
    /** Answers `request` from the cache, or lets `next` answer it (and keeps that answer). */
    async handle(request, response, next) {
      const key = maxBytes > 0 ? cacheKey(request) : null
      // Read before Next renders: an expiry during the render leaves the kept answer behind.
      const tick = key ? await clock() : null
      if (key === null || tick === null) {
        return next(request, response)
      }
      const answer = answers.get(key)
      if (answer && answer.clock === tick && now() < answer.expiresAt) {
        answers.delete(key) // least recently sent go first
        answers.set(key, answer)
        return send(response, answer)
      }
      if (answer) forget(key)
      capture(response, key, tick)
      return next(request, response)
    },
  }
}
