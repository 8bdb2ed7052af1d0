// Payload's own collections (locked documents, preferences, jobs, migrations, key-value store)
// allow any logged-in user by default — and owners are logged-in users of the portal. Only the
// agency's staff may touch them; what Payload itself does (overrideAccess) is unaffected.
import type { Access, SanitizedConfig } from 'payload'

import { isStaffUser } from './roles'

const staffOnly: Access = ({ req }) => isStaffUser(req.user)

const and =
  (first: Access | undefined): Access =>
  async (args) => {
    if (!staffOnly(args)) return false
    return first ? first(args) : true
  }

export const restrictInternalCollections = (config: SanitizedConfig): SanitizedConfig => {
  for (const collection of config.collections) {
    if (!collection.slug.startsWith('payload-')) continue
    const access = collection.access as Record<string, Access | undefined>
    for (const operation of [
      'read',
      'create',
      'update',
      'delete',
      'readVersions',
      'unlock',
    ] as const) {
      if (operation in access || ['read', 'create', 'update', 'delete'].includes(operation)) {
        access[operation] = and(access[operation])
      }
    }
  }
  return config
}
