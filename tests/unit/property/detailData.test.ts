// What a property's page shows, derived from its document by the data layer: the components
// only put it in words (src/lib/property/detailData.ts).
import { describe, expect, it } from 'vitest'

import type { PropertyDetail } from '@/lib/data/properties'
import { paragraphs, propertyDetailData } from '@/lib/property/detailData'

const photo = (id: number) => ({
  id,
  alt: `photo ${id}`,
  url: `/media/p${id}.jpg`,
  width: 2000,
  height: 1500,
  updatedAt: '',
  createdAt: '',
  sizes: {
    gallery: { url: `/media/p${id}-g.jpg`, width: 1600, height: 1200 },
    card: { url: `/media/p${id}-c.jpg`, width: 600, height: 450 },
  },
})

const house = {
  id: 42,
  title: 'Ruime villa',
  goal: 'sale',
  status: 'available',
  propertyType: 'house',
  price: 425000,
  zip: '9000',
  city: 'Gent',
  countryId: 1,
  region: 'flanders',
  street: 'Kerkstraat',
  houseNumber: '12',
  publishAddress: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  description: 'Eerste.\n\n\nTweede.\n\n  ',
  images: [photo(1), photo(2)],
  manager: { id: 3, name: 'An', phone: '+32 9 123 45 67', updatedAt: '', createdAt: '' },
  rooms: { bedrooms: 3 },
  surfaces: { living: 180, ground: 0 },
  epc: { label: 'B', value: 180, certificateNumber: '20250101-0001234567-RES-1' },
  finance: { vatRegime: true, vatRate: 21, groundPart: 100000 },
  mobiscore: { publicTransport: 7.5, shops: 0, health: null },
  videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  virtualTourUrl: 'https://my.matterport.com/show/?m=abcdefghijk',
  documents: [{ id: 8, title: 'Plan', url: '/docs/plan.pdf' }, { id: 9, title: 'Leeg' }, 4],
} as unknown as PropertyDetail

describe('the detail page data', () => {
  it('writes no "null" in the address of a property without a postcode', async () => {
    // The type says a postcode is always there; a published listing without one was seen.
    const noPostcode = { ...house, zip: null } as unknown as PropertyDetail
    for (const publishAddress of [true, false]) {
      const data = await propertyDetailData({ ...noPostcode, publishAddress }, 'nl')
      expect(data.address).not.toContain('null')
      expect(data.address).toContain('Gent')
    }
  })

  it('derives the list, the address, the facts and the photos', async () => {
    const data = await propertyDetailData(house, 'nl')
    expect(data.list).toEqual({ href: '/for-sale', nameKey: 'forSale' })
    expect(data.url).toMatch(/\/nl\/te-koop\/gent\/ruime-villa\/42\/$/)
    expect(data.address).toContain('Kerkstraat 12')
    expect(data.status).toBe('available')
    expect(data.facts).toMatchObject({
      propertyType: 'house',
      bedrooms: '3',
      livingArea: '180 m²',
      groundArea: null,
      epcLabel: 'B',
    })
    expect(data.facts.price).toMatch(/425\.000/)
    expect(data.gallery.map((image) => image.thumb.url)).toEqual([
      '/media/p1-c.jpg',
      '/media/p2-c.jpg',
    ])
    expect(data.description).toEqual(['Eerste.', 'Tweede.'])
    expect(data.documents).toEqual([{ id: 8, url: '/docs/plan.pdf', title: 'Plan' }])
    expect(data.manager?.phone).toBe('+32 9 123 45 67')
  })

  it('gives the cost panel its inputs while the property can still be bought', async () => {
    expect((await propertyDetailData(house, 'nl')).costs).toEqual({
      price: 425000,
      region: 'flanders',
      newBuild: { vatRate: 21, landPart: 100000 },
    })
    const sold = await propertyDetailData({ ...house, status: 'sold' }, 'nl')
    expect(sold.closed).toBe(true)
    expect(sold.costs).toBeNull()
    expect((await propertyDetailData({ ...house, price: null }, 'nl')).costs).toBeNull()
    expect((await propertyDetailData({ ...house, goal: 'rent' }, 'nl')).costs).toBeNull()
  })

  it('gives one answer to what buying costs: the typed fees stay out while the panel computes them', async () => {
    const typed = {
      ...house,
      finance: {
        ...house.finance,
        notaryFees: 7163,
        registrationRights: 12000,
        buildingVat: 50000,
        totalCost: 500000,
        cadastralIncome: 1500,
      },
    } as unknown as PropertyDetail
    const keys = (data: Awaited<ReturnType<typeof propertyDetailData>>) =>
      data.fieldGroups.flatMap((group) => group.fields.map((field) => field.key))
    const forSale = await propertyDetailData(typed, 'nl')
    expect(forSale.costs).not.toBeNull()
    for (const key of ['notaryFees', 'registrationRights', 'buildingVat', 'totalCost'])
      expect(keys(forSale)).not.toContain(key)
    expect(keys(forSale)).toContain('cadastralIncome')
    // Sold: no panel, so the agency's figures are the only ones, and they show.
    const sold = await propertyDetailData({ ...typed, status: 'sold' }, 'nl')
    expect(sold.costs).toBeNull()
    expect(keys(sold)).toEqual(expect.arrayContaining(['notaryFees', 'registrationRights']))
  })

  it('shows a mention once: in the mentions, not among the field groups', async () => {
    const data = await propertyDetailData(house, 'nl')
    expect(data.mentions?.replaces).toContain('epcCertificateNumber')
    const shown = data.fieldGroups.flatMap((group) => group.fields.map((field) => field.key))
    expect(shown).not.toContain('epcCertificateNumber')
    expect(shown).toContain('livingArea')
  })

  it('lists the scores, the video before the tour, and the energy of the region', async () => {
    const data = await propertyDetailData(house, 'nl')
    expect(data.mobiscore).toEqual([
      { key: 'publicTransport', score: 7.5 },
      { key: 'shops', score: 0 },
    ])
    expect(data.media.map((item) => item.kind)).toEqual(['video', 'virtualTour'])
    expect(data.energy).toEqual({ region: 'flanders', label: 'B', value: 180 })
    const bare = await propertyDetailData(
      { ...house, epc: undefined, videoUrl: null, status: null, publishAddress: false },
      'nl',
    )
    expect(bare.energy).toBeNull()
    expect(bare.media.map((item) => item.kind)).toEqual(['virtualTour'])
    expect(bare.status).toBe('available')
    expect(bare.address).toBe('9000 Gent')
  })

  it('splits a text on blank lines and leaves out empty paragraphs', () => {
    expect(paragraphs('a\n\n\nb\nc\n\n  ')).toEqual(['a', 'b\nc'])
    expect(paragraphs(null)).toEqual([])
  })
})
