// /sitemap.xml on the real database: every public, indexable page in every language, and none
// of the pages that answer 404 without a token or ask search engines not to index them.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { getTestPayload } from '../helpers/payload'

// Outside a Next server there is no data cache: the queries run as they are.
vi.mock('next/cache', () => ({
  unstable_cache: (fn: () => unknown) => fn,
  revalidateTag: () => {},
}))

let locs: string[]
const serverUrl = process.env.SERVER_URL

beforeAll(async () => {
  process.env.SERVER_URL = 'https://agency.example'
  await getTestPayload()
  const { default: sitemap } = await import('@/app/sitemap')
  locs = (await sitemap()).map((entry) => entry.url.replace('https://agency.example', ''))
})

afterAll(() => {
  if (serverUrl === undefined) delete process.env.SERVER_URL
  else process.env.SERVER_URL = serverUrl
})

describe('the sitemap', () => {
  it.each([
    '/nl/zoekopdracht/beheer/',
    '/fr/recherche-sur-mesure/gerer/',
    '/en/keep-me-informed/manage/',
    '/de/suchauftrag/verwalten/',
  ])('leaves out the alert-management page %s (404 without a token)', (path) => {
    expect(locs).not.toContain(path)
  })

  it.each(['/nl/login/', '/fr/login/', '/en/login/', '/de/login/'])(
    'leaves out the noindex login page %s',
    (path) => {
      expect(locs).not.toContain(path)
    },
  )

  it('leaves out every other page for one visitor only', () => {
    expect(
      locs.filter((loc) => /\/(login|eigenaar|owner|favorieten|favourites)\//.test(loc)),
    ).toEqual([])
  })

  it('lists the public pages in every language', () => {
    for (const path of ['/nl/', '/fr/a-vendre/', '/en/keep-me-informed/', '/de/kontakt/']) {
      expect(locs).toContain(path)
    }
  })
})
