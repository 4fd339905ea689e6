import {expect, type Locator, type Page} from './test';

/** Presses Tab until `target` has the focus (a bounded number of times), as a keyboard user would. */
export async function tabTo(page: Page, target: Locator, most = 120): Promise<void> {
  for (let presses = 0; presses < most; presses++) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}
