// When a save refreshes the cached pages (src/lib/revalidate.ts): whenever what visitors read
// may have changed, and only then skipped for a draft saved beside a published version.
import { describe, expect, it } from 'vitest'

import { isCacheTag } from '@/lib/cacheTags'
import { publicVersionMayHaveChanged } from '@/lib/revalidate'

describe('a save refreshes the pages visitors see', () => {
  it('when a document is published or a published document is edited', () => {
    expect(
      publicVersionMayHaveChanged({ doc: { _status: 'published' }, publicStatus: 'published' }),
    ).toBe(true)
  })

  it('when a document is unpublished, also after a draft was saved over its published version', () => {
    // The unpublish's previous document is the draft: only the public status tells.
    expect(publicVersionMayHaveChanged({ doc: { _status: 'draft' }, publicStatus: 'draft' })).toBe(
      true,
    )
  })

  it('not when a draft is saved while the published version stays online', () => {
    expect(
      publicVersionMayHaveChanged({ doc: { _status: 'draft' }, publicStatus: 'published' }),
    ).toBe(false)
  })

  it('always for a collection without drafts (testimonials, team)', () => {
    expect(publicVersionMayHaveChanged({ doc: {}, publicStatus: null })).toBe(true)
  })
})

describe('the tags the revalidation route accepts', () => {
  it('are the site’s own tags only', () => {
    for (const tag of ['property:12', 'project:3', 'article:7', 'property-lists', 'home'])
      expect(isCacheTag(tag)).toBe(true)
    for (const tag of ['property:', 'property:abc', 'anything', '', 42, null, '/nl/'])
      expect(isCacheTag(tag)).toBe(false)
  })
})
