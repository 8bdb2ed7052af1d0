'use client'
import { useTranslations } from 'next-intl'
import { useForm } from 'react-hook-form'

import type { Locale } from '@/i18n/locales'
import { brochureSchema } from '@/lib/forms/schemas/brochure'
import { visitRequestSchema } from '@/lib/forms/schemas/visitRequest'

import { FormShell } from './FormShell'
import { TextField } from './fields'
import { zodResolver } from './zodResolver'

type Props = { locale: Locale; startedAt: string; errorText?: string }

/** Asks for a visit of one property (the property page and the contact page with ?property=). */
export function VisitRequestForm({ propertyId, ...props }: Props & { propertyId: string }) {
  const form = useForm({
    resolver: zodResolver(visitRequestSchema),
    mode: 'onTouched',
    defaultValues: { propertyId },
  })
  return (
    <FormShell kind="visit-request" form={form} {...props}>
      <input type="hidden" {...form.register('propertyId')} />
      <PersonFields phoneRequired />
    </FormShell>
  )
}

/** Asks for the brochure of a new-build project (the contact page with ?project=). */
export function BrochureForm({ projectId, ...props }: Props & { projectId: string }) {
  const form = useForm({
    resolver: zodResolver(brochureSchema),
    mode: 'onTouched',
    defaultValues: { projectId },
  })
  return (
    <FormShell kind="brochure" form={form} {...props}>
      <input type="hidden" {...form.register('projectId')} />
      <PersonFields />
    </FormShell>
  )
}

/** Name, e-mail, phone and a remark: who asks about the property or project. */
function PersonFields({ phoneRequired = false }: { phoneRequired?: boolean }) {
  const t = useTranslations('Forms.labels')
  return (
    <>
      <div className="form-row">
        <TextField name="firstName" label={t('firstName')} required autoComplete="given-name" />
        <TextField name="lastName" label={t('lastName')} required autoComplete="family-name" />
      </div>
      <div className="form-row">
        <TextField name="email" type="email" label={t('email')} required autoComplete="email" />
        <TextField
          name="phone"
          type="tel"
          label={t('phone')}
          required={phoneRequired}
          autoComplete="tel"
        />
      </div>
      <TextField name="remarks" label={t('remarks')} multiline />
    </>
  )
}
