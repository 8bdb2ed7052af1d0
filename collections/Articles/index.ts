// Editorial pages: news, services and their sub-pages, strengths, method, step plan, bottom
// blocks and the fixed pages' texts, each built from page-builder blocks.
import type { CollectionConfig } from 'payload'

import { isPublishedOrStaff } from '@/access/isPublishedOrStaff'
import { isStaff } from '@/access/isStaff'
import { label } from '@/fields/labels'
import { computeUntranslated, translationStatusField } from '@/fields/translationStatus'

import { pageBlocks } from '../../blocks'
import { slugField } from '../Routes/fields/slug'
import { seoField } from '@/fields/seo'
import { maintainArticleRoute } from './hooks/maintainArticleRoute'
import { setPublishedAt } from './hooks/setPublishedAt'
import { articleKinds, articlePublicPath } from '@/lib/site/articleKinds'

import { articleKindLabels } from './kinds'
import { cacheTags } from '@/lib/cacheTags'
import { livePreview } from '@/lib/previewUrl'
import { revalidateOnChange, revalidateOnDelete } from '@/lib/revalidate'

/** Kinds shown only inside other pages (bottom blocks) have no page to preview. */
const hasPage = (doc: Record<string, unknown>) =>
  articlePublicPath({ kind: doc.kind as string, slug: doc.slug as string }, 'nl') !== null

export const Articles: CollectionConfig = {
  slug: 'articles',
  labels: {
    singular: label('Artikel', 'Article', 'Article', 'Artikel'),
    plural: label('Artikels', 'Articles', 'Articles', 'Artikel'),
  },
  admin: {
    useAsTitle: 'title',
    livePreview: livePreview('articles', hasPage),
    defaultColumns: ['title', 'kind', 'slug', 'publishedAt', 'untranslated', '_status'],
    listSearchableFields: ['title', 'slug'],
    group: label('Inhoud', 'Contenu', 'Content', 'Inhalt'),
  },
  versions: { drafts: true, maxPerDoc: 20 },
  access: {
    read: isPublishedOrStaff,
    create: isStaff,
    update: isStaff,
    delete: isStaff,
  },
  defaultSort: '-publishedAt',
  fields: [
    {
      name: 'title',
      type: 'text',
      localized: true,
      required: true,
      label: label('Titel', 'Titre', 'Title', 'Titel'),
    },
    {
      type: 'tabs',
      tabs: [
        {
          label: label('Inhoud', 'Contenu', 'Content', 'Inhalt'),
          fields: [
            {
              name: 'excerpt',
              type: 'textarea',
              localized: true,
              label: label('Inleiding', 'Introduction', 'Excerpt', 'Einleitung'),
              admin: {
                description: label(
                  'Korte tekst voor lijsten en zoekmachines.',
                  'Texte court pour les listes et les moteurs de recherche.',
                  'Short text for lists and search engines.',
                  'Kurzer Text für Listen und Suchmaschinen.',
                ),
              },
            },
            {
              name: 'heroImage',
              type: 'upload',
              relationTo: 'media',
              label: label('Hoofdafbeelding', 'Image principale', 'Hero image', 'Titelbild'),
            },
            {
              name: 'layout',
              type: 'blocks',
              blocks: pageBlocks,
              label: label('Paginaopbouw', 'Mise en page', 'Page layout', 'Seitenaufbau'),
              labels: {
                singular: label('Blok', 'Bloc', 'Block', 'Block'),
                plural: label('Blokken', 'Blocs', 'Blocks', 'Blöcke'),
              },
            },
          ],
        },
        {
          label: label('SEO', 'SEO', 'SEO', 'SEO'),
          fields: [seoField()],
        },
      ],
    },
    slugField(),
    {
      name: 'kind',
      type: 'select',
      required: true,
      defaultValue: 'news',
      index: true,
      options: articleKinds.map((value) => ({ value, label: articleKindLabels[value] })),
      label: label('Soort', 'Type', 'Kind', 'Art'),
      admin: { position: 'sidebar' },
    },
    {
      name: 'parent',
      type: 'relationship',
      relationTo: 'articles',
      label: label(
        'Bovenliggend artikel',
        'Article parent',
        'Parent article',
        'Übergeordneter Artikel',
      ),
      filterOptions: ({ id }) => (id ? { id: { not_equals: id } } : true),
      admin: {
        position: 'sidebar',
        condition: (data) => data?.kind === 'service-page',
      },
    },
    {
      name: 'category',
      type: 'relationship',
      relationTo: 'categories',
      filterOptions: { kind: { equals: 'article' } },
      label: label('Categorie', 'Catégorie', 'Category', 'Kategorie'),
      admin: { position: 'sidebar' },
    },
    {
      name: 'publishedAt',
      type: 'date',
      index: true,
      label: label(
        'Publicatiedatum',
        'Date de publication',
        'Publication date',
        'Veröffentlichungsdatum',
      ),
      admin: { position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } },
    },
    translationStatusField(),
  ],
  hooks: {
    // Refresh the pages that show this content (see src/lib/cacheTags.ts).
    beforeChange: [setPublishedAt, computeUntranslated(['title', 'excerpt'])],
    afterChange: [revalidateOnChange(() => [cacheTags.articles]), maintainArticleRoute.afterChange],
    afterDelete: [revalidateOnDelete(() => [cacheTags.articles]), maintainArticleRoute.afterDelete],
  },
}
