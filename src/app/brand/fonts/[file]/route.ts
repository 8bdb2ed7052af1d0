// The agency's font files (src/lib/brandFont.ts), read from their npm packages and written into
// the build as static files: served like anything in public/, cached for good by the browser.
import fs from 'node:fs/promises'
import path from 'node:path'

import { brandFontFiles } from '@/lib/brandFont'

export const dynamic = 'force-static'
export const dynamicParams = false

export const generateStaticParams = () => Object.keys(brandFontFiles).map((file) => ({ file }))

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params
  const source = brandFontFiles[file]
  if (!source) return new Response(null, { status: 404 })
  const body = await fs.readFile(path.join(process.cwd(), 'node_modules', source))
  return new Response(new Uint8Array(body), {
    headers: {
      'Content-Type': 'font/woff2',
      'Cache-Control': 'public, max-age=31536000, immutable',
    },
  })
}
