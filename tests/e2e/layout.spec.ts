// Layout: what a reader sees and can press, on a 390 x 844 phone and on a desktop screen. Nothing
// in the header covers anything else, the way to log in is always there, menus open where they
// belong, and nothing shows through an open panel.
import {expect, test, type Page} from './support/test';
import {createAccount, resetEmulators, signInThroughLoginPage} from './support/firebase';

const PHONE = {width: 390, height: 844};
const DESKTOP = {width: 1280, height: 800};

/** One page of each kind, the home page (its own header) first. */
const PAGES = ['/', '/docs/advanced/generators', '/community', '/chat', '/tutorials', '/examples', '/faq'];

test.beforeEach(async () => {
  await resetEmulators();
});

type Control = Readonly<{name: string; left: number; top: number; right: number; bottom: number}>;

/**
 * Every link, button and field a reader can see in the header row ("Main" navigation), with its
 * box. Menus that are closed are not visible, so they are not in the list.
 */
async function headerControls(page: Page): Promise<Control[]> {
  const controls = page.getByRole('navigation', {name: 'Main'}).locator('a, button, input').filter({visible: true});
  return controls.evaluateAll((elements) =>
    elements
      // Leaves only: a link inside a button-like wrapper is the same control.
      .filter((element) => !elements.some((other) => other !== element && element.contains(other)))
      .map((element) => {
        const {left, top, right, bottom} = element.getBoundingClientRect();
        const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim() || element.tagName;
        return {name, left, top, right, bottom};
      }),
  );
}

/** No two header controls overlap, and each lies wholly on the screen. */
async function expectHeaderControlsWholeAndApart(page: Page, where: string): Promise<void> {
  const width = page.viewportSize()?.width ?? 0;
  const controls = await headerControls(page);
  expect(controls.length, `${where}: header controls`).toBeGreaterThan(1);
  for (const control of controls) {
    expect(control.left, `${where}: "${control.name}" starts on screen`).toBeGreaterThanOrEqual(0);
    expect(control.right, `${where}: "${control.name}" ends on screen`).toBeLessThanOrEqual(width);
  }
  const overlaps: string[] = [];
  controls.forEach((a, index) => {
    for (const b of controls.slice(index + 1)) {
      const apart = a.right <= b.left + 0.5 || b.right <= a.left + 0.5 || a.bottom <= b.top + 0.5 || b.bottom <= a.top + 0.5;
      if (!apart) overlaps.push(`"${a.name}" (x ${a.left.toFixed(0)}–${a.right.toFixed(0)}) and "${b.name}" (x ${b.left.toFixed(0)}–${b.right.toFixed(0)})`);
    }
  });
  expect(overlaps, `${where}: controls that overlap`).toEqual([]);
}

for (const [screen, viewport] of [
  ['a phone', PHONE],
  ['a desktop screen', DESKTOP],
] as const) {
  test(`on ${screen}, every page's header shows its controls whole and apart, with Login, and the user menu once signed in`, async ({page}) => {
    test.slow();
    await page.setViewportSize(viewport);
    for (const path of PAGES) {
      await page.goto(path);
      const login = page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'Login', exact: true});
      await expect(login, `Login on ${path}`).toBeInViewport();
      await expect(login, `Login on ${path}`).toHaveAttribute('href', /^\/login(\?|$)/);
      await expectHeaderControlsWholeAndApart(page, `${path}, signed out`);
    }
    // A long name before the @: the header must still hold together.
    const account = await createAccount('grace.brewster.hopper@example.com');
    await signInThroughLoginPage(page, account);
    for (const path of PAGES) {
      await page.goto(path);
      await expect(page.getByRole('button', {name: 'grace.brewster.hopper'}), `user menu on ${path}`).toBeInViewport();
      await expectHeaderControlsWholeAndApart(page, `${path}, signed in`);
    }
  });
}

test('on a phone, a signed-in reader taps Search on a doc page and gets the search box, not the user menu', async ({page}) => {
  const account = await createAccount('searcher@example.com');
  await signInThroughLoginPage(page, account);
  await page.setViewportSize(PHONE);
  await page.goto('/docs/advanced/generators');
  const nav = page.getByRole('navigation', {name: 'Main'});
  await nav.getByRole('button', {name: 'Search', exact: true}).click();
  await expect(nav.getByPlaceholder('Search')).toBeFocused({timeout: 30_000});
  await expect(page.getByRole('menu')).toHaveCount(0);
});

test('on a phone, the home page shows Login and a menu button that opens the whole site navigation', async ({page}) => {
  await page.setViewportSize(PHONE);
  await page.goto('/');
  const nav = page.getByRole('navigation', {name: 'Main'});
  await expect(nav.getByRole('link', {name: 'Login', exact: true})).toBeInViewport();
  const toggle = nav.getByRole('button', {name: 'Toggle navigation bar'});
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  // Closed, the menu's links are not on screen, nor half-shown in a strip that scrolls sideways.
  await expect(nav.getByRole('link', {name: 'Tutorials', exact: true})).toBeHidden();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  for (const name of ['Home', 'Docs', 'Tutorials', 'Community', 'Chat']) {
    await expect(nav.getByRole('link', {name, exact: true})).toBeInViewport();
  }
  await nav.getByRole('button', {name: 'More'}).click();
  await expect(nav.getByRole('link', {name: 'Examples', exact: true})).toBeInViewport();
  await expect(nav.getByRole('link', {name: 'FAQ', exact: true})).toBeInViewport();
  // More's list slides open (a height transition): judge the layout once it has come to rest.
  await expect(() => expectHeaderControlsWholeAndApart(page, 'home page, phone menu open')).toPass({timeout: 10_000});

  // Escape closes it and puts the reader back on its button.
  await page.keyboard.press('Escape');
  await expect(nav.getByRole('link', {name: 'Tutorials', exact: true})).toBeHidden();
  await expect(toggle).toBeFocused();

  await toggle.click();
  await nav.getByRole('link', {name: 'Chat', exact: true}).click();
  await expect(page).toHaveURL(/\/chat$/);

  // And a tap on Login, from the home page's header, opens the login page.
  await page.goto('/');
  await nav.getByRole('link', {name: 'Login', exact: true}).click();
  await expect(page.getByRole('heading', {name: 'Log in to PyDocs'})).toBeVisible();
});

test('on a phone, a signed-in reader opens the user menu from the home page header', async ({page}) => {
  const account = await createAccount('homebody@example.com');
  await signInThroughLoginPage(page, account);
  await page.setViewportSize(PHONE);
  await page.goto('/');
  await page.getByRole('button', {name: 'homebody'}).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem', {name: 'My Chats'})).toBeInViewport();
  await expect(menu.getByRole('menuitem', {name: 'Sign Out'})).toBeInViewport();
});

test('on a desktop screen, the user menu opens below its button and leaves the button in view', async ({page}) => {
  const account = await createAccount('below@example.com');
  await signInThroughLoginPage(page, account);
  await page.setViewportSize(DESKTOP);
  await page.goto('/docs/advanced/generators');
  const button = page.getByRole('button', {name: 'below'});
  await button.click();
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  const [buttonBox, menuBox] = await Promise.all([button.boundingBox(), menu.boundingBox()]);
  expect(menuBox!.y).toBeGreaterThanOrEqual(buttonBox!.y + buttonBox!.height);
  // The button is still what a click on it reaches: it closes the menu.
  await button.click();
  await expect(menu).toHaveCount(0);
});

test('on a phone, the open chat list hides the open chat entirely, with no strip of the answer showing', async ({page}) => {
  const account = await createAccount('lister@example.com');
  await signInThroughLoginPage(page, account);
  await page.setViewportSize(PHONE);
  await page.goto('/chat');
  await page.getByRole('textbox', {name: 'Ask a Python question'}).fill('How do I write a decorator that takes arguments?');
  await page.getByRole('button', {name: 'Ask', exact: true}).click();
  await expect(page.getByRole('button', {name: 'Ask', exact: true})).toBeVisible({timeout: 20_000});
  await page.getByRole('button', {name: 'Chats (1)'}).click();
  const list = page.getByRole('navigation', {name: 'Your chats'});
  await expect(list).toBeVisible();
  // Look at the screen point by point from the list button down: nothing of the chat shows.
  const hide = page.getByRole('button', {name: 'Hide chats'});
  const toggleBox = (await hide.boundingBox())!;
  const seen = await page.evaluate(
    ({from, width, height}) => {
      const shown = new Set<string>();
      for (let y = Math.ceil(from); y < height; y += 3) {
        for (let x = 1; x < width; x += 12) {
          const hit = document.elementFromPoint(x, y);
          const message = hit?.closest('[aria-label="Messages"], form');
          if (message) shown.add(`${message.getAttribute('aria-label') ?? message.tagName} at y ${y}`);
        }
      }
      return [...shown].slice(0, 5);
    },
    {from: toggleBox.y + toggleBox.height, width: PHONE.width, height: PHONE.height},
  );
  expect(seen).toEqual([]);
  await hide.click();
  await expect(page.getByRole('article', {name: 'Answer'})).toBeVisible();
});
