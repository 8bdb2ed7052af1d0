'use client'
// Sends a property page to a friend: the friend gets the link and the sender's note by mail.
import { useTranslations } from 'next-intl'
import { useForm } from 'react-hook-form'

import { FormShell, type FormProps } from './FormShell'
import { EmailField, FirstNameField } from './PersonFields'
import { TextField } from './fields'
import { zodResolver } from './zodResolver'
import './property-forms.css'

export function SendToFriendForm({ propertyId, ...props }: FormProps & { propertyId: string }) {
  const t = useTranslations('Forms')
  const form = useForm({
    resolver: zodResolver(() =>
      import('@/lib/forms/schemas/sendToFriend').then((m) => m.sendToFriendSchema),
    ),
    mode: 'onTouched',
    defaultValues: { propertyId },
  })
  return (
    <FormShell kind="send-to-friend" form={form} {...props}>
      <input type="hidden" defaultValue={propertyId} {...form.register('propertyId')} />
      <fieldset className="form-group">
        <legend>{t('ui.friendLegend')}</legend>
        <div className="form-row">
          <TextField
            name="friendFirstName"
            label={t('labels.friendFirstName')}
            required
            autoComplete="off"
          />
          <TextField
            name="friendLastName"
            label={t('labels.friendLastName')}
            required
            autoComplete="off"
          />
        </div>
        <TextField
          name="friendEmail"
          type="email"
          label={t('labels.friendEmail')}
          required
          autoComplete="off"
        />
      </fieldset>
      <fieldset className="form-group">
        <legend>{t('ui.stepContact')}</legend>
        <div className="form-row">
          <FirstNameField />
          <EmailField />
        </div>
      </fieldset>
      <TextField name="remarks" label={t('labels.friendNote')} multiline />
    </FormShell>
  )
}
