'use client'
// Who fills in the form, asked the same way everywhere (same names, labels and autofill tokens,
// so the browser fills them in and the mails read the same fields). PersonFields is the usual
// block: the names on one row, the e-mail and phone on the next; a form that asks fewer of them,
// or in another order, places the single fields itself.
import { useTranslations } from 'next-intl'

import { TextField } from './fields'

export function FirstNameField() {
  const t = useTranslations('Forms.labels')
  return <TextField name="firstName" label={t('firstName')} required autoComplete="given-name" />
}

export function LastNameField() {
  const t = useTranslations('Forms.labels')
  return <TextField name="lastName" label={t('lastName')} required autoComplete="family-name" />
}

export function EmailField() {
  const t = useTranslations('Forms.labels')
  return <TextField name="email" type="email" label={t('email')} required autoComplete="email" />
}

/** The phone is required where the agency must call back (visits, valuations, …). */
export function PhoneField({ required = false }: { required?: boolean }) {
  const t = useTranslations('Forms.labels')
  return (
    <TextField name="phone" type="tel" label={t('phone')} required={required} autoComplete="tel" />
  )
}

type Props = {
  phoneRequired?: boolean
  /** False where the names are asked elsewhere (the offer asks them per buyer). */
  withNames?: boolean
}

export function PersonFields({ phoneRequired = false, withNames = true }: Props) {
  return (
    <>
      {withNames ? (
        <div className="form-row">
          <FirstNameField />
          <LastNameField />
        </div>
      ) : null}
      <div className="form-row">
        <EmailField />
        <PhoneField required={phoneRequired} />
      </div>
    </>
  )
}
