// The forms a visitor opens about one property: /contact/?property={id}&request={request}. A
// visit and an offer only while a property for sale is not sold, a visit and a rent application
// only while one to rent is not rented; anything else falls back to the visit request, or to the
// general contact form once the property takes no visits.
import type { FormKind } from '@/lib/site/formKinds'

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

/** Sold or rented: the property takes no visit, offer or rent application any more. */
export const isPropertyClosed = ({ status }: PropertyState): boolean =>
  status === 'sold' || status === 'rented'

/** The requests that make sense for this property, in the order the detail page shows them. */
export const availableRequests = (property: PropertyState): PropertyRequest[] => {
  // Sold or rented: nothing left to visit, buy, rent or read the file of; it can still be shared.
  if (isPropertyClosed(property)) return ['friend']
  return ['visit', 'documents', property.goal === 'sale' ? 'offer' : 'rent', 'friend']
}

/**
 * The form of `?request=` for this property: the visit request when the request does not apply,
 * and the general contact form when not even a visit does (a sold or rented property).
 */
export const propertyRequestKind = (
  request: unknown,
  property: PropertyState,
): PropertyFormKind | 'contact' => {
  const requests: readonly string[] = availableRequests(property)
  if (typeof request === 'string' && requests.includes(request)) {
    return propertyRequests[request as PropertyRequest]
  }
  return requests.includes('visit') ? propertyRequests.visit : 'contact'
}
