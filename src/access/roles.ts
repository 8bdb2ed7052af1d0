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

/** A property owner logged in to the owner portal (the `owners` auth collection). */
export const isOwnerUser = (user: MaybeStaff): boolean => user?.collection === 'owners'

/** A relationship value as stored (an id) or populated (a document with an id). */
export const relationId = (value: unknown): number | string | undefined => {
  if (typeof value === 'number' || typeof value === 'string') return value
  if (typeof value === 'object' && value !== null && 'id' in value)
    return (value as { id: number | string }).id
  return undefined
}
