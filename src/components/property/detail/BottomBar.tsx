import { getTranslations } from 'next-intl/server'
import type { ReactNode } from 'react'

import type { Locale } from '@/i18n/locales'
import { telHref } from '@/lib/domain'

import styles from '../PropertyDetail.module.css'

/**
 * Phones and tablets: the page's main action and a call always within reach, without
 * JavaScript. Without an action the call is the main button.
 */
export async function BottomBar({
  locale,
  action,
  phone,
  callIsMain = false,
}: {
  locale: Locale
  action: ReactNode
  phone: string | null | undefined
  callIsMain?: boolean
}) {
  const t = await getTranslations({ locale, namespace: 'PropertyDetail' })
  return (
    <div className={styles.bottomBar}>
      {action}
      {phone && (
        <a className={callIsMain ? 'button' : 'button button--secondary'} href={telHref(phone)}>
          {t('call')}
        </a>
      )}
    </div>
  )
}
