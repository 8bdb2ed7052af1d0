'use client'
// The general contact form: who asks (title, names, e-mail, phone, address), the question, when
// and how the agency may answer, and the newsletter opt-in (the spec's contact form fields).
import { useTranslations } from 'next-intl'
import { useForm } from 'react-hook-form'

import { contactDevices, contactSlotValues, titles } from '@/lib/forms/choices'

import { FormShell, type FormProps } from './FormShell'
import { PersonFields } from './PersonFields'
import {
  CheckboxField,
  CheckboxGroupField,
  RadioGroupField,
  SelectField,
  TextField,
  useOptions,
} from './fields'
import { zodResolver } from './zodResolver'

export function ContactForm(props: FormProps) {
  const t = useTranslations('Forms')
  const options = useOptions()
  const form = useForm({
    resolver: zodResolver(() => import('@/lib/forms/schemas/contact').then((m) => m.contactSchema)),
    mode: 'onTouched',
    defaultValues: { contactSlots: [], contactDevice: '', newsletter: false },
  })
  return (
    <FormShell kind="contact" form={form} {...props}>
      <SelectField name="title" label={t('labels.title')} options={options('title', titles)} />
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
        options={options('contactSlots', contactSlotValues)}
      />
      <RadioGroupField
        name="contactDevice"
        label={t('labels.contactDevice')}
        options={options('contactDevice', contactDevices)}
      />
      <CheckboxField name="newsletter" label={t('labels.newsletter')} />
    </FormShell>
  )
}
