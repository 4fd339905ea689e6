// axe on every kind of page a signed-out reader sees, and the menus they open: no sign-in and no
// data written, so these run in the static lane beside the emulator tests (playwright.config.ts).
// Signed-in states are checked in accessibility.spec.ts.
import {expect, test} from './support/test';
import {seriousViolations} from './support/axe';

const ROUTES: Record<string, string> = {
  home: '/',
  'docs page': '/docs/advanced/generators',
  'section landing': '/docs/advanced',
  'docs home': '/docs',
  'Python 3.13 docs page': '/docs/3.13/python-basics/functions',
  tutorial: '/tutorials/todo-cli',
  tutorials: '/tutorials',
  examples: '/examples',
  FAQ: '/faq',
  'privacy policy': '/privacy-policy',
  'terms of service': '/terms-of-service',
  sitemap: '/sitemap',
  login: '/login',
  'not found': '/no-such-page',
};

for (const [name, route] of Object.entries(ROUTES)) {
  test(`the ${name} page has no serious accessibility violations`, async ({page}) => {
    // The gallery shows every example at once, and axe took most of a minute over its thousands
    // of highlighted tokens. Its code blocks are the same component, in the same colours, as on
    // the docs, tutorial and 3.13 pages checked whole here (and plugins/accessible-prism-theme.test.ts
    // holds every token colour to 4.5:1): the gallery is checked without the code inside its
    // blocks, a third of the time; its Run and Copy buttons, headings and text still are.
    if (route === '/examples') test.slow();
    await page.goto(route);
    await page.waitForLoadState('networkidle');
    const exclude = route === '/examples' ? ['pre.prism-code'] : [];
    expect(await seriousViolations(page, {exclude})).toEqual([]);
  });
}

test('the open login modal has no serious accessibility violations', async ({page}) => {
  await page.goto('/docs');
  await page.getByRole('contentinfo').getByRole('button', {name: 'Community'}).click();
  await expect(page.getByRole('dialog', {name: 'Login to Community'})).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('the open mobile menu has no serious accessibility violations', async ({page}) => {
  await page.setViewportSize({width: 390, height: 844});
  await page.goto('/docs/python-basics/functions');
  await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
  await expect(page.locator('.navbar-sidebar')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
