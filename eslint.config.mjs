import nextVitals from 'eslint-config-next/core-web-vitals'
import nextTypeScript from 'eslint-config-next/typescript'

const config = [
  ...nextVitals,
  ...nextTypeScript,
  {
    ignores: [
      '**/.next/**',
      'node_modules/**',
      'data/**',
      'coverage/**',
      'migrations/**',
      'src/payload-types.ts',
      'src/app/(payload)/**',
      'test-results/**',
      'playwright-report/**',
      'next-env.d.ts',
      'public/map/maplibre-gl-worker.mjs',
    ],
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
]

export default config
