'use client'
// The interactive part of the purchase-cost panel: the buyer's situation and loan, the lines and
// the total. It receives the rules in force (a few rows) and the texts it uses from the server;
// the first render is the default situation, so a visitor without JavaScript sees those figures.
import { useId, useMemo, useState } from 'react'

import { useHydrated } from '@/components/forms/useHydrated'

import {
  formatEuros,
  formatRate,
  formatWhole,
  purchaseCosts,
  type CostLine,
  type CostRegion,
  type CostRule,
  type NewBuild,
} from '@/lib/domain/costs'

import styles from './CostPanel.module.css'

export type CostTexts = Record<string, string>

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

/** `{name}` placeholders of a catalogue text (the texts use no other ICU syntax). */
const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (match, name: string) =>
    name in values ? String(values[name]) : match,
  )

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
  const id = useId()
  // The inputs work once the code runs; until then (or without JavaScript) they show the default.
  const ready = useHydrated()
  const [touched, setTouched] = useState(false)
  const [ownHome, setOwnHome] = useState(true)
  const [firstPurchase, setFirstPurchase] = useState(false)
  const [buyers, setBuyers] = useState(1)
  const [loan, setLoan] = useState(defaultLoan)
  const [loanText, setLoanText] = useState(() => formatWhole(defaultLoan, localeTag))

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
  const euros = (amount: number) => formatEuros(amount, localeTag)
  const rate = (value: number | undefined) => formatRate(value ?? 0, localeTag)

  const explain = (line: CostLine) => {
    const values = {
      rate: rate(line.rate),
      base: euros(line.base ?? 0),
      abatement: euros(line.abatement ?? 0),
      reduction: euros(line.reduction ?? 0),
      buyers: line.buyers ?? 1,
      credit: euros(line.credit ?? 0),
      minimum: euros(line.minimum ?? 0),
      margin: rate(line.margin),
      discount: rate(line.discount),
    }
    const key =
      line.key === 'notaryFee' && region === 'luxembourg'
        ? 'explain_notaryFee_luxembourg'
        : `explain_${line.key}`
    const parts = [fill(texts[key] ?? '', values)]
    if (line.abatement) parts.push(fill(texts.explain_abatement, values))
    if (line.reduction) parts.push(fill(texts.explain_reduction, values))
    if (line.discount) parts.push(fill(texts.explain_creditDiscount, values))
    return parts.join(' ')
  }

  const notes = [
    result.reducedScaleMissing && texts.note_reducedScale,
    result.reducedVatRefused &&
      fill(texts.note_reducedVat, {
        published: rate(result.publishedVatRate ?? 0),
        rate: rate(result.lines.find((line) => line.key === 'buildingVat')?.rate),
      }),
    result.mortgageMissing && texts.note_mortgageMissing,
    result.lines.some((line) => line.unconfirmed) && texts.note_unconfirmed,
  ].filter((note): note is string => Boolean(note))

  return (
    <div className={styles.calculator}>
      <fieldset className={styles.situation} disabled={!ready}>
        <legend>{texts.situation}</legend>
        <label className={styles.check}>
          <input
            type="checkbox"
            name="ownHome"
            checked={ownHome}
            onChange={(event) => {
              setOwnHome(event.target.checked)
              setTouched(true)
            }}
          />
          {texts.ownHome}
        </label>
        <label className={styles.check}>
          <input
            type="checkbox"
            name="firstPurchase"
            checked={firstPurchase}
            onChange={(event) => {
              setFirstPurchase(event.target.checked)
              setTouched(true)
            }}
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
              value={loanText}
              onChange={(event) => {
                setLoanText(event.target.value)
                setLoan(digitsOnly(event.target.value))
                setTouched(true)
              }}
              onBlur={() => setLoanText(formatWhole(loan, localeTag))}
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
                value={buyers}
                onChange={(event) => {
                  setBuyers(Number(event.target.value))
                  setTouched(true)
                }}
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
      <noscript>
        <p className={styles.hint}>{fill(texts.noScript, { loan: euros(defaultLoan) })}</p>
      </noscript>

      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <caption>{fill(texts.caption, { price: euros(price) })}</caption>
          <thead>
            <tr>
              <th scope="col">{texts.columnCost}</th>
              <th scope="col" className={styles.amount}>
                {texts.columnAmount}
              </th>
            </tr>
          </thead>
          {/* One group per cost: its name and amount, then what it is (one line on a phone too). */}
          {result.lines.map((line) => (
            <tbody key={line.key} data-line={line.key} className={styles.line}>
              <tr>
                <th scope="row">{texts[`line_${line.key}`]}</th>
                <td className={styles.amount}>{euros(line.amount)}</td>
              </tr>
              <tr>
                <td colSpan={2} className={styles.explain}>
                  {explain(line)}
                  {line.unconfirmed && (
                    <>
                      {' '}
                      <em className={styles.unconfirmed}>({texts.unconfirmed})</em>
                    </>
                  )}
                  {line.sources.map((source, index) => (
                    <span key={source}>
                      {' '}
                      <a
                        href={source}
                        rel="noopener noreferrer"
                        aria-label={fill(texts.sourceLabel, {
                          line: `${texts[`line_${line.key}`]}${line.sources.length > 1 ? ` (${index + 1})` : ''}`,
                        })}
                        className={styles.source}
                      >
                        {line.sources.length > 1 ? `${texts.source} ${index + 1}` : texts.source}
                      </a>
                    </span>
                  ))}
                </td>
              </tr>
            </tbody>
          ))}
          <tfoot>
            <tr>
              <th scope="row">{texts.total}</th>
              <td className={styles.amount} data-total>
                {euros(result.total)}
              </td>
            </tr>
          </tfoot>
        </table>
      </div>
      <p className={styles.summary}>
        {fill(texts.totalWithPrice, { total: euros(price + result.total) })}
      </p>
      {/* Announced politely after a change; the table holds the same figure for reading. */}
      <p className="visually-hidden" role="status" aria-live="polite">
        {touched ? fill(texts.announce, { total: euros(result.total) }) : ''}
      </p>
      <div className={styles.notes}>
        <p className="notice">{texts.note_estimate}</p>
        {notes.map((note) => (
          <p key={note} className={styles.note}>
            {note}
          </p>
        ))}
      </div>
    </div>
  )
}
