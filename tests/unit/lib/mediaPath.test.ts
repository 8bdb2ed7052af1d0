// Photos served by Payload must reach next/image as paths of this site: with SERVER_URL set,
// Payload's upload URLs are absolute, and next/image refuses every absolute URL that no remote
// pattern allows — the owner portal's cards showed an empty frame with the alt text.
import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { toImage } from '@/lib/images'
import { mediaPath } from '@/lib/mediaPath'

const media = {
  id: 1,
  alt: 'Voorgevel',
  url: 'https://agency.example/api/media/file/house.jpg',
  width: 2000,
  height: 1333,
  sizes: {
    card: {
      url: 'https://agency.example/api/media/file/house-640x427.webp',
      width: 640,
      height: 427,
    },
  },
}

let saved: string | undefined
beforeEach(() => {
  saved = process.env.SERVER_URL
  process.env.SERVER_URL = 'https://agency.example'
})
afterEach(() => {
  if (saved === undefined) delete process.env.SERVER_URL
  else process.env.SERVER_URL = saved
})

describe('photos of the site reach next/image as paths', () => {
  it('a photo on the site origin (a card, an article, a block) is given as its path', () => {
    expect(toImage(media, 'card')?.url).toBe('/api/media/file/house-640x427.webp')
    expect(toImage(media)?.url).toBe('/api/media/file/house.jpg')
  })

  it('keeps a path, and leaves an image on another host as it is', () => {
    expect(mediaPath('/api/media/file/a.webp')).toBe('/api/media/file/a.webp')
    expect(mediaPath('https://cdn.example/a.webp')).toBe('https://cdn.example/a.webp')
    expect(mediaPath('https://agency.example/api/media/file/a%20b.webp?v=2')).toBe(
      '/api/media/file/a%20b.webp?v=2',
    )
  })
})
