// Sign-in faults: an account disabled or a session revoked while the reader is signed in (real
// emulator, changed with its admin API), and answers the Auth emulator never gives (rate limiting,
// no network), which the browser fakes at the network level for the sign-in request only.
import {expect, test, type Page} from './support/test';
import {createAccount, disableAccount, resetEmulators, revokeSessions, signInThroughLoginPage} from './support/firebase';

test.beforeEach(async () => {
  await resetEmulators();
});

const SIGN_IN_REQUEST = '**/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword**';

/**
 * Errors the page reports in its console. Chromium's own "Failed to load resource" lines are left
 * out: they only echo the HTTP status of a request (here the 400 with which the server refuses a
 * revoked or disabled session), which is the very fault under test, not an error of the site.
 */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) errors.push(message.text());
  });
  return errors;
}

async function tryToLogIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/docs');
  await page.getByRole('contentinfo').getByRole('button', {name: 'Community'}).click();
  const dialog = page.getByRole('dialog', {name: 'Login to Community'});
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password').fill(password);
  await dialog.getByRole('button', {name: 'Login'}).click();
}

test('a reader whose account is disabled meanwhile is signed out on the next visit, and told why', async ({page}) => {
  const account = await createAccount('disabled.later@example.com');
  const errors = consoleErrors(page);
  await signInThroughLoginPage(page, account);
  await disableAccount(account.uid);

  await page.reload();
  const notice = page.getByRole('alert').filter({hasText: 'You have been signed out.'});
  await expect(notice).toHaveText(/You have been signed out\. Your session has ended: .*the account was disabled\. Please log in again\./);
  await expect(page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'Login'})).toBeVisible();
  await expect(page.getByRole('button', {name: 'disabled.later'})).toHaveCount(0);
  // Signed out for good: another reload brings neither the session nor the notice back, and
  // logging in again says what happened to the account.
  await page.reload();
  await expect(page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'Login'})).toBeVisible();
  await expect(notice).toHaveCount(0);
  await tryToLogIn(page, account.email, account.password);
  await expect(page.getByRole('dialog', {name: 'Login to Community'}).getByRole('alert')).toHaveText(
    'Failed to log in: This account has been disabled. Contact hello@pydocs.dev if you think this is a mistake.',
  );
  expect(errors).toEqual([]);
});

test('a reader whose session was revoked is signed out cleanly on reload, with a message and no console errors', async ({page}) => {
  const account = await createAccount('revoked@example.com');
  const errors = consoleErrors(page);
  await signInThroughLoginPage(page, account);
  // Revocation covers tokens issued before the current second: let the reader's token be older.
  await page.waitForTimeout(1100);
  await revokeSessions(account.uid);

  await page.reload();
  const notice = page.getByRole('alert').filter({hasText: 'You have been signed out.'});
  await expect(notice).toHaveText(/You have been signed out\. Your session has ended: it expired or was revoked.*Please log in again\./);
  await expect(page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'Login'})).toBeVisible();
  await notice.getByRole('button', {name: 'Dismiss'}).click();
  await expect(notice).toHaveCount(0);
  await page.goto('/chat');
  await expect(page.getByRole('button', {name: 'Log in to start chatting'})).toBeVisible();
  expect(errors).toEqual([]);
});

test('too many sign-in attempts get a friendly "wait a few minutes" banner', async ({page}) => {
  await createAccount('eager@example.com');
  // The Auth emulator does not rate-limit; answer as the real service does when it does.
  await page.route(SIGN_IN_REQUEST, (route) =>
    route.fulfill({
      status: 400,
      contentType: 'application/json',
      body: JSON.stringify({
        error: {
          code: 400,
          message: 'TOO_MANY_ATTEMPTS_TRY_LATER : Access to this account has been temporarily disabled due to many failed login attempts.',
          errors: [{message: 'TOO_MANY_ATTEMPTS_TRY_LATER', domain: 'global', reason: 'invalid'}],
        },
      }),
    }),
  );
  await tryToLogIn(page, 'eager@example.com', 'correct-horse-1');
  const dialog = page.getByRole('dialog', {name: 'Login to Community'});
  await expect(dialog.getByRole('alert')).toHaveText(
    'Failed to log in: Too many attempts. Please wait a few minutes and try again, or reset your password.',
  );
  await expect(dialog.getByRole('button', {name: 'Login'})).toBeEnabled();
});

test('a sign-in that cannot reach the server says to check the connection, and the next try works', async ({page}) => {
  const account = await createAccount('flaky.wifi@example.com');
  // A dropped connection for the sign-in request alone (the page itself is already loaded).
  await page.route(SIGN_IN_REQUEST, (route) => route.abort('internetdisconnected'));
  await tryToLogIn(page, account.email, account.password);
  const dialog = page.getByRole('dialog', {name: 'Login to Community'});
  await expect(dialog.getByRole('alert')).toHaveText(
    'Failed to log in: We could not reach the login service. Check your connection and try again.',
  );

  await page.unroute(SIGN_IN_REQUEST);
  await dialog.getByRole('button', {name: 'Login'}).click();
  await expect(page).toHaveURL(/\/community$/);
  await expect(page.getByRole('button', {name: 'flaky.wifi'})).toBeVisible();
});
