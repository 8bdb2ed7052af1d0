import type { Access } from 'payload'

import { isOwnerUser, isStaffUser } from './roles'

/** Staff read every owner account; an owner reads only their own; visitors none. */
export const isStaffOrSelfOwner: Access = ({ req }) => {
  if (isStaffUser(req.user)) return true
  if (isOwnerUser(req.user)) return { id: { equals: req.user!.id } }
  return false
}
