// The HTTP side of POST /api/forms/{kind} (contracts/forms.md): body reading with a size
// limit, JSON and multipart parsing, rate limit, and the contract's status codes and bodies.
// Nothing a client sends can make it answer 500.
import type { Payload } from 'payload'

import { isLocale, locales, type Locale } from '@/i18n/locales'
import { jsonDepth, MAX_JSON_DEPTH } from '@/lib/restInput'

import { translateIssues } from './errors'
import { isFormKind } from './kinds'
import { errorMessage, requestLocale } from './messages'
import { clientIp, takeRateLimit } from './rateLimit'
import { MAX_FILE_BYTES, type UploadedFile } from './schemas/fields'
import { submitForm } from './submit'

/** A JSON body never needs more; a multipart body holds one file of at most 5 MB plus fields. */
export const MAX_JSON_BYTES = 256 * 1024
export const MAX_MULTIPART_BYTES = MAX_FILE_BYTES + 1024 * 1024

const noStore = { 'Cache-Control': 'no-store' }

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { ...noStore, ...headers } })

const problem = (status: number, locale: Locale, key: string, headers?: Record<string, string>) => {
  const message = errorMessage(key, locale)
  return json(status, { message, errors: [{ field: 'body', message }] }, headers)
}

/** The language for answers given before the body is read: ?locale=, then Accept-Language. */
const envelopeLocale = (request: Request, url: URL): Locale => {
  const fromQuery = url.searchParams.get('locale')
  if (isLocale(fromQuery)) return fromQuery
  const accepted = (request.headers.get('accept-language') ?? '')
    .split(',')
    .map((part) => part.split(';')[0].trim().slice(0, 2).toLowerCase())
    .find((code) => (locales as readonly string[]).includes(code))
  return requestLocale(accepted)
}

type Body = { bytes: Uint8Array<ArrayBuffer> } | { tooLarge: true }

const readBody = async (request: Request, limit: number): Promise<Body> => {
  const declared = Number(request.headers.get('content-length'))
  if (Number.isFinite(declared) && declared > limit) return { tooLarge: true }
  if (!request.body) return { bytes: new Uint8Array() }
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let total = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    total += value.byteLength
    if (total > limit) {
      await reader.cancel().catch(() => undefined)
      return { tooLarge: true }
    }
    chunks.push(value)
  }
  const bytes = new Uint8Array(total)
  let offset = 0
  for (const chunk of chunks) {
    bytes.set(chunk, offset)
    offset += chunk.byteLength
  }
  return { bytes }
}

type Parsed = { body: unknown; files: Record<string, UploadedFile> } | null

/**
 * A multipart body: string parts are fields (a repeated name becomes a list); a part named
 * `data` may hold the non-string fields as JSON; file parts are files.
 */
const parseMultipart = async (
  bytes: Uint8Array<ArrayBuffer>,
  contentType: string,
): Promise<Parsed> => {
  const form = await new Response(bytes, { headers: { 'content-type': contentType } }).formData()
  let body: Record<string, unknown> = {}
  const files: Record<string, UploadedFile> = {}
  const data = form.get('data')
  if (typeof data === 'string') {
    const decoded: unknown = JSON.parse(data)
    if (typeof decoded !== 'object' || decoded === null || Array.isArray(decoded)) return null
    body = { ...(decoded as Record<string, unknown>) }
  }
  for (const [name, value] of form.entries()) {
    if (name === 'data') continue
    if (typeof value === 'string') {
      const previous = body[name]
      body[name] =
        previous === undefined
          ? value
          : [...(Array.isArray(previous) ? previous : [previous]), value]
    } else {
      files[name] = {
        name: value.name,
        size: value.size,
        type: value.type,
        data: new Uint8Array(await value.arrayBuffer()),
      }
    }
  }
  return { body, files }
}

const parseBody = async (bytes: Uint8Array<ArrayBuffer>, contentType: string): Promise<Parsed> => {
  try {
    if (/^application\/([\w.+-]+\+)?json\b/i.test(contentType)) {
      return {
        body: JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes)),
        files: {},
      }
    }
    if (/^multipart\/form-data\b/i.test(contentType))
      return await parseMultipart(bytes, contentType)
    return null
  } catch {
    return null
  }
}

export async function handleFormRequest(
  request: Request,
  kind: string,
  getPayload: () => Promise<Payload>,
) {
  const url = new URL(request.url)
  let locale = envelopeLocale(request, url)
  try {
    if (!isFormKind(kind)) {
      return json(404, {
        errors: [{ field: 'kind', message: errorMessage('unknownKind', locale) }],
      })
    }
    const limit = takeRateLimit(`${clientIp(request.headers)}|${kind}`)
    if (!limit.ok)
      return problem(429, locale, 'rateLimited', { 'Retry-After': String(limit.retryAfter) })

    const contentType = request.headers.get('content-type') ?? ''
    const isMultipart = /^multipart\/form-data\b/i.test(contentType)
    const read = await readBody(request, isMultipart ? MAX_MULTIPART_BYTES : MAX_JSON_BYTES)
    if ('tooLarge' in read) return problem(413, locale, 'tooLarge')
    const parsed = await parseBody(read.bytes, contentType)
    // A body nested deeper than any form (a JSON bomb) is malformed, before anything walks it.
    if (!parsed || jsonDepth(parsed.body, MAX_JSON_DEPTH) > MAX_JSON_DEPTH) {
      return json(400, {
        errors: [{ field: 'body', message: errorMessage('invalidBody', locale) }],
      })
    }

    const outcome = await submitForm(kind, parsed.body, {
      payload: await getPayload(),
      locale: url.searchParams.get('locale') ?? locale,
      files: parsed.files,
    })
    locale = outcome.locale
    if (outcome.status === 201)
      return json(201, { id: String(outcome.id), redirect: outcome.redirect })
    if (outcome.status === 503) return problem(503, locale, 'storeFailed')
    const errors = translateIssues(outcome.issues, locale)
    return json(
      outcome.status,
      outcome.status === 409 ? { message: errors[0]?.message, errors } : { errors },
    )
  } catch {
    return problem(503, locale, 'storeFailed')
  }
}
