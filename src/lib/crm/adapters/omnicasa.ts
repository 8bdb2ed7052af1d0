// The Omnicasa adapter (docs/crm-import.md, "Omnicasa"): every call is GET
// {baseUrl}/{Method}Json?json={…} with CustomerName and CustomerPassword inside the JSON, so its
// URLs are never logged nor put in an error (src/lib/crm/http.ts labels calls by method name).
// Texts come one language per call. Its whole mapping is the one table OMNICASA below.
import type { Locale } from '@/i18n/locales'
import type { PropertyType } from '@/lib/site/propertyTypes'

import { requestJson } from '../http'
import {
  CrmError,
  type CanonicalListing,
  type CanonicalStatus,
  type CrmAdapter,
  type CrmConnectionConfig,
  type CrmLead,
} from '../types'
import { geoFromPair, lookup, num, positive, text } from './shared'

/** Every code and field of Omnicasa the import reads: correct a real account's answer here. */
export const OMNICASA = {
  /** Rows per call (the known-safe pace of public clients); CRM_PAGE_SIZE lowers it (tests). */
  pageSize: () => Number(process.env.CRM_PAGE_SIZE) || 25,
  languages: { nl: 1, fr: 2, en: 3, de: 4 } as Record<Locale, number>,
  goal: { 0: 'sale', 1: 'rent' } as Record<string, 'sale' | 'rent'>,
  /** Status: 1 active is on the market; 2 sold, 4 rented; 0, 3, 5 and 6 are not shown. */
  status: {
    0: 'withdrawn',
    1: 'available',
    2: 'sold',
    3: 'withdrawn',
    4: 'rented',
    5: 'withdrawn',
    6: 'withdrawn',
  } as Record<string, CanonicalStatus>,
  /** MainTypeID (unconfirmed by any public client). */
  mainType: {
    1: 'apartment',
    139: 'house',
    156: 'villa',
    27: 'land',
    159: 'commercial',
    158: 'garage',
  } as Record<string, PropertyType>,
  /** Words of MarqueeName that mean an option. */
  optionWords: /\b(optie|option|reserviert|reserved)\b/i,
}

type Item = Record<string, unknown> & { ID: number | string }
type Envelope<T> = Record<
  string,
  { Success?: boolean; Message?: string | null; Value?: T } | undefined
>

/** One item (in the default language) with the texts of every language, as a canonical listing. */
export const omnicasaToCanonical = (
  item: Item,
  texts: Partial<Record<Locale, Item>> = {},
): CanonicalListing => {
  const unknownCodes: string[] = []
  let status = lookup(OMNICASA.status, item.Status, 'Status', unknownCodes)
  if (status === 'available' && OMNICASA.optionWords.test(String(item.MarqueeName ?? '')))
    status = 'option'
  const description: Partial<Record<Locale, string>> = {}
  for (const [locale, translated] of Object.entries(texts) as [Locale, Item][]) {
    const long = text(translated.DescriptionA) ?? text(translated.DescriptionB)
    if (long) description[locale] = long
  }
  const pictures = Array.isArray(item.XLargePictureItems)
    ? (item.XLargePictureItems as Array<{ ID?: number | string; Url?: string } | null>)
    : []
  const photos = pictures
    .filter((p): p is { ID?: number | string; Url: string } => Boolean(p?.Url))
    .map((p, index) => ({ externalId: String(p.ID ?? index), url: p.Url, order: index }))
  if (!photos.length && text(item.LargePicture))
    photos.push({ externalId: 'large', url: text(item.LargePicture)!, order: 0 })
  return {
    externalId: String(item.ID),
    externalRef: text(item.Ident),
    goal: lookup(OMNICASA.goal, item.Goal, 'Goal', unknownCodes),
    status,
    type: lookup(OMNICASA.mainType, item.MainTypeID, 'MainTypeID', unknownCodes),
    price: positive(item.Price),
    showPrice: item.PublishPrice !== false,
    address: {
      street: text(item.Street),
      number: text(item.HouseNumber),
      box: text(item.BoxNr),
      postalCode: text(item.Zip),
      city: text(item.City),
    },
    showAddress: item.PublishAddress !== false,
    geo: geoFromPair(item.GoogleX, item.GoogleY),
    bedrooms: num(item.NumberOfBedRooms),
    bathrooms: num(item.NumberOfBathRooms),
    livingArea: positive(item.SurfaceLiving),
    plotArea: positive(item.SurfaceGround),
    epcLabel: text(item.EPCLabelText),
    epcValue: num(item.EnergyPerformance),
    constructionYear: num(item.ConstructionYear),
    title: {},
    description,
    photos,
    unknownCodes,
  }
}

export const omnicasaAdapter = (connection: CrmConnectionConfig): CrmAdapter => {
  const { baseUrl, credentials } = connection
  const call = async <T>(method: string, fields: Record<string, unknown>): Promise<T> => {
    if (!credentials.customerName || !credentials.customerPassword)
      throw new CrmError('Omnicasa: customer name and password are missing', 'auth')
    const json = JSON.stringify({
      CustomerName: credentials.customerName,
      CustomerPassword: credentials.customerPassword,
      ...fields,
    })
    const answer = await requestJson<Envelope<T>>(
      `${baseUrl}/${method}Json?json=${encodeURIComponent(json)}`,
      { label: `Omnicasa ${method}` },
    )
    const result = answer[`${method}JsonResult`]
    if (!result) throw new CrmError(`Omnicasa ${method}: unexpected answer`, 'answer')
    if (!result.Success) {
      const message = String(result.Message ?? '').slice(0, 200)
      // Never echo the credentials, even when the CRM does.
      const safe = message
        .split(credentials.customerName)
        .join('…')
        .split(credentials.customerPassword)
        .join('…')
      throw new CrmError(
        `Omnicasa refused the call ${method}: ${safe || 'no reason given'}`,
        'auth',
      )
    }
    return result.Value as T
  }
  const since = (at: Date) => `/Date(${at.getTime()})/`

  return {
    provider: 'omnicasa',
    // Its photos come from the CRM's own web server, which publishes no limit: two at a time.
    photoDownloads: 2,
    // The smallest call that needs the credentials: the deletions of the last moment.
    check: async () => {
      await call<unknown[]>('GetDeletedPropertyIDs', { ChangeSince: since(new Date()) })
    },
    list: async ({ since: changedSince, cursor }) => {
      const start = cursor ?? 1
      const size = OMNICASA.pageSize()
      const window = {
        Limit1: start,
        Limit2: start + size - 1,
        ...(changedSince ? { ChangeSince: since(changedSince) } : {}),
      }
      const pages: Partial<Record<Locale, { Items?: Item[] | null; RowsCount?: number }>> = {}
      for (const [locale, id] of Object.entries(OMNICASA.languages) as [Locale, number][])
        pages[locale] = await call('GetPropertyList', { ...window, LanguageId: id })
      const main = pages.nl
      if (!main || !Array.isArray(main.Items))
        throw new CrmError('Omnicasa: the list has no items', 'answer')
      const byLanguage = (locale: Locale) =>
        new Map((pages[locale]?.Items ?? []).filter(Boolean).map((item) => [String(item.ID), item]))
      const maps = Object.fromEntries(
        Object.keys(OMNICASA.languages).map((locale) => [locale, byLanguage(locale as Locale)]),
      ) as Record<Locale, Map<string, Item>>
      const listings = main.Items.filter((item) => item && item.ID !== undefined).map((item) =>
        omnicasaToCanonical(
          item,
          Object.fromEntries(
            Object.entries(maps)
              .map(([locale, map]) => [locale, map.get(String(item.ID))])
              .filter(([, found]) => found),
          ),
        ),
      )
      const total = num(main.RowsCount) ?? 0
      const next =
        main.Items.length > 0 && start + main.Items.length - 1 < total
          ? start + main.Items.length
          : null
      return { listings, next }
    },
    listDeleted: async (changedSince) => {
      const ids = await call<unknown[]>('GetDeletedPropertyIDs', {
        ChangeSince: since(changedSince),
      })
      return Array.isArray(ids) ? ids.map(String) : []
    },
    pushLead: async (lead: CrmLead) => {
      const id = await call<unknown>('ContactOnMe', {
        ObjectID: num(lead.externalId),
        Name: lead.lastName,
        FirstName: lead.firstName,
        Email: lead.email,
        PhoneNumber: lead.phone ?? '',
        Content: lead.message,
        LanguageId: OMNICASA.languages[lead.locale],
      })
      return id === null || id === undefined ? null : String(id)
    },
  }
}
