// The SweepBright adapter (docs/crm-import.md, "SweepBright"): OAuth client credentials, the
// versioned Accept header, one estate per GET (SweepBright pushes webhooks; it has no list in
// the wire subset), the public address reported back with PUT /estates/{id}/url, leads through
// POST /estates/{id}/contacts. Image URLs expire: photos are downloaded in the run that fetched
// them. Its whole mapping is the one table SWEEPBRIGHT below.
import type { Locale } from '@/i18n/locales'
import type { PropertyType } from '@/lib/site/propertyTypes'

import { HttpError, request, requestJson } from '../http'
import {
  CrmError,
  type CanonicalListing,
  type CanonicalStatus,
  type CrmAdapter,
  type CrmConnectionConfig,
  type CrmLead,
} from '../types'
import { lookup, num, positive, text } from './shared'

/** Every code and field of SweepBright the import reads: correct a real account's answer here. */
export const SWEEPBRIGHT = {
  accept: 'application/vnd.sweepbright.v20191206+json',
  negotiation: { sale: 'sale', let: 'rent' } as Record<string, 'sale' | 'rent'>,
  status: {
    available: 'available',
    option: 'option',
    under_contract: 'option',
    agreement: 'option',
    sold: 'sold',
    rented: 'rented',
    let: 'rented',
    prospect: 'withdrawn',
    unavailable: 'withdrawn',
    withdrawn: 'withdrawn',
  } as Record<string, CanonicalStatus>,
  type: {
    house: 'house',
    apartment: 'apartment',
    land: 'land',
    office: 'office',
    commercial: 'commercial',
    industrial: 'industrial',
    parking: 'parking',
    garage: 'garage',
  } as Record<string, PropertyType>,
  subType: { villa: 'villa', studio: 'studio', penthouse: 'penthouse', duplex: 'duplex' } as Record<
    string,
    PropertyType
  >,
  locales: ['nl', 'fr', 'en', 'de'] as Locale[],
}

type Estate = Record<string, any> // eslint-disable-line @typescript-eslint/no-explicit-any

export const sweepbrightToCanonical = (estate: Estate): CanonicalListing => {
  const unknownCodes: string[] = []
  const location = estate.location ?? {}
  const price = estate.price ?? {}
  const inLanguages = (value: unknown) => {
    const out: Partial<Record<Locale, string>> = {}
    if (value && typeof value === 'object')
      for (const locale of SWEEPBRIGHT.locales) {
        const found = text((value as Record<string, unknown>)[locale])
        if (found) out[locale] = found
      }
    return out
  }
  const lat = num(location.geo?.latitude)
  const lng = num(location.geo?.longitude)
  const subType = estate.sub_type ? SWEEPBRIGHT.subType[String(estate.sub_type)] : undefined
  return {
    externalId: String(estate.id),
    externalRef: text(estate.reference) ?? null,
    goal: lookup(SWEEPBRIGHT.negotiation, estate.negotiation, 'negotiation', unknownCodes),
    status: lookup(SWEEPBRIGHT.status, estate.status, 'status', unknownCodes),
    type: subType ?? lookup(SWEEPBRIGHT.type, estate.type, 'type', unknownCodes),
    price: positive(price.amount),
    showPrice: price.hidden !== true,
    address: {
      street: text(location.street),
      number: text(location.number),
      box: text(location.box),
      postalCode: text(location.postal_code),
      city: text(location.city),
    },
    showAddress: location.hidden !== true,
    geo: lat !== null && lng !== null ? { latitude: lat, longitude: lng } : null,
    bedrooms: num(estate.bedrooms),
    bathrooms: num(estate.bathrooms),
    livingArea: positive(estate.sizes?.liveable_area?.size ?? estate.sizes?.liveable_area),
    plotArea: positive(estate.sizes?.plot_area?.size ?? estate.sizes?.plot_area),
    epcLabel: text(estate.epc_category),
    epcValue: num(estate.epc_value),
    constructionYear: null,
    title: inLanguages(estate.title),
    description: inLanguages(estate.description),
    photos: (Array.isArray(estate.images) ? estate.images : [])
      .filter((image: Estate | null) => image?.url)
      .map((image: Estate, index: number) => ({
        externalId: String(image.id ?? index),
        url: String(image.url),
        order: num(image.ordinal) ?? index,
      })),
    unknownCodes,
  }
}

export const sweepbrightAdapter = (connection: CrmConnectionConfig): CrmAdapter => {
  const { baseUrl, credentials } = connection
  let token: { value: string; until: number } | null = null

  const login = async () => {
    if (!credentials.clientId || !credentials.clientSecret)
      throw new CrmError('SweepBright: client id and secret are missing', 'auth')
    try {
      const answer = await requestJson<{ access_token?: string; expires_in?: number }>(
        `${baseUrl}/oauth/token`,
        {
          method: 'POST',
          headers: { Accept: SWEEPBRIGHT.accept },
          body: {
            grant_type: 'client_credentials',
            client_id: credentials.clientId,
            client_secret: credentials.clientSecret,
          },
          label: 'SweepBright login',
        },
      )
      if (!answer.access_token) throw new CrmError('SweepBright: the login gave no token', 'auth')
      token = {
        value: answer.access_token,
        until: Date.now() + Math.max(60, (num(answer.expires_in) ?? 3600) - 60) * 1000,
      }
    } catch (error) {
      if (error instanceof HttpError && [400, 401, 403].includes(error.status))
        throw new CrmError(
          'SweepBright refused the credentials (check client id and secret)',
          'auth',
        )
      throw error
    }
  }
  const headers = async () => {
    if (!token || token.until < Date.now()) await login()
    return { Accept: SWEEPBRIGHT.accept, Authorization: `Bearer ${token!.value}` }
  }
  /** A call with the token; on a 401 (expired early) it logs in again once. */
  const call = async (
    path: string,
    options: { method?: 'GET' | 'POST' | 'PUT'; body?: unknown },
  ) => {
    let response = await request(`${baseUrl}${path}`, {
      ...options,
      headers: await headers(),
      label: `SweepBright ${options.method ?? 'GET'} ${path.split('/')[1]}`,
    })
    if (response.status === 401) {
      await response.body?.cancel().catch(() => undefined)
      token = null
      response = await request(`${baseUrl}${path}`, {
        ...options,
        headers: await headers(),
        label: 'SweepBright',
      })
    }
    return response
  }

  return {
    provider: 'sweepbright',
    // Its photo links expire: the listing's photos are fetched soon after its answer.
    photoDownloads: 4,
    check: login,
    get: async (externalId) => {
      const response = await call(`/estates/${encodeURIComponent(externalId)}`, {})
      if (response.status === 404 || response.status === 410) {
        await response.body?.cancel().catch(() => undefined)
        return null
      }
      if (!response.ok) {
        await response.body?.cancel().catch(() => undefined)
        throw new HttpError(`SweepBright estate: HTTP ${response.status}`, response.status)
      }
      return sweepbrightToCanonical((await response.json()) as Estate)
    },
    reportUrl: async (externalId, url) => {
      const response = await call(`/estates/${encodeURIComponent(externalId)}/url`, {
        method: 'PUT',
        body: { url },
      })
      await response.body?.cancel().catch(() => undefined)
    },
    pushLead: async (lead: CrmLead) => {
      const response = await call(`/estates/${encodeURIComponent(lead.externalId)}/contacts`, {
        method: 'POST',
        body: {
          first_name: lead.firstName,
          last_name: lead.lastName,
          email: lead.email,
          phone: lead.phone ?? undefined,
          message: lead.message,
          locale: lead.locale,
        },
      })
      if (!response.ok)
        throw new HttpError(`SweepBright contact: HTTP ${response.status}`, response.status)
      await response.body?.cancel().catch(() => undefined)
      return null
    },
  }
}
