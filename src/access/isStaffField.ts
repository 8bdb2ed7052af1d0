import type { FieldAccess } from 'payload'

import { isStaffUser } from './roles'

/** Fields only the agency's staff may see or set (internal notes, owners of a property). */
export const isStaffField: FieldAccess = ({ req }) => isStaffUser(req.user)
