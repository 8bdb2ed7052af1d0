import type { FieldAccess } from 'payload'

import { isStaffUser } from './roles'

/**
 * A property's price — and every figure that tells it (src/fields/priceDerived.ts) — leaves the
 * server for non-staff only when `publishPrice` is on.
 * `publishPrice` is always selected (the collection's forceSelect), so a `select` without it
 * cannot reveal a hidden price. Without a document (Payload checking a `where` or `sort` path) the
 * field is readable, so visitors can still filter by price; the price fields also declare
 * `hiddenUnless({ flag: 'publishPrice' })`, and the query guard (src/fields/hiddenQueries.ts)
 * keeps hidden prices out of filters and sorts.
 */
export const canReadPrice: FieldAccess = ({ req, doc }) => {
  if (isStaffUser(req.user)) return true
  if (!doc) return true
  return doc.publishPrice !== false
}
