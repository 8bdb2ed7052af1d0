// Where the admin's preview of a document lands: its public page in the editor's language.
import { articlePublicPath } from '@/lib/site/articleKinds'
import type { Locale } from '@/i18n/locales'
import { getPathname } from '@/i18n/navigation'
import type { PreviewCollection } from '@/lib/previewUrl'
import { projectPath, propertyPath } from '@/lib/site/paths'

type Slugged = { slug?: string | null }

/** The draft of a document as /api/preview reads it (depth 1, so a question has its category). */
export type PreviewDoc = {
  id: number | string
  title?: string | null
  city?: string | null
  goal?: 'sale' | 'rent' | null
  kind?: string | null
  slug?: string | null
  category?: number | Slugged | null
}

/** The public path of a document, or null when it has none (a strength, a slug-less draft). */
export function previewPath(
  collection: PreviewCollection,
  doc: PreviewDoc,
  locale: Locale,
): string | null {
  const named = { id: doc.id, title: doc.title ?? '', city: doc.city ?? '' }
  switch (collection) {
    case 'properties':
      return propertyPath(locale, { ...named, goal: doc.goal ?? 'sale' })
    case 'projects':
      return projectPath(locale, named)
    case 'articles':
      return articlePublicPath(doc, locale)
    case 'questions': {
      const category = typeof doc.category === 'object' ? doc.category?.slug : null
      if (!category || !doc.slug) return null
      return getPathname({
        locale,
        href: {
          pathname: '/questions-and-answers/[category]/[slug]',
          params: { category, slug: doc.slug },
        },
      })
    }
  }
}
