#!/usr/bin/env node
// npm run crm:demo — a Whise-shaped demo CRM on http://127.0.0.1:4010 (CRM_DEMO_PORT) with a dozen
// listings and a control page, and its connection in the dev database (README "Try the CRM
// import"). Bundled and run with plain node like the seed (docs/decisions/0007-seed-as-a-bundle.md).
import nextEnv from '@next/env'

import { bundleEntry, runBundle } from './lib/bundle.mjs'

// .env and .env.local, as `next dev` reads them: the same database as the dev server.
nextEnv.loadEnvConfig(process.cwd(), true)
// This process only writes one connection: the queues are the dev server's to run.
const env = { ...process.env, FORMS_MAIL_AUTORUN: 'off' }

const bundle = await bundleEntry('src/crm-demo/cli.ts', 'crm-demo')
process.exit(runBundle(bundle, { env, label: 'crm:demo' }))
