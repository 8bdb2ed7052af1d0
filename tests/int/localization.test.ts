// Four languages: visitors never get an empty text (Dutch fallback), editors see what is missing.
import { beforeAll, describe, expect, it } from 'vitest'

import type { Payload } from 'payload'

import { getTestPayload } from '../helpers/payload'

let payload: Payload

beforeAll(async () => {
  payload = await getTestPayload()
})

const createDutchOnly = () =>
  payload.create({
    collection: 'properties',
    locale: 'nl',
    data: {
      title: 'Woning met tuin',
      description: 'Mooie woning',
      goal: 'sale',
      zip: '3000',
      city: 'Leuven',
      _status: 'published',
    },
  })

describe('localized property texts', () => {
  it('serve the Dutch title to a French visitor while no French title exists', async () => {
    const { id } = await createDutchOnly()
    const fr = await payload.findByID({
      collection: 'properties',
      id,
      locale: 'fr',
      overrideAccess: false,
    })
    expect(fr.title).toBe('Woning met tuin')
  })

  it('list the languages still to translate, and update the list as translations arrive', async () => {
    const { id, untranslated } = await createDutchOnly()
    expect(untranslated).toEqual(['fr', 'en', 'de'])

    await payload.update({
      collection: 'properties',
      id,
      locale: 'fr',
      data: { title: 'Maison avec jardin', description: 'Belle maison' },
    })
    const afterFrench = await payload.findByID({ collection: 'properties', id, locale: 'all' })
    expect(afterFrench.untranslated).toEqual(['en', 'de'])
    expect(afterFrench.title).toMatchObject({ nl: 'Woning met tuin', fr: 'Maison avec jardin' })

    for (const [locale, title] of [
      ['en', 'House with garden'],
      ['de', 'Haus mit Garten'],
    ] as const) {
      await payload.update({
        collection: 'properties',
        id,
        locale,
        data: { title, description: title },
      })
    }
    const done = await payload.findByID({ collection: 'properties', id, locale: 'de' })
    expect(done.untranslated).toEqual([])
    expect(done.title).toBe('Haus mit Garten')
  })

  it('count a language as untranslated again when its description is emptied', async () => {
    const { id } = await createDutchOnly()
    await payload.update({
      collection: 'properties',
      id,
      locale: 'en',
      data: { title: 'House', description: 'Nice' },
    })
    await payload.update({ collection: 'properties', id, locale: 'en', data: { description: '' } })
    const doc = await payload.findByID({ collection: 'properties', id })
    expect(doc.untranslated).toContain('en')
  })
})

describe('property validation', () => {
  it('refuses a postcode that is neither Belgian nor Luxembourgish, in the editor’s language', async () => {
    const attempt = (zip: string) =>
      payload.create({
        collection: 'properties',
        data: { title: 'Fout', goal: 'sale', zip, city: 'Gent' },
        req: { i18n: { language: 'fr' } } as never,
      })
    await expect(attempt('900')).rejects.toThrow(/code postal/i)
    const before = await payload.count({
      collection: 'properties',
      where: { zip: { equals: '900' } },
    })
    expect(before.totalDocs).toBe(0)
    await expect(attempt('L-1111')).resolves.toMatchObject({ zip: 'L-1111' })
  })

  it('refuses a negative price', async () => {
    await expect(
      payload.create({
        collection: 'properties',
        data: { title: 'Negatief', goal: 'rent', zip: '9000', city: 'Gent', price: -5 },
      }),
    ).rejects.toThrow()
  })
})
