// The localized slug of articles, categories and questions: generated from the title with the
// domain's path rule when left empty, and made unique per language within its collection by a
// numeric suffix ("verkopen", "verkopen-2"). The route hooks build public paths from it.
import type { CollectionSlug, FieldHook, TextField } from 'payload'

import { label } from '@/fields/labels'
import { slugifySegment } from '@/lib/domain'

import { keepingLocale } from '../hooks/maintainRoutes'

const MAX_ATTEMPTS = 50

type SlugContext = Parameters<FieldHook>[0]

/** The first free slug from `base` in one language (or in every language when none is given). */
async function uniqueSlug(
  base: string,
  locale: string | undefined,
  { req, collection, originalDoc }: SlugContext,
): Promise<string> {
  for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt += 1) {
    const candidate = attempt === 1 ? base : `${base}-${attempt}`
    const { totalDocs } = await keepingLocale(req, () =>
      req.payload.count({
        collection: collection!.slug as CollectionSlug,
        where: {
          slug: { equals: candidate },
          ...(originalDoc?.id !== undefined ? { id: { not_equals: originalDoc.id } } : {}),
        },
        ...(locale ? { locale: locale as 'nl' } : {}),
        overrideAccess: true,
        req,
      }),
    )
    if (totalDocs === 0) return candidate
  }
  return `${base}-${Date.now()}`
}

const textOf = (value: unknown) => (typeof value === 'string' ? value.trim() : '')

const generateSlug =
  (from: string): FieldHook =>
  async (context) => {
    const { value, siblingData, originalDoc, operation, req, collection } = context
    // locale 'all' (seed, import): the value and the source field are { nl, fr, … } objects.
    if (req.locale === 'all') {
      if (!collection || (value === undefined && operation === 'update')) return value
      const typedAll = (value ?? {}) as Record<string, unknown>
      const sourceAll = (siblingData?.[from] ?? {}) as Record<string, unknown>
      const result: Record<string, string | null> = {}
      for (const locale of new Set([...Object.keys(typedAll), ...Object.keys(sourceAll)])) {
        const base = slugifySegment(textOf(typedAll[locale]) || textOf(sourceAll[locale]))
        result[locale] = base ? await uniqueSlug(base, locale, context) : null
      }
      return result
    }
    const typed = textOf(value)
    // Not sent in an update: the stored slug stays, even when the title changes (URLs are stable).
    if (!typed && value === undefined && operation === 'update' && originalDoc?.slug) return value
    const source = typed || siblingData?.[from] || originalDoc?.[from]
    const base = typeof source === 'string' ? slugifySegment(source) : ''
    if (!base || !collection) return base || null
    const locale = typeof req.locale === 'string' ? req.locale : undefined
    return uniqueSlug(base, locale, context)
  }

export const slugField = ({ from = 'title' }: { from?: string } = {}): TextField => ({
  name: 'slug',
  type: 'text',
  localized: true,
  index: true,
  label: label('Slug (URL)', 'Slug (URL)', 'Slug (URL)', 'Slug (URL)'),
  admin: {
    position: 'sidebar',
    description: label(
      'Leeg laten: wordt gemaakt uit de titel. Uniek per taal; een wijziging houdt het oude adres als doorverwijzing.',
      "Laisser vide : créé à partir du titre. Unique par langue ; un changement garde l'ancienne adresse comme redirection.",
      'Leave empty: made from the title. Unique per language; a change keeps the old address as a redirect.',
      'Leer lassen: wird aus dem Titel gebildet. Eindeutig je Sprache; bei einer Änderung leitet die alte Adresse weiter.',
    ),
  },
  hooks: { beforeValidate: [generateSlug(from)] },
})
