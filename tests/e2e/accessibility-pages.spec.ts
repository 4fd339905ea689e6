// axe on every kind of page a signed-out reader sees, and the menus they open: no sign-in and no
// data written, so these run in the static lane beside the emulator tests (playwright.config.ts).
// Signed-in states are checked in accessibility.spec.ts.
import {expect, test} from './support/test';
import {seriousViolations} from './support/axe';
import {tabTo} from './support/keyboard';

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

/**
 * Pages whose code blocks axe leaves out. Every code block is the same component in the same
 * colours, and axe spends most of its time on their highlighted tokens (15 s on the docs page
 * below against 6 s without them; most of a minute on the gallery, which shows every example at
 * once). So the code is checked whole on the docs page, where it is most common, and
 * plugins/accessible-prism-theme.test.ts holds every token colour to 4.5:1; on these pages the
 * Run and Copy buttons, headings and text are still checked.
 */
const CODE_CHECKED_ELSEWHERE = ['/docs/3.13/python-basics/functions', '/tutorials/todo-cli', '/examples'];

for (const [name, route] of Object.entries(ROUTES)) {
  test(`the ${name} page has no serious accessibility violations`, async ({page}) => {
    // The gallery shows every example at once: even without their code, a long page for axe.
    if (route === '/examples') test.slow();
    await page.goto(route);
    await page.waitForLoadState('networkidle');
    expect(await seriousViolations(page, {exclude: CODE_CHECKED_ELSEWHERE.includes(route) ? ['pre.prism-code'] : []})).toEqual([]);
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

test('a keyboard reader who tabs past the search box while it loads keeps the focus where they went', async ({page}) => {
  // The box's code arrives late (a slow connection): held here until the reader has moved on.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/js/search-box.*.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/docs/python-basics/functions');
  const launcher = page.getByRole('button', {name: 'Search'});
  // Tab onto the box, back, and onto it again: each pass asks it to load, none asks to type in it.
  await tabTo(page, launcher);
  await page.keyboard.press('Shift+Tab');
  await tabTo(page, launcher);
  await page.keyboard.press('Tab');
  const movedTo = await page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
  expect(movedTo).not.toBe('');
  release();
  await expect(page.getByRole('combobox', {name: 'Search PyDocs'})).toBeVisible();
  // The box is there, and the focus is still where the reader tabbed to.
  await expect.poll(() => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '')).toBe(movedTo);
  await expect(page.getByRole('combobox', {name: 'Search PyDocs'})).not.toBeFocused();
});
