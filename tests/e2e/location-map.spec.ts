// The location map of the detail pages (issue 5): MapLibre loads only when the map scrolls into
// view, and a property whose address is not published shows an area, never the exact point.
import { randomBytes } from 'node:crypto'

import { expect, test, type APIRequestContext, type Page } from '@playwright/test'

const MAP = '[data-location-map]'

// Paragraphs enough to put the location section well below the first screen.
const longDescription = Array.from(
  { length: 12 },
  (_, index) =>
    `Alinea ${index + 1}: een ruime woning met tuin, dicht bij scholen, winkels en het station.`,
).join('\n\n')

/** A published property created through REST as the admin; returns its id. */
const createProperty = async (request: APIRequestContext, data: Record<string, unknown>) => {
  const login = await request.post('/api/users/login', {
    data: { email: process.env.ADMIN_EMAIL, password: process.env.ADMIN_PASSWORD },
  })
  const { token } = (await login.json()) as { token: string }
  const created = await request.post('/api/properties?locale=nl', {
    headers: { Authorization: `JWT ${token}` },
    data: {
      goal: 'sale',
      price: 385000,
      zip: '9000',
      city: 'Gent',
      description: longDescription,
      _status: 'published',
      ...data,
    },
  })
  expect(created.status()).toBe(201)
  return ((await created.json()) as { doc: { id: number } }).doc.id
}

/** The page's path: any slugs lead to the current address of the id (a 308). */
const openProperty = async (page: Page, id: number) => {
  await page.goto(`/nl/te-koop/gent/pand/${id}/`)
  await expect(page).toHaveURL(new RegExp(`/nl/te-koop/gent/[^/]+/${id}/$`))
}

test.describe('location map', () => {
  test('loads when it scrolls into view and marks the property', async ({ page, request }) => {
    const id = await createProperty(request, {
      title: `Rijwoning aan de Coupure ${randomBytes(3).toString('hex')}`,
      street: 'Coupure Links',
      houseNumber: '12',
      publishAddress: true,
      latitude: 51.0478,
      longitude: 3.7154,
    })
    await openProperty(page, id)
    const map = page.locator(MAP)
    await expect(map).toHaveAttribute('data-location-map', 'exact')
    await expect(page.locator('canvas.maplibregl-canvas')).toHaveCount(0)

    await map.scrollIntoViewIfNeeded()
    await expect(map.locator('canvas.maplibregl-canvas')).toBeVisible()
    await expect(map.locator('.maplibregl-marker')).toBeVisible()
    await expect(page.getByRole('region', { name: 'Kaart met de ligging' })).toBeVisible()
  })

  test('shows only an area when the address is not published, and the HTML has neither street nor coordinates', async ({
    page,
    request,
    playwright,
    baseURL,
  }) => {
    const street = `Verborgenstraat${randomBytes(2).toString('hex')}`
    const id = await createProperty(request, {
      title: `Villa in het groen ${randomBytes(3).toString('hex')}`,
      street,
      houseNumber: '17',
      publishAddress: false,
      latitude: 51.054321,
      longitude: 3.721987,
    })
    await openProperty(page, id)
    const visitor = await playwright.request.newContext({ baseURL })
    const html = await (await visitor.get(page.url())).text()
    await visitor.dispose()
    expect(html).not.toContain(street)
    expect(html).not.toContain('51.054321')
    expect(html).not.toContain('3.721987')

    const map = page.locator(MAP)
    await expect(map).toHaveAttribute('data-location-map', 'approximate')
    await map.scrollIntoViewIfNeeded()
    await expect(map.locator('canvas.maplibregl-canvas')).toBeVisible()
    await expect(map.locator('.maplibregl-marker')).toHaveCount(0)
    await expect(page.getByText('de cirkel toont de buurt bij benadering')).toBeVisible()
  })

  test('opens on a project page with its button, before it is scrolled to', async ({ page }) => {
    await page.goto('/nl/nieuwbouw/')
    const href = await page.locator('article.property-card h3 a').first().getAttribute('href')
    await page.goto(href!)
    const map = page.locator(MAP)
    await expect(map).toBeAttached()
    await expect(page.locator('canvas.maplibregl-canvas')).toHaveCount(0)
    // A click would scroll the map into view (which opens it too): dispatch the event instead.
    await map.getByRole('button', { name: 'Kaart tonen' }).dispatchEvent('click')
    await expect(map.locator('canvas.maplibregl-canvas')).toBeVisible()
  })
})
