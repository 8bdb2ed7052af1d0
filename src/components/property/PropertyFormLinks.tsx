// The forms a visitor opens from a property page: visit, documents, offer (for sale) or rent
// application (for rent), send to a friend. Each is the contact page with ?property= and
// &request= (src/lib/forms/propertyRequests.ts decides which apply).
import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'
import { Link } from '@/i18n/navigation'
import { availableRequests, type PropertyRequest } from '@/lib/forms/propertyRequests'

type Props = {
  property: { id: string; goal: 'sale' | 'rent'; status?: string | null }
  locale: Locale
}

const requestHref = (id: string, request: PropertyRequest) => ({
  pathname: '/contact' as const,
  query: request === 'visit' ? { property: id } : { property: id, request },
})

export async function PropertyFormLinks({ property, locale }: Props) {
  const [tDetail, tActions] = await Promise.all([
    getTranslations({ locale, namespace: 'PropertyDetail' }),
    getTranslations({ locale, namespace: 'Forms.actions' }),
  ])
  const labels: Record<PropertyRequest, string> = {
    visit: tDetail('requestVisit'),
    documents: tActions('documents'),
    offer: tActions('offer'),
    rent: tActions('rent'),
    friend: tDetail('sendToFriend'),
  }
  return availableRequests(property).map((request) => (
    <Link
      key={request}
      className={request === 'visit' ? 'button' : 'button button--secondary'}
      href={requestHref(property.id, request)}
    >
      {labels[request]}
    </Link>
  ))
}

/** The visit request alone (the phone's bottom bar), when the property still takes visits. */
export async function VisitLink({ property, locale }: Props) {
  if (!availableRequests(property).includes('visit')) return null
  const t = await getTranslations({ locale, namespace: 'PropertyDetail' })
  return (
    <Link className="button" href={requestHref(property.id, 'visit')}>
      {t('requestVisit')}
    </Link>
  )
}
