// GET /api/submissions/export.csv — the inbox as CSV for staff (?kind=…&status=… filter it).
import type { PayloadHandler, Where } from 'payload'

import { isStaffUser } from '@/access/roles'

const columns = [
  'id',
  'createdAt',
  'kind',
  'status',
  'name',
  'email',
  'phone',
  'locale',
  'property',
  'project',
  'content',
] as const

/** One CSV cell: quoted, quotes doubled, and a leading =+-@ neutralised (spreadsheet injection). */
export const csvCell = (value: unknown): string => {
  if (value === null || value === undefined) return ''
  let text = typeof value === 'object' ? JSON.stringify(value) : String(value)
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`
  return `"${text.replace(/"/g, '""')}"`
}

const idOf = (value: unknown) =>
  value && typeof value === 'object' && 'id' in value ? (value as { id: unknown }).id : value

export const submissionsToCsv = (docs: Record<string, unknown>[]): string =>
  [
    columns.join(','),
    ...docs.map((doc) =>
      columns
        .map((column) =>
          csvCell(column === 'property' || column === 'project' ? idOf(doc[column]) : doc[column]),
        )
        .join(','),
    ),
  ].join('\r\n') + '\r\n'

export const exportSubmissionsCsv: PayloadHandler = async (req) => {
  if (!isStaffUser(req.user))
    return Response.json({ errors: [{ message: 'Forbidden' }] }, { status: 403 })
  const url = new URL(req.url ?? 'http://localhost/')
  const and: Where[] = []
  const kind = url.searchParams.get('kind')
  const status = url.searchParams.get('status')
  if (kind) and.push({ kind: { equals: kind } })
  if (status) and.push({ status: { equals: status } })
  const { docs } = await req.payload.find({
    collection: 'submissions',
    where: and.length ? { and } : undefined,
    depth: 0,
    limit: 0,
    sort: '-createdAt',
    overrideAccess: false,
    user: req.user,
    req,
  })
  return new Response(`\uFEFF${submissionsToCsv(docs as unknown as Record<string, unknown>[])}`, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="submissions-${new Date().toISOString().slice(0, 10)}.csv"`,
    },
  })
}
