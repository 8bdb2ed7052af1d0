// The owner portal: all my properties (the specification's "show all properties"), a card each.
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { Alert } from '@/components/portal/AuthCard'
import { OwnerPropertyCard } from '@/components/portal/OwnerPropertyCard'
import { PortalHeader } from '@/components/portal/PortalHeader'
import type { Locale } from '@/i18n/locales'
import { requireOwner } from '@/lib/portal/guard'
import { getOwnerProperties } from '@/lib/portal/queries'
import { portalPath } from '@/lib/portal/returnPath'
import { privatePageMetadata } from '@/lib/seo/privatePageMetadata'

/** Rendered per request: what it shows depends on the visit (src/lib/rendering.ts). */
export const dynamic = 'force-dynamic'

type Props = {
  params: Promise<{ locale: Locale }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

export const generateMetadata = ({ params }: Props) =>
  privatePageMetadata({ params, titleKey: 'Portal.portal.title' })

export default async function OwnerPortalPage({ params, searchParams }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  const owner = await requireOwner(locale, portalPath(locale))
  const [t, properties, { done }] = await Promise.all([
    getTranslations({ locale, namespace: 'Portal.portal' }),
    getOwnerProperties(owner.id, locale),
    searchParams,
  ])
  return (
    <>
      <PortalHeader locale={locale} name={owner.name} />
      <div className="container portal">
        <h1>{t('title')}</h1>
        <p className="portal__intro">{t('intro')}</p>
        {done === 'password-changed' && <Alert tone="success">{t('passwordChanged')}</Alert>}
        {properties.length === 0 ? (
          <p className="notice">{t('empty')}</p>
        ) : (
          <div className="portal-cards">
            {properties.map((property, index) => (
              <OwnerPropertyCard
                key={property.id}
                property={property}
                locale={locale}
                priority={index < 2}
              />
            ))}
          </div>
        )}
      </div>
    </>
  )
}
