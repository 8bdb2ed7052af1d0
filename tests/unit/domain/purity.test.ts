import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import * as domain from '@/lib/domain'

const dir = path.resolve(import.meta.dirname, '../../../src/lib/domain')
const files = readdirSync(dir).filter((f) => f.endsWith('.ts'))

// Libraries that do pure work; anything else (Payload, Next, React, node:*, our own code through
// an alias) is not allowed in the domain module.
const ALLOWED = [/^\.\/[a-z]+$/, /^entities\/decode$/, /^n2words\/(nl-NL|fr-BE|en-GB|de-DE)$/]

const importsOf = (file: string) =>
  [
    ...readFileSync(path.join(dir, file), 'utf8').matchAll(
      /^(?:import|export)\b(?:\s*|[^;'"]*?\bfrom\s*)['"]([^'"]+)['"]/gm,
    ),
  ].map((m) => m[1])

describe('the domain module', () => {
  it('finds the imports of a file, multi-line and type-only ones included', () => {
    expect(importsOf('money.ts')).toEqual([
      'n2words/de-DE',
      'n2words/en-GB',
      'n2words/fr-BE',
      'n2words/nl-NL',
      './types',
    ])
    expect(importsOf('index.ts')).toContain('./routes')
  })

  it.each(files)('%s imports only sibling files and pure libraries', (file) => {
    for (const specifier of importsOf(file)) {
      expect(
        ALLOWED.some((re) => re.test(specifier)),
        specifier,
      ).toBe(true)
    }
  })

  it('re-exports every function of the contract from its index', () => {
    const contract = [
      'isEmpty',
      'limitText',
      'cleanDescription',
      'formatPhone',
      'formatPrice',
      'amountInWords',
      'regionForPostcode',
      'cityLabel',
      'deviceClass',
      'epcLabel',
      'epcImagePath',
      'renovationObligation',
      'parseVideoUrl',
      'slugifyPath',
      'localizePath',
      'translatePath',
      'parentPath',
      'findBreadcrumb',
      'pickLocalized',
      'toCategoryTree',
      'formatFieldValue',
      'evaluateCondition',
      'withRetry',
    ]
    for (const name of contract) {
      expect(typeof (domain as Record<string, unknown>)[name], name).toBe('function')
    }
  })
})
