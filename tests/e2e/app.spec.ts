// PyDocs as an installed app (issue 32): Chromium finds it installable, and the app opens on the
// page read last. Signed out, no data: the static lane (playwright.config.ts).
import {expect, test} from './support/test';

test('Chromium offers to install PyDocs: its manifest and icons raise no installability error', async ({playwright, launchOptions, baseURL}, testInfo) => {
  // Chromium never offers to install from an incognito window, which is what each test's own
  // context is: this test opens a browser with a profile of its own.
  const context = await playwright.chromium.launchPersistentContext(testInfo.outputPath('profile'), {...launchOptions, baseURL});
  const page = context.pages()[0] ?? (await context.newPage());
  await page.goto('/docs/python-basics/functions');
  const cdp = await context.newCDPSession(page);
  const manifest = await cdp.send('Page.getAppManifest');
  expect(manifest.url).toMatch(/\/manifest\.webmanifest$/);
  expect(manifest.errors).toEqual([]);
  const {installabilityErrors} = await cdp.send('Page.getInstallabilityErrors');
  expect(installabilityErrors).toEqual([]);
  await context.close();
});

test('a reader opens the installed app and is back on the page they read last', async ({page}) => {
  await page.goto('/docs/advanced/generators');
  // The last page is one reached by a link inside the site (a client-side navigation).
  await page.getByRole('main').getByRole('link', {name: 'Control flow', exact: true}).click();
  await expect(page.getByRole('heading', {level: 1, name: 'Control Flow'})).toBeVisible();
  // The app's start address (start_url in static/manifest.webmanifest).
  await page.goto('/?source=app', {waitUntil: 'commit'});
  await expect(page).toHaveURL(/\/docs\/python-basics\/control-flow$/);
  await expect(page.getByRole('heading', {level: 1, name: 'Control Flow'})).toBeVisible();
});

test('a first start of the installed app opens the home page', async ({page}) => {
  await page.goto('/?source=app');
  await expect(page.getByRole('heading', {level: 1, name: 'Learn Python by reading it, running it and changing it.'})).toBeVisible();
  await expect(page).toHaveURL(/\/\?source=app$/);
});
