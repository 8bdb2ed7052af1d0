import { getTranslations } from 'next-intl/server'
import type { ReactNode } from 'react'

import type { Locale } from '@/i18n/locales'

import styles from '../PropertyDetail.module.css'

/** The key facts under a property's or project's title: a list of `Fact`s. */
export async function KeyFacts({ locale, children }: { locale: Locale; children: ReactNode }) {
  const t = await getTranslations({ locale, namespace: 'PropertyDetail' })
  return (
    <section aria-labelledby="key-facts" className={styles.facts}>
      <h2 id="key-facts" className="visually-hidden">
        {t('keyFacts')}
      </h2>
      <dl>{children}</dl>
    </section>
  )
}

/** One key fact; `className` replaces the plain fact's (the price's is larger). */
export function Fact({
  label,
  className = styles.fact,
  children,
}: {
  label: string
  className?: string
  children: ReactNode
}) {
  return (
    <div className={className}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  )
}
