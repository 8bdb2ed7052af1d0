// From a canonical listing to the property fields the import writes (the CRM-managed fields of
// src/lib/crm/ownership.ts), every language at once for upsertProperty (docs/data-layer.md).
import { locales, type Locale } from '@/i18n/locales'
import type { PropertyInput } from '@/lib/data/propertyWrites'
import type { PropertyType } from '@/lib/site/propertyTypes'

import type { CanonicalListing, InLanguages } from './types'

const typeWords: Partial<Record<PropertyType, Record<Locale, string>>> = {
  house: { nl: 'Woning', fr: 'Maison', en: 'House', de: 'Haus' },
  apartment: { nl: 'Appartement', fr: 'Appartement', en: 'Apartment', de: 'Wohnung' },
  villa: { nl: 'Villa', fr: 'Villa', en: 'Villa', de: 'Villa' },
  land: { nl: 'Bouwgrond', fr: 'Terrain à bâtir', en: 'Building land', de: 'Baugrundstück' },
  commercial: {
    nl: 'Handelspand',
    fr: 'Commerce',
    en: 'Commercial property',
    de: 'Gewerbeimmobilie',
  },
  office: { nl: 'Kantoor', fr: 'Bureau', en: 'Office', de: 'Büro' },
  industrial: {
    nl: 'Industrieel pand',
    fr: 'Bâtiment industriel',
    en: 'Industrial property',
    de: 'Industriegebäude',
  },
  garage: { nl: 'Garage', fr: 'Garage', en: 'Garage', de: 'Garage' },
  parking: { nl: 'Parkeerplaats', fr: 'Parking', en: 'Parking space', de: 'Stellplatz' },
}
const generic: Record<Locale, string> = { nl: 'Pand', fr: 'Bien', en: 'Property', de: 'Immobilie' }
const inPlace: Record<Locale, string> = { nl: 'te', fr: 'à', en: 'in', de: 'in' }

/** The CRM's title where it has one, else "type in place" in each language. */
export const titlesOf = (listing: CanonicalListing): Record<Locale, string> => {
  const word = (listing.type && typeWords[listing.type]) || generic
  const city = listing.address.city
  return Object.fromEntries(
    locales.map((locale) => [
      locale,
      listing.title[locale]?.trim() ||
        (city ? `${word[locale]} ${inPlace[locale]} ${city}` : word[locale]),
    ]),
  ) as Record<Locale, string>
}

/** Only the languages the CRM has: a missing one falls back as the site does. */
const texts = (value: InLanguages) => {
  const present = Object.fromEntries(
    Object.entries(value).filter(([, text]) => typeof text === 'string' && text.trim() !== ''),
  )
  return Object.keys(present).length ? present : null
}

/** The property data for `upsertProperty`; `images` are the listing's media ids in order. */
export const toPropertyData = (
  listing: CanonicalListing,
  { connection, images }: { connection: number | string; images: Array<number | string> },
): PropertyInput => ({
  title: titlesOf(listing),
  reference: listing.externalRef,
  propertyType: listing.type,
  goal: listing.goal ?? 'sale',
  // A withdrawn listing keeps its last status; withdrawal unpublishes it.
  ...(listing.status && listing.status !== 'withdrawn' ? { status: listing.status } : {}),
  price: listing.price,
  publishPrice: listing.showPrice,
  description: texts(listing.description) as PropertyInput['description'],
  street: listing.address.street,
  houseNumber: listing.address.number,
  boxNumber: listing.address.box,
  zip: listing.address.postalCode ?? undefined,
  city: listing.address.city ?? undefined,
  publishAddress: listing.showAddress,
  latitude: listing.geo?.latitude ?? null,
  longitude: listing.geo?.longitude ?? null,
  surfaces: { living: listing.livingArea, ground: listing.plotArea },
  rooms: { bedrooms: listing.bedrooms, bathrooms: listing.bathrooms },
  epc: { value: listing.epcValue, labelText: listing.epcLabel },
  images: images as number[],
  crm: {
    connection: connection as number,
    externalId: listing.externalId,
    externalRef: listing.externalRef,
    detached: false,
    lastSyncedAt: new Date().toISOString(),
  },
})
