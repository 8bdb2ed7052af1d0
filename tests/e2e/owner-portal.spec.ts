// The owner portal in Chromium on the production build, with JavaScript off where the contract
// says the pages must work without it: login → portal → one property → logout.
import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'

// scripts/e2e.mjs seeds the demo owners with this password.
const password = process.env.SEED_OWNER_PASSWORD ?? ''

test.use({ javaScriptEnabled: false, locale: 'nl-BE' })

test('an owner logs in without JavaScript, sees their properties, opens one and logs out', async ({ page }) => {
  await page.goto('/nl/login/')
  await expect(page.locator('input[type="password"]')).toBeVisible()
  await page.getByLabel('Gebruikersnaam of e-mailadres').fill('demo-eigenaar-1')
  await page.getByLabel('Wachtwoord', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Aanmelden' }).click()
  await expect(page).toHaveURL(/\/nl\/eigenaar\/$/)
  const cards = page.locator('.portal-card')
  expect(await cards.count()).toBeGreaterThanOrEqual(2)
  await cards.first().getByRole('link').click()
  await expect(page).toHaveURL(/\/nl\/eigenaar\/\d+\/$/)
  await expect(page.getByRole('heading', { name: 'Geschiedenis' })).toBeVisible()
  await expect(page.locator('.portal-table--days tbody tr')).toHaveCount(30)
  await page.getByRole('button', { name: 'Afmelden', exact: true }).click()
  await expect(page).toHaveURL(/\/nl\/login\/\?done=logged-out$/)
  const back = await page.goto('/nl/eigenaar/')
  expect(back?.url()).toContain('/nl/login/?next=%2Fnl%2Feigenaar%2F')
}) // prettier-ignore

for (const { locale, text } of [
  { locale: 'nl', text: 'Ongeldig e-mailadres of wachtwoord' },
  { locale: 'en', text: 'The username or password are not correct.' },
]) {
  test(`a wrong password shows the spec's text in ${locale}`, async ({ page }) => {
    await page.goto(`/${locale}/login/`)
    await page.locator('input[name="identifier"]').fill('demo-eigenaar-2')
    await page.locator('input[type="password"]').fill('not the password')
    await page.locator('.portal-form button[type="submit"]').click()
    await expect(page.getByRole('alert')).toHaveText(text)
    expect(page.url()).not.toContain('demo-eigenaar')
  })
}

test("another owner's property answers 404 and a portal page without a session redirects to login", async ({ page, request }) => {
  const anonymous = await request.get('/fr/proprietaire/1/', { maxRedirects: 0 })
  expect([303, 307]).toContain(anonymous.status())
  expect(anonymous.headers().location).toContain('/fr/login/?next=')
  await page.goto('/nl/login/')
  await page.locator('input[name="identifier"]').fill('demo-eigenaar-2')
  await page.locator('input[type="password"]').fill(password)
  await page.locator('.portal-form button[type="submit"]').click()
  await expect(page).toHaveURL(/\/nl\/eigenaar\/$/)
  const own = await page.locator('.portal-card a').first().getAttribute('href')
  const ownId = Number(/\/(\d+)\/$/.exec(own ?? '')![1])
  let foreign = 0
  for (let id = 1; id < 60 && !foreign; id++) {
    const response = await page.goto(`/nl/eigenaar/${id}/`)
    if (response?.status() === 404 && id !== ownId) foreign = id
  }
  expect(foreign).toBeGreaterThan(0)
}) // prettier-ignore

test('an owner changes their own phone and language on the profile page without JavaScript', async ({ page }) => {
  await page.goto('/nl/login/')
  await page.locator('input[name="identifier"]').fill('demo-eigenaar-2')
  await page.locator('input[type="password"]').fill(password)
  await page.locator('.portal-form button[type="submit"]').click()
  await expect(page).toHaveURL(/\/nl\/eigenaar\/$/)
  await page.getByRole('link', { name: 'Mijn gegevens' }).click()
  await expect(page).toHaveURL(/\/nl\/eigenaar\/profiel\/$/)
  await expect(page.getByLabel('Naam', { exact: true })).toHaveValue('Isabelle Dubois')
  await page.getByLabel('Telefoon').fill('abc')
  await page.getByRole('button', { name: 'Gegevens bewaren' }).click()
  await expect(page.locator('#profile-phone-error')).toHaveText(/geldig telefoonnummer/)
  await page.getByLabel('Telefoon').fill('+32 475 11 22 33')
  await page.getByLabel('Taal', { exact: true }).selectOption('fr')
  await page.getByRole('button', { name: 'Gegevens bewaren' }).click()
  await expect(page).toHaveURL(/\/fr\/proprietaire\/profil\/\?done=saved$/)
  await expect(page.getByRole('status')).toHaveText('Vos données sont enregistrées.')
  await expect(page.getByLabel('Téléphone')).toHaveValue('+32 475 11 22 33')
  await page.getByRole('region', { name: 'Sécurité' }).getByRole('button', { name: 'Se déconnecter sur tous les appareils' }).click()
  await expect(page).toHaveURL(/\/fr\/login\/\?done=logged-out-everywhere$/)
}) // prettier-ignore

test.describe('with JavaScript', () => {
  test.use({ javaScriptEnabled: true })

  test("the photo on each of the owner's property cards loads", async ({ page }) => {
    await page.goto('/nl/login/')
    await page.locator('input[name="identifier"]').fill('demo-eigenaar-1')
    await page.locator('input[type="password"]').fill(password)
    await page.locator('.portal-form button[type="submit"]').click()
    await expect(page).toHaveURL(/\/nl\/eigenaar\/$/)
    const images = page.locator('.portal-card img')
    expect(await images.count()).toBeGreaterThanOrEqual(2)
    for (const image of await images.all()) {
      await image.scrollIntoViewIfNeeded()
      const src = await image.evaluate((img: HTMLImageElement) => img.currentSrc || img.src)
      await expect
        .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), { message: src })
        .toBeGreaterThan(0)
    }
  }) // prettier-ignore

  test('the portal pages have no axe violations at 375 and 1366 px', async ({ page }) => {
    await page.goto('/nl/login/')
    await page.locator('input[name="identifier"]').fill('demo-eigenaar-1')
    await page.locator('input[type="password"]').fill(password)
    await page.locator('.portal-form button[type="submit"]').click()
    await expect(page).toHaveURL(/\/nl\/eigenaar\/$/)
    const property = await page.locator('.portal-card a').first().getAttribute('href')
    for (const width of [375, 1366]) {
      await page.setViewportSize({ width, height: 900 })
      for (const path of ['/nl/eigenaar/', property!, '/nl/eigenaar/profiel/']) {
        await page.goto(path)
        await page.screenshot({ path: `test-results/portal-${width}-${path.split('/').filter(Boolean).join('-')}.png`, fullPage: true })
        expect((await new AxeBuilder({ page }).analyze()).violations, `${path} at ${width}`).toEqual([])
      }
    }
  }) // prettier-ignore
})
