import { afterEach, describe, expect, it } from 'vitest'

import { databaseKind, databaseUrl, replicaUrls } from '@/lib/env'

const saved = { ...process.env }
afterEach(() => {
  process.env = { ...saved }
})

describe('database selection', () => {
  it('defaults to the SQLite file data/agency.db', () => {
    delete process.env.DATABASE_URL
    expect(databaseUrl()).toBe('file:./data/agency.db')
    expect(databaseKind()).toBe('sqlite')
  })

  it('chooses PostgreSQL for postgres:// and postgresql:// URLs', () => {
    expect(databaseKind('postgres://u:p@db:5432/agency')).toBe('postgres')
    expect(databaseKind('postgresql://db/agency')).toBe('postgres')
    expect(databaseKind('file:/var/lib/agency.db')).toBe('sqlite')
  })

  it('refuses any other URL with a message that names the accepted forms', () => {
    expect(() => databaseKind('mysql://db/agency')).toThrow(/file:.*postgres:\/\//)
  })

  it('reads read replicas from a comma-separated list, ignoring blanks', () => {
    process.env.DATABASE_REPLICA_URLS = ' postgres://r1/a , ,postgres://r2/a'
    expect(replicaUrls()).toEqual(['postgres://r1/a', 'postgres://r2/a'])
    delete process.env.DATABASE_REPLICA_URLS
    expect(replicaUrls()).toEqual([])
  })
})
