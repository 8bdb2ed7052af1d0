import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'
import { formatPhone } from '@/lib/domain'
import type { ContactCardBlock as ContactCardBlockData } from '@/payload-types'

import type { ContactDetails } from '../types'

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
    <section className="block block--contact" aria-labelledby={headingId}>
      <h2 id={headingId}>{block.heading}</h2>
      {block.text ? <p>{block.text}</p> : null}
      {contact ? (
        <address>
          <dl className="contact-card">
            {block.showAddress !== false && hasAddress ? (
              <>
                <dt>{t('address')}</dt>
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
              </>
            ) : null}
            {block.showPhone !== false && contact.phone ? (
              <>
                <dt>{t('phone')}</dt>
                <dd>
                  <a href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`}>
                    {formatPhone(contact.phone)}
                  </a>
                </dd>
              </>
            ) : null}
            {block.showEmail !== false && contact.email ? (
              <>
                <dt>{t('email')}</dt>
                <dd>
                  <a href={`mailto:${contact.email}`}>{contact.email}</a>
                </dd>
              </>
            ) : null}
          </dl>
        </address>
      ) : null}
    </section>
  )
}
