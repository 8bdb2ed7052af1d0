// The CSV export of the inbox opens in a Belgian Excel: `;`, a BOM (added by the endpoint),
// labels and readable values, the property by reference and title, and no formula from a visitor.
import { describe, expect, it } from 'vitest'

import { csvCell, submissionsToCsv, type CsvSubmission } from '@collections/Submissions/exportCsv'

const offer: CsvSubmission = {
  id: 12,
  createdAt: '2026-11-24T13:05:00.000Z',
  kind: 'offer',
  status: 'new',
  name: 'Anna Peeters',
  email: 'anna@example.com',
  phone: '0475 12 34 56',
  locale: 'fr',
  property: { id: 1, reference: 'GE-12', title: 'Villa in Gent' },
  content: {
    signerA: { firstName: 'Anna', lastName: 'Peeters' },
    amount: 350000,
    startDate: '2027-01-10',
    conditions: 'Onder voorbehoud; "financiering"\nen keuring',
    propertyId: '1',
  },
}
const demand: CsvSubmission = {
  id: 13,
  kind: 'demand-register',
  status: 'handled',
  name: '=HYPERLINK("http://evil.example","klik")',
  email: 'b@example.com',
  content: { goal: 'sale', types: ['house'], maxPrice: 400000, garden: true },
}

/** Splits the CSV into rows of cells (quoted cells, `;` between them). */
const parse = (csv: string, delimiter = ';') =>
  csv
    .trimEnd()
    .split('\r\n')
    .map((row) => row.slice(1, -1).split(`"${delimiter}"`))

describe('the CSV export of the inbox', () => {
  it('separates cells with ; and rows with CRLF, one column per form field, headers in Dutch', () => {
    const csv = submissionsToCsv([offer, demand], { language: 'nl' })
    expect(csv.endsWith('\r\n')).toBe(true)
    const [header, first, second] = parse(csv)
    expect(header.slice(0, 10)).toEqual([
      'Nr.',
      'Ontvangen op',
      'Formulier',
      'Status',
      'Naam',
      'E-mail',
      'Telefoon',
      'Taal',
      'Pand',
      'Project',
    ])
    expect(header).toContain('Koper A – Voornaam')
    expect(header).toContain('Bedrag')
    expect(header).toContain('Maximumprijs')
    expect(header).not.toContain('Inhoud')
    const cell = (row: string[], name: string) => row[header.indexOf(name)]
    expect(cell(first, 'Pand')).toBe('GE-12 – Villa in Gent')
    expect(cell(first, 'Formulier')).toBe('Bod tot aankoop')
    expect(cell(first, 'Ontvangen op')).toBe('24/11/2026 14:05')
    expect(cell(first, 'Bedrag')).toBe('€ 350.000')
    expect(cell(first, 'Begindatum')).toBe('10/01/2027')
    expect(cell(first, 'Taal')).toBe('FR')
    expect(cell(second, 'Doel')).toBe('Kopen')
    expect(cell(second, 'Types pand')).toBe('Woning')
    expect(cell(second, 'Tuin')).toBe('ja')
    expect(cell(second, 'Status')).toBe('Afgehandeld')
    expect(cell(second, 'Bedrag')).toBe('')
    expect(csv).not.toMatch(/[{}]|"propertyId"|350000/)
  })

  it('writes the headers and values in the admin language', () => {
    const [header, row] = parse(submissionsToCsv([demand], { language: 'fr' }))
    expect(header).toContain('Prix maximum')
    expect(row[header.indexOf('Jardin')]).toBe('oui')
  })

  it('quotes every cell and doubles quotes, keeping ; and line breaks inside a cell', () => {
    const csv = submissionsToCsv([offer], { language: 'nl' })
    expect(csv).toContain('"Onder voorbehoud; ""financiering""\nen keuring"')
  })

  it('offers a comma-separated variant', () => {
    const csv = submissionsToCsv([demand], { language: 'en', delimiter: ',' })
    expect(csv.split('\r\n')[0]).toMatch(/^"No.","Received","Form",/)
  })

  it('turns what a spreadsheet would run as a formula into text', () => {
    const csv = submissionsToCsv([demand], { language: 'nl' })
    expect(csv).toContain(`"'=HYPERLINK(""http://evil.example"",""klik"")"`)
    for (const start of ['=', '+', '-', '@', '\t', '\r'])
      expect(csvCell(`${start}1+1`)).toBe(`"'${start}1+1"`)
    expect(csvCell('Gent')).toBe('"Gent"')
  })
})
