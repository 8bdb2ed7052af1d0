import type { FieldAccess } from 'payload'

import { isOwnerUser, isStaffUser, relationId } from './roles'

/**
 * Who owns a property: staff see it; an owner sees it only on a property they own (so the portal
 * can list "my properties"); visitors and other owners never.
 */
export const canReadPropertyOwners: FieldAccess = ({ req, doc }) => {
  if (isStaffUser(req.user)) return true
  if (!isOwnerUser(req.user) || !doc) return false
  const owners: unknown[] = Array.isArray(doc.owners) ? doc.owners : []
  return owners.some((owner) => relationId(owner) === req.user?.id)
}
