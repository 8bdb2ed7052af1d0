// The favicon and app icon from the agency's logo (src/lib/brandIcon.ts): `/brand/icon.png` and
// `/brand/apple-icon.png`, linked from every page's metadata with the logo's version in the
// query. Without a logo the pages link the accent-coloured icons in public/ instead, and this
// route redirects to them.
import { brandIconPng, brandIcons, isBrandIconFile } from '@/lib/brandIcon'
import { getBrand } from '@/lib/data/settings'

export const dynamic = 'force-dynamic'

export async function GET(request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params
  if (!isBrandIconFile(file)) return new Response(null, { status: 404 })
  const { logo } = await getBrand()
  const png = logo?.file ? await brandIconPng(file, { ...logo, file: logo.file }) : null
  if (!png || !logo) {
    return new Response(null, {
      status: 307,
      headers: { Location: brandIcons[file].fallback, 'Cache-Control': 'no-cache' },
    })
  }
  // The version in the link changes with the logo: that URL may be kept for good.
  const current = new URL(request.url).searchParams.get('v') === logo.version
  return new Response(new Uint8Array(png), {
    headers: {
      'Content-Type': 'image/png',
      'Cache-Control': current ? 'public, max-age=31536000, immutable' : 'public, max-age=300',
    },
  })
}
