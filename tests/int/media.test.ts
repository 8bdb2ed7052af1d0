// Uploads go through sharp: every image size exists as WebP, and alt text is required.
import fs from 'node:fs'
import path from 'node:path'

import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'

import type { Payload } from 'payload'

import { getTestPayload } from '../helpers/payload'

let payload: Payload

const photo = async () => ({
  data: await sharp({
    create: { width: 2400, height: 1600, channels: 3, background: { r: 40, g: 110, b: 160 } },
  })
    .jpeg()
    .toBuffer(),
  mimetype: 'image/jpeg',
  name: 'facade.jpg',
  size: 0,
})

beforeAll(async () => {
  payload = await getTestPayload()
})

describe('media uploads', () => {
  it('store the original and a WebP file for each size', async () => {
    const file = await photo()
    file.size = file.data.length
    const doc = await payload.create({
      collection: 'media',
      data: { alt: 'Voorgevel van de woning' },
      file,
    })
    expect(doc.mimeType).toBe('image/jpeg')
    for (const size of ['card', 'gallery', 'hero', 'og'] as const) {
      const variant = doc.sizes?.[size]
      expect(variant?.mimeType, size).toBe('image/webp')
      const onDisk = path.join(process.env.MEDIA_DIR!, variant!.filename!)
      expect(fs.existsSync(onDisk), onDisk).toBe(true)
    }
    expect(doc.sizes?.og).toMatchObject({ width: 1200, height: 630 })
    expect(doc.sizes?.card).toMatchObject({ width: 640, height: 427 })
  })

  it('refuses an image without alternative text', async () => {
    const file = await photo()
    file.size = file.data.length
    await expect(payload.create({ collection: 'media', data: {} as never, file })).rejects.toThrow()
  })

  it('refuses a file that is not an image', async () => {
    await expect(
      payload.create({
        collection: 'media',
        data: { alt: 'Geen afbeelding' },
        file: {
          data: Buffer.from('%PDF-1.4 fake'),
          mimetype: 'application/pdf',
          name: 'x.pdf',
          size: 13,
        },
      }),
    ).rejects.toThrow()
  })
})
