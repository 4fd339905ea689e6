// Faults the real emulators cannot produce on their own: no network at all, or a Firestore that
// cannot be reached. The network is cut in the browser (context.setOffline) or refused for one host
// (page.route); everything the test checks afterwards is read from the real emulators.
import {expect, test, type BrowserContext, type Page, type Request} from './support/test';
import {createAccount, listDocuments, resetEmulators, signInThroughLoginPage, writeDocuments} from './support/firebase';

// The site's service worker is part of what happens offline (playwright.config.ts blocks it elsewhere).
test.use({serviceWorkers: 'allow'});

const FIRESTORE_HOST = process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080';

test.beforeEach(async () => {
  await resetEmulators();
});

const EXISTING = {
  title: 'How do I read a file line by line?',
  body: 'I want to process a large log file without loading all of it into memory at once.',
  tags: 'files',
};
const OFFLINE_QUESTION = {
  title: 'Why does my train-ride script need the network?',
  body: 'I wrote this on a train: how do I cache `urllib` responses so the script works without a connection?',
  tags: 'networking caching',
};
const OFFLINE_ANSWER = 'Iterate over the file object: `for line in open(path)` reads one line at a time.';
const OFFLINE_CHAT = 'How do I write a generator function?';

/** Reads a Firestore REST value ({stringValue: ...}) as text. */
const text = (fields: Record<string, unknown>, name: string) => (fields[name] as {stringValue?: string} | undefined)?.stringValue;

/**
 * Playwright 1.65 applies context.setOffline to the service worker's own fetches too (the old
 * limitation, microsoft/playwright#2311, is gone now that service worker network events are on by
 * default). To be sure the network is really cut, the test records every response to a request
 * made while offline: each must be one the service worker answered from its cache; none may come
 * from the server, neither to the page directly nor to the worker's own fetch(). A request made
 * before the cut does not count: Firestore keeps a long poll open, and its answer can arrive just
 * after setOffline (the likeliest cause of one failure in CI, at stop 45).
 */
function watchNetwork(context: BrowserContext): {fromNetwork: string[]; fromCache: () => number} {
  const fromNetwork: string[] = [];
  const madeOffline = new WeakSet<Request>();
  let fromCache = 0;
  context.on('request', (request) => madeOffline.add(request));
  context.on('response', (response) => {
    if (!madeOffline.has(response.request())) return;
    if (response.request().serviceWorker() || !response.fromServiceWorker()) fromNetwork.push(response.url());
    else fromCache += 1;
  });
  return {fromNetwork, fromCache: () => fromCache};
}

/** The service worker keeps a page for offline reloads once it controls the tab and has the page. */
async function waitUntilKeptForOffline(page: Page, paths: readonly string[]): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  for (const path of paths) {
    await expect
      .poll(() => page.evaluate(async (url) => Boolean(await caches.match(new URL(url, location.origin).href)), path), {timeout: 15_000})
      .toBe(true);
  }
}

async function askQuestion(page: Page, question: typeof EXISTING): Promise<string> {
  await page.getByRole('button', {name: 'Ask a question'}).click();
  await page.getByLabel('Title', {exact: true}).fill(question.title);
  await page.getByLabel('Details', {exact: true}).fill(question.body);
  await page.getByLabel('Tags', {exact: true}).fill(question.tags);
  await page.getByRole('button', {name: 'Post your question'}).click();
  await expect(page).toHaveURL(/\/community\/question\?id=/);
  return new URL(page.url()).searchParams.get('id') ?? '';
}

test('a reader without a connection asks, answers and chats, reloads each page offline, and everything reaches the server once', async ({browser}) => {
  test.setTimeout(180_000);
  const account = await createAccount('ada@example.com');
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInThroughLoginPage(page, account);

  // Online first: the pages the reader will need offline are visited (and so kept).
  await page.goto('/community');
  await expect(page.getByRole('status').filter({hasText: 'Connection:'})).toContainText('Online');
  // Another reader's question, already on the server (asked by this reader it would set their
  // 30-second pace for questions, and the offline question below would be refused when it syncs).
  const existingId = 'read-lines';
  await writeDocuments([
    {path: 'users/grace-uid', data: {displayName: 'grace', createdAt: new Date()}},
    {
      path: `posts/${existingId}`,
      data: {
        title: EXISTING.title,
        body: EXISTING.body,
        tags: [EXISTING.tags],
        authorId: 'grace-uid',
        createdAt: new Date(),
        editedAt: null,
        score: 0,
        answerCount: 0,
        acceptedAnswerId: null,
        lastAnswerId: null,
        hidden: false,
      },
    },
  ]);
  await page.goto(`/community/question?id=${existingId}`);
  await expect(page.getByRole('heading', {level: 1, name: EXISTING.title})).toBeVisible();
  // My Chats fetches the docs assistant's passages while the reader types: let it finish.
  const passagesLoaded = page.waitForResponse((response) => /\/assets\/js\/chat-index\.[^/]*\.js$/.test(response.url()));
  await page.goto('/chat');
  await expect(page.getByRole('heading', {name: 'Ask PyDocs'})).toBeVisible();
  await passagesLoaded;
  await page.goto('/community');
  await expect(page.getByRole('status').filter({hasText: 'Connection:'})).toContainText('Online');
  await waitUntilKeptForOffline(page, ['/community', '/community/question', '/chat']);

  await context.setOffline(true);
  const network = watchNetwork(context);

  // A new question.
  await expect(page.getByRole('status').filter({hasText: 'Connection:'})).toContainText('Offline');
  const offlineId = await askQuestion(page, OFFLINE_QUESTION);
  await expect(page.getByRole('article').first()).toContainText('Waiting to sync');

  // An answer to the question that was already there.
  await page.goto(`/community/question?id=${existingId}`);
  await expect(page.getByRole('heading', {level: 1, name: EXISTING.title})).toBeVisible();
  await page.getByLabel('Answer', {exact: true}).fill(OFFLINE_ANSWER);
  await page.getByRole('button', {name: 'Post your answer'}).click();
  const answer = page.getByRole('article').filter({hasText: 'Iterate over the file object'});
  await expect(answer).toContainText('Waiting to sync');

  // A chat message: the docs assistant answers from the pages it already has.
  await page.goto('/chat');
  await expect(page.getByRole('status').filter({hasText: 'The docs assistant still answers'})).toBeVisible();
  await page.getByRole('textbox', {name: 'Ask a Python question'}).fill(OFFLINE_CHAT);
  await page.getByRole('button', {name: 'Ask', exact: true}).click();
  await expect(page).toHaveURL(/\/chat\?chat=/);
  const chatId = new URL(page.url()).searchParams.get('chat') ?? '';
  const messages = page.getByRole('list', {name: 'Messages'});
  await expect(page.getByText('Answer ready.')).toBeAttached();
  await expect(messages.getByText('Waiting to sync')).toHaveCount(2);

  // Reloading, still offline: each page comes back with what was written, still pending.
  await page.reload();
  await expect(page.getByRole('list', {name: 'Messages'})).toContainText(OFFLINE_CHAT);
  await expect(page.getByRole('list', {name: 'Messages'}).getByText('Waiting to sync')).toHaveCount(2);

  await page.goto(`/community/question?id=${existingId}`);
  await page.reload();
  await expect(page.getByRole('heading', {level: 1, name: EXISTING.title})).toBeVisible();
  await expect(page.getByRole('article').filter({hasText: 'Iterate over the file object'})).toContainText('Waiting to sync');

  await page.goto(`/community/question?id=${offlineId}`);
  await page.reload();
  await expect(page.getByRole('heading', {level: 1, name: OFFLINE_QUESTION.title})).toBeVisible();
  await expect(page.getByRole('article').first()).toContainText('Waiting to sync');

  expect(network.fromNetwork, 'responses that came from the network while offline').toEqual([]);
  expect(network.fromCache()).toBeGreaterThan(0);

  // Back online: everything is sent, once.
  await context.setOffline(false);
  await expect(page.getByRole('article').first()).not.toContainText('Waiting to sync', {timeout: 30_000});
  await expect.poll(async () => (await listDocuments(`posts/${existingId}/answers`)).length, {timeout: 30_000}).toBe(1);
  await expect.poll(async () => (await listDocuments(`users/${account.uid}/chats/${chatId}/messages`)).length, {timeout: 30_000}).toBe(2);

  const posts = await listDocuments('posts');
  expect(posts.map((post) => text(post.fields, 'title')).sort()).toEqual([EXISTING.title, OFFLINE_QUESTION.title].sort());
  expect(posts.find((post) => post.name.endsWith(`/posts/${offlineId}`))).toBeTruthy();
  const answers = await listDocuments(`posts/${existingId}/answers`);
  expect(answers.map((doc) => text(doc.fields, 'body'))).toEqual([OFFLINE_ANSWER]);
  const chats = await listDocuments(`users/${account.uid}/chats`);
  expect(chats.map((chat) => chat.name.split('/').pop())).toEqual([chatId]);
  const chatMessages = await listDocuments(`users/${account.uid}/chats/${chatId}/messages`);
  expect(chatMessages.map((message) => text(message.fields, 'role')).sort()).toEqual(['assistant', 'user']);
  expect(chatMessages.filter((message) => text(message.fields, 'text') === OFFLINE_CHAT)).toHaveLength(1);

  await page.goto(`/chat?chat=${chatId}`);
  await expect(page.getByRole('list', {name: 'Messages'})).toContainText(OFFLINE_CHAT);
  await expect(page.getByRole('list', {name: 'Messages'}).getByText('Waiting to sync')).toHaveCount(0);
  await context.close();
});

test.describe('Firestore cannot be reached when the site opens', () => {
  // The emulator cannot be made unreachable for one test (it serves the whole suite), so the
  // browser refuses every request to its host:port, as a firewall or a Firestore outage would.
  test.beforeEach(async ({page}) => {
    await page.route(`http://${FIRESTORE_HOST}/**`, (route) => route.abort('connectionrefused'));
  });

  test('doc pages still render in full', async ({page}) => {
    await page.goto('/docs/advanced/generators');
    await expect(page.getByRole('heading', {level: 1, name: 'Generators'})).toBeVisible();
    await expect(page.getByRole('navigation', {name: 'Docs sidebar'})).toBeVisible();
    await expect(page.getByRole('main')).toContainText('yield');
  });

  test('the community says it is offline instead of loading forever', async ({page}) => {
    await page.goto('/community');
    await expect(page.getByRole('heading', {level: 1, name: 'Community'})).toBeVisible();
    await expect(page.getByRole('status').filter({hasText: "You're offline. Questions will load when the connection returns."})).toBeVisible();
    await expect(page.getByRole('status').filter({hasText: 'Connection:'})).toContainText('Offline');
    await expect(page.getByText('Loading questions…')).toHaveCount(0);
  });

  test('My Chats says it is offline instead of loading forever', async ({page}) => {
    const account = await createAccount('grace@example.com');
    await page.unroute(`http://${FIRESTORE_HOST}/**`);
    await signInThroughLoginPage(page, account);
    await page.route(`http://${FIRESTORE_HOST}/**`, (route) => route.abort('connectionrefused'));
    await page.goto('/chat');
    const list = page.getByRole('navigation', {name: 'Your chats'});
    await expect(list.getByRole('status')).toHaveText("You're offline. Your chats will load when the connection returns.");
    await expect(page.getByRole('status').filter({hasText: 'The docs assistant still answers'})).toBeVisible();
    await expect(page.getByText('Loading your chats…')).toHaveCount(0);
  });
});
