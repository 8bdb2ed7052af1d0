import { describe, expect, it } from 'vitest'

import { linkRoutes } from '@/lib/site/linkRoutes'
import { pageBlocks } from '@blocks/index'
import { STEP_PLAN_STEPS } from '@blocks/StepPlan/config'
import { pathnames } from '@/i18n/pathnames'
import { toImage } from '@/lib/images'

describe('page-builder blocks', () => {
  it('name their generated interfaces after the block', () => {
    for (const block of pageBlocks) {
      const name = block.slug[0].toUpperCase() + block.slug.slice(1)
      expect(block.interfaceName).toBe(`${name}Block`)
    }
  })

  it('hold a step plan of exactly four steps', () => {
    const stepPlan = pageBlocks.find((block) => block.slug === 'stepPlan')
    const steps = stepPlan?.fields.find((field) => 'name' in field && field.name === 'steps')
    expect(steps).toMatchObject({ minRows: STEP_PLAN_STEPS, maxRows: STEP_PLAN_STEPS })
    expect(STEP_PLAN_STEPS).toBe(4)
  })
})

describe('menu and call-to-action links', () => {
  it('offer only fixed pages that exist in the path table', () => {
    for (const pathname of Object.values(linkRoutes)) expect(pathnames).toHaveProperty([pathname])
  })
})

describe('images of blocks', () => {
  const media = {
    id: 1,
    alt: 'Gevel',
    url: '/api/media/file/gevel.jpg',
    width: 3000,
    height: 2000,
    createdAt: '',
    updatedAt: '',
    sizes: { card: { url: '/api/media/file/gevel-640x427.webp', width: 640, height: 427 } },
  }

  it('use the requested size when it exists, else the original', () => {
    expect(toImage(media, 'card')).toEqual({
      url: '/api/media/file/gevel-640x427.webp',
      alt: 'Gevel',
      width: 640,
      height: 427,
    })
    expect(toImage(media, 'hero')).toMatchObject({
      url: '/api/media/file/gevel.jpg',
      width: 3000,
    })
  })

  it('give nothing for an upload that is not populated or has no dimensions', () => {
    expect(toImage(5)).toBeNull()
    expect(toImage({ ...media, width: null })).toBeNull()
  })
})
