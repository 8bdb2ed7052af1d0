// The HTTP side of POST /api/forms/{kind} (docs/forms-api.md): body reading with a size
// limit, JSON and multipart parsing, the rate limit, and the contract's status codes and bodies.
// Nothing a client sends can make it answer 500.
import type { Payload } from 'payload'

import {
  localeOfRequest,
  noStoreJson,
  readBoundedBody,
  seeOther,
  wantsHtml,
} from '@/lib/http/answers'
import { requestOrigin } from '@/lib/origin'
import { jsonDepth, MAX_JSON_DEPTH } from '@/lib/restInput'

import { takeFormRateLimit } from './envelope'
import { translateIssues } from './errors'
import { decodeHtmlForm } from './htmlForm'
import { htmlErrorPage } from './htmlPage'
import { isFormKind, type FormKind } from '@/lib/site/formKinds'
import { errorMessage } from './messages'
import { formSchemas } from './schemas'
import { MAX_FILE_BYTES, type UploadedFile } from './schemas/fields'
import { submitForm } from './submit'

/** A JSON body never needs more; a multipart body holds one file of at most 5 MB plus fields. */
export const MAX_JSON_BYTES = 256 * 1024
export const MAX_MULTIPART_BYTES = MAX_FILE_BYTES + 1024 * 1024

/**
 * `browserForm`: the body of an HTML form posted by a browser without JavaScript (urlencoded, or
 * multipart without the `data` part the site's script sends); its string fields are decoded by
 * the form's schema (htmlForm.ts).
 */
type Parsed = {
  body: unknown
  files: Record<string, UploadedFile>
  browserForm: boolean
} | null

/**
 * A multipart body: string parts are fields (a repeated name becomes a list); a part named
 * `data` may hold the non-string fields as JSON; file parts are files. Without a `data` part it
 * is a browser's form post: the string parts are decoded by the form's schema.
 */
const parseMultipart = async (
  bytes: Uint8Array<ArrayBuffer>,
  contentType: string,
  kind: FormKind,
): Promise<Parsed> => {
  const form = await new Response(bytes, { headers: { 'content-type': contentType } }).formData()
  const files: Record<string, UploadedFile> = {}
  for (const [name, value] of form.entries()) {
    // A browser sends an empty part for a file input left empty: no file.
    if (typeof value !== 'string' && value.size > 0) {
      files[name] = {
        name: value.name,
        size: value.size,
        type: value.type,
        data: new Uint8Array(await value.arrayBuffer()),
      }
    }
  }
  const data = form.get('data')
  if (typeof data !== 'string') {
    const entries = [...form.entries()].filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    )
    return { body: decodeHtmlForm(formSchemas[kind], entries), files, browserForm: true }
  }
  const decoded: unknown = JSON.parse(data)
  if (typeof decoded !== 'object' || decoded === null || Array.isArray(decoded)) return null
  const body: Record<string, unknown> = { ...(decoded as Record<string, unknown>) }
  for (const [name, value] of form.entries()) {
    if (name === 'data' || typeof value !== 'string') continue
    const previous = body[name]
    body[name] =
      previous === undefined ? value : [...(Array.isArray(previous) ? previous : [previous]), value]
  }
  return { body, files, browserForm: false }
}

const parseBody = async (
  bytes: Uint8Array<ArrayBuffer>,
  contentType: string,
  kind: FormKind,
): Promise<Parsed> => {
  try {
    if (/^application\/([\w.+-]+\+)?json\b/i.test(contentType)) {
      return {
        body: JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes)),
        files: {},
        browserForm: false,
      }
    }
    if (/^multipart\/form-data\b/i.test(contentType))
      return await parseMultipart(bytes, contentType, kind)
    if (/^application\/x-www-form-urlencoded\b/i.test(contentType)) {
      const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
      const entries = [...new URLSearchParams(text).entries()]
      return { body: decodeHtmlForm(formSchemas[kind], entries), files: {}, browserForm: true }
    }
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
  let locale = localeOfRequest(request)
  const html = wantsHtml(request)
  /** An error answer: the contract's JSON, or for a browser's form post the same as a page. */
  const answer = (
    status: number,
    body: { message?: string; errors: { field: string; message: string }[] },
    headers: Record<string, string> = {},
  ) =>
    html && isFormKind(kind)
      ? htmlErrorPage({ status, kind, locale, errors: body.errors, request, headers })
      : noStoreJson(status, body, headers)
  const problem = (status: number, key: string, headers?: Record<string, string>) => {
    const message = errorMessage(key, locale)
    return answer(status, { message, errors: [{ field: 'body', message }] }, headers)
  }
  try {
    if (!isFormKind(kind)) {
      return noStoreJson(404, {
        errors: [{ field: 'kind', message: errorMessage('unknownKind', locale) }],
      })
    }
    const payload = await getPayload()
    // The envelope's rate limit (./envelope.ts), before the body is read.
    const limit = await takeFormRateLimit(payload, request, kind)
    if (!limit.ok) return problem(429, 'rateLimited', { 'Retry-After': String(limit.retryAfter) })

    const contentType = request.headers.get('content-type') ?? ''
    const isMultipart = /^multipart\/form-data\b/i.test(contentType)
    const read = await readBoundedBody(request, isMultipart ? MAX_MULTIPART_BYTES : MAX_JSON_BYTES)
    if ('tooLarge' in read) return problem(413, 'tooLarge')
    const parsed = await parseBody(read.bytes, contentType, kind)
    // A body nested deeper than any form (a JSON bomb) is malformed, before anything walks it.
    if (!parsed || jsonDepth(parsed.body, MAX_JSON_DEPTH) > MAX_JSON_DEPTH) {
      return answer(400, {
        errors: [{ field: 'body', message: errorMessage('invalidBody', locale) }],
      })
    }

    const outcome = await submitForm(kind, parsed.body, {
      payload,
      origin: requestOrigin(request),
      locale: url.searchParams.get('locale') ?? locale,
      files: parsed.files,
      browserForm: parsed.browserForm,
    })
    locale = outcome.locale
    if (outcome.status === 201) {
      // 303: the browser follows with a GET of the thank-you page, whose address holds nothing
      // the visitor typed; reloading it does not post the form again.
      if (html) {
        return seeOther(outcome.redirect)
      }
      return noStoreJson(201, { id: String(outcome.id), redirect: outcome.redirect })
    }
    if (outcome.status === 503) return problem(503, 'storeFailed')
    const errors = translateIssues(outcome.issues, locale)
    if (outcome.status === 429) {
      return answer(
        429,
        { message: errors[0]?.message, errors },
        { 'Retry-After': String(outcome.retryAfter) },
      )
    }
    return answer(
      outcome.status,
      outcome.status === 409 ? { message: errors[0]?.message, errors } : { errors },
    )
  } catch {
    return problem(503, 'storeFailed')
  }
}
