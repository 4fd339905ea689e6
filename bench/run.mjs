#!/usr/bin/env node
// `npm run bench`: PyDocs next to the stock Docusaurus classic template at the same version, built
// and measured in the same run on this machine. Prints a table and writes bench/results/latest.json.
//   --reuse   measure the existing build/ instead of rebuilding PyDocs
//   --quick   one Lighthouse run per page instead of three
import {execFileSync, spawn} from 'node:child_process';
import {existsSync, mkdirSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync} from 'node:fs';
import {machineSpeedMs} from './machineSpeed.mjs';
import {cpus, loadavg, tmpdir} from 'node:os';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import {chromium} from '@playwright/test';
import {lighthouseReport} from './lighthouse.mjs';
import {ROOT, emulatorEnv, startEmulators, stopOnExit} from '../scripts/emulators.mjs';
import {exitOnForeignEmulators} from '../scripts/emulator-owner.mjs';
import {seedDemoData} from '../scripts/seed.mjs';

const args = new Set(process.argv.slice(2));
// The whole bench takes a quarter of an hour: an unknown option (a typo, or --help) says what there
// is instead of starting it.
const OPTIONS = ['--reuse', '--quick'];
const unknown = [...args].filter((arg) => !OPTIONS.includes(arg));
if (unknown.length > 0) {
  const asked = unknown.every((arg) => arg === '--help' || arg === '-h');
  (asked ? console.log : console.error)(
    [
      ...(asked ? [] : [`Unknown option: ${unknown.join(' ')}`]),
      'Usage: npm run bench [-- [--reuse] [--quick]]',
      '  --reuse   measure the existing build/ instead of rebuilding PyDocs',
      '  --quick   one Lighthouse run per page instead of three',
    ].join('\n'),
  );
  process.exit(asked ? 0 : 2);
}
const LIGHTHOUSE_RUNS = args.has('--quick') ? 1 : 3;
const CHROMIUM = process.env.PYDOCS_CHROMIUM_PATH ?? ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((file) => existsSync(file));
const DOCUSAURUS_VERSION = JSON.parse(readFileSync(path.join(ROOT, 'node_modules/@docusaurus/core/package.json'), 'utf8')).version;
const bin = (name) => path.join(ROOT, 'node_modules/.bin', name);
const results = {date: new Date().toISOString(), docusaurus: DOCUSAURUS_VERSION, figures: []};
const figure = (group, name, pydocs, stock, unit) => results.figures.push({group, name, pydocs, stock, unit});

function timed(command, commandArgs, options) {
  const started = Date.now();
  execFileSync(command, commandArgs, {stdio: ['ignore', 'ignore', 'inherit'], ...options});
  return (Date.now() - started) / 1000;
}

function countPages(dir) {
  let pages = 0;
  for (const entry of readdirSync(dir, {withFileTypes: true})) {
    if (entry.isDirectory()) pages += countPages(path.join(dir, entry.name));
    else if (entry.name.endsWith('.html') && entry.name !== '404.html') pages++;
  }
  return pages;
}

const servers = [];
process.on('exit', () => servers.forEach((server) => server.kill('SIGTERM')));
function serve(dir, port) {
  const child = spawn('node', [path.join(ROOT, 'scripts/serve-build.mjs'), '--port', String(port), '--dir', dir], {stdio: 'ignore'});
  servers.push(child);
  return {url: `http://127.0.0.1:${port}`, stop: () => child.kill('SIGTERM')};
}

/** Busy share of all CPUs over the next `ms` milliseconds, from /proc/stat (null where there is none). */
async function cpuBusyShare(ms) {
  const sample = () => {
    if (!existsSync('/proc/stat')) return null;
    const [, ...ticks] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).map(Number);
    const idle = ticks[3] + (ticks[4] ?? 0); // idle + iowait
    return {idle, total: ticks.reduce((sum, tick) => sum + tick, 0)};
  };
  const before = sample();
  await new Promise((resolve) => setTimeout(resolve, ms));
  const after = sample();
  if (!before || !after || after.total === before.total) return null;
  return 1 - (after.idle - before.idle) / (after.total - before.total);
}

/**
 * Waits until the CPUs have been nearly idle for three seconds in a row (two minutes at most).
 * The builds just before leave the machine busy for a while (compilers exiting, files flushing),
 * and timings taken then measure that, not the site: on these 2-core machines a busy minute cost
 * both sites several Lighthouse points (stock /community 91 -> 85). The wait is noted for the
 * report's last lines.
 */
const settleWaits = [];
const machineSpeeds = [];
async function waitForQuietCpus(label) {
  const started = Date.now();
  let quietSeconds = 0;
  while (quietSeconds < 3 && Date.now() - started < 120_000) {
    const busy = await cpuBusyShare(1000);
    if (busy === null) break;
    quietSeconds = busy < 0.15 ? quietSeconds + 1 : 0;
  }
  settleWaits.push(`${label} ${Math.round((Date.now() - started) / 1000)} s`);
  // An idle guest can still be a slow one: time a fixed workload too (bench/machineSpeed.mjs).
  machineSpeeds.push(`${label} ${machineSpeedMs().toFixed(0)} ms`);
}

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};
const median = (values) => percentile(values, 50);

// ---- 1. Builds ---------------------------------------------------------------------------------
console.log(`Docusaurus ${DOCUSAURUS_VERSION}: building PyDocs and the stock classic template...`);
const emulators = await startEmulators({log: () => {}}).catch(exitOnForeignEmulators);
const cleanup = stopOnExit(emulators.stop);
// /community is measured as a reader finds it after `npm start`: with the demo questions, so its
// LCP is the first question's title arriving from Firestore, not an empty list.
await seedDemoData();
// Both builds cold, as in CI: Rspack's persistent cache (off in PyDocs' config, on in the stock
// template's) would otherwise let the stock build reuse an earlier run's work.
const env = {...process.env, ...emulatorEnv(), DOCUSAURUS_NO_PERSISTENT_CACHE: '1'};
let pydocsBuild = null;
if (!args.has('--reuse') || !existsSync(path.join(ROOT, 'build/index.html'))) {
  pydocsBuild = timed(bin('docusaurus'), ['build'], {cwd: ROOT, env});
}
const stockDir = path.join(tmpdir(), 'pydocs-bench-stock');
if (!existsSync(path.join(stockDir, 'docusaurus.config.ts'))) {
  rmSync(stockDir, {recursive: true, force: true});
  execFileSync('npx', ['-y', `create-docusaurus@${DOCUSAURUS_VERSION}`, path.basename(stockDir), 'classic', '--typescript', '--skip-install'], {
    cwd: tmpdir(),
    stdio: 'ignore',
  });
  // Same dependencies, same versions: the stock site builds with PyDocs' node_modules.
  symlinkSync(path.join(ROOT, 'node_modules'), path.join(stockDir, 'node_modules'));
}
const stockBuild = timed(bin('docusaurus'), ['build'], {cwd: stockDir, env: {...process.env, DOCUSAURUS_NO_PERSISTENT_CACHE: '1'}});
const pydocsPages = countPages(path.join(ROOT, 'build'));
const stockPages = countPages(path.join(stockDir, 'build'));
figure('build', 'build time', pydocsBuild, stockBuild, 's');
figure('build', 'pages built', pydocsPages, stockPages, 'pages');
if (pydocsBuild !== null) figure('build', 'build time per page', (pydocsBuild / pydocsPages) * 1000, (stockBuild / stockPages) * 1000, 'ms');

const pydocs = serve(path.join(ROOT, 'build'), 3301);
const stock = serve(path.join(stockDir, 'build'), 3302);
await new Promise((resolve) => setTimeout(resolve, 800));
const launchOptions = {executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking']};
const browser = await chromium.launch(launchOptions);

// ---- 2. First-load bytes -----------------------------------------------------------------------
async function firstLoad(url) {
  const page = await browser.newPage();
  const seen = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    seen.push(
      (async () => {
        const body = await response.body();
        return {type, raw: body.length, gzip: Number((await response.allHeaders())['content-length'] ?? gzipSync(body).length)};
      })(),
    );
  });
  // Not 'networkidle': /community keeps a Firestore listener open. Load, then let lazy chunks land.
  await page.goto(url, {waitUntil: 'load'});
  await page.waitForTimeout(2500);
  const all = await Promise.all(seen);
  await page.close();
  const sum = (type, key) => all.filter((entry) => entry.type === type).reduce((total, entry) => total + entry[key], 0) / 1024;
  return {jsRaw: sum('script', 'raw'), jsGzip: sum('script', 'gzip'), cssRaw: sum('stylesheet', 'raw'), cssGzip: sum('stylesheet', 'gzip')};
}
const pages = [
  ['home', '/', '/'],
  ['doc page', '/docs/advanced/generators', '/docs/intro'],
  ['/community', '/community', '/docs/intro'],
  ['/chat', '/chat', '/docs/intro'],
];
for (const [name, pydocsPath, stockPath] of pages) {
  const ours = await firstLoad(pydocs.url + pydocsPath);
  const theirs = await firstLoad(stock.url + stockPath);
  for (const key of ['jsGzip', 'jsRaw', 'cssGzip', 'cssRaw']) {
    figure('first load', `${name} ${key.replace('js', 'JS ').replace('css', 'CSS ').replace('Gzip', 'gzip').replace('Raw', 'raw')}`, ours[key], theirs[key], 'KiB');
  }
}

// ---- 3. Lighthouse (mobile) --------------------------------------------------------------------
function lighthouse(url) {
  const report = lighthouseReport(url, ['performance', 'accessibility', 'best-practices', 'seo']);
  const score = (id) => Math.round((report.categories[id]?.score ?? 0) * 100);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    'best practices': score('best-practices'),
    seo: score('seo'),
    'LCP ms': report.audits['largest-contentful-paint'].numericValue,
    'TBT ms': report.audits['total-blocking-time'].numericValue,
    CLS: report.audits['cumulative-layout-shift'].numericValue,
  };
}
const medianOf = (runs) => Object.fromEntries(Object.keys(runs[0]).map((key) => [key, median(runs.map((run) => run[key]))]));
// Scores on this 2-core machine move by several points with whatever else it is doing: PyDocs and
// stock take turns, so a busy minute costs both sites alike instead of one of them.
await waitForQuietCpus('before Lighthouse');
results.loadAverage = {beforeLighthouse: loadavg()[0]};
for (const [name, pydocsPath, stockPath] of pages.slice(0, 3)) {
  console.log(`Lighthouse (mobile, median of ${LIGHTHOUSE_RUNS}, PyDocs and stock in turn): ${name}`);
  const ourRuns = [];
  const theirRuns = [];
  for (let run = 0; run < LIGHTHOUSE_RUNS; run++) {
    ourRuns.push(lighthouse(pydocs.url + pydocsPath));
    theirRuns.push(lighthouse(stock.url + stockPath));
  }
  const ours = medianOf(ourRuns);
  const theirs = medianOf(theirRuns);
  for (const key of Object.keys(ours)) figure('lighthouse', `${name} ${key}`, ours[key], theirs[key], key.includes('ms') ? 'ms' : '');
}
results.loadAverage.afterLighthouse = loadavg()[0];

// ---- 4. Search ---------------------------------------------------------------------------------
// Measured by bench/search.mjs below (Pagefind: bytes per search, keystroke-to-results time in
// Chromium, evaluation hit rates). The index's own size on disk, for the scale comparison:
{
  // One index per docs version (build/pagefind, build/pagefind-3.13, plugins/pagefind-search).
  const bundles = existsSync(path.join(ROOT, 'build')) ? readdirSync(path.join(ROOT, 'build')).filter((entry) => /^pagefind(-|$)/.test(entry)) : [];
  if (bundles.length > 0) {
    const sizeOf = (dir) => readdirSync(dir, {withFileTypes: true}).reduce((sum, entry) => sum + (entry.isDirectory() ? sizeOf(path.join(dir, entry.name)) : readFileSync(path.join(dir, entry.name)).length), 0);
    const total = bundles.reduce((sum, bundle) => sum + sizeOf(path.join(ROOT, 'build', bundle)), 0);
    figure('search', 'Pagefind indexes on disk, all versions (all chunks, never downloaded whole)', total / 1024, null, 'KiB');
  }
}

// ---- 5. Feature benchmarks provided by the features ---------------------------------------------
async function optionalBenchmark(group, file, run) {
  const module = path.join(ROOT, 'bench', file);
  if (!existsSync(module)) return;
  try {
    await run(await import(module));
  } catch (error) {
    figure(group, `failed: ${String(error?.message ?? error).slice(0, 80)}`, null, null, '');
  }
}
await optionalBenchmark('chat', 'chat.mjs', async ({benchmarkChatRetrieval}) => {
  const chat = await benchmarkChatRetrieval();
  figure('chat', `retrieval p50 (${chat.questions} questions x ${chat.rounds})`, chat.retrievalMs.p50, null, 'ms');
  figure('chat', 'retrieval p95', chat.retrievalMs.p95, null, 'ms');
  figure('chat', 'whole answer p95', chat.answerMs.p95, null, 'ms');
  // Both sides of the fixed split: tuned on one, the test holds the other (retrieval.eval.test.ts).
  for (const [split, evaluation] of Object.entries(chat.evaluation)) {
    figure('chat', `evaluation ${split}: answering page first`, evaluation.firstRate * 100, null, `% of ${evaluation.questions}`);
    figure('chat', `evaluation ${split}: answering page in top ${evaluation.top}`, evaluation.hitRate * 100, null, `% of ${evaluation.questions}`);
    figure('chat', `evaluation ${split}: "not covered" for covered questions`, evaluation.saidNotCovered, null, `of ${evaluation.questions}`);
    figure('chat', `evaluation ${split}: says "not covered" when it is`, evaluation.notCoveredRate * 100, null, `% of ${evaluation.notCoveredQuestions}`);
  }
  figure('chat', 'index gzip (loaded on /chat only)', chat.indexGzipBytes / 1024, null, 'KiB');
});
await optionalBenchmark('chat', 'chat.mjs', async ({measureAnswerDrawn}) => {
  // In Chromium, signed in on /chat: the docs assistant's answer is drawn at once (issue 31).
  for (const [name, value, unit] of await measureAnswerDrawn({browser, baseUrl: pydocs.url})) figure('chat', name, value, null, unit);
});
await optionalBenchmark('search', 'search.mjs', async ({measureSearch, evaluateSearch}) => {
  for (const [name, value, unit] of await measureSearch({browser, baseUrl: pydocs.url})) figure('search', name, value, null, unit);
  // Both sides of the fixed split: tuned on one, tests/e2e/search-quality.spec.ts holds the other.
  for (const [name, value, unit] of await evaluateSearch()) figure('search', name, value, null, unit);
});
await optionalBenchmark('python runner', 'runner.mjs', async (runner) => {
  const measure = runner.measure ?? runner.benchmarkRunner;
  if (typeof measure !== 'function') return;
  await waitForQuietCpus('before the runner');
  const rows = await measure({browser, baseUrl: pydocs.url, launchOptions});
  for (const [name, value, unit] of Array.isArray(rows) ? rows : Object.entries(rows).map(([name, value]) => [name, value, 'ms'])) {
    figure('python runner', name, value, null, unit ?? '');
  }
});
await optionalBenchmark('community', 'community.mjs', async ({measure}) => {
  for (const [name, value, unit] of await measure({browser, baseUrl: pydocs.url})) figure('community', name, value, null, unit);
});

await optionalBenchmark('offline', 'offline.mjs', async ({measure}) => {
  // Each Python version's offline copy: its size, and its download through the /docs control.
  for (const [name, value, unit] of await measure({browser, baseUrl: pydocs.url})) figure('offline', name, value, null, unit);
});

await browser.close();
pydocs.stop();
stock.stop();
await cleanup();

// ---- Report ------------------------------------------------------------------------------------
const format = (value) => (value === null || value === undefined ? '—' : Number.isInteger(value) ? String(value) : value.toFixed(value < 1 ? 3 : 1));
console.log(`\n${'figure'.padEnd(52)} ${'PyDocs'.padStart(10)} ${'stock'.padStart(10)} ${'ratio'.padStart(7)}  unit`);
let group = '';
for (const row of results.figures) {
  if (row.group !== group) console.log(`-- ${(group = row.group)}`);
  const ratio = row.pydocs !== null && row.stock ? (row.pydocs / row.stock).toFixed(2) : '';
  console.log(`${row.name.padEnd(52)} ${format(row.pydocs).padStart(10)} ${format(row.stock).padStart(10)} ${ratio.padStart(7)}  ${row.unit}`);
}
// Timings depend on what else the machine was doing: say how busy it was.
results.loadAverage.end = loadavg()[0];
const {beforeLighthouse, afterLighthouse, end} = results.loadAverage;
console.log(`\n(1-minute load average on ${cpus().length} CPUs: ${beforeLighthouse.toFixed(1)} before Lighthouse, ${afterLighthouse.toFixed(1)} after it, ${end.toFixed(1)} at the end)`);
results.settleWaits = settleWaits;
console.log(`(waited for the CPUs to be idle 3 s in a row: ${settleWaits.join(', ')})`);
results.machineSpeeds = machineSpeeds;
console.log(`(machine speed, bench/machineSpeed.mjs' fixed workload: ${machineSpeeds.join(', ')}; compare runs only when these are close)`);
mkdirSync(path.join(ROOT, 'bench/results'), {recursive: true});
writeFileSync(path.join(ROOT, 'bench/results/latest.json'), JSON.stringify(results, null, 2));
console.log('\nWrote bench/results/latest.json');
