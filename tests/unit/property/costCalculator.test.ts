// What the purchase-cost island writes into the page before any script runs (the no-JavaScript
// view and the first paint): the default situation's lines and total, in the page's language.
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { CostCalculator } from '@/components/property/CostCalculator'
import { inForce, regionsFor, type CostRule } from '@/lib/domain/costs'
import { costRuleSeeds } from '@/seed/data/costRules'
import fr from '@/i18n/messages/fr.json'
import nl from '@/i18n/messages/nl.json'

const rulesFor = (region: 'flanders' | 'luxembourg', day: string): CostRule[] =>
  costRuleSeeds
    .map(({ key, note: _note, ...rule }) => ({ id: key, ...rule }))
    .filter((rule) => regionsFor(region).includes(rule.region) && inForce(rule, day))

const render = (
  texts: Record<string, string>,
  localeTag: string,
  region: 'flanders' | 'luxembourg' = 'flanders',
) =>
  renderToStaticMarkup(
    createElement(CostCalculator, {
      price: 300_000,
      region,
      day: '2026-03-01',
      rules: rulesFor(region, '2026-03-01'),
      newBuild: null,
      localeTag,
      defaultLoan: 240_000,
      texts,
    }),
  )

describe('the purchase-cost island, rendered on the server', () => {
  it('shows the default situation: own home with an 80 % loan, every line and the total', () => {
    const html = render(nl.CostPanel, 'nl-BE')
    // 10,405.46 (purchase, unit tests) + 2,640 + 792 + 715.78 + 590 + 265.81 = 15,409.05
    expect(html).toContain('data-total="true">€\u00a015.409</td>')
    expect(html).toContain('Prijs met kosten: €\u00a0315.409')
    expect(html).toContain(nl.CostPanel.line_registration)
    expect(html).toContain('2% op €\u00a0300.000.')
    expect(html).toContain('value="240.000"')
    expect(html).toContain('<fieldset class=') // the situation
    expect(html).toMatch(/<fieldset[^>]* disabled=""/) // inert until the script runs
    expect(html).toContain(nl.CostPanel.note_estimate)
    expect(html).toContain(nl.CostPanel.note_reducedScale)
    expect(html).toContain('href="https://temp.notaris.be/')
    // Nothing is announced before the visitor changes something.
    expect(html).toMatch(/<p class="visually-hidden" role="status" aria-live="polite"><\/p>/)
  })

  it('writes French amounts and explanations', () => {
    const html = render(fr.CostPanel, 'fr-BE')
    expect(html).toContain('15\u00a0409\u00a0€')
    expect(html).toContain('value="240\u00a0000"')
    expect(html).toContain(fr.CostPanel.line_notaryFee)
  })

  it('asks for the number of buyers in Luxembourg only, and says the mortgage is left out', () => {
    const html = render(nl.CostPanel, 'nl-BE', 'luxembourg')
    expect(html).toContain(nl.CostPanel.buyers)
    expect(html).toContain(nl.CostPanel.note_mortgageMissing)
    expect(render(nl.CostPanel, 'nl-BE')).not.toContain(nl.CostPanel.buyers)
  })
})
