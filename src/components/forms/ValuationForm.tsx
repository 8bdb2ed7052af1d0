'use client'
// The free valuation in three steps: next validates the step and moves on, previous goes back
// with every value kept; a step in error keeps the visitor there with the first error focused.
import { useTranslations } from 'next-intl'
import { useForm } from 'react-hook-form'

import { goals, propertyTypes, titles } from '@/lib/forms/choices'
import { valuationSteps } from '@/lib/forms/steps'

import { FormShell, type FormProps } from './FormShell'
import { PersonFields } from './PersonFields'
import { CheckboxField, SelectField, TextField, useOptions } from './fields'
import { useFormSteps } from './useFormSteps'
import { zodResolver } from './zodResolver'

export function ValuationForm(props: FormProps) {
  const t = useTranslations('Forms')
  const options = useOptions()
  const form = useForm({
    resolver: zodResolver(() =>
      import('@/lib/forms/schemas/valuation').then((m) => m.valuationSchema),
    ),
    mode: 'onTouched',
    shouldUnregister: false,
  })
  const stepTitles = [t('ui.stepProperty'), t('ui.stepContact'), t('ui.stepRemarks')]
  const { title, shell, shows } = useFormSteps(form, valuationSteps, stepTitles)

  return (
    <FormShell kind="valuation" form={form} {...props} {...shell}>
      {title}
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
            options={options('propertyType', propertyTypes)}
          />
          <SelectField
            name="goal"
            label={t('labels.goal')}
            required
            options={options('ownerGoal', goals)}
          />
        </fieldset>
      ) : null}
      {shows(1) ? (
        <fieldset>
          <legend>{stepTitles[1]}</legend>
          <SelectField name="title" label={t('labels.title')} options={options('title', titles)} />
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
