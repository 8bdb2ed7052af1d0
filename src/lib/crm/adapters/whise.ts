// The Whise adapter (docs/crm-import.md, "Whise"): token login (marketplace token, then client
// token; on a 401 it logs in again once), POST /v1/estates/list in pages, leads through
// /v1/contacts/upsert. Its whole mapping is the one table WHISE below.
import type { Locale } from '@/i18n/locales'

import { requestJson, HttpError } from '../http'
import type {
  CanonicalListing,
  CanonicalStatus,
  CrmAdapter,
  CrmConnectionConfig,
  CrmLead,
  InLanguages,
} from '../types'
import { CrmError } from '../types'
import { geoFromPair, lookup, num, positive, text } from './shared'
import type { PropertyType } from '@/lib/site/propertyTypes'

/** Every code and field of Whise the import reads: correct a real account's answer here. */
export const WHISE = {
  /** Rows per list call; CRM_PAGE_SIZE lowers it (tests). */
  pageSize: () => Number(process.env.CRM_PAGE_SIZE) || 50,
  category: {
    1: 'house',
    2: 'apartment',
    3: 'land',
    4: 'office',
    5: 'commercial',
    6: 'industrial',
    7: 'garage',
  } as Record<string, PropertyType>,
  purpose: { 1: 'sale', 2: 'rent' } as Record<string, 'sale' | 'rent'>,
  purposeStatus: {
    1: 'available',
    2: 'available',
    3: 'sold',
    4: 'rented',
    5: 'option',
    6: 'option',
  } as Record<string, CanonicalStatus>,
  /** displayStatusId: online (2 online, 3 estate of the month, 5 website only) or offline. */
  display: { 1: false, 2: true, 3: true, 5: true } as Record<string, boolean>,
  details: { x: 1849, y: 1850, epcLabel: 2056, epcValue: 2089, constructionYear: 14 },
  /** Language ids of the text arrays, by their first two letters. */
  languages: { nl: 'nl', fr: 'fr', en: 'en', de: 'de' } as Record<string, Locale>,
  leadLanguage: { nl: 'nl-BE', fr: 'fr-BE', en: 'en-GB', de: 'de-DE' } as Record<Locale, string>,
}

type WhiseText = { languageId?: string; content?: string } | null
type WhiseEstate = {
  id: number | string
  referenceNumber?: string | null
  name?: string | null
  address?: string | null
  number?: string | null
  box?: string | null
  zip?: string | null
  city?: string | null
  country?: { id?: number } | null
  price?: number | null
  area?: number | null
  groundArea?: number | null
  rooms?: number | null
  bathRooms?: number | null
  category?: { id?: number } | null
  purpose?: { id?: number } | null
  purposeStatus?: { id?: number } | null
  displayStatusId?: number | null
  shortDescription?: WhiseText[] | null
  sms?: WhiseText[] | null
  details?: Array<{ id?: number; value?: unknown } | null> | null
  pictures?: Array<{
    id?: number | string
    order?: number
    urlXXL?: string
    urlLarge?: string
  } | null> | null
}

const texts = (items: WhiseText[] | null | undefined): InLanguages => {
  const out: InLanguages = {}
  for (const item of items ?? []) {
    const locale =
      WHISE.languages[
        String(item?.languageId ?? '')
          .slice(0, 2)
          .toLowerCase()
      ]
    if (locale && item?.content?.trim()) out[locale] = item.content.trim()
  }
  return out
}

/** One estate as a canonical listing (pure; tests/unit/lib/crm/whise.test.ts). */
export const whiseToCanonical = (estate: WhiseEstate): CanonicalListing => {
  const unknownCodes: string[] = []
  const detail = (id: number) => estate.details?.find((d) => d?.id === id)?.value
  const online = lookup(WHISE.display, estate.displayStatusId, 'displayStatusId', unknownCodes)
  const status = lookup(
    WHISE.purposeStatus,
    estate.purposeStatus?.id,
    'purposeStatus',
    unknownCodes,
  )
  const price = positive(estate.price)
  return {
    externalId: String(estate.id),
    externalRef: text(estate.referenceNumber),
    goal: lookup(WHISE.purpose, estate.purpose?.id, 'purpose', unknownCodes),
    status: online === false ? 'withdrawn' : online === null ? null : status,
    type: lookup(WHISE.category, estate.category?.id, 'category', unknownCodes),
    price,
    showPrice: true,
    address: {
      street: text(estate.address),
      number: text(estate.number),
      box: text(estate.box),
      postalCode: text(estate.zip),
      city: text(estate.city),
    },
    showAddress: true,
    geo: geoFromPair(detail(WHISE.details.x), detail(WHISE.details.y)),
    bedrooms: num(estate.rooms),
    bathrooms: num(estate.bathRooms),
    livingArea: positive(estate.area),
    plotArea: positive(estate.groundArea),
    epcLabel: text(detail(WHISE.details.epcLabel)),
    epcValue: num(detail(WHISE.details.epcValue)),
    constructionYear: num(detail(WHISE.details.constructionYear)),
    title: {},
    description: texts(estate.shortDescription),
    photos: (estate.pictures ?? [])
      .filter((p): p is NonNullable<typeof p> => Boolean(p && (p.urlXXL || p.urlLarge)))
      .map((p, index) => ({
        externalId: String(p.id ?? index),
        url: (p.urlXXL || p.urlLarge)!,
        order: num(p.order) ?? index,
      })),
    unknownCodes,
  }
}

export const whiseAdapter = (connection: CrmConnectionConfig): CrmAdapter => {
  const { baseUrl, credentials } = connection
  let token: string | null = null

  const login = async () => {
    if (!credentials.username || !credentials.password)
      throw new CrmError('Whise: username and password are missing', 'auth')
    try {
      const market = await requestJson<{ token?: string }>(`${baseUrl}/token`, {
        method: 'POST',
        body: { Username: credentials.username, Password: credentials.password },
        label: 'Whise login',
      })
      if (!market.token) throw new CrmError('Whise: the login gave no token', 'auth')
      const client = await requestJson<{ token?: string }>(`${baseUrl}/v1/admin/clients/token`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${market.token}` },
        body: { ClientId: num(credentials.clientId), OfficeId: num(credentials.officeId) },
        label: 'Whise client token',
      })
      if (!client.token) throw new CrmError('Whise: the client login gave no token', 'auth')
      token = client.token
    } catch (error) {
      if (
        error instanceof HttpError &&
        (error.status === 401 || error.status === 403 || error.status === 400)
      )
        throw new CrmError(
          'Whise refused the credentials (check username, password, client and office id)',
          'auth',
        )
      throw error
    }
  }

  /** A call with the client token; on a 401 it logs in again once. */
  const call = async <T>(path: string, body: unknown, label: string): Promise<T> => {
    if (!token) await login()
    try {
      return await requestJson<T>(`${baseUrl}${path}`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}` },
        body,
        label,
      })
    } catch (error) {
      if (!(error instanceof HttpError) || error.status !== 401) throw error
      await login()
      return requestJson<T>(`${baseUrl}${path}`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}` },
        body,
        label,
      })
    }
  }

  return {
    provider: 'whise',
    // Its photos are files on a storage service built for parallel downloads.
    photoDownloads: 4,
    check: login,
    list: async ({ since, cursor }) => {
      const offset = cursor ?? 0
      const answer = await call<{ estates?: WhiseEstate[] | null; totalCount?: number }>(
        '/v1/estates/list',
        {
          Filter: {
            // Every status and display status: sold and offline listings must be seen too.
            DisplayStatusIds: [1, 2, 3, 4, 5],
            ...(since ? { UpdateDateTimeRange: { Min: since.toISOString() } } : {}),
            LanguageId: 'nl-BE',
          },
          Page: { Limit: WHISE.pageSize(), Offset: offset },
        },
        'Whise estates list',
      )
      if (!Array.isArray(answer.estates))
        throw new CrmError('Whise: the list has no estates', 'answer')
      const listings = answer.estates.filter((e) => e && e.id !== undefined).map(whiseToCanonical)
      const total = num(answer.totalCount) ?? 0
      const next =
        answer.estates.length > 0 && offset + answer.estates.length < total
          ? offset + answer.estates.length
          : null
      return { listings, next }
    },
    pushLead: async (lead: CrmLead) => {
      const answer = await call<{ contactId?: number | string }>(
        '/v1/contacts/upsert',
        {
          Name: lead.lastName,
          FirstName: lead.firstName,
          PrivateEmail: lead.email,
          PrivateTel: lead.phone ?? undefined,
          EstateIds: [num(lead.externalId)],
          OfficeIds: [num(credentials.officeId)],
          LanguageId: WHISE.leadLanguage[lead.locale],
          Comments: lead.message,
        },
        'Whise contact',
      )
      return answer.contactId === undefined ? null : String(answer.contactId)
    },
  }
}
