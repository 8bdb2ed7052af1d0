// Share a page: plain links to the networks' own share pages and an e-mail. No script and no
// cookie of a third party until the visitor clicks (GDPR): nothing of theirs loads on our page.
import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'

/** Each network's share address for a page (their documented, script-free endpoints). */
export const shareTargets = (url: string, title: string) => {
  const u = encodeURIComponent(url)
  const text = encodeURIComponent(title)
  return [
    { network: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { network: 'LinkedIn', href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}` },
    { network: 'WhatsApp', href: `https://wa.me/?text=${text}%20${u}` },
    { network: 'X', href: `https://twitter.com/intent/tweet?url=${u}&text=${text}` },
  ]
}

export async function ShareLinks({
  url,
  title,
  locale,
}: {
  url: string
  title: string
  locale: Locale
}) {
  const t = await getTranslations({ locale, namespace: 'PropertyDetail' })
  return (
    <ul className="share-links" aria-label={t('share')}>
      {shareTargets(url, title).map(({ network, href }) => (
        <li key={network}>
          <a href={href} target="_blank" rel="noopener noreferrer">
            {t('shareVia', { network })}
          </a>
        </li>
      ))}
      <li>
        <a href={`mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(url)}`}>
          {t('shareByEmail')}
        </a>
      </li>
    </ul>
  )
}
