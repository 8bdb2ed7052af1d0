import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'
import { formatPhone, telHref } from '@/lib/domain'
import type { ContactCardBlock as ContactCardBlockData } from '@/payload-types'

import type { ContactDetails } from '@/lib/data/blockData'
import shared from '../shared/Block.module.css'
import styles from './ContactCard.module.css'

export async function ContactCardBlock({
  block,
  contact,
  locale,
}: {
  block: ContactCardBlockData
  contact?: ContactDetails
  locale: Locale
}) {
  const t = await getTranslations({ locale, namespace: 'Blocks' })
  const headingId = `contact-${block.id ?? 'block'}`
  const hasAddress = Boolean(contact?.street || contact?.city)
  return (
    <section className={`block block--contact ${styles.card}`} aria-labelledby={headingId}>
      <h2 id={headingId}>{block.heading}</h2>
      {block.text ? <p className={styles.text}>{block.text}</p> : null}
      {contact ? (
        <address className={styles.address}>
          <dl className={styles.list}>
            {block.showAddress !== false && hasAddress ? (
              <div className={styles.item}>
                <dt className={shared.eyebrow}>{t('address')}</dt>
                <dd>
                  {contact.agencyName}
                  {contact.street ? (
                    <>
                      <br />
                      {contact.street}
                    </>
                  ) : null}
                  <br />
                  {[contact.zip, contact.city].filter(Boolean).join(' ')}
                </dd>
              </div>
            ) : null}
            {block.showPhone !== false && contact.phone ? (
              <div className={styles.item}>
                <dt className={shared.eyebrow}>{t('phone')}</dt>
                <dd>
                  <a href={telHref(contact.phone)}>{formatPhone(contact.phone)}</a>
                </dd>
              </div>
            ) : null}
            {block.showEmail !== false && contact.email ? (
              <div className={styles.item}>
                <dt className={shared.eyebrow}>{t('email')}</dt>
                <dd>
                  <a href={`mailto:${contact.email}`}>{contact.email}</a>
                </dd>
              </div>
            ) : null}
          </dl>
        </address>
      ) : null}
    </section>
  )
}
