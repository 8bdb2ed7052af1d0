// A property's stored fields reach the visitor: saved on a real database, read as a visitor
// reads them (published, access applied) in Dutch and French, and put in words by the same
// functions as the detail page (src/lib/property/fieldGroups.ts) with the real catalogues.
import type { Payload } from 'payload'
import { createTranslator } from 'use-intl/core'
import { beforeAll, describe, expect, it } from 'vitest'

import type { Locale } from '@/i18n/locales'
import fr from '@/i18n/messages/fr.json'
import nl from '@/i18n/messages/nl.json'
import { fieldWords, labelledFieldGroups } from '@/lib/property/fieldGroups'

import { getTestPayload } from '../helpers/payload'

let payload: Payload
let id: number

const catalogues = { nl, fr } as const

/** What the page lists for the property in `locale`: "label: value" per row. */
const shownRows = async (locale: 'nl' | 'fr') => {
  const { docs } = await payload.find({
    collection: 'properties',
    where: { id: { equals: id } },
    locale,
    overrideAccess: false,
    depth: 0,
  })
  expect(docs).toHaveLength(1)
  const translator = (namespace: 'PropertyFields' | 'PropertyValues' | 'PropertyTypes') =>
    createTranslator({ locale, messages: catalogues[locale], namespace }) as never
  return labelledFieldGroups(
    docs[0] as unknown as Record<string, unknown>,
    locale as Locale,
    fieldWords({
      fields: translator('PropertyFields'),
      values: translator('PropertyValues'),
      types: translator('PropertyTypes'),
    }),
  ).flatMap((group) => group.rows.map((row) => `${row.label}: ${row.value}`))
}

beforeAll(async () => {
  payload = await getTestPayload()
  const created = await payload.create({
    collection: 'properties',
    locale: 'nl',
    data: {
      _status: 'published',
      title: 'Woning met alle velden',
      goal: 'sale',
      zip: '9000',
      city: 'Gent',
      price: 425000,
      marquee: 'Nieuw',
      rooms: { bedrooms: 3, parkingInside: 2, parkingOutside: 1 },
      terraceOrientation: 'southWest',
      gardenOrientation: 'south',
      floorCovering: ['tiles', 'parquet'],
      roofMaterial: 'tiles',
      epc: { value: 150, co2: 31, date: '2024-05-02', endDate: '2034-05-02' },
      asbestos: { type: 'asbestosSafe', date: '2023-03-15' },
      electricity: { result: 'compliant', date: '2022-01-10', endDate: '2047-01-10' },
      urbanism: {
        zoning: 'residential',
        planningInformation: 'Vergund volgens de plannen.',
        servitudes: 'Recht van doorgang voor de buren.',
      },
      finance: {
        vatRegime: true,
        buildingVat: 42000,
        groundPart: 120000,
        constructionCost: 200000,
        totalCost: 362000,
      },
      annuity: {
        isAnnuity: true,
        bouquet: 80000,
        monthlyAnnuity: 1200,
        ageHead1: 78,
        conditions: 'Voorbehouden gebruik door de verkoper.',
      },
    },
  })
  id = created.id
  await payload.update({
    collection: 'properties',
    id,
    locale: 'fr',
    data: {
      title: 'Maison avec tous les champs',
      marquee: 'Nouveau',
      urbanism: {
        planningInformation: 'Conforme au permis.',
        servitudes: 'Droit de passage pour les voisins.',
      },
      annuity: { conditions: "Droit d'usage réservé au vendeur." },
    },
  })
})

describe('a property’s stored fields on its page', () => {
  it('lists parking, orientations, certificates, planning, finance and annuity in Dutch', async () => {
    expect(await shownRows('nl')).toEqual(
      expect.arrayContaining([
        'Parkeerplaatsen binnen: 2',
        'Parkeerplaatsen buiten: 1',
        'Oriëntatie terras: Zuidwest',
        'Oriëntatie tuin: Zuid',
        'Vloerbekleding: Tegels, Parket',
        'Dakbedekking: Pannen',
        'CO2-uitstoot (kg/m²·jaar): 31',
        'Datum EPC-attest: 02/05/2024',
        'EPC-attest geldig tot: 02/05/2034',
        'Datum asbestattest: 15/03/2023',
        'Datum keuring elektriciteit: 10/01/2022',
        'Keuring elektriciteit geldig tot: 10/01/2047',
        'Bestemming: Woongebied',
        'Stedenbouwkundige informatie: Vergund volgens de plannen.',
        'Erfdienstbaarheden: Recht van doorgang voor de buren.',
        'Onder btw-stelsel: Ja',
        'Btw op constructie: € 42.000',
        'Grondaandeel: € 120.000',
        'Constructiekost: € 200.000',
        'Totale kostprijs: € 362.000',
        'Verkoop op lijfrente: Ja',
        'Boeket: € 80.000',
        'Maandelijkse rente: € 1.200',
        'Leeftijd lijfrentetrekker 1: 78',
        'Voorwaarden lijfrente: Voorbehouden gebruik door de verkoper.',
      ]),
    )
  })

  it('lists the same in French, with the French texts the editor wrote', async () => {
    expect(await shownRows('fr')).toEqual(
      expect.arrayContaining([
        'Parkings intérieurs: 2',
        'Orientation de la terrasse: Sud-ouest',
        'Orientation du jardin: Sud',
        'Revêtement de sol: Carrelage, Parquet',
        'Couverture de toiture: Tuiles',
        'Émissions de CO2 (kg/m²·an): 31',
        "Certificat PEB valable jusqu'au: 02/05/2034",
        "Affectation: Zone d'habitat",
        'Informations urbanistiques: Conforme au permis.',
        'Servitudes: Droit de passage pour les voisins.',
        'TVA sur construction: € 42.000',
        'Quote-part terrain: € 120.000',
        'Coût de construction: € 200.000',
        'Coût total: € 362.000',
        'Vente en viager: Oui',
        "Conditions du viager: Droit d'usage réservé au vendeur.",
      ]),
    )
  })
})
