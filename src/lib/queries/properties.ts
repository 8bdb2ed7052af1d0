// The only place pages read properties from. Public reads go through access control as an
// anonymous visitor (overrideAccess: false), so drafts never reach the site.
import 'server-only'

import { cache } from 'react'

import type { PropertyGoal } from '@collections/Properties'
import type { Locale } from '@/i18n/locales'
import { getPayloadClient } from '@/lib/payload'

export const PROPERTIES_PER_PAGE = 12

export type PropertyCardData = {
  id: number | string
  title: string
  goal: PropertyGoal
  price: number | null
  zip: string
  city: string
}

export type PropertyListPage = {
  properties: PropertyCardData[]
  page: number
  totalPages: number
  totalDocs: number
}

const cardSelect = { title: true, goal: true, price: true, zip: true, city: true } as const

export const findPropertiesByGoal = cache(
  async ({
    goal,
    locale,
    page = 1,
    limit = PROPERTIES_PER_PAGE,
  }: {
    goal: PropertyGoal
    locale: Locale
    page?: number
    limit?: number
  }): Promise<PropertyListPage> => {
    const payload = await getPayloadClient()
    const result = await payload.find({
      collection: 'properties',
      where: { goal: { equals: goal } },
      locale,
      depth: 0,
      limit,
      page,
      sort: '-createdAt',
      select: cardSelect,
      overrideAccess: false,
    })
    return {
      properties: result.docs.map((doc) => ({
        id: doc.id,
        title: doc.title,
        goal: doc.goal,
        price: doc.price ?? null,
        zip: doc.zip,
        city: doc.city,
      })),
      page: result.page ?? page,
      totalPages: Math.max(result.totalPages, 1),
      totalDocs: result.totalDocs,
    }
  },
)
