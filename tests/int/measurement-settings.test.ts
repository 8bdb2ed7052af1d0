// The agency's measurement ids in the site settings (docs/tracking.md): a wrong format is
// refused beside its field in the editor's language; a good one is stored trimmed and upper-
// cased; an empty field stores nothing (no script loads).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { Payload } from 'payload'

import { fieldErrors } from '../helpers/fieldErrors'
import { getTestPayload } from '../helpers/payload'

let payload: Payload

beforeAll(async () => {
  payload = await getTestPayload()
})

afterAll(async () => {
  await payload.updateGlobal({
    slug: 'site-settings',
    data: { measurement: { gtmId: null, ga4Id: null, metaPixelId: null } },
  })
})

const save = (measurement: Record<string, string | null>, language = 'nl') =>
  payload.updateGlobal({
    slug: 'site-settings',
    data: { measurement },
    req: { i18n: { language } } as never,
  })

describe('measurement ids in the site settings', () => {
  it('refuse a wrong format beside each field, in the editor’s language', async () => {
    const wrong = { gtmId: 'G-AB12CD34EF', ga4Id: 'UA-12345-1', metaPixelId: 'fb-123' }
    expect(await fieldErrors(save(wrong, 'nl'))).toEqual([
      {
        path: 'measurement.gtmId',
        message:
          'Geef een Google Tag Manager-container-id zoals GTM-AB12CD3, of laat het veld leeg.',
      },
      {
        path: 'measurement.ga4Id',
        message: 'Geef een Google Analytics 4-meet-id zoals G-AB12CD34EF, of laat het veld leeg.',
      },
      {
        path: 'measurement.metaPixelId',
        message: 'Geef een Meta-pixel-id van 10 tot 20 cijfers, of laat het veld leeg.',
      },
    ])
    const messages = async (language: string) =>
      (await fieldErrors(save({ gtmId: 'GTM-<script>' }, language))).map((e) => e.message)
    expect(await messages('fr')).toEqual([
      'Indiquez un identifiant de conteneur Google Tag Manager comme GTM-AB12CD3, ou laissez le champ vide.',
    ])
    expect(await messages('en')).toEqual([
      'Enter a Google Tag Manager container id such as GTM-AB12CD3, or leave the field empty.',
    ])
    expect(await messages('de')).toEqual([
      'Geben Sie eine Google-Tag-Manager-Container-ID wie GTM-AB12CD3 ein oder lassen Sie das Feld leer.',
    ])
    const settings = await payload.findGlobal({ slug: 'site-settings' })
    expect(settings.measurement?.gtmId ?? null).toBeNull()
  })

  it('store good ids trimmed and upper-cased, and empty fields as nothing', async () => {
    const saved = await save({
      gtmId: ' gtm-ab12cd3 ',
      ga4Id: 'g-ab12cd34ef',
      metaPixelId: ' 123456789012345 ',
    })
    expect(saved.measurement).toMatchObject({
      gtmId: 'GTM-AB12CD3',
      ga4Id: 'G-AB12CD34EF',
      metaPixelId: '123456789012345',
    })
    const cleared = await save({ gtmId: '', ga4Id: '   ', metaPixelId: null })
    expect(cleared.measurement).toMatchObject({ gtmId: null, ga4Id: null, metaPixelId: null })
  })

  it('are readable by anyone (the pages load them) and changed by admins only', async () => {
    await expect(
      payload.updateGlobal({
        slug: 'site-settings',
        data: { measurement: { gtmId: 'GTM-EV1L000' } },
        overrideAccess: false,
      }),
    ).rejects.toThrow()
  })
})
