// "Save this search" on the list pages: the list's filters as a link to the demand register,
// and that link's query back into the form's starting values (no JavaScript needed: the form
// page renders them in its HTML). Unknown or malformed values are left out, never an error.
import type { Href } from '@/i18n/navigation'
import { searchPropertyTypes } from '@/lib/forms/choices'
import {
  listQuery,
  parseListParams,
  type ListParams,
  type SearchParams,
} from '@/lib/search/listParams'

import { parseArea } from './criteria'

type SearchType = (typeof searchPropertyTypes)[number]

export type DemandDefaults = {
  goal: 'sale' | 'rent'
  types: SearchType[]
  zones: string[]
  minPrice?: number
  maxPrice?: number
  minBedrooms?: number
  terrace?: boolean
  garden?: boolean
  area?: string
}

/** The demand register with the list's filters (paging, sort and view left out). */
export const saveSearchHref = (goal: 'sale' | 'rent', params: ListParams): Href => {
  const query = listQuery({ ...params, page: 1, sort: 'date-desc', view: 'list', epc: [] })
  delete query.region
  // A reference is one property, not a search to be kept.
  delete query.ref
  return { pathname: '/keep-me-informed', query: { ...query, goal } }
}

const isSearchType = (type: string): type is SearchType =>
  (searchPropertyTypes as readonly string[]).includes(type)

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)

/** The form's starting values from the demand register's query, or null without a goal. */
export const demandDefaults = (searchParams: SearchParams): DemandDefaults | null => {
  const goal = first(searchParams.goal)
  if (goal !== 'sale' && goal !== 'rent') return null
  const params = parseListParams(searchParams)
  const area = first(searchParams.area)
  return {
    goal,
    types: params.type.filter(isSearchType),
    zones: [...params.zip, ...params.city],
    minPrice: params.minPrice,
    maxPrice: params.maxPrice,
    minBedrooms: params.minBedrooms,
    terrace: params.terrace,
    garden: params.garden,
    area: area && parseArea(area) ? area : undefined,
  }
}
