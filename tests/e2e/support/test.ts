import {test as base, type Page} from '@playwright/test';

export * from '@playwright/test';

/**
 * Playwright's `test`, with one difference: `page.goto()` and `page.reload()` called without a
 * `waitUntil` also wait until React has hydrated the page. A page's scripts start after its first
 * paint (plugins/page-scripts), which can come after the `load` event that they wait for, and
 * until the scripts have run a button that needs them does nothing: a reader waits for the page,
 * and so do the tests. A test about the page before it hydrates passes `waitUntil` itself.
 *
 * Patched on Page's prototype, so pages of contexts a test opens itself wait too.
 */
async function untilHydrated(page: Page): Promise<void> {
  let hydrates = false;
  try {
    hydrates = await page.evaluate(() => document.documentElement.hasAttribute('data-has-hydrated'));
  } catch {
    // The page navigated on while we asked (a redirect page): the test's next step waits as usual.
  }
  if (hydrates) await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached', timeout: 15_000});
}

export const test = base.extend<object, {hydrationAwareNavigation: void}>({
  hydrationAwareNavigation: [
    async ({browser}, use) => {
      const context = await browser.newContext();
      const prototype = Object.getPrototypeOf(await context.newPage()) as Page;
      await context.close();
      const {goto, reload} = prototype;
      prototype.goto = async function (this: Page, url, options) {
        const response = await goto.call(this, url, options);
        if (!options?.waitUntil) await untilHydrated(this);
        return response;
      };
      prototype.reload = async function (this: Page, options) {
        const response = await reload.call(this, options);
        if (!options?.waitUntil) await untilHydrated(this);
        return response;
      };
      await use();
      Object.assign(prototype, {goto, reload});
    },
    {scope: 'worker', auto: true},
  ],
});
