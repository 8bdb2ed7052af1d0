// The tracking events of spec §7 — search, detail view, list, print, form submit and the
// completed form — as the objects pushed to `window.dataLayer` (docs/tracking.md lists them).
// Built on the server from what a page already shows; never personal data (no name, e-mail,
// phone, free text: a search sends its structured filters, not what was typed). Pure.
import type { ListParams } from '@/lib/search/listParams'

export type TrackingValue = string | number | boolean | string[]
export type TrackingEvent = { event: TrackingEventName } & Record<string, TrackingValue>

export const trackingEventNames = [
  'search',
  'view_item_list',
  'view_item',
  'print',
  'form_send',
  'form_complete',
] as const
export type TrackingEventName = (typeof trackingEventNames)[number]

export type ItemType = 'property' | 'project'
export type ListName = 'for-sale' | 'for-rent' | 'new-builds'

/** A filter with a value is part of the search; the view, sort order and page are not. */
const filterKeys = [
  'type',
  'city',
  'zip',
  'region',
  'minPrice',
  'maxPrice',
  'minBedrooms',
  'garden',
  'terrace',
  'garage',
  'epc',
] as const satisfies readonly (keyof ListParams)[]

const isSet = (value: unknown) =>
  Array.isArray(value) ? value.length > 0 : value !== undefined && value !== null

/** Whether a list's parameters hold a search (at least one filter), not just the plain list. */
export const isSearch = (params: ListParams) => filterKeys.some((key) => isSet(params[key]))

/**
 * `search`: a list shown with filters. The filters that were used by name (`search_filters`),
 * the property types, region, postcodes and numeric bounds as chosen — never the typed town
 * text, which only travels as how many towns were chosen.
 */
export const searchEvent = ({
  list,
  params,
  results,
}: {
  list: ListName
  params: ListParams
  results: number
}): TrackingEvent => {
  const event: TrackingEvent = {
    event: 'search',
    list_name: list,
    search_filters: filterKeys.filter((key) => isSet(params[key])),
    results,
  }
  if (params.type.length) event.property_types = [...params.type]
  if (params.region) event.region = params.region
  if (params.zip.length) event.postcodes = [...params.zip]
  if (params.city.length) event.town_count = params.city.length
  if (params.minPrice !== undefined) event.min_price = params.minPrice
  if (params.maxPrice !== undefined) event.max_price = params.maxPrice
  if (params.minBedrooms !== undefined) event.min_bedrooms = params.minBedrooms
  if (params.epc.length) event.epc = [...params.epc]
  return event
}

/** At most this many ids in `view_item_list` (the map view shows hundreds). */
export const MAX_LIST_IDS = 50

/** `view_item_list`: a page of a list (for sale, for rent, new builds), with the ids shown. */
export const viewItemListEvent = ({
  list,
  ids,
  page,
  results,
  view = 'list',
}: {
  list: ListName
  ids: (number | string)[]
  page: number
  results: number
  view?: 'list' | 'map'
}): TrackingEvent => ({
  event: 'view_item_list',
  list_name: list,
  view,
  page,
  results,
  item_ids: ids.slice(0, MAX_LIST_IDS).map(String),
})

/** `view_item`: a property's or project's page. The price only where the page shows one. */
export const viewItemEvent = ({
  type,
  id,
  goal,
  price,
  postcode,
}: {
  type: ItemType
  id: number | string
  goal?: 'sale' | 'rent' | null
  price?: number | null
  postcode?: string | null
}): TrackingEvent => {
  const event: TrackingEvent = { event: 'view_item', item_type: type, item_id: String(id) }
  if (goal) event.goal = goal
  if (typeof price === 'number' && Number.isFinite(price) && price > 0) {
    event.value = price
    event.currency = 'EUR'
  }
  if (postcode) event.postcode = postcode
  return event
}

/** `print`: the visitor prints a property's or project's page (button or the browser's menu). */
export const printEvent = ({
  type,
  id,
}: {
  type: ItemType
  id: number | string
}): TrackingEvent => ({
  event: 'print',
  item_type: type,
  item_id: String(id),
})

/** `form_send`: a form passed the browser's checks and is sent (with JavaScript only). */
export const formSendEvent = (kind: string): TrackingEvent => ({
  event: 'form_send',
  form_kind: kind,
})

/** `form_complete`: the server accepted a form (its thank-you page, with or without JavaScript). */
export const formCompleteEvent = (kind: string): TrackingEvent => ({
  event: 'form_complete',
  form_kind: kind,
})

/**
 * The social-media tracking function's call for an event (spec §7: "called if present"): the
 * Meta pixel's standard events. Only with marketing consent (src/components/measurement).
 */
export const socialTrackingCall = (
  event: TrackingEvent,
): [string, Record<string, TrackingValue>?] | null => {
  switch (event.event) {
    case 'view_item':
      return ['ViewContent', { content_ids: [String(event.item_id)], content_type: 'product' }]
    case 'search':
      return ['Search']
    case 'form_complete':
      return [event.form_kind === 'newsletter' ? 'Subscribe' : 'Lead']
    default:
      return null
  }
}
