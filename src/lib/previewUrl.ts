// Imports nothing at run time: the collection configs use it, and they load outside Next too.
import type { LivePreviewConfig } from 'payload'

/** The collections whose drafts an editor can see on their real page (src/app/api/preview). */
export const previewCollections = ['properties', 'projects', 'articles', 'questions'] as const
export type PreviewCollection = (typeof previewCollections)[number]

export const isPreviewCollection = (value: unknown): value is PreviewCollection =>
  typeof value === 'string' && (previewCollections as readonly string[]).includes(value)

/** The admin's "Preview" link of a document: /api/preview shows its latest draft to staff. */
export const previewUrl = (
  collection: PreviewCollection,
  doc: { id?: number | string | null },
  locale?: string,
) => `/api/preview?collection=${collection}&id=${doc.id}&locale=${locale ?? 'nl'}`

/** The device widths an editor checks a page at in the live preview. */
export const livePreviewBreakpoints: NonNullable<LivePreviewConfig['breakpoints']> = [
  { name: 'mobile', label: 'Mobile (375)', width: 375, height: 667 },
  { name: 'tablet', label: 'Tablet (768)', width: 768, height: 1024 },
  { name: 'desktop', label: 'Desktop (1280)', width: 1280, height: 800 },
]

/**
 * Live preview: the admin shows the document's page beside the form, through the same
 * /api/preview redirect (draft mode). The page refreshes itself when the editor saves
 * (src/components/preview/RefreshOnSave.tsx). No URL, hence no live preview, before the first
 * save or when `hasPage` says the document has no page of its own.
 */
export const livePreview = (
  collection: PreviewCollection,
  hasPage: (data: Record<string, unknown>) => boolean = () => true,
): LivePreviewConfig => ({
  url: ({ data, locale }) =>
    data?.id === undefined || data?.id === null || !hasPage(data)
      ? null
      : previewUrl(collection, data, locale?.code),
  breakpoints: livePreviewBreakpoints,
})
