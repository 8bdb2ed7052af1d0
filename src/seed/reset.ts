// `npm run seed -- --reset`: removes the demo agency so it can be seeded again. Accounts (staff
// users and owners) are kept. Rows go through the database adapter in bulk (a hook per document
// would take minutes after a benchmark set); the route entries those hooks would have removed
// are removed with them, and generated files go through the local API so their files go too.
import type { CollectionSlug, Payload } from 'payload'

import { SEED_FILE_PREFIX } from './images'
import { DEMO_LEAD_DOMAIN } from './ownerHistory'

/** Content collections the seed fills, in an order that respects their relationships. */
export const DEMO_COLLECTIONS = [
  'properties',
  'projects',
  'questions',
  'articles',
  'categories',
  'testimonials',
  'team',
] as const satisfies readonly CollectionSlug[]

const VERSIONED: readonly CollectionSlug[] = ['properties', 'projects', 'questions', 'articles']

export async function resetDemoContent(payload: Payload): Promise<void> {
  const where = { id: { exists: true } }
  // The owner portal's history of the demo properties, and the demo leads about them.
  for (const collection of ['property-views', 'property-activities', 'view-hits'] as const)
    await payload.db.deleteMany({ collection, where })
  await payload.db.deleteMany({
    collection: 'submissions',
    where: { email: { like: `@${DEMO_LEAD_DOMAIN}` } },
  })
  for (const collection of DEMO_COLLECTIONS) {
    if (VERSIONED.includes(collection)) {
      await payload.db.deleteVersions({ collection, where })
    }
    await payload.db.deleteMany({ collection, where })
  }
  // Entries of the documents above (manual entries, managed: false, stay).
  await payload.db.deleteMany({ collection: 'routes', where: { managed: { equals: true } } })
  for (const collection of ['media', 'documents'] as const) {
    await payload.delete({
      collection,
      where: { filename: { like: SEED_FILE_PREFIX } },
      overrideAccess: true,
      context: { skipRevalidate: true },
    })
  }
}
