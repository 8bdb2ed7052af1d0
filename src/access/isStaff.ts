import type { Access } from 'payload'

import { isStaffUser } from './roles'

/** Admins and editors: the agency's own people. */
export const isStaff: Access = ({ req }) => isStaffUser(req.user)
