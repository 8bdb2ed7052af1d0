// Who is who: staff users carry roles; owners (a later collection) never do.
import type { PayloadRequest } from 'payload'

export const staffRoles = ['admin', 'editor'] as const
export type StaffRole = (typeof staffRoles)[number]

type MaybeStaff = { collection?: string; roles?: unknown } | null | undefined

export const hasRole = (user: MaybeStaff, role: StaffRole): boolean =>
  user?.collection === 'users' && Array.isArray(user.roles) && user.roles.includes(role)

export const isStaffUser = (user: MaybeStaff): boolean =>
  hasRole(user, 'admin') || hasRole(user, 'editor')

export type AccessArgs = { req: PayloadRequest }
