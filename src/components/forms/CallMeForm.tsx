'use client'
// The call-back request: a name, a number and when we may call (the free-advice page).
import { useTranslations } from 'next-intl'
import { useForm } from 'react-hook-form'

import { contactSlotValues } from '@/lib/forms/choices'

import { FormShell, type FormProps } from './FormShell'
import { EmailField, FirstNameField, PhoneField } from './PersonFields'
import { CheckboxGroupField, useOptions } from './fields'
import { zodResolver } from './zodResolver'

export function CallMeForm(props: FormProps) {
  const t = useTranslations('Forms.labels')
  const options = useOptions()
  const form = useForm({
    resolver: zodResolver(() => import('@/lib/forms/schemas/callMe').then((m) => m.callMeSchema)),
    mode: 'onTouched',
    defaultValues: { contactSlots: [] },
  })
  return (
    <FormShell kind="call-me" form={form} {...props}>
      <div className="form-row">
        <FirstNameField />
        <PhoneField required />
      </div>
      <EmailField />
      <CheckboxGroupField
        name="contactSlots"
        label={t('contactSlots')}
        required
        options={options('contactSlots', contactSlotValues)}
      />
    </FormShell>
  )
}
