// Route entries of articles with a page of their own (news, services): /{locale}/{list}/{slug}/.
import { locales } from '@/i18n/locales'
import type { RouteBreadcrumb } from '@/lib/domain'

import { findInAllLocales, localizedValue, maintainRoutes } from '../../Routes/hooks/maintainRoutes'
import { everyLocale, listCrumb, pathsPerLocale } from '../../Routes/paths'
import { articleLists, articlePublicPath, type ArticleKind } from '@/lib/site/articleKinds'

export const maintainArticleRoute = maintainRoutes({
  type: 'article',
  originalPath: ({ id }) => `/article/${id}/`,
  buildPaths: async ({ doc, req }) => {
    const kind = doc.kind as ArticleKind
    const list = articleLists[kind]
    if (!list) return null
    const slugs = everyLocale(localizedValue(doc.slug))
    if (locales.some((locale) => !slugs[locale])) return null
    const crumbs: RouteBreadcrumb[] = [listCrumb(list)]
    const parentId =
      doc.parent && typeof doc.parent === 'object' ? (doc.parent as { id: number }).id : doc.parent
    if (parentId !== null && parentId !== undefined && parentId !== doc.id) {
      const parent = await findInAllLocales(req, 'articles', parentId as number)
      if (parent && parent._status === 'published') {
        const parentSlugs = everyLocale(localizedValue(parent.slug))
        const parentPath = articlePublicPath(
          { kind: String(parent.kind), slug: parentSlugs.nl },
          'nl',
        )
        crumbs.push({ name: everyLocale(localizedValue(parent.title)), public: true, parentPath })
      }
    }
    crumbs.push({ name: everyLocale(localizedValue(doc.title)), public: true })
    return {
      publicPaths: pathsPerLocale(
        (locale) => articlePublicPath({ kind, slug: slugs[locale] }, locale) ?? '',
      ),
      breadcrumbs: crumbs,
    }
  },
})
