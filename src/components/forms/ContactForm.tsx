'use client'
// The general contact form: who asks (title, names, e-mail, phone, address), the question, when
// and how the agency may answer, and the newsletter opt-in (the spec's contact form fields).
import { useTranslations } from 'next-intl'
import { useForm } from 'react-hook-form'

import type { Locale } from '@/i18n/locales'
import { contactDevices, contactSlotValues, titles } from '@/lib/forms/choices'

import { FormShell } from './FormShell'
import { PersonFields } from './PersonFields'
import {
  CheckboxField,
  CheckboxGroupField,
  RadioGroupField,
  SelectField,
  TextField,
} from './fields'
import { zodResolver } from './zodResolver'
import type { FormOptionGroup, FormOptionKey } from '@/i18n/messageKeys'

export function ContactForm({
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
    resolver: zodResolver(() => import('@/lib/forms/schemas/contact').then((m) => m.contactSchema)),
    mode: 'onTouched',
    defaultValues: { contactSlots: [], contactDevice: '', newsletter: false },
  })
  const option = (group: FormOptionGroup) => (value: string) => ({
    value,
    label: t(`options.${group}.${value}` as FormOptionKey),
  })
  return (
    <FormShell
      kind="contact"
      locale={locale}
      form={form}
      startedAt={startedAt}
      errorText={errorText}
    >
      <SelectField name="title" label={t('labels.title')} options={titles.map(option('title'))} />
      <PersonFields />
      <div className="form-row">
        <TextField name="street" label={t('labels.street')} autoComplete="address-line1" />
        <TextField name="houseNumber" label={t('labels.houseNumber')} />
      </div>
      <div className="form-row">
        <TextField name="zip" label={t('labels.zip')} autoComplete="postal-code" />
        <TextField name="city" label={t('labels.city')} autoComplete="address-level2" />
      </div>
      <TextField name="country" label={t('labels.country')} autoComplete="country-name" />
      <TextField name="remarks" label={t('labels.remarks')} required multiline />
      <CheckboxGroupField
        name="contactSlots"
        label={t('labels.contactSlots')}
        options={contactSlotValues.map(option('contactSlots'))}
      />
      <RadioGroupField
        name="contactDevice"
        label={t('labels.contactDevice')}
        options={contactDevices.map(option('contactDevice'))}
      />
      <CheckboxField name="newsletter" label={t('labels.newsletter')} />
    </FormShell>
  )
}
