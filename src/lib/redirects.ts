// Old public paths of renamed content: the route table (collections/Routes) keeps them when an
// article, question or category is renamed. A page that finds nothing under its path asks here
// before it answers 404, so links in mails, brochures and search engines keep working.
import 'server-only'

import { permanentRedirect } from 'next/navigation'

import { getPayloadClient } from '@/lib/payload'
import { findRedirect } from '@/lib/data/routes'

/** Throws Next's 308 redirect to the current path when `path` is an old one; else returns. */
export async function redirectIfMoved(path: string): Promise<void> {
  const target = await findRedirect(await getPayloadClient(), path)
  if (target) permanentRedirect(target)
}
