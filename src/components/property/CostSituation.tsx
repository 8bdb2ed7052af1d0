'use client'
// The buyer's situation of the purchase-cost panel: own home, first purchase, the loan and (in
// Luxembourg) the number of buyers. Controlled by the calculator, which holds the values.
import { useId } from 'react'

import type { CostRegion } from '@/lib/domain/costs'

import styles from './CostPanel.module.css'
import type { CostTexts } from './costTexts'

export type Situation = {
  ownHome: boolean
  firstPurchase: boolean
  buyers: number
  loanText: string
}

type Props = Situation & {
  /** False until the code runs: without JavaScript the fields show the default situation. */
  ready: boolean
  region: CostRegion
  texts: CostTexts
  onChange: (change: Partial<Situation>) => void
  onLoanBlur: () => void
}

export function CostSituation({ ready, region, texts, onChange, onLoanBlur, ...values }: Props) {
  const id = useId()
  return (
    <fieldset className={styles.situation} disabled={!ready}>
      <legend>{texts.situation}</legend>
      <label className={styles.check}>
        <input
          type="checkbox"
          name="ownHome"
          checked={values.ownHome}
          onChange={(event) => onChange({ ownHome: event.target.checked })}
        />
        {texts.ownHome}
      </label>
      <label className={styles.check}>
        <input
          type="checkbox"
          name="firstPurchase"
          checked={values.firstPurchase}
          onChange={(event) => onChange({ firstPurchase: event.target.checked })}
        />
        {texts.firstPurchase}
      </label>
      <div className={styles.inputs}>
        <div className="field">
          <label htmlFor={`${id}-loan`}>{texts.loan}</label>
          <input
            id={`${id}-loan`}
            name="loan"
            type="text"
            inputMode="numeric"
            autoComplete="off"
            aria-describedby={`${id}-loan-hint`}
            value={values.loanText}
            onChange={(event) => onChange({ loanText: event.target.value })}
            onBlur={onLoanBlur}
          />
          <span id={`${id}-loan-hint`} className={styles.hint}>
            {texts.loanHint}
          </span>
        </div>
        {region === 'luxembourg' && (
          <div className="field">
            <label htmlFor={`${id}-buyers`}>{texts.buyers}</label>
            <select
              id={`${id}-buyers`}
              name="buyers"
              value={values.buyers}
              onChange={(event) => onChange({ buyers: Number(event.target.value) })}
            >
              {[1, 2, 3, 4].map((count) => (
                <option key={count} value={count}>
                  {count}
                </option>
              ))}
            </select>
          </div>
        )}
      </div>
    </fieldset>
  )
}
