'use client'
// The call-back request: a name, a number and when we may call (the free-advice page).
import { useTranslations } from 'next-intl'
import { useForm } from 'react-hook-form'

import type { Locale } from '@/i18n/locales'
import { contactSlotValues } from '@/lib/forms/choices'

import { FormShell } from './FormShell'
import { CheckboxGroupField, TextField } from './fields'
import { zodResolver } from './zodResolver'

export function CallMeForm({
  locale,
  startedAt,
  errorText,
}: {
  locale: Locale
  startedAt: string
  errorText?: string
}) {
  const t = useTranslations('Forms')
  const form = useForm({
    resolver: zodResolver(() => import('@/lib/forms/schemas/callMe').then((m) => m.callMeSchema)),
    mode: 'onTouched',
    defaultValues: { contactSlots: [] },
  })
  return (
    <FormShell
      kind="call-me"
      locale={locale}
      form={form}
      startedAt={startedAt}
      errorText={errorText}
    >
      <div className="form-row">
        <TextField
          name="firstName"
          label={t('labels.firstName')}
          required
          autoComplete="given-name"
        />
        <TextField name="phone" type="tel" label={t('labels.phone')} required autoComplete="tel" />
      </div>
      <TextField
        name="email"
        type="email"
        label={t('labels.email')}
        required
        autoComplete="email"
      />
      <CheckboxGroupField
        name="contactSlots"
        label={t('labels.contactSlots')}
        required
        options={contactSlotValues.map((value) => ({
          value,
          label: t(`options.contactSlots.${value}`),
        }))}
      />
    </FormShell>
  )
}
