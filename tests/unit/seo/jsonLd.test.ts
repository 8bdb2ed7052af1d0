import { describe, expect, it } from 'vitest'

import { breadcrumbList, jsonLdScript, realEstateListing } from '@/lib/seo/jsonLd'

describe('structured data', () => {
  it('describes a rental as a lease offer with its price in euro', () => {
    const data = realEstateListing({
      name: 'Studio',
      url: 'https://agency.example/nl/te-huur/gent/studio/9/',
      price: 950,
      goal: 'rent',
      available: true,
      address: { zip: '9000', city: 'Gent', country: 'BE' },
    })
    expect(data).toMatchObject({
      '@type': 'RealEstateListing',
      offers: {
        '@type': 'Offer',
        price: 950,
        priceCurrency: 'EUR',
        businessFunction: 'http://purl.org/goodrelations/v1#LeaseOut',
      },
    })
  })

  it('leaves out the street and the price when they are not published', () => {
    const data = realEstateListing({
      name: 'Villa',
      url: 'https://agency.example/x/',
      price: null,
      goal: 'sale',
      available: false,
      address: { zip: '8000', city: 'Brugge', country: 'BE' },
    })
    const text = JSON.stringify(data)
    expect(text).not.toContain('streetAddress')
    expect(text).not.toContain('"price"')
    expect(text).toContain('SoldOut')
  })

  it('numbers breadcrumb items from 1', () => {
    const data = breadcrumbList([
      { name: 'Home', url: 'https://a/nl/' },
      { name: 'Te koop', url: 'https://a/nl/te-koop/' },
    ]) as { itemListElement: { position: number }[] }
    expect(data.itemListElement.map((item) => item.position)).toEqual([1, 2])
  })

  it('cannot be closed early by a title containing </script>', () => {
    const script = jsonLdScript({ name: '</script><script>alert(1)</script>' })
    expect(script).not.toContain('</script>')
    expect(JSON.parse(script)).toEqual({ name: '</script><script>alert(1)</script>' })
  })
})
