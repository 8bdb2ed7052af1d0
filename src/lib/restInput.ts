// Bad input to Payload's REST API answers 4xx, never 5xx (issue 11, point 15).
// - An id that cannot be a row id (`/api/properties/abc`): Payload turns it into NaN with
//   parseFloat and the database throws (500). Every collection, Payload's own included,
//   answers 404 for it before the query, like for an id that does not exist.
// - A file whose record exists but whose bytes are missing on disk: Payload answers 500 from its
//   static handler; an upload handler answers 404 first.
// - A request body nested deeper than any document (a JSON bomb of 9 000 levels): 400 before a
//   hook or a validator recurses into it.
// - Files of uploads are served with nosniff, and private ones as attachments.
// - A query the REST API cannot read (`?where=abc`, `where[id][in]=1,a`, an operator its field
//   does not have): Payload or the database fails deep down (500); it answers 400.
// - A collection that does not verify e-mail addresses has no verification address (404).
import fs from 'node:fs'
import path from 'node:path'

import {
  APIError,
  NotFound,
  type AfterErrorHook,
  type CollectionBeforeOperationHook,
  type CollectionSlug,
  type SanitizedCollectionConfig,
  type SanitizedConfig,
} from 'payload'

/** No document of the site nests deeper (blocks in rich text in blocks included). */
export const MAX_JSON_DEPTH = 64

/** How deep a parsed JSON value nests (objects and arrays), without recursion. */
export function jsonDepth(value: unknown, stopAt = Infinity): number {
  let deepest = 0
  const stack: [unknown, number][] = [[value, 0]]
  while (stack.length > 0) {
    const [current, depth] = stack.pop()!
    if (current === null || typeof current !== 'object') continue
    const level = depth + 1
    if (level > deepest) deepest = level
    if (deepest > stopAt) return deepest
    for (const child of Object.values(current)) stack.push([child, level])
  }
  return deepest
}

const isRowId = (id: unknown) =>
  (typeof id === 'number' && Number.isSafeInteger(id) && id > 0) ||
  (typeof id === 'string' && /^[1-9]\d{0,15}$/.test(id))

/** 404 for an id that no row can have; 400 for a body deeper than any document. */
const checkInput: CollectionBeforeOperationHook = ({ args, collection, req }) => {
  const numericIds =
    req.payload.db.defaultIDType === 'number' &&
    req.payload.collections[collection.slug as CollectionSlug]?.customIDType !== 'text'
  const id = (args as { id?: unknown }).id
  if (numericIds && id !== undefined && id !== null && !isRowId(id)) throw new NotFound(req.t)
  const data = (args as { data?: unknown }).data
  if (data !== undefined && jsonDepth(data, MAX_JSON_DEPTH) > MAX_JSON_DEPTH)
    throw new APIError(req.t('error:invalidRequestArgs', { args: 'body' }), 400, undefined, true)
  return args
}

/** A missing file on disk is not found (404), not a server error. */
type UploadHandler = NonNullable<SanitizedCollectionConfig['upload']['handlers']>[number]

const missingFile = (async (req, { params: { collection, filename } }) => {
  const dir = req.payload.collections[collection as CollectionSlug]?.config.upload?.staticDir
  if (!dir) return
  const resolvedDir = path.resolve(dir)
  const file = path.resolve(resolvedDir, filename)
  if (!file.startsWith(resolvedDir + path.sep)) return
  const exists = await fs.promises.stat(file).then(
    (stats) => stats.isFile(),
    () => false,
  )
  if (exists) return
  return Response.json(
    { errors: [{ message: req.t('error:notFound') }] },
    { status: 404, headers: { 'X-Content-Type-Options': 'nosniff' } },
  )
}) as UploadHandler

/**
 * The headers of a served file: never sniffed into another type; a private one (form
 * attachments, documents) is downloaded, never shown in the site's origin.
 */
export const fileResponseHeaders =
  ({ attachment }: { attachment: boolean }) =>
  ({ headers }: { headers: Headers }) => {
    headers.set('X-Content-Type-Options', 'nosniff')
    if (attachment) headers.set('Content-Disposition', 'attachment')
    return headers
  }

/** PostgreSQL's "data exception" codes for a value its column cannot hold. */
const badValueCodes = new Set(['22P02', '22003', '22007', '22008', '22023'])

/**
 * Whether `error` is what a malformed query of the client causes: its `where` is no JSON
 * (SyntaxError: a GET has no body to parse), names an operator its field does not have
 * (TypeError), or holds a value its column cannot take (NaN for a number on SQLite, a data
 * exception on PostgreSQL). A database that is down or a bug of ours is none of these.
 */
const isMalformedQuery = (error: unknown): boolean => {
  if (error instanceof SyntaxError || error instanceof TypeError || error instanceof RangeError)
    return true
  const cause = (error as { cause?: unknown } | null)?.cause
  if (cause instanceof RangeError) return true
  const code = (cause as { code?: unknown } | null)?.code ?? (error as { code?: unknown }).code
  return typeof code === 'string' && badValueCodes.has(code)
}

/** 400 instead of 500 for a read whose query cannot be read (above). */
const malformedQuery: AfterErrorHook = ({ error, req }) => {
  if (req.method !== 'GET' || !isMalformedQuery(error)) return
  const params = [...(req.searchParams?.keys() ?? [])]
  if (!params.some((name) => name === 'where' || name.startsWith('where['))) return
  return {
    status: 400,
    response: { errors: [{ message: req.t('error:invalidRequestArgs', { args: 'where' }) }] },
  }
}

/** Adds the checks to every collection (Payload's own too) of the sanitized config. */
export const guardRestInput = (config: SanitizedConfig): SanitizedConfig => {
  for (const collection of config.collections) {
    collection.hooks.beforeOperation = [checkInput, ...(collection.hooks.beforeOperation ?? [])]
    if (collection.upload)
      collection.upload.handlers = [missingFile, ...(collection.upload.handlers ?? [])]
    // Payload gives every login collection the address; without verification it fails (500).
    if (collection.auth && !collection.auth.verify && Array.isArray(collection.endpoints))
      collection.endpoints = collection.endpoints.filter(
        (endpoint) => endpoint.path !== '/verify/:id',
      )
  }
  config.hooks = {
    ...config.hooks,
    afterError: [malformedQuery, ...(config.hooks?.afterError ?? [])],
  }
  return config
}
