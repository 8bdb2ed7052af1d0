'use client'
// "Keep me informed": what the visitor looks for (goal, types, towns, budget), then who they
// are. Two steps like the valuation: next validates the step (its rules too: at least one zone,
// min ≤ max), previous keeps every value.
import { useTranslations } from 'next-intl'
import { useForm } from 'react-hook-form'

import type { Locale } from '@/i18n/locales'
import { demandRegisterSteps as steps } from '@/lib/forms/steps'
import { goals, propertyTypes } from '@/lib/forms/choices'

import { FormShell } from './FormShell'
import { PersonFields } from './PersonFields'
import { CheckboxField, CheckboxGroupField, SelectField, TextField } from './fields'
import { useFormSteps } from './useFormSteps'
import { zodPartsResolver } from './zodPartsResolver'

/** "Gent, 9000; Leuven" → ["Gent", "9000", "Leuven"]. */
const splitZones = (value: unknown) =>
  typeof value === 'string'
    ? value
        .split(/[,;\n]/)
        .map((zone) => zone.trim())
        .filter(Boolean)
    : value

const demandSchemas = () => import('@/lib/forms/schemas/demandRegister')

export function DemandRegisterForm({
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
    resolver: zodPartsResolver(
      () => demandSchemas().then((m) => m.demandRegisterSchema),
      () => demandSchemas().then((m) => [m.demandSearchSchema]),
    ),
    mode: 'onTouched',
    shouldUnregister: false,
    defaultValues: { goal: 'sale' as const },
  })
  const stepTitles = [t('ui.stepSearch'), t('ui.stepContact')]
  const option = (group: string) => (value: string) => ({
    value,
    label: t(`options.${group}.${value}`),
  })

  const { step, heading, isLast, actions, onInvalid, shows, hydrated } = useFormSteps(form, steps)

  return (
    <FormShell
      kind="demand-register"
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
          {t('ui.step', { current: step + 1, total: steps.length })}: {stepTitles[step]}
        </h2>
      ) : null}
      {shows(0) ? (
        <fieldset>
          <legend>{stepTitles[0]}</legend>
          <SelectField
            name="goal"
            label={t('labels.goal')}
            required
            options={goals.map(option('goal'))}
          />
          <CheckboxGroupField
            name="types"
            label={t('labels.types')}
            required
            options={propertyTypes.map(option('propertyType'))}
          />
          <TextField
            name="zones"
            label={t('labels.zones')}
            required
            hint={t('ui.zonesHint')}
            setValueAs={splitZones}
          />
          <div className="form-row">
            <TextField name="minPrice" type="number" label={t('labels.minPrice')} />
            <TextField name="maxPrice" type="number" label={t('labels.maxPrice')} />
          </div>
          <TextField name="minBedrooms" type="number" label={t('labels.minBedrooms')} />
          <CheckboxField name="garden" label={t('labels.garden')} />
          <CheckboxField name="terrace" label={t('labels.terrace')} />
        </fieldset>
      ) : null}
      {shows(1) ? (
        <fieldset>
          <legend>{stepTitles[1]}</legend>
          <PersonFields />
        </fieldset>
      ) : null}
    </FormShell>
  )
}
