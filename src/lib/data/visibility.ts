// Whether a visitor may see the content a detail path names, asked by the proxy before a page is
// rendered (src/edge/proxy/visibility.ts remembers the answers): one indexed count, with the
// visitor's rights (published only).
import 'server-only'

import type { Locale } from '@/i18n/locales'
import { getPayloadClient } from '@/lib/payload'
import type { ArticleKind } from '@/lib/site/articleKinds'

/** A published property or project with this id. */
export const isListingVisible = async (collection: 'properties' | 'projects', id: number) => {
  const payload = await getPayloadClient()
  const { totalDocs } = await payload.count({
    collection,
    where: { id: { equals: id } },
    overrideAccess: false,
  })
  return totalDocs > 0
}

/** A published article of one of `kinds` whose slug in `locale` is `slug`. */
export const isArticleVisible = async ({
  kinds,
  slug,
  locale,
}: {
  kinds: ArticleKind[]
  slug: string
  locale: Locale
}) => {
  const payload = await getPayloadClient()
  const { totalDocs } = await payload.count({
    collection: 'articles',
    where: { and: [{ kind: { in: kinds } }, { slug: { equals: slug } }] },
    locale,
    overrideAccess: false,
  })
  return totalDocs > 0
}

/** Where an old public path (renamed content) leads now, from the route table; null if nowhere. */
export const findMovedPath = async (publicPath: string) => {
  const { findRedirect } = await import('./routes')
  return findRedirect(await getPayloadClient(), publicPath)
}
