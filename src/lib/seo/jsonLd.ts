// Structured data (schema.org JSON-LD) for property pages, breadcrumbs and the agency.
export type JsonLd = Record<string, unknown>

export const breadcrumbList = (items: { name: string; url: string }[]): JsonLd => ({
  '@context': 'https://schema.org',
  '@type': 'BreadcrumbList',
  itemListElement: items.map((item, index) => ({
    '@type': 'ListItem',
    position: index + 1,
    name: item.name,
    item: item.url,
  })),
})

export const realEstateAgent = (agency: {
  name: string
  url: string
  telephone?: string | null
  email?: string | null
  address?: { street?: string | null; zip?: string | null; city?: string | null } | null
  vatId?: string | null
  logo?: string | null
}): JsonLd => ({
  '@context': 'https://schema.org',
  '@type': 'RealEstateAgent',
  name: agency.name,
  url: agency.url,
  ...(agency.telephone ? { telephone: agency.telephone } : {}),
  ...(agency.email ? { email: agency.email } : {}),
  ...(agency.vatId ? { vatID: agency.vatId } : {}),
  ...(agency.logo ? { logo: agency.logo } : {}),
  ...(agency.address?.city
    ? {
        address: {
          '@type': 'PostalAddress',
          streetAddress: agency.address.street ?? undefined,
          postalCode: agency.address.zip ?? undefined,
          addressLocality: agency.address.city,
        },
      }
    : {}),
})

export const realEstateListing = (listing: {
  name: string
  url: string
  description?: string | null
  image?: string | null
  datePosted?: string | null
  price?: number | null
  goal: 'sale' | 'rent'
  available: boolean
  address: { zip: string; city: string; street?: string | null; country: 'BE' | 'LU' }
}): JsonLd => ({
  '@context': 'https://schema.org',
  '@type': 'RealEstateListing',
  name: listing.name,
  url: listing.url,
  ...(listing.description ? { description: listing.description } : {}),
  ...(listing.image ? { image: listing.image } : {}),
  ...(listing.datePosted ? { datePosted: listing.datePosted } : {}),
  offers: {
    '@type': 'Offer',
    businessFunction:
      listing.goal === 'rent'
        ? 'http://purl.org/goodrelations/v1#LeaseOut'
        : 'http://purl.org/goodrelations/v1#Sell',
    availability: listing.available ? 'https://schema.org/InStock' : 'https://schema.org/SoldOut',
    priceCurrency: 'EUR',
    ...(typeof listing.price === 'number' ? { price: listing.price } : {}),
  },
  contentLocation: {
    '@type': 'Place',
    address: {
      '@type': 'PostalAddress',
      postalCode: listing.address.zip,
      addressLocality: listing.address.city,
      addressCountry: listing.address.country,
      ...(listing.address.street ? { streetAddress: listing.address.street } : {}),
    },
  },
})

/** Serialises for a <script type="application/ld+json">, safe against `</script>` in content. */
export const jsonLdScript = (data: JsonLd | JsonLd[]) =>
  JSON.stringify(data).replace(/</g, '\\u003c')
