// A second production server of the e2e build, for a test that needs the site started otherwise
// than the shared one (another environment, another database). It is ready once /api/health
// answers; stop() ends it.
import { spawn } from 'node:child_process'

/** Starts `node <args>` with `env` and waits up to a minute for `base`'s /api/health. */
export const startSecondServer = async (
  base: string,
  args: readonly string[],
  env: NodeJS.ProcessEnv,
) => {
  const server = spawn(process.execPath, args, { env, stdio: 'ignore' })
  const deadline = Date.now() + 60_000
  for (;;) {
    const ok = await fetch(`${base}/api/health`)
      .then((response) => response.ok)
      .catch(() => false)
    if (ok) break
    if (Date.now() > deadline) {
      server.kill()
      throw new Error(`the second server on ${base} did not start`)
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  return { stop: () => server.kill() }
}
