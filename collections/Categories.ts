// A tree of categories: the Q&A categories (aankoop, verkoop, attesten, huren, verhuren, varia)
// and the article categories. A Q&A category has a page: /{locale}/vraag-en-antwoord/{slug}/.
import type { CollectionConfig } from 'payload'

import { anyone } from '@/access/anyone'
import { isStaff } from '@/access/isStaff'
import { label } from '@/fields/labels'
import { computeUntranslated, translationStatusField } from '@/fields/translationStatus'

import { maintainQuestionRoute } from './Questions'
import { slugField } from './Routes/fields/slug'
import { keepingLocale, localizedValue, maintainRoutes } from './Routes/hooks/maintainRoutes'
import { contentPath } from '@/lib/site/paths'

import { everyLocale, listCrumb, pathsPerLocale } from './Routes/paths'
import { cacheTags } from '@/lib/cacheTags'
import { revalidateOnChange, revalidateOnDelete } from '@/lib/revalidate'

export const categoryRoutePath = ({ id }: { id: number | string }) => `/category/${id}/`

export const maintainCategoryRoute = maintainRoutes({
  type: 'category',
  originalPath: categoryRoutePath,
  buildPaths: ({ doc }) => {
    if (doc.kind !== 'qa') return null
    const slugs = everyLocale(localizedValue(doc.slug))
    if (!slugs.nl) return null
    return {
      publicPaths: pathsPerLocale((locale) =>
        contentPath('/questions-and-answers', locale, slugs[locale]),
      ),
      breadcrumbs: [
        listCrumb('/questions-and-answers'),
        { name: everyLocale(localizedValue(doc.name)), public: true },
      ],
    }
  },
})

export const Categories: CollectionConfig = {
  slug: 'categories',
  labels: {
    singular: label('Categorie', 'Catégorie', 'Category', 'Kategorie'),
    plural: label('Categorieën', 'Catégories', 'Categories', 'Kategorien'),
  },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'kind', 'parent', 'slug', 'untranslated'],
    listSearchableFields: ['name', 'slug'],
    group: label('Inhoud', 'Contenu', 'Content', 'Inhalt'),
  },
  access: { read: anyone, create: isStaff, update: isStaff, delete: isStaff },
  defaultSort: 'name',
  fields: [
    {
      name: 'name',
      type: 'text',
      localized: true,
      required: true,
      label: label('Naam', 'Nom', 'Name', 'Name'),
    },
    {
      name: 'kind',
      type: 'select',
      required: true,
      defaultValue: 'qa',
      index: true,
      options: [
        {
          value: 'qa',
          label: label('Vraag en antwoord', 'Questions-réponses', 'Q&A', 'Fragen und Antworten'),
        },
        { value: 'article', label: label('Artikels', 'Articles', 'Articles', 'Artikel') },
      ],
      label: label('Soort', 'Type', 'Kind', 'Art'),
      admin: { position: 'sidebar' },
    },
    {
      name: 'parent',
      type: 'relationship',
      relationTo: 'categories',
      filterOptions: ({ id }) => (id ? { id: { not_equals: id } } : true),
      label: label(
        'Bovenliggende categorie',
        'Catégorie parente',
        'Parent category',
        'Übergeordnete Kategorie',
      ),
      admin: { position: 'sidebar' },
    },
    slugField({ from: 'name' }),
    translationStatusField(),
  ],
  hooks: {
    // Refresh the pages that show this content (see src/lib/cacheTags.ts).
    beforeChange: [computeUntranslated(['name'])],
    afterChange: [
      revalidateOnChange(() => [cacheTags.articles]),
      maintainCategoryRoute.afterChange,
      // A renamed Q&A category moves the questions in it; their old paths become redirects.
      async ({ doc, req }) => {
        if (req.context?.skipRoutes || doc.kind !== 'qa') return doc
        const { docs } = await keepingLocale(req, () =>
          req.payload.find({
            collection: 'questions',
            where: { category: { equals: doc.id } },
            depth: 0,
            limit: 0,
            select: {},
            overrideAccess: true,
            req,
          }),
        )
        for (const question of docs) {
          await maintainQuestionRoute.refresh(req, 'questions', question.id)
        }
        return doc
      },
    ],
    afterDelete: [
      revalidateOnDelete(() => [cacheTags.articles]),
      maintainCategoryRoute.afterDelete,
    ],
  },
}
