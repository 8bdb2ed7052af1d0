'use client'
// "Keep me informed": what the visitor looks for (goal, types, towns, budget, rooms, how often
// to be mailed), then who they are. Two steps like the valuation: next validates the step (its
// rules too: at least one zone, min ≤ max), previous keeps every value. A list page's "save this
// search" opens it with the list's filters (`defaults`), in the server's HTML as well.
import { useTranslations } from 'next-intl'
import { useForm } from 'react-hook-form'

import { demandRegisterSteps as steps } from '@/lib/forms/steps'
import type { DemandDefaults } from '@/lib/alerts/prefill'
import { alertFrequencyChoices, goals, searchPropertyTypes } from '@/lib/forms/choices'

import { FormShell, type FormProps } from './FormShell'
import { PersonFields } from './PersonFields'
import {
  CheckboxField,
  CheckboxGroupField,
  RadioGroupField,
  SelectField,
  TextField,
  useOptions,
} from './fields'
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

const numberText = (value?: number) => (value === undefined ? undefined : String(value))

const demandSchemas = () => import('@/lib/forms/schemas/demandRegister')

export function DemandRegisterForm({
  defaults,
  ...props
}: FormProps & { defaults?: DemandDefaults | null }) {
  const t = useTranslations('Forms')
  const options = useOptions()
  const form = useForm({
    resolver: zodPartsResolver(
      () => demandSchemas().then((m) => m.demandRegisterSchema),
      () => demandSchemas().then((m) => [m.demandSearchSchema]),
    ),
    mode: 'onTouched',
    shouldUnregister: false,
    defaultValues: {
      goal: defaults?.goal ?? ('sale' as const),
      frequency: 'instant' as const,
      ...(defaults
        ? {
            types: defaults.types,
            zones: defaults.zones.length ? defaults.zones : undefined,
            minPrice: defaults.minPrice,
            maxPrice: defaults.maxPrice,
            minBedrooms: defaults.minBedrooms,
            terrace: defaults.terrace,
            garden: defaults.garden,
            area: defaults.area,
          }
        : {}),
    },
  })
  const stepTitles = [t('ui.stepSearch'), t('ui.stepContact')]
  const { title, shell, shows } = useFormSteps(form, steps, stepTitles)

  return (
    <FormShell kind="demand-register" form={form} {...props} {...shell}>
      {title}
      {shows(0) ? (
        <fieldset>
          <legend>{stepTitles[0]}</legend>
          <SelectField
            name="goal"
            label={t('labels.goal')}
            required
            options={options('searchGoal', goals)}
            defaultValue={defaults?.goal}
          />
          <CheckboxGroupField
            name="types"
            label={t('labels.types')}
            required
            options={options('searchType', searchPropertyTypes)}
            defaultValues={defaults?.types}
          />
          <TextField
            name="zones"
            label={t('labels.zones')}
            required
            hint={t('ui.zonesHint')}
            setValueAs={splitZones}
            defaultValue={defaults?.zones.join(', ')}
          />
          {defaults?.area ? (
            <input type="hidden" defaultValue={defaults.area} {...form.register('area')} />
          ) : null}
          <div className="form-row">
            <TextField
              name="minPrice"
              type="number"
              label={t('labels.minPrice')}
              defaultValue={numberText(defaults?.minPrice)}
            />
            <TextField
              name="maxPrice"
              type="number"
              label={t('labels.maxPrice')}
              defaultValue={numberText(defaults?.maxPrice)}
            />
          </div>
          <div className="form-row">
            <TextField
              name="minBedrooms"
              type="number"
              label={t('labels.minBedrooms')}
              defaultValue={numberText(defaults?.minBedrooms)}
            />
            <TextField name="maxBedrooms" type="number" label={t('labels.maxBedrooms')} />
            <TextField name="minBathrooms" type="number" label={t('labels.minBathrooms')} />
          </div>
          <div className="form-row">
            <TextField name="minGarages" type="number" label={t('labels.minGarages')} />
            <TextField name="maxGarages" type="number" label={t('labels.maxGarages')} />
          </div>
          <div className="form-row">
            <TextField name="minParking" type="number" label={t('labels.minParking')} />
            <TextField name="maxParking" type="number" label={t('labels.maxParking')} />
          </div>
          <CheckboxField
            name="garden"
            label={t('labels.garden')}
            defaultChecked={defaults?.garden}
          />
          <CheckboxField
            name="terrace"
            label={t('labels.terrace')}
            defaultChecked={defaults?.terrace}
          />
          <RadioGroupField
            name="frequency"
            label={t('labels.frequency')}
            options={options('frequency', alertFrequencyChoices)}
            defaultValue="instant"
          />
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
