// The vocabulary of the CRM import (docs/crm-import.md): the canonical listing record between an
// adapter and the site, the adapter interface, and the run report.
import type { Locale } from '@/i18n/locales'
import type { Goal } from '@/lib/site/goals'
import type { PropertyType } from '@/lib/site/propertyTypes'

export const CRM_PROVIDERS = ['omnicasa', 'whise', 'sweepbright'] as const
export type CrmProvider = (typeof CRM_PROVIDERS)[number]

export const providerNames: Record<CrmProvider, string> = {
  omnicasa: 'Omnicasa',
  whise: 'Whise',
  sweepbright: 'SweepBright',
}

export type InLanguages = Partial<Record<Locale, string>>

/** The site's listing states; `withdrawn` unpublishes the property. */
export type CanonicalStatus = 'available' | 'option' | 'sold' | 'rented' | 'withdrawn'

export type CanonicalPhoto = { externalId: string; url: string; order: number }

/**
 * One listing as the site understands it, whatever the CRM. Unknown values are `null`, never a
 * default that looks true: a missing price is "price on request", never 0.
 */
export type CanonicalListing = {
  externalId: string
  externalRef: string | null
  goal: Goal | null
  status: CanonicalStatus | null
  type: PropertyType | null
  price: number | null
  showPrice: boolean
  address: {
    street: string | null
    number: string | null
    box: string | null
    postalCode: string | null
    city: string | null
  }
  showAddress: boolean
  geo: { latitude: number; longitude: number } | null
  bedrooms: number | null
  bathrooms: number | null
  livingArea: number | null
  plotArea: number | null
  epcLabel: string | null
  epcValue: number | null
  constructionYear: number | null
  title: InLanguages
  description: InLanguages
  photos: CanonicalPhoto[]
  /** Codes the mapping did not know: reported in the run, never guessed. */
  unknownCodes: string[]
}

/** A decrypted connection as the adapters see it. */
export type CrmConnectionConfig = {
  id: number | string
  provider: CrmProvider
  baseUrl: string
  credentials: Record<string, string>
}

export type ListingPage = { listings: CanonicalListing[]; next: number | null }

/** A lead for the CRM: one visitor's form about one imported listing. */
export type CrmLead = {
  externalId: string
  firstName: string
  lastName: string
  email: string
  phone: string | null
  message: string
  locale: Locale
}

export type CrmAdapter = {
  provider: CrmProvider
  /** Photos downloaded at once from this CRM (its image host's bearing; default 4). */
  photoDownloads?: number
  /** One cheap authenticated call: resolves when the CRM accepts the credentials. */
  check: () => Promise<void>
  /**
   * Lists listings; `since` asks for the ones changed since (a delta run), `cursor` the page.
   * A CRM that pushes (SweepBright) has none: its runs fetch the listings its webhooks named.
   */
  list?: (args: { since: Date | null; cursor: number | null }) => Promise<ListingPage>
  /** External ids deleted since `since`, when the CRM has such a feed. */
  listDeleted?: (since: Date) => Promise<string[]>
  /** One listing, or null when the CRM no longer has it (webhook-driven CRMs). */
  get?: (externalId: string) => Promise<CanonicalListing | null>
  /** Tells the CRM where the listing is published (SweepBright). */
  reportUrl?: (externalId: string, url: string) => Promise<void>
  pushLead?: (lead: CrmLead) => Promise<string | null>
}

export type ReportAction = 'create' | 'update' | 'unchanged' | 'withdraw' | 'fail'
export type FieldChange = { name: string; before: unknown; after: unknown }
export type ReportEntry = {
  externalId: string
  action: ReportAction
  fields?: FieldChange[]
  error?: string
}
export type RunCounts = {
  created: number
  updated: number
  unchanged: number
  withdrawn: number
  failed: number
  photosDownloaded: number
}
export const emptyCounts = (): RunCounts => ({
  created: 0,
  updated: 0,
  unchanged: 0,
  withdrawn: 0,
  failed: 0,
  photosDownloaded: 0,
})

/** A failure of the CRM's answers that ends the run (bad credentials, a page that failed). */
export class CrmError extends Error {
  constructor(
    message: string,
    readonly kind: 'auth' | 'http' | 'answer' | 'host' = 'http',
  ) {
    super(message)
  }
}
