// Query-string parameters of the property lists (docs/public-urls.md), parsed before they reach
// a query. Malformed or unknown parameters are ignored, never a 500: each field falls back on
// its own, so one bad value does not discard the others.
import { z } from 'zod'

import { areaQuery, parseArea, type SearchArea } from './area'

export type SearchParams = Record<string, string | string[] | undefined>

export const sortOptions = ['price-asc', 'price-desc', 'type', 'city', 'date-desc'] as const
export type SortOption = (typeof sortOptions)[number]

export const regions = ['flanders', 'brussels', 'wallonia', 'luxembourg'] as const

const all = (value: string | string[] | undefined) =>
  (Array.isArray(value) ? value : value === undefined ? [] : [value])
    .flatMap((item) => item.split(','))
    .map((item) => item.trim())
    .filter(Boolean)

const first = (value: string | string[] | undefined) => all(value)[0]

const amount = z.coerce.number().int().min(0).max(1_000_000_000).optional().catch(undefined)
const flag = z
  .enum(['1', 'true', 'on'])
  .transform(() => true as const)
  .optional()
  .catch(undefined)
const words = (max: number) =>
  z
    .array(
      z
        .string()
        .max(60)
        .regex(/^[\p{L}\p{N} '’.()-]+$/u),
    )
    .max(max)
    .catch([])

/** A property's reference as an agency writes it: letters, digits and `-`, `_`, `.`, `/`. */
export const referencePattern = /^[\p{L}\p{N}][\p{L}\p{N}._/-]{0,39}$/u

const listParams = z.object({
  ref: z.string().regex(referencePattern).optional().catch(undefined),
  type: words(20),
  city: words(20),
  zip: z
    .array(z.string().regex(/^(\d{4}|L-\d{4})$/))
    .max(50)
    .catch([]),
  region: z.enum(regions).optional().catch(undefined),
  minPrice: amount,
  maxPrice: amount,
  minBedrooms: z.coerce.number().int().min(0).max(50).optional().catch(undefined),
  garden: flag,
  terrace: flag,
  garage: flag,
  epc: z
    .array(z.string().regex(/^[A-I](\+{1,2}|-)?$/))
    .max(20)
    .catch([]),
  sort: z.enum(sortOptions).catch('date-desc'),
  page: z.coerce.number().int().min(1).max(10_000).catch(1),
  view: z.enum(['list', 'map']).catch('list'),
})

/** The filters of a list; `area` is the drawn polygon or the circle, when a valid one is given. */
export type ListParams = z.infer<typeof listParams> & { area?: SearchArea }

// A value split on commas would break `lat,lng`: the area's values are read whole.
const raw = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)

export const parseListParams = (searchParams: SearchParams): ListParams => {
  const area = parseArea({
    area: raw(searchParams.area),
    near: raw(searchParams.near),
    radius: raw(searchParams.radius),
  })
  const params: ListParams = listParams.parse({
    ref: first(searchParams.ref),
    type: all(searchParams.type),
    city: all(searchParams.city),
    zip: all(searchParams.zip).map((zip) => zip.toUpperCase()),
    region: first(searchParams.region),
    minPrice: first(searchParams.minPrice),
    maxPrice: first(searchParams.maxPrice),
    minBedrooms: first(searchParams.minBedrooms),
    garden: first(searchParams.garden),
    terrace: first(searchParams.terrace),
    garage: first(searchParams.garage),
    epc: all(searchParams.epc).map((label) => label.toUpperCase()),
    sort: first(searchParams.sort) ?? 'date-desc',
    page: first(searchParams.page) ?? 1,
    view: first(searchParams.view) ?? 'list',
  })
  if (area) params.area = area
  return params
}

/** The query string of a list with these parameters (defaults left out), for links and paging. */
export const listQuery = (params: Partial<ListParams>): Record<string, string | string[]> => {
  const query: Record<string, string | string[]> = {}
  if (params.ref) query.ref = params.ref
  for (const key of ['type', 'city', 'zip', 'epc'] as const) {
    if (params[key]?.length) query[key] = params[key]!
  }
  if (params.region) query.region = params.region
  if (params.area) Object.assign(query, areaQuery(params.area))
  for (const key of ['minPrice', 'maxPrice', 'minBedrooms'] as const) {
    if (params[key] !== undefined) query[key] = String(params[key])
  }
  for (const key of ['garden', 'terrace', 'garage'] as const) {
    if (params[key]) query[key] = '1'
  }
  if (params.sort && params.sort !== 'date-desc') query.sort = params.sort
  if (params.page && params.page > 1) query.page = String(params.page)
  if (params.view === 'map') query.view = 'map'
  return query
}

/**
 * The normalised filter set of a list URL's query: the parameters it understands, defaults left
 * out, repeated values sorted, in one order — so that `?type=house&type=flat` and
 * `?type=flat&type=house&utm_source=x` are one cached page (decision 0020). Empty: no filter.
 */
export const normalizedListQuery = (searchParams: SearchParams): string => {
  const query = listQuery(parseListParams(searchParams))
  const pairs = Object.entries(query).flatMap(([key, value]) =>
    (Array.isArray(value) ? [...new Set(value)].sort() : [value]).map((item) => [key, item]),
  )
  return new URLSearchParams(pairs).toString()
}

/** The query string back into the parameters a list page reads. */
export const searchParamsOf = (query: string): SearchParams => {
  const params: Record<string, string[]> = {}
  for (const [key, value] of new URLSearchParams(query)) (params[key] ??= []).push(value)
  return params
}
