import type { CollectionBeforeChangeHook } from 'payload'

/** The publication date is the moment of the first publication unless the editor set one. */
export const setPublishedAt: CollectionBeforeChangeHook = ({ data }) => {
  if (data._status === 'published' && !data.publishedAt) {
    return { ...data, publishedAt: new Date().toISOString() }
  }
  return data
}
