import path from 'node:path'
import { defineConfig } from 'vitest/config'

const alias = {
  '@payload-config': path.resolve(import.meta.dirname, 'payload.config.ts'),
  '@collections': path.resolve(import.meta.dirname, 'collections'),
  '@globals': path.resolve(import.meta.dirname, 'globals'),
  '@blocks': path.resolve(import.meta.dirname, 'blocks'),
  '@': path.resolve(import.meta.dirname, 'src'),
  // Next's guard against client imports; tests run server code directly.
  'server-only': path.resolve(import.meta.dirname, 'tests/helpers/empty.ts'),
}

export default defineConfig({
  resolve: { alias },
  test: {
    coverage: {
      provider: 'v8',
      include: ['src/lib/domain/**/*.ts'],
      reporter: ['text-summary', 'text'],
      thresholds: {
        'src/lib/domain/**': { lines: 95, branches: 95 },
      },
    },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts'],
          environment: 'node',
          // next-intl imports `next/navigation` without an extension; let Vite resolve it.
          server: { deps: { inline: ['next-intl'] } },
          env: { _next_intl_trailing_slash: 'true' },
        },
      },
      {
        extends: true,
        test: {
          name: 'int',
          include: ['tests/int/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/helpers/intGlobalSetup.ts'],
          setupFiles: ['tests/helpers/intSetup.ts'],
          // One Payload instance and one database per run: files share it, so run them in sequence.
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
})
