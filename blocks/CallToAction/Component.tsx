import type { Locale } from '@/i18n/locales'
import type { CallToActionBlock as CallToActionBlockData } from '@/payload-types'

import { CmsLink } from '../shared/CmsLink'
import styles from './CallToAction.module.css'

export function CallToActionBlock({
  block,
  locale,
}: {
  block: CallToActionBlockData
  locale: Locale
}) {
  const headingId = `cta-${block.id ?? 'block'}`
  return (
    <section className={`block block--cta ${styles.panel}`} aria-labelledby={headingId}>
      <div>
        <h2 id={headingId}>{block.heading}</h2>
        {block.text ? <p className={styles.text}>{block.text}</p> : null}
      </div>
      <p className={styles.action}>
        <CmsLink link={block.link} locale={locale} className="button button--primary" />
      </p>
    </section>
  )
}
