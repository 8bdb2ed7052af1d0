// GET /api/favourites/ (src/app/api/favourites/route.ts): the cards of the ids a visitor keeps in
// their browser — published properties only, public fields only, whoever asks (the endpoint reads
// no session: an editor's or an owner's token changes nothing), malformed ids ignored.
import { beforeAll, describe, expect, it, vi } from 'vitest'

import type { Payload } from 'payload'

import { createOwner, createStaff, getTestPayload, tokenFor } from '../helpers/payload'

vi.mock('next/cache', () => ({
  unstable_cache: (fn: () => unknown) => fn,
  revalidateTag: () => {},
}))

const { GET } = await import('@/app/api/favourites/route')

let payload: Payload
const ids: Record<string, number> = {}

const create = async (key: string, extra: Record<string, unknown>) => {
  const doc = await payload.create({
    collection: 'properties',
    data: {
      title: `Favoriet ${key}`,
      goal: 'sale',
      zip: '9000',
      city: 'Gent',
      propertyType: 'house',
      price: 350_000,
      _status: 'published',
      ...extra,
    } as never,
    context: { skipRevalidate: true },
  })
  ids[key] = doc.id
}

const ask = async (query: string, headers: Record<string, string> = {}) => {
  const response = await GET(new Request(`http://localhost/api/favourites/?${query}`, { headers }))
  return {
    response,
    body: (await response.json()) as { properties: Record<string, unknown>[] },
  }
}

beforeAll(async () => {
  payload = await getTestPayload()
  await create('open', { price: 420_000 })
  await create('verborgen', {
    publishPrice: false,
    publishAddress: false,
    latitude: 51.0543,
    longitude: 3.7174,
    internalNotes: 'geheime notitie',
  })
  await create('ontwerp', { _status: 'draft' })
  await create('luxemburg', { zip: 'L-1009', city: 'Luxembourg', countryId: 50 })
})

describe('the favourites endpoint', () => {
  it('answers the cards of published properties, in the language asked, and may be cached', async () => {
    const { response, body } = await ask(`ids=${ids.open},${ids.verborgen}&locale=fr`)
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toMatch(/public/)
    expect(body.properties.map((card) => card.title).sort()).toEqual([
      'Favoriet open',
      'Favoriet verborgen',
    ])
    const open = body.properties.find((card) => card.id === ids.open)
    expect(open?.href).toMatch(/^\/fr\/a-vendre\//)
    expect(open?.priceText).toMatch(/420/)
  })

  it.each([
    ['nl', 'L-1009 Luxembourg (Luxemburg)'],
    ['fr', 'L-1009 Luxembourg (Luxembourg)'],
    ['de', 'L-1009 Luxembourg (Luxemburg)'],
  ])(
    'names the country of a place outside Belgium as the list cards do (%s)',
    async (locale, place) => {
      const { body } = await ask(`ids=${ids.luxemburg},${ids.open}&locale=${locale}`)
      const byId = Object.fromEntries(body.properties.map((card) => [card.id, card.place]))
      expect(byId[ids.luxemburg]).toBe(place)
      expect(byId[ids.open]).toBe('9000 Gent')
    },
  )

  it('gives only public fields: no hidden price, no position, no notes', async () => {
    const { body } = await ask(`ids=${ids.verborgen}&locale=nl`)
    const [card] = body.properties
    expect(Object.keys(card).sort()).toEqual(
      ['href', 'id', 'image', 'place', 'priceText', 'statusText', 'title'].sort(),
    )
    expect(card.priceText).not.toMatch(/350/)
    expect(JSON.stringify(body)).not.toMatch(/51\.05|3\.71|geheime/)
  })

  it('leaves out drafts and unknown ids for anonymous visitors, owners, editors and admins', async () => {
    const owner = await createOwner(payload)
    const editor = await createStaff(payload, 'editor')
    const admin = await createStaff(payload, 'admin')
    const headers: Record<string, string>[] = [
      {},
      { Authorization: `JWT ${await tokenFor(payload, owner)}` },
      { Authorization: `JWT ${await tokenFor(payload, { ...editor, email: editor.email })}` },
      { Authorization: `JWT ${await tokenFor(payload, { ...admin, email: admin.email })}` },
    ]
    for (const header of headers) {
      const { body } = await ask(`ids=${ids.ontwerp},${ids.open},999999999&locale=nl`, header)
      expect(body.properties.map((card) => card.id)).toEqual([ids.open])
    }
  })

  it('ignores malformed ids and a missing language, never failing', async () => {
    for (const query of ['', 'ids=', 'ids=abc,-1,1.5', `ids=${ids.open},x&locale=xx`]) {
      const { response } = await ask(query)
      expect(response.status, query).toBe(200)
    }
    const { body } = await ask(`ids=${ids.open},x&locale=xx`)
    expect(body.properties).toHaveLength(1)
  })
})
