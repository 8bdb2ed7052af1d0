import type { FieldAccess } from 'payload'

import { isOwnerUser, isStaffUser, relationId } from './roles'

/**
 * Who owns a property, and the documents shared with its owners (`ownerDocuments`): staff see
 * them; an owner sees them only on a property they own (so the portal can list "my properties"
 * and their documents); visitors and other owners never.
 */
export const canReadPropertyOwners: FieldAccess = ({ req, doc }) => {
  if (isStaffUser(req.user)) return true
  if (!isOwnerUser(req.user) || !doc) return false
  const owners: unknown[] = Array.isArray(doc.owners) ? doc.owners : []
  return owners.some((owner) => relationId(owner) === req.user?.id)
}
