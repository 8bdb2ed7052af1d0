import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { ExportSubmissionsLink } from '@/components/admin/ExportSubmissionsLink'

const render = (searchParams: Record<string, unknown>, language = 'nl') =>
  renderToStaticMarkup(
    createElement(ExportSubmissionsLink, { i18n: { language }, searchParams } as never),
  )

describe('the CSV export button above the inbox', () => {
  it('exports everything when the editor filters nothing, in the admin language', () => {
    const html = render({}, 'fr')
    expect(html).toContain('href="/api/submissions/export.csv"')
    expect(html).toContain('Tout exporter (CSV)')
  })

  it('carries the kind and status the editor filters on', () => {
    const html = render({ where: { kind: { equals: 'offer' }, status: { equals: 'new' } } })
    expect(html).toContain('href="/api/submissions/export.csv?kind=offer&amp;status=new"')
    expect(html).toContain('Deze selectie exporteren (CSV)')
  })

  it('ignores a filter value that is not a plain code', () => {
    const html = render({ where: { kind: { equals: '"><script>' } } })
    expect(html).toContain('href="/api/submissions/export.csv"')
  })
})
