import type {Page} from '@playwright/test';

/**
 * Resolves once the events that content could use to run code late have had their turn, so a test
 * can then say that nothing ran: every image in the page has loaded or failed (its load/error
 * handlers are dispatched with that), and two frames have been rendered since (animation,
 * transition and autofocus events are fired while a frame is rendered; a `javascript:` navigation
 * started by a click has run by then). An event to wait for, where a fixed sleep could end before
 * the handler it waits for, or long after.
 */
export async function lateEventsFired(page: Page): Promise<void> {
  await page.waitForFunction(() => Array.from(document.images).every((image) => image.complete));
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
}
