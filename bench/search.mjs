#!/usr/bin/env node
// Site search (issue 27): what a search costs a reader and how well it finds.
//   - bytes: everything the first search from a doc page transfers (the search box's code,
//     Pagefind's script and WebAssembly, its metadata, index chunks, filters, fragments), for a
//     one-word and a two-word query, and each later query, in Chromium against the gzip server;
//   - time from the last keystroke to the results drawn, over 100 queries, warm, in Chromium;
//   - quality: top-1 and top-3 hit rates of the evaluation queries
//     (src/features/search/evaluation), both halves of the split and both docs versions, run in
//     Node with the site's own search code on build/pagefind.
// Used by bench/run.mjs (`measureSearch`, `evaluateSearch`); `node bench/search.mjs` prints the
// quality figures of the existing build/, `node bench/search.mjs --scale` the bytes, times and
// index build time at 1x and 10x the documentation (bench/search-scale.mjs).
import {register} from 'node:module';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath, pathToFileURL} from 'node:url';

register('./ts-hooks.mjs', import.meta.url);

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const load = (file) => import(pathToFileURL(path.join(ROOT, file)).href);

/** Queries as readers type them, for the timing: the evaluation set's, current docs. */
function timingQueries(count) {
  const set = JSON.parse(readFileSync(path.join(ROOT, 'src/features/search/evaluation/search-queries.json'), 'utf8'));
  const queries = set.queries.filter((query) => query.version === 'current').map((query) => query.query);
  return Array.from({length: count}, (_, index) => queries[index % queries.length]);
}

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

/** Top-1 and top-3 for each half of the split and each docs version, on `bundleDir`. */
export async function evaluateSearch(buildDir = path.join(ROOT, 'build')) {
  const [{builtPagefindOfVersion}, {queriesOf}, {evaluateQueries}] = await Promise.all([
    load('tests/e2e/support/pagefindInNode.ts'),
    load('src/features/search/evaluation/evaluation.ts'),
    load('src/features/search/evaluation/runEvaluation.ts'),
  ]);
  const set = JSON.parse(readFileSync(path.join(ROOT, 'src/features/search/evaluation/search-queries.json'), 'utf8'));
  const pagefindOf = builtPagefindOfVersion(buildDir);
  const rows = [];
  for (const split of ['tuning', 'held-out']) {
    const figures = await evaluateQueries(pagefindOf, queriesOf(set, split));
    for (const version of ['current', '3.13']) {
      const figure = figures[version];
      if (!figure) continue;
      rows.push([`${split} ${version}: top-1`, figure.top1 * 100, `% of ${figure.queries}`]);
      rows.push([`${split} ${version}: top-3`, figure.top3 * 100, `% of ${figure.queries}`]);
    }
  }
  return rows;
}

/**
 * A doc page in a new browser context (an empty cache) with the navbar's search box open, and the
 * bytes every search request transfers (body as sent, gzip where the server compressed it, and
 * headers), from the search box's own code to Pagefind's files.
 */
async function openSearch(browser, baseUrl) {
  // No service worker: on a first visit every search file crosses the network anyway, and with the
  // worker in between (it passes /pagefind/ through, plugins/offline-cache) Chromium reports the
  // page's responses as the worker's, without their network sizes.
  const page = await browser.newPage({serviceWorkers: 'block'});
  const transfers = [];
  page.on('requestfinished', (request) => {
    const pathname = new URL(request.url()).pathname;
    if (pathname.startsWith('/pagefind/') || /search-box/.test(pathname)) {
      transfers.push(request.sizes().then((sizes) => sizes.responseBodySize + sizes.responseHeadersSize));
    }
  });
  const settledKiB = async () => {
    await page.waitForLoadState('networkidle');
    const bytes = await Promise.all(transfers.splice(0));
    return bytes.reduce((sum, value) => sum + value, 0) / 1024;
  };
  await page.goto(`${baseUrl}/docs/advanced/generators`);
  await page.waitForLoadState('networkidle');
  const box = page.getByRole('navigation', {name: 'Main'}).getByPlaceholder('Search');
  for (let attempt = 0; attempt < 30 && !(await box.isVisible()); attempt++) {
    await page.keyboard.press('Control+k');
    await page.waitForTimeout(300);
  }
  const status = page.getByRole('navigation', {name: 'Main'}).getByRole('status');
  /** Types the query in one go, waits for its results and for the network to settle: its KiB. */
  const search = async (query) => {
    await box.fill(query);
    await status.filter({hasText: `“${query}”`}).waitFor({timeout: 30_000});
    return settledKiB();
  };
  return {page, box, search};
}

/** Bytes and keystroke-to-results times, in Chromium, against the served build at `baseUrl`. */
export async function measureSearch({browser, baseUrl, queries = 100}) {
  // A one-word and a two-word first search, each from an empty cache.
  const oneWord = await openSearch(browser, baseUrl);
  const firstOneWord = await oneWord.search('generators');
  await oneWord.page.close();
  const {page, box, search} = await openSearch(browser, baseUrl);
  const firstSearch = await search('generator expression');
  const later = [];
  for (const query of ['context manager', 'read a csv file', 'what is GIL', 'dataclass', 'asyncio taskgroup']) later.push(await search(query));

  // Warm: every query once before timing it, so its chunks and fragments are in memory.
  const timed = timingQueries(queries);
  for (const query of new Set(timed)) await search(query);
  const times = [];
  for (const query of timed) {
    await box.fill(query.slice(0, -1));
    // The last keystroke, then the frame after the results for the whole query are in the list.
    times.push(
      await page.evaluate(
        (text) =>
          new Promise((resolve) => {
            const input = document.querySelector('nav input[role="combobox"]');
            const started = performance.now();
            const observer = new MutationObserver(() => {
              const shown = document.querySelector('nav [role="status"]')?.textContent ?? '';
              if (!shown.includes(`“${text}”`)) return;
              observer.disconnect();
              requestAnimationFrame(() => resolve(performance.now() - started));
            });
            observer.observe(document.querySelector('nav'), {subtree: true, childList: true, characterData: true});
            const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
            setValue.call(input, text);
            input.dispatchEvent(new Event('input', {bubbles: true}));
          }),
        query,
      ),
    );
  }
  await page.close();
  return [
    ['first search from a doc page, one word, all bytes', firstOneWord, 'KiB'],
    ['first search from a doc page, two words, all bytes', firstSearch, 'KiB'],
    ['later query, bytes (max of 5)', Math.max(...later), 'KiB'],
    [`keystroke to results drawn p50 (${queries} queries, warm, Chromium)`, percentile(times, 50), 'ms'],
    ['keystroke to results drawn p95', percentile(times, 95), 'ms'],
  ];
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const print = (rows) => rows.forEach(([name, value, unit]) => console.log(`${name.padEnd(64)} ${value.toFixed(value >= 100 || Number.isInteger(value) ? 0 : 2).padStart(8)} ${unit}`));
  if (process.argv.includes('--scale')) {
    // The 1x and 10x indexes of build/, each served with the rest of build/ and measured in Chromium.
    const {chromium} = await import('@playwright/test');
    const {existsSync} = await import('node:fs');
    const executablePath = process.env.PYDOCS_CHROMIUM_PATH ?? ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((file) => existsSync(file));
    const browser = await chromium.launch({executablePath, args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking']});
    const {measureSearchScale} = await import('./search-scale.mjs');
    console.log('Search at 10x the documentation: the real build/ pages plus 9 generated pages for each (recombined from');
    console.log('the real pages\' blocks, not a second Docusaurus build), each in its real page\'s docs version, so every');
    console.log('version\'s index (pagefind/: current docs and other pages; pagefind-3.13/) grows tenfold. Indexed as the build');
    console.log('does (plugins/pagefind-search writeIndexes); bytes and times measured from a current doc page (pagefind/).');
    try {
      // --quick: 20 timed queries instead of 100, each index built once (a few minutes instead of ~20 here).
      const quick = process.argv.includes('--quick');
      print(await measureSearchScale({browser, measureSearch, port: Number(process.env.PYDOCS_E2E_PORT ?? 3303), queries: quick ? 20 : 100, indexRuns: quick ? 1 : 2, log: console.log}));
    } finally {
      await browser.close();
    }
  } else {
    print(await evaluateSearch());
  }
}
