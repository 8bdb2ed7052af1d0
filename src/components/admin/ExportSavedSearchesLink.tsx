// Above the saved searches' list: download them as CSV (staff only, like the endpoint).
import type { BeforeListTableServerProps } from 'payload'

import { inLanguage, label } from '@/fields/labels'

const text = label('Exporteren (CSV)', 'Exporter (CSV)', 'Export (CSV)', 'Exportieren (CSV)')

export function ExportSavedSearchesLink({ i18n }: BeforeListTableServerProps) {
  return (
    <p style={{ margin: '0 0 1rem' }}>
      <a
        className="btn btn--style-secondary btn--size-small"
        href="/api/saved-searches/export.csv"
        download
      >
        {inLanguage(text, { i18n: { language: i18n?.language } })}
      </a>
    </p>
  )
}
