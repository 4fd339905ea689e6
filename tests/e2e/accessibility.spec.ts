import {readFileSync} from 'node:fs';
import {expect, test} from './support/test';
import {findCodeBlocks, parseFrontMatter, pythonExamples} from '../../plugins/content/markdown-source.mjs';
import {createAccount, resetEmulators, signInThroughLoginPage, writeDocuments} from './support/firebase';
import {seriousViolations} from './support/axe';
import {tabTo} from './support/keyboard';

test('the open user menu has no serious accessibility violations', async ({page}) => {
  await resetEmulators();
  const account = await createAccount('a11y@example.com');
  await signInThroughLoginPage(page, account);
  await page.getByRole('button', {name: 'a11y'}).click();
  await expect(page.getByRole('menu')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('keyboard only: open the login modal from the footer, sign in, open the user menu, go to My Chats, sign out', async ({page}) => {
  await resetEmulators();
  const account = await createAccount('keys@example.com');
  await page.goto('/docs');
  const community = page.getByRole('contentinfo').getByRole('button', {name: 'Community'});
  await community.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', {name: 'Login to Community'});
  await expect(dialog.getByLabel('Email', {exact: true})).toBeFocused();
  await page.keyboard.type(account.email);
  // Typed at once after the modal opened: every key lands (useHydrated).
  await expect(dialog.getByLabel('Email', {exact: true})).toHaveValue(account.email);
  await page.keyboard.press('Tab');
  await page.keyboard.type(account.password);
  await page.keyboard.press('Enter');
  // Signing in is a round trip to the Auth emulator before the page moves on: on a busy machine
  // that took longer than the default 10 s once.
  await expect(page).toHaveURL(/\/community$/, {timeout: 30_000});
  await page.goto('/docs');
  const userButton = page.getByRole('button', {name: 'keys'});
  await userButton.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', {name: 'My Chats'})).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/chat$/);
  await page.goto('/docs');
  await page.getByRole('button', {name: 'keys'}).focus();
  await page.keyboard.press('ArrowUp');
  await expect(page.getByRole('menuitem', {name: 'Sign Out'})).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'Login'})).toBeVisible();
});

/* ------------------------------------------------------------------------------------------------
 * The community and My Chats, whole pages (header and footer included), signed in.
 */

const QUESTION_TITLE = 'Why does my generator stop after the first loop?';

/** A question with an answer by another reader, in the shapes the app writes (community/model.ts). */
async function seedQuestionWithAnswer(): Promise<string> {
  const now = new Date();
  await writeDocuments([
    {path: 'users/bob-uid', data: {displayName: 'bob', createdAt: now}},
    {
      path: 'posts/generator-question',
      data: {
        title: QUESTION_TITLE,
        body: 'I loop over `squares` twice and the second loop prints nothing:\n\n```python\nsquares = (n * n for n in range(3))\nprint(list(squares), list(squares))\n```',
        tags: ['generators', 'iterators'],
        authorId: 'bob-uid',
        createdAt: now,
        editedAt: null,
        score: 2,
        answerCount: 1,
        acceptedAnswerId: 'the-answer',
        lastAnswerId: 'the-answer',
        hidden: false,
      },
    },
    {
      path: 'posts/generator-question/answers/the-answer',
      data: {body: 'A generator is used up after one pass: build a **list** with `list(squares)` first. See [the docs](/docs/advanced/generators).', authorId: 'bob-uid', createdAt: now, editedAt: null, score: 1, hidden: false},
    },
  ]);
  return 'generator-question';
}

test('the community list, a question page and the ask form have no serious accessibility violations', async ({page}) => {
  await resetEmulators();
  const postId = await seedQuestionWithAnswer();
  await signInThroughLoginPage(page, await createAccount('a11y-community@example.com'));

  await page.goto('/community');
  await expect(page.getByRole('link', {name: QUESTION_TITLE})).toBeVisible();
  await expect(page.getByRole('main')).toContainText('asked by bob');
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto(`/community/question?id=${postId}`);
  await expect(page.getByRole('article').filter({hasText: 'A generator is used up'})).toContainText('Accepted answer');
  await expect(page.getByLabel('Answer', {exact: true})).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto('/community');
  await page.getByRole('button', {name: 'Ask a question'}).click();
  await expect(page.getByLabel('Title', {exact: true})).toBeFocused();
  expect(await seriousViolations(page)).toEqual([]);
  // With every field's error showing.
  await page.getByRole('button', {name: 'Post your question'}).click();
  await expect(page.getByText('Enter a title that sums up your question.')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('My Chats with an answered chat open has no serious accessibility violations', async ({page}) => {
  await resetEmulators();
  await signInThroughLoginPage(page, await createAccount('a11y-chat@example.com'));
  await page.goto('/chat');
  await page.getByRole('textbox', {name: 'Ask a Python question'}).fill('How do I write a decorator that takes arguments?');
  await page.getByRole('button', {name: 'Ask', exact: true}).click();
  await expect(page.getByRole('button', {name: 'Ask', exact: true})).toBeVisible({timeout: 20_000});
  const answer = page.getByRole('article', {name: 'Answer'});
  await expect(answer.getByRole('navigation', {name: 'Sources'})).toBeVisible();
  await expect(answer.getByRole('group', {name: 'Python example'}).first()).toBeVisible();
  await expect(page.getByRole('navigation', {name: 'Your chats'}).getByRole('link', {name: /decorator that takes arguments/})).toHaveAttribute('aria-current', 'page');
  expect(await seriousViolations(page)).toEqual([]);
});

/* ------------------------------------------------------------------------------------------------
 * Keyboard only: every step below is a key press or typing, no clicks.
 */

/** What the page's first runnable example prints, read from the Markdown its ```output block comes from. */
function firstOutput(markdownFile: string): string {
  const {body} = parseFrontMatter(readFileSync(markdownFile, 'utf8'));
  const expected = pythonExamples(findCodeBlocks(body)).filter((block) => block.attrs.norun === undefined)[0].expected;
  if (expected === null) throw new Error(`${markdownFile}: its first example has no output block`);
  return expected.trimEnd();
}

test('keyboard only: skip to the content of a doc page, Tab to Run on a Python example, press Enter and read the output', async ({page}) => {
  await page.goto('/docs/python-basics/functions');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', {name: 'Skip to main content'});
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  const block = page.getByRole('group', {name: 'Python example'}).first();
  const run = block.getByRole('button', {name: 'Run'});
  await tabTo(page, run);
  await page.keyboard.press('Enter');
  // The first run downloads and starts Python (~15 MB): allow for a slow, busy machine.
  await expect(block.getByRole('status').locator('pre')).toHaveText(firstOutput('docs/python-basics/functions.md'), {timeout: 45_000, useInnerText: true});
});

test('keyboard only: a signed-in reader asks a question in the community and lands on its page', async ({page}) => {
  await resetEmulators();
  await signInThroughLoginPage(page, await createAccount('keys-community@example.com'));
  await page.goto('/community');
  await expect(page.getByRole('status').filter({hasText: 'Connection:'})).toContainText('Online');
  await tabTo(page, page.getByRole('button', {name: 'Ask a question'}));
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Title', {exact: true})).toBeFocused();
  await page.keyboard.type('How do I reverse a list in place?');
  // Tabbing past the search box on the way must not have pulled focus back into it.
  await expect(page.getByLabel('Title', {exact: true})).toHaveValue('How do I reverse a list in place?');
  await tabTo(page, page.getByLabel('Details', {exact: true}));
  await page.keyboard.type('I tried `reversed(items)` but my list stays the same. What changes the list itself?');
  await tabTo(page, page.getByLabel('Tags', {exact: true}));
  await page.keyboard.type('lists');
  await tabTo(page, page.getByRole('button', {name: 'Post your question'}));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/community\/question\?id=/);
  await expect(page.getByRole('heading', {level: 1, name: 'How do I reverse a list in place?'})).toBeVisible();
  await expect(page.getByRole('article').first()).toContainText('What changes the list itself?');
  await expect(page.getByRole('article').first()).toContainText(/asked by Reader \d{6}/);
});
