'use client'
// "Keep my favourites on all my devices": the e-mail address, the honeypot and the captcha of the
// public forms, posted as JSON to POST /api/favourites/sync/ with this browser's favourites.
// Loaded only when the visitor opens it (FavouritesSync), with the few texts it uses.
import { NextIntlClientProvider, useTranslations, type AbstractIntlMessages } from 'next-intl'
import { useState } from 'react'
import { FormProvider, useForm } from 'react-hook-form'

import { Captcha } from '@/components/forms/Captcha'
import { Honeypot, TextField } from '@/components/forms/fields'
import { showServerErrors, type ServerFieldError } from '@/components/forms/serverErrors'
import { zodResolver } from '@/components/forms/zodResolver'
import type { Locale } from '@/i18n/locales'
import { readFavourites } from '@/lib/favourites/store'

import '@/components/forms/forms.css'

export type FavouritesSyncFormTexts = {
  email: string
  submit: string
  sending: string
  /** With a literal `{email}`. */
  sent: string
  failed: string
}

type Props = { locale: Locale; texts: FavouritesSyncFormTexts; messages: AbstractIntlMessages }

function Form({ locale, texts }: Omit<Props, 'messages'>) {
  const t = useTranslations('Forms.ui')
  const form = useForm({
    resolver: zodResolver(() =>
      import('@/lib/forms/schemas/newsletter').then((m) => m.newsletterSchema),
    ),
    mode: 'onTouched',
  })
  const [captchaReset, setCaptchaReset] = useState(0)
  const [sentTo, setSentTo] = useState<string | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const hasErrors = Object.keys(form.formState.errors).length > 0

  const submit = form.handleSubmit(async (values) => {
    setFailure(null)
    let response: Response
    try {
      response = await fetch('/api/favourites/sync/', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...values, locale, ids: readFavourites() }),
      })
    } catch {
      setFailure(texts.failed)
      return
    }
    if (response.status === 202) {
      setSentTo(String(values.email))
      return
    }
    const body = (await response.json().catch(() => null)) as {
      message?: string
      errors?: ServerFieldError[]
    } | null
    const fieldErrors = body?.errors ?? []
    if (fieldErrors.some((error) => error.field === 'altcha')) setCaptchaReset((n) => n + 1)
    if (fieldErrors.length) {
      showServerErrors(form.setError, fieldErrors)
      return
    }
    setFailure(body?.message || texts.failed)
  })

  if (sentTo)
    return (
      <p role="status" className="favourites-sync__message" tabIndex={-1}>
        {texts.sent.replace('{email}', sentTo)}
      </p>
    )

  return (
    <FormProvider {...form}>
      <form
        className="form favourites-sync__form"
        method="post"
        action="/api/favourites/sync/"
        noValidate
        onSubmit={submit}
        aria-describedby={hasErrors || failure ? 'favourites-sync-banner' : undefined}
      >
        <TextField
          name="email"
          id="favourites-sync-email"
          type="email"
          label={texts.email}
          required
          autoComplete="email"
        />
        <Honeypot />
        <Captcha locale={locale} resetKey={captchaReset} />
        <button type="submit" className="button" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? texts.sending : texts.submit}
        </button>
        {hasErrors || failure ? (
          <div className="form-banner" id="favourites-sync-banner" role="alert">
            {failure ?? t('checkFields')}
          </div>
        ) : null}
      </form>
    </FormProvider>
  )
}

export default function FavouritesSyncForm({ messages, ...props }: Props) {
  return (
    <NextIntlClientProvider locale={props.locale} messages={messages}>
      <Form {...props} />
    </NextIntlClientProvider>
  )
}
