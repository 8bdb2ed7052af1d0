// The import graph of the source, read with TypeScript's parser, keeps the house's directions
// (README, "How it works"): no module waits for itself at load time; the floor (src/lib/site and
// src/lib/domain) imports nothing above it; the data layer (src/lib) never reaches the CMS schema
// (collections/, globals/, blocks/), the pages or the components; the public components never
// reach the CMS schema; the edge (src/edge) reaches no page, component or schema; and the forms,
// mail and jobs modules import one another in one direction only (jobs → forms → mail).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '../../..')
const sourceFolders = ['src', 'collections', 'globals', 'blocks']

const sourceFiles = (folder: string): string[] =>
  readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name)
    if (entry.isDirectory()) return sourceFiles(full)
    return /\.(ts|tsx|mts|mjs)$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : []
  })

const aliases: [string, string][] = [
  ['@payload-config', 'payload.config.ts'],
  ['@collections/', 'collections/'],
  ['@globals/', 'globals/'],
  ['@blocks/', 'blocks/'],
  ['@/', 'src/'],
]

/** The file of this tree a specifier names, or null (a package, a stylesheet). */
const resolve = (from: string, specifier: string): string | null => {
  let base: string
  if (specifier.startsWith('.')) base = path.resolve(path.dirname(from), specifier)
  else {
    const alias = aliases.find(([prefix]) => specifier === prefix || specifier.startsWith(prefix))
    if (!alias) return null
    base = path.join(root, alias[1] + specifier.slice(alias[0].length))
  }
  const candidates = ['', '.ts', '.tsx', '.mts', '/index.ts', '/index.tsx'].map((end) => base + end)
  return candidates.find((file) => existsSync(file) && statSync(file).isFile()) ?? null
}

type Edge = { to: string; typeOnly: boolean }

/** The static imports and re-exports of a file; `typeOnly` when erased at compile time. */
const importsOf = (file: string): Edge[] => {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest)
  const edges: Edge[] = []
  for (const statement of source.statements) {
    let specifier: ts.Expression | undefined
    let typeOnly = false
    if (ts.isImportDeclaration(statement)) {
      specifier = statement.moduleSpecifier
      const clause = statement.importClause
      const named = clause?.namedBindings
      typeOnly = Boolean(
        clause &&
        (clause.isTypeOnly ||
          (!clause.name &&
            named &&
            ts.isNamedImports(named) &&
            named.elements.length > 0 &&
            named.elements.every((element) => element.isTypeOnly))),
      )
    } else if (ts.isExportDeclaration(statement) && statement.moduleSpecifier) {
      specifier = statement.moduleSpecifier
      typeOnly =
        statement.isTypeOnly ||
        Boolean(
          statement.exportClause &&
          ts.isNamedExports(statement.exportClause) &&
          statement.exportClause.elements.length > 0 &&
          statement.exportClause.elements.every((element) => element.isTypeOnly),
        )
    }
    if (!specifier || !ts.isStringLiteral(specifier)) continue
    const to = resolve(file, specifier.text)
    if (to) edges.push({ to, typeOnly })
  }
  return edges
}

const files = [
  ...sourceFolders.flatMap((folder) => sourceFiles(path.join(root, folder))),
  path.join(root, 'payload.config.ts'),
]
const graph = new Map(files.map((file) => [file, importsOf(file)]))
const relative = (file: string) => path.relative(root, file)

/** Loops of imports that run at load time (type-only imports are erased and cannot loop). */
const loadLoops = (): string[][] => {
  const loops: string[][] = []
  const state = new Map<string, 'open' | 'done'>()
  const trail: string[] = []
  const visit = (file: string) => {
    state.set(file, 'open')
    trail.push(file)
    for (const { to, typeOnly } of graph.get(file) ?? []) {
      if (typeOnly || !graph.has(to)) continue
      if (state.get(to) === 'open') loops.push(trail.slice(trail.indexOf(to)).map(relative))
      else if (!state.has(to)) visit(to)
    }
    trail.pop()
    state.set(file, 'done')
  }
  for (const file of graph.keys()) if (!state.has(file)) visit(file)
  return loops
}

/** The wiring: payload.config.ts imports every collection and job (src/lib/payload.ts hands it out). */
const wiring = path.join(root, 'payload.config.ts')

/**
 * The paths by which a file under `from` reaches a file under `to`, type imports included; not
 * through the wiring, which every module that asks for Payload reaches.
 */
const pathsBetween = (from: string, to: string): string[] => {
  const found: string[] = []
  for (const start of files.filter((file) => relative(file).startsWith(from))) {
    const previous = new Map<string, string | null>([[start, null]])
    const queue = [start]
    while (queue.length) {
      const file = queue.shift()!
      if (relative(file).startsWith(to)) {
        const way: string[] = []
        for (let at: string | null = file; at; at = previous.get(at) ?? null)
          way.unshift(relative(at))
        found.push(way.join(' → '))
        break
      }
      for (const { to: next } of graph.get(file) ?? []) {
        if (!previous.has(next) && graph.has(next) && next !== wiring) {
          previous.set(next, file)
          queue.push(next)
        }
      }
    }
  }
  return found
}

describe('the import graph', () => {
  it('reads imports, re-exports and type-only imports of a file', () => {
    const edges = importsOf(path.join(root, 'src/lib/forms/rules/types.ts'))
    const named = (end: string) => edges.find((edge) => relative(edge.to) === end)
    expect(named('src/lib/mail/outbox.ts')?.typeOnly).toBe(true)
    expect(named('src/lib/forms/errors.ts')).toBeDefined()
    expect(
      edges.some((edge) => relative(edge.to) === 'src/lib/forms/errors.ts' && !edge.typeOnly),
    ).toBe(true)
  })

  it('has no loop of imports that run at load time', () => {
    expect(loadLoops()).toEqual([])
  })

  it('lets the mail module reach neither the forms nor the jobs', () => {
    expect(pathsBetween('src/lib/mail/', 'src/lib/forms/')).toEqual([])
    expect(pathsBetween('src/lib/mail/', 'src/jobs/')).toEqual([])
  })

  it('lets the forms reach no job: they queue mails through the outbox module', () => {
    expect(pathsBetween('src/lib/forms/', 'src/jobs/')).toEqual([])
  })

  it('lets the alerts and the favourites reach no job: the jobs run them, not the other way', () => {
    expect(pathsBetween('src/lib/alerts/', 'src/jobs/')).toEqual([])
    expect(pathsBetween('src/lib/favourites/', 'src/jobs/')).toEqual([])
  })
})

/** Direct imports (type-only included) from files under `from` to files under one of `to`. */
const directImports = (from: string, to: string[], except: string[] = []): string[] =>
  files
    .filter((file) => relative(file).startsWith(from))
    .filter((file) => !except.some((prefix) => relative(file).startsWith(prefix)))
    .flatMap((file) =>
      (graph.get(file) ?? [])
        .filter((edge) => to.some((prefix) => relative(edge.to).startsWith(prefix)))
        .map((edge) => `${relative(file)} → ${relative(edge.to)}`),
    )

/** Files of ours that a folder of the floor may import: the floor itself and the path table. */
const floor = ['src/lib/site/', 'src/lib/domain/', 'src/i18n/locales.ts', 'src/i18n/pathnames.ts']
const ours = (file: string) => graph.has(file)

describe('the directions of the house', () => {
  it('keeps the vocabulary and URL floor pure: it imports nothing of ours above it', () => {
    const above = files
      .filter((file) => relative(file).startsWith('src/lib/site/'))
      .flatMap((file) =>
        (graph.get(file) ?? [])
          .filter(({ to }) => ours(to) && !floor.some((prefix) => relative(to).startsWith(prefix)))
          .map(({ to }) => `${relative(file)} → ${relative(to)}`),
      )
    expect(above).toEqual([])
  })

  it('lets no product code reach the tests, and no page or job reach the demo CRM', () => {
    for (const folder of ['src/', 'collections/', 'globals/', 'blocks/'])
      expect(directImports(folder, ['tests/'])).toEqual([])
    // The demo and the tests share the CRM doubles (src/crm-demo/doubles/); the site does not.
    expect(directImports('src/', ['src/crm-demo/'], ['src/crm-demo/'])).toEqual([])
  })

  it('keeps the domain rules free of every other module of ours', () => {
    expect(
      directImports('src/lib/domain/', ['src/', 'collections/', 'globals/', 'blocks/']).filter(
        (line) => !line.split(' → ')[1].startsWith('src/lib/domain/'),
      ),
    ).toEqual([])
  })

  it('lets the data layer reach neither the CMS schema nor the pages or components', () => {
    expect(
      directImports('src/lib/', [
        'collections/',
        'globals/',
        'blocks/',
        'src/app/',
        'src/components/',
      ]),
    ).toEqual([])
  })

  it('keeps the four catalogues out of the browser: no client component loads the server translator', () => {
    const server = path.join(root, 'src/i18n/server.ts')
    const isClient = (file: string) => /^\s*['"]use client['"]/.test(readFileSync(file, 'utf8'))
    const reaching = files.filter(isClient).filter((start) => {
      const seen = new Set([start])
      const queue = [start]
      while (queue.length) {
        const file = queue.shift()!
        if (file === server) return true
        for (const { to, typeOnly } of graph.get(file) ?? [])
          if (!typeOnly && !seen.has(to)) {
            seen.add(to)
            queue.push(to)
          }
      }
      return false
    })
    expect(files.filter(isClient).length).toBeGreaterThan(10)
    expect(reaching.map(relative)).toEqual([])
  })

  it('lets the public components reach no CMS schema (the admin components are the CMS own)', () => {
    expect(
      directImports('src/components/', ['collections/', 'globals/'], ['src/components/admin/']),
    ).toEqual([])
    expect(directImports('blocks/', ['collections/', 'globals/'])).toEqual([])
  })

  it('lets the edge reach no page, component or CMS schema', () => {
    expect(
      directImports('src/edge/', [
        'src/app/',
        'src/components/',
        'collections/',
        'globals/',
        'blocks/',
      ]),
    ).toEqual([])
    expect(
      directImports('src/proxy.ts', ['src/app/', 'src/components/', 'collections/', 'globals/']),
    ).toEqual([])
    // The proxy reads the database only through the data layer, loaded on first use.
    expect(
      directImports('src/edge/', ['src/lib/payload.ts', 'src/lib/db/']).concat(
        directImports('src/proxy.ts', ['src/lib/payload.ts', 'src/lib/db/']),
      ),
    ).toEqual([])
  })

  it('touches process-wide values in one module only (src/edge/processValues.mjs)', () => {
    const touching = files.filter(
      (file) =>
        relative(file) !== 'src/edge/processValues.mjs' &&
        !relative(file).startsWith('src/payload-types') &&
        /globalThis\s*(\[|as\b|\))/.test(readFileSync(file, 'utf8')),
    )
    expect(touching.map(relative)).toEqual([])
  })
})

/**
 * Where a public path may be written out by hand: the path builder, the router's own helper
 * (next-intl's getPathname), the route table's lookups (pure domain, below the builder) and the
 * proxy's internal not-found rewrites (never shown to a visitor).
 */
const pathMakers = [
  'src/lib/site/paths.ts',
  'src/i18n/navigation.tsx',
  'src/lib/domain/routes.ts',
  'src/edge/proxy/visibility.ts',
]
/** A template that starts with a language prefix (`/${locale}/…`) or reads the path table. */
const HAND_BUILT = /`\/\$\{(?:locale|code|lang|language|l)\}|\bpathnames\[/

describe('the one path builder', () => {
  it('is the only place that writes a public path out of a language and the path table', () => {
    const built = files
      .filter((file) => !pathMakers.includes(relative(file)))
      .filter((file) => !relative(file).startsWith('src/seed/'))
      .flatMap((file) =>
        readFileSync(file, 'utf8')
          .split('\n')
          .map((line, index) => ({ line, index }))
          .filter(({ line }) => HAND_BUILT.test(line) && !line.includes('startsWith('))
          .map(({ index }) => `${relative(file)}:${index + 1}`),
      )
    expect(built).toEqual([])
  })

  it('finds a hand-built path when one is written (the check can fail)', () => {
    expect(HAND_BUILT.test('const p = `/${locale}${pathnames[page][locale]}/`')).toBe(true)
    expect(HAND_BUILT.test("const p = listPath('/news', locale)")).toBe(false)
  })
})
