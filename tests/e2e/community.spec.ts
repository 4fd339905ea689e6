// The community, end to end: two readers in two browsers against the real emulators.
import AxeBuilder from '@axe-core/playwright';
import {expect, test, type Browser, type BrowserContext, type Locator, type Page} from './support/test';
import {newPost} from '../../src/features/community/model';
import {lateEventsFired} from './support/lateEvents';
import {createAccount, listDocuments, readDocument, resetEmulators, signInThroughLoginPage, verifyEmail, writeDocuments, type StoredValue, type TestAccount} from './support/firebase';

const FIRESTORE = `http://${process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080'}`;
const PROJECT_ID = process.env.PYDOCS_PROJECT_ID ?? 'demo-pydocs';

const QUESTION = {
  title: 'Why does my generator stop after the first loop?',
  body: 'I loop over `squares` twice and the second loop prints nothing:\n\n```python\nsquares = (n * n for n in range(3))\nfor s in squares:\n    print(s)\nfor s in squares:\n    print(s)\n```',
  tags: 'generators iterators',
};
const ANSWER = 'A generator is an iterator: it is used up after one pass. Build a list with `list(squares)` if you need to loop twice.';
/** How the answer reads on the page (Markdown rendered). */
const ANSWER_TEXT = 'A generator is an iterator: it is used up after one pass.';

type Reader = Readonly<{account: TestAccount; context: BrowserContext; page: Page}>;

/** A new profile's public name: never anything from the e-mail address. */
const DEFAULT_NAME = /Reader \d{6}/;

async function signedInReader(browser: Browser, email: string, verified = false): Promise<Reader> {
  const account = await createAccount(email);
  if (verified) await verifyEmail(account.uid);
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInThroughLoginPage(page, account);
  return {account, context, page};
}

/** Opens /community and waits until Firestore has answered. */
async function openCommunity(page: Page): Promise<void> {
  await page.goto('/community');
  await expect(page.getByRole('status').filter({hasText: 'Connection:'})).toContainText('Online');
}

async function askQuestion(page: Page, question: {title: string; body: string; tags: string}): Promise<string> {
  await page.getByRole('button', {name: 'Ask a question'}).click();
  await page.getByLabel('Title', {exact: true}).fill(question.title);
  await page.getByLabel('Details', {exact: true}).fill(question.body);
  await page.getByLabel('Tags', {exact: true}).fill(question.tags);
  await page.getByRole('button', {name: 'Post your question'}).click();
  await expect(page).toHaveURL(/\/community\/question\?id=/);
  await expect(page.getByRole('heading', {level: 1, name: question.title})).toBeVisible();
  return new URL(page.url()).searchParams.get('id') ?? '';
}

const questionVotes = (page: Page) => page.getByRole('group', {name: 'Votes on this question'});
const answerArticle = (page: Page, text: string): Locator => page.getByRole('article').filter({hasText: text});

/** A Firestore REST integer field, e.g. {integerValue: "1"}. */
async function storedNumber(path: string, field: string): Promise<number | null> {
  const document = (await readDocument(path)) as {fields?: Record<string, {integerValue?: string}>} | null;
  const value = document?.fields?.[field]?.integerValue;
  return value === undefined ? null : Number(value);
}

/** Writes a document with owner access (bypassing rules): data other features own, like chats. */
async function writeDocument(path: string, fields: Record<string, string>): Promise<void> {
  const body = {fields: Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, {stringValue: value}]))};
  const response = await fetch(`${FIRESTORE}/v1/projects/${PROJECT_ID}/databases/(default)/documents/${path}`, {
    method: 'PATCH',
    headers: {'content-type': 'application/json', authorization: 'Bearer owner'},
    body: JSON.stringify(body),
  });
  expect(response.ok).toBe(true);
}

test.beforeEach(async () => {
  await resetEmulators();
});

/** A stored question as the UI writes it (the model's own builder, timestamps resolved), for seeding the list. */
function storedQuestion(title: string, createdAt: string, overrides: Record<string, StoredValue> = {}): Record<string, StoredValue> {
  const question = {title, body: 'The details of this question, long enough for the rules to accept them.', tags: ['files']};
  return {...newPost(question, 'seeded-author', null as never), createdAt: new Date(createdAt), ...overrides} as Record<string, StoredValue>;
}

test('a reader opening the community sees the questions before the live database code has arrived, and live updates follow', async ({browser}) => {
  await writeDocuments([
    {path: 'posts/older', data: storedQuestion('How do I read a file line by line?', '2026-11-20T10:00:00Z')},
    {path: 'posts/hidden', data: storedQuestion('A hidden question nobody should see listed', '2026-11-21T10:00:00Z', {hidden: true})},
  ]);
  // Service workers blocked so every script goes through the route below.
  const context = await browser.newContext({serviceWorkers: 'block'});
  const page = await context.newPage();
  // Hold back the Firestore SDK's code: whatever the list shows meanwhile came without it.
  let releaseSdk = () => undefined as void;
  const sdkHeld = new Promise<void>((resolve) => (releaseSdk = resolve));
  let sdkRequested = false;
  await page.route(/\/assets\/js\/[^/]+\.js$/, async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (/Firestore shutting down|The client has already been terminated/.test(body)) {
      sdkRequested = true;
      await sdkHeld;
    }
    const headers = Object.fromEntries(Object.entries(response.headers()).filter(([name]) => !/^content-(encoding|length)$/i.test(name)));
    await route.fulfill({status: response.status(), headers, body});
  });

  await page.goto('/community');
  const list = page.getByRole('list', {name: 'Newest questions'});
  await expect(list.getByRole('link', {name: 'How do I read a file line by line?'})).toBeVisible();
  const titles = list.getByRole('heading', {level: 2});
  await expect(titles).toHaveText(['How do I read a file line by line?']);
  await expect(page.getByRole('status').filter({hasText: 'Connection:'})).toContainText('Connecting…');
  // The SDK is asked for once the first questions are on screen.
  await expect.poll(() => sdkRequested).toBe(true);

  releaseSdk();
  await expect(page.getByRole('status').filter({hasText: 'Connection:'})).toContainText('Online');
  await writeDocuments([{path: 'posts/newer', data: storedQuestion('Why is my list comprehension slower than map?', '2026-11-22T10:00:00Z')}]);
  await expect(titles).toHaveText(['Why is my list comprehension slower than map?', 'How do I read a file line by line?']);
  await context.close();
});

test('opening the community asks for the questions while the page’s code is still downloading, and only once', async ({browser}) => {
  await writeDocuments([{path: 'posts/older', data: storedQuestion('How do I read a file line by line?', '2026-11-20T10:00:00Z')}]);
  const context = await browser.newContext({serviceWorkers: 'block'});
  const page = await context.newPage();
  // Every script of the site is held back until the questions have been asked for.
  let releaseScripts = () => undefined as void;
  const scriptsHeld = new Promise<void>((resolve) => (releaseScripts = resolve));
  await page.route(/\/assets\/js\/[^/]+\.js$/, async (route) => {
    await scriptsHeld;
    await route.continue();
  });
  const questionRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes(':runQuery')) questionRequests.push(request.url());
  });

  await page.goto('/community', {waitUntil: 'commit'});
  await expect.poll(() => questionRequests.length).toBe(1);
  releaseScripts();
  const list = page.getByRole('list', {name: 'Newest questions'});
  await expect(list.getByRole('link', {name: 'How do I read a file line by line?'})).toBeVisible();
  await expect(page.getByRole('status').filter({hasText: 'Connection:'})).toContainText('Online');
  // The page's code used that answer: it did not ask again.
  expect(questionRequests).toHaveLength(1);
  await context.close();
});

test('opening the community, the page’s HTML draws the first questions before any of its code has run, and the list takes their place without moving anything', async ({browser}) => {
  await writeDocuments([
    {path: 'posts/older', data: storedQuestion('How do I read a file line by line?', '2026-11-20T10:00:00Z', {score: 2, answerCount: 1, acceptedAnswerId: 'a1'})},
    {path: 'posts/newer', data: storedQuestion('Why is <b>my</b> list <img src=x onerror=alert(1)> shared?', '2026-11-22T10:00:00Z')},
  ]);
  const context = await browser.newContext({serviceWorkers: 'block'});
  const page = await context.newPage();
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.addInitScript(() => {
    // Each shift with what moved (tag, class, text, from → to), so a failure names the element.
    const shifts: string[] = [];
    (window as unknown as {layoutShifts: string[]}).layoutShifts = shifts;
    type Rect = {x: number; y: number; width: number; height: number};
    type Shift = {value: number; hadRecentInput: boolean; sources?: Array<{node?: Node; previousRect: Rect; currentRect: Rect}>};
    const box = (rect: Rect) => `${Math.round(rect.x)},${Math.round(rect.y)} ${Math.round(rect.width)}×${Math.round(rect.height)}`;
    const describe = (node?: Node) =>
      node instanceof Element ? `<${node.tagName.toLowerCase()} class="${node.className}">${(node.textContent ?? '').slice(0, 40)}` : String(node?.nodeName);
    new PerformanceObserver((entries) => {
      for (const shift of entries.getEntries() as unknown as Shift[]) {
        if (shift.hadRecentInput) continue;
        const moved = (shift.sources ?? []).map((source) => `${describe(source.node)} ${box(source.previousRect)} → ${box(source.currentRect)}`);
        shifts.push(`${shift.value.toFixed(4)}: ${moved.join('; ')}`);
      }
    }).observe({type: 'layout-shift', buffered: true});
  });
  // Every script of the site is held back: what shows meanwhile is the HTML's own doing.
  let releaseScripts = () => undefined as void;
  const scriptsHeld = new Promise<void>((resolve) => (releaseScripts = resolve));
  await page.route(/\/assets\/js\/[^/]+\.js$/, async (route) => {
    await scriptsHeld;
    await route.continue();
  });

  await page.goto('/community', {waitUntil: 'domcontentloaded'});
  const list = page.getByRole('list', {name: 'Newest questions'});
  const titles = list.getByRole('heading', {level: 2});
  await expect(titles).toHaveText(['Why is <b>my</b> list <img src=x onerror=alert(1)> shared?', 'How do I read a file line by line?']);
  // No code of the site has run: the server's HTML says "not hydrated" until React says otherwise.
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'false');
  await expect(page.getByText('Loading questions…')).toBeHidden();
  await expect(list.locator('img, b')).toHaveCount(0);
  await expect(list.getByRole('link', {name: 'How do I read a file line by line?'})).toHaveAttribute('href', '/community/question?id=older');
  const rowParts = () =>
    list.locator(':scope > li').evaluateAll((rows) =>
      rows.map((row) => ({
        stats: row.firstElementChild?.textContent,
        title: row.querySelector('h2 a')?.getAttribute('href'),
        tags: [...row.querySelectorAll('ul a')].map((tag) => `${tag.textContent} ${tag.getAttribute('href')}`),
        time: row.querySelector('time')?.getAttribute('datetime'),
      })),
    );
  const drawn = await rowParts();
  expect(drawn[1]).toEqual({stats: '2 votes✓ 1 answer, one accepted', title: '/community/question?id=older', tags: ['files /community?tag=files'], time: '2026-11-20T10:00:00.000Z'});

  releaseScripts();
  await page.waitForSelector('html[data-has-hydrated="true"]');
  // The list React renders itself has replaced the drawn one: the same rows, in the same place.
  await expect(page.locator('#community-first-page')).toHaveCount(0);
  await expect(list).toHaveCount(1);
  await expect(titles).toHaveCount(2);
  expect(await rowParts()).toEqual(drawn);
  expect(await page.evaluate(() => (window as unknown as {layoutShifts: string[]}).layoutShifts)).toEqual([]);
  expect(dialogs).toEqual([]);
  await context.close();
});

test('two readers: A asks, B sees it live and answers, A sees the answer live and accepts it, votes count once', async ({browser}) => {
  const ada = await signedInReader(browser, 'ada@example.com');
  const bob = await signedInReader(browser, 'bob@example.com');

  await openCommunity(bob.page);
  await expect(bob.page.getByText('No questions yet. Ask the first one!')).toBeVisible();
  // Proof that B's page is never reloaded: this mark would vanish with a reload.
  await bob.page.evaluate(() => Object.assign(window, {stillTheSamePage: true}));

  await openCommunity(ada.page);
  const postId = await askQuestion(ada.page, QUESTION);
  await expect(ada.page.getByRole('main')).toContainText(new RegExp(`asked by ${DEFAULT_NAME.source}`));
  await expect(ada.page.getByRole('main')).not.toContainText('asked by ada');

  // B sees the question appear in the list, live.
  const row = bob.page.getByRole('link', {name: QUESTION.title});
  await expect(row).toBeVisible();
  expect(await bob.page.evaluate(() => (window as unknown as {stillTheSamePage?: boolean}).stillTheSamePage)).toBe(true);

  // B answers.
  await row.click();
  await expect(bob.page.getByRole('heading', {level: 1, name: QUESTION.title})).toBeVisible();
  await bob.page.getByLabel('Answer', {exact: true}).fill(ANSWER);
  await bob.page.getByRole('button', {name: 'Post your answer'}).click();
  await expect(answerArticle(bob.page, ANSWER_TEXT)).toBeVisible();

  // A sees it live (no reload) and accepts it; B sees the acceptance live.
  await expect(ada.page.getByRole('heading', {level: 2, name: '1 Answer'})).toBeVisible();
  const answerForAda = answerArticle(ada.page, ANSWER_TEXT);
  await expect(answerForAda).toContainText(new RegExp(`answered by ${DEFAULT_NAME.source}`));
  await answerForAda.getByRole('button', {name: 'Accept this answer'}).click();
  await expect(answerForAda).toContainText('Accepted answer');
  await expect(answerArticle(bob.page, ANSWER_TEXT)).toContainText('Accepted answer');
  await expect.poll(async () => ((await readDocument(`posts/${postId}`)) as {fields: Record<string, {stringValue?: string}>}).fields.acceptedAnswerId.stringValue).toMatch(/\w+/);

  // B upvotes the question: +1. Clicking again takes it back, once more adds it again: never +2.
  const upvote = questionVotes(bob.page).getByRole('button', {name: 'Upvote this question'});
  await upvote.click();
  await expect(questionVotes(bob.page)).toContainText('Score: 1');
  await expect(upvote).toHaveAttribute('aria-pressed', 'true');
  await expect(questionVotes(ada.page)).toContainText('Score: 1');
  await upvote.click();
  await expect(upvote).toHaveAttribute('aria-pressed', 'false');
  await expect(questionVotes(bob.page)).toContainText('Score: 0');
  await upvote.click();
  await expect(upvote).toHaveAttribute('aria-pressed', 'true');
  // The server ends up with one vote and a score of exactly 1, never 2.
  const serverVotes = async () => [await storedNumber(`posts/${postId}`, 'score'), (await listDocuments(`posts/${postId}/votes`)).length];
  await expect.poll(serverVotes).toEqual([1, 1]);
  // Switching to a downvote moves the score by two, to -1.
  await questionVotes(bob.page).getByRole('button', {name: 'Downvote this question'}).click();
  await expect.poll(serverVotes).toEqual([-1, 1]);
  await expect(questionVotes(ada.page)).toContainText('Score: -1');

  // A cannot vote on their own question, but votes on B's answer.
  await expect(questionVotes(ada.page).getByRole('button', {name: 'Upvote this question'})).toBeDisabled();
  await expect(questionVotes(ada.page).getByRole('button', {name: 'Downvote this question'})).toBeDisabled();
  await answerForAda.getByRole('button', {name: 'Upvote this answer'}).click();
  const answers = await listDocuments(`posts/${postId}/answers`);
  expect(answers).toHaveLength(1);
  const answerPath = answers[0].name.slice(answers[0].name.indexOf('/documents/') + '/documents/'.length);
  await expect.poll(() => storedNumber(answerPath, 'score')).toBe(1);
  await expect(answerArticle(bob.page, ANSWER_TEXT).getByRole('group', {name: 'Votes on this answer'})).toContainText('Score: 1');
  expect(await storedNumber(`posts/${postId}`, 'answerCount')).toBe(1);

  await ada.context.close();
  await bob.context.close();
});

test('an author sees the vote buttons on their own question greyed out, with the reason written next to them', async ({page}) => {
  const account = await createAccount('ada@example.com');
  await signInThroughLoginPage(page, account);
  await openCommunity(page);
  await askQuestion(page, QUESTION);
  const votes = questionVotes(page);
  const up = votes.getByRole('button', {name: 'Upvote this question'});
  await expect(up).toBeDisabled();
  await expect(votes.getByRole('button', {name: 'Downvote this question'})).toBeDisabled();
  // Written on screen for everyone (not a 1 px box for screen readers only), and still the
  // buttons' description.
  const reason = votes.getByText('You cannot vote on your own question.');
  await expect(reason).toBeVisible();
  const box = (await reason.boundingBox())!;
  expect(box.width * box.height).toBeGreaterThan(400);
  await expect(up).toHaveAccessibleDescription('You cannot vote on your own question.');
  // Greyed out: a flat grey disc, not the white one of a button that works.
  expect(await up.evaluate((button) => getComputedStyle(button).backgroundColor)).not.toBe('rgb(255, 255, 255)');
});

test('a signed-out reader can read everything, but asking or answering opens the login modal', async ({browser, page}) => {
  const ada = await signedInReader(browser, 'ada@example.com');
  await openCommunity(ada.page);
  await askQuestion(ada.page, QUESTION);
  await ada.context.close();

  await openCommunity(page);
  await page.getByRole('link', {name: QUESTION.title}).click();
  await expect(page.getByRole('heading', {level: 1, name: QUESTION.title})).toBeVisible();
  await expect(page.getByRole('main')).toContainText('the second loop prints nothing');
  await page.getByRole('button', {name: 'Log in to answer'}).click();
  await expect(page.getByRole('dialog', {name: 'Login to Community'})).toBeVisible();
  await page.getByRole('button', {name: 'Close'}).click();

  await page.getByRole('link', {name: 'All questions'}).click();
  await page.getByRole('button', {name: 'Ask a question'}).click();
  await expect(page.getByRole('dialog', {name: 'Login to Community'})).toBeVisible();
  await expect(page.getByLabel('Title', {exact: true})).toHaveCount(0);
});

test('a question with an <img onerror> and a javascript: link renders inert for everyone', async ({browser}) => {
  const ada = await signedInReader(browser, 'ada@example.com');
  const bob = await signedInReader(browser, 'bob@example.com');
  const dialogs: string[] = [];
  for (const reader of [ada, bob]) {
    reader.page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
  }

  await openCommunity(ada.page);
  const postId = await askQuestion(ada.page, {
    title: 'Is this HTML in my question a problem?',
    body: 'Look: <img src=x onerror=alert(1)> and [click me](javascript:alert(2)) and <script>alert(3)</script>.',
    tags: 'security',
  });
  await bob.page.goto(`/community/question?id=${postId}`);

  for (const {page} of [ada, bob]) {
    const question = page.getByRole('article').first();
    await expect(question).toContainText('<img src=x onerror=alert(1)>');
    await expect(question.getByText('click me')).toBeVisible();
    await expect(question.locator('img')).toHaveCount(0);
    await expect(question.locator('script')).toHaveCount(0);
    await expect(page.locator('a[href^="javascript:" i]')).toHaveCount(0);
    await question.getByText('click me').click();
    // Whatever the click started (a `javascript:` navigation would open its alert) has run.
    await lateEventsFired(page);
    await expect(page).toHaveURL(/\/community\/question\?id=/);
  }
  expect(dialogs).toEqual([]);

  await ada.context.close();
  await bob.context.close();
});

test('a question asked offline waits as pending and is published when the connection returns', async ({browser}) => {
  const ada = await signedInReader(browser, 'ada@example.com');
  await openCommunity(ada.page);
  await ada.page.getByRole('button', {name: 'Ask a question'}).click();

  await ada.context.setOffline(true);
  await expect(ada.page.getByRole('status').filter({hasText: 'Connection:'})).toContainText('Offline');
  await expect(ada.page.getByRole('alert').filter({hasText: 'You are offline.'})).toBeVisible();

  await ada.page.getByLabel('Title', {exact: true}).fill('How do I retry a flaky network call?');
  await ada.page.getByLabel('Details', {exact: true}).fill('My `urllib.request.urlopen` call fails now and then. What is a clean way to retry it with backoff?');
  await ada.page.getByLabel('Tags', {exact: true}).fill('networking retry');
  await ada.page.getByRole('button', {name: 'Post your question'}).click();

  await expect(ada.page).toHaveURL(/\/community\/question\?id=/);
  const postId = new URL(ada.page.url()).searchParams.get('id') ?? '';
  await expect(ada.page.getByRole('heading', {level: 1, name: 'How do I retry a flaky network call?'})).toBeVisible();
  await expect(ada.page.getByRole('article').first()).toContainText('Waiting to sync');
  expect(await readDocument(`posts/${postId}`)).toBeNull();

  await ada.context.setOffline(false);
  await expect(ada.page.getByRole('article').first()).not.toContainText('Waiting to sync', {timeout: 30_000});
  await expect.poll(() => readDocument(`posts/${postId}`), {timeout: 30_000}).not.toBeNull();
  await expect(ada.page.getByRole('status').filter({hasText: 'Connection:'})).toContainText('Online');

  await ada.page.getByRole('link', {name: 'All questions'}).click();
  const row = ada.page.getByRole('listitem').filter({has: ada.page.getByRole('link', {name: 'How do I retry a flaky network call?'})});
  await expect(row).toBeVisible();
  await expect(row).not.toContainText('Waiting to sync');
  await ada.context.close();
});

test('an answer typed before the page closed is still there when the reader comes back', async ({browser}) => {
  const ada = await signedInReader(browser, 'ada@example.com');
  await openCommunity(ada.page);
  const postId = await askQuestion(ada.page, QUESTION);
  await ada.page.getByLabel('Answer', {exact: true}).fill('Half an answer, not sent yet');
  await ada.page.goto('/docs');
  await ada.page.goto(`/community/question?id=${postId}`);
  await expect(ada.page.getByLabel('Answer', {exact: true})).toHaveValue('Half an answer, not sent yet');
  await ada.context.close();
});

test('a reader deletes their account: chats and newsletter entry go, their question stays by "deleted user"', async ({browser, page}) => {
  // Her address is verified: only then may her newsletter entry be found by it (firestore.rules).
  const ada = await signedInReader(browser, 'ada@example.com', true);
  await openCommunity(ada.page);
  const postId = await askQuestion(ada.page, QUESTION);
  await ada.page.getByRole('contentinfo').getByRole('textbox', {name: 'Email address'}).fill('ada@example.com');
  await ada.page.getByRole('contentinfo').getByRole('button', {name: 'Subscribe'}).click();
  const adasEntries = async () => (await listDocuments('newsletter')).filter((entry) => JSON.stringify(entry.fields).includes('ada@example.com')).length;
  await expect.poll(adasEntries).toBe(1);
  await writeDocument(`users/${ada.account.uid}/chats/c1`, {title: 'Generators'});
  await writeDocument(`users/${ada.account.uid}/chats/c1/messages/m1`, {text: 'What is yield?'});

  await ada.page.getByRole('link', {name: 'Your profile'}).click();
  await expect(ada.page.getByLabel('Display name')).toHaveValue(new RegExp(`^${DEFAULT_NAME.source}$`));
  await ada.page.getByRole('button', {name: 'Delete my account…'}).click();
  await ada.page.getByRole('button', {name: 'Yes, delete my account'}).click();
  await expect(ada.page.getByRole('heading', {name: 'Your account has been deleted'})).toBeVisible();

  expect(await readDocument(`users/${ada.account.uid}`)).toBeNull();
  expect(await readDocument(`users/${ada.account.uid}/chats/c1`)).toBeNull();
  expect(await readDocument(`users/${ada.account.uid}/chats/c1/messages/m1`)).toBeNull();
  expect(await adasEntries()).toBe(0);
  expect(await readDocument(`posts/${postId}`)).not.toBeNull();

  await page.goto(`/community/question?id=${postId}`);
  await expect(page.getByRole('main')).toContainText('asked by deleted user');
  await ada.context.close();
});

test('a reader renames themselves and their posts show the new name', async ({browser}) => {
  const ada = await signedInReader(browser, 'ada@example.com');
  await openCommunity(ada.page);
  const postId = await askQuestion(ada.page, QUESTION);
  await ada.page.goto('/community/profile');
  await ada.page.getByLabel('Display name').fill('Ada L.');
  await ada.page.getByRole('button', {name: 'Save name'}).click();
  await expect(ada.page.getByText('Saved.')).toBeVisible();
  await ada.page.goto(`/community/question?id=${postId}`);
  await expect(ada.page.getByRole('main')).toContainText('asked by Ada L.');
  await ada.context.close();
});

test('a reader who asks again within 30 seconds is told to wait, and their question stays in the form', async ({browser}) => {
  const ada = await signedInReader(browser, 'ada@example.com');
  await openCommunity(ada.page);
  await askQuestion(ada.page, QUESTION);
  // A reload forgets what the page knew: the server's rules are what refuse the second question.
  await ada.page.reload();
  await ada.page.getByRole('link', {name: 'All questions'}).click();
  await ada.page.getByRole('button', {name: 'Ask a question'}).click();
  await ada.page.getByLabel('Title', {exact: true}).fill('How do I read a file line by line?');
  await ada.page.getByLabel('Details', {exact: true}).fill('I call `open(path).read()` and get one long string. How do I loop over the lines instead?');
  await ada.page.getByLabel('Tags', {exact: true}).fill('files');
  await ada.page.getByRole('button', {name: 'Post your question'}).click();
  await expect(ada.page.getByRole('alert').filter({hasText: 'You can ask one question every 30 seconds — try again in a moment.'})).toBeVisible();
  await expect(ada.page.getByLabel('Title', {exact: true})).toHaveValue('How do I read a file line by line?');
  await expect(ada.page.getByLabel('Tags', {exact: true})).toHaveValue('files');
  expect((await listDocuments('posts')).length).toBe(1);
  await ada.context.close();
});

test('doc pages never load Firestore; only the community does', async ({page}) => {
  const firestoreRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('google.firestore') || request.url().startsWith(FIRESTORE)) firestoreRequests.push(request.url());
  });
  await page.goto('/docs/python-basics/functions');
  await page.waitForLoadState('networkidle');
  expect(firestoreRequests).toEqual([]);
  await page.getByRole('navigation').getByRole('link', {name: 'Community', exact: true}).first().click();
  await expect.poll(() => firestoreRequests.length).toBeGreaterThan(0);
});

test('the list, a question with its answer form, and the profile pass an accessibility check', async ({browser}) => {
  const ada = await signedInReader(browser, 'ada@example.com');
  await openCommunity(ada.page);
  const postId = await askQuestion(ada.page, QUESTION);
  await ada.page.getByLabel('Answer', {exact: true}).fill('Draft with `code` and **bold** in the preview.');
  const check = async () => {
    const results = await new AxeBuilder({page: ada.page}).include('main').withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze();
    expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
  };
  await check();
  await ada.page.goto('/community');
  await expect(ada.page.getByRole('link', {name: QUESTION.title})).toBeVisible();
  await ada.page.getByRole('button', {name: 'Ask a question'}).click();
  await ada.page.getByRole('button', {name: 'Post your question'}).click();
  await check();
  await ada.page.goto('/community/profile');
  await expect(ada.page.getByLabel('Display name')).toHaveValue(new RegExp(`^${DEFAULT_NAME.source}$`));
  await check();
  expect(postId).not.toBe('');
  await ada.context.close();
});
