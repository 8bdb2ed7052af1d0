// Polyglot uploads (issue 11, point 15): a PDF or an image can also be a valid HTML page or SVG
// with script in it. Served from the site's origin and sniffed as HTML by a browser (or opened
// from a download folder), it would run. Every upload — media, documents, files sent with
// forms — is refused when its bytes hold markup a browser would execute. Payload already
// checks that the content matches an accepted type; this checks what else is inside.
import fs from 'node:fs'

import { ValidationError, type CollectionBeforeOperationHook, type CollectionSlug } from 'payload'

import { inLanguage, label } from '@/fields/labels'

/**
 * Tags that make a browser build a document or run code, followed by what ends a tag name.
 * Long enough that compressed image or PDF data does not contain them by chance (about one
 * file in a thousand of 20 MB for the shortest).
 */
const MARKUP =
  /<(?:script|html|svg|body|iframe|object|embed|!doctype\s+html|\?xml-stylesheet)[\s/>]|javascript:/i

/** Whether the bytes contain HTML, SVG or script markup anywhere. */
export const containsMarkup = (bytes: Uint8Array): boolean =>
  MARKUP.test(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1'))

const refused = label(
  'Dit bestand bevat webcode (HTML of script) en wordt om veiligheidsredenen geweigerd.',
  'Ce fichier contient du code web (HTML ou script) et est refusé pour des raisons de sécurité.',
  'This file contains web code (HTML or script) and is refused for security reasons.',
  'Diese Datei enthält Webcode (HTML oder Skript) und wird aus Sicherheitsgründen abgelehnt.',
)

/** A beforeOperation hook of an upload collection: refuses a file that holds markup. */
export const refuseMarkupInUploads: CollectionBeforeOperationHook = async ({
  args,
  collection,
  operation,
  req,
}) => {
  if (operation !== 'create' && operation !== 'update') return args
  const file = req.file
  if (!file) return args
  const bytes =
    file.data && file.data.length > 0
      ? file.data
      : file.tempFilePath
        ? await fs.promises.readFile(file.tempFilePath)
        : null
  if (bytes && containsMarkup(bytes))
    throw new ValidationError({
      collection: collection.slug as CollectionSlug,
      errors: [{ message: inLanguage(refused, req), path: 'file' }],
      req,
    })
  return args
}
