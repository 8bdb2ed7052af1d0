// Seeds the demo agency. Used by `npm run seed` (and by `npm run dev` on an empty database).
// The pieces: images.ts (generated photos), properties.ts, projects.ts, content.ts (team,
// owners, Q&A, articles, testimonials, settings, navigation), bulk.ts (benchmark set),
// reset.ts; the texts and specs live in data/.
import { randomBytes } from 'node:crypto'

import type { Payload } from 'payload'

import {
  ensureDemoOwners,
  seedArticles,
  seedHome,
  seedNavigation,
  seedQuestions,
  seedSiteSettings,
  seedTeam,
  seedTestimonials,
  type OwnerAccount,
} from './content'
import { ensurePhotoPool } from './images'
import { seedContext } from './context'
import { seedProperties } from './properties'
import { seedProjects } from './projects'
import { resetDemoContent } from './reset'
import { seedAppointmentSlots } from './appointments'
import { ensureCostRules } from './costRules'
import { seedOwnerDocuments } from './ownerDocuments'
import { seedOwnerHistory } from './ownerHistory'

export { seedBulkProperties } from './bulk'
export { ensureCostRules } from './costRules'

export type SeedOptions = { reset?: boolean; log?: (line: string) => void }

export type SeedResult = {
  properties: number
  projects: number
  articles: number
  questions: number
  testimonials: number
  admin: { email: string; password?: string; created: boolean }
  /** The demo owner accounts; a password only when it was generated now (print it once). */
  owners: OwnerAccount[]
  milliseconds: number
}

/** True when nobody has set this database up yet: no staff account exists. */
export const isDatabaseEmpty = async (payload: Payload) =>
  (await payload.count({ collection: 'users', overrideAccess: true })).totalDocs === 0

/**
 * The first admin: ADMIN_EMAIL / ADMIN_PASSWORD when set, otherwise a generated password that
 * the caller prints once. An existing account is never touched.
 */
export const ensureAdmin = async (payload: Payload): Promise<SeedResult['admin']> => {
  const email = process.env.ADMIN_EMAIL?.trim() || 'admin@example.com'
  const existing = await payload.find({
    collection: 'users',
    where: { email: { equals: email } },
    limit: 1,
    depth: 0,
  })
  if (existing.docs.length) return { email, created: false }
  const password = process.env.ADMIN_PASSWORD || randomBytes(12).toString('base64url')
  await payload.create({
    collection: 'users',
    data: { email, password, name: 'Admin', roles: ['admin'] },
    context: seedContext,
  })
  return { email, password: process.env.ADMIN_PASSWORD ? undefined : password, created: true }
}

/**
 * The demo agency, when the database has no properties yet (or after `reset`, which removes
 * the demo content first but keeps accounts). Texts in nl, fr, en and de; the same data on
 * every run.
 */
export const seed = async (
  payload: Payload,
  { reset = false, log = () => {} }: SeedOptions = {},
): Promise<SeedResult> => {
  const started = performance.now()
  const step = (label: string) => log(`${label} (${Math.round(performance.now() - started)} ms)`)
  if (reset) {
    await resetDemoContent(payload)
    step('Demo content removed')
  }
  const admin = await ensureAdmin(payload)
  const owners = await ensureDemoOwners(payload)
  // Reference data, not demo content: also on a database that already has properties.
  const costRules = await ensureCostRules(payload)
  if (costRules) step(`${costRules} cost rules added`)
  const result: SeedResult = {
    properties: 0,
    projects: 0,
    articles: 0,
    questions: 0,
    testimonials: 0,
    admin,
    owners,
    milliseconds: 0,
  }
  const { totalDocs } = await payload.count({ collection: 'properties' })
  if (totalDocs > 0) {
    result.milliseconds = Math.round(performance.now() - started)
    return result
  }

  const photos = await ensurePhotoPool(payload)
  step('Photo pool ready')
  const managers = await seedTeam(payload)
  step('Team created')
  const projects = await seedProjects(payload, { managers, photos })
  step('Projects created')
  const properties = await seedProperties(payload, {
    managers,
    photos,
    projects: projects.map((project) => project.id),
    owners: owners.map((owner) => owner.id),
  })
  step('Properties created')
  const owned = properties
    .filter((property) =>
      (property.owners ?? []).some((owner) =>
        owners.some((account) => account.id === (typeof owner === 'object' ? owner.id : owner)),
      ),
    )
    .map((property) => property.id)
  await seedOwnerHistory(payload, { properties: owned })
  await seedOwnerDocuments(payload, { properties: owned })
  step('Owner portal history and documents created')
  result.questions = await seedQuestions(payload)
  const articles = await seedArticles(payload, photos)
  result.testimonials = (await seedTestimonials(payload, photos.house[0])).length
  step('Articles, Q&A and testimonials created')
  await seedSiteSettings(payload, photos.villa[0])
  await seedNavigation(payload, articles)
  await seedHome(payload, photos.villa[1] ?? photos.villa[0])
  await seedAppointmentSlots(payload)
  step('Settings, navigation and appointment slots saved')

  result.properties = properties.length
  result.projects = projects.length
  result.articles = articles.size
  result.milliseconds = Math.round(performance.now() - started)
  return result
}
