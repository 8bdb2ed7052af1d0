'use client'
// The job application with its CV (the jobs page).
import { useTranslations } from 'next-intl'
import { useForm } from 'react-hook-form'

import { FormShell, type FormProps } from './FormShell'
import { PersonFields } from './PersonFields'
import { cvTypes, FileField, TextField } from './fields'
import { zodResolver } from './zodResolver'

export function JobForm(props: FormProps) {
  const t = useTranslations('Forms.labels')
  const form = useForm({
    resolver: zodResolver(() => import('@/lib/forms/schemas/job').then((m) => m.jobSchema)),
    mode: 'onTouched',
  })
  return (
    <FormShell multipart kind="job" form={form} {...props}>
      <PersonFields phoneRequired />
      <TextField name="remarks" label={t('remarks')} multiline />
      <FileField name="cv" label={t('cv')} required accept={cvTypes} />
    </FormShell>
  )
}
