'use client'
import { useTranslations } from 'next-intl'
import { useForm } from 'react-hook-form'

import type { Locale } from '@/i18n/locales'
import { visitRequestSchema } from '@/lib/forms/schemas/visitRequest'

import { FormShell } from './FormShell'
import { TextField } from './fields'
import { zodResolver } from './zodResolver'

/** Asks for a visit of one property (the property page and the contact page with ?property=). */
export function VisitRequestForm({
  locale,
  startedAt,
  propertyId,
  errorText,
}: {
  locale: Locale
  startedAt: string
  propertyId: string
  errorText?: string
}) {
  const t = useTranslations('Forms.labels')
  const form = useForm({
    resolver: zodResolver(visitRequestSchema),
    mode: 'onTouched',
    defaultValues: { propertyId },
  })
  return (
    <FormShell
      kind="visit-request"
      locale={locale}
      form={form}
      startedAt={startedAt}
      errorText={errorText}
    >
      <input type="hidden" {...form.register('propertyId')} />
      <div className="form-row">
        <TextField name="firstName" label={t('firstName')} required autoComplete="given-name" />
        <TextField name="lastName" label={t('lastName')} required autoComplete="family-name" />
      </div>
      <div className="form-row">
        <TextField name="email" type="email" label={t('email')} required autoComplete="email" />
        <TextField name="phone" type="tel" label={t('phone')} required autoComplete="tel" />
      </div>
      <TextField name="remarks" label={t('remarks')} multiline />
    </FormShell>
  )
}
