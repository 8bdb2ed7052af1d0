import type { Access } from 'payload'

import { isStaffUser } from './roles'

/** Visitors (and owners) read published documents only; staff read drafts too. */
export const isPublishedOrStaff: Access = ({ req }) => {
  if (isStaffUser(req.user)) return true
  return { _status: { equals: 'published' } }
}
