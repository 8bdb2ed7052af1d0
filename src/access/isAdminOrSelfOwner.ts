import type { Access } from 'payload'

import { hasRole, isOwnerUser } from './roles'

/** Admins change every owner account; an owner changes only their own; editors and visitors none. */
export const isAdminOrSelfOwner: Access = ({ req }) => {
  if (hasRole(req.user, 'admin')) return true
  if (isOwnerUser(req.user)) return { id: { equals: req.user!.id } }
  return false
}
