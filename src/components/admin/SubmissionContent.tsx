// The content of a lead in the admin, read-only: every field the visitor sent as a labelled,
// readable value in the admin's language, the property by reference and title with its links,
// and the attachments. Rendered on the server: no code editor, nothing loaded from elsewhere
// (Payload's JSON editor fetched Monaco from a CDN and showed raw JSON).
import type { DefaultServerCellComponentProps, JSONFieldServerProps, Payload } from 'payload'

import { defaultLocale, isLocale, type Locale } from '@/i18n/locales'
import { propertyName, submissionLines, type DisplayLine } from '@/lib/forms/display'
import type { FormKind } from '@/lib/site/formKinds'
import { projectPath, propertyPath } from '@/lib/site/paths'
import { formsTranslator } from '@/lib/forms/messages'

type Id = number | string
type Row = DisplayLine & { links?: { label: string; href: string }[] }

const idOf = (value: unknown): Id | null => {
  if (typeof value === 'number' || (typeof value === 'string' && value)) return value
  if (value && typeof value === 'object' && 'id' in value) return (value as { id: Id }).id
  return null
}

const languageOf = (language: unknown): Locale => (isLocale(language) ? language : defaultLocale)

type Listed = {
  id: Id
  reference?: string | null
  title?: string | null
  goal?: string | null
  city?: string | null
}

const findListed = async (
  payload: Payload,
  collection: 'properties' | 'projects',
  id: Id,
  locale: Locale,
): Promise<Listed | null> => {
  try {
    return (await payload.findByID({
      collection,
      id,
      locale,
      depth: 0,
      draft: true,
      disableErrors: true,
    })) as unknown as Listed | null
  } catch {
    return null
  }
}

const attachments = async (payload: Payload, ids: Id[]) => {
  if (!ids.length) return []
  const { docs } = await payload.find({
    collection: 'submission-files',
    where: { id: { in: ids } },
    depth: 0,
    limit: ids.length,
    pagination: false,
  })
  return docs
    .map((doc) => (doc as { filename?: string | null }).filename)
    .filter((name): name is string => Boolean(name))
}

/** The rows the view shows: what the lead is about, then its fields, then its attachments. */
export const submissionRows = async ({
  data,
  payload,
  locale,
}: {
  data: Record<string, unknown>
  payload: Payload
  locale: Locale
}): Promise<Row[]> => {
  const t = formsTranslator(locale)
  const rows: Row[] = []
  const propertyId = idOf(data.property)
  const property = propertyId ? await findListed(payload, 'properties', propertyId, locale) : null
  if (property) {
    rows.push({
      field: 'property',
      label: t('labels.propertyId'),
      value: propertyName(property),
      links: [
        { label: t('values.viewInAdmin'), href: `/admin/collections/properties/${property.id}` },
        { label: t('values.viewOnSite'), href: propertyPath(locale, property) },
      ],
    })
  }
  const projectId = idOf(data.project)
  const project = projectId ? await findListed(payload, 'projects', projectId, locale) : null
  if (project) {
    rows.push({
      field: 'project',
      label: t('labels.projectId'),
      value: propertyName(project),
      links: [
        { label: t('values.viewInAdmin'), href: `/admin/collections/projects/${project.id}` },
        { label: t('values.viewOnSite'), href: projectPath(locale, project) },
      ],
    })
  }
  rows.push(
    ...submissionLines(data.content as Record<string, unknown>, locale, {
      kind: data.kind as FormKind,
    }),
  )
  const files = await attachments(
    payload,
    (Array.isArray(data.files) ? data.files : []).map(idOf).filter((id): id is Id => id !== null),
  )
  if (files.length) {
    rows.push({
      field: 'files',
      label: t('labels.files'),
      value: '',
      links: files.map((name) => ({
        label: name,
        href: `/api/submission-files/file/${encodeURIComponent(name)}`,
      })),
    })
  }
  return rows
}

export async function SubmissionContent({ data, i18n, payload, field }: JSONFieldServerProps) {
  const locale = languageOf(i18n?.language)
  const rows = await submissionRows({
    data: (data ?? {}) as Record<string, unknown>,
    payload,
    locale,
  })
  const label = field.label as Record<string, string> | string | undefined
  const title = typeof label === 'string' ? label : (label?.[locale] ?? label?.nl ?? '')
  return (
    <div className="field-type submission-content" style={{ marginBottom: 'var(--base)' }}>
      <span className="field-label">{title}</span>
      <table style={{ borderCollapse: 'collapse', width: '100%' }}>
        <tbody>
          {rows.map((row) => (
            <tr key={row.field} style={{ borderBottom: '1px solid var(--theme-elevation-100)' }}>
              <th
                scope="row"
                style={{
                  textAlign: 'left',
                  verticalAlign: 'top',
                  padding: '6px 12px 6px 0',
                  width: '30%',
                }}
              >
                {row.label}
              </th>
              <td style={{ padding: '6px 0', whiteSpace: 'pre-wrap' }}>
                {row.value}
                {row.links?.map((link) => (
                  <span key={link.href}>
                    {row.value ? ' · ' : null}
                    <a href={link.href}>{link.label}</a>
                    {row.value ? null : ' '}
                  </span>
                ))}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

/** The list column: the first fields of the lead on one line, never JSON. */
export function SubmissionContentCell({
  cellData,
  i18n,
  rowData,
}: DefaultServerCellComponentProps) {
  const locale = languageOf(i18n?.language)
  const content =
    typeof cellData === 'string'
      ? (() => {
          try {
            return JSON.parse(cellData) as Record<string, unknown>
          } catch {
            return {}
          }
        })()
      : (cellData as Record<string, unknown>)
  const text = submissionLines(content, locale, { kind: rowData?.kind as FormKind })
    .slice(0, 3)
    .map((line) => `${line.label}: ${line.value}`)
    .join(' · ')
  return <span>{text.length > 120 ? `${text.slice(0, 119)}…` : text}</span>
}
