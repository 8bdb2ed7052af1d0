// Payload's own collections (locked documents, preferences, jobs, migrations, key-value store)
// and globals (the jobs' statistics) allow any logged-in user by default — and owners are logged-in users of the portal. Only the
// agency's staff may touch them; what Payload itself does (overrideAccess) is unaffected.
// The same holds for versions and drafts: Payload lets any logged-in user read the versions of a
// collection or global that sets no `readVersions`, so every versioned collection and global gets
// a staff-only `readVersions` here, whatever its own config says (tests/int/access-matrix.test.ts).
// Their own endpoints act for `req.user` without the collection's access (the preferences' GET,
// POST and DELETE /api/payload-preferences/:key let any logged-in account, so any owner, store
// and read preferences): they answer staff only too, except the jobs' endpoints, which ask the
// jobs config's own `access` (staff only, src/jobs) and answer 401 (tests/int/owner-access.test.ts).
import { Forbidden, type Access, type Endpoint, type SanitizedConfig } from 'payload'

import { isStaffUser } from './roles'

const staffOnly: Access = ({ req }) => isStaffUser(req.user)

const and =
  (first: Access | undefined): Access =>
  async (args) => {
    if (!staffOnly(args)) return false
    return first ? first(args) : true
  }

const staffEndpoint = (endpoint: Endpoint): Endpoint => ({
  ...endpoint,
  handler: async (req) => {
    if (!isStaffUser(req.user)) throw new Forbidden(req.t)
    return endpoint.handler(req)
  },
})

export const restrictInternalCollections = (config: SanitizedConfig): SanitizedConfig => {
  for (const collection of config.collections) {
    const access = collection.access as Record<string, Access | undefined>
    if (collection.versions) access.readVersions = and(access.readVersions)
    if (!collection.slug.startsWith('payload-')) continue
    if (collection.endpoints && collection.slug !== 'payload-jobs')
      collection.endpoints = collection.endpoints.map(staffEndpoint)
    for (const operation of [
      'read',
      'create',
      'update',
      'delete',
      'readVersions',
      'unlock',
    ] as const) {
      if (operation === 'readVersions' && collection.versions) continue // done above
      if (operation in access || ['read', 'create', 'update', 'delete'].includes(operation)) {
        access[operation] = and(access[operation])
      }
    }
  }
  for (const global of config.globals) {
    const access = global.access as Record<string, Access | undefined>
    // Payload's own globals (the jobs' statistics) let any logged-in account, so any owner, read
    // and update them.
    if (global.slug.startsWith('payload-')) {
      access.read = and(access.read)
      access.update = and(access.update)
    }
    if (global.versions) access.readVersions = and(access.readVersions)
  }
  return config
}
