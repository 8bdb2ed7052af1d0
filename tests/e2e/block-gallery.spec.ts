// The block gallery of the demo agency (src/seed/data/blockGallery.ts): an editor sees every
// block of the page builder on one content page, each after a note saying what it does; the page
// is accessible in the four languages and fits a 320 px phone, with and without JavaScript.
import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'

import { blockGallery, galleryBlockTypes, galleryNotes } from '../../src/seed/data/blockGallery'
import { locales } from '../../src/i18n/locales'
import nl from '../../src/i18n/messages/nl.json' with { type: 'json' }

const galleryPath = '/nl/diensten/blokkengalerij/'

/** The class each block's outer element wears (blocks/<Block>/Component.tsx). */
const blockClass: Record<(typeof galleryBlockTypes)[number], string> = {
  richText: 'block--rich-text',
  image: 'block--image',
  callToAction: 'block--cta',
  propertyCarousel: 'block--carousel',
  projectList: 'block--projects',
  articleList: 'block--articles',
  searchBox: 'block--search',
  testimonials: 'block--testimonials',
  faq: 'block--faq',
  stepPlan: 'block--steps',
  contactCard: 'block--contact',
}

/** The gallery in another language, reached through the page's own language links. */
const galleryIn = async (page: Page, locale: string) => {
  await page.goto(galleryPath)
  if (locale === 'nl') return
  const href = await page
    .locator(`link[rel="alternate"][hreflang^="${locale}"]`)
    .first()
    .getAttribute('href')
  expect(href, `the ${locale} gallery`).toBeTruthy()
  await page.goto(new URL(href!).pathname)
}

/** Brings lazy images into view, so that what is measured is what a visitor scrolls through. */
const scrollThrough = (page: Page) =>
  page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += 500) {
      window.scrollTo(0, y)
      await new Promise((resolve) => setTimeout(resolve, 30))
    }
    window.scrollTo(0, 0)
  })

test('shows every block of the page builder, each after the note that says what it does', async ({
  page,
}) => {
  await page.goto(galleryPath)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(blockGallery.title.nl)
  for (const type of galleryBlockTypes) {
    const note = page.getByRole('heading', { level: 2, name: galleryNotes[type].name.nl })
    await expect(note, type).toBeVisible()
    await expect(page.getByText(galleryNotes[type].text.nl), type).toBeVisible()
    if (type === 'richText') continue
    // The block itself comes right after its note's text block.
    const next = await note.evaluate(
      (heading) => heading.closest('.block')?.nextElementSibling?.className ?? '',
    )
    expect(next, type).toContain(blockClass[type])
    await expect(page.locator(`.${blockClass[type]}`).first(), type).toBeVisible()
  }

  await scrollThrough(page)
  const image = page.locator('.block--image img')
  await expect(image).toBeVisible()
  expect(await image.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0)
  await expect(page.locator('.block--carousel li').first()).toBeVisible()
  await expect(page.locator('.block--projects article').first()).toBeVisible()
  await expect(page.locator('.block--articles').getByRole('heading', { level: 3 })).not.toHaveCount(
    0,
  )
  await expect(
    page.getByRole('search').getByRole('button', { name: nl.Blocks.searchForSale }),
  ).toBeVisible()
  await expect(page.locator('.block--testimonials blockquote').first()).toBeVisible()
  await expect(page.locator('.block--steps li')).toHaveCount(4)
  await expect(page.locator('.block--contact a[href^="tel:"]')).toBeVisible()

  // A question opens to its answer.
  const question = page.locator('.block--faq details').first()
  await expect(question.locator('p').first()).toBeHidden()
  await question.locator('summary').click()
  await expect(question.locator('p').first()).toBeVisible()
})

for (const width of [375, 1366]) {
  test(`has no accessibility violation in any language at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 })
    const found: string[] = []
    for (const locale of locales) {
      await galleryIn(page, locale)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(blockGallery.title[locale])
      await scrollThrough(page)
      const { violations } = await new AxeBuilder({ page }).analyze()
      found.push(
        ...violations.map(
          (violation) =>
            `${locale}: ${violation.id} (${violation.impact}) ${violation.nodes
              .map((node) => node.target.join(' '))
              .join(', ')}`,
        ),
      )
    }
    expect(found).toEqual([])
  })
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(`on a phone ${javaScriptEnabled ? 'with' : 'without'} JavaScript`, () => {
    test.use({ javaScriptEnabled })

    test('is never wider than a 320 or 375 px screen', async ({ page }) => {
      for (const width of [320, 375]) {
        await page.setViewportSize({ width, height: 740 })
        await page.goto(galleryPath)
        await page.waitForLoadState('load')
        await expect(page.locator('.block--contact')).toBeVisible()
        expect(await page.evaluate(() => document.documentElement.scrollWidth), `${width} px`).toBe(
          width,
        )
      }
    })
  })
}
