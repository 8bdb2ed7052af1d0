'use client'
// What every form has around its fields: the banner asking to check the fields in red, the
// honeypot, the captcha, the privacy-statement link, the submit button; and the submission to
// POST /api/forms/{kind}/ with the server's field errors put back on their fields.
import { useTranslations } from 'next-intl'
import { useMemo, useState, type ReactNode } from 'react'
import {
  FormProvider,
  type FieldErrors,
  type FieldValues,
  type UseFormReturn,
} from 'react-hook-form'

import type { Locale } from '@/i18n/locales'
import { Link } from '@/i18n/navigation'
import type { FormKind } from '@/lib/site/formKinds'
import { formSendEvent } from '@/lib/measurement/events'
import { track } from '@/components/measurement/Measurement'

import { Captcha } from './Captcha'
import { Honeypot } from './fields'
import { keepEarlyInput } from './keepEarlyInput'
import { showServerErrors, type ServerFieldError } from './serverErrors'
import './forms.css'

/** What the page gives every form. */
export type FormProps = {
  locale: Locale
  /** Signed render time of the page (minimum fill time). */
  startedAt: string
  /** The editor's error text for this form (FormTexts), else the catalogue's. */
  errorText?: string
}

export type FormShellProps<T extends FieldValues> = FormProps & {
  kind: FormKind
  form: UseFormReturn<T>
  children: ReactNode
  /** Replaces the submit button (the steps of a multi-step form). */
  actions?: ReactNode
  showCaptcha?: boolean
  /** The form has a file field: without JavaScript the browser must post it as multipart. */
  multipart?: boolean
  /** Told the errors of a refused submission (a multi-step form goes back to the step of the first). */
  onInvalid?: (errors: FieldErrors<T>) => void
}

/**
 * JSON, or multipart when a value is a file (CV, photo): the other fields then travel as JSON in
 * a `data` part beside one part per file (docs/forms-api.md).
 */
const requestInit = (values: Record<string, unknown>): RequestInit => {
  const files = Object.entries(values).filter(([, value]) => value instanceof Blob)
  if (!files.length) {
    return {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(values),
    }
  }
  const body = new FormData()
  const fields = Object.fromEntries(
    Object.entries(values).filter(([, value]) => !(value instanceof Blob)),
  )
  body.set('data', JSON.stringify(fields))
  for (const [name, file] of files) body.set(name, file as Blob)
  return { method: 'POST', body }
}

export function FormShell<T extends FieldValues>({
  kind,
  locale,
  form,
  startedAt,
  errorText,
  children,
  actions,
  showCaptcha = true,
  multipart = false,
  onInvalid,
}: FormShellProps<T>) {
  const t = useTranslations('Forms')
  const [failure, setFailure] = useState<string | null>(null)
  const [captchaReset, setCaptchaReset] = useState(0)
  const hasErrors = Object.keys(form.formState.errors).length > 0
  // What the visitor entered before the script ran stays (src/components/forms/keepEarlyInput.ts).
  // One function for the form's life, as react-hook-form's own: fields' effects depend on it.
  const register = useMemo(
    () => keepEarlyInput(form.register, new WeakSet<Element>()),
    [form.register],
  )

  const submit = form.handleSubmit(async (values) => {
    setFailure(null)
    track(formSendEvent(kind))
    let response: Response
    try {
      response = await fetch(`/api/forms/${kind}/`, requestInit({ ...values, locale, startedAt }))
    } catch {
      // No answer at all (offline, the connection dropped): the spec's API error. Nothing is
      // reset, so the visitor sends the same input again.
      setFailure(t('errors.apiError'))
      return
    }
    const body = (await response.json().catch(() => null)) as {
      redirect?: string
      message?: string
      errors?: ServerFieldError[]
    } | null
    if (response.status === 201 && body?.redirect) {
      window.location.assign(body.redirect)
      return
    }
    const fieldErrors = (body?.errors ?? []).filter(
      (error) => error.field && error.field !== 'body',
    )
    if (fieldErrors.some((error) => error.field === 'altcha')) setCaptchaReset((n) => n + 1)
    if (fieldErrors.length) {
      showServerErrors(form.setError, fieldErrors)
      onInvalid?.(form.formState.errors)
      return
    }
    // A server error: its own message when it gave one (503: the submission could not be
    // stored), else the API error (a 500 or a proxy's 502/504 page, not JSON).
    if (response.status >= 500) {
      setFailure(body?.message || t('errors.apiError'))
      return
    }
    setFailure(body?.message || errorText || t('errors.storeFailed'))
  }, onInvalid)

  return (
    <FormProvider {...form} register={register}>
      {/* With JavaScript the script sends the form (JSON) and stays on the page; without it the
          browser posts the same fields to the same endpoint, never a GET: personal data never
          goes into an address. The endpoint then answers with the thank-you page or the errors. */}
      <form
        className="form"
        method="post"
        action={`/api/forms/${kind}/`}
        encType={multipart ? 'multipart/form-data' : undefined}
        noValidate
        onSubmit={submit}
        aria-describedby={hasErrors ? `${kind}-banner` : undefined}
      >
        <input type="hidden" name="locale" value={locale} />
        <input type="hidden" name="startedAt" value={startedAt} />
        {children}
        <Honeypot name={kind === 'testimonial' ? 'homepage' : 'website'} />
        {showCaptcha ? <Captcha locale={locale} resetKey={captchaReset} /> : null}
        <p className="form-privacy">
          {t.rich('ui.privacy', {
            link: (chunks) => <Link href="/privacy-statement">{chunks}</Link>,
          })}
        </p>
        {actions ?? (
          <button type="submit" className="button" disabled={form.formState.isSubmitting}>
            {form.formState.isSubmitting ? t('ui.sending') : t('ui.submit')}
          </button>
        )}
        {/* Below the button the visitor just pressed: when it comes and goes (a field corrected,
            checked on leaving it), nothing the visitor is about to click moves. */}
        {hasErrors || failure ? (
          <div className="form-banner" id={`${kind}-banner`} role="alert">
            {failure ?? t('ui.checkFields')}
          </div>
        ) : null}
      </form>
    </FormProvider>
  )
}
