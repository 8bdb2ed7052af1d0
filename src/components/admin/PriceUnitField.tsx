'use client'
// The price unit of a property as an editor reads it: "after the price" or "'from' before the
// price", instead of the property feed's number code (7 = from, spec §9). The stored value stays
// the code (docs/domain-rules.md `formatPrice`): an imported code other than 7 is kept and
// shown by name until the editor picks another choice.
import { FieldDescription, FieldLabel, SelectInput, useField, useTranslation } from '@payloadcms/ui'
import type { NumberFieldClientComponent } from 'payload'

import { inLanguage, label } from '@/fields/labels'
import { PRICE_UNIT_FROM } from '@/lib/domain/money'

const AFTER = 'after'

const texts = {
  after: label(
    'Eenheidstekst na de prijs (€ 950 /maand)',
    'Texte d’unité après le prix (950 € /mois)',
    'Unit text after the price (€ 950 /month)',
    'Einheitstext nach dem Preis (950 € /Monat)',
  ),
  from: label(
    'Eenheidstekst vóór de prijs (vanaf € 350.000)',
    'Texte d’unité avant le prix (à partir de 350.000 €)',
    'Unit text before the price (from € 350,000)',
    'Einheitstext vor dem Preis (ab 350.000 €)',
  ),
  imported: label(
    'Eenheidstekst na de prijs (code {code} uit de import)',
    'Texte d’unité après le prix (code {code} de l’import)',
    'Unit text after the price (imported code {code})',
    'Einheitstext nach dem Preis (importierter Code {code})',
  ),
}

export const PriceUnitField: NumberFieldClientComponent = ({ field, path, readOnly }) => {
  const { i18n } = useTranslation()
  const { value, setValue, showError } = useField<number | null>({ path })
  const text = (key: keyof typeof texts) => inLanguage(texts[key], { i18n })
  const imported = typeof value === 'number' && value !== PRICE_UNIT_FROM ? value : null
  const options = [
    { value: AFTER, label: text('after') },
    { value: String(PRICE_UNIT_FROM), label: text('from') },
    ...(imported === null
      ? []
      : [{ value: String(imported), label: text('imported').replace('{code}', String(imported)) }]),
  ]
  const selected = typeof value === 'number' ? String(value) : AFTER
  return (
    <SelectInput
      path={path}
      name={field.name}
      options={options}
      value={selected}
      readOnly={readOnly || field.admin?.readOnly}
      showError={showError}
      isClearable={false}
      Label={<FieldLabel label={field.label} path={path} />}
      Description={<FieldDescription description={field.admin?.description} path={path} />}
      onChange={(option) => {
        const picked = Array.isArray(option) ? option[0] : option
        const code = picked?.value
        setValue(code === AFTER || code === undefined ? null : Number(code))
      }}
    />
  )
}
