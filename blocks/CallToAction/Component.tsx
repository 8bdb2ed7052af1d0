import type { Locale } from '@/i18n/locales'
import type { CallToActionBlock as CallToActionBlockData } from '@/payload-types'

import { CmsLink } from '../shared/CmsLink'

export function CallToActionBlock({
  block,
  locale,
}: {
  block: CallToActionBlockData
  locale: Locale
}) {
  const headingId = `cta-${block.id ?? 'block'}`
  return (
    <section className="block block--cta" aria-labelledby={headingId}>
      <h2 id={headingId}>{block.heading}</h2>
      {block.text ? <p>{block.text}</p> : null}
      <p>
        <CmsLink link={block.link} locale={locale} className="button button--primary" />
      </p>
    </section>
  )
}
