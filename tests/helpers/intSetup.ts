// Before each integration test file: point Payload at the run's throw-away database.
import { inject } from 'vitest'

process.env.DATABASE_URL = inject('databaseUrl')
process.env.MEDIA_DIR = inject('mediaDir')
process.env.PAYLOAD_SECRET ||= 'integration-tests-only-secret'
