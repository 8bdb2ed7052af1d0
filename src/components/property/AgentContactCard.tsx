// The contact card beside a property or project: the agent who manages it (photo, name, role,
// phone, e-mail), then the page's own actions and share links. Sticky on a desk
// (PropertyDetail.module.css); the phone's bottom bar repeats the main action and a call.
import { getTranslations } from 'next-intl/server'
import type { ReactNode } from 'react'

import type { Locale } from '@/i18n/locales'
import { formatPhone, telHref } from '@/lib/domain'
import { Picture } from '@/components/layout/Picture'
import { toImage } from '@/lib/images'
import type { Team } from '@/payload-types'

import styles from './PropertyDetail.module.css'

export async function AgentContactCard({
  manager,
  locale,
  actions,
  share,
}: {
  manager: Team | null
  locale: Locale
  actions: ReactNode
  share: ReactNode
}) {
  const t = await getTranslations({ locale, namespace: 'PropertyDetail' })
  const photo = manager ? toImage(manager.photo, 'card') : null
  return (
    <aside aria-labelledby="contact-card" className={styles.contact}>
      <h2 id="contact-card">{t(manager ? 'manager' : 'contactCard')}</h2>
      {manager && (
        <div className={styles.agent}>
          {photo && (
            <Picture
              src={photo.url}
              alt={photo.alt}
              width={72}
              height={72}
              sizes="72px"
              className={styles.agentPhoto}
            />
          )}
          <div>
            <p className={styles.agentName}>{manager.name}</p>
            {manager.role && <p>{manager.role}</p>}
          </div>
        </div>
      )}
      {manager?.phone && (
        <p>
          <a href={telHref(manager.phone)}>{formatPhone(manager.phone)}</a>
        </p>
      )}
      {manager?.email && (
        <p className={styles.email}>
          <a href={`mailto:${manager.email}`}>{manager.email}</a>
        </p>
      )}
      <div className={styles.actions}>{actions}</div>
      <div className={styles.share}>{share}</div>
    </aside>
  )
}
