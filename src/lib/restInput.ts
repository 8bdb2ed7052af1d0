// Bad input to Payload's REST API answers 4xx, never 5xx (issue 11, point 15).
// - An id that cannot be a row id (`/api/properties/abc`): Payload turns it into NaN with
//   parseFloat and the database throws (500). Every collection, Payload's own included,
//   answers 404 for it before the query, like for an id that does not exist.
// - A file whose record exists but whose bytes are missing on disk: Payload answers 500 from its
//   static handler; an upload handler answers 404 first.
// - A request body nested deeper than any document (a JSON bomb of 9 000 levels): 400 before a
//   hook or a validator recurses into it.
// - Files of uploads are served with nosniff, and private ones as attachments.
import fs from 'node:fs'
import path from 'node:path'

import {
  APIError,
  NotFound,
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

/** Adds the checks to every collection (Payload's own too) of the sanitized config. */
export const guardRestInput = (config: SanitizedConfig): SanitizedConfig => {
  for (const collection of config.collections) {
    collection.hooks.beforeOperation = [checkInput, ...(collection.hooks.beforeOperation ?? [])]
    if (collection.upload)
      collection.upload.handlers = [missingFile, ...(collection.upload.handlers ?? [])]
  }
  return config
}
