'use client'
// The job application with its CV (the jobs page).
import { useTranslations } from 'next-intl'
import { useForm } from 'react-hook-form'

import type { Locale } from '@/i18n/locales'

import { FormShell } from './FormShell'
import { PersonFields } from './PersonFields'
import { FileField, TextField } from './fields'
import { zodResolver } from './zodResolver'

/** What the picker offers; the server decides on the bytes (src/lib/forms/files.ts). */
const cvTypes = [
  '.pdf',
  '.doc',
  '.docx',
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
].join(',')

export function JobForm({
  locale,
  startedAt,
  errorText,
}: {
  locale: Locale
  startedAt: string
  errorText?: string
}) {
  const t = useTranslations('Forms.labels')
  const form = useForm({
    resolver: zodResolver(() => import('@/lib/forms/schemas/job').then((m) => m.jobSchema)),
    mode: 'onTouched',
  })
  return (
    <FormShell
      multipart
      kind="job"
      locale={locale}
      form={form}
      startedAt={startedAt}
      errorText={errorText}
    >
      <PersonFields phoneRequired />
      <TextField name="remarks" label={t('remarks')} multiline />
      <FileField name="cv" label={t('cv')} required accept={cvTypes} />
    </FormShell>
  )
}
