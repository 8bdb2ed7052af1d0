// The CRM connections screen (docs/crm-import.md, "The connections screen"): an administrator
// tests a connection, is told to dry-run first, dry-runs, imports, follows the run on the screen,
// and sees the listings on the site in two languages. The CRM is the Whise test double, started
// here; the server allows its loopback address (CRM_ALLOW_PRIVATE_HOSTS, playwright.config.ts).
import { expect, test, type APIRequestContext } from '@playwright/test'

import { startWhiseDouble, type WhiseDouble } from '../../src/crm-demo/doubles/whise'

let crm: WhiseDouble
let token = ''
let connection = 0

const auth = () => ({ Authorization: `JWT ${token}` })

const importedProperties = async (request: APIRequestContext) => {
  const found = await request.get(
    `/api/properties?depth=0&limit=10&locale=all&where[crm.connection][equals]=${connection}`,
    { headers: auth() },
  )
  return ((await found.json()) as { docs: { id: number; title: Record<string, string> }[] }).docs
}

test.beforeAll(async ({ request }) => {
  crm = await startWhiseDouble({ count: 2, prefix: 'E2E' })
  const login = await request.post('/api/users/login', {
    data: { email: process.env.ADMIN_EMAIL, password: process.env.ADMIN_PASSWORD },
  })
  token = ((await login.json()) as { token: string }).token
  const created = await request.post('/api/crm-connections', {
    headers: auth(),
    data: {
      name: 'Whise (e2e)',
      provider: 'whise',
      baseUrl: crm.url,
      intervalMinutes: 0,
      ...crm.credentials,
    },
  })
  expect(created.status()).toBe(201)
  connection = ((await created.json()) as { doc: { id: number } }).doc.id
})

test.afterAll(async ({ request }) => {
  // The imported listings leave the site again: the other tests count on the demo agency's.
  for (const property of await importedProperties(request))
    await request.delete(`/api/properties/${property.id}`, { headers: auth() })
  await crm?.close()
})

test('an administrator tests, dry-runs and imports a CRM connection, and its listings reach the site', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  await page.goto('/admin/login')
  await page.locator('input[name="email"]').fill(process.env.ADMIN_EMAIL!)
  await page.locator('input[name="password"]').fill(process.env.ADMIN_PASSWORD!)
  await page.locator('button[type="submit"]').click()
  await page.waitForURL(/\/admin\/?$/)
  await page.goto(`/admin/collections/crm-connections/${connection}`)

  const panel = page.getByRole('region', { name: 'Synchronisatie' })
  await expect(panel).toBeVisible()
  await expect(panel).toContainText('Nog geen run.')
  await panel.getByRole('button', { name: 'Verbinding testen' }).click()
  await expect(page.getByText('Verbinding gelukt: Whise aanvaardt de gegevens.')).toBeVisible()

  // An import before a dry run is refused, with the reason.
  await panel.getByRole('button', { name: 'Importeren' }).click()
  await expect(
    page.getByText('Doe eerst een geslaagde proefrun en lees het verslag.'),
  ).toBeVisible()

  const lastRun = panel.locator('[data-crm-last-run]')
  await panel.getByRole('button', { name: /^Proefrun/ }).click()
  await expect(lastRun).toHaveAttribute('data-crm-last-run', 'succeeded', { timeout: 30_000 })
  await expect(lastRun).toContainText('proefrun: geslaagd')
  await expect(lastRun).toContainText('2 nieuw')
  expect(await importedProperties(request)).toEqual([])

  await panel.getByRole('button', { name: 'Importeren' }).click()
  await expect(lastRun).toContainText('import: geslaagd', { timeout: 30_000 })
  await expect(lastRun).toContainText('2 nieuw')
  await page.screenshot({ path: 'test-results/crm-connection-panel.png' })
  await page.setViewportSize({ width: 375, height: 800 })
  await page.screenshot({ path: 'test-results/crm-connection-panel-375.png', fullPage: true })

  const imported = await importedProperties(request)
  expect(imported).toHaveLength(2)
  // On the site in the four languages, once the publish has refreshed the sitemap.
  const { id, title } = imported[0]
  const pagesOf = async () => {
    const xml = await (await request.get('/sitemap.xml')).text()
    const urls = [...xml.matchAll(/(?:<loc>|href=")([^<"]+)/g)].map((match) => match[1])
    return [...new Set(urls.filter((url) => url.endsWith(`/${id}/`)))]
  }
  await expect.poll(async () => (await pagesOf()).length, { timeout: 20_000 }).toBe(4)
  for (const url of await pagesOf()) {
    const path = new URL(url).pathname
    const locale = path.split('/')[1]
    const answer = await request.get(path)
    expect(answer.status(), path).toBe(200)
    expect(await answer.text(), path).toContain(title[locale])
  }
})
