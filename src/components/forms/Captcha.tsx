'use client'
// The ALTCHA widget (a web component): it fetches a challenge from /api/forms/challenge/, solves
// it in a worker, and hands the solution to the form's `altcha` field. Its code is fetched when
// the visitor starts on the form (a field focused, a press, a key), never with the page: a page
// with a form loads as fast as one without, and the challenge is solved while the visitor types.
import { useTranslations } from 'next-intl'
import { useEffect, useRef, useState } from 'react'
import { get, useFormContext, type FieldError } from 'react-hook-form'

import type {} from 'altcha/types/react'

import type { Locale } from '@/i18n/locales'

import { ErrorText, useErrorText } from './fields'

const loadLanguage: Record<Locale, () => Promise<unknown>> = {
  nl: () => import('altcha/i18n/nl'),
  // @ts-expect-error altcha ships no declaration file for this language bundle
  fr: () => import('altcha/i18n/fr-fr'),
  en: () => import('altcha/i18n/en'),
  de: () => import('altcha/i18n/de'),
}
const widgetLanguage: Record<Locale, string> = { nl: 'nl', fr: 'fr-fr', en: 'en', de: 'de' }

/** What tells that the visitor has started on the form. */
const startEvents = ['focusin', 'pointerdown', 'keydown', 'input', 'submit'] as const

type Widget = HTMLElement & { reset?: () => void; verify?: () => Promise<void> }

export function Captcha({ locale, resetKey }: { locale: Locale; resetKey: number }) {
  const ref = useRef<Widget>(null)
  const [state, setState] = useState('unverified')
  const { setValue, register, formState } = useFormContext()
  const errorText = useErrorText()
  const t = useTranslations('Forms.labels')
  const message = errorText(get(formState.errors, 'altcha') as FieldError | undefined)

  useEffect(() => {
    register('altcha')
    const widget = ref.current
    const form = widget?.closest('form')
    let loading = false
    const load = () => {
      if (loading) return
      loading = true
      startEvents.forEach((type) => form?.removeEventListener(type, load))
      // The language first, then the widget: setting the language on a widget that already
      // runs resets it, and a solution found before that reset was lost (a submission without).
      void loadLanguage[locale]().then(() => import('altcha'))
    }
    // A form opened by a click (the newsletter) has its field focused already.
    if (!form || form.contains(document.activeElement)) load()
    else startEvents.forEach((type) => form.addEventListener(type, load))
    const onState = (event: Event) => {
      const { state, payload } = (event as CustomEvent<{ state: string; payload?: string }>).detail
      setState(state)
      setValue('altcha', state === 'verified' ? payload : undefined, { shouldValidate: false })
    }
    widget?.addEventListener('statechange', onState)
    return () => {
      startEvents.forEach((type) => form?.removeEventListener(type, load))
      widget?.removeEventListener('statechange', onState)
    }
  }, [locale, register, setValue])

  // A solution is accepted once: after a refused submission the widget solves a new challenge.
  useEffect(() => {
    if (resetKey === 0) return
    ref.current?.reset?.()
    void ref.current?.verify?.()
  }, [resetKey])

  return (
    <div
      className={`form-field form-captcha${message ? ' form-field--error' : ''}`}
      role="group"
      aria-label={t('altcha')}
      data-captcha-state={state}
    >
      <altcha-widget
        ref={ref}
        challenge="/api/forms/challenge/"
        name="altcha-widget"
        language={widgetLanguage[locale]}
        auto="onload"
        suppressHydrationWarning
      />
      <ErrorText id="field-altcha" message={message} />
    </div>
  )
}
