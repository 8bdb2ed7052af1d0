'use client'
// The offer to purchase in two steps: who buys (buyer A, optionally buyer B, with their
// addresses), then the offer itself: the amount in digits with its words shown as it is typed,
// the period, the place and date of signing, the conditions, and the 10 % advance.
import { useTranslations } from 'next-intl'
import { useForm, useWatch, type Resolver } from 'react-hook-form'
import type { z } from 'zod'

import { amountInWords, formatPrice } from '@/lib/domain'
import type { offerSchema } from '@/lib/forms/schemas/offer'
import { offerSteps } from '@/lib/forms/steps'

import { FormShell, type FormProps } from './FormShell'
import { PersonFields } from './PersonFields'
import { CheckboxField, TextField } from './fields'
import { digitsOnly, offerAdvance, typedAmount } from './offerAmount'
import { useFormSteps } from './useFormSteps'
import { zodPartsResolver } from './zodPartsResolver'
import './property-forms.css'

type OfferValues = z.input<typeof offerSchema> & { hasSignerB?: boolean }
type OfferData = z.output<typeof offerSchema>

const offerSchemas = () => import('@/lib/forms/schemas/offer')
const schemaResolver = zodPartsResolver(
  () => offerSchemas().then((m) => m.offerSchema),
  () => offerSchemas().then((m) => [m.offerPeriodSchema]),
)

/** Buyer B counts only while its box is ticked; what was typed for B stays for a second thought. */
const offerResolver: Resolver<OfferValues, unknown, OfferData> = (values, context, options) =>
  schemaResolver(values.hasSignerB ? values : { ...values, signerB: undefined }, context, options)

type Props = FormProps & {
  propertyId: string
  /** The asking price, when it is published: the advance is shown before an amount is typed. */
  price: number | null
}

export function OfferForm({ propertyId, price, ...props }: Props) {
  const t = useTranslations('Forms')
  const form = useForm<OfferValues, unknown, OfferData>({
    resolver: offerResolver,
    mode: 'onTouched',
    shouldUnregister: false,
    defaultValues: { propertyId },
  })
  const [hasSignerB, amount] = useWatch({ control: form.control, name: ['hasSignerB', 'amount'] })
  const stepTitles = [t('ui.stepSigners'), t('ui.stepOffer')]
  const { title, shell, shows, hydrated } = useFormSteps(form, offerSteps, stepTitles)

  const offered = typedAmount(amount)
  const advance = offerAdvance(offered, price)
  const words = offered === null ? '' : amountInWords(offered, props.locale)

  return (
    <FormShell kind="offer" form={form} {...props} {...shell}>
      <input type="hidden" defaultValue={propertyId} {...form.register('propertyId')} />
      {title}
      {shows(0) ? (
        <fieldset>
          <legend>{stepTitles[0]}</legend>
          <SignerFields name="signerA" legend={t('labels.signerA')} />
          <CheckboxField name="hasSignerB" label={t('labels.hasSignerB')} />
          {hasSignerB || !hydrated ? (
            <SignerFields name="signerB" legend={t('labels.signerB')} />
          ) : null}
          <fieldset className="form-group">
            <legend>{t('ui.contactDetails')}</legend>
            <PersonFields withNames={false} />
          </fieldset>
        </fieldset>
      ) : null}
      {shows(1) ? (
        <fieldset>
          <legend>{stepTitles[1]}</legend>
          <TextField
            name="amount"
            label={t('labels.amount')}
            required
            autoComplete="off"
            hint={t('ui.amountHint')}
            setValueAs={digitsOnly}
          />
          <p className="form-amount-words">
            {t('labels.amountInWords')}:{' '}
            <output id="offer-amount-words" htmlFor="field-amount" aria-live="polite">
              {words}
            </output>
          </p>
          <div className="form-row">
            <TextField name="startDate" type="date" label={t('labels.startDate')} required />
            <TextField name="endDate" type="date" label={t('labels.endDate')} required />
          </div>
          <p className="form-hint">{t('ui.offerPeriodHint')}</p>
          <div className="form-row">
            <TextField
              name="place"
              label={t('labels.place')}
              required
              autoComplete="address-level2"
            />
            <TextField name="signingDate" type="date" label={t('labels.signingDate')} required />
          </div>
          <TextField name="conditions" label={t('labels.conditions')} required multiline />
          <p className="form-statement" id="offer-advance">
            {advance === null
              ? t('ui.offerAdvanceUnknown')
              : t('ui.offerAdvance', { advance: formatPrice(advance) })}
          </p>
        </fieldset>
      ) : null}
    </FormShell>
  )
}

/** One buyer: names and address, in a group named after the buyer (A or B). */
function SignerFields({ name, legend }: { name: 'signerA' | 'signerB'; legend: string }) {
  const t = useTranslations('Forms.labels')
  // A section per buyer keeps the browser from filling buyer B with buyer A's details.
  const auto = (token: string) => `section-${name} ${token}`
  return (
    <fieldset className="form-group">
      <legend>{legend}</legend>
      <div className="form-row">
        <TextField
          name={`${name}.firstName`}
          label={t('firstName')}
          required
          autoComplete={auto('given-name')}
        />
        <TextField
          name={`${name}.lastName`}
          label={t('lastName')}
          required
          autoComplete={auto('family-name')}
        />
      </div>
      <div className="form-row">
        <TextField
          name={`${name}.street`}
          label={t('street')}
          required
          autoComplete={auto('address-line1')}
        />
        <TextField name={`${name}.houseNumber`} label={t('houseNumber')} required />
      </div>
      <div className="form-row">
        <TextField
          name={`${name}.zip`}
          label={t('zip')}
          required
          autoComplete={auto('postal-code')}
        />
        <TextField
          name={`${name}.city`}
          label={t('city')}
          required
          autoComplete={auto('address-level2')}
        />
      </div>
      <TextField
        name={`${name}.country`}
        label={t('country')}
        autoComplete={auto('country-name')}
      />
    </fieldset>
  )
}
