#!/usr/bin/env node
// Python runner timings in Chromium against a served build: how long a reader waits from pressing
// Run to seeing output the first time (Python downloads and starts), the first time on a later
// page view (Python starts from the browser's cache) and on later runs (warm), and from pressing
// an exercise's Check to its verdict once Python is warm.
//
//   node bench/runner.mjs                 serves build/ itself and prints the figures
//   node bench/runner.mjs --url URL       measures a site that is already being served
//   node bench/runner.mjs --json          prints the figures as JSON
//
// Also importable by `npm run bench` (bench/run.mjs): `measure({browser, baseUrl})` returns rows
// of [name, value, unit]. Figures only: nothing here asserts a time.
import {spawn} from 'node:child_process';
import {existsSync, mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PAGE = '/docs/python-basics/functions';
/** The same page in the 3.13 docs, whose examples run on Python 3.13 (a runtime of its own). */
const PAGE_313 = '/docs/3.13/python-basics/functions';
const COLD_SAMPLES = 3;
const WARM_SAMPLES = 10;
/** How long the returning reader reads the first page's output before going on to another page. */
const READING_MS = 3000;

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/**
 * Presses Run on the page's first runnable example and resolves with the milliseconds until its
 * result shows `expected`, timed inside the page (a MutationObserver on the result region), so the
 * figure does not include Playwright's polling. A run again draws its output anew (RunOutput keys
 * it by run), so the clock stops only when the output is a new element, not at the last run's text.
 */
function timeRun(page, expected) {
  return page.evaluate(
    (text) =>
      new Promise((resolve, reject) => {
        const block = document.querySelector('[role="group"][aria-label="Python example"]');
        const status = block?.querySelector('[role="status"]');
        const run = [...(block?.querySelectorAll('button') ?? [])].find((button) => button.textContent === 'Run');
        if (!status || !run) return reject(new Error('no runnable example on the page'));
        const timeout = setTimeout(() => reject(new Error(`no "${text}" within 60 s`)), 60_000);
        let started = 0;
        const lastOutput = status.querySelector('pre');
        const observer = new MutationObserver(() => {
          const output = status.querySelector('pre');
          if (!output || output === lastOutput || !output.textContent.includes(text)) return;
          observer.disconnect();
          clearTimeout(timeout);
          resolve(performance.now() - started);
        });
        observer.observe(status, {subtree: true, childList: true, characterData: true});
        started = performance.now();
        run.click();
      }),
    expected,
  );
}

/** The functions page's first coding task, and an answer that passes its checks. */
const EXERCISE = 'functions-greet-default';
const EXERCISE_SOLUTION = 'def greet(name, greeting="Hello"):\n    return f"{greeting}, {name}!"';

/**
 * Presses Check on a coding task (already opened in the editor) and resolves with the milliseconds
 * until its verdict ("… checks passed") is drawn anew, timed inside the page as timeRun does.
 */
function timeCheck(page, id) {
  return page.evaluate(
    (exerciseId) =>
      new Promise((resolve, reject) => {
        const section = document.getElementById(`exercise-${exerciseId}`);
        const status = section?.querySelector('[role="status"]');
        const check = [...(section?.querySelectorAll('button') ?? [])].find((button) => button.textContent === 'Check');
        if (!status || !check) return reject(new Error(`no exercise ${exerciseId} on the page`));
        const verdict = () => [...status.querySelectorAll('p')].find((line) => /checks passed/.test(line.textContent ?? ''));
        const last = verdict();
        const timeout = setTimeout(() => reject(new Error('no verdict within 60 s')), 60_000);
        let started = 0;
        const observer = new MutationObserver(() => {
          const shown = verdict();
          if (!shown || shown === last) return;
          observer.disconnect();
          clearTimeout(timeout);
          resolve(performance.now() - started);
        });
        observer.observe(status, {subtree: true, childList: true, characterData: true});
        started = performance.now();
        check.click();
      }),
    id,
  );
}

async function openPage(context, baseUrl, pagePath = PAGE) {
  const page = await context.newPage();
  // bytes: the runtime's size as served; networkBytes: what came over the network (a response
  // from the browser's cache counts 0: Playwright reports its body size as minus its headers').
  const runtime = {bytes: 0, networkBytes: 0, lastByteAt: 0};
  // The worker's requests count too: Playwright sees them on the context.
  context.on('requestfinished', async (request) => {
    if (!new URL(request.url()).pathname.startsWith('/pyodide/')) return;
    const response = await request.response();
    runtime.bytes += Number((await response?.allHeaders())?.['content-length'] ?? 0);
    const sizes = await request.sizes();
    runtime.networkBytes += Math.max(0, sizes.responseHeadersSize + sizes.responseBodySize);
    const timing = request.timing();
    runtime.lastByteAt = Math.max(runtime.lastByteAt, timing.startTime + timing.responseEnd);
  });
  await page.goto(`${baseUrl}${pagePath}`);
  // Hydrated: the Run button is no longer marked unavailable.
  await page.waitForFunction(() =>
    [...document.querySelectorAll('[role="group"][aria-label="Python example"] button')].some(
      (button) => button.textContent === 'Run' && button.getAttribute('aria-disabled') === 'false',
    ),
  );
  return {page, runtime};
}

/**
 * A reader who comes back: runs Python once, reads the output for a few seconds, and presses Run
 * on a later page view. The browser has a profile of its own on disk, as a reader's browser does
 * (a Playwright context's cache lives in memory and cannot hold the 9 MB WebAssembly file), so
 * the runtime comes from its HTTP cache, and V8 may use the machine code it kept for it.
 */
async function timeLaterVisit(browserType, launchOptions, baseUrl, expected) {
  const profile = mkdtempSync(path.join(tmpdir(), 'pydocs-bench-profile-'));
  const context = await browserType.launchPersistentContext(profile, launchOptions);
  try {
    const first = await openPage(context, baseUrl);
    await timeRun(first.page, expected);
    await first.page.waitForTimeout(READING_MS);
    await first.page.close();
    const later = await openPage(context, baseUrl);
    const ms = await timeRun(later.page, expected);
    await later.page.waitForTimeout(200); // let the last requestfinished events arrive
    return {ms, networkBytes: later.runtime.networkBytes};
  } finally {
    await context.close();
    rmSync(profile, {recursive: true, force: true});
  }
}

/**
 * The benchmark: rows of [figure, value, unit]. `browser` is a Playwright Chromium browser, and
 * `launchOptions` the options it was launched with (the returning reader gets a browser of its own).
 */
export async function measure({browser, baseUrl, launchOptions}) {
  const expected = 'Hello, Ada!';
  const cold = [];
  const download = [];
  const warm = [];
  const revisit = [];
  const checks = [];
  let downloaded = 0;
  for (let sample = 0; sample < COLD_SAMPLES; sample++) {
    // A new context has an empty HTTP cache: what a first-time reader gets.
    const context = await browser.newContext();
    const {page, runtime} = await openPage(context, baseUrl);
    const clickedAt = Date.now();
    cold.push(await timeRun(page, expected));
    await page.waitForTimeout(200); // let the last requestfinished events arrive
    download.push(runtime.lastByteAt - clickedAt);
    downloaded = runtime.bytes;
    if (sample === 0) {
      for (let run = 0; run < WARM_SAMPLES; run++) warm.push(await timeRun(page, expected));
      // The exercise at the end of the page, checked with Python already warm.
      const section = page.locator(`#exercise-${EXERCISE}`);
      await section.getByRole('button', {name: 'Edit'}).click();
      await section.getByRole('textbox', {name: 'Your code'}).fill(EXERCISE_SOLUTION);
      await timeCheck(page, EXERCISE);
      for (let run = 0; run < WARM_SAMPLES; run++) checks.push(await timeCheck(page, EXERCISE));
    }
    await context.close();
  }
  const cold313 = [];
  let downloaded313 = 0;
  for (let sample = 0; sample < COLD_SAMPLES; sample++) {
    const context = await browser.newContext();
    const {page, runtime} = await openPage(context, baseUrl, PAGE_313);
    cold313.push(await timeRun(page, expected));
    await page.waitForTimeout(200);
    downloaded313 = runtime.bytes;
    await context.close();
  }
  let laterDownloaded = 0;
  for (let sample = 0; sample < COLD_SAMPLES; sample++) {
    const later = await timeLaterVisit(browser.browserType(), launchOptions, baseUrl, expected);
    revisit.push(later.ms);
    laterDownloaded = Math.max(laterDownloaded, later.networkBytes);
  }
  return [
    ['cold: Run to first output, empty cache (median of 3)', median(cold), 'ms'],
    ['cold: slowest of 3', Math.max(...cold), 'ms'],
    ['cold: of which until the runtime is downloaded (median)', median(download), 'ms'],
    ['cached: first Run on a later visit (median of 3)', median(revisit), 'ms'],
    ['cached: runtime downloaded again (most of 3)', laterDownloaded / 1024 / 1024, 'MiB'],
    ['warm: Run to output, runtime loaded (median of 10)', median(warm), 'ms'],
    ['warm: slowest of 10', Math.max(...warm), 'ms'],
    ['exercise: Check to verdict, Python warm (median of 10; goal 50)', median(checks), 'ms'],
    ['exercise: slowest Check of 10', Math.max(...checks), 'ms'],
    ['runtime downloaded on first Run (gzip where served so)', downloaded / 1024 / 1024, 'MiB'],
    ['Python 3.13 page, cold: Run to first output, empty cache (median of 3)', median(cold313), 'ms'],
    ['Python 3.13 page: runtime downloaded on first Run', downloaded313 / 1024 / 1024, 'MiB'],
  ];
}

export const benchmarkRunner = measure;

// ---- Standalone ---------------------------------------------------------------------------------
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const option = (name) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
  const {chromium} = await import('@playwright/test');
  let server = null;
  let baseUrl = option('--url');
  if (!baseUrl) {
    if (!existsSync(path.join(ROOT, 'build/index.html'))) {
      console.error('No build/: run `npx docusaurus build` first, or pass --url.');
      process.exit(1);
    }
    const port = Number(process.env.PYDOCS_BENCH_PORT ?? 3290);
    server = spawn('node', [path.join(ROOT, 'scripts/serve-build.mjs'), '--port', String(port)], {stdio: 'ignore'});
    baseUrl = `http://127.0.0.1:${port}`;
    for (let tries = 0; tries < 50; tries++) {
      if (await fetch(baseUrl).then((response) => response.ok, () => false)) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  const executablePath = process.env.PYDOCS_CHROMIUM_PATH ?? ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((file) => existsSync(file));
  const launchOptions = {
    executablePath,
    args: ['--disable-gpu', '--disable-dev-shm-usage', '--no-first-run', '--disable-background-networking', ...(process.getuid?.() === 0 ? ['--no-sandbox'] : [])],
  };
  const browser = await chromium.launch(launchOptions);
  try {
    const rows = await measure({browser, baseUrl, launchOptions});
    if (args.includes('--json')) console.log(JSON.stringify(rows));
    else {
      for (const [name, value, unit] of rows) console.log(`${name.padEnd(58)} ${value.toFixed(unit === 'MiB' ? 1 : 0).padStart(8)} ${unit}`);
      // Timings depend on what else the machine is doing: say how busy it was.
      const {loadavg, cpus} = await import('node:os');
      console.log(`(load average ${loadavg()[0].toFixed(1)} on ${cpus().length} CPUs)`);
    }
  } finally {
    await browser.close();
    server?.kill('SIGTERM');
  }
}
