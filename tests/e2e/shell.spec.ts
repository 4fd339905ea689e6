import {readFileSync, readdirSync} from 'node:fs';
import {expect, test} from './support/test';
import {createAccount, listDocuments, resetEmulators, sentEmails, signInThroughLoginPage} from './support/firebase';

test.beforeEach(async () => {
  await resetEmulators();
});

test.describe('signing in', () => {
  test('a signed-out reader sees a Login link to /login in the header', async ({page}) => {
    await page.goto('/docs');
    const login = page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'Login'});
    await expect(login).toBeVisible();
    await expect(login).toHaveAttribute('href', /^\/login\?returnTo=%2Fdocs/);
  });

  test('a signed-out reader opens the Community link in the footer and gets the login modal, which closes', async ({page}) => {
    await page.goto('/docs');
    await page.getByRole('contentinfo').getByRole('button', {name: 'Community'}).click();
    const dialog = page.getByRole('dialog', {name: 'Login to Community'});
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Email')).toBeFocused();
    await dialog.getByRole('button', {name: 'Close'}).click();
    await expect(dialog).toHaveCount(0);
    await page.getByRole('contentinfo').getByRole('button', {name: 'Community'}).click();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('a wrong password keeps the modal open with the "Failed to log in" banner', async ({page}) => {
    await createAccount('ada@example.com', 'right-password');
    await page.goto('/docs');
    await page.getByRole('contentinfo').getByRole('button', {name: 'Community'}).click();
    const dialog = page.getByRole('dialog', {name: 'Login to Community'});
    await dialog.getByLabel('Email').fill('ada@example.com');
    await dialog.getByLabel('Password').fill('wrong-password');
    await dialog.getByRole('button', {name: 'Login'}).click();
    await expect(dialog.getByRole('alert')).toHaveText('Failed to log in: The e-mail address or password is incorrect.');
    await expect(dialog).toBeVisible();
  });

  test('the button reads "Logging in..." while the sign-in request is on its way', async ({page}) => {
    const account = await createAccount('grace@example.com');
    // Hold the real request for a moment (it still reaches the Auth emulator) to see the pending state.
    await page.route('**/identitytoolkit.googleapis.com/**signInWithPassword**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await page.goto('/docs');
    await page.getByRole('contentinfo').getByRole('button', {name: 'Community'}).click();
    const dialog = page.getByRole('dialog', {name: 'Login to Community'});
    await dialog.getByLabel('Email').fill(account.email);
    await dialog.getByLabel('Password').fill(account.password);
    await dialog.getByRole('button', {name: 'Login'}).click();
    await expect(dialog.getByRole('button', {name: 'Logging in...'})).toBeDisabled();
    await expect(page).toHaveURL(/\/community$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('after signing in, the header shows the name before the @ with My Chats and Sign Out', async ({page}) => {
    const account = await createAccount('guido.fan@example.com');
    await signInThroughLoginPage(page, account);
    const userButton = page.getByRole('button', {name: 'guido.fan'});
    await userButton.click();
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem', {name: 'My Chats'})).toHaveAttribute('href', '/chat');
    await page.keyboard.press('Escape');
    await expect(menu).toHaveCount(0);
    await expect(userButton).toBeFocused();
    await userButton.press('Enter');
    await expect(page.getByRole('menuitem', {name: 'My Chats'})).toBeFocused();
    await page.getByRole('menuitem', {name: 'Sign Out'}).click();
    await expect(page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'Login'})).toBeVisible();
    await expect(page.getByRole('button', {name: 'guido.fan'})).toHaveCount(0);
  });

  test('the user menu closes when the reader clicks elsewhere', async ({page}) => {
    const account = await createAccount('outside@example.com');
    await signInThroughLoginPage(page, account);
    await page.getByRole('button', {name: 'outside'}).click();
    await expect(page.getByRole('menu')).toBeVisible();
    // Click the page's own heading: a spot of plain content that nothing (the fixed navbar, a
    // scroll) can cover, unlike a corner of <main>.
    await page.locator('article').getByRole('heading', {level: 1}).click();
    await expect(page.getByRole('menu')).toHaveCount(0);
  });

  test('signing in in one tab shows up in another tab', async ({context}) => {
    const account = await createAccount('two.tabs@example.com');
    const first = await context.newPage();
    const second = await context.newPage();
    await second.goto('/docs/advanced/decorators');
    await expect(second.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'Login'})).toBeVisible();
    await signInThroughLoginPage(first, account);
    await expect(second.getByRole('button', {name: 'two.tabs'})).toBeVisible({timeout: 15_000});
  });

  test('on a login page whose scripts are still on their way, nothing typed is lost and no password goes into the URL', async ({page}) => {
    const account = await createAccount('early@example.com');
    let releaseScripts!: () => void;
    const scriptsReleased = new Promise<void>((resolve) => (releaseScripts = resolve));
    await page.route('**/assets/js/**', async (route) => {
      await scriptsReleased;
      await route.continue();
    });
    await page.goto('/login', {waitUntil: 'domcontentloaded'});
    const email = page.getByLabel('Email', {exact: true});
    await expect(email).toBeVisible();
    // The form is there but does not work yet: it says so instead of swallowing the reader's input.
    await expect(email).not.toBeEditable();
    await expect(page.getByRole('button', {name: 'Login'})).toBeDisabled();
    await email.click();
    await page.keyboard.type(account.email);
    await page.keyboard.press('Enter');
    await expect(email).toHaveValue('');
    expect(page.url()).not.toContain('password');
    releaseScripts();
    await expect(email).toBeEditable();
    await email.fill(account.email);
    await page.getByLabel('Password', {exact: true}).fill(account.password);
    await page.getByRole('button', {name: 'Login'}).click();
    await expect(page).toHaveURL(/\/community$/);
    await expect(page.getByRole('button', {name: 'early'})).toBeVisible();
  });

  test('a new reader creates an account from the login page and is signed in', async ({page}) => {
    await page.goto('/login');
    await page.getByRole('button', {name: 'Create an account'}).click();
    await expect(page.getByRole('heading', {name: 'Create your PyDocs account'})).toBeVisible();
    await page.getByLabel('Email', {exact: true}).fill('newcomer@example.com');
    await page.getByLabel('Password', {exact: true}).fill('12345');
    await page.getByLabel('Confirm password').fill('12345');
    await page.getByRole('button', {name: 'Create account'}).click();
    await expect(page.getByRole('main').getByRole('alert')).toHaveText('The password must be at least 6 characters long.');
    await page.getByLabel('Password', {exact: true}).fill('a-longer-secret');
    await page.getByLabel('Confirm password').fill('a-longer-secret');
    await page.getByRole('button', {name: 'Create account'}).click();
    await expect(page).toHaveURL(/\/community$/);
    await expect(page.getByRole('button', {name: 'newcomer'})).toBeVisible();
  });

  test('the published /login names no demo accounts: they exist only in a developer\'s emulators', async ({page}) => {
    await page.goto('/login');
    await expect(page.getByRole('main').getByRole('button', {name: 'Login'})).toBeVisible();
    await expect(page.getByRole('complementary', {name: 'Demo accounts'})).toHaveCount(0);
    await expect(page.getByRole('main')).not.toContainText('pydocs-demo');
    // Nor does any script of the build carry them (the dev server's list is left out at build time).
    const scripts = readdirSync('build/assets/js').filter((name) => name.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((name) => readFileSync(`build/assets/js/${name}`, 'utf8').includes('grace@pydocs.dev'))).toEqual([]);
  });

  test('a reader who forgot the password asks for a reset e-mail and the emulator sends it', async ({page}) => {
    await createAccount('forgetful@example.com');
    await page.goto('/login');
    await page.getByRole('button', {name: 'Forgot password?'}).click();
    await page.getByLabel('Email', {exact: true}).fill('forgetful@example.com');
    await page.getByRole('button', {name: 'Send reset link'}).click();
    await expect(page.getByRole('main').getByRole('status')).toContainText('If an account exists for forgetful@example.com');
    await expect.poll(async () => (await sentEmails()).map((mail) => `${mail.requestType} ${mail.email}`)).toContain('PASSWORD_RESET forgetful@example.com');
  });
});

test.describe('newsletter', () => {
  test('subscribing stores one record, even when the reader subscribes twice', async ({page}) => {
    await page.goto('/docs');
    const footer = page.getByRole('contentinfo');
    for (let attempt = 0; attempt < 2; attempt++) {
      await footer.getByRole('textbox', {name: 'Email address'}).fill('Reader@Example.com');
      await footer.getByRole('button', {name: 'Subscribe'}).click();
      await expect(footer.getByRole('status')).toHaveText("Thanks! You're subscribed to the PyDocs newsletter.");
    }
    // One record, under a random id (never the address, which anyone could probe).
    const subscriptions = await listDocuments('newsletter');
    expect(subscriptions.map((doc) => doc.fields.email)).toEqual([{stringValue: 'reader@example.com'}]);
    expect(subscriptions[0].name.split('/').pop()).toMatch(/^[A-Za-z0-9]{20}$/);
  });

  test('an address the site cannot use gets a clear error and stays in the box', async ({page}) => {
    await page.goto('/docs');
    const footer = page.getByRole('contentinfo');
    const input = footer.getByRole('textbox', {name: 'Email address'});
    await input.fill('reader@localhost');
    await footer.getByRole('button', {name: 'Subscribe'}).click();
    await expect(footer.getByRole('alert')).toHaveText('Please enter a valid e-mail address, like name@example.com.');
    await expect(input).toHaveValue('reader@localhost');
    expect(await listDocuments('newsletter')).toEqual([]);
  });
});
