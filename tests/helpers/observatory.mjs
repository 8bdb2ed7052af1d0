#!/usr/bin/env node
// Scores one address with Mozilla's HTTP Observatory (@mdn/mdn-http-observatory), offline.
// Its `scan()` takes only a host name; this runs the same steps (retrieve, the ten tests, the
// grade) with the ports and path of a local server: node tests/helpers/observatory.mjs
// <host> <httpPort> <httpsPort> <path>. Prints {grade, score, tests: {name: result}} as JSON.
// Run it with NODE_EXTRA_CA_CERTS naming the local certificate, so that https is "verified".
import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'

// The package's postinstall downloads Chromium's HSTS preload list into conf/ (npm runs no
// install script it has not been allowed to, and the tests run offline). A local host is on no
// preload list: an empty one gives the same verdict.
const preload = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@mdn/mdn-http-observatory/package.json')),
  'conf',
  'hsts-preload.json',
)
if (!fs.existsSync(preload)) fs.writeFileSync(preload, '{}\n')

const { retrieve } = await import('@mdn/mdn-http-observatory/src/retriever/retriever.js')
import { ALL_TESTS } from '@mdn/mdn-http-observatory/src/constants.js'
import { getGradeForScore, getScoreModifier } from '@mdn/mdn-http-observatory/src/grader/grader.js'
import { MINIMUM_SCORE_FOR_EXTRA_CREDIT } from '@mdn/mdn-http-observatory/src/grader/charts.js'

const [host, httpPort, httpsPort, pathname] = process.argv.slice(2)
const requests = await retrieve(host, { httpPort, httpsPort, path: pathname })
if (!requests.responses.auto) throw new Error(`no answer from ${host}`)

let withExtraCredit = 100
let uncurved = 100
const tests = {}
for (const test of ALL_TESTS) {
  const output = test(requests)
  const modifier = output.result ? getScoreModifier(output.result) : 0
  withExtraCredit += modifier
  if (modifier < 0) uncurved += modifier
  tests[output.constructor.name] = { result: output.result, pass: output.pass, modifier }
}
const { grade, score } = getGradeForScore(
  uncurved >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? withExtraCredit : uncurved,
)
process.stdout.write(
  JSON.stringify({ grade, score, status: requests.responses.auto.status, tests }) + '\n',
)
