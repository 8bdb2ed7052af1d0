// Imports nothing: the collection configs use it, and they load outside Next too.
/** The admin's "Preview" link of a document: /api/preview shows its latest draft to staff. */
export const previewUrl = (
  collection: 'properties' | 'projects',
  doc: { id?: number | string },
  locale?: string,
) => `/api/preview?collection=${collection}&id=${doc.id}&locale=${locale ?? 'nl'}`
