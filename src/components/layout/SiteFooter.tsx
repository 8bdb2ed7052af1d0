import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'
import { formatPhone } from '@/lib/domain'
import { getSiteIdentity } from '@/lib/queries/settings'

/** The agency's legal identity, which Belgian law requires on an estate agent's site. */
export async function SiteFooter({ locale }: { locale: Locale }) {
  const [t, identity] = await Promise.all([
    getTranslations({ locale, namespace: 'Layout' }),
    getSiteIdentity(),
  ])
  return (
    <footer className="site-footer">
      <div className="container">
        <address aria-label={t('contactDetails')}>
          <strong>{identity.agencyName}</strong>
          {identity.street && <span>{identity.street}</span>}
          {(identity.zip || identity.city) && (
            <span>{[identity.zip, identity.city].filter(Boolean).join(' ')}</span>
          )}
          {identity.phone && (
            <a href={`tel:${identity.phone.replace(/[^\d+]/g, '')}`}>
              {formatPhone(identity.phone)}
            </a>
          )}
          {identity.email && <a href={`mailto:${identity.email}`}>{identity.email}</a>}
        </address>
        <p>
          {identity.vatNumber && <span>{t('vatNumber', { number: identity.vatNumber })} · </span>}
          {identity.ipiNumber && <span>{t('ipiNumber', { number: identity.ipiNumber })}</span>}
        </p>
        <p>{t('footerRights', { year: new Date().getFullYear(), agency: identity.agencyName })}</p>
      </div>
    </footer>
  )
}
