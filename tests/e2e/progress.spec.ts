// A reader's exercise progress in their account: joined at sign-in, shared between devices, kept
// while offline (real Chromium, real emulators). The exercises themselves, and progress on a device
// without an account, are in exercises.spec.ts.
import {expect, test, type Browser, type Page} from './support/test';
import {createAccount, listDocuments, resetEmulators, signInThroughLoginPage, writeDocuments, type TestAccount} from './support/firebase';
import {FUNCTIONS, GREET, GREET_SOLUTION, MUTABLE_DEFAULT, SCOPE, checkCode, choose, predict, result, solvedBadge} from './support/exercises';

test.beforeEach(async () => {
  await resetEmulators();
});

/** Exercise ids stored under an account, read on the server (rules bypassed). */
async function storedProgress(uid: string): Promise<string[]> {
  return (await listDocuments(`users/${uid}/progress`)).map((document) => document.name.split('/').pop() ?? '').sort();
}

async function signedInPage(browser: Browser, account: TestAccount): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signInThroughLoginPage(page, account);
  return page;
}

test.describe('progress in an account', () => {
  test('signing in joins what this device solved to the account, without duplicates, and a second browser signed in sees all of it', async ({page, browser}) => {
    const account = await createAccount('ada@example.com');
    // Solved earlier on another device: already in the account.
    await writeDocuments([{path: `users/${account.uid}/progress/${SCOPE}`, data: {solvedAt: new Date('2026-11-20T10:00:00Z')}}]);
    await page.goto(FUNCTIONS);
    await choose(page, MUTABLE_DEFAULT, "['a', 'b']");
    await predict(page, SCOPE, 'local\nglobal');
    await expect(solvedBadge(page, SCOPE)).toBeVisible();

    await signInThroughLoginPage(page, account);
    await expect.poll(() => storedProgress(account.uid), {timeout: 15_000}).toEqual([MUTABLE_DEFAULT, SCOPE]);
    await page.goto(FUNCTIONS);
    await expect(solvedBadge(page, MUTABLE_DEFAULT)).toBeVisible();
    await expect(solvedBadge(page, SCOPE)).toBeVisible();

    const second = await signedInPage(browser, account);
    await second.goto(FUNCTIONS);
    await expect(solvedBadge(second, MUTABLE_DEFAULT)).toBeVisible();
    await expect(solvedBadge(second, SCOPE)).toBeVisible();
    await expect(solvedBadge(second, GREET)).toHaveCount(0);
    // A solve on the second device reaches the first one live.
    await choose(second, MUTABLE_DEFAULT, "['a', 'b']");
    await checkCode(second, GREET, GREET_SOLUTION);
    await expect(result(second, GREET)).toContainText('All 3 checks passed.', {timeout: 30_000});
    await expect(solvedBadge(page, GREET)).toBeVisible();
    expect(await storedProgress(account.uid)).toEqual([GREET, MUTABLE_DEFAULT, SCOPE]);

    // Signed out, this device shows its own (now empty) list: the progress went to the account.
    await page.getByRole('button', {name: 'ada'}).click();
    await page.getByRole('menuitem', {name: 'Sign Out'}).click();
    await expect(solvedBadge(page, GREET)).toHaveCount(0);
    await second.context().close();
  });

  test('a solve made offline shows as solved at once and reaches the account exactly once when the connection returns', async ({page}) => {
    const account = await createAccount('grace@example.com');
    await signInThroughLoginPage(page, account);
    await page.goto(FUNCTIONS);
    // Online: one wrong try downloads the exercise's checking code and answer data.
    await choose(page, MUTABLE_DEFAULT, "['b']");
    await expect(result(page, MUTABLE_DEFAULT)).toContainText('Not quite.');

    await page.context().setOffline(true);
    await choose(page, MUTABLE_DEFAULT, "['a', 'b']");
    await expect(result(page, MUTABLE_DEFAULT)).toContainText('Correct!');
    await expect(solvedBadge(page, MUTABLE_DEFAULT)).toBeVisible();
    expect(await storedProgress(account.uid)).toEqual([]);

    await page.context().setOffline(false);
    await expect.poll(() => storedProgress(account.uid), {timeout: 20_000}).toEqual([MUTABLE_DEFAULT]);
    await page.reload();
    await expect(solvedBadge(page, MUTABLE_DEFAULT)).toBeVisible();
    expect(await storedProgress(account.uid)).toEqual([MUTABLE_DEFAULT]);
  });

  test('the user menu lists My Progress between My Chats and Sign Out', async ({page}) => {
    const account = await createAccount('linus@example.com');
    await signInThroughLoginPage(page, account);
    await page.getByRole('button', {name: 'linus'}).click();
    await expect(page.getByRole('menuitem')).toHaveText(['My Chats', 'My Progress', 'Sign Out']);
    await page.getByRole('menuitem', {name: 'My Progress'}).click();
    await expect(page).toHaveURL(/\/progress$/);
    await expect(page.getByText(/Signed in as linus: your progress is saved to your account/)).toBeVisible();
  });
});
