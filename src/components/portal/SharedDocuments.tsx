// The portal property page's documents: what the agency shares with the owners of this property,
// each with its kind, size and date, downloaded with the owner's session.
import { getTranslations } from 'next-intl/server'

import { localeTags, type Locale } from '@/i18n/locales'
import type { SharedDocument } from '@/lib/portal/documents'

/** 12 kB, 1.4 MB (in the page's language: 12 ko in French). */
const formatSize = (bytes: number, locale: Locale) => {
  const megabytes = bytes >= 1024 * 1024
  return new Intl.NumberFormat(localeTags[locale], {
    style: 'unit',
    unit: megabytes ? 'megabyte' : 'kilobyte',
    unitDisplay: 'short',
    maximumFractionDigits: megabytes ? 1 : 0,
  }).format(Math.max(1, megabytes ? bytes / (1024 * 1024) : Math.round(bytes / 1024)))
}

export async function SharedDocuments({
  locale,
  documents,
}: {
  locale: Locale
  documents: SharedDocument[]
}) {
  const t = await getTranslations({ locale, namespace: 'Portal.documents' })
  const date = new Intl.DateTimeFormat(localeTags[locale], {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  })
  if (documents.length === 0) return <p className="portal-history__empty">{t('empty')}</p>
  return (
    <ul className="portal-documents">
      {documents.map((doc) => (
        <li key={doc.id} className="portal-documents__item">
          <span className={`portal-documents__kind portal-documents__kind--${doc.kind}`}>
            {t(`kinds.${doc.kind}`)}
          </span>
          <span className="portal-documents__text">
            <a href={doc.href} download aria-label={t('download', { title: doc.title })}>
              {doc.title}
            </a>
            <span className="portal-documents__meta">
              {doc.size !== null && <>{formatSize(doc.size, locale)} · </>}
              <time dateTime={doc.date}>
                {t('added', { date: date.format(new Date(`${doc.date}T00:00:00Z`)) })}
              </time>
            </span>
          </span>
        </li>
      ))}
    </ul>
  )
}
