// Every page type at 375, 768 and 1366 px, full page, into screenshots/<page>-<width>.png; and the
// same pages once with JavaScript off at 375 px (<page>-375-nojs.png). Run: npm run screenshots.
import fs from 'node:fs'

import { test, type Page } from '@playwright/test'

const widths = [375, 768, 1366]
const dir = 'screenshots'

/** A detail page's path, read from the first card of a list. */
const firstCard = async (page: Page, list: string) => {
  await page.goto(list)
  return (await page.locator('article.property-card h3 a').first().getAttribute('href'))!
}

const shoot = async (page: Page, name: string, path: string, suffix = '') => {
  for (const width of suffix ? [375] : widths) {
    await page.setViewportSize({ width, height: width < 768 ? 740 : 900 })
    await page.goto(path)
    // Lazy images below the fold and the map's tiles get a moment; no wait for an idle network
    // (the map keeps one busy).
    await page.waitForTimeout(600)
    await page.screenshot({ path: `${dir}/${name}-${width}${suffix}.png`, fullPage: true })
  }
}

test.beforeAll(() => fs.mkdirSync(dir, { recursive: true }))

const pages: [string, string | [string]][] = [
  ['home', '/nl/'],
  ['list', '/nl/te-koop/'],
  ['map', '/nl/te-koop/?view=map'],
  ['detail', ['/nl/te-koop/']],
  ['detail-rent', ['/fr/a-louer/']],
  ['projects', '/nl/nieuwbouw/'],
  ['project', ['/nl/nieuwbouw/']],
  ['contact', '/nl/contact/'],
  ['keep-me-informed', '/nl/zoekopdracht/'],
  ['favourites', '/nl/favorieten/'],
  ['block-gallery', '/nl/diensten/blokkengalerij/'],
  ['not-found', '/nl/bestaat-niet/'],
  ['login', '/nl/login/'],
  // A second language: the lists, a property for sale with its cost panel, the new pages.
  ['list-fr', '/fr/a-vendre/'],
  ['detail-fr', ['/fr/a-vendre/?sort=price-asc']],
  ['favourites-fr', '/fr/favoris/'],
  ['keep-me-informed-fr', '/fr/recherche-sur-mesure/'],
  ['personal-appointment-fr', '/fr/merci/rendez-vous-personnel/'],
]

for (const [name, target] of pages) {
  test(name, async ({ page, browser }) => {
    // A detail page is the first card of its list.
    const path = typeof target === 'string' ? target : await firstCard(page, target[0])
    await shoot(page, name, path)
    const noScript = await browser.newContext({ javaScriptEnabled: false })
    await shoot(await noScript.newPage(), name, path, '-nojs')
    await noScript.close()
  })
}

test('owner portal', async ({ page }) => {
  await page.goto('/nl/login/')
  await page.getByLabel('Gebruikersnaam of e-mailadres').fill('demo-eigenaar-1')
  await page.getByLabel('Wachtwoord', { exact: true }).fill(process.env.SEED_OWNER_PASSWORD ?? '')
  await page.getByRole('button', { name: 'Aanmelden' }).click()
  await page.waitForURL(/\/nl\/eigenaar\/$/)
  const property = (await page.locator('.portal-card a').first().getAttribute('href'))!
  await shoot(page, 'portal', '/nl/eigenaar/')
  await shoot(page, 'portal-property', property)
  await shoot(page, 'portal-profile', '/nl/eigenaar/profiel/')
})
