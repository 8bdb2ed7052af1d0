'use client'
// Books an online appointment: the free slots as radio buttons, one group per day, then who
// comes. A slot taken meanwhile answers 409: its message shows on the slots and that slot can no
// longer be chosen.
import { useTranslations } from 'next-intl'
import { useEffect, useState } from 'react'
import { get, useForm, useFormContext, type FieldError } from 'react-hook-form'

import type { SlotDay } from '@/lib/forms/slotDays'

import { FormShell, type FormProps } from './FormShell'
import { PersonFields } from './PersonFields'
import { ErrorText, RequiredMark, TextField, useErrorText } from './fields'
import { zodResolver } from './zodResolver'

export function AppointmentForm({ days, ...props }: FormProps & { days: SlotDay[] }) {
  const t = useTranslations('Forms.labels')
  const form = useForm({
    resolver: zodResolver(() =>
      import('@/lib/forms/schemas/appointment').then((m) => m.appointmentSchema),
    ),
    mode: 'onTouched',
  })
  const [refused, setRefused] = useState<string[]>([])

  // The server refused the chosen slot (full or gone): its message stays, the slot goes.
  useEffect(
    () =>
      form.subscribe({
        formState: { errors: true },
        callback: ({ errors, values }) => {
          if (errors?.slotId?.type !== 'server' || !values.slotId) return
          const refusedId = String(values.slotId)
          setRefused((ids) => [...ids, refusedId])
          form.setValue('slotId', '')
        },
      }),
    [form],
  )

  return (
    <FormShell kind="appointment" form={form} {...props}>
      <SlotChoices days={days} refused={refused} />
      <PersonFields phoneRequired />
      <TextField name="remarks" label={t('remarks')} multiline />
    </FormShell>
  )
}

/** One fieldset of radio buttons for all slots, a fieldset per day inside it. */
function SlotChoices({ days, refused }: { days: SlotDay[]; refused: string[] }) {
  const { register, formState } = useFormContext()
  const t = useTranslations('Forms.ui')
  const errorText = useErrorText()
  const message = errorText(get(formState.errors, 'slotId') as FieldError | undefined)
  const id = 'field-slotId'
  return (
    <fieldset
      className={`form-field form-field--group form-slots${message ? ' form-field--error' : ''}`}
      aria-describedby={message ? `${id}-error` : undefined}
      aria-invalid={message ? true : undefined}
    >
      <legend>
        {t('appointmentSlots')}
        <RequiredMark />
      </legend>
      {days.map((day) => (
        <fieldset key={day.day} className="form-slots__day">
          <legend>{day.label}</legend>
          {day.slots.map((slot) => (
            <div key={slot.id} className="form-field--checkbox">
              <input
                type="radio"
                id={`field-slotId-${slot.id}`}
                value={slot.id}
                disabled={refused.includes(slot.id)}
                {...register('slotId')}
              />
              <label htmlFor={`field-slotId-${slot.id}`}>{slot.label}</label>
            </div>
          ))}
        </fieldset>
      ))}
      <ErrorText id={id} message={message} />
    </fieldset>
  )
}
