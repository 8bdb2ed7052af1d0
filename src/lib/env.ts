// Configuration read from the environment, in one place, with the defaults a fresh clone needs.
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

export type DatabaseKind = 'sqlite' | 'postgres'

const projectRoot = process.cwd()

export const dataDir = () => path.resolve(projectRoot, process.env.DATA_DIR || 'data')

export const databaseUrl = (): string => process.env.DATABASE_URL?.trim() || 'file:./data/agency.db'

export const databaseKind = (url = databaseUrl()): DatabaseKind => {
  if (/^postgres(ql)?:\/\//.test(url)) return 'postgres'
  if (url.startsWith('file:')) return 'sqlite'
  throw new Error(
    `DATABASE_URL must start with "file:" (SQLite) or "postgres://" (PostgreSQL); got "${url.split(':')[0]}:…"`,
  )
}

export const replicaUrls = (): string[] =>
  (process.env.DATABASE_REPLICA_URLS ?? '')
    .split(',')
    .map((url) => url.trim())
    .filter(Boolean)

/**
 * PAYLOAD_SECRET signs sessions. Unset, a random secret is generated once and kept in
 * data/.payload-secret so that a fresh clone runs without configuration and nothing secret
 * is ever committed. Several servers sharing one PostgreSQL database must set it explicitly.
 */
export const payloadSecret = (): string => {
  const fromEnv = process.env.PAYLOAD_SECRET?.trim()
  if (fromEnv) return fromEnv
  const file = path.join(dataDir(), '.payload-secret')
  try {
    return fs.readFileSync(file, 'utf8').trim()
  } catch {
    fs.mkdirSync(path.dirname(file), { recursive: true })
    const secret = randomBytes(32).toString('hex')
    fs.writeFileSync(file, secret, { mode: 0o600 })
    return secret
  }
}

export const mediaDir = () => path.resolve(projectRoot, process.env.MEDIA_DIR || 'data/media')

/** Files sent with the forms: `data/submission-files` by default (beside MEDIA_DIR), outside anything served statically. */
export const submissionFilesDir = () =>
  process.env.SUBMISSION_FILES_DIR
    ? path.resolve(process.env.SUBMISSION_FILES_DIR)
    : path.join(path.dirname(mediaDir()), 'submission-files')

/** Uploaded PDF and office files; beside MEDIA_DIR when only that is set (e.g. in tests). */
export const documentsDir = () => {
  if (process.env.DOCUMENTS_DIR) return path.resolve(projectRoot, process.env.DOCUMENTS_DIR)
  if (process.env.MEDIA_DIR) return path.join(path.dirname(mediaDir()), 'documents')
  return path.resolve(projectRoot, 'data/documents')
}
