// The owner portal's page of a property the owner does not have (another owner's, removed, or a
// mistyped number): the spec's "view not found", the same for each case so it reveals nothing,
// with the way back to the owner's own properties. Status 404 (notFound() in the page).
import { getLocale, getTranslations } from 'next-intl/server'

import { defaultLocale, isLocale } from '@/i18n/locales'
import { portalPath } from '@/lib/portal/returnPath'

export default async function OwnerViewNotFound() {
  const raw = await getLocale()
  const locale = isLocale(raw) ? raw : defaultLocale
  const t = await getTranslations({ locale, namespace: 'Portal.property' })
  return (
    <div className="container portal not-found">
      <h1>{t('notFoundTitle')}</h1>
      <p>{t('notFoundText')}</p>
      <p>
        <a href={portalPath(locale)}>{t('back')}</a>
      </p>
    </div>
  )
}
