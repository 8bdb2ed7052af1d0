// The check before publishing (the region's mandatory mentions, src/lib/domain/mentions.ts) and
// the listing-quality score kept on every save for the admin's list.
import { ValidationError, type CollectionBeforeChangeHook, type PayloadRequest } from 'payload'

import { inLanguage } from '@/fields/labels'
import { complianceTexts, mentionLabels } from '@/fields/mentionLabels'
import {
  checkMentions,
  listingQuality,
  splitBySeverity,
  type Locale,
  type MentionFacts,
} from '@/lib/domain'
import { locales } from '@/i18n/locales'

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** The document as it will be: the stored one with what this save sends (a publish may send
 * `_status` alone), groups merged field by field. */
export const mergeDocument = (stored: unknown, incoming: unknown): Record<string, unknown> => {
  const base = isPlainObject(stored) ? stored : {}
  const next = isPlainObject(incoming) ? incoming : {}
  const merged: Record<string, unknown> = { ...base }
  for (const [key, value] of Object.entries(next))
    merged[key] =
      isPlainObject(value) && isPlainObject(base[key]) ? mergeDocument(base[key], value) : value
  return merged
}

/** A local-API call given `req` rewrites req.locale; the save in progress keeps its own. */
const keepingLocale = async <T>(req: PayloadRequest, read: () => Promise<T>): Promise<T> => {
  const { locale, fallbackLocale } = req
  try {
    return await read()
  } finally {
    req.locale = locale
    req.fallbackLocale = fallbackLocale
  }
}

const today = () => new Date().toISOString().slice(0, 10)

/**
 * Publishing (a save with `_status: 'published'`) runs the region's check; the mentions the
 * administrator set to "block" (global `compliance-rules`) refuse the save with one error per
 * field, in the editor's language. Warnings never refuse: the edit view lists them.
 */
export const checkMentionsOnPublish: CollectionBeforeChangeHook = async ({
  data,
  originalDoc,
  req,
}) => {
  if (data._status !== 'published') return data
  const result = checkMentions(mergeDocument(originalDoc, data) as MentionFacts, { date: today() })
  if (result.missing.length === 0) return data
  const settings = await keepingLocale(req, () =>
    req.payload.findGlobal({ slug: 'compliance-rules', depth: 0, req }),
  )
  const { blocking } = splitBySeverity(
    result.missing,
    (settings.severity ?? {}) as Record<string, 'warn' | 'block' | null>,
  )
  if (blocking.length === 0) return data
  throw new ValidationError({
    collection: 'properties',
    id: originalDoc?.id,
    errors: blocking.map((item) => ({
      path: item.path,
      message: `${inLanguage(mentionLabels[item.rule], req)}: ${inLanguage(complianceTexts.requiredToPublish, req)}`,
    })),
    req,
  })
}

type Localized = Partial<Record<Locale, string | null>>

/**
 * `listingQuality` (0–100, see the domain's `listingQuality`): mandatory mentions, number and
 * width of the photos, the description's length and the title and description per language.
 * Stored on every save (drafts too), so the list column needs no computing per row.
 */
export const computeListingQuality: CollectionBeforeChangeHook = async ({
  data,
  originalDoc,
  req,
}) => {
  const current = req.locale as Locale | 'all'
  let stored: { title?: Localized; description?: Localized } = {}
  if (originalDoc?.id !== undefined)
    stored = (await keepingLocale(req, () =>
      req.payload.findByID({
        collection: 'properties',
        id: originalDoc.id,
        locale: 'all',
        depth: 0,
        draft: true,
        select: { title: true, description: true },
        req,
      }),
    )) as unknown as typeof stored
  const text = (field: 'title' | 'description', locale: Locale): string => {
    const value =
      current === 'all' && field in data
        ? (data[field] as Localized | undefined)?.[locale]
        : locale === current && field in data
          ? data[field]
          : stored[field]?.[locale]
    return typeof value === 'string' ? value.trim() : ''
  }

  const merged = mergeDocument(originalDoc, data)
  const images = Array.isArray(merged.images) ? merged.images : []
  const ids = images.map((image) => (isPlainObject(image) ? image.id : image)).filter(Boolean)
  const media = ids.length
    ? await keepingLocale(req, () =>
        req.payload.find({
          collection: 'media',
          where: { id: { in: ids } },
          depth: 0,
          limit: ids.length,
          pagination: false,
          select: { width: true },
          req,
        }),
      )
    : { docs: [] }
  const mentions = checkMentions(merged as MentionFacts, { date: today() })
  const score = listingQuality({
    // A property without a region misses its postcode: one mention out of one.
    mentions: {
      required: mentions.region ? mentions.required.length : 1,
      missing: mentions.missing.length,
    },
    photos: { count: ids.length, widths: media.docs.map((doc) => doc.width) },
    descriptionLength: Object.fromEntries(
      locales.map((locale) => [locale, text('description', locale).length]),
    ),
    translated: Object.fromEntries(
      locales.map((locale) => [
        locale,
        text('title', locale) !== '' && text('description', locale) !== '',
      ]),
    ),
  })
  return { ...data, listingQuality: score }
}
