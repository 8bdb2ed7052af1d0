// Reads of the route table (collections/Routes) for the proxy and the pages.
import 'server-only'

import type { Payload, Where } from 'payload'

import { isLocale, locales, type Locale } from '@/i18n/locales'
import { normalizePath } from '@/lib/domain'

const isCurrentPath = (path: string): Where => ({
  or: locales.map((locale) => ({ [`publicPaths.${locale}`]: { equals: path } })),
})

/**
 * The current public path of an old one kept in a route's redirect history (a renamed article,
 * a property whose title changed), in the old path's language; null when the path is current
 * (somebody else may have taken it over) or unknown.
 */
export async function findRedirect(payload: Payload, path: string): Promise<string | null> {
  const wanted = normalizePath(path)
  if (wanted === '/') return null
  const current = await payload.count({
    collection: 'routes',
    where: isCurrentPath(wanted),
    // The table is public (read: anyone), but Payload 3.90 refuses a query on a group's subfield
    // (`publicPaths.nl`) when access is checked: "path cannot be queried".
    overrideAccess: true,
  })
  if (current.totalDocs > 0) return null
  const { docs } = await payload.find({
    collection: 'routes',
    where: { 'redirectFrom.path': { equals: wanted } },
    limit: 1,
    depth: 0,
    select: { publicPaths: true, redirectFrom: true },
    overrideAccess: true,
  })
  const entry = docs[0]
  if (!entry) return null
  const row = entry.redirectFrom?.find((r) => r.path === wanted)
  const first = wanted.split('/').filter(Boolean)[0]
  const locale: Locale | undefined = row?.locale ?? (isLocale(first) ? first : undefined)
  const target = locale ? entry.publicPaths?.[locale] : undefined
  return target && normalizePath(target) !== wanted ? normalizePath(target) : null
}
