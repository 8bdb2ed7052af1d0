// Entry of `npm run seed` (scripts/seed.mjs bundles and runs it, passing the options as
// SEED_RESET / SEED_IF_EMPTY / SEED_PROPERTIES). Seeds whatever DATABASE_URL names;
// pending migrations are applied first, when Payload starts.
import { writeFileSync } from 'node:fs'

import { getPayload } from 'payload'

import config from '../../payload.config'

import { ensureCostRules, isDatabaseEmpty, seed, seedBulkProperties } from '.'

// Our code runs: the packages loaded (scripts/seed.mjs retries only runs that never got here).
if (process.env.BUNDLE_STARTED_MARKER) writeFileSync(process.env.BUNDLE_STARTED_MARKER, '')

const reset = process.env.SEED_RESET === '1'
const ifEmpty = process.env.SEED_IF_EMPTY === '1'
const bulkCount = Number(process.env.SEED_PROPERTIES || 0)

const box = (lines: string[]) =>
  console.log(
    [
      '',
      '┌──────────────────────────────────────────────────────────────',
      ...lines.map((line) => `│ ${line}`),
      '└──────────────────────────────────────────────────────────────',
      '',
    ].join('\n'),
  )

const payload = await getPayload({ config })
try {
  if (ifEmpty && !(await isDatabaseEmpty(payload))) {
    payload.logger.info('Database already set up: not seeding (npm run seed -- --reset reseeds).')
    // Reference data a newer version of the site needs is still added where missing.
    const costRules = await ensureCostRules(payload)
    if (costRules) payload.logger.info(`${costRules} purchase-cost rules added.`)
  } else {
    const result = await seed(payload, { reset, log: (line) => payload.logger.info(line) })
    payload.logger.info(
      result.properties
        ? `Seeded ${result.properties} demo properties, ${result.projects} projects, ${result.articles} articles, ${result.questions} questions and ${result.testimonials} testimonials in ${(result.milliseconds / 1000).toFixed(1)} s.`
        : 'The database already has properties: demo content not seeded (npm run seed -- --reset reseeds).',
    )
    if (result.admin.password) {
      // Printed once: the password is stored only as a hash.
      box([
        'First admin account created — note the password now, it is not shown again.',
        `  URL:      ${process.env.SERVER_URL || 'http://localhost:3000'}/admin`,
        `  E-mail:   ${result.admin.email}`,
        `  Password: ${result.admin.password}`,
      ])
    } else if (result.admin.created) {
      payload.logger.info(`Admin ${result.admin.email} created with ADMIN_PASSWORD.`)
    }
    const newOwners = result.owners.filter((owner) => owner.created)
    if (newOwners.some((owner) => owner.password)) {
      box([
        'Demo owner accounts created for the owner portal — note the passwords now.',
        ...newOwners.map((owner) => `  Username: ${owner.username}   Password: ${owner.password}`),
      ])
    } else if (newOwners.length) {
      payload.logger.info(
        `Demo owners ${newOwners.map((owner) => owner.username).join(', ')} created with SEED_OWNER_PASSWORD.`,
      )
    }
    if (bulkCount > 0) {
      const bulk = await seedBulkProperties(payload, {
        count: bulkCount,
        log: (line) => payload.logger.info(line),
      })
      payload.logger.info(
        `Added ${bulk.created} benchmark properties in ${(bulk.milliseconds / 1000).toFixed(1)} s.`,
      )
    }
  }
} finally {
  await payload.destroy()
}
process.exit(0)
