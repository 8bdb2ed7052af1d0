// The only place pages read new-build projects from (published only, as a visitor).
import 'server-only'

import { unstable_cache } from 'next/cache'
import { cache } from 'react'

import type { Locale } from '@/i18n/locales'
import { cacheTags } from '@/lib/cacheTags'
import { getPayloadClient } from '@/lib/payload'
import { readDetail } from '@/lib/preview'
import { projectPath } from '@/lib/site/paths'
import type { Media, Project } from '@/payload-types'

import { toImage, type ImageData } from '@/lib/images'
import { placeName } from '@/lib/placeName'

export type ProjectCardData = {
  id: number
  href: string
  title: string
  zip: string
  city: string
  /** The town as shown (src/lib/placeName.ts). */
  place: string
  soldOut: boolean
  delivery: string | null
  unitCount: number
  availableUnits: number
  fromPrice: number | null
  image: ImageData | null
}

export const toProjectCard = (project: Project, locale: Locale): ProjectCardData => {
  const units = project.units ?? []
  const open = units.filter((unit) => unit.status !== 'sold')
  const prices = open
    .map((unit) => unit.price)
    .filter((price): price is number => typeof price === 'number')
  return {
    id: project.id,
    href: projectPath(locale, project),
    title: project.title,
    zip: project.zip,
    city: project.city,
    place: placeName(project.city, project.countryId, locale),
    soldOut: Boolean(project.soldOut),
    delivery: project.delivery ?? null,
    unitCount: units.length,
    availableUnits: open.length,
    fromPrice: prices.length ? Math.min(...prices) : null,
    image: toImage(project.images?.[0], 'card'),
  }
}

export const findProjects = cache((locale: Locale) =>
  unstable_cache(
    async () => {
      const payload = await getPayloadClient()
      const { docs } = await payload.find({
        collection: 'projects',
        locale,
        depth: 1,
        limit: 100,
        sort: ['soldOut', '-createdAt'],
        overrideAccess: false,
      })
      return docs.map((doc) => toProjectCard(doc, locale))
    },
    ['projects', locale],
    { tags: [cacheTags.projectLists], revalidate: 3600 },
  )(),
)

export type ProjectDetail = Project & { images?: Media[] | null }

/** A published project (the latest draft for a previewing editor) with its relations, or null. */
export const getProjectDetail = cache((id: number, locale: Locale) =>
  readDetail<ProjectDetail>('projects', id, locale, [cacheTags.project(id)]),
)
