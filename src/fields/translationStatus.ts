// A read-only list of the languages in which a document's visitor texts are still empty, kept
// up to date on every save. Visitors get the Dutch text as a fallback (Payload's localization
// fallback); editors see here, and in the list view column, what still needs translating.
import type { CollectionBeforeChangeHook, Field } from 'payload'

import { locales, type Locale } from '@/i18n/locales'

import { label } from './labels'

const isBlank = (value: unknown) =>
  value === null || value === undefined || (typeof value === 'string' && value.trim() === '')

export const translationStatusField = (): Field => ({
  name: 'untranslated',
  type: 'select',
  hasMany: true,
  options: locales.map((code) => ({ label: code.toUpperCase(), value: code })),
  admin: {
    readOnly: true,
    position: 'sidebar',
    description: label(
      'Talen waarin de teksten voor bezoekers nog ontbreken (automatisch bijgewerkt).',
      'Langues dans lesquelles les textes pour les visiteurs manquent encore (mis à jour automatiquement).',
      'Languages in which the texts for visitors are still missing (updated automatically).',
      'Sprachen, in denen die Texte für Besucher noch fehlen (automatisch aktualisiert).',
    ),
  },
  label: label('Nog te vertalen', 'À traduire', 'To translate', 'Noch zu übersetzen'),
})

/** Recomputes `untranslated` from the localized fields named in `fields`. */
export const computeUntranslated =
  (fields: string[]): CollectionBeforeChangeHook =>
  async ({ collection, data, originalDoc, req }) => {
    // 'all' (a seed or import writing every language at once) carries { nl, fr, … } per field.
    const current = req.locale as Locale | 'all'
    let stored: Record<string, Record<string, unknown> | undefined> = {}
    if (originalDoc?.id !== undefined) {
      // A local-API call given `req` rewrites req.locale; the save in progress must keep its own.
      const { locale, fallbackLocale } = req
      try {
        stored = (await req.payload.findByID({
          collection: collection.slug as 'properties',
          id: originalDoc.id,
          locale: 'all',
          depth: 0,
          draft: true,
          req,
        })) as unknown as typeof stored
      } finally {
        req.locale = locale
        req.fallbackLocale = fallbackLocale
      }
    }
    const missing = locales.filter((locale) =>
      fields.some((field) => {
        if (!(field in data)) return isBlank(stored[field]?.[locale])
        if (current === 'all') return isBlank((data[field] as Record<string, unknown>)?.[locale])
        return isBlank(locale === current ? data[field] : stored[field]?.[locale])
      }),
    )
    return { ...data, untranslated: missing }
  }
