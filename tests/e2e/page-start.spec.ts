import {expect, test} from './support/test';

/**
 * How a page's scripts start (plugins/page-scripts): its HTML lists every script the first render
 * needs, and they run after the text is on screen. Byte-level and order checks only: how long
 * anything takes is for `npm run bench`.
 */

const DOC_PAGE = '/docs/advanced/generators';

test("a doc page's text is on screen before any of its scripts runs", async ({page}) => {
  // Every script of the site, the runtime first, reads the bundler's chunk list as it starts: note
  // the first time that happens.
  await page.addInitScript(() => {
    const page = window as unknown as {firstScriptRanAt?: number};
    let chunks: unknown;
    Object.defineProperty(window, 'webpackChunkpydocs', {
      configurable: true,
      get: () => ((page.firstScriptRanAt ??= performance.now()), chunks),
      set: (value) => ((page.firstScriptRanAt ??= performance.now()), (chunks = value)),
    });
  });
  await page.goto(DOC_PAGE);
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  const timing = await page.evaluate(() => ({
    firstContentfulPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
    firstScriptRanAt: (window as unknown as {firstScriptRanAt?: number}).firstScriptRanAt ?? NaN,
    // The runtime and the page's chunks are requested by the boot script; main.js is preloaded.
    scriptsRequestedAt: performance
      .getEntriesByType('resource')
      .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === 'script' && !/\/main\.[0-9a-f]+\.js$/.test(entry.name))
      .map((entry) => entry.startTime),
  }));
  expect(timing.firstContentfulPaint).toBeGreaterThan(0);
  expect(timing.firstScriptRanAt).toBeGreaterThan(timing.firstContentfulPaint);
  expect(timing.scriptsRequestedAt.length).toBeGreaterThan(0);
  for (const requestedAt of timing.scriptsRequestedAt) expect(requestedAt).toBeGreaterThan(timing.firstContentfulPaint);
});

test("a doc page's HTML names exactly the scripts it runs, so main.js has none left to ask for", async ({page}) => {
  const requested: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') requested.push(new URL(request.url()).pathname);
  });
  await page.goto(DOC_PAGE);
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  await expect(page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'Login'})).toBeVisible();
  await page.waitForLoadState('networkidle');
  const listed = JSON.parse((await page.locator('#pydocs-boot-scripts').textContent()) ?? '[]') as string[];
  // The runtime, main.js and the page's own chunks: the doc, its sidebar, the doc layout.
  expect(listed.length).toBeGreaterThan(4);
  expect([...requested].sort()).toEqual([...listed].sort());
  await expect(page.locator('script[src]:not([src^="/assets/js/"])')).toHaveCount(0);
});

test('a page whose scripts arrive late shows its text at once and works once they have run', async ({page}) => {
  await page.setViewportSize({width: 390, height: 844});
  await page.route('**/assets/js/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.goto('/docs/python-basics/functions', {waitUntil: 'domcontentloaded'});
  await expect(page.getByRole('heading', {level: 1, name: 'Functions'})).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'false');
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true', {timeout: 15_000});
  await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
  await expect(page.locator('.navbar-sidebar')).toBeVisible();
});
