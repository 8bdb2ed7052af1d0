'use client'
// The free valuation in three steps: next validates the step and moves on, previous goes back
// with every value kept; a step in error keeps the visitor there with the first error focused.
import { useTranslations } from 'next-intl'
import { useForm } from 'react-hook-form'

import type { Locale } from '@/i18n/locales'
import { goals, propertyTypes, titles } from '@/lib/forms/choices'
import { valuationSteps } from '@/lib/forms/steps'

import { FormShell } from './FormShell'
import { PersonFields } from './PersonFields'
import { CheckboxField, SelectField, TextField } from './fields'
import { useFormSteps } from './useFormSteps'
import { zodResolver } from './zodResolver'
import type { FormOptionGroup, FormOptionKey } from '@/i18n/messageKeys'

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
  const form = useForm({
    resolver: zodResolver(() =>
      import('@/lib/forms/schemas/valuation').then((m) => m.valuationSchema),
    ),
    mode: 'onTouched',
    shouldUnregister: false,
  })
  const stepTitles = [t('ui.stepProperty'), t('ui.stepContact'), t('ui.stepRemarks')]
  const option = (group: FormOptionGroup) => (value: string) => ({
    value,
    label: t(`options.${group}.${value}` as FormOptionKey),
  })

  const { step, heading, isLast, actions, onInvalid, shows, hydrated } = useFormSteps(
    form,
    valuationSteps,
  )

  return (
    <FormShell
      kind="valuation"
      locale={locale}
      form={form}
      startedAt={startedAt}
      errorText={errorText}
      actions={actions}
      onInvalid={onInvalid}
      showCaptcha={isLast}
    >
      {hydrated ? (
        <h2 ref={heading} tabIndex={-1} className="form-step-title">
          {t('ui.step', { current: step + 1, total: valuationSteps.length })}: {stepTitles[step]}
        </h2>
      ) : null}
      {shows(0) ? (
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
            options={goals.map(option('ownerGoal'))}
          />
        </fieldset>
      ) : null}
      {shows(1) ? (
        <fieldset>
          <legend>{stepTitles[1]}</legend>
          <SelectField
            name="title"
            label={t('labels.title')}
            options={titles.map(option('title'))}
          />
          <PersonFields phoneRequired />
        </fieldset>
      ) : null}
      {shows(2) ? (
        <fieldset>
          <legend>{stepTitles[2]}</legend>
          <TextField name="remarks" label={t('labels.remarks')} multiline />
          <CheckboxField name="newsletter" label={t('labels.newsletter')} />
        </fieldset>
      ) : null}
    </FormShell>
  )
}
