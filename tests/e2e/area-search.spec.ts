// The list's area search (docs/alerts.md, "Area search"): on the map the visitor draws an
// area with the keyboard (move the map, add its centre as a corner) or picks a radius; the URL
// records it, the list follows, and a plain link on the list clears it.
import { expect, test, type Page } from '@playwright/test'

/** The number of results the page reports (0 when it says there are none). */
const resultCount = async (page: Page) => {
  if (await page.locator('.no-results').count()) return 0
  const heading = await page.getByRole('heading', { level: 2, name: /gevonden/ }).textContent()
  return Number((heading ?? '').replace(/\D/g, ''))
}

const mapReady = async (page: Page) => {
  await expect(page.locator('canvas.maplibregl-canvas')).toBeVisible()
  await expect(page.getByRole('group', { name: 'Zoeken in een gebied' })).toBeEnabled()
}

test.describe('area search', () => {
  test('draws an area with the keyboard; the URL holds it and the list follows', async ({
    page,
  }) => {
    await page.goto('/nl/te-koop/?view=map')
    const before = await resultCount(page)
    expect(before).toBeGreaterThan(1)
    await mapReady(page)

    await page.getByRole('button', { name: 'Gebied tekenen' }).click()
    const canvas = page.locator('canvas.maplibregl-canvas')
    const addCorner = page.getByRole('button', { name: 'Midden van de kaart als hoekpunt' })
    const finish = page.getByRole('button', { name: 'Zoeken in dit gebied' })
    // Zoom in twice from the whole country, then three corners a little apart.
    await canvas.focus()
    await page.keyboard.press('Equal')
    await page.keyboard.press('Equal')
    await page.waitForTimeout(800) // the zoom animation
    await addCorner.click()
    await canvas.focus()
    await page.keyboard.press('ArrowRight')
    await page.keyboard.press('ArrowRight')
    await page.waitForTimeout(600)
    await addCorner.focus()
    await page.keyboard.press('Enter')
    await canvas.focus()
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('ArrowDown')
    await page.waitForTimeout(600)
    await expect(finish).toBeDisabled()
    await addCorner.focus()
    await page.keyboard.press('Space')
    await expect(page.getByRole('status').filter({ hasText: 'Hoekpunten: 3' })).toBeVisible()

    await finish.click()
    await page.waitForURL(/[?&]area=/)
    const area = new URL(page.url()).searchParams.get('area') ?? ''
    expect(area.split(';')).toHaveLength(3)
    expect(new URL(page.url()).searchParams.get('view')).toBe('map')
    await expect(page.getByText('Zoekgebied actief')).toBeVisible()
    expect(await resultCount(page)).toBeLessThan(before)

    // The list view keeps the area, and the chip's plain link clears it.
    await page.getByRole('link', { name: 'Lijst', exact: true }).click()
    await page.waitForURL((url) => url.searchParams.get('area') === area)
    await page.getByRole('link', { name: 'Zoekgebied wissen' }).click()
    await page.waitForURL((url) => !url.searchParams.has('area'))
    await expect(page.getByText('Zoekgebied actief')).toHaveCount(0)
    expect(await resultCount(page)).toBe(before)
  })

  test('searches within a radius around the map centre', async ({ page }) => {
    await page.goto('/nl/te-koop/?view=map')
    await mapReady(page)
    await page.getByLabel('Straal rond het midden van de kaart').selectOption('10')
    await page.getByRole('button', { name: 'Zoeken rond het midden' }).click()
    await page.waitForURL(/[?&]near=/)
    const url = new URL(page.url())
    expect(url.searchParams.get('radius')).toBe('10')
    expect(url.searchParams.get('near')).toMatch(/^\d+(\.\d+)?,\d+(\.\d+)?$/)
    await expect(page.getByText('Zoekgebied actief')).toBeVisible()
  })

  test('a malformed area is ignored, not an error', async ({ page }) => {
    const response = await page.goto('/nl/te-koop/?area=50,4;garbage&near=1,2&radius=900')
    expect(response?.status()).toBe(200)
    await expect(page.getByText('Zoekgebied actief')).toHaveCount(0)
  })
})
