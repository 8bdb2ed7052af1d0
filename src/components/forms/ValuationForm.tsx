'use client'
// The free valuation in three steps: next validates the step and moves on, previous goes back
// with every value kept; a step in error keeps the visitor there with the first error focused.
import { useTranslations } from 'next-intl'
import { useRef, useState } from 'react'
import { useForm } from 'react-hook-form'

import type { Locale } from '@/i18n/locales'
import { goals, propertyTypes, titles } from '@/lib/forms/schemas/fields'
import { valuationSchema, valuationSteps } from '@/lib/forms/schemas/valuation'

import { FormShell } from './FormShell'
import { CheckboxField, SelectField, TextField } from './fields'
import { zodResolver } from './zodResolver'

export function ValuationForm({
  locale,
  startedAt,
  errorText,
}: {
  locale: Locale
  startedAt: string
  errorText?: string
}) {
  const t = useTranslations('Forms')
  const [step, setStep] = useState(0)
  const heading = useRef<HTMLHeadingElement>(null)
  const form = useForm({
    resolver: zodResolver(valuationSchema),
    mode: 'onTouched',
    shouldUnregister: false,
  })
  const last = valuationSteps.length - 1
  const stepTitles = [t('ui.stepProperty'), t('ui.stepContact'), t('ui.stepRemarks')]
  const option = (group: string) => (value: string) => ({
    value,
    label: t(`options.${group}.${value}`),
  })

  const go = (to: number) => {
    setStep(to)
    requestAnimationFrame(() => heading.current?.focus())
  }
  const next = async () => {
    const fields = valuationSteps[step].filter((field) => field !== 'altcha')
    if (await form.trigger(fields, { shouldFocus: true })) go(step + 1)
  }

  const actions = (
    <div className="form-steps-actions">
      {step > 0 ? (
        <button type="button" className="button button--secondary" onClick={() => go(step - 1)}>
          {t('ui.previous')}
        </button>
      ) : null}
      {step < last ? (
        // Own keys: React must not turn this very button into the submit button while its click
        // is still being handled, or the browser submits the form on arrival at the last step.
        <button key="next" type="button" className="button" onClick={next}>
          {t('ui.next')}
        </button>
      ) : (
        <button
          key="submit"
          type="submit"
          className="button"
          disabled={form.formState.isSubmitting}
        >
          {form.formState.isSubmitting ? t('ui.sending') : t('ui.submit')}
        </button>
      )}
    </div>
  )

  return (
    <FormShell
      kind="valuation"
      locale={locale}
      form={form}
      startedAt={startedAt}
      errorText={errorText}
      actions={actions}
      showCaptcha={step === last}
    >
      <h2 ref={heading} tabIndex={-1} className="form-step-title">
        {t('ui.step', { current: step + 1, total: valuationSteps.length })}: {stepTitles[step]}
      </h2>
      {step === 0 ? (
        <fieldset>
          <legend>{stepTitles[0]}</legend>
          <div className="form-row">
            <TextField
              name="street"
              label={t('labels.street')}
              required
              autoComplete="address-line1"
            />
            <TextField name="houseNumber" label={t('labels.houseNumber')} required />
          </div>
          <div className="form-row">
            <TextField name="zip" label={t('labels.zip')} required autoComplete="postal-code" />
            <TextField
              name="city"
              label={t('labels.city')}
              required
              autoComplete="address-level2"
            />
          </div>
          <SelectField
            name="propertyType"
            label={t('labels.propertyType')}
            required
            options={propertyTypes.map(option('propertyType'))}
          />
          <SelectField
            name="goal"
            label={t('labels.goal')}
            required
            options={goals.map(option('goal'))}
          />
        </fieldset>
      ) : null}
      {step === 1 ? (
        <fieldset>
          <legend>{stepTitles[1]}</legend>
          <SelectField
            name="title"
            label={t('labels.title')}
            options={titles.map(option('title'))}
          />
          <div className="form-row">
            <TextField
              name="firstName"
              label={t('labels.firstName')}
              required
              autoComplete="given-name"
            />
            <TextField
              name="lastName"
              label={t('labels.lastName')}
              required
              autoComplete="family-name"
            />
          </div>
          <div className="form-row">
            <TextField
              name="email"
              type="email"
              label={t('labels.email')}
              required
              autoComplete="email"
            />
            <TextField
              name="phone"
              type="tel"
              label={t('labels.phone')}
              required
              autoComplete="tel"
            />
          </div>
        </fieldset>
      ) : null}
      {step === 2 ? (
        <fieldset>
          <legend>{stepTitles[2]}</legend>
          <TextField name="remarks" label={t('labels.remarks')} multiline />
          <CheckboxField name="newsletter" label={t('labels.newsletter')} />
        </fieldset>
      ) : null}
    </FormShell>
  )
}
