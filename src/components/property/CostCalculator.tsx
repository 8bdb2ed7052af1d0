'use client'
// The interactive part of the purchase-cost panel: the buyer's situation and loan, the lines and
// the total. It receives the rules in force (a few rows) and the texts it uses from the server;
// the first render is the default situation, so a visitor without JavaScript sees those figures.
import { useMemo, useState } from 'react'

import { useHydrated } from '@/components/forms/useHydrated'

import {
  formatWhole,
  purchaseCosts,
  type CostRegion,
  type CostRule,
  type NewBuild,
} from '@/lib/domain/costs'

import styles from './CostPanel.module.css'
import { CostSituation, type Situation } from './CostSituation'
import { CostTable } from './CostTable'
import { costFormat, costNotes, fill, type CostTexts } from './costTexts'

export type { CostTexts } from './costTexts'

type Props = {
  price: number
  region: Exclude<CostRegion, 'federal'>
  day: string
  rules: CostRule[]
  newBuild: NewBuild | null
  localeTag: string
  defaultLoan: number
  texts: CostTexts
}

/** The loan as typed ("250.000", "250 000 €"): its digits, at most ten. */
const digitsOnly = (value: string) => Number(value.replace(/\D/g, '').slice(0, 10) || 0)

export function CostCalculator({
  price,
  region,
  day,
  rules,
  newBuild,
  localeTag,
  defaultLoan,
  texts,
}: Props) {
  // The inputs work once the code runs; until then (or without JavaScript) they show the default.
  const ready = useHydrated()
  const [touched, setTouched] = useState(false)
  const [situation, setSituation] = useState<Situation>(() => ({
    ownHome: true,
    firstPurchase: false,
    buyers: 1,
    loanText: formatWhole(defaultLoan, localeTag),
  }))
  const { ownHome, firstPurchase, buyers } = situation
  const loan = digitsOnly(situation.loanText)

  const result = useMemo(
    () =>
      purchaseCosts({
        price,
        region,
        date: day,
        situation: { ownHome, firstPurchase, buyers },
        loan,
        rules,
        newBuild,
      }),
    [price, region, day, ownHome, firstPurchase, buyers, loan, rules, newBuild],
  )
  const { euros } = costFormat(localeTag)

  return (
    <div className={styles.calculator}>
      <CostSituation
        {...situation}
        ready={ready}
        region={region}
        texts={texts}
        onChange={(change) => {
          setSituation((current) => ({ ...current, ...change }))
          setTouched(true)
        }}
        onLoanBlur={() =>
          setSituation((current) => ({ ...current, loanText: formatWhole(loan, localeTag) }))
        }
      />
      <noscript>
        <p className={styles.hint}>{fill(texts.noScript, { loan: euros(defaultLoan) })}</p>
      </noscript>
      <CostTable
        price={price}
        result={result}
        region={region}
        localeTag={localeTag}
        texts={texts}
      />
      <p className={styles.summary}>
        {fill(texts.totalWithPrice, { total: euros(price + result.total) })}
      </p>
      {/* Announced politely after a change; the table holds the same figure for reading. */}
      <p className="visually-hidden" role="status" aria-live="polite">
        {touched ? fill(texts.announce, { total: euros(result.total) }) : ''}
      </p>
      <div className={styles.notes}>
        <p className="notice">{texts.note_estimate}</p>
        {costNotes(result, texts, localeTag).map((note) => (
          <p key={note} className={styles.note}>
            {note}
          </p>
        ))}
      </div>
    </div>
  )
}
