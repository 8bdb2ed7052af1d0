import type { DetailDocument } from '@/lib/property/detailData'

import styles from '../PropertyDetail.module.css'

/** The documents to download; nothing when there are none. */
export function DocumentsSection({
  title,
  documents,
}: {
  title: string
  documents: DetailDocument[]
}) {
  if (documents.length === 0) return null
  return (
    <section aria-labelledby="documents" className={styles.section}>
      <h2 id="documents">{title}</h2>
      <ul>
        {documents.map((doc) => (
          <li key={doc.id}>
            <a href={doc.url}>{doc.title}</a>
          </li>
        ))}
      </ul>
    </section>
  )
}
