import {expect, test, type Page} from './support/test';

/**
 * Size budgets (bytes, never time): a reader of a doc page must not pay for sign-in storage,
 * the Python runtime, the community, the chat or even the syntax highlighter (the server's HTML is
 * already highlighted). Stock Docusaurus 3.10 loads ~172 KiB of gzipped JavaScript on a doc page
 * (measured by `npm run bench`); the goal is at most 1.10x that, and the budget is the goal itself.
 * PyDocs loads ~167 KiB (0.97x), so content growth has room while any new eagerly loaded feature
 * code of size breaks the build.
 */
const STOCK_DOC_PAGE_JS_GZIP = 172 * 1024;
const GOAL_RATIO = 1.1;
const BUDGET_RATIO = GOAL_RATIO;
const DOC_PAGE_JS_BUDGET = Math.round(STOCK_DOC_PAGE_JS_GZIP * BUDGET_RATIO);

/**
 * Messages that only the libraries themselves contain (not our code that imports them lazily),
 * to recognise their chunks whatever the bundler names them.
 */
const FEATURE_SIGNATURES: Record<string, RegExp> = {
  'Cloud Firestore': /Firestore shutting down|The client has already been terminated/,
  'Firebase Auth (no session on this browser)': /INVALID_LOGIN_CREDENTIALS/,
  'Python runtime (Pyodide)': /Pyodide version does not match|FS\.mkdirTree/,
  'chat retrieval (MiniSearch)': /MiniSearch: /,
  'Markdown sanitiser (DOMPurify)': /DOMPurify/,
  'syntax highlighter (Prism)': /prism-code language-/,
};

type Loaded = {url: string; gzipBytes: number; text: string};

async function loadAndCollectScripts(page: Page, path: string): Promise<Loaded[]> {
  const scripts: Promise<Loaded>[] = [];
  page.on('response', (response) => {
    const url = response.url();
    // Prefetches of linked pages (Docusaurus does them on idle) are not first-load code.
    if (!/\.m?js(\?|$)/.test(url) || response.request().resourceType() !== 'script') return;
    scripts.push(
      (async () => {
        const headers = await response.allHeaders();
        const text = await response.text();
        return {url, gzipBytes: Number(headers['content-length'] ?? text.length), text};
      })(),
    );
  });
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  // The auth menu loads Firebase Auth after first paint: wait for it to settle too.
  await expect(page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'Login'})).toBeVisible();
  await page.waitForLoadState('networkidle');
  return Promise.all(scripts);
}

test('a doc page loads no more JavaScript than the budget, and no feature code it does not use', async ({page}) => {
  const scripts = await loadAndCollectScripts(page, '/docs/advanced/generators');
  const total = scripts.reduce((sum, script) => sum + script.gzipBytes, 0);
  console.log(
    `doc page: ${scripts.length} scripts, ${(total / 1024).toFixed(1)} KiB gzipped = ${(total / STOCK_DOC_PAGE_JS_GZIP).toFixed(2)}x stock ` +
      `(budget ${BUDGET_RATIO}x = ${(DOC_PAGE_JS_BUDGET / 1024).toFixed(1)} KiB, goal ${GOAL_RATIO}x)`,
  );
  expect(total).toBeLessThanOrEqual(DOC_PAGE_JS_BUDGET);
  for (const [feature, signature] of Object.entries(FEATURE_SIGNATURES)) {
    const offenders = scripts.filter((script) => signature.test(script.text)).map((script) => script.url);
    expect(offenders, `${feature} code was downloaded on a doc page`).toEqual([]);
  }
});

/**
 * "Check yourself" exercises (src/features/exercises) came with a promise: a doc page's JavaScript
 * grows by at most 2 KiB gzipped for them. This test measured 163.0 KiB on /docs/advanced/generators
 * just before they were added (commit 0c4713f) and 164.8 KiB with them (1.8 KiB). Since then the
 * page has grown by 2.8 KiB without a change to the exercises' own code: its sidebar lists four new
 * pages and its text has a reference list and glossary links (~0.8 KiB, content), and "Ask about
 * this page", the runner's choice of the page's Python, interactive input() and line numbers
 * (~1.4 KiB); then site search (issue 27: the launcher, Ctrl/⌘+K, marking the searched words on a
 * page opened from a result, and the article's index markers), ~0.4 KiB more than the lazy wrapper
 * of the search it replaced; then the installed app's memory of the page read last (0.2 KiB,
 * src/features/offline/appLaunch.ts); then the Workbox service worker's update check (issue 32,
+0.6 KiB, held by its own test below). 166.4 KiB is the page without its exercises today; the
 * exercises' content reaches the
 * browser in the page's HTML, and their checking code, answer data and the progress store only
 * when a reader answers (or has progress to show). The doc page as a whole is held to its budget
 * against stock Docusaurus by the test above.
 */
const DOC_PAGE_JS_BEFORE_EXERCISES = 166.4 * 1024;
const EXERCISES_JS_ALLOWANCE = 2 * 1024;

test('exercises add at most 2 KiB to a doc page, and a new reader downloads no answer data or progress code before answering', async ({page}) => {
  const requests: string[] = [];
  page.on('request', (request) => requests.push(new URL(request.url()).pathname));
  const scripts = await loadAndCollectScripts(page, '/docs/advanced/generators');
  const total = scripts.reduce((sum, script) => sum + script.gzipBytes, 0);
  console.log(`doc page with exercises: ${(total / 1024).toFixed(1)} KiB, ${((total - DOC_PAGE_JS_BEFORE_EXERCISES) / 1024).toFixed(1)} KiB more than before them (allowance 2.0)`);
  await expect(page.locator('section.pydocs-exercise')).toHaveCount(4);
  expect(total - DOC_PAGE_JS_BEFORE_EXERCISES).toBeLessThanOrEqual(EXERCISES_JS_ALLOWANCE);
  expect(requests.filter((path) => path.startsWith('/assets/exercises/'))).toEqual([]);
  // Signatures of the progress store and the exercises' interactive code.
  expect(scripts.filter((script) => /pydocs\.exercise-draft|Show the solution|forgetOnDevice/.test(script.text)).map((script) => script.url)).toEqual([]);
});

/**
 * "Available offline" (issue 32) came with the same promise: at most 2 KiB more on a doc page for a
 * reader who never opts in. The page loaded 167.3 KiB on /docs/advanced/generators before it
 * (commit 62a909c, measured with this test's method) and 167.9 KiB with it: the registration's check
 * for a waiting new build. workbox-window and the update prompt load only when a new build waits,
 * and the offline control and its download code only on the /docs home page.
 */
const DOC_PAGE_JS_BEFORE_WORKBOX = 167.3 * 1024;
const WORKBOX_JS_ALLOWANCE = 2 * 1024;

test.describe('with the service worker', () => {
  // It registers on every doc page: the test checks that it does (playwright.config.ts blocks it by default).
  test.use({serviceWorkers: 'allow'});
  test('offline reading adds at most 2 KiB to a doc page, and a reader who never opts in loads no workbox-window or download code', async ({page}) => {
    const scripts = await loadAndCollectScripts(page, '/docs/advanced/generators');
    const total = scripts.reduce((sum, script) => sum + script.gzipBytes, 0);
    console.log(`doc page with offline reading: ${(total / 1024).toFixed(1)} KiB, ${((total - DOC_PAGE_JS_BEFORE_WORKBOX) / 1024).toFixed(1)} KiB more than before Workbox (allowance 2.0)`);
    expect(total - DOC_PAGE_JS_BEFORE_WORKBOX).toBeLessThanOrEqual(WORKBOX_JS_ALLOWANCE);
    // workbox-window's skip-waiting message, and the offline copy's completion marker.
    expect(scripts.filter((script) => /SKIP_WAITING|\/offline\/complete/.test(script.text)).map((script) => script.url)).toEqual([]);
    expect(await page.evaluate(() => navigator.serviceWorker.ready.then((registration) => registration.active?.scriptURL))).toMatch(/\/sw\.js$/);
  });
});

test('a doc page fetches no Python runtime and no search index before the reader asks', async ({page}) => {
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  await page.goto('/docs/python-basics/functions');
  await page.waitForLoadState('networkidle');
  expect(requests.filter((url) => /pyodide|python_stdlib|\.wasm/.test(url))).toEqual([]);
  expect(requests.filter((url) => /\/pagefind\/|search-box/.test(url))).toEqual([]);
});

/**
 * Search (issue 27): the old search downloaded its whole index on the first query (905 KiB gzipped
 * for the current docs, 648 KiB for 3.13). Pagefind fetches its code, the index chunks a query's
 * words need and the fragments of the results drawn. Every byte a search transfers counts, headers
 * included (~2 KiB a response here, over HTTP/1.1): Pagefind's script, metadata and WebAssembly
 * (~90 KiB the first time), one index chunk per word not seen before (~3 KiB: 3,200 word positions
 * a chunk, plugins/pagefind-search) and one fragment per result drawn (~1.3 KiB: a few sections
 * of a page). Each docs version has its own index, so a search from a current page loads only the
 * current pages' metadata. Measured: a first search 110 KiB (one word) and 115 KiB (two words),
 * later queries 22-33 KiB; then a search that loads every chunk a query's words can reach, so that
 * its results do not depend on earlier searches (src/features/search wholeWordSearch): 117 and
 * 122 KiB, later queries up to 38.7 KiB ("read a csv file": "read…" words span two chunks, one
 * more request of ~5.5 KiB with headers; when "csv…" words came to span two chunks as well, 43.9
 * KiB, and the chunks grew from 2,000 to 2,500 word positions: 35.4 KiB; two content passes later,
 * five chunks again and 47.5 KiB, and the chunks grew to 2,800: 36.6 KiB). The later-query budget is
 * the issue's goal, 40 KiB;
 * the first search's holds the measured figures with a little room, under the goal of 150.
 */
const FIRST_SEARCH_BUDGET = 130 * 1024;
const LATER_QUERY_BUDGET = 40 * 1024;

/** A doc page with the navbar's search box open, and the bytes of each search typed into it. */
async function searchFromDocPage(page: Page) {
  const transfers: Promise<{path: string; bytes: number}>[] = [];
  page.on('requestfinished', (request) => {
    const path = new URL(request.url()).pathname;
    if (!/^\/pagefind(-[^/]+)?\//.test(path) && !/search-box/.test(path)) return;
    // Bytes as they crossed the network (gzip where the server compressed them), with headers.
    transfers.push(request.sizes().then((sizes) => ({path, bytes: sizes.responseBodySize + sizes.responseHeadersSize})));
  });
  const settledBytes = async () => {
    await page.waitForLoadState('networkidle');
    const done = await Promise.all(transfers.splice(0));
    return {bytes: done.reduce((sum, transfer) => sum + transfer.bytes, 0), paths: done.map((transfer) => transfer.path)};
  };
  await page.goto('/docs/advanced/generators');
  await page.waitForLoadState('networkidle');
  const searchBox = page.getByRole('navigation', {name: 'Main'}).getByPlaceholder('Search');
  await expect(async () => {
    await page.keyboard.press('Control+k');
    await expect(searchBox).toBeFocused({timeout: 5_000});
  }).toPass({timeout: 30_000});
  return async (query: string) => {
    await searchBox.fill(query);
    await expect(page.getByRole('status').filter({hasText: `“${query}”`})).toBeVisible({timeout: 30_000});
    await expect(page.getByRole('option').first()).toBeVisible();
    return settledBytes();
  };
}

test(`the first search from a doc page transfers at most ${FIRST_SEARCH_BUDGET / 1024} KiB with one word or two, and each later query at most ${LATER_QUERY_BUDGET / 1024} KiB`, async ({browser, baseURL}) => {
  // Each search in a browser context of its own (nothing cached) and without the service worker: on
  // a first visit every search file crosses the network anyway, and with the worker in between (it
  // passes /pagefind/ through) Chromium reports the responses as the worker's, with no network
  // sizes, and every figure read 0 KiB.
  const newPage = async () => (await browser.newContext({baseURL, serviceWorkers: 'block'})).newPage();
  const oneWordPage = await newPage();
  const oneWord = await (await searchFromDocPage(oneWordPage))('generators');
  await oneWordPage.context().close();
  console.log(`first search, one word: ${(oneWord.bytes / 1024).toFixed(1)} KiB in ${oneWord.paths.length} requests (budget ${FIRST_SEARCH_BUDGET / 1024})`);
  expect(oneWord.bytes).toBeLessThanOrEqual(FIRST_SEARCH_BUDGET);

  const page = await newPage();
  const search = await searchFromDocPage(page);
  const first = await search('generator expression');
  console.log(`first search, two words: ${(first.bytes / 1024).toFixed(1)} KiB in ${first.paths.length} requests (budget ${FIRST_SEARCH_BUDGET / 1024})`);
  expect(first.bytes).toBeLessThanOrEqual(FIRST_SEARCH_BUDGET);
  for (const query of ['context manager', 'read a csv file', 'what is GIL', 'dataclass', 'asyncio taskgroup']) {
    const later = await search(query);
    console.log(`"${query}": ${(later.bytes / 1024).toFixed(1)} KiB in ${later.paths.length} requests (budget ${LATER_QUERY_BUDGET / 1024})`);
    expect(later.bytes).toBeLessThanOrEqual(LATER_QUERY_BUDGET);
  }
  await page.context().close();
});

/**
 * Stock Docusaurus 3.10 loads ~15 KiB of gzipped CSS on a doc page. PyDocs adds the shell's own
 * styles (footer, auth menu, runner buttons, accessible code colours); the CSS of pages most
 * readers never open (community, chat, examples, FAQ) is kept out by plugins/page-css.
 */
const STOCK_DOC_PAGE_CSS_GZIP = 15 * 1024;
const DOC_PAGE_CSS_BUDGET = Math.round(STOCK_DOC_PAGE_CSS_GZIP * 1.35);

test('a doc page loads no more CSS than the budget, and none of the community or chat styles', async ({page}) => {
  const sheets: Promise<{url: string; gzipBytes: number; text: string}>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'stylesheet') return;
    sheets.push(
      (async () => {
        const text = await response.text();
        return {url: response.url(), gzipBytes: Number((await response.allHeaders())['content-length'] ?? text.length), text};
      })(),
    );
  });
  await page.goto('/docs/advanced/generators');
  await page.waitForLoadState('networkidle');
  const loaded = await Promise.all(sheets);
  const total = loaded.reduce((sum, sheet) => sum + sheet.gzipBytes, 0);
  console.log(`doc page: ${loaded.length} stylesheet(s), ${(total / 1024).toFixed(1)} KiB gzipped = ${(total / STOCK_DOC_PAGE_CSS_GZIP).toFixed(2)}x stock (budget ${(DOC_PAGE_CSS_BUDGET / 1024).toFixed(1)} KiB)`);
  expect(total).toBeLessThanOrEqual(DOC_PAGE_CSS_BUDGET);
  // Class names only those features use (CSS Modules keep the local name before the hash).
  expect(loaded.filter((sheet) => /\.(communityNav|connectionDot|chatItemCurrent|composerBar)_/.test(sheet.text)).map((sheet) => sheet.url)).toEqual([]);
});

test('the community page arrives with its own styles linked in the HTML, so it paints styled', async ({request}) => {
  const html = await (await request.get('/community')).text();
  const sheets = [...html.matchAll(/<link [^>]*rel=["']?stylesheet["']?[^>]*href=["']?([^"' >]+)/g)].map((match) => match[1]);
  expect(sheets).toHaveLength(2);
  const own = await (await request.get(sheets[1])).text();
  expect(own).toMatch(/\.communityNav_/);
});
