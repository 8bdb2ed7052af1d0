'use client'
// The rent application in three steps: the household (adults, children with their ages, pets),
// the move and the income (with the CV), then the five statements of spec §5 with the minimum
// income and maximum persons of the settings and the total payable at signing of the property.
import { useTranslations } from 'next-intl'
import { get, useFieldArray, useForm, useFormContext, useWatch } from 'react-hook-form'
import type { z } from 'zod'

import { formatPrice } from '@/lib/domain'
import type { totalPayableAtSigning } from '@/lib/forms/rent'
import type { rentApplicationSchema } from '@/lib/forms/schemas/rentApplication'
import { rentApplicationSteps } from '@/lib/forms/steps'

import { FormShell, type FormProps } from './FormShell'
import { PersonFields } from './PersonFields'
import {
  CheckboxField,
  cvTypes,
  ErrorText,
  FileField,
  RequiredMark,
  TextField,
  useErrorText,
} from './fields'
import { useFormSteps } from './useFormSteps'
import { zodResolver } from './zodResolver'
import './property-forms.css'

export type RentTerms = {
  minimumMonthlyIncome: number | null
  maximumPersons: number | null
  /** What is paid at signing; null when the property's rent is not published. */
  atSigning: ReturnType<typeof totalPayableAtSigning> | null
}

type Props = RentTerms & FormProps & { propertyId: string }

type RentSchema = typeof rentApplicationSchema
/** The form's values as typed so far: a child added by the button has no age until one is typed. */
type RentValues = Omit<z.input<RentSchema>, 'children'> & { children?: { age?: number }[] }

const fileName = (value: unknown) =>
  value && typeof value === 'object' && 'name' in value && typeof value.name === 'string'
    ? value.name
    : null

export function RentApplicationForm({
  propertyId,
  minimumMonthlyIncome,
  maximumPersons,
  atSigning,
  ...props
}: Props) {
  const t = useTranslations('Forms')
  const form = useForm({
    resolver: zodResolver<RentSchema, RentValues>(() =>
      import('@/lib/forms/schemas/rentApplication').then((m) => m.rentApplicationSchema),
    ),
    mode: 'onTouched',
    shouldUnregister: false,
    defaultValues: { propertyId },
  })
  const children = useFieldArray({ control: form.control, name: 'children' })
  const [pets, cv] = useWatch({ control: form.control, name: ['pets', 'cv'] })
  const stepTitles = [t('ui.stepHousehold'), t('ui.stepMove'), t('ui.stepConfirm')]
  const { title, shell, shows, hydrated } = useFormSteps(form, rentApplicationSteps, stepTitles)
  const chosenFile = fileName(cv)

  const statements = {
    confirmIncome:
      minimumMonthlyIncome === null
        ? t('ui.confirmIncomeAny')
        : t('ui.confirmIncome', { income: formatPrice(minimumMonthlyIncome) }),
    confirmProof: t('ui.confirmProof'),
    confirmPersons:
      maximumPersons === null
        ? t('ui.confirmPersonsAny')
        : t('ui.confirmPersons', { persons: maximumPersons }),
    confirmDescription: t('ui.confirmDescription'),
    confirmTotal: atSigning
      ? t('ui.confirmTotal', {
          total: formatPrice(atSigning.total),
          rent: formatPrice(atSigning.rent),
          charges: formatPrice(atSigning.charges),
          inventory: formatPrice(atSigning.inventoryShare),
          deposit: formatPrice(atSigning.deposit),
        })
      : t('ui.confirmTotalAny'),
  }

  return (
    <FormShell multipart kind="rent-application" form={form} {...props} {...shell}>
      <input type="hidden" defaultValue={propertyId} {...form.register('propertyId')} />
      {title}
      {shows(0) ? (
        <fieldset>
          <legend>{stepTitles[0]}</legend>
          <PersonFields phoneRequired />
          <TextField name="adults" type="number" label={t('labels.adults')} required />
          <fieldset className="form-group">
            <legend>{t('labels.children')}</legend>
            {children.fields.map((child, index) => (
              <div key={child.id} className="form-child">
                <TextField
                  name={`children.${index}.age`}
                  type="number"
                  label={t('labels.childAge', { number: index + 1 })}
                  required
                />
                <button
                  type="button"
                  className="button button--secondary"
                  onClick={() => children.remove(index)}
                >
                  {t('ui.removeChild', { number: index + 1 })}
                </button>
              </div>
            ))}
            <div>
              <button
                type="button"
                className="button button--secondary"
                onClick={() => children.append({ age: undefined })}
              >
                {t('ui.addChild')}
              </button>
            </div>
          </fieldset>
          <CheckboxField name="pets" label={t('labels.pets')} />
          {pets || !hydrated ? (
            <TextField name="petsDescription" label={t('labels.petsDescription')} />
          ) : null}
        </fieldset>
      ) : null}
      {shows(1) ? (
        <fieldset>
          <legend>{stepTitles[1]}</legend>
          <TextField name="movingDate" type="date" label={t('labels.movingDate')} required />
          <TextField name="reason" label={t('labels.reason')} required multiline />
          <div className="form-row">
            <TextField name="income1" type="number" label={t('labels.income1')} required />
            <TextField name="income2" type="number" label={t('labels.income2')} />
          </div>
          <FileField
            name="cv"
            label={t('labels.cv')}
            required
            accept={cvTypes}
            hint={chosenFile ? t('ui.fileChosen', { name: chosenFile }) : undefined}
          />
        </fieldset>
      ) : null}
      {shows(2) ? (
        <fieldset>
          <legend>{stepTitles[2]}</legend>
          <p className="form-hint">{t('ui.confirmIntro')}</p>
          {(Object.keys(statements) as (keyof typeof statements)[]).map((name) => (
            <ConfirmationField key={name} name={name} label={statements[name]} />
          ))}
          <TextField name="remarks" label={t('labels.remarks')} multiline />
        </fieldset>
      ) : null}
    </FormShell>
  )
}

/** A statement the visitor must tick: a required checkbox whose error is shown and linked. */
function ConfirmationField({ name, label }: { name: string; label: string }) {
  const { register, formState } = useFormContext()
  const errorText = useErrorText()
  const message = errorText(get(formState.errors, name))
  const id = `field-${name}`
  return (
    <div className={`form-field form-field--confirm${message ? ' form-field--error' : ''}`}>
      <input
        type="checkbox"
        id={id}
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? `${id}-error` : undefined}
        aria-required
        {...register(name)}
      />
      <label htmlFor={id}>
        {label}
        <RequiredMark />
      </label>
      <ErrorText id={id} message={message} />
    </div>
  )
}
