#!/usr/bin/env node
// What each performance tweak buys: builds PyDocs once with every tweak and once without each
// (PYDOCS_WITHOUT, plugins/performance-tweaks), in one run on this machine, and measures what a
// reader gets: the JavaScript and CSS a doc page and the home page load (gzipped, as served) and
// the doc page's HTML; with --lighthouse N, also the doc page's Lighthouse LCP and TBT (mobile),
// N runs each, the build with every tweak and the one without taking turns.
//   node bench/tweaks.mjs [--only page-css,idle-prefetch] [--reuse] [--lighthouse 3] [--port 3303] [--out DIR]
//   --reuse   measure the builds already in DIR instead of building again
// Builds go to DIR (default: <tmp>/pydocs-tweaks/<variant>); results to bench/results/tweaks.json.
// Timings are CPU-bound and move with whatever else the machine does: run it at low priority
// (`nice -n 10`) and read the spread it prints beside each median.
import {execFileSync, spawn} from 'node:child_process';
import {existsSync, mkdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {loadavg, tmpdir} from 'node:os';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import {chromium} from '@playwright/test';
import {lighthouseReport} from './lighthouse.mjs';

const ROOT = path.join(import.meta.dirname, '..');
const argv = process.argv.slice(2);
const option = (name, fallback) => (argv.includes(name) ? argv[argv.indexOf(name) + 1] : fallback);
const PORT = Number(option('--port', 3303));
const OUT = path.resolve(option('--out', path.join(tmpdir(), 'pydocs-tweaks')));
const LIGHTHOUSE_RUNS = Number(option('--lighthouse', 0));
const CHROMIUM = process.env.PYDOCS_CHROMIUM_PATH ?? ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((file) => existsSync(file));
const bin = (name) => path.join(ROOT, 'node_modules/.bin', name);
const DOC_PAGE = '/docs/advanced/generators';

// The tweak list is TypeScript; jiti is what Docusaurus itself loads docusaurus.config.ts with.
const require = createRequire(import.meta.url);
const {TWEAK_NAMES} = require('jiti')(import.meta.filename)('../plugins/performance-tweaks/index.ts');
const names = option('--only', null)?.split(',') ?? TWEAK_NAMES;
const variants = [{name: 'every tweak', without: ''}, ...names.map((name) => ({name: `without ${name}`, without: name}))];
const dirOf = (variant) => path.join(OUT, variant.without === '' ? 'every-tweak' : `without-${variant.without.replaceAll('/', '-')}`);

// ---- Builds, one after another (they share .docusaurus/) -------------------------------------
for (const variant of variants) {
  const dir = dirOf(variant);
  if (argv.includes('--reuse') && existsSync(path.join(dir, 'index.html'))) continue;
  console.log(`building ${variant.name}...`);
  rmSync(dir, {recursive: true, force: true});
  const started = Date.now();
  execFileSync(bin('docusaurus'), ['build', '--out-dir', dir], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {...process.env, PYDOCS_WITHOUT: variant.without, DOCUSAURUS_NO_PERSISTENT_CACHE: '1'},
  });
  variant.buildSeconds = (Date.now() - started) / 1000;
}

// ---- Serving: one build at a time, on one port ---------------------------------------------------
async function serving(dir, work) {
  const server = spawn('node', [path.join(ROOT, 'scripts/serve-build.mjs'), '--port', String(PORT), '--dir', dir], {stdio: 'ignore'});
  try {
    for (let attempt = 0; attempt < 50; attempt++) {
      if (await fetch(`http://127.0.0.1:${PORT}/`).then((response) => response.ok, () => false)) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    return await work(`http://127.0.0.1:${PORT}`);
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
  }
}

// ---- Bytes: what the page requests on its first load (as bench/run.mjs counts them) -------------
const browser = await chromium.launch({executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking']});
async function firstLoad(url) {
  const page = await browser.newPage();
  const seen = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    seen.push(response.allHeaders().then(async (headers) => ({type, gzip: Number(headers['content-length'] ?? gzipSync(await response.body()).length)})));
  });
  await page.goto(url, {waitUntil: 'load'});
  // Let the scripts that start after the first paint, and the chunks they load, arrive.
  await page.waitForTimeout(3000);
  const all = await Promise.all(seen);
  await page.close();
  const sum = (type) => all.filter((entry) => entry.type === type).reduce((total, entry) => total + entry.gzip, 0) / 1024;
  return {js: sum('script'), css: sum('stylesheet')};
}
const htmlGzip = (dir, page) => gzipSync(readFileSync(path.join(dir, `${page}.html`))).length / 1024;

for (const variant of variants) {
  const dir = dirOf(variant);
  await serving(dir, async (url) => {
    const doc = await firstLoad(url + DOC_PAGE);
    const home = await firstLoad(`${url}/`);
    variant.bytes = {'doc JS': doc.js, 'doc CSS': doc.css, 'doc HTML': htmlGzip(dir, DOC_PAGE), 'home JS': home.js, 'home CSS': home.css};
  });
}

// ---- Lighthouse (mobile), the doc page: every tweak and without one, taking turns ----------------
function lighthouse(url) {
  const report = lighthouseReport(url, ['performance']);
  return {LCP: report.audits['largest-contentful-paint'].numericValue, TBT: report.audits['total-blocking-time'].numericValue};
}
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
/** "median [min–max]" of one Lighthouse figure over runs, in ms. */
const spread = (runs, key) => `${median(runs.map((run) => run[key])).toFixed(0)} [${Math.min(...runs.map((run) => run[key])).toFixed(0)}–${Math.max(...runs.map((run) => run[key])).toFixed(0)}]`;
if (LIGHTHOUSE_RUNS > 0) {
  const [every, ...others] = variants;
  every.lighthouse = [];
  for (const variant of others) {
    variant.lighthouse = [];
    for (let run = 0; run < LIGHTHOUSE_RUNS; run++) {
      console.log(`Lighthouse ${run + 1}/${LIGHTHOUSE_RUNS}: every tweak, then ${variant.name} (load ${loadavg()[0].toFixed(1)})`);
      every.lighthouse.push(await serving(dirOf(every), (url) => lighthouse(url + DOC_PAGE)));
      variant.lighthouse.push(await serving(dirOf(variant), (url) => lighthouse(url + DOC_PAGE)));
    }
    // As it goes: a long run stopped halfway still leaves its figures.
    console.log(`  ${variant.name}: LCP ${spread(variant.lighthouse, 'LCP')}, TBT ${spread(variant.lighthouse, 'TBT')}; every tweak so far: LCP ${spread(every.lighthouse, 'LCP')}, TBT ${spread(every.lighthouse, 'TBT')}`);
  }
}
await browser.close();

// ---- Report --------------------------------------------------------------------------------------
const [every] = variants;
const columns = Object.keys(every.bytes);
const cell = (value, base) => `${value.toFixed(1)}${base === undefined ? '' : ` (${value - base >= 0 ? '+' : ''}${(value - base).toFixed(1)})`}`.padStart(15);
console.log(`\nKiB gzipped, ${DOC_PAGE} and /; in brackets: the difference from the build with every tweak`);
console.log(`${'build'.padEnd(34)}${columns.map((column) => column.padStart(15)).join('')}`);
for (const variant of variants) {
  console.log(`${variant.name.padEnd(34)}${columns.map((column) => cell(variant.bytes[column], variant === every ? undefined : every.bytes[column])).join('')}`);
}
if (LIGHTHOUSE_RUNS > 0) {
  console.log(`\nLighthouse mobile, ${DOC_PAGE}: median [min–max] ms of ${LIGHTHOUSE_RUNS} runs each (every tweak: ${every.lighthouse.length} runs, one before each run of another build)`);
  for (const variant of variants) console.log(`${variant.name.padEnd(34)} LCP ${spread(variant.lighthouse, 'LCP').padEnd(18)} TBT ${spread(variant.lighthouse, 'TBT')}`);
}
mkdirSync(path.join(ROOT, 'bench/results'), {recursive: true});
writeFileSync(path.join(ROOT, 'bench/results/tweaks.json'), JSON.stringify({date: new Date().toISOString(), page: DOC_PAGE, variants}, null, 2));
console.log('\nWrote bench/results/tweaks.json');
