// The street map and the legal identity in the site settings (issue 14): a map address that is
// neither an https MapLibre style nor a {z}/{x}/{y} tile template is refused beside its field in
// the editor's language, and own raster tiles need their credit; a good choice is what the
// pages' maps draw and what their Content-Security-Policy allows. The company number is stored
// as the register writes it, and the footer's identity carries the number and the insurer.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { Payload } from 'payload'

import { mapCspHosts, mapTiles, OSM_ATTRIBUTION } from '@/lib/map/tiles'

import { fieldErrors } from '../helpers/fieldErrors'
import { getTestPayload } from '../helpers/payload'

let payload: Payload

beforeAll(async () => {
  payload = await getTestPayload()
})

afterAll(async () => {
  await payload.updateGlobal({
    slug: 'site-settings',
    data: {
      map: { tileStyle: 'none', customUrl: null, customAttribution: null },
      identity: { companyNumber: null, insurer: null, insurancePolicyNumber: null },
    },
  })
})

type MapData = { tileStyle: string; customUrl?: string | null; customAttribution?: string | null }

const saveMap = (map: MapData, language = 'nl') =>
  payload.updateGlobal({
    slug: 'site-settings',
    data: { map: map as never },
    req: { i18n: { language } } as never,
  })

const saveIdentity = (identity: Record<string, string | null>, language = 'nl') =>
  payload.updateGlobal({
    slug: 'site-settings',
    data: { identity },
    req: { i18n: { language } } as never,
  })

describe('the street map in the site settings', () => {
  it('is the offline outline until the agency picks one: no outside host allowed', async () => {
    const settings = await payload.findGlobal({ slug: 'site-settings' })
    expect(settings.map?.tileStyle).toBe('none')
    expect(mapTiles(settings.map)).toBeNull()
    expect(mapCspHosts(mapTiles(settings.map))).toEqual({ connect: [], img: [] })
  })

  it('refuses an address that is no https style or tile template, in the editor’s language', async () => {
    for (const customUrl of [
      'http://tiles.example.be/style.json',
      'tiles.example.be/style.json',
      'https://tiles.example.be/{s}/{z}/{x}/{y}.png',
      'https://tiles.example.be/{z}/{x}.png',
      null,
    ]) {
      expect(await fieldErrors(saveMap({ tileStyle: 'custom', customUrl }, 'nl'))).toEqual([
        {
          path: 'map.customUrl',
          message: expect.stringMatching(/^Geef een https-adres: een MapLibre-stijl/),
        },
      ])
    }
    const message = async (language: string) =>
      (await fieldErrors(saveMap({ tileStyle: 'custom', customUrl: 'ftp://x' }, language)))[0]
        ?.message
    expect(await message('fr')).toMatch(/^Indiquez une adresse https : un style MapLibre/)
    expect(await message('en')).toMatch(/^Enter an https address: a MapLibre style/)
    expect(await message('de')).toMatch(/^Geben Sie eine https-Adresse ein: einen MapLibre-Stil/)
  })

  it('asks own raster tiles for the credit their licence requires', async () => {
    expect(
      await fieldErrors(
        saveMap(
          { tileStyle: 'custom', customUrl: 'https://tiles.example.be/{z}/{x}/{y}.png' },
          'en',
        ),
      ),
    ).toEqual([
      {
        path: 'map.customAttribution',
        message:
          'Own tiles: credit the source as the tiles’ licence requires (e.g. © OpenStreetMap contributors).',
      },
    ])
  })

  it('stores a choice the maps draw and the pages’ policy allows, host by host', async () => {
    const liberty = await saveMap({ tileStyle: 'openfreemap-liberty' })
    expect(mapTiles(liberty.map)).toEqual({
      kind: 'style',
      url: 'https://tiles.openfreemap.org/styles/liberty',
    })
    expect(mapCspHosts(mapTiles(liberty.map)).connect).toEqual(['https://tiles.openfreemap.org'])

    const osm = await saveMap({ tileStyle: 'osm-raster' })
    expect(mapTiles(osm.map)).toMatchObject({
      kind: 'raster',
      tiles: ['https://tile.openstreetmap.org/{z}/{x}/{y}.png'],
      attribution: OSM_ATTRIBUTION,
    })

    const own = await saveMap({
      tileStyle: 'custom',
      customUrl: '  https://kaart.example.be/tegels/{z}/{x}/{y}.png ',
      customAttribution: '© <b>Kaart</b> & OpenStreetMap',
    })
    expect(own.map?.customUrl).toBe('https://kaart.example.be/tegels/{z}/{x}/{y}.png')
    // Editor text is shown as text, never as markup.
    expect(mapTiles(own.map)).toMatchObject({
      kind: 'raster',
      attribution: '© &lt;b&gt;Kaart&lt;/b&gt; &amp; OpenStreetMap',
    })
    expect(mapCspHosts(mapTiles(own.map))).toEqual({
      connect: ['https://kaart.example.be'],
      img: ['https://kaart.example.be'],
    })
  })
})

describe('the legal identity in the site settings', () => {
  it('stores the company number as the register writes it, and refuses another format', async () => {
    const saved = await saveIdentity({ companyNumber: ' BE 0712 345 678 ' })
    expect(saved.identity?.companyNumber).toBe('0712.345.678')
    expect((await saveIdentity({ companyNumber: 'rcs b123456' })).identity?.companyNumber).toBe(
      'B123456',
    )
    expect(await fieldErrors(saveIdentity({ companyNumber: '2712.345.678' }, 'fr'))).toEqual([
      {
        path: 'identity.companyNumber',
        message:
          'Indiquez un numéro d’entreprise (BCE) comme 0712.345.678, ou pour le Luxembourg un numéro RCS comme B123456.',
      },
    ])
  })

  it('keeps the insurer and policy number the footer shows, readable by visitors', async () => {
    await saveIdentity({
      companyNumber: '0712.345.678',
      insurer: 'AXA Belgium',
      insurancePolicyNumber: '730.390.160',
    })
    const visitor = await payload.findGlobal({ slug: 'site-settings', overrideAccess: false })
    expect(visitor.identity).toMatchObject({
      companyNumber: '0712.345.678',
      insurer: 'AXA Belgium',
      insurancePolicyNumber: '730.390.160',
    })
  })
})
