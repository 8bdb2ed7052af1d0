// The property page a visitor meets on a phone and on a desk (issue 14): the visit request always
// within reach, photos never stretched, nothing wider than the screen, every field in words.
import { expect, test, type Page } from '@playwright/test'

import fr from '../../src/i18n/messages/fr.json' with { type: 'json' }
import nl from '../../src/i18n/messages/nl.json' with { type: 'json' }

/** The first listed property for sale, still taking visits (not sold), that has several photos. */
const propertyWithPhotos = async (page: Page, list = '/nl/te-koop/') => {
  await page.goto(list)
  const hrefs = await page
    .locator('article.property-card:not(:has(.property-card__badge--sold)) h3 a')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))
  for (const href of hrefs) {
    await page.goto(href)
    const photos = page.getByRole('region', { name: nl.PropertyDetail.gallery }).getByRole('link')
    if ((await photos.count()) > 1) return href
  }
  throw new Error('no listed property with photos')
}

/** The visit request in view: the contact card's on a desk, the bottom bar's (last) on a phone. */
const visitLink = (page: Page) =>
  page.getByRole('link', { name: nl.PropertyDetail.requestVisit }).last()

const inViewport = async (page: Page, locator: ReturnType<Page['locator']>) => {
  const box = await locator.boundingBox()
  const viewport = page.viewportSize()!
  expect(box, 'shown').not.toBeNull()
  expect(box!.y).toBeGreaterThanOrEqual(0)
  expect(box!.y + box!.height).toBeLessThanOrEqual(viewport.height)
  expect(box!.x).toBeGreaterThanOrEqual(0)
  expect(box!.x + box!.width).toBeLessThanOrEqual(viewport.width)
}

/** The real width of each gallery photo's file against the width it is drawn at. */
const photoWidths = (page: Page) =>
  page.evaluate(async () => {
    const images = [...document.querySelectorAll<HTMLImageElement>('section[aria-label] ul img')]
    return Promise.all(
      images.slice(0, 3).map(async (image) => {
        const file = await createImageBitmap(await (await fetch(image.currentSrc)).blob())
        return {
          drawn: image.getBoundingClientRect().width * devicePixelRatio,
          file: file.width,
        }
      }),
    )
  })

test.describe('on a desk (1366 px)', () => {
  test.use({ viewport: { width: 1366, height: 900 } })

  test('the visit request stays in view beside the content while the visitor reads on', async ({
    page,
  }) => {
    await propertyWithPhotos(page)
    await inViewport(page, visitLink(page))
    await page
      .getByRole('heading', { level: 2, name: nl.PropertyDetail.location })
      .scrollIntoViewIfNeeded()
    await page.mouse.wheel(0, 400)
    await inViewport(page, visitLink(page))
  })

  test('photos are never a smaller file stretched', async ({ page }) => {
    await propertyWithPhotos(page)
    await page.waitForLoadState('networkidle')
    for (const photo of await photoWidths(page))
      expect(photo.file).toBeGreaterThanOrEqual(Math.floor(photo.drawn))
  })
})

test.describe('the gallery on a phone (375 px)', () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true })

  test('"all photos" opens the lightbox full screen; thumbnails and arrows move through the photos', async ({
    page,
  }) => {
    await propertyWithPhotos(page)
    const gallery = page.getByRole('region', { name: nl.PropertyDetail.gallery })
    const total = await gallery.getByRole('link').count()
    const caption = (number: number) =>
      nl.PropertyDetail.photo.replace('{number}', String(number)).replace('{total}', String(total))
    // One photo edge to edge: the first fills the screen's width.
    const first = await gallery.locator('img').first().boundingBox()
    expect(Math.round(first!.width)).toBe(375)

    await gallery
      .getByRole('button', { name: nl.PropertyDetail.allPhotos.replace('{count}', String(total)) })
      .click()
    const lightbox = page.getByRole('dialog', { name: nl.PropertyDetail.gallery })
    await expect(lightbox.locator('figcaption')).toHaveText(caption(1))
    const box = await lightbox.boundingBox()
    expect(box).toMatchObject({ x: 0, y: 0, width: 375, height: 740 })

    await lightbox.getByRole('button', { name: caption(total) }).click()
    await expect(lightbox.locator('figcaption')).toHaveText(caption(total))
    // The photo shown is the one the thumbnail named, scrolled into the frame.
    await expect
      .poll(() =>
        lightbox
          .locator('ul')
          .first()
          .evaluate((track) => Math.round(track.scrollLeft / track.clientWidth)),
      )
      .toBe(total - 1)
    await page.keyboard.press('ArrowRight')
    await expect(lightbox.locator('figcaption')).toHaveText(caption(1))
    await lightbox.getByRole('button', { name: nl.PropertyDetail.closeGallery }).click()
    await expect(lightbox).toBeHidden()
  })
})

test.describe('on a phone without JavaScript (375 px)', () => {
  test.use({ viewport: { width: 375, height: 740 }, javaScriptEnabled: false })

  test('a bottom bar keeps the visit request in reach and hides no content', async ({ page }) => {
    const href = await propertyWithPhotos(page)
    await page.goto(href)
    await inViewport(page, visitLink(page))
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    await inViewport(page, visitLink(page))
    // The page ends above the bar: the last line of the footer is not under it.
    const bar = await visitLink(page).evaluate(
      (link) => link.parentElement!.getBoundingClientRect().top,
    )
    const lastLine = await page
      .locator('footer')
      .last()
      .evaluate((footer) => footer.getBoundingClientRect().bottom)
    expect(lastLine).toBeLessThanOrEqual(bar + 1)
  })

  test('the similar properties show below the details', async ({ page, request }) => {
    // A property whose page has similar ones: its HTML names the section.
    await page.goto('/nl/te-koop/')
    const hrefs = await page
      .locator('article.property-card h3 a')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))
    let href: string | undefined
    for (const candidate of hrefs) {
      if ((await (await request.get(candidate)).text()).includes(nl.PropertyDetail.similar)) {
        href = candidate
        break
      }
    }
    expect(href, 'a listed property with similar ones').toBeTruthy()
    await page.goto(href!)
    const similar = page.getByRole('region', { name: nl.PropertyDetail.similar })
    await expect(similar).toBeVisible()
    await expect(similar.locator('article.property-card').first()).toBeVisible()
  })
})

for (const width of [320, 375]) {
  test.describe(`on a phone of ${width} px`, () => {
    test.use({ viewport: { width, height: 740 }, deviceScaleFactor: 2 })

    test('nothing is wider than the screen: certificate values wrap, the lightbox closes', async ({
      page,
    }) => {
      await propertyWithPhotos(page)
      await page.waitForLoadState('networkidle')
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width)
      const overflowing = await page
        .locator('main dd')
        .evaluateAll(
          (values, right) =>
            values
              .filter((value) => value.getBoundingClientRect().right > right + 0.5)
              .map((value) => value.textContent),
          width,
        )
      expect(overflowing).toEqual([])
      for (const photo of await photoWidths(page))
        expect(photo.file).toBeGreaterThanOrEqual(Math.floor(photo.drawn))

      await page
        .getByRole('region', { name: nl.PropertyDetail.gallery })
        .getByRole('link')
        .first()
        .click()
      const close = page
        .getByRole('dialog')
        .getByRole('button', { name: nl.PropertyDetail.closeGallery })
      await expect(close).toBeVisible({ timeout: 30_000 })
      await inViewport(page, close)
      await close.click()
      await expect(page.getByRole('dialog')).toBeHidden()
    })
  })
}

// The heart beside the title shows once the page's script runs; until then it is hidden. It
// keeps its place while hidden, so a title that wraps around it wraps the same and the text
// below does not jump (Lighthouse counted that layout shift on the French property page, whose
// titles are longer).
test('on a phone, the heart beside the title shows without moving the text below', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 })
  await page.goto('/fr/a-vendre/')
  const hrefs = await page
    .locator('article.property-card h3 a')
    .evaluateAll((links) => links.slice(0, 4).map((link) => link.getAttribute('href') ?? ''))
  expect(hrefs.length).toBeGreaterThan(0)
  for (const href of hrefs) {
    await page.goto(href)
    const heart = page.locator('main header').getByRole('button', { name: fr.Favourites.button })
    await expect(heart).toBeVisible()
    const address = page.locator('main header p').first()
    const shown = (await address.boundingBox())!.y
    // As the server sends it, before the script runs.
    await heart.evaluate((button: HTMLButtonElement) => (button.hidden = true))
    await expect(heart).toBeHidden()
    expect((await address.boundingBox())!.y, href).toBe(shown)
  }
})

test('planning information and servitudes are shown in Dutch and in French', async ({ page }) => {
  const href = await propertyWithPhotos(page)
  for (const label of [nl.PropertyFields.planningInformation, nl.PropertyFields.servitudes])
    await expect(page.getByRole('term').filter({ hasText: label })).toBeVisible()
  const french = await page.locator('link[rel="alternate"][hreflang^="fr"]').getAttribute('href')
  await page.goto(new URL(french!).pathname)
  expect(page.url()).not.toContain(href)
  for (const label of [fr.PropertyFields.planningInformation, fr.PropertyFields.servitudes])
    await expect(page.getByRole('term').filter({ hasText: label })).toBeVisible()
  await expect(
    page.getByRole('heading', { level: 2, name: fr.PropertyFields.group_urbanism }),
  ).toBeVisible()
})

test.describe('a sold property', () => {
  /** A sold property's page: the id decides, the stale slugs redirect to its path. */
  const soldProperty = async (page: Page) => {
    const response = await page.request.get(
      '/api/properties?where[status][equals]=sold&where[goal][equals]=sale&limit=1&depth=0',
    )
    const { docs } = await response.json()
    expect(docs.length, 'a sold property in the seed').toBe(1)
    await page.goto(`/nl/te-koop/x/x/${docs[0].id}/`)
    await expect(page.getByRole('status')).toHaveText(nl.PropertyDetail.soldMessage)
    return String(docs[0].id)
  }
  const contactCard = (page: Page) =>
    page.getByRole('complementary', { name: nl.PropertyDetail.manager })

  test.describe('on a desk', () => {
    test.use({ viewport: { width: 1366, height: 900 } })

    test('says sold across the photos and offers no visit or documents, but the agent’s phone', async ({
      page,
    }) => {
      await soldProperty(page)
      await expect(
        page
          .getByRole('region', { name: nl.PropertyDetail.gallery })
          .getByText(nl.PropertyStatus.sold),
      ).toBeVisible()
      await expect(contactCard(page)).toBeVisible()
      await expect(page.getByRole('link', { name: nl.PropertyDetail.requestVisit })).toHaveCount(0)
      await expect(contactCard(page).locator('a[href^="tel:"]')).toBeVisible()
      await expect(
        contactCard(page).getByRole('link', { name: nl.Forms.actions.documents }),
      ).toHaveCount(0)
      await expect(
        contactCard(page).getByRole('link', { name: nl.PropertyDetail.sendToFriend }),
      ).toBeVisible()
      await expect(
        contactCard(page).getByRole('link', { name: nl.Forms.actions.offer }),
      ).toHaveCount(0)
    })

    test('an old visit link opens the general contact form, not a visit request', async ({
      page,
    }) => {
      const id = await soldProperty(page)
      await page.goto(`/nl/contact/?property=${id}&request=visit`)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(nl.Forms.ui.contactTitle)
      await expect(page.locator('form[action="/api/forms/contact/"]')).toBeVisible()
      await expect(page.locator('form[action="/api/forms/visit-request/"]')).toHaveCount(0)
    })
  })

  for (const javaScriptEnabled of [true, false]) {
    test.describe(`on a phone ${javaScriptEnabled ? 'with' : 'without'} JavaScript`, () => {
      test.use({ viewport: { width: 375, height: 740 }, javaScriptEnabled })

      test('the bottom bar keeps the call and offers no visit', async ({ page }) => {
        await soldProperty(page)
        await expect(page.getByRole('link', { name: nl.PropertyDetail.requestVisit })).toHaveCount(
          0,
        )
        await inViewport(
          page,
          page.getByRole('link', { name: nl.PropertyDetail.call, exact: true }),
        )
      })
    })
  }
})
