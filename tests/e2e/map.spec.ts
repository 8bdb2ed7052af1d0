// The list's map view (issue 5): MapLibre loads only for view=map, draws offline, clusters the
// results, and a marker's popup links to the property. Needs the production build and the list
// page rendering MapViewLoader for view=map.
import { expect, test } from '@playwright/test'

import { collectScripts } from '../helpers/firstLoadJs.mjs'

test.describe('map view', () => {
  test('shows clustered markers offline, and a marker opens the property card', async ({
    page,
  }) => {
    const external: string[] = []
    page.on('request', (request) => {
      const url = new URL(request.url())
      if (!['127.0.0.1', 'localhost'].includes(url.hostname)) external.push(request.url())
    })
    const scripts = collectScripts(page)

    await page.goto('/nl/te-koop/?view=map')
    await expect(page.locator('canvas.maplibregl-canvas')).toBeVisible()
    await expect(page.getByRole('region', { name: 'Kaart met de zoekresultaten' })).toBeVisible()
    const markers = page.locator('[data-map-marker]')
    await expect(markers.first()).toBeVisible()

    // Zoom into clusters until a property marker shows (a cluster click zooms in).
    const propertyMarker = page.locator('[data-map-marker="property"]')
    for (let step = 0; step < 8 && (await propertyMarker.count()) === 0; step++) {
      await page.locator('[data-map-marker="cluster"]').first().click()
      await page.waitForTimeout(600) // the zoom animation, then the markers are synced
    }
    await propertyMarker.first().click()

    const popupLink = page.locator('.maplibregl-popup a[href]')
    await expect(popupLink).toBeVisible()
    expect(await popupLink.getAttribute('href')).toMatch(/^\/nl\/te-koop\/.+\/\d+\/$/)
    await expect(popupLink).toBeFocused()

    // Escape closes the popup and gives focus back to the marker.
    await page.keyboard.press('Escape')
    await expect(popupLink).toHaveCount(0)
    await expect(propertyMarker.first()).toBeFocused()

    // The same results as links for keyboard and screen-reader users.
    await expect(
      page.getByRole('region', { name: 'Panden op de kaart' }).getByRole('link').first(),
    ).toHaveAttribute('href', /\/\d+\/$/)

    expect((await scripts.done()).heavy).toContain('maplibre')
    scripts.stop()
    expect(external).toEqual([])
  })

  test('the list view does not load MapLibre', async ({ page }) => {
    const requested: string[] = []
    page.on('request', (request) => requested.push(request.url()))
    const scripts = collectScripts(page)

    await page.goto('/nl/te-koop/')
    await expect(page.locator('article.property-card').first()).toBeVisible()
    const loaded = await scripts.done()
    scripts.stop()

    await expect(page.locator('.maplibregl-map')).toHaveCount(0)
    expect(requested.filter((url) => /\/map\/(style\.json|maplibre-gl-worker)/.test(url))).toEqual(
      [],
    )
    expect(loaded.heavy).not.toContain('maplibre')
  })
})
