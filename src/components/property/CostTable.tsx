// The purchase-cost table: one group per cost (its name and amount, then what it is and where
// the rule comes from) and the total. Rendered by the calculator on the server and the client.
import type { CostRegion, PurchaseCosts } from '@/lib/domain/costs'

import styles from './CostPanel.module.css'
import { costFormat, explainLine, fill, type CostTexts } from './costTexts'

type Props = {
  price: number
  result: PurchaseCosts
  region: CostRegion
  localeTag: string
  texts: CostTexts
}

export function CostTable({ price, result, region, localeTag, texts }: Props) {
  const { euros } = costFormat(localeTag)
  return (
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
                {explainLine(line, region, texts, localeTag)}
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
  )
}
