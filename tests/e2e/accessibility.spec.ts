import AxeBuilder from '@axe-core/playwright';
import {expect, test, type Page} from '@playwright/test';
import {createAccount, resetEmulators, signInThroughLoginPage} from './support/firebase';

/** Serious and critical WCAG 2.1 A/AA problems axe-core finds on what the page shows now. */
async function seriousViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({page}).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return result.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id} (${violation.nodes.length}): ${violation.nodes[0]?.target.join(' ')}`);
}

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
    await page.goto(route);
    await page.waitForLoadState('networkidle');
    expect(await seriousViolations(page)).toEqual([]);
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

test('the open user menu has no serious accessibility violations', async ({page}) => {
  await resetEmulators();
  const account = await createAccount('a11y@example.com');
  await signInThroughLoginPage(page, account);
  await page.getByRole('button', {name: 'a11y'}).click();
  await expect(page.getByRole('menu')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('keyboard only: open the login modal from the footer, sign in, open the user menu, go to My Chats, sign out', async ({page}) => {
  await resetEmulators();
  const account = await createAccount('keys@example.com');
  await page.goto('/docs');
  const community = page.getByRole('contentinfo').getByRole('button', {name: 'Community'});
  await community.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', {name: 'Login to Community'});
  await expect(dialog.getByLabel('Email', {exact: true})).toBeFocused();
  await page.keyboard.type(account.email);
  await page.keyboard.press('Tab');
  await page.keyboard.type(account.password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/community$/);
  await page.goto('/docs');
  const userButton = page.getByRole('button', {name: 'keys'});
  await userButton.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', {name: 'My Chats'})).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/chat$/);
  await page.goto('/docs');
  await page.getByRole('button', {name: 'keys'}).focus();
  await page.keyboard.press('ArrowUp');
  await expect(page.getByRole('menuitem', {name: 'Sign Out'})).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'Login'})).toBeVisible();
});
