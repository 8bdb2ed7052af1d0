// The forms a visitor opens about one property: /contact/?property={id}&request={request}. An
// offer only for a property for sale, a rent application only for one to rent, and neither once
// it is sold or rented; anything else falls back to the visit request.
import type { FormKind } from './kinds'

export const propertyRequests = {
  visit: 'visit-request',
  documents: 'document-request',
  friend: 'send-to-friend',
  offer: 'offer',
  rent: 'rent-application',
} as const satisfies Record<string, FormKind>

export type PropertyRequest = keyof typeof propertyRequests
export type PropertyFormKind = (typeof propertyRequests)[PropertyRequest]

type PropertyState = { goal: 'sale' | 'rent'; status?: string | null }

/** The requests that make sense for this property, in the order the detail page shows them. */
export const availableRequests = ({ goal, status }: PropertyState): PropertyRequest[] => {
  const requests: PropertyRequest[] = ['visit', 'documents']
  if (goal === 'sale' && status !== 'sold') requests.push('offer')
  if (goal === 'rent' && status !== 'rented') requests.push('rent')
  requests.push('friend')
  return requests
}

/** The form of `?request=` for this property; the visit request when it does not apply. */
export const propertyRequestKind = (
  request: unknown,
  property: PropertyState,
): PropertyFormKind => {
  const requests: readonly string[] = availableRequests(property)
  return typeof request === 'string' && requests.includes(request)
    ? propertyRequests[request as PropertyRequest]
    : propertyRequests.visit
}
