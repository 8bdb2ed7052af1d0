// The proxy's first job for a detail path: does it name content a visitor may see? An unknown or
// unpublished id answers the localized not-found text with 404 before anything renders; a
// renamed article's old path redirects to its current one. The data layer answers
// (src/lib/data/visibility.ts); the answers are remembered per process until a publish.
import type { NextRequest } from 'next/server'

import { isLocale } from '@/i18n/locales'
import { cacheTags } from '@/lib/cacheTags'
import type { ArticleKind } from '@/lib/site/articleKinds'

import { createTagMemo } from '../tagMemo'

/** The internal path segment under which `[...rest]` renders a kind's not-found text. */
export const NOT_FOUND = '_not-found'

/** Detail pages found by their id (docs/public-urls.md): /{locale}/{list}/{city}/{slug}/{id}/. */
const BY_ID = /^\/([a-z]{2})\/(for-sale|for-rent|new-builds)\/[^/]+\/[^/]+\/([^/]+)\/$/
/** News items and services, found by their slug: /{locale}/{list}/{slug}/. */
const BY_SLUG = /^\/([a-z]{2})\/(news|services)\/([^/]+)\/$/
const ARTICLE_KINDS = {
  news: ['news'],
  services: ['service', 'service-page'],
} satisfies Record<string, ArticleKind[]>

type Missing = { notFound: string } | { movedTo: string } | null

/**
 * The answers of the lookups below, per process, until a save that may change them expires the
 * lists' tag on any server (src/edge/tagMemo.ts): every publish, unpublish and delete of a
 * property, project or article does (src/lib/revalidate.ts). A cached detail page then costs no
 * query here.
 */
const visible = {
  properties: createTagMemo<boolean>({ tags: [cacheTags.propertyLists] }),
  projects: createTagMemo<boolean>({ tags: [cacheTags.projectLists] }),
  articles: createTagMemo<boolean>({ tags: [cacheTags.articles] }),
}

/**
 * Whether a detail path names content a visitor may see (published, with the visitor's rights;
 * one indexed lookup per id, remembered until the next publish, unpublish or delete). The page
 * itself redirects a stale slug or the wrong list. A missing article's old path (renamed
 * content) redirects to its current one. An editor previewing (draft mode) is left to the page,
 * which reads drafts.
 */
export async function missingContent(
  request: NextRequest,
  pathname: string,
  publicPath: string,
): Promise<Missing> {
  if (request.cookies.has('__prerender_bypass')) return null
  const byId = BY_ID.exec(pathname)
  const bySlug = byId ? null : BY_SLUG.exec(pathname)
  if (!byId && !bySlug) return null
  // Loaded on first use: a request for a page that is neither starts no Payload.
  const data = () => import('@/lib/data/visibility')
  if (byId) {
    const [, locale, list, rawId] = byId
    const kind = list === 'new-builds' ? 'project' : 'property'
    const collection = kind === 'project' ? 'projects' : 'properties'
    const id = Number(rawId)
    if (Number.isSafeInteger(id) && id > 0) {
      const found = await visible[collection].get(String(id), async () =>
        (await data()).isListingVisible(collection, id),
      )
      if (found) return null
    }
    return { notFound: `/${locale}/${NOT_FOUND}/${kind}/` }
  }
  const [, locale, list, rawSlug] = bySlug!
  if (!isLocale(locale)) return null
  let slug: string
  try {
    slug = decodeURIComponent(rawSlug)
  } catch {
    return { notFound: `/${locale}/${NOT_FOUND}/page/` }
  }
  const found = await visible.articles.get(`${locale}/${list}/${slug}`, async () =>
    (await data()).isArticleVisible({
      kinds: ARTICLE_KINDS[list as keyof typeof ARTICLE_KINDS],
      slug,
      locale,
    }),
  )
  if (found) return null
  // Not remembered: an editor may add a redirect (routes) without expiring a tag.
  const movedTo = await (await data()).findMovedPath(publicPath)
  return movedTo ? { movedTo } : { notFound: `/${locale}/${NOT_FOUND}/page/` }
}
