// Several production servers on one throw-away PostgreSQL database, for tests and benchmarks that
// need more than one production server (issue 13: jobs, rate limits, captcha, cache across servers).
//
//   import { startPostgres, seedDatabase, startServers, serverEnv } from './lib/servers.mjs'
//   const pg = await startPostgres()                // a database of its own; pg.stop() drops it
//   const env = serverEnv({ DATABASE_URL: pg.url })
//   seedDatabase(env)                               // migrations + demo agency (production seed)
//   const servers = await startServers(2, env)      // [{ url, port, log(), stop() }, …]
//   …
//   await stopServers(servers); await pg.stop()
//
// The servers run the production build in .next (`npx next build` first, under the machine's
// build lock: flock /tmp/agency-build.lock …). With DATABASE_URL naming a PostgreSQL server
// (scripts/with-postgres.sh, CI), the database is created there; otherwise a private cluster is
// started in a temporary directory, as scripts/with-postgres.sh does, and removed afterwards.
import { spawn, spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'

import pg from 'pg'

/** A TCP port nobody listens on right now. */
export const freePort = () =>
  new Promise((resolve, reject) => {
    const server = net.createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
  })

const postgresBin = () => {
  const root = '/usr/lib/postgresql'
  const versions = fs.existsSync(root)
    ? fs.readdirSync(root).sort((a, b) => Number(a) - Number(b))
    : []
  const bin = versions.length ? path.join(root, versions.at(-1), 'bin') : ''
  if (!bin || !fs.existsSync(path.join(bin, 'initdb')))
    throw new Error('PostgreSQL not found: apt-get install -y postgresql')
  return bin
}

/** Starts a private PostgreSQL cluster in a temporary directory; stop() removes it. */
const startCluster = async () => {
  const bin = postgresBin()
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-pg-'))
  const port = await freePort()
  const asPostgres = process.getuid?.() === 0
  if (asPostgres) spawnSync('chown', ['postgres:postgres', dir])
  const run = (command, args) => {
    const [cmd, argv] = asPostgres
      ? ['runuser', ['-u', 'postgres', '--', path.join(bin, command), ...args]]
      : [path.join(bin, command), args]
    const result = spawnSync(cmd, argv, { stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8' })
    if (result.status !== 0)
      throw new Error(`${command} failed: ${result.stderr || result.stdout || result.status}`)
  }
  const data = path.join(dir, 'data')
  run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8'])
  run('pg_ctl', [
    '-D',
    data,
    '-l',
    path.join(dir, 'server.log'),
    '-w',
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`,
    'start',
  ])
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: async () => {
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', 'stop'])
      } catch {
        // already gone
      }
      fs.rmSync(dir, { recursive: true, force: true })
    },
  }
}

/**
 * A new, empty database: in the PostgreSQL server of DATABASE_URL when it names one, else in a
 * private cluster. `url` is the database's; `query(sql, params)` runs on it; stop() drops it
 * (and the private cluster).
 */
export const startPostgres = async ({ serverUrl = process.env.DATABASE_URL } = {}) => {
  const own = /^postgres(ql)?:\/\//.test(serverUrl ?? '') ? null : await startCluster()
  const base = own?.url ?? serverUrl
  const name = `agency_servers_${Date.now()}_${randomBytes(3).toString('hex')}`
  const admin = new pg.Client({ connectionString: base })
  await admin.connect()
  await admin.query(`CREATE DATABASE ${name}`)
  await admin.end()
  const target = new URL(base)
  target.pathname = `/${name}`
  const url = target.toString()
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  return {
    url,
    name,
    query: (sql, params) => client.query(sql, params),
    stop: async () => {
      await client.end().catch(() => undefined)
      if (own) return own.stop()
      const drop = new pg.Client({ connectionString: base })
      await drop.connect()
      await drop.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => undefined)
      await drop.end()
    },
  }
}

/** The environment of a production server on `DATABASE_URL`, with a fresh secret and media. */
export const serverEnv = (overrides = {}) => {
  const runDir = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-servers-'))
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    // Servers on several ports of one machine: links follow each request's Host (the test's
    // own clients), which a production start allows only when asked (docs/decisions/0039).
    ORIGIN_FROM_HOST: '1',
    MEDIA_DIR: path.join(runDir, 'media'),
    PAYLOAD_SECRET: randomBytes(24).toString('hex'),
    ADMIN_EMAIL: 'admin@servers.test',
    ADMIN_PASSWORD: randomBytes(12).toString('base64url'),
    SEED_OWNER_PASSWORD: `servers-${randomBytes(12).toString('base64url')}`,
    ...overrides,
  }
  delete env.VITEST
  delete env.NEXT_PHASE
  return env
}

/** Migrates and seeds the database of `env` (scripts/seed.mjs, a production start). */
export const seedDatabase = (env) => {
  const result = spawnSync(process.execPath, ['scripts/seed.mjs'], {
    stdio: ['ignore', 'inherit', 'inherit'],
    env,
  })
  if (result.status !== 0) throw new Error(`seed failed (exit ${result.status ?? result.signal})`)
}

/** Builds .next unless E2E_SKIP_BUILD=1 and a build exists (the caller holds the build lock). */
export const ensureBuild = () => {
  if (process.env.E2E_SKIP_BUILD === '1' && fs.existsSync('.next/BUILD_ID')) return
  const result = spawnSync('npx', ['next', 'build'], { stdio: ['ignore', 'inherit', 'inherit'] })
  if (result.status !== 0) throw new Error(`next build failed (exit ${result.status})`)
}

const waitForHealth = async (server, timeoutMs) => {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (server.exited())
      throw new Error(`server ${server.port} exited:\n${server.log().slice(-3000)}`)
    try {
      const response = await fetch(`${server.url}/api/health/`, {
        signal: AbortSignal.timeout(5_000),
      })
      if (response.status === 200) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error(
    `server ${server.port} not healthy in ${timeoutMs} ms:\n${server.log().slice(-3000)}`,
  )
}

/** Starts one production server (server.mjs) of the build in .next on a free port. */
export const startServer = async (env, { port, timeoutMs = 120_000 } = {}) => {
  const chosen = port ?? (await freePort())
  const child = spawn(process.execPath, ['server.mjs', '-p', String(chosen)], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let log = ''
  let exited = false
  const keep = (chunk) => {
    log += chunk
    if (log.length > 200_000) log = log.slice(-100_000)
  }
  child.stdout.on('data', keep)
  child.stderr.on('data', keep)
  const gone = new Promise((resolve) => child.once('exit', resolve))
  gone.then(() => (exited = true))
  const server = {
    port: chosen,
    url: `http://127.0.0.1:${chosen}`,
    pid: child.pid,
    log: () => log,
    exited: () => exited,
    stop: async () => {
      if (exited) return
      child.kill('SIGTERM')
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000)
      await gone
      clearTimeout(timer)
    },
  }
  await waitForHealth(server, timeoutMs).catch(async (error) => {
    await server.stop()
    throw error
  })
  return server
}

/** Starts `count` servers of one build on one database, one after the other. */
export const startServers = async (count, env, options = {}) => {
  const servers = []
  try {
    for (let n = 0; n < count; n++) servers.push(await startServer(env, options))
  } catch (error) {
    await stopServers(servers)
    throw error
  }
  return servers
}

export const stopServers = (servers) => Promise.all(servers.map((server) => server.stop()))
