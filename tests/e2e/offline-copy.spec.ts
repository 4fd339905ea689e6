// "Available offline" (issue 32): a reader keeps a whole Python version on the device, reads,
// searches and runs it with no network, is offered a new build when one is deployed, and removes
// the copy again. The network is cut in the browser (context.setOffline), which Playwright applies
// to the service worker's own fetches too.
import {spawn, type ChildProcess} from 'node:child_process';
import {mkdirSync, renameSync, rmSync, symlinkSync} from 'node:fs';
import path from 'node:path';
import {expect, test, type BrowserContext, type Page} from './support/test';
import {makeChangedBuild} from './support/changedBuild';

// The offline copies are the service worker's work (playwright.config.ts blocks it elsewhere).
test.use({serviceWorkers: 'allow'});

const ROOT = path.join(__dirname, '../..');
// The first run downloads and starts Python; allow for a slow, busy machine.
const FIRST_RUN_MS = 45_000;
const DOWNLOAD_MS = 120_000;

const offlineList = (page: Page) => page.getByRole('list', {name: 'Python versions available offline'});
const versionRow = (page: Page, python: string) => offlineList(page).getByRole('listitem').filter({hasText: `Python ${python}`});

/** Offline reading needs the service worker in charge of the page. */
async function untilWorkerControls(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {timeout: 30_000});
}

async function makeAvailableOffline(page: Page, python: string): Promise<void> {
  await page.goto('/docs#available-offline');
  await untilWorkerControls(page);
  const row = versionRow(page, python);
  await row.getByRole('button', {name: `Make Python ${python} available offline`}).click();
  await expect(row.getByText(/^Available offline \(\d+\.\d MB\)$/)).toBeVisible({timeout: DOWNLOAD_MS});
  await expect(row.getByRole('button', {name: `Remove Python ${python}`})).toBeVisible();
}

const offlineCaches = (page: Page) => page.evaluate(async () => (await caches.keys()).filter((name) => name.startsWith('pydocs-offline-')));
const storageUsed = (page: Page) => page.evaluate(async () => (await navigator.storage.estimate()).usage ?? 0);

/** Every response while offline must come from the service worker's caches, none from the server. */
function watchNetwork(context: BrowserContext): string[] {
  const fromNetwork: string[] = [];
  context.on('response', (response) => {
    if (response.request().serviceWorker() || !response.fromServiceWorker()) fromNetwork.push(response.url());
  });
  return fromNetwork;
}

test('a reader sees the size of each Python version before downloading, and Cancel stops a download and keeps nothing', async ({page, context}) => {
  await page.goto('/docs#available-offline');
  await untilWorkerControls(page);
  const row = versionRow(page, '3.14');
  await expect(row).toContainText(/\d+\.\d MB, \d+ files/);
  // A slow connection (2 MB/s), so the download is still running when the reader cancels.
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.emulateNetworkConditions', {offline: false, latency: 0, downloadThroughput: 2_000_000, uploadThroughput: -1});
  await row.getByRole('button', {name: 'Make Python 3.14 available offline'}).click();
  const progress = row.getByRole('progressbar', {name: 'Downloading Python 3.14 for offline use'});
  await expect(progress).toBeVisible();
  await expect.poll(async () => Number(await progress.getAttribute('aria-valuenow'))).toBeGreaterThan(0);
  await row.getByRole('button', {name: 'Cancel'}).click();
  await expect(row.getByRole('button', {name: 'Make Python 3.14 available offline'})).toBeVisible();
  await expect(progress).toHaveCount(0);
  expect(await offlineCaches(page)).toEqual([]);
});

test('a reader makes Python 3.13 available offline, then opens unvisited pages, searches and runs an example with no network, and Remove deletes it', async ({page, context}) => {
  test.setTimeout(240_000);
  await page.goto('/docs#available-offline');
  const before = await storageUsed(page);
  await makeAvailableOffline(page, '3.13');
  // The copy (~26 MB) is counted in the browser's storage for this site.
  expect((await storageUsed(page)) - before).toBeGreaterThan(20_000_000);

  await context.setOffline(true);
  const fromNetwork = watchNetwork(context);
  // Three pages this reader never opened.
  for (const [url, heading] of [
    ['/docs/3.13/advanced/generators', 'Generators'],
    ['/docs/3.13/libraries/file-handling', 'File Handling'],
    ['/tutorials/todo-cli', /to-do/i],
  ] as const) {
    await page.goto(url);
    await expect(page.getByRole('heading', {level: 1, name: heading})).toBeVisible();
  }

  // Search, from a 3.13 page.
  await page.goto('/docs/3.13/advanced/context-managers');
  const searchBox = page.getByRole('navigation', {name: 'Main'}).getByPlaceholder('Search');
  await expect(async () => {
    await page.keyboard.press('Control+k');
    await expect(searchBox).toBeFocused({timeout: 5_000});
  }).toPass({timeout: 30_000});
  await searchBox.fill('generator');
  await expect(page.getByRole('option').first()).toBeVisible({timeout: 30_000});

  // An example, on the Python 3.13 runtime from the copy.
  await page.goto('/docs/3.13/getting-started/introduction');
  const versionExample = page.getByRole('group', {name: 'Python example'}).filter({hasText: 'print(sys.version_info[:2])'});
  await versionExample.getByRole('button', {name: 'Run'}).click();
  await expect(versionExample.getByRole('status').locator('pre')).toHaveText('(3, 13)\nTrue', {timeout: FIRST_RUN_MS, useInnerText: true});
  expect(fromNetwork, 'responses that came from the network while offline').toEqual([]);

  // The community says what needs a connection.
  await page.goto('/community');
  await expect(page.getByRole('status').filter({hasText: "You're offline."})).toBeVisible({timeout: 30_000});

  // Still offline, the /docs control lists the copy on this device, with Remove.
  await page.goto('/docs#available-offline');
  await expect(versionRow(page, '3.13').getByRole('button', {name: 'Remove Python 3.13'})).toBeVisible();

  await context.setOffline(false);
  await page.goto('/docs#available-offline');
  await versionRow(page, '3.13').getByRole('button', {name: 'Remove Python 3.13'}).click();
  await expect(versionRow(page, '3.13').getByRole('button', {name: 'Make Python 3.13 available offline'})).toBeVisible();
  // Freed: no cache of the copy is left, and none holds its Python runtime any more. (Chromium's
  // storage estimate lags a deleted cache until its last handle is collected, so it is not read here.)
  expect(await offlineCaches(page)).toEqual([]);
  const runtime = await page.evaluate(async () => {
    const manifest = (await (await fetch('/offline/3.13.json')).json()) as {entries: {url: string}[]};
    const wasm = manifest.entries.find((entry) => entry.url.endsWith('/pyodide.asm.wasm'))?.url ?? '';
    return {wasm, stillCached: Boolean(await caches.match(wasm))};
  });
  expect(runtime).toEqual({wasm: expect.stringMatching(/^\/pyodide\/[0-9a-f]{12}\/pyodide\.asm\.wasm$/), stillCached: false});
});

test.describe('a new build is deployed', () => {
  const port = Number(process.env.PYDOCS_E2E_PORT ?? 3100) + 1;
  const work = path.join(ROOT, 'test-results/offline-update');
  const site = path.join(work, 'site');
  let server: ChildProcess | undefined;

  /** What the server serves: the first build, then the second (an atomic switch of one link). */
  function deploy(dir: string): void {
    const next = path.join(work, 'site.next');
    rmSync(next, {force: true});
    symlinkSync(dir, next);
    renameSync(next, site);
  }

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    mkdirSync(work, {recursive: true});
    await makeChangedBuild(path.join(ROOT, 'build'), path.join(work, 'build-2'), {
      page: 'docs/3.13/advanced/generators',
      before: 'produces a sequence of values one at a time',
      after: 'hands out a sequence of values one at a time',
    });
    deploy(path.join(ROOT, 'build'));
    server = spawn(process.execPath, [path.join(ROOT, 'scripts/serve-build.mjs'), '--port', String(port), '--dir', site], {stdio: 'ignore'});
    await expect.poll(async () => (await fetch(`http://127.0.0.1:${port}/`).catch(() => null))?.status, {timeout: 30_000}).toBe(200);
  });

  test.afterAll(() => {
    server?.kill();
    rmSync(work, {recursive: true, force: true});
  });

  test('a reader with an open page is told "A new version of PyDocs is available", reloads, sees the new text, and the offline copy has it too', async ({browser}) => {
    test.setTimeout(240_000);
    const context = await browser.newContext({baseURL: `http://127.0.0.1:${port}`});
    const page = await context.newPage();
    await makeAvailableOffline(page, '3.13');
    const firstBuild = await offlineCaches(page);
    await page.goto('/docs/3.13/advanced/generators');
    await expect(page.getByRole('main')).toContainText('produces a sequence of values one at a time');

    deploy(path.join(work, 'build-2'));
    // The reader moves on through the docs in the same tab.
    await page.getByRole('navigation', {name: 'Docs sidebar'}).getByRole('link', {name: 'Decorators'}).click();
    const prompt = page.getByRole('status').filter({hasText: 'A new version of PyDocs is available'});
    await expect(prompt).toBeVisible({timeout: DOWNLOAD_MS});
    await expect(prompt).toHaveAttribute('aria-live', 'polite');
    await Promise.all([page.waitForEvent('framenavigated'), prompt.getByRole('button', {name: 'Reload'}).click()]);
    await page.goto('/docs/3.13/advanced/generators');
    await expect(page.getByRole('main')).toContainText('hands out a sequence of values one at a time');

    // The copy was refreshed in the background: one copy, of the new build, with the new text offline.
    const secondBuild = await offlineCaches(page);
    expect(secondBuild).toHaveLength(1);
    expect(secondBuild).not.toEqual(firstBuild);
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('main')).toContainText('hands out a sequence of values one at a time');
    await context.close();
  });
});
