// Q&A articles, each in a Q&A category: /{locale}/vraag-en-antwoord/{category-slug}/{slug}/.
import type { CollectionConfig } from 'payload'

import { isPublishedOrStaff } from '@/access/isPublishedOrStaff'
import { isStaff } from '@/access/isStaff'
import { label } from '@/fields/labels'
import { computeUntranslated, translationStatusField } from '@/fields/translationStatus'

import { seoField } from '@/fields/seo'
import { slugField } from './Routes/fields/slug'
import { findInAllLocales, localizedValue, maintainRoutes } from './Routes/hooks/maintainRoutes'
import { contentPath } from '@/lib/site/paths'

import { everyLocale, listCrumb, pathsPerLocale } from './Routes/paths'
import { cacheTags } from '@/lib/cacheTags'
import { livePreview } from '@/lib/previewUrl'
import { revalidateOnChange, revalidateOnDelete } from '@/lib/revalidate'

export const maintainQuestionRoute = maintainRoutes({
  type: 'article',
  originalPath: ({ id }) => `/question/${id}/`,
  buildPaths: async ({ doc, req }) => {
    const categoryId =
      doc.category && typeof doc.category === 'object'
        ? (doc.category as { id: number }).id
        : (doc.category as number | null)
    if (categoryId === null || categoryId === undefined) return null
    const category = await findInAllLocales(req, 'categories', categoryId)
    const categorySlugs = everyLocale(localizedValue(category?.slug))
    const slugs = everyLocale(localizedValue(doc.slug))
    if (!category || !categorySlugs.nl || !slugs.nl) return null
    return {
      publicPaths: pathsPerLocale((locale) =>
        contentPath('/questions-and-answers', locale, categorySlugs[locale], slugs[locale]),
      ),
      breadcrumbs: [
        listCrumb('/questions-and-answers'),
        {
          name: everyLocale(localizedValue(category.name)),
          public: true,
          parentPath: contentPath('/questions-and-answers', 'nl', categorySlugs.nl),
        },
        { name: everyLocale(localizedValue(doc.question)), public: true },
      ],
    }
  },
})

export const Questions: CollectionConfig = {
  slug: 'questions',
  labels: {
    singular: label('Vraag', 'Question', 'Question', 'Frage'),
    plural: label(
      'Vragen en antwoorden',
      'Questions-réponses',
      'Questions and answers',
      'Fragen und Antworten',
    ),
  },
  admin: {
    useAsTitle: 'question',
    livePreview: livePreview('questions'),
    defaultColumns: ['question', 'category', 'slug', 'untranslated', '_status'],
    listSearchableFields: ['question', 'slug'],
    group: label('Inhoud', 'Contenu', 'Content', 'Inhalt'),
  },
  versions: { drafts: true, maxPerDoc: 20 },
  access: {
    read: isPublishedOrStaff,
    create: isStaff,
    update: isStaff,
    delete: isStaff,
  },
  defaultSort: 'question',
  fields: [
    {
      name: 'question',
      type: 'text',
      localized: true,
      required: true,
      label: label('Vraag', 'Question', 'Question', 'Frage'),
    },
    {
      name: 'answer',
      type: 'richText',
      localized: true,
      label: label('Antwoord', 'Réponse', 'Answer', 'Antwort'),
    },
    {
      name: 'category',
      type: 'relationship',
      relationTo: 'categories',
      required: true,
      index: true,
      filterOptions: { kind: { equals: 'qa' } },
      label: label('Categorie', 'Catégorie', 'Category', 'Kategorie'),
      admin: { position: 'sidebar' },
    },
    slugField({ from: 'question' }),
    seoField(),
    translationStatusField(),
  ],
  hooks: {
    // Refresh the pages that show this content (see src/lib/cacheTags.ts).
    beforeChange: [computeUntranslated(['question'])],
    afterChange: [
      revalidateOnChange(() => [cacheTags.articles]),
      maintainQuestionRoute.afterChange,
    ],
    afterDelete: [
      revalidateOnDelete(() => [cacheTags.articles]),
      maintainQuestionRoute.afterDelete,
    ],
  },
}
