// Above the inbox list: download the leads as CSV, with the kind and status the editor filters on.
import type { BeforeListTableServerProps } from 'payload'

import { inLanguage, label } from '@/fields/labels'

const texts = {
  all: label(
    'Alles exporteren (CSV)',
    'Tout exporter (CSV)',
    'Export all (CSV)',
    'Alles exportieren (CSV)',
  ),
  filtered: label(
    'Deze selectie exporteren (CSV)',
    'Exporter cette sélection (CSV)',
    'Export this selection (CSV)',
    'Diese Auswahl exportieren (CSV)',
  ),
}

/** The list filter's `where[kind][equals]` / `where[status][equals]`, when the editor set one. */
const filterOf = (searchParams: BeforeListTableServerProps['searchParams'], field: string) => {
  const params = searchParams as Record<string, unknown> | undefined
  const where = params?.where as Record<string, Record<string, unknown>> | undefined
  const value = params?.[`where[${field}][equals]`] ?? where?.[field]?.equals
  return typeof value === 'string' && /^[a-z-]+$/.test(value) ? value : undefined
}

export function ExportSubmissionsLink({ i18n, searchParams }: BeforeListTableServerProps) {
  const query = new URLSearchParams()
  for (const field of ['kind', 'status']) {
    const value = filterOf(searchParams, field)
    if (value) query.set(field, value)
  }
  const href = `/api/submissions/export.csv${query.size ? `?${query}` : ''}`
  const req = { i18n: { language: i18n?.language } }
  return (
    <p style={{ margin: '0 0 1rem' }}>
      <a className="btn btn--style-secondary btn--size-small" href={href} download>
        {inLanguage(query.size ? texts.filtered : texts.all, req)}
      </a>
    </p>
  )
}
