// `npm start` is how writers preview their pages. Its dev server sends no server HTML: React renders
// every page in the browser from scratch (createRoot, where a production build uses hydrateRoot),
// so code that adopts the server's markup takes another path there. The other specs test the
// production build; this one reads pages through the dev server (scripts/dev-server.mjs), which
// `npm test` starts beside the other browser tests and a run of this spec alone starts here.
import type {ChildProcess} from 'node:child_process';
import {expect, test, type Page} from './support/test';
import {DEV_E2E_URL as DEV_URL, DEV_SERVER_STARTED, startDevServer, stopDevServer, waitForDevServer} from '../../scripts/dev-server.mjs';
import {newPost} from '../../src/features/community/model';
import demo from '../../scripts/seed-data/demo-accounts.json';
import {resetEmulators, writeDocuments, type StoredValue} from './support/firebase';

// The dev server compiles the whole site before it answers: ~40 s on these 2-core machines.
const STARTUP_MS = 240_000;

let server: ChildProcess | null = null;

/** Everything the page logs as an error, and every uncaught exception: a developer's console. */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test.describe('previewing with npm start', () => {
  test.describe.configure({timeout: STARTUP_MS + 60_000});

  test.beforeAll(async () => {
    test.setTimeout(STARTUP_MS + 10_000);
    // Under `npm test` the dev server was started with the browser suite (tests/run-all.mjs) and has
    // compiled beside the other tests; run on its own, this spec starts one.
    if (!process.env[DEV_SERVER_STARTED]) server = startDevServer(process.cwd());
    await waitForDevServer(STARTUP_MS);
  });

  test.afterAll(() => stopDevServer(server));

  test('a writer previewing a doc page sees its code examples, and Run works', async ({page}) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${DEV_URL}/docs/python-basics/functions`);
    await expect(page.getByRole('heading', {level: 1, name: 'Functions'})).toBeVisible();
    const block = page.getByRole('group', {name: 'Python example'}).first();
    await expect(block.locator('pre').first()).toContainText('def greet(name):');
    // Every code block on the page shows its code (none is left an empty box).
    const emptyBlocks = await page.locator('pre').evaluateAll((blocks) => blocks.filter((pre) => pre.textContent?.trim() === '').length);
    expect(emptyBlocks).toBe(0);

    await block.getByRole('button', {name: 'Run'}).click();
    await expect(block.getByRole('status').locator('pre')).toContainText('Hello, Ada!', {timeout: 45_000});

    // The dev server sends no server HTML: the exercises fetch their content, and Check works.
    const exercise = page.locator('section#exercise-functions-mutable-default');
    await expect(exercise.getByRole('heading', {name: 'The growing default list'})).toBeVisible();
    await exercise.getByRole('radio', {name: "['a', 'b']"}).check();
    await exercise.getByRole('button', {name: 'Check'}).click();
    await expect(exercise.getByRole('status')).toContainText('Correct!');
    expect(errors).toEqual([]);
  });

  test('a developer opening /community sees the questions, and the console stays clean', async ({page}) => {
    await resetEmulators();
    const question = {title: 'How do I read a file line by line?', body: 'The details of this question, long enough for the rules to accept them.', tags: ['files']};
    await writeDocuments([{path: 'posts/first', data: {...newPost(question, 'seeded-author', null as never), createdAt: new Date('2026-11-20T10:00:00Z')} as Record<string, StoredValue>}]);
    const errors = consoleErrors(page);
    await page.goto(`${DEV_URL}/community`);
    await expect(page.getByRole('list', {name: 'Newest questions'}).getByRole('link', {name: question.title})).toBeVisible();
    await expect(page.getByRole('status').filter({hasText: 'Connection:'})).toContainText('Online');
    // Among what React would log: "Encountered a script tag while rendering React component".
    expect(errors).toEqual([]);
  });

  test('a developer on /login sees the demo accounts npm start printed, with their password', async ({page}) => {
    const errors = consoleErrors(page);
    await page.goto(`${DEV_URL}/login`);
    const note = page.getByRole('complementary', {name: 'Demo accounts'});
    // The same file scripts/seed.mjs seeds into the emulators and prints in the terminal.
    await expect(note.getByRole('listitem')).toContainText(demo.accounts.map((account) => account.email));
    await expect(note).toContainText(`Password for all: ${demo.password}`);
    await expect(note.getByRole('listitem').filter({hasText: 'admin@pydocs.dev'})).toContainText('can moderate');
    // Only where they can be used: creating an account shows the form alone.
    await page.getByRole('button', {name: 'Create an account'}).click();
    await expect(note).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test('a writer searches under npm start and a result opens the page at its heading', async ({page}) => {
    // The dev server has no built HTML: plugins/pagefind-search indexes the Markdown sources.
    const errors = consoleErrors(page);
    await page.goto(`${DEV_URL}/docs/python-basics/functions`);
    const nav = page.getByRole('navigation', {name: 'Main'});
    await nav.getByRole('button', {name: 'Search'}).click();
    await nav.getByPlaceholder('Search').fill('lru_cache');
    const result = page.getByRole('option').filter({hasText: 'Decorators › Caching with functools.cache and lru_cache'});
    await expect(result).toBeVisible({timeout: 60_000});
    await result.click();
    await expect(page).toHaveURL(/\/docs\/advanced\/decorators\?_highlight=lru_cache#caching-with-functoolscache-and-lru_cache$/);
    await expect(page.locator('article mark').filter({hasText: 'lru_cache'}).first()).toBeVisible();
    expect(errors).toEqual([]);
  });
});
