import type { Access } from 'payload'

import { hasRole } from './roles'

/** Admins manage every user; an editor may read and update only their own account. */
export const isAdminOrSelf: Access = ({ req }) => {
  if (hasRole(req.user, 'admin')) return true
  if (req.user?.collection === 'users') return { id: { equals: req.user.id } }
  return false
}
