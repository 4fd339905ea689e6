// "Ask the assistant: ‹query›", the search box's last entry (issue 27): a signed-in reader lands in
// My Chats with the question asked; a signed-out reader signs in first and then lands there with
// the question asked, not lost. Uses the emulators, so it runs in the serial lane.
import {expect, test, type Page} from './support/test';
import {createAccount, resetEmulators, signInThroughLoginPage} from './support/firebase';

const QUESTION = 'how do generators save memory';

test.beforeEach(async () => {
  await resetEmulators();
});

/**
 * Ctrl+K, the question, then the list's last entry with the arrow keys and Enter. The results'
 * fragments are held back until the reader has moved to the entry, as on a slow connection: the
 * results that then arrive must not slide a page under the highlight (on the context, whose routes
 * also see the service worker's fetches).
 */
async function askFromSearch(page: Page): Promise<void> {
  let releaseResults = () => {};
  const resultsHeld = new Promise<void>((resolve) => (releaseResults = resolve));
  await page.context().route('**/pagefind/fragment/**', async (route) => {
    await resultsHeld;
    await route.continue();
  });
  const searchBox = page.getByRole('navigation', {name: 'Main'}).getByPlaceholder('Search');
  await expect(async () => {
    await page.keyboard.press('Control+k');
    await expect(searchBox).toBeFocused({timeout: 5_000});
  }).toPass({timeout: 30_000});
  await page.keyboard.type(QUESTION);
  const ask = page.getByRole('option', {name: new RegExp(`^Ask the assistant: ${QUESTION}`)});
  await expect(ask).toBeVisible({timeout: 30_000});
  await expect(page.getByRole('option').last()).toHaveText(new RegExp(`^Ask the assistant: ${QUESTION}`));
  // Up from the box wraps round to the last entry.
  await page.keyboard.press('ArrowUp');
  await expect(ask).toHaveAttribute('aria-selected', 'true');
  releaseResults();
  await expect.poll(() => page.getByRole('option').count(), {timeout: 30_000}).toBeGreaterThan(1);
  await expect(ask).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
}

async function expectQuestionAnswered(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/chat\?chat=/, {timeout: 30_000});
  await expect(page.getByRole('list', {name: 'Messages'})).toContainText(QUESTION);
  await expect(page.getByRole('article', {name: 'Answer'})).toHaveCount(1, {timeout: 20_000});
  await expect(page.getByRole('article', {name: 'Answer'})).toContainText(/generator/i);
}

// Signing in, a search, and an answer saved to Firestore: more than the default minute on a busy machine.
test.describe.configure({timeout: 120_000});

test('a signed-in reader picks "Ask the assistant" in search and My Chats answers that question', async ({page}) => {
  await signInThroughLoginPage(page, await createAccount('asker@example.com'));
  await page.goto('/docs/advanced/generators');
  await askFromSearch(page);
  await expectQuestionAnswered(page);
  // Asked once, not once per render.
  await expect(page.getByRole('list', {name: 'Messages'}).getByText(`You asked: ${QUESTION}`, {exact: true})).toHaveCount(1);
});

test('a signed-out reader picks "Ask the assistant", logs in, and lands in My Chats with the question asked', async ({page}) => {
  const account = await createAccount('new-asker@example.com');
  await page.goto('/docs/advanced/generators');
  await askFromSearch(page);
  await expect(page).toHaveURL(/\/login\?returnTo=/);
  const form = page.getByRole('main');
  await form.getByLabel('Email', {exact: true}).fill(account.email);
  await form.getByLabel('Password', {exact: true}).fill(account.password);
  await form.getByRole('button', {name: 'Login'}).click();
  await expectQuestionAnswered(page);
});
