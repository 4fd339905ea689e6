#!/usr/bin/env node
// `npm test`: every suite, in an order where the cheap ones fail first, with one shared pair of
// Firebase emulators for the suites that need them. Ends with the plain line "N passed, N failed".
import {spawn} from 'node:child_process';
import {existsSync, mkdirSync, readFileSync, rmSync} from 'node:fs';
import path from 'node:path';
import {ROOT, emulatorEnv, startEmulators, stopOnExit} from '../scripts/emulators.mjs';
import {exitOnForeignEmulators} from '../scripts/emulator-owner.mjs';
import {DEV_SERVER_STARTED, startDevServer, stopDevServer} from '../scripts/dev-server.mjs';

const RESULTS = path.join(ROOT, 'test-results');
rmSync(RESULTS, {recursive: true, force: true});
mkdirSync(RESULTS, {recursive: true});
// A subset of the steps: PYDOCS_TEST_ONLY=unit,lint or `--only unit,lint`.
const onlyFlag = process.argv.indexOf('--only');
const only = (onlyFlag >= 0 ? process.argv[onlyFlag + 1] : process.env.PYDOCS_TEST_ONLY)?.split(',');
const bin = (name) => path.join(ROOT, 'node_modules/.bin', name);

function run(command, args, env = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {cwd: ROOT, stdio: 'inherit', env: {...process.env, ...env}});
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** Like run(), but keeps the command's output to print later. */
function runQuietly(command, args, env = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'], env: {...process.env, ...env}});
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('exit', (code, signal) => resolve({code: code ?? (signal ? 1 : 0), output}));
  });
}

function readJson(file) {
  const full = path.join(RESULTS, file);
  return existsSync(full) ? JSON.parse(readFileSync(full, 'utf8')) : null;
}

/** Titles of the Playwright tests that needed their retry ("flaky" in its JSON report). */
function flakyTestTitles(report) {
  const titles = [];
  const visit = (suite) => {
    for (const spec of suite.specs ?? []) {
      if (spec.tests?.some((test) => test.status === 'flaky')) titles.push(`${spec.file} › ${spec.title}`);
    }
    for (const child of suite.suites ?? []) visit(child);
  };
  for (const suite of report.suites ?? []) visit(suite);
  return titles;
}

const summary = [];
function record(suite, passed, failed, note = '', seconds = undefined) {
  summary.push({suite, passed, failed, note, seconds});
}
const wanted = (name) => !only || only.includes(name);
const secondsSince = (started) => ((Date.now() - started) / 1000).toFixed(0);

async function step(name, fn) {
  if (!wanted(name)) return true;
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  const ok = await fn();
  summary[summary.length - 1].seconds ??= secondsSince(started);
  return ok;
}

/** The rules suite's attack cases (tests titled "attack…", tests/rules/attacks.test.ts): how many ran and were denied. */
function attackNote(result) {
  const attacks = result.testResults.flatMap((file) => file.assertionResults ?? []).filter((test) => /^attack\b/i.test(test.title));
  if (attacks.length === 0) return '';
  return `, ${attacks.length} attack cases, ${attacks.filter((test) => test.status === 'passed').length} denied`;
}

function jestArgs(name, config, parallel) {
  return ['--config', config, parallel ? '--maxWorkers=2' : '--runInBand', '--json', `--outputFile=${path.join(RESULTS, `${name}.json`)}`];
}

function recordJest(name, seconds) {
  const result = readJson(`${name}.json`);
  if (result) record(name, result.numPassedTests, result.numFailedTests + (result.numRuntimeErrorTestSuites ?? 0), `${result.numTotalTestSuites} files${attackNote(result)}`, seconds);
  else record(name, 0, 1, 'jest did not report', seconds);
}

/** `parallel`: files run in two workers (the unit tests). */
async function jestSuite(name, config, env = {}, parallel = false) {
  const code = await run(bin('jest'), jestArgs(name, config, parallel), env);
  recordJest(name);
  return code === 0;
}

/**
 * Starts `command` now, its output held back; `report()` later waits for it, prints the output in
 * one piece and returns {code, seconds} (the seconds it really ran, not the wait).
 */
function startQuietly(command, args, env) {
  const started = Date.now();
  const finished = runQuietly(command, args, env).then((result) => ({...result, seconds: secondsSince(started)}));
  return {
    async report() {
      const result = await finished;
      process.stdout.write(result.output);
      return result;
    },
  };
}

// What runs side by side. The machine's cores are kept busy from the start instead of one suite
// at a time: the build needs neither the emulators nor the other suites, so it starts at once;
// the rules suite starts as soon as the emulators are up (the JVM starts while the first checks
// run). Both hold their output and print it whole in their turn below. The browser suite starts
// when all of them are done: it needs the build, and the emulators to itself.
const needsEmulators = wanted('rules') || wanted('e2e');
const env = emulatorEnv();
const emulatorsStarting = needsEmulators
  ? startEmulators().then((emulators) => ({cleanup: stopOnExit(emulators.stop)}), (error) => ({error}))
  : null;
const building = wanted('build') ? startQuietly(bin('docusaurus'), ['build'], env) : null;
const rulesRun = wanted('rules')
  ? emulatorsStarting.then((started) => (started.error ? null : startQuietly(bin('jest'), jestArgs('rules', 'jest.rules.config.js', false), env)))
  : null;

await step('typecheck', async () => {
  // The service worker has its own project (lib "webworker", not "dom"): src/features/offline/worker.
  // TypeScript 7, the native compiler: the same check in a fifth of the CPU time of TypeScript 6
  // (7 against 28 s here). TypeScript 6 stays installed as `typescript` for the editor and for
  // typescript-eslint's parser, which need its JavaScript API; `npm run typecheck` is this step.
  const tsc = path.join(ROOT, 'node_modules/typescript-7/bin/tsc');
  let code = await run('node', [tsc, '--noEmit', '-p', 'tsconfig.json']);
  if (code === 0) code = await run('node', [tsc, '--noEmit', '-p', 'src/features/offline/worker']);
  record('typecheck', code === 0 ? 1 : 0, code === 0 ? 0 : 1, 'tsc --strict');
  return code === 0;
});
await step('lint', async () => {
  // ESLint: TypeScript, React hooks, accessibility and the import boundaries (eslint.config.mjs).
  const report = path.join(RESULTS, 'lint.json');
  const {code, output} = await runQuietly(bin('eslint'), ['.', '--max-warnings=0', '--format', 'json', '--output-file', report]);
  const files = readJson('lint.json');
  if (files) {
    const problems = files.flatMap((file) => file.messages.map((message) => ({file: path.relative(ROOT, file.filePath), ...message})));
    for (const {file, line, column, ruleId, message} of problems) console.log(`${file}:${line}:${column}  ${message}  ${ruleId ?? ''}`);
    const failing = files.filter((file) => file.messages.length > 0).length;
    record('lint', failing === 0 ? 1 : 0, failing === 0 ? 0 : 1, `eslint, ${files.length} files, ${problems.length} problems in ${failing} (a warning fails too)`);
  } else {
    // No report: ESLint itself failed (a configuration error); say why.
    process.stdout.write(output);
    record('lint', 0, 1, 'eslint did not report');
  }
  return code === 0;
});

await step('unit', () => jestSuite('unit', 'jest.config.js', {}, true));
await step('examples', async () => {
  // One checker run covers both rows: its time goes on the first, and the second says so.
  const started = Date.now();
  const code = await run('node', ['tests/examples/run-python-blocks.mjs']);
  const seconds = secondsSince(started);
  const result = readJson('examples.json');
  if (result) record('python-examples', result.passed, result.failed, `${result.ran}/${result.total} blocks ran, ${result.checked} outputs checked, ${result.skipped} skipped`, seconds);
  else record('python-examples', 0, 1, 'checker did not report', seconds);
  const exercises = readJson('exercises.json');
  const sameRun = 'in the run above';
  if (exercises) record('exercises', exercises.passed, exercises.failed, `${exercises.total} checked (${sameRun}): ${exercises.code} coding (solution passes, starter fails), ${exercises.predict} predict, ${exercises.choice} choice`, '');
  else record('exercises', 0, 1, `checker did not report (${sameRun})`, '');
  return code === 0;
});

let cleanup = async () => {};
if (emulatorsStarting) {
  const started = await emulatorsStarting;
  // Emulators on these ports that this checkout did not start: say so and how to move, no stack trace.
  if (started.error) exitOnForeignEmulators(started.error);
  cleanup = started.cleanup;
}
try {
  await step('rules', async () => {
    const {code, seconds} = await (await rulesRun).report();
    recordJest('rules', seconds);
    return code === 0;
  });
  let built = existsSync(path.join(ROOT, 'build/index.html')) && process.env.PYDOCS_SKIP_BUILD === '1';
  await step('build', async () => {
    const {code, seconds} = await building.report();
    record('build', code === 0 ? 1 : 0, code === 0 ? 0 : 1, 'docusaurus build, broken links fail (run beside the suites above)', seconds);
    built = code === 0;
    return built;
  });
  await step('e2e', async () => {
    if (!built) {
      record('e2e', 0, 1, 'skipped: the build failed');
      return false;
    }
    // tests/e2e/dev-server.spec.ts previews the site with `docusaurus start`, which compiles the
    // whole site before it answers (25 s of CPU alone). Started inside the spec, that compile sat
    // in the emulator lane, the longer one: the spec took 140 s for 49 s of tests. Started here,
    // at a lower priority, it compiles in the CPU the browsers leave idle (a third of it, waiting
    // for Python, the emulators and timers) and is ready long before the spec runs.
    const devServer = startDevServer(ROOT, {env, niceness: 10});
    let code;
    try {
      code = await run(bin('playwright'), ['test'], {...env, [DEV_SERVER_STARTED]: '1'});
    } finally {
      stopDevServer(devServer);
    }
    const result = readJson('e2e.json');
    const stats = result?.stats;
    if (stats) {
      // A test that failed once and passed on its CI retry is counted as passed but named here, so
      // a flaky test is seen and fixed rather than hidden.
      const flakyTitles = stats.flaky > 0 ? flakyTestTitles(result) : [];
      const flakyNote = flakyTitles.length > 0 ? `, ${flakyTitles.length} flaky (passed on retry): ${flakyTitles.join('; ')}` : '';
      record('e2e', stats.expected + stats.flaky, stats.unexpected, `Chromium, ${stats.skipped} skipped${flakyNote}`);
    }
    else record('e2e', 0, 1, 'playwright did not report');
    return code === 0;
  });
} finally {
  await cleanup();
}

console.log('\n=== summary ===');
for (const {suite, passed, failed, note, seconds} of summary) {
  const time = seconds === '' || seconds === undefined ? '' : `${seconds}s`;
  console.log(`${suite.padEnd(16)} ${String(passed).padStart(5)} passed ${String(failed).padStart(4)} failed  ${time.padStart(5)}  ${note}`);
}
const passed = summary.reduce((sum, row) => sum + row.passed, 0);
const failed = summary.reduce((sum, row) => sum + row.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
