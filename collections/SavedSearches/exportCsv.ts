// GET /api/saved-searches/export.csv — the saved searches as CSV for staff (Belgian Excel: `;`,
// a byte order mark; `?delimiter=comma` gives `,`), criteria readable, with the alerts sent.
import type { PayloadHandler } from 'payload'

import { isStaffUser } from '@/access/roles'
import { csvCell, type CsvDelimiter } from '@collections/Submissions/exportCsv'
import { rangeFields } from '@/lib/alerts/criteria'
import { formatPrice } from '@/lib/domain/money'
import { catalogues } from '@/i18n/server'

type Row = Record<string, unknown> & { id: number | string }

const columns = [
  'id',
  'createdAt',
  'email',
  'firstName',
  'lastName',
  'locale',
  'status',
  'frequency',
  'goal',
  'types',
  'zips',
  'municipalities',
  'area',
  ...rangeFields,
  'terrace',
  'garden',
  'confirmedAt',
  'alertsSent',
] as const

const cell = (row: Row, column: (typeof columns)[number], alerts: Map<string, number>) => {
  if (column === 'alertsSent') return alerts.get(String(row.id)) ?? 0
  const value = row[column]
  if (Array.isArray(value)) return value.join(', ')
  if (typeof value === 'boolean') return value ? catalogues.nl.Forms.values.yes : ''
  if ((column === 'minPrice' || column === 'maxPrice') && typeof value === 'number')
    return formatPrice(value)
  return value ?? ''
}

export const exportSavedSearchesCsv: PayloadHandler = async (req) => {
  if (!isStaffUser(req.user))
    return Response.json({ errors: [{ message: 'Forbidden' }] }, { status: 403 })
  const url = new URL(req.url ?? 'http://localhost/')
  const { docs } = await req.payload.find({
    collection: 'saved-searches',
    depth: 0,
    limit: 0,
    joins: false,
    sort: '-createdAt',
    overrideAccess: false,
    user: req.user,
    req,
  })
  const { docs: sent } = await req.payload.find({
    collection: 'saved-search-alerts',
    where: { status: { equals: 'mailed' } },
    depth: 0,
    limit: 0,
    select: { savedSearch: true },
    overrideAccess: false,
    user: req.user,
    req,
  })
  const alerts = new Map<string, number>()
  for (const alert of sent) {
    const id = String(alert.savedSearch)
    alerts.set(id, (alerts.get(id) ?? 0) + 1)
  }
  const delimiter: CsvDelimiter = url.searchParams.get('delimiter') === 'comma' ? ',' : ';'
  const lines = [
    columns.map(csvCell).join(delimiter),
    ...(docs as unknown as Row[]).map((row) =>
      columns.map((column) => csvCell(cell(row, column, alerts))).join(delimiter),
    ),
  ]
  return new Response(`\uFEFF${lines.join('\r\n')}\r\n`, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="saved-searches-${new Date().toISOString().slice(0, 10)}.csv"`,
    },
  })
}
