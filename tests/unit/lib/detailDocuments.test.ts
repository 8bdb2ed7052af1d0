// A detail page's documents (src/lib/property/detailData.ts): each once, in their order, only
// those with a file — a project whose price list is also among its documents lists it once.
import { describe, expect, it } from 'vitest'

import type { Document } from '@/payload-types'
import { detailDocuments } from '@/lib/property/detailData'

const doc = (id: number, url: string | null = `/documents/${id}.pdf`) =>
  ({ id, url, title: `Document ${id}` }) as Document

describe('detailDocuments', () => {
  it('lists a document given twice once, keeps the order, and leaves out what has no file', () => {
    expect(detailDocuments([doc(3), doc(1), doc(3), 7, null, doc(2, null), doc(1)])).toEqual([
      { id: 3, url: '/documents/3.pdf', title: 'Document 3' },
      { id: 1, url: '/documents/1.pdf', title: 'Document 1' },
    ])
  })
})
