// The agency's brand and licence number in the site settings: a colour that is not a hex code,
// or too light for the white text of the site's buttons, is refused beside its field in the
// editor's language; a good one is stored. A licence number typed with "BIV" in front is stored
// as the number alone (the site writes "BIV" around it: never "BIV BIV 512.345").
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
    data: { brand: { primaryColor: null }, identity: { ipiNumber: null } },
  })
})

const saveColour = (primaryColor: string | null, language = 'nl') =>
  payload.updateGlobal({
    slug: 'site-settings',
    data: { brand: { primaryColor } },
    req: { i18n: { language } } as never,
  })

describe('the brand colour in the site settings', () => {
  it('refuses a colour that is not a hex code, in the editor’s language', async () => {
    expect(await fieldErrors(saveColour('blue', 'nl'))).toEqual([
      { path: 'brand.primaryColor', message: 'Geef een kleur als hexadecimale code, bv. #0B5C8C.' },
    ])
    const message = async (language: string) =>
      (await fieldErrors(saveColour('#12345', language)))[0]?.message
    expect(await message('fr')).toBe('Indiquez une couleur en code hexadécimal, p. ex. #0B5C8C.')
    expect(await message('en')).toBe('Enter a colour as a hexadecimal code, e.g. #0B5C8C.')
    expect(await message('de')).toBe('Geben Sie eine Farbe als Hexadezimalcode ein, z. B. #0B5C8C.')
  })

  it('refuses a colour too light to carry the buttons’ white text', async () => {
    expect(await fieldErrors(saveColour('#ffd700', 'en'))).toEqual([
      {
        path: 'brand.primaryColor',
        message:
          'This colour is too light: white text on it is not readable (contrast at least 4.5:1). Choose a darker shade.',
      },
    ])
  })

  it('stores a good colour trimmed, and an empty field as nothing', async () => {
    expect((await saveColour(' #7a1f3d ')).brand?.primaryColor).toBe('#7a1f3d')
    expect((await saveColour('')).brand?.primaryColor ?? null).toBeNull()
  })
})

describe('the licence number in the site settings', () => {
  it('stores the number alone when the editor types the body’s name in front', async () => {
    for (const typed of ['BIV 512.345', 'IPI 512.345', 'BIV/IPI nr. 512.345', ' 512.345 ']) {
      const saved = await payload.updateGlobal({
        slug: 'site-settings',
        data: { identity: { ipiNumber: typed } },
      })
      expect(saved.identity?.ipiNumber).toBe('512.345')
    }
  })
})
