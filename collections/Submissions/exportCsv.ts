// GET /api/submissions/export.csv — the inbox as CSV for staff (?kind=…&status=… filter it).
// Made for a Belgian Excel: `;` between cells (`?delimiter=comma` gives `,`), a UTF-8 byte
// order mark, headers and values in the admin's language, the property by reference and title,
// and one column per form field with the values formatted as in the admin and the mails.
import type { PayloadHandler, PayloadRequest, Where } from 'payload'

import { isStaffUser } from '@/access/roles'
import { inLanguage, label, type AdminLabel } from '@/fields/labels'
import { defaultLocale, isLocale, type Locale } from '@/i18n/locales'
import { propertyName, submissionLines } from '@/lib/forms/display'
import type { FormKind } from '@/lib/site/formKinds'
import { catalogues } from '@/i18n/server'

import { statusLabels } from './labels'

export type CsvDelimiter = ';' | ','

const headers: Record<string, AdminLabel> = {
  id: label('Nr.', 'N°', 'No.', 'Nr.'),
  createdAt: label('Ontvangen op', 'Reçu le', 'Received', 'Eingegangen am'),
  kind: label('Formulier', 'Formulaire', 'Form', 'Formular'),
  status: label('Status', 'Statut', 'Status', 'Status'),
  name: label('Naam', 'Nom', 'Name', 'Name'),
  email: label('E-mail', 'E-mail', 'E-mail', 'E-Mail'),
  phone: label('Telefoon', 'Téléphone', 'Phone', 'Telefon'),
  locale: label('Taal', 'Langue', 'Language', 'Sprache'),
  property: label('Pand', 'Bien', 'Property', 'Immobilie'),
  project: label('Project', 'Projet', 'Project', 'Projekt'),
}
const fixedColumns = Object.keys(headers)

/**
 * One CSV cell: always quoted, quotes doubled, and a value a spreadsheet would run as a formula
 * (starting with = + - @, a tab or a carriage return) made text with a leading apostrophe: what
 * visitors type must never execute in the agent's Excel.
 */
export const csvCell = (value: unknown): string => {
  if (value === null || value === undefined) return '""'
  let text = String(value)
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`
  return `"${text.replace(/"/g, '""')}"`
}

type Named = { id: number | string; reference?: unknown; title?: unknown }
export type CsvSubmission = {
  id: number | string
  createdAt?: string | null
  kind: string
  status?: string | null
  name?: string | null
  email?: string | null
  phone?: string | null
  locale?: string | null
  property?: Named | number | string | null
  project?: Named | number | string | null
  content?: unknown
}

const receivedAt = (value: unknown) => {
  if (typeof value !== 'string' || !value) return ''
  const date = new Date(value)
  if (Number.isNaN(date.getTime())) return ''
  return new Intl.DateTimeFormat('nl-BE', {
    timeZone: 'Europe/Brussels',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  })
    .format(date)
    .replace(',', '') // "24/11/2026 14:05": a date-time a Belgian Excel recognises
}

const named = (value: CsvSubmission['property']) =>
  value && typeof value === 'object' ? propertyName(value) : value ? String(value) : ''

/** The submissions as CSV text (without the byte order mark), headers in `language`. */
export const submissionsToCsv = (
  docs: CsvSubmission[],
  {
    language = defaultLocale,
    delimiter = ';',
  }: { language?: Locale; delimiter?: CsvDelimiter } = {},
): string => {
  const req = { i18n: { language } }
  const kinds = catalogues[language].Forms.kinds as Record<string, string>
  const rows = docs.map((doc) => {
    const lines = submissionLines(doc.content as Record<string, unknown>, language, {
      kind: doc.kind as FormKind,
    })
    const fixed: Record<string, string> = {
      id: String(doc.id),
      createdAt: receivedAt(doc.createdAt),
      kind: kinds[doc.kind] ?? doc.kind,
      status:
        doc.status && doc.status in statusLabels
          ? inLanguage(statusLabels[doc.status as keyof typeof statusLabels], req)
          : (doc.status ?? ''),
      name: doc.name ?? '',
      email: doc.email ?? '',
      phone: doc.phone ?? '',
      locale: doc.locale ? doc.locale.toUpperCase() : '',
      property: named(doc.property),
      project: named(doc.project),
    }
    return { fixed, fields: new Map(lines.map((line) => [line.field, line])) }
  })
  // One column per form field, in the order the fields first appear (newest submission first).
  const fieldColumns = new Map<string, string>()
  for (const row of rows) {
    for (const [field, line] of row.fields)
      if (!fieldColumns.has(field)) fieldColumns.set(field, line.label)
  }
  const header = [
    ...fixedColumns.map((column) => inLanguage(headers[column], req)),
    ...fieldColumns.values(),
  ]
  const body = rows.map((row) => [
    ...fixedColumns.map((column) => row.fixed[column]),
    ...[...fieldColumns.keys()].map((field) => row.fields.get(field)?.value ?? ''),
  ])
  return [header, ...body].map((cells) => cells.map(csvCell).join(delimiter)).join('\r\n') + '\r\n'
}

const adminLanguage = (req: PayloadRequest): Locale => {
  const language = req.i18n?.language
  return isLocale(language) ? language : defaultLocale
}

export const exportSubmissionsCsv: PayloadHandler = async (req) => {
  if (!isStaffUser(req.user))
    return Response.json({ errors: [{ message: 'Forbidden' }] }, { status: 403 })
  const url = new URL(req.url ?? 'http://localhost/')
  const and: Where[] = []
  const kind = url.searchParams.get('kind')
  const status = url.searchParams.get('status')
  if (kind) and.push({ kind: { equals: kind } })
  if (status) and.push({ status: { equals: status } })
  const language = adminLanguage(req)
  const { docs } = await req.payload.find({
    collection: 'submissions',
    where: and.length ? { and } : undefined,
    depth: 1,
    // The property and project by reference and title, nothing more of them.
    populate: {
      properties: { reference: true, title: true },
      projects: { title: true },
    },
    locale: language,
    limit: 0,
    sort: '-createdAt',
    overrideAccess: false,
    user: req.user,
    req,
  })
  const delimiter: CsvDelimiter = url.searchParams.get('delimiter') === 'comma' ? ',' : ';'
  const csv = submissionsToCsv(docs as unknown as CsvSubmission[], { language, delimiter })
  return new Response(`\uFEFF${csv}`, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="submissions-${new Date().toISOString().slice(0, 10)}.csv"`,
    },
  })
}
