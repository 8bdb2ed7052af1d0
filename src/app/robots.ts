// /robots.txt: the editors' own text from the site settings when given, else a sensible default.
import type { MetadataRoute } from 'next'

import { requestSiteOrigin } from '@/lib/origin'
import { getRobotsText } from '@/lib/data/settings'

export const dynamic = 'force-dynamic'

export default async function robots(): Promise<MetadataRoute.Robots> {
  const custom = await getRobotsText()
  const sitemap = `${await requestSiteOrigin()}/sitemap.xml`
  if (custom) {
    // Next renders rules; a free text is passed through as one rule block per "User-agent".
    return { rules: parseRobots(custom), sitemap }
  }
  return { rules: [{ userAgent: '*', allow: '/', disallow: ['/admin', '/api'] }], sitemap }
}

const parseRobots = (text: string): MetadataRoute.Robots['rules'] => {
  const rules: { userAgent: string; allow: string[]; disallow: string[] }[] = []
  for (const line of text.split('\n')) {
    const [rawKey, ...rest] = line.split(':')
    const key = rawKey.trim().toLowerCase()
    const value = rest.join(':').trim()
    if (key === 'user-agent') rules.push({ userAgent: value, allow: [], disallow: [] })
    else if (rules.length && key === 'allow') rules[rules.length - 1].allow.push(value)
    else if (rules.length && key === 'disallow') rules[rules.length - 1].disallow.push(value)
  }
  return rules.length ? rules : [{ userAgent: '*', allow: '/' }]
}
