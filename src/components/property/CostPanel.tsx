// The all-in purchase-cost panel of a property for sale (issue 16): the rules in force for its
// region are read here, at render, and handed to the small client island with the texts it uses,
// so the prerendered page needs no extra request (docs/decisions/0025).
import { getTranslations } from 'next-intl/server'

import { localeTags, type Locale } from '@/i18n/locales'
import { formatEuros, type CostRegion, type NewBuild } from '@/lib/domain/costs'
import { getCostRules } from '@/lib/data/costRules'

import { CostCalculator, type CostTexts } from './CostCalculator'
import styles from './CostPanel.module.css'

/** The catalogue keys the island uses (CostPanel namespace). */
const islandKeys = [
  'situation',
  'ownHome',
  'firstPurchase',
  'loan',
  'loanHint',
  'buyers',
  'noScript',
  'caption',
  'columnCost',
  'columnAmount',
  'unconfirmed',
  'source',
  'sourceLabel',
  'total',
  'totalWithPrice',
  'announce',
  'note_estimate',
  'note_reducedScale',
  'note_reducedVat',
  'note_mortgageMissing',
  'note_unconfirmed',
  'explain_abatement',
  'explain_reduction',
  'explain_creditDiscount',
  'explain_notaryFee_luxembourg',
] as const

const lineKeys = [
  'registration',
  'landRegistration',
  'transcription',
  'dutyCredit',
  'buildingVat',
  'notaryFee',
  'notaryFixed',
  'notaryVat',
  'mortgageRegistration',
  'mortgageDuty',
  'creditNotaryFee',
  'creditFixed',
  'creditVat',
] as const

/** A typical loan to start from: 80 % of the price, in thousands. */
const defaultLoanFor = (price: number) => Math.round((price * 0.8) / 1000) * 1000

export async function CostPanel({
  locale,
  price,
  region,
  newBuild,
}: {
  locale: Locale
  price: number
  region: Exclude<CostRegion, 'federal'>
  newBuild: NewBuild | null
}) {
  // The day of the render: the page is re-rendered at least hourly and when a rule changes.
  const day = new Date().toISOString().slice(0, 10)
  const [t, rules] = await Promise.all([
    getTranslations({ locale, namespace: 'CostPanel' }),
    getCostRules(region, day),
  ])
  if (!rules.length) return null
  const raw = (key: string) => t.raw(key as 'title') as string
  const texts: CostTexts = {}
  for (const key of islandKeys) texts[key] = raw(key)
  for (const key of lineKeys) {
    texts[`line_${key}`] = raw(`line_${key}`)
    texts[`explain_${key}`] = raw(`explain_${key}`)
  }
  const localeTag = localeTags[locale]

  return (
    <section aria-labelledby="purchase-costs" className={styles.panel}>
      <h2 id="purchase-costs">{t('title')}</h2>
      <p>
        {t('intro', {
          price: formatEuros(price, localeTag),
          region: t(`region_${region}`),
        })}
      </p>
      <CostCalculator
        price={price}
        region={region}
        day={day}
        rules={rules}
        newBuild={newBuild}
        localeTag={localeTag}
        defaultLoan={defaultLoanFor(price)}
        texts={texts}
      />
    </section>
  )
}
