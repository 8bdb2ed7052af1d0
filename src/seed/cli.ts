// Entry of `npm run seed` (scripts/seed.mjs runs it through `payload run`, which passes the
// options as SEED_RESET / SEED_IF_EMPTY). Seeds whatever DATABASE_URL names; pending migrations
// are applied first, when Payload starts.
import { getPayload } from 'payload'

import config from '../../payload.config'

import { isDatabaseEmpty, seed } from '.'

const reset = process.env.SEED_RESET === '1'
const ifEmpty = process.env.SEED_IF_EMPTY === '1'

const payload = await getPayload({ config })
try {
  if (ifEmpty && !(await isDatabaseEmpty(payload))) {
    payload.logger.info('Database already set up: not seeding (npm run seed -- --reset reseeds).')
  } else {
    const result = await seed(payload, { reset })
    payload.logger.info(`Seeded ${result.properties} demo properties.`)
    if (result.admin.password) {
      // Printed once: the password is stored only as a hash.
      console.log(
        [
          '',
          '┌──────────────────────────────────────────────────────────────',
          '│ First admin account created — note the password now, it is not shown again.',
          `│   URL:      ${process.env.SERVER_URL || 'http://localhost:3000'}/admin`,
          `│   E-mail:   ${result.admin.email}`,
          `│   Password: ${result.admin.password}`,
          '└──────────────────────────────────────────────────────────────',
          '',
        ].join('\n'),
      )
    } else if (result.admin.created) {
      payload.logger.info(`Admin ${result.admin.email} created with ADMIN_PASSWORD.`)
    }
  }
} finally {
  await payload.destroy()
}
process.exit(0)
