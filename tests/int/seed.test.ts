// The demo seed: what `npm run dev` shows on a fresh clone, and the benchmark set of
// `npm run seed -- --properties N`.
import { beforeAll, describe, expect, it } from 'vitest'

import type { Payload } from 'payload'

import { pageBlocks } from '@blocks/index'
import { locales } from '@/i18n/locales'
import { epcLabel, regionForPostcode, type EnergyRegion } from '@/lib/domain'
import { ensureAdmin, seed, seedBulkProperties } from '@/seed'
import { BULK_REFERENCE_PREFIX } from '@/seed/bulk'
import { SEED_FILE_PREFIX } from '@/seed/images'
import { demoOwners } from '@/seed/content'
import { demoPropertySpecs } from '@/seed/data/properties'
import { qaCategories } from '@/seed/data/qa'
import { COORDINATE_FIXES, BRUSSELS_BOX, belgianPlaces, validatePlaces } from '@/seed/places'
import { demoProjects } from '@/seed/projects'

import { getTestPayload } from '../helpers/payload'

let payload: Payload
let firstRun: Awaited<ReturnType<typeof seed>>

const LONG = 900_000

type AllLocales = Record<string, string | null | undefined>

/** The region whose EPC scale applies, by the domain rule (L- postcodes are Luxembourg). */
const regionOf = (zip: string): EnergyRegion =>
  zip.startsWith('L-') ? 'luxembourg' : (regionForPostcode(zip) as EnergyRegion)

const listing = async () =>
  (
    await payload.find({
      collection: 'properties',
      locale: 'all',
      limit: 0,
      depth: 0,
      sort: 'reference',
      where: { reference: { not_like: BULK_REFERENCE_PREFIX } },
      overrideAccess: true,
    })
  ).docs.map((doc) => {
    const title = doc.title as unknown as AllLocales
    const description = doc.description as unknown as AllLocales
    return [
      doc.reference,
      doc.goal,
      doc.status,
      doc.propertyType,
      doc.zip,
      doc.city,
      doc.price,
      doc.latitude,
      doc.longitude,
      doc.epc?.label,
      doc.surfaces?.living,
      title.nl,
      title.de,
      description.fr,
    ].join('|')
  })

beforeAll(async () => {
  payload = await getTestPayload()
  firstRun = await seed(payload, { reset: true })
}, LONG)

describe('the demo agency', () => {
  it('creates at least 30 properties for sale and 6 for rent, over every region, some sold and rented', async () => {
    const { docs } = await payload.find({
      collection: 'properties',
      limit: 0,
      depth: 0,
      overrideAccess: false,
    })
    expect(docs).toHaveLength(demoPropertySpecs.length)
    expect(firstRun.properties).toBe(demoPropertySpecs.length)
    const count = (test: (doc: (typeof docs)[number]) => boolean) => docs.filter(test).length
    expect(count((doc) => doc.goal === 'sale')).toBeGreaterThanOrEqual(30)
    expect(count((doc) => doc.goal === 'rent')).toBeGreaterThanOrEqual(6)
    expect(count((doc) => doc.status === 'sold')).toBeGreaterThanOrEqual(2)
    expect(count((doc) => doc.status === 'rented')).toBeGreaterThanOrEqual(1)
    expect(count((doc) => doc.status === 'option')).toBeGreaterThanOrEqual(2)
    expect(count((doc) => doc.status === 'available')).toBeGreaterThan(docs.length / 2)
    for (const region of ['flanders', 'brussels', 'wallonia', 'luxembourg']) {
      expect(
        count((doc) => doc.region === region),
        region,
      ).toBeGreaterThanOrEqual(3)
    }
    expect(count((doc) => doc.priceUnit === 7)).toBeGreaterThanOrEqual(1)
    expect(count((doc) => doc.publishAddress === false)).toBeGreaterThanOrEqual(2)
    expect(count((doc) => doc.publishAddress !== false)).toBeGreaterThan(docs.length / 2)
  })

  it('fills every field group plausibly', async () => {
    const { docs } = await payload.find({
      collection: 'properties',
      limit: 0,
      depth: 0,
      overrideAccess: true,
    })
    for (const doc of docs) {
      const where = `${doc.reference} ${doc.city}`
      expect(doc.manager, where).toBeTruthy()
      expect(doc.images?.length, where).toBe(3)
      expect(doc.latitude, where).toBeTypeOf('number')
      expect(Object.keys(doc.mobiscore ?? {}).filter((key) => key !== 'id')).toHaveLength(7)
      for (const score of Object.values(doc.mobiscore ?? {})) {
        if (typeof score === 'number') expect(score).toBeGreaterThanOrEqual(0)
        if (typeof score === 'number') expect(score).toBeLessThanOrEqual(10)
      }
      expect(doc.description?.split('\n\n').length, where).toBeGreaterThanOrEqual(3)
      expect(doc.urbanism?.buildingPermit, where).toBeTruthy()
      if (doc.goal === 'sale') {
        expect(doc.finance?.notaryFees, where).toBeGreaterThan(0)
        expect(doc.finance?.registrationRights, where).toBeTypeOf('number')
      } else {
        expect(doc.finance?.deposit, where).toBe((doc.price ?? 0) * 3)
        expect(doc.finance?.chargesTenant, where).toBeTypeOf('number')
        expect(doc.availability?.from, where).toBeTruthy()
      }
      if (doc.propertyType !== 'land' && doc.propertyType !== 'garage') {
        expect(doc.epc?.label, where).toBeTruthy()
        expect(doc.epc?.certificateNumber, where).toBeTruthy()
        expect(doc.electricity?.result, where).toBeTruthy()
      }
    }
    expect(docs.some((doc) => doc.owners?.length)).toBe(true)
    expect(docs.some((doc) => doc.project)).toBe(true)
  })

  it('gives every property the EPC label of its region’s scale', async () => {
    const { docs } = await payload.find({
      collection: 'properties',
      limit: 0,
      depth: 0,
      overrideAccess: true,
    })
    for (const doc of docs) {
      const region = regionOf(doc.zip)
      expect(doc.region, doc.zip).toBe(region)
      const expected = epcLabel({ region, value: doc.epc?.value, labelText: doc.epc?.labelText })
      expect(doc.epc?.label ?? null, `${doc.reference} ${doc.zip}`).toBe(expected)
      if (region === 'luxembourg' && doc.epc?.label) expect(doc.epc.label).toMatch(/^[A-I]$/)
      if (region !== 'luxembourg' && doc.epc?.label) expect(doc.epc.value).toBeTypeOf('number')
    }
    const labels = new Set(docs.map((doc) => `${doc.region}:${doc.epc?.label}`))
    expect([...labels].some((label) => label.startsWith('brussels:'))).toBe(true)
  })

  it('writes every visitor text in nl, fr, en and de, and nothing is left to translate', async () => {
    const { docs } = await payload.find({
      collection: 'properties',
      locale: 'all',
      limit: 0,
      depth: 0,
      overrideAccess: true,
    })
    for (const doc of docs) {
      const title = doc.title as unknown as AllLocales
      const description = doc.description as unknown as AllLocales
      for (const locale of locales) {
        expect(title[locale], `${doc.reference} ${locale}`).toBeTruthy()
        expect(description[locale], `${doc.reference} ${locale}`).toBeTruthy()
      }
      expect(new Set(locales.map((locale) => description[locale])).size).toBe(4)
      expect(doc.untranslated ?? []).toEqual([])
    }
    const french = await payload.find({ collection: 'properties', locale: 'fr', limit: 0 })
    expect(french.docs.some((doc) => doc.title.includes(' à Bruxelles'))).toBe(true)
  })

  it('creates the route entries of the demo properties and projects', async () => {
    const { docs } = await payload.find({
      collection: 'properties',
      limit: 1,
      depth: 0,
      where: { city: { equals: 'Gent' }, goal: { equals: 'sale' } },
    })
    const { docs: routes } = await payload.find({
      collection: 'routes',
      where: { originalPath: { equals: `/property/${docs[0].id}/` } },
      limit: 1,
    })
    expect(routes[0]?.publicPaths?.nl).toMatch(/^\/nl\/te-koop\/gent\//)
    expect(routes[0]?.publicPaths?.fr).toMatch(/^\/fr\//)
    const projects = await payload.count({
      collection: 'routes',
      where: { originalPath: { like: '/project/' } },
    })
    expect(projects.totalDocs).toBe(3)
  })

  it('gives every picture an alt text in four languages', async () => {
    // Only the seed's pictures: other files of the run share the database.
    const { docs } = await payload.find({
      collection: 'media',
      where: { filename: { like: SEED_FILE_PREFIX } },
      locale: 'all',
      limit: 0,
      depth: 0,
    })
    expect(docs.length).toBeGreaterThanOrEqual(24 + 3)
    for (const doc of docs) {
      const alt = doc.alt as unknown as AllLocales
      for (const locale of locales) expect(alt[locale], `${doc.filename} ${locale}`).toBeTruthy()
      expect(doc.mimeType).toBe('image/jpeg')
      expect(doc.width).toBe(doc.filename?.includes('team') ? 800 : 1600)
    }
  })

  it('creates three new-build projects of 8 to 20 units, one sold out, with a price list', async () => {
    const { docs } = await payload.find({ collection: 'projects', limit: 0, depth: 1 })
    expect(docs).toHaveLength(demoProjects.length)
    for (const project of docs) {
      expect(project.units?.length).toBeGreaterThanOrEqual(8)
      expect(project.units?.length).toBeLessThanOrEqual(20)
      expect(project.priceList).toMatchObject({ mimeType: 'application/pdf' })
    }
    expect(docs.filter((project) => project.soldOut)).toHaveLength(1)
    const linked = await payload.count({
      collection: 'properties',
      where: { project: { exists: true } },
    })
    expect(linked.totalDocs).toBeGreaterThanOrEqual(1)
  })

  it('creates the team with photos, the articles, Q&A and approved testimonials', async () => {
    const team = await payload.find({ collection: 'team', depth: 1, limit: 0 })
    expect(team.docs).toHaveLength(3)
    for (const member of team.docs) expect(member.photo).toMatchObject({ mimeType: 'image/jpeg' })

    const articles = await payload.find({
      collection: 'articles',
      locale: 'all',
      limit: 0,
      depth: 0,
    })
    const kinds = articles.docs.map((doc) => doc.kind)
    for (const kind of [
      'service',
      'service-page',
      'strength',
      'method',
      'step-plan',
      'about',
      'privacy',
      'cookie-policy',
      'disclaimer',
      'free-advice',
    ]) {
      expect(kinds, kind).toContain(kind)
    }
    expect(kinds.filter((kind) => kind === 'news').length).toBeGreaterThanOrEqual(4)
    for (const doc of articles.docs) {
      const slug = doc.slug as unknown as AllLocales
      for (const locale of locales) expect(slug[locale], `${doc.id} ${locale}`).toBeTruthy()
      expect(doc.untranslated ?? []).toEqual([])
    }
    // The block gallery shows every block of the page builder, each after a note (a text block).
    const gallery = articles.docs.find(
      (doc) => (doc.slug as unknown as AllLocales).nl === 'blokkengalerij',
    )
    expect(gallery?.kind).toBe('service-page')
    const shown = (gallery?.layout ?? []).map((item) => item.blockType)
    expect(new Set(shown)).toEqual(new Set(pageBlocks.map((block) => block.slug)))
    shown.forEach((type, index) => {
      if (type !== 'richText') expect(shown[index - 1], `note before ${type}`).toBe('richText')
    })
    const plan = articles.docs.find((doc) => doc.kind === 'step-plan')
    const block = plan?.layout?.find((item) => item.blockType === 'stepPlan')
    expect(block && 'steps' in block ? block.steps : []).toHaveLength(4)

    const categories = await payload.find({
      collection: 'categories',
      where: { kind: { equals: 'qa' } },
      locale: 'nl',
      limit: 0,
    })
    expect(categories.docs.map((doc) => doc.slug).sort()).toEqual(Object.keys(qaCategories).sort())
    for (const category of categories.docs) {
      const { totalDocs } = await payload.count({
        collection: 'questions',
        where: { category: { equals: category.id } },
      })
      expect(totalDocs).toBeGreaterThanOrEqual(2)
      expect(totalDocs).toBeLessThanOrEqual(3)
    }
    const testimonials = await payload.find({
      collection: 'testimonials',
      overrideAccess: false,
      limit: 0,
    })
    expect(testimonials.docs).toHaveLength(6)
  })

  it('saves the agency’s identity, four languages and the menus in every language', async () => {
    const settings = await payload.findGlobal({ slug: 'site-settings', locale: 'fr' })
    expect(settings.enabledLanguages).toEqual([...locales])
    expect(settings.identity?.vatNumber).toMatch(/^BE0\d{3}\.\d{3}\.\d{3}$/)
    expect(settings.identity?.ipiNumber).toBeTruthy()
    expect(settings.pageSettings?.title).toContain('immobilier')
    const navigation = await payload.findGlobal({ slug: 'navigation', locale: 'all' })
    const first = navigation.header?.[0]?.link.label as unknown as AllLocales
    expect(first).toMatchObject({
      nl: 'Te koop',
      fr: 'À vendre',
      en: 'For sale',
      de: 'Zu verkaufen',
    })
    expect(navigation.footer?.length).toBeGreaterThanOrEqual(8)
  })

  it('creates two demo owners once and links them to their properties', async () => {
    const owners = await payload.find({
      collection: 'owners',
      where: { username: { in: demoOwners.map((owner) => owner.username) } },
      overrideAccess: true,
    })
    expect(owners.docs).toHaveLength(2)
    const linked = await payload.count({
      collection: 'properties',
      where: { owners: { in: owners.docs.map((owner) => owner.id) } },
      overrideAccess: true,
    })
    expect(linked.totalDocs).toBeGreaterThanOrEqual(2)
  })

  it('shares one or two PDFs with the demo owners on each of their properties, never public', async () => {
    const owners = await payload.find({
      collection: 'owners',
      where: { username: { in: demoOwners.map((owner) => owner.username) } },
      overrideAccess: true,
    })
    const { docs } = await payload.find({
      collection: 'properties',
      where: { owners: { in: owners.docs.map((owner) => owner.id) } },
      depth: 1,
      pagination: false,
      overrideAccess: true,
    })
    const publicIds = (
      await payload.find({ collection: 'documents', overrideAccess: false, pagination: false })
    ).docs.map((doc) => doc.id)
    for (const property of docs) {
      const shared = (property.ownerDocuments ?? []).filter((doc) => typeof doc === 'object')
      expect(shared.length, property.title).toBeGreaterThanOrEqual(1)
      expect(shared.length, property.title).toBeLessThanOrEqual(2)
      for (const doc of shared) {
        expect(doc.mimeType).toBe('application/pdf')
        expect(doc.filename).toMatch(new RegExp(`^${SEED_FILE_PREFIX}`))
        expect(publicIds).not.toContain(doc.id)
      }
    }
  })

  it('gives the demo owners’ properties 90 days of search appearances, more than their views', async () => {
    const owners = await payload.find({
      collection: 'owners',
      where: { username: { in: demoOwners.map((owner) => owner.username) } },
      overrideAccess: true,
    })
    const { docs: properties } = await payload.find({
      collection: 'properties',
      where: { owners: { in: owners.docs.map((owner) => owner.id) } },
      overrideAccess: true,
      pagination: false,
      depth: 0,
    })
    for (const property of properties) {
      const { docs: rows } = await payload.find({
        collection: 'property-views',
        where: { property: { equals: property.id } },
        pagination: false,
        depth: 0,
      })
      const perDay = new Map<string, { views: number; appearances: number }>()
      for (const row of rows) {
        const day = perDay.get(row.day) ?? { views: 0, appearances: 0 }
        day.views += row.count
        day.appearances += row.appearances ?? 0
        perDay.set(row.day, day)
      }
      expect(perDay.size).toBeGreaterThanOrEqual(90)
      for (const [day, figures] of perDay) {
        expect(figures.appearances, day).toBeGreaterThanOrEqual(figures.views)
        expect(figures.appearances, day).toBeGreaterThan(0)
      }
    }
  })

  it(
    'is deterministic: a reset gives the same listing, and keeps the owner accounts',
    async () => {
      const before = await listing()
      const owners = await payload.count({ collection: 'owners', overrideAccess: true })
      const again = await seed(payload, { reset: true })
      expect(again.owners.every((owner) => !owner.created)).toBe(true)
      expect(await listing()).toEqual(before)
      expect((await payload.count({ collection: 'owners', overrideAccess: true })).totalDocs).toBe(
        owners.totalDocs,
      )
      // No leftovers: one set of generated pictures and one route per listing.
      const media = await payload.count({
        collection: 'media',
        where: { filename: { like: 'seed-' } },
      })
      expect(media.totalDocs).toBe(24 + 3)
    },
    LONG,
  )
})

describe('the postcode list', () => {
  it('drops non-places, corrects Koekelberg and Forest, and keeps Brussels inside its box', () => {
    const places = belgianPlaces()
    expect(places.find((place) => place.zip === '0612')).toBeUndefined()
    expect(places.find((place) => place.zip === '1008')).toBeUndefined()
    expect(places.find((place) => /parlement/i.test(place.name))).toBeUndefined()
    expect(places.find((place) => place.zip === '1081')).toMatchObject(COORDINATE_FIXES['1081'])
    expect(places.find((place) => place.name === 'Vorst')).toMatchObject(COORDINATE_FIXES['1190'])
    for (const place of places) {
      expect(place.region).toBe(regionForPostcode(place.zip))
      if (place.region === 'brussels') {
        expect(place.latitude).toBeGreaterThanOrEqual(BRUSSELS_BOX.south)
        expect(place.longitude).toBeLessThanOrEqual(BRUSSELS_BOX.east)
      }
    }
    expect(() =>
      validatePlaces([{ zipcode: '1050', name: 'Ixelles', latitude: '51.2', longitude: '4.3' }]),
    ).toThrow(/outside/)
  })
})

describe('the benchmark set', () => {
  it(
    'inserts N properties in batches, published, in four languages, with consistent EPC labels',
    async () => {
      const before = await payload.count({ collection: 'properties' })
      const result = await seedBulkProperties(payload, { count: 200, batchSize: 64 })
      expect(result.created).toBe(200)
      expect(result.milliseconds).toBeLessThan(60_000)
      const after = await payload.count({ collection: 'properties', overrideAccess: false })
      expect(after.totalDocs - before.totalDocs).toBe(200)

      const { docs } = await payload.find({
        collection: 'properties',
        where: { reference: { like: BULK_REFERENCE_PREFIX } },
        locale: 'all',
        limit: 0,
        depth: 0,
        overrideAccess: false,
      })
      expect(docs).toHaveLength(200)
      for (const doc of docs) {
        const title = doc.title as unknown as AllLocales
        for (const locale of locales) expect(title[locale]).toBeTruthy()
        const region = regionOf(doc.zip)
        expect(doc.region).toBe(region)
        expect(doc.epc?.label ?? null).toBe(
          epcLabel({ region, value: doc.epc?.value, labelText: doc.epc?.labelText }),
        )
      }
      expect(new Set(docs.map((doc) => doc.region)).size).toBeGreaterThanOrEqual(3)
      // The admin lists drafts-enabled collections from their versions: every row has one.
      const drafts = await payload.find({
        collection: 'properties',
        draft: true,
        where: { reference: { like: BULK_REFERENCE_PREFIX } },
        limit: 1,
      })
      expect(drafts.totalDocs).toBe(200)
      // A second call continues the numbering instead of clashing with the unique references.
      await seedBulkProperties(payload, { count: 3 })
      expect(
        (
          await payload.count({
            collection: 'properties',
            where: { reference: { like: BULK_REFERENCE_PREFIX } },
          })
        ).totalDocs,
      ).toBe(203)
    },
    LONG,
  )
})

describe('the first admin', () => {
  it('creates the admin from ADMIN_EMAIL and ADMIN_PASSWORD once, and never overwrites it', async () => {
    process.env.ADMIN_EMAIL = 'owner-of-agency@test.example'
    process.env.ADMIN_PASSWORD = 'a-long-chosen-password'
    try {
      const first = await ensureAdmin(payload)
      expect(first).toEqual({ email: 'owner-of-agency@test.example', created: true })
      const login = await payload.login({
        collection: 'users',
        data: { email: 'owner-of-agency@test.example', password: 'a-long-chosen-password' },
      })
      expect(login.user?.roles).toEqual(['admin'])
      expect((await ensureAdmin(payload)).created).toBe(false)
    } finally {
      delete process.env.ADMIN_EMAIL
      delete process.env.ADMIN_PASSWORD
    }
  })

  it('generates a password when none is given and returns it to be printed once', async () => {
    process.env.ADMIN_EMAIL = 'generated-admin@test.example'
    try {
      const result = await ensureAdmin(payload)
      expect(result.password).toMatch(/^[\w-]{16}$/)
      await expect(
        payload.login({
          collection: 'users',
          data: { email: 'generated-admin@test.example', password: result.password! },
        }),
      ).resolves.toHaveProperty('token')
    } finally {
      delete process.env.ADMIN_EMAIL
    }
  })
})
