'use client'
import { useTranslations } from 'next-intl'
import { useForm } from 'react-hook-form'

import type { Locale } from '@/i18n/locales'

import { FormShell } from './FormShell'
import { PersonFields } from './PersonFields'
import { TextField } from './fields'
import { zodResolver } from './zodResolver'

export function ContactForm({
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
    resolver: zodResolver(() => import('@/lib/forms/schemas/contact').then((m) => m.contactSchema)),
    mode: 'onTouched',
  })
  return (
    <FormShell
      kind="contact"
      locale={locale}
      form={form}
      startedAt={startedAt}
      errorText={errorText}
    >
      <PersonFields />
      <TextField name="remarks" label={t('remarks')} required multiline />
    </FormShell>
  )
}
