// Server-only reads of the portal pages: the owner of the request, and their properties with the
// figures the pages show. Owners see their own properties whatever their state (also sold or
// withdrawn), with the price as the agency entered it.
import 'server-only'

import { headers } from 'next/headers'
import { cache } from 'react'

import type { Locale } from '@/i18n/locales'
import { getPayloadClient } from '@/lib/payload'
import { toImage, type ImageData } from '@/lib/images'

import { getOwner, type PortalOwner } from './auth'
import { daysBetween, brusselsDay } from './dates'
import { findSharedDocuments } from './documents'
import { computeStats, findOwnedProperty, type OwnerStatsDetail } from './stats'

/** The owner of this request's session, or null (no session, or a staff user). */
export const getPortalOwner = cache(async (): Promise<PortalOwner | null> => {
  const payload = await getPayloadClient()
  return getOwner(payload, await headers())
})

export type PortalPropertyCard = {
  id: number
  title: string
  reference: string | null
  status: 'available' | 'option' | 'sold' | 'rented'
  goal: 'sale' | 'rent'
  price: number | null
  priceUnit: number | null
  priceUnitText: string | null
  city: string | null
  countryId: number | null
  image: ImageData | null
  daysOnMarket: number
  stats: OwnerStatsDetail
}

type PropertyRow = {
  id: number
  title: string
  reference?: string | null
  status?: PortalPropertyCard['status'] | null
  goal?: PortalPropertyCard['goal'] | null
  price?: number | null
  priceUnit?: number | null
  priceUnitText?: string | null
  city?: string | null
  countryId?: number | null
  images?: unknown[] | null
  createdAt: string
  owners?: unknown
}

const toCard = async (row: PropertyRow, now: Date): Promise<PortalPropertyCard> => {
  const payload = await getPayloadClient()
  const stats = await computeStats(payload, { property: row, now })
  return {
    id: row.id,
    title: row.title,
    reference: row.reference ?? null,
    status: row.status ?? 'available',
    goal: row.goal ?? 'sale',
    price: typeof row.price === 'number' ? row.price : null,
    priceUnit: row.priceUnit ?? null,
    priceUnitText: row.priceUnitText ?? null,
    city: row.city ?? null,
    countryId: row.countryId ?? null,
    image: toImage(row.images?.[0], 'card'),
    daysOnMarket: Math.max(0, daysBetween(stats.listedSince, brusselsDay(now))),
    stats,
  }
}

const cardSelect = {
  title: true,
  reference: true,
  status: true,
  goal: true,
  price: true,
  priceUnit: true,
  priceUnitText: true,
  city: true,
  countryId: true,
  images: true,
  createdAt: true,
  owners: true,
} as const

/** Every property of the owner, newest first, with its figures. */
export const getOwnerProperties = cache(
  async (ownerId: number, locale: Locale): Promise<PortalPropertyCard[]> => {
    const payload = await getPayloadClient()
    const { docs } = await payload.find({
      collection: 'properties',
      where: { owners: { in: [ownerId] } },
      select: cardSelect,
      locale,
      depth: 1,
      sort: '-createdAt',
      pagination: false,
      overrideAccess: true,
    })
    const now = new Date()
    return Promise.all((docs as unknown as PropertyRow[]).map((row) => toCard(row, now)))
  },
)

/** One property of the owner with its figures, or null when it is not theirs. */
export const getOwnerProperty = cache(
  async (ownerId: number, id: string, locale: Locale): Promise<PortalPropertyCard | null> => {
    const payload = await getPayloadClient()
    const owned = await findOwnedProperty(payload, { propertyId: id, ownerId, locale })
    if (!owned) return null
    const row = await payload.findByID({
      collection: 'properties',
      id: owned.id,
      select: cardSelect,
      locale,
      depth: 1,
      overrideAccess: true,
    })
    return toCard(row as unknown as PropertyRow, new Date())
  },
)

/** The owner's properties as links (the property selector). */
export const getOwnerPropertyLinks = cache(async (ownerId: number, locale: Locale) => {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'properties',
    where: { owners: { in: [ownerId] } },
    select: { title: true, owners: true },
    locale,
    depth: 0,
    sort: '-createdAt',
    pagination: false,
    overrideAccess: true,
  })
  return docs.map((doc) => ({ id: doc.id as number, title: doc.title as string }))
})

/** The documents the agency shares with the owner on one of their properties. */
export const getOwnerDocuments = cache(async (ownerId: number, id: string, locale: Locale) => {
  const payload = await getPayloadClient()
  return findSharedDocuments(payload, { propertyId: id, ownerId, locale })
})
