import type { FieldAccess } from 'payload'

import { isStaffUser } from './roles'

/**
 * Street, number and box leave the server for non-staff only when `publishAddress` is on (the
 * site then shows postcode and town only). Without a document (Payload checking a `where` path)
 * the field is readable; the query guard (src/fields/hiddenQueries.ts) keeps such properties out
 * of those filters.
 */
export const canReadAddress: FieldAccess = ({ req, doc }) => {
  if (isStaffUser(req.user)) return true
  if (!doc) return true
  return doc.publishAddress !== false
}
