'use client'
// Asks for a property's documents; the same address asking again within 30 days is told it
// already did (the server's 409 comes back on the e-mail field).
import { useTranslations } from 'next-intl'
import { useForm } from 'react-hook-form'

import type { Locale } from '@/i18n/locales'
import { documentRequestSchema } from '@/lib/forms/schemas/documentRequest'

import { FormShell } from './FormShell'
import { TextField } from './fields'
import { zodResolver } from './zodResolver'

type Props = { propertyId: string; locale: Locale; startedAt: string; errorText?: string }

export function DocumentRequestForm({ propertyId, ...props }: Props) {
  const t = useTranslations('Forms.labels')
  const form = useForm({
    resolver: zodResolver(documentRequestSchema),
    mode: 'onTouched',
    defaultValues: { propertyId },
  })
  return (
    <FormShell kind="document-request" form={form} {...props}>
      <input type="hidden" {...form.register('propertyId')} />
      <div className="form-row">
        <TextField name="firstName" label={t('firstName')} required autoComplete="given-name" />
        <TextField name="lastName" label={t('lastName')} required autoComplete="family-name" />
      </div>
      <div className="form-row">
        <TextField name="email" type="email" label={t('email')} required autoComplete="email" />
        <TextField name="phone" type="tel" label={t('phone')} required autoComplete="tel" />
      </div>
    </FormShell>
  )
}
