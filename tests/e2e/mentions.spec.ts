// The mandatory mentions of a property's advertisement, per region, on its page (issue 16): a
// Flemish house with its EPC, the five planning answers written out and the flood scores with
// the flood symbol; a Brussels apartment's PEB class, primary energy and CO2; a Walloon house's
// class, specific and total use and certificate number; in Dutch and French, axe clean. And the
// editor's check list beside the publish button for a property missing its EPC.
import AxeBuilder from '@axe-core/playwright'
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'

import { slugifySegment } from '../../src/lib/domain/paths'
import fr from '../../src/i18n/messages/fr.json' with { type: 'json' }
import nl from '../../src/i18n/messages/nl.json' with { type: 'json' }
import de from '../../src/i18n/messages/de.json' with { type: 'json' }

const messages = { nl, fr, de }
const saleList = { nl: 'te-koop', fr: 'a-vendre', de: 'zu-verkaufen' }

const logIn = async (request: APIRequestContext) => {
  const login = await request.post('/api/users/login', {
    data: { email: process.env.ADMIN_EMAIL, password: process.env.ADMIN_PASSWORD },
  })
  expect(login.ok()).toBe(true)
  return ((await login.json()) as { token: string }).token
}

const create = async (request: APIRequestContext, data: Record<string, unknown>) => {
  const token = await logIn(request)
  const response = await request.post('/api/properties?locale=nl', {
    headers: { Authorization: `JWT ${token}` },
    data: { goal: 'sale', price: 345000, ...data },
  })
  expect(response.status()).toBe(201)
  return ((await response.json()) as { doc: { id: number } }).doc.id
}

const pageOf = (id: number, title: string, city: string, locale: 'nl' | 'fr' | 'de') =>
  `/${locale}/${saleList[locale]}/${slugifySegment(city)}/${slugifySegment(title)}/${id}/`

const axeViolations = async (page: Page) =>
  (await new AxeBuilder({ page }).analyze()).violations.map(
    (violation) => `${violation.id}: ${violation.help} — ${violation.nodes[0]?.target.join(' ')}`,
  )

const mentionsOf = (page: Page, locale: 'nl' | 'fr') =>
  page.getByRole('region', { name: messages[locale].PropertyMentions.title })

const row = (page: Page, locale: 'nl' | 'fr', key: keyof typeof nl.PropertyMentions) =>
  mentionsOf(page, locale)
    .locator('dl > div')
    .filter({ has: page.getByRole('term').getByText(messages[locale].PropertyMentions[key]) })
    .getByRole('definition')

const notice = (locale: 'nl' | 'fr' | 'de', values: { years: string; target: string }) =>
  messages[locale].PropertyMentions.renovationNotice
    .replace('{years}', values.years)
    .replace('{target}', values.target)

test.describe('the mandatory mentions on a property page', () => {
  test('a Flemish house: EPC score, label and code, the planning answers and the flood scores with the symbol', async ({
    page,
    request,
  }) => {
    const title = `Woning met vermeldingen ${Date.now()}`
    const id = await create(request, {
      title,
      propertyType: 'house',
      zip: '9000',
      city: 'Gent',
      epc: { value: 420, certificateNumber: '20250101-0001234567-RES-1' },
      urbanism: {
        buildingPermit: 'yes',
        zoning: 'residential',
        summons: 'no',
        preemptionRight: 'no',
        allotmentPermit: 'notApplicable',
      },
      flood: { pScore: 'B', gScore: 'D' },
      _status: 'published',
    })
    for (const locale of ['nl', 'fr'] as const) {
      const t = messages[locale]
      await page.goto(pageOf(id, title, 'Gent', locale))
      await expect(mentionsOf(page, locale)).toBeVisible()
      await expect(row(page, locale, 'epcScore')).toHaveText(
        t.PropertyMentions.unit_kwhPerM2.replace('{value}', '420'),
      )
      await expect(row(page, locale, 'epcLabel')).toHaveText('E')
      await expect(row(page, locale, 'epcCode')).toHaveText('20250101-0001234567-RES-1')
      await expect(row(page, locale, 'buildingPermit')).toHaveText(t.PropertyValues.yes)
      await expect(row(page, locale, 'zoning')).toHaveText(t.PropertyValues.zoning.residential)
      await expect(row(page, locale, 'summons')).toHaveText(t.PropertyValues.no)
      await expect(row(page, locale, 'preemptionRight')).toHaveText(t.PropertyValues.no)
      await expect(row(page, locale, 'allotmentPermit')).toHaveText(t.PropertyValues.notApplicable)
      await expect(row(page, locale, 'floodPScore')).toHaveText(
        t.PropertyMentions.floodClass.replace('{score}', 'B'),
      )
      await expect(row(page, locale, 'floodGScore')).toHaveText(
        t.PropertyMentions.floodClass.replace('{score}', 'D'),
      )
      await expect(
        mentionsOf(page, locale).getByRole('img', { name: t.PropertyMentions.floodSymbol }),
      ).toBeVisible()
      // The renovation obligation of label E, among the mentions (no longer in the energy
      // section): label D within 5 years.
      await expect(
        mentionsOf(page, locale).getByText(t.PropertyMentions.renovationNotice.split('{')[0]),
      ).toHaveText(notice(locale, { years: '5', target: 'D' }))
      await expect(page.getByText(t.PropertyMentions.renovationNotice.split('{')[0])).toHaveCount(1)
      expect(await axeViolations(page)).toEqual([])
    }
    // For the eye: the section on a phone and on a desk.
    for (const width of [375, 1366]) {
      await page.setViewportSize({ width, height: 900 })
      await page.goto(pageOf(id, title, 'Gent', 'nl'))
      await mentionsOf(page, 'nl').scrollIntoViewIfNeeded()
      await mentionsOf(page, 'nl').screenshot({ path: `tests/.tmp/screens/mentions-${width}.png` })
      await page.screenshot({ path: `tests/.tmp/screens/detail-${width}.png`, fullPage: true })
    }
  })

  test('a Brussels apartment: PEB class, primary energy and CO2', async ({ page, request }) => {
    const title = `Appartement met vermeldingen ${Date.now()}`
    const id = await create(request, {
      title,
      propertyType: 'apartment',
      zip: '1050',
      city: 'Elsene',
      epc: { value: 150, co2: 32 },
      _status: 'published',
    })
    for (const locale of ['nl', 'fr'] as const) {
      const t = messages[locale].PropertyMentions
      await page.goto(pageOf(id, title, 'Elsene', locale))
      await expect(row(page, locale, 'energyClass')).toHaveText('C-')
      await expect(row(page, locale, 'primaryEnergy')).toHaveText(
        t.unit_kwhPerM2.replace('{value}', '150'),
      )
      await expect(row(page, locale, 'co2')).toHaveText(t.unit_co2PerM2.replace('{value}', '32'))
      // No Flemish planning or flood rows in Brussels.
      await expect(row(page, locale, 'floodPScore')).toHaveCount(0)
      expect(await axeViolations(page)).toEqual([])
    }
  })

  test('a Walloon house: PEB class, specific and total use, certificate number', async ({
    page,
    request,
  }) => {
    const title = `Huis met vermeldingen ${Date.now()}`
    const id = await create(request, {
      title,
      propertyType: 'house',
      zip: '5000',
      city: 'Namen',
      epc: { value: 160, total: 24000, certificateNumber: '20240101012345' },
      _status: 'published',
    })
    for (const locale of ['nl', 'fr'] as const) {
      const t = messages[locale].PropertyMentions
      await page.goto(pageOf(id, title, 'Namen', locale))
      await expect(row(page, locale, 'energyClass')).toHaveText('B')
      await expect(row(page, locale, 'specificConsumption')).toHaveText(
        t.unit_kwhPerM2.replace('{value}', '160'),
      )
      await expect(row(page, locale, 'totalConsumption')).toHaveText(
        t.unit_kwhPerYear.replace('{value}', '24.000'),
      )
      await expect(row(page, locale, 'epcCode')).toHaveText('20240101012345')
      expect(await axeViolations(page)).toEqual([])
    }
  })

  test('the renovation obligation only where the law puts it: a Flemish home with label F, in German with 5 years; not a Flemish office nor a Walloon house', async ({
    page,
    request,
  }) => {
    const stamp = Date.now()
    const home = await create(request, {
      title: `Appartement label F ${stamp}`,
      propertyType: 'apartment',
      zip: '8000',
      city: 'Brugge',
      epc: { value: 560, certificateNumber: '20250101-0001111111-RES-1' },
      _status: 'published',
    })
    await page.goto(pageOf(home, `Appartement label F ${stamp}`, 'Brugge', 'de'))
    await expect(
      page
        .getByRole('region', { name: de.PropertyMentions.title })
        .getByText(notice('de', { years: '5', target: 'D' })),
    ).toBeVisible()
    await expect(page.getByText(/6 Jahren/)).toHaveCount(0)

    const office = await create(request, {
      title: `Kantoor label F ${stamp}`,
      propertyType: 'office',
      zip: '9000',
      city: 'Gent',
      epc: { value: 560, certificateNumber: '20250101-0002222222-NRES-1' },
      _status: 'published',
    })
    const walloon = await create(request, {
      title: `Huis label F ${stamp}`,
      propertyType: 'house',
      zip: '5000',
      city: 'Namen',
      epc: { value: 480, total: 60000, certificateNumber: '20240101099999' },
      _status: 'published',
    })
    for (const [id, title, city] of [
      [office, `Kantoor label F ${stamp}`, 'Gent'],
      [walloon, `Huis label F ${stamp}`, 'Namen'],
    ] as const) {
      await page.goto(pageOf(id, title, city, 'nl'))
      await expect(mentionsOf(page, 'nl')).toBeVisible()
      await expect(page.getByText(nl.PropertyMentions.renovationNotice.split('{')[0])).toHaveCount(
        0,
      )
    }
  })

  test('the page and its mentions need no JavaScript', async ({ browser, request }) => {
    const title = `Woning zonder script ${Date.now()}`
    const id = await create(request, {
      title,
      propertyType: 'house',
      zip: '9000',
      city: 'Gent',
      epc: { value: 180, certificateNumber: '20250101-0007654321-RES-1' },
      _status: 'published',
    })
    const context = await browser.newContext({ javaScriptEnabled: false, locale: 'nl-BE' })
    const page = await context.newPage()
    await page.goto(pageOf(id, title, 'Gent', 'nl'))
    await expect(row(page, 'nl', 'epcCode')).toHaveText('20250101-0007654321-RES-1')
    await context.close()
  })
})

test('the editor sees, beside the publish button, the mentions a property still misses, and goes to the field', async ({
  page,
}) => {
  const token = await logIn(page.request)
  const created = await page.request.post('/api/properties?locale=nl&draft=true', {
    headers: { Authorization: `JWT ${token}` },
    data: {
      title: `Woning zonder EPC ${Date.now()}`,
      goal: 'sale',
      propertyType: 'house',
      zip: '9000',
      city: 'Gent',
      urbanism: {
        buildingPermit: 'yes',
        zoning: 'residential',
        summons: 'no',
        preemptionRight: 'no',
        allotmentPermit: 'no',
      },
      flood: { pScore: 'A', gScore: 'A' },
      _status: 'draft',
    },
  })
  expect(created.status()).toBe(201)
  const { doc } = (await created.json()) as { doc: { id: number } }

  await page.goto(`/admin/collections/properties/${doc.id}`)
  const checklist = page.locator('.publish-checklist')
  await expect(checklist).toBeVisible({ timeout: 30_000 })
  await expect(checklist.locator('summary')).toContainText('2')
  await checklist.locator('summary').click()
  const epcLink = checklist.getByRole('link', { name: 'EPC-score (kWh/m²·jaar)' })
  await expect(epcLink).toBeVisible()
  await expect(
    checklist.getByRole('link', { name: 'Unieke code van het energieattest' }),
  ).toBeVisible()
  await expect(checklist).toContainText('waarschuwing')
  await page.screenshot({ path: 'tests/.tmp/screens/admin-checklist.png' })
  expect(
    (await new AxeBuilder({ page }).include('.publish-checklist').analyze()).violations.map(
      (violation) => violation.id,
    ),
  ).toEqual([])

  await epcLink.click()
  await expect(page.locator('#field-epc__value')).toBeFocused()
  await expect(checklist.locator('summary')).toContainText('2')
  await page.locator('#field-epc__value').fill('180')
  await expect(checklist.locator('summary')).toContainText('1')
})
