// Keeps the route table in step with published content: publishing or renaming a document
// upserts its entry (public path per language), an old public path is kept as a redirect, and
// unpublishing or deleting removes the entry. Bulk seeding opts out with context.skipRoutes.
import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  CollectionSlug,
  PayloadRequest,
} from 'payload'

import { defaultLocale, locales, type Locale } from '@/i18n/locales'
import type { RouteBreadcrumb, RouteType } from '@/lib/domain'
import type { Route } from '@/payload-types'

import { goalOf, listRouteOf } from '@/lib/site/goals'
import { listPath, projectPath, propertyPath, type ListKey } from '@/lib/site/paths'

import {
  everyLocale,
  listCrumb,
  nextRedirects,
  pathsPerLocale,
  type Localized,
  type RedirectRow,
} from '../paths'

type Doc = Record<string, unknown> & { id: number | string }

export type RoutePlan = {
  publicPaths: Localized<string>
  breadcrumbs?: RouteBreadcrumb[]
  externalLink?: string | null
}

/** Builds the entry of a published document read in every language (`locale: 'all'`); null: no public page. */
export type BuildPaths = (args: {
  doc: Doc
  req: PayloadRequest
}) => RoutePlan | null | Promise<RoutePlan | null>

type Options = {
  type: RouteType
  buildPaths: BuildPaths
  /** The entry's key, stable across renames; default `/{collection}/{id}/`. */
  originalPath?: (args: { id: number | string; collection: string }) => string
}

const defaultOriginalPath = ({ id, collection }: { id: number | string; collection: string }) =>
  `/${collection}/${id}/`

/**
 * A local-API call given `req` rewrites req.locale; the save in progress must keep its own
 * (the same guard as computeUntranslated).
 */
export async function keepingLocale<T>(req: PayloadRequest, run: () => Promise<T>): Promise<T> {
  const { locale, fallbackLocale } = req
  try {
    return await run()
  } finally {
    req.locale = locale
    req.fallbackLocale = fallbackLocale
  }
}

/** A document in every language, published version only (null when missing). */
export const findInAllLocales = (
  req: PayloadRequest,
  collection: string,
  id: number | string,
): Promise<Doc | null> =>
  keepingLocale(req, async () => {
    const doc = await req.payload.findByID({
      collection: collection as CollectionSlug,
      id,
      locale: 'all',
      depth: 0,
      draft: false,
      overrideAccess: true,
      disableErrors: true,
      req,
    })
    return (doc as unknown as Doc | null) ?? null
  })

const isLive = (doc: Doc | null): doc is Doc =>
  Boolean(doc) && (doc?._status === undefined || doc?._status === 'published')

async function findEntry(req: PayloadRequest, originalPath: string) {
  const { docs } = await keepingLocale(req, () =>
    req.payload.find({
      collection: 'routes',
      where: { originalPath: { equals: originalPath } },
      limit: 1,
      depth: 0,
      overrideAccess: true,
      req,
    }),
  )
  return docs[0]
}

export async function removeRoute(req: PayloadRequest, originalPath: string): Promise<void> {
  await keepingLocale(req, () =>
    req.payload.delete({
      collection: 'routes',
      where: { originalPath: { equals: originalPath } },
      overrideAccess: true,
      req,
    }),
  )
}

/** Every language key present, empty ones as null: the shape the table stores. */
const clean = (paths: Localized<string>) =>
  Object.fromEntries(locales.map((locale) => [locale, paths[locale] || null]))

export async function upsertRoute(
  req: PayloadRequest,
  entry: RoutePlan & { originalPath: string; type: RouteType },
): Promise<void> {
  const existing = await findEntry(req, entry.originalPath)
  const data = {
    originalPath: entry.originalPath,
    type: entry.type,
    publicPaths: clean(entry.publicPaths),
    breadcrumbs: (entry.breadcrumbs ?? []).map((crumb) => ({
      name: clean(crumb.name),
      public: crumb.public ?? true,
      parentPath: crumb.parentPath ?? null,
    })),
    externalLink: entry.externalLink ?? null,
    managed: true,
  }
  if (!existing) {
    await keepingLocale(req, () =>
      req.payload.create({
        collection: 'routes',
        // Every plan has a Dutch path (the field the type requires); the others may be null.
        data: data as unknown as Omit<Route, 'id' | 'createdAt' | 'updatedAt'>,
        overrideAccess: true,
        req,
      }),
    )
    return
  }
  const redirectFrom = nextRedirects({
    previous: existing.publicPaths as Localized<string>,
    history: existing.redirectFrom as RedirectRow[] | null,
    next: entry.publicPaths,
  })
  /** The fields a plan decides: the stored route (a `Route`) and the planned data compare on them. */
  const comparable = (value: {
    type?: unknown
    publicPaths?: unknown
    breadcrumbs?: unknown
    externalLink?: unknown
    redirectFrom?: unknown
    managed?: unknown
  }) =>
    JSON.stringify({
      type: value.type,
      publicPaths: clean((value.publicPaths ?? {}) as Localized<string>),
      breadcrumbs: ((value.breadcrumbs ?? []) as RouteBreadcrumb[]).map((c) => ({
        name: clean(c.name ?? {}),
        public: c.public ?? true,
        parentPath: c.parentPath ?? null,
      })),
      externalLink: value.externalLink ?? null,
      redirectFrom: ((value.redirectFrom ?? []) as RedirectRow[]).map((r) => [r.path, r.locale]),
      managed: Boolean(value.managed),
    })
  // Re-saving unchanged content (a category refresh, a second publish) writes nothing.
  if (comparable(existing) === comparable({ ...data, redirectFrom })) return
  await keepingLocale(req, () =>
    req.payload.update({
      collection: 'routes',
      id: existing.id,
      data: { ...data, redirectFrom } as unknown as Partial<Route>,
      overrideAccess: true,
      req,
    }),
  )
}

/**
 * `maintainRoutes({ type, buildPaths })` gives the hooks of one collection:
 * `afterChange` (publish, rename, unpublish), `afterDelete`, and `refresh(req, collection, id)` for a
 * document whose path depends on another one (a question when its category is renamed).
 */
export function maintainRoutes({ type, buildPaths, originalPath = defaultOriginalPath }: Options) {
  const refresh = async (req: PayloadRequest, collection: string, id: number | string) => {
    const key = originalPath({ id, collection })
    const live = await findInAllLocales(req, collection, id)
    const plan = isLive(live) ? await buildPaths({ doc: live, req }) : null
    if (plan) await upsertRoute(req, { ...plan, originalPath: key, type })
    else await removeRoute(req, key)
  }

  const afterChange: CollectionAfterChangeHook = async ({ doc, previousDoc, req, collection }) => {
    if (req.context?.skipRoutes) return doc
    // A draft of something never published: nothing public now, nothing public before.
    if (doc._status === 'draft' && previousDoc?._status !== 'published') return doc
    await refresh(req, collection.slug, doc.id)
    return doc
  }

  const afterDelete: CollectionAfterDeleteHook = async ({ doc, req, collection }) => {
    if (req.context?.skipRoutes) return doc
    await removeRoute(req, originalPath({ id: doc.id, collection: collection.slug }))
    return doc
  }

  return { afterChange, afterDelete, refresh }
}

const crumb = (name: Localized<string>, parentPath?: string | null): RouteBreadcrumb => ({
  name: everyLocale(name),
  public: true,
  ...(parentPath ? { parentPath } : {}),
})

type CityTitle = { title?: unknown; city?: unknown }

type DetailPath = (
  locale: Locale,
  named: { id: number | string; city: string; title: string },
) => string

/** Properties and projects: their pages' paths, from the one path builder (docs/public-urls.md). */
const listingPlan = (
  list: ListKey,
  doc: Doc & CityTitle,
  parentPath: string,
  path: DetailPath,
): RoutePlan => {
  const titles = everyLocale(localizedValue(doc.title))
  const cities = everyLocale(localizedValue(doc.city))
  return {
    publicPaths: pathsPerLocale((locale: Locale) =>
      path(locale, { id: doc.id, city: cities[locale], title: titles[locale] }),
    ),
    breadcrumbs: [listCrumb(list, parentPath), crumb(titles)],
    ...(typeof doc.externalLink === 'string' && doc.externalLink
      ? { externalLink: doc.externalLink }
      : {}),
  }
}

/** A field read with `locale: 'all'` is an object per language; a plain field is the same in all. */
export const localizedValue = (value: unknown): Localized<string> => {
  if (typeof value === 'string') return { nl: value, fr: value, en: value, de: value }
  if (value && typeof value === 'object') return value as Localized<string>
  return {}
}

/** The entry of a property read in every language: its list follows the goal. */
export const propertyRoutePlan = (doc: Doc): RoutePlan => {
  const goal = goalOf(doc.goal)
  const list = listRouteOf(goal)
  return listingPlan(list, doc, `${list}/`, (locale, named) =>
    propertyPath(locale, { ...named, goal }),
  )
}

/** The entry of a new-build project read in every language (with its own site, if any). */
export const projectRoutePlan = (doc: Doc): RoutePlan =>
  listingPlan('/new-builds', doc, listPath('/new-builds', defaultLocale), projectPath)

/** Ready-made hooks for properties (the lead attaches them to collections/Properties). */
export const maintainPropertyRoute = maintainRoutes({
  type: 'page',
  originalPath: ({ id }) => `/property/${id}/`,
  buildPaths: ({ doc }) => propertyRoutePlan(doc),
})

/** Ready-made hooks for new-build projects (the lead attaches them to collections/Projects). */
export const maintainProjectRoute = maintainRoutes({
  type: 'page',
  originalPath: ({ id }) => `/project/${id}/`,
  buildPaths: ({ doc }) => projectRoutePlan(doc),
})
