// When a save refreshes the cached pages (src/lib/revalidate.ts): whenever what visitors read
// may have changed, and only then skipped for a draft saved beside a published version.
import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'

import { describe, expect, it } from 'vitest'

import { isCacheTag } from '@/lib/cacheTags'
import type { CollectionAfterChangeHook } from 'payload'

import {
  expireTags,
  publicVersionMayHaveChanged,
  REVALIDATE_HEADER,
  revalidateKey,
  revalidateOnChange,
} from '@/lib/revalidate'

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

describe('outside a request (a scheduled publish in the job queue)', () => {
  it('the server asks itself to expire the tags, with its key', async () => {
    const received: { url?: string; key?: string; body: string }[] = []
    const server = createServer((req: IncomingMessage, res) => {
      let body = ''
      req.on('data', (chunk: Buffer) => (body += chunk.toString()))
      req.on('end', () => {
        received.push({ url: req.url, key: req.headers[REVALIDATE_HEADER] as string, body })
        res.statusCode = 204
        res.end()
      })
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const { port } = server.address() as AddressInfo
    process.env.PAYLOAD_SECRET = 'unit-test-secret'
    process.env.__NEXT_PRIVATE_ORIGIN = `http://127.0.0.1:${port}`
    try {
      expireTags(['property:7', 'property-lists'])
      const deadline = Date.now() + 5_000
      while (!received.length && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20))
      expect(received).toEqual([
        {
          url: '/api/revalidate/',
          key: revalidateKey(),
          body: JSON.stringify({ tags: ['property:7', 'property-lists'] }),
        },
      ])
    } finally {
      delete process.env.__NEXT_PRIVATE_ORIGIN
      await new Promise((resolve) => server.close(resolve))
    }
  })

  it('a save whose caller collects its tags (a CRM run) hands them over instead of expiring them', async () => {
    const hook = revalidateOnChange((doc) => [`property:${doc.id}`, 'property-lists'])
    const collected: string[] = []
    const args = {
      collection: { slug: 'properties' },
      doc: { id: 9, _status: 'published' },
      req: { context: { expireAfterCommit: collected } },
    } as unknown as Parameters<CollectionAfterChangeHook>[0]
    await hook(args)
    expect(collected).toEqual(['property:9', 'property-lists'])
  })

  it('outside any server (seed, scripts) there is nothing to expire and nothing fails', () => {
    delete process.env.__NEXT_PRIVATE_ORIGIN
    expect(() => expireTags(['home'])).not.toThrow()
  })
})
