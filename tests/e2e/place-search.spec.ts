// Place search (issue 11, point 7): a town is found by its name in any language and by its
// postcode, and the town box suggests towns in the visitor's language as they type.
import { expect, test } from '@playwright/test'

test.describe('place search', () => {
  test('typing "lie" suggests Liège, picked with the keyboard, and lists its properties', async ({
    page,
  }) => {
    await page.goto('/en/for-sale/')
    const box = page.getByRole('combobox', { name: 'Town or postcode' })
    await expect(box).toHaveAttribute('aria-expanded', 'false')
    await box.pressSequentially('lie', { delay: 50 })
    const listbox = page.getByRole('listbox', { name: 'Suggested towns' })
    await expect(listbox).toBeVisible()
    await expect(box).toHaveAttribute('aria-expanded', 'true')
    const liege = listbox.getByRole('option', { name: 'Liège 4000' })
    await expect(liege).toBeVisible()

    // Arrow down until Liège is the active option, then Enter puts it in the box.
    const options = await listbox.getByRole('option').allTextContents()
    const position = options.findIndex((text) => text.startsWith('Liège'))
    expect(position).toBeGreaterThanOrEqual(0)
    for (let i = 0; i <= position; i++) await box.press('ArrowDown')
    await expect(liege).toHaveAttribute('aria-selected', 'true')
    await expect(box).toHaveAttribute('aria-activedescendant', (await liege.getAttribute('id'))!)
    await box.press('Enter')
    await expect(box).toHaveValue('Liège')
    await expect(listbox).toBeHidden()
    await expect(box).toHaveAttribute('aria-expanded', 'false')

    // A second Enter searches.
    await box.press('Enter')
    await expect(page).toHaveURL(/\/en\/for-sale\/\?city=Li%C3%A8ge/)
    const places = page.locator('.property-card__place')
    await expect(places.first()).toBeVisible()
    for (const place of await places.allTextContents()) expect(place).toContain('4000')
  })

  test('Escape closes the suggestions and keeps what was typed', async ({ page }) => {
    await page.goto('/nl/')
    const box = page
      .getByRole('search', { name: 'Zoek uw pand' })
      .getByRole('combobox', { name: 'Gemeente of postcode' })
    await box.pressSequentially('gan', { delay: 50 })
    const listbox = page.getByRole('listbox', { name: 'Voorgestelde gemeenten' })
    // Typed in French, offered in the visitor's language.
    await expect(listbox.getByRole('option', { name: 'Gent 9000' })).toBeVisible()
    await box.press('Escape')
    await expect(listbox).toBeHidden()
    await expect(box).toHaveValue('gan')
  })

  for (const [path, city] of [
    ['/fr/a-vendre/', 'liege'],
    ['/fr/a-vendre/', 'Luik'],
    ['/nl/te-koop/', 'Liège'],
    ['/de/zu-verkaufen/', 'Lüttich'],
    ['/en/for-sale/', '4000'],
  ]) {
    test(`${path}?city=${city} lists the Liège property, without JavaScript too`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ javaScriptEnabled: false })
      const page = await context.newPage()
      const response = await page.goto(`${path}?city=${encodeURIComponent(city)}`)
      expect(response?.status()).toBe(200)
      await expect(page.locator('.property-card__place').first()).toContainText('4000 Liège')
      // Without JavaScript the town box is a plain text box holding the search.
      const box = page.locator('#filter-place')
      await expect(box).toHaveAttribute('role', 'combobox')
      await expect(box).toHaveValue(city)
      await context.close()
    })
  }

  test('the suggestions answer in the visitor’s language and never fail', async ({ request }) => {
    const names = async (query: string) =>
      (await (await request.get(`/api/places/?${query}`)).json()).places.map(
        (place: { name: string; zip: string }) => `${place.name} ${place.zip}`,
      )
    expect(await names('q=lie&locale=de')).toContain('Lüttich 4000')
    expect(await names('q=lie&locale=nl')).toContain('Luik 4000')
    expect(await names('q=brux&locale=en')).toContain('Brussels 1000')
    expect(await names('q=anv&locale=nl')).toContain('Antwerpen 2000')
    const odd = await request.get(`/api/places/?q=${'%25'.repeat(500)}&locale=xx`)
    expect(odd.status()).toBe(200)
  })
})
