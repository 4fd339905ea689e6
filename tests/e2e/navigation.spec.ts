// The site's shell as a signed-out reader meets it: identity, layout, the one navigation. Nothing
// here signs in or touches emulator data, so it runs in the static lane (playwright.config.ts);
// signing in and the auth flows are in shell.spec.ts.
import {readFileSync} from 'node:fs';
import {expect, test, type Page} from './support/test';
import {metaContent, titleOf} from './support/html';

// Readers moving through the site with the service worker on, as in their browsers: it serves
// pages and scripts after the first visit (playwright.config.ts blocks it in most other specs).
test.use({serviceWorkers: 'allow'});

const TITLE_SUFFIX = ' | PyDocs - Comprehensive Python Documentation';

test.describe('site identity', () => {
  test('a doc page is served with the title template, description, keywords and a 1200x630 social card', async ({request}) => {
    const response = await request.get('/docs/advanced/generators');
    expect(response.ok()).toBe(true);
    const html = await response.text();
    expect(titleOf(html)).toBe(`Generators${TITLE_SUFFIX}`);
    expect(metaContent(html, 'description')?.length).toBeGreaterThanOrEqual(40);
    expect(metaContent(html, 'keywords')).toMatch(/generator/i);
    expect(metaContent(html, 'og:image')).toMatch(/^https?:\/\/[^ ]+\/img\/pydocs-social-card\.png$/);
    expect(metaContent(html, 'og:title')).toBe(`Generators${TITLE_SUFFIX}`);
    expect(metaContent(html, 'twitter:card')).toBe('summary_large_image');
    expect(metaContent(html, 'twitter:image')).toMatch(/pydocs-social-card\.png$/);
    const png = readFileSync('build/img/pydocs-social-card.png');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  });

  test('the home page uses the default title', async ({page}) => {
    await page.goto('/');
    await expect(page).toHaveTitle('PyDocs - Comprehensive Python Documentation');
  });

  test('a reader whose system prefers dark mode still gets the light theme, with no colour switch', async ({page}) => {
    await page.emulateMedia({colorScheme: 'dark'});
    await page.addInitScript(() => window.localStorage.setItem('theme', 'dark'));
    await page.goto('/docs/python-basics/functions');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await expect(page.getByRole('button', {name: /dark mode|light mode|switch between/i})).toHaveCount(0);
  });
});

test.describe('layout rules', () => {
  test('the header is hidden on the home page and /login but shown on doc pages', async ({page}) => {
    await page.goto('/');
    await expect(page.locator('nav.navbar')).toHaveCount(0);
    await expect(page.getByRole('link', {name: 'Read the docs'})).toBeVisible();
    await page.goto('/login');
    await expect(page.locator('nav.navbar')).toHaveCount(0);
    await expect(page.getByRole('heading', {name: 'Log in to PyDocs'})).toBeVisible();
    await page.goto('/docs');
    await expect(page.locator('nav.navbar')).toBeVisible();
  });

  test('the footer is shown on doc pages and hidden on /chat', async ({page}) => {
    await page.goto('/docs');
    await expect(page.getByRole('contentinfo')).toContainText('Comprehensive Python documentation for beginners to advanced developers');
    await page.goto('/chat');
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
  });

  test('the current section is highlighted in the header, also on nested pages', async ({page}) => {
    await page.goto('/docs/advanced/generators');
    const nav = page.getByRole('navigation', {name: 'Main'});
    await expect(nav.getByRole('link', {name: 'Docs', exact: true})).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', {name: 'Tutorials', exact: true})).not.toHaveAttribute('aria-current', 'page');
    await page.goto('/tutorials');
    await expect(nav.getByRole('link', {name: 'Tutorials', exact: true})).toHaveAttribute('aria-current', 'page');
  });

  test('on a phone the menu button opens and closes the navigation', async ({page}) => {
    await page.setViewportSize({width: 390, height: 844});
    await page.goto('/docs');
    const toggle = page.getByRole('button', {name: 'Toggle navigation bar'});
    await expect(toggle).toBeVisible();
    await toggle.click();
    const sidebar = page.locator('.navbar-sidebar');
    await expect(sidebar.getByRole('link', {name: 'Tutorials', exact: true})).toBeVisible();
    await page.getByRole('button', {name: 'Close navigation bar'}).click();
    await expect(sidebar.getByRole('link', {name: 'Tutorials', exact: true})).toBeHidden();
  });

  test('the old /docs/basics address leads to Python Basics', async ({page}) => {
    await page.goto('/docs/basics/functions');
    await expect(page).toHaveURL(/\/docs\/python-basics\/functions$/);
    await expect(page.getByRole('heading', {level: 1})).toBeVisible();
  });
});

test.describe('one navigation', () => {
  const NAVIGATION = ['Home', 'Docs', 'Tutorials', 'Community', 'Chat', 'More'];

  /** The site links the header shows, in order (the logo, search and Login left out). */
  async function shownLinks(page: Page): Promise<string[]> {
    const nav = page.getByRole('navigation', {name: 'Main'});
    const texts = await nav.getByRole('link').or(nav.getByRole('button')).filter({visible: true}).allInnerTexts();
    return texts.map((text) => text.trim()).filter((text) => [...NAVIGATION, 'Examples', 'FAQ'].includes(text));
  }

  test('every page offers Home, Docs, Tutorials, Community and Chat, then More with Examples and FAQ', async ({page}) => {
    test.slow();
    for (const path of ['/', '/docs', '/docs/advanced/generators', '/tutorials', '/examples', '/faq', '/community', '/chat']) {
      await page.goto(path);
      expect(await shownLinks(page), path).toEqual(NAVIGATION);
      const nav = page.getByRole('navigation', {name: 'Main'});
      await nav.getByRole('button', {name: 'More'}).hover();
      await expect(nav.getByRole('link', {name: 'Examples', exact: true}), path).toBeVisible();
      await expect(nav.getByRole('link', {name: 'FAQ', exact: true}), path).toBeVisible();
    }
  });

  test('a keyboard reader opens More and reaches the FAQ', async ({page}) => {
    await page.goto('/tutorials');
    const nav = page.getByRole('navigation', {name: 'Main'});
    const more = nav.getByRole('button', {name: 'More'});
    await more.focus();
    await page.keyboard.press('Enter');
    await expect(more).toHaveAttribute('aria-expanded', 'true');
    // The menu fades in (a CSS transition from visibility: hidden): its links can take focus once
    // it shows, as a reader sees it open before pressing Tab.
    await expect(nav.getByRole('link', {name: 'Examples', exact: true})).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', {name: 'Examples', exact: true})).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', {name: 'FAQ', exact: true})).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/faq$/);
  });

  test('on a phone, the menu of a doc page lists the same links as the home page menu', async ({page}) => {
    await page.setViewportSize({width: 390, height: 844});
    const nav = page.getByRole('navigation', {name: 'Main'});
    await page.goto('/docs/advanced/generators');
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    // A doc page's menu opens on the page's own sidebar, one step from the site links.
    await nav.getByRole('button', {name: /Back to main menu/}).click();
    await expect(nav.getByRole('link', {name: 'Tutorials', exact: true})).toBeInViewport();
    expect(await shownLinks(page)).toEqual(NAVIGATION);

    await page.goto('/');
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    await expect(nav.getByRole('link', {name: 'Tutorials', exact: true})).toBeInViewport();
    expect(await shownLinks(page)).toEqual(NAVIGATION);
  });

  test('after reading the Python 3.13 docs, the version menu shows only on doc pages, naming the version of the page', async ({page}) => {
    const nav = page.getByRole('navigation', {name: 'Main'});
    const versionShown = (label: string) => nav.getByText(label, {exact: true}).filter({visible: true});
    await page.goto('/docs/3.13/python-basics/functions');
    await expect(versionShown('Python 3.13')).toHaveCount(1);
    // Tutorials, examples and the FAQ are not versioned: no menu claiming "Python 3.13" there.
    for (const path of ['/tutorials', '/examples', '/faq', '/community']) {
      await page.goto(path);
      await expect(versionShown('Python 3.13'), path).toHaveCount(0);
      await expect(versionShown('Python 3.14'), path).toHaveCount(0);
    }
    // The Docs link opens 3.14, and the menu says so.
    await nav.getByRole('link', {name: 'Docs', exact: true}).click();
    await expect(page).toHaveURL(/\/docs$/);
    await expect(versionShown('Python 3.14')).toHaveCount(1);
  });

  test('from the version menu, a reader reaches the control that keeps a Python version offline', async ({page}) => {
    const nav = page.getByRole('navigation', {name: 'Main'});
    await page.goto('/docs/3.13/python-basics/functions');
    await nav.getByText('Python 3.13', {exact: true}).filter({visible: true}).hover();
    await nav.getByRole('link', {name: 'Available offline…'}).click();
    await expect(page).toHaveURL(/\/docs#available-offline$/);
    await expect(page.getByRole('button', {name: 'Make Python 3.13 available offline'})).toBeInViewport();
  });
});
