// Beside the contact page's form: the agency's office — its address with a link to it on a map,
// a button to call and one to write. On a phone it comes first, so that a visitor who would
// rather call does not scroll past fourteen fields to find the number.
import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'
import { getSiteIdentity } from '@/lib/data/settings'
import { formatPhone, telHref } from '@/lib/domain'

import styles from './OfficeCard.module.css'

/** The office on OpenStreetMap: a plain link, nothing of the map loads on this page. */
const mapSearchUrl = (parts: string[]) =>
  `https://www.openstreetmap.org/search?query=${encodeURIComponent(parts.join(', '))}`

export async function OfficeCard({ locale }: { locale: Locale }) {
  const [t, tBlocks, identity] = await Promise.all([
    getTranslations({ locale, namespace: 'ContactPage' }),
    getTranslations({ locale, namespace: 'Blocks' }),
    getSiteIdentity(),
  ])
  const place = [identity.zip, identity.city].filter(Boolean).join(' ')
  const address = [identity.street, place].filter((part): part is string => Boolean(part))
  return (
    <aside className={styles.card} aria-labelledby="office-card">
      {/* The card's name, not a heading: the page's h2 are the form's steps. */}
      <p id="office-card" className={styles.title}>
        {t('office')}
      </p>
      <address className={styles.address}>
        <strong>{identity.agencyName}</strong>
        {address.map((line) => (
          <span key={line}>{line}</span>
        ))}
      </address>
      <div className={styles.actions}>
        {identity.phone && (
          <a className="button" href={telHref(identity.phone)}>
            {t('call', { phone: formatPhone(identity.phone) })}
          </a>
        )}
        {identity.email && (
          <a className="button button--secondary" href={`mailto:${identity.email}`}>
            {identity.email}
          </a>
        )}
      </div>
      {address.length > 0 && (
        <p className={styles.map}>
          <a
            href={mapSearchUrl([...address, identity.country === 'LU' ? 'Luxembourg' : 'Belgique'])}
            target="_blank"
            rel="noopener noreferrer"
          >
            {t('onMap')}
            <span className="visually-hidden"> ({tBlocks('opensInNewTab')})</span>
          </a>
        </p>
      )}
    </aside>
  )
}
