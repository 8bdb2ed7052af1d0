'use client'
// Who fills in the form, asked the same way everywhere (same names, labels and autofill tokens,
// so the browser fills them in and the mails read the same fields): the names on one row, the
// e-mail and phone on the next.
import { useTranslations } from 'next-intl'

import { TextField } from './fields'

type Props = {
  /** The phone is required where the agency must call back (visits, valuations, …). */
  phoneRequired?: boolean
  /** False where the names are asked elsewhere (the offer asks them per buyer). */
  withNames?: boolean
}

export function PersonFields({ phoneRequired = false, withNames = true }: Props) {
  const t = useTranslations('Forms.labels')
  return (
    <>
      {withNames ? (
        <div className="form-row">
          <TextField name="firstName" label={t('firstName')} required autoComplete="given-name" />
          <TextField name="lastName" label={t('lastName')} required autoComplete="family-name" />
        </div>
      ) : null}
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
    </>
  )
}
