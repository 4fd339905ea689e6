import {expect, test, type Page, type Request} from './support/test';
import {createAccount, listDocuments, resetEmulators, signInThroughLoginPage, type TestAccount} from './support/firebase';
import {IDLE_PREFETCH_DRAINED} from '../../plugins/idle-prefetch/client/idlePrefetcher';

const DECORATOR_QUESTION = 'How do I write a decorator that takes arguments?';
const GENERATED = 'Generated answer — check the linked pages';

test.beforeEach(async () => {
  await resetEmulators();
});

async function signInAndOpenChat(page: Page, email = 'ada@example.com'): Promise<TestAccount> {
  const account = await createAccount(email);
  await signInThroughLoginPage(page, account);
  await page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'Chat', exact: true}).click();
  await expect(page).toHaveURL(/\/chat$/);
  await expect(page.getByRole('textbox', {name: 'Ask a Python question'})).toBeVisible();
  return account;
}

/**
 * Records, each time the page changes, whether the newest answer shows the start of its text and
 * whether it already shows its example: a docs answer drawn at once has both from the first frame.
 */
async function recordAnswerFrames(page: Page, opening: string, example: string): Promise<void> {
  await page.evaluate(
    ([openingText, exampleText]) => {
      const frames: Array<{opening: boolean; example: boolean}> = [];
      (window as unknown as {answerFrames: typeof frames}).answerFrames = frames;
      new MutationObserver(() => {
        const answers = document.querySelectorAll('article[aria-label="Answer"]');
        const text = answers[answers.length - 1]?.textContent ?? '';
        if (text.includes(openingText)) frames.push({opening: true, example: text.includes(exampleText)});
      }).observe(document.body, {subtree: true, childList: true, characterData: true});
    },
    [opening, example],
  );
}

const answers = (page: Page) => page.getByRole('article', {name: 'Answer'});

/** Asks, and waits until the answer to it is on the page (it may already be complete). */
async function ask(page: Page, question: string): Promise<void> {
  const before = await answers(page).count();
  await page.getByRole('textbox', {name: 'Ask a Python question'}).fill(question);
  await page.getByRole('button', {name: 'Ask', exact: true}).click();
  await expect(answers(page)).toHaveCount(before + 1, {timeout: 20_000});
}

/** The answer is complete once it is no longer busy and the Ask button is back in place of Stop. */
async function waitForAnswer(page: Page): Promise<void> {
  await expect(answers(page).last()).toHaveAttribute('aria-busy', 'false', {timeout: 20_000});
  await expect(page.getByRole('button', {name: 'Ask', exact: true})).toBeVisible({timeout: 20_000});
}

test.describe('My Chats', () => {
  test('a signed-out visitor learns what My Chats is and the Log in button opens the login modal', async ({page}) => {
    await page.goto('/chat');
    await expect(page.getByRole('heading', {level: 1, name: 'My Chats'})).toBeVisible();
    await expect(page.getByText(/answers your Python questions from PyDocs' own documentation/)).toBeVisible();
    await expect(page.getByRole('textbox', {name: 'Ask a Python question'})).toHaveCount(0);
    await page.getByRole('button', {name: 'Log in to start chatting'}).click();
    const dialog = page.getByRole('dialog', {name: 'Login to Community'});
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', {name: 'Close'}).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
  });

  test('a reader asks how to write a decorator with arguments, follows up, and finds the chat again after a reload', async ({page}) => {
    const account = await signInAndOpenChat(page);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);

    // The docs assistant's answer is drawn at once, not played out word by word: the first frame
    // that shows its opening words already shows its example at the end.
    await recordAnswerFrames(page, 'decorator factory', 'def repeat(times):');
    await ask(page, DECORATOR_QUESTION);
    await waitForAnswer(page);
    const frames = await page.evaluate(() => (window as unknown as {answerFrames: Array<{opening: boolean; example: boolean}>}).answerFrames);
    expect(frames.length).toBeGreaterThan(0);
    expect(frames[0]).toEqual({opening: true, example: true});

    const first = answers(page).first();
    await expect(first.getByText(GENERATED)).toBeVisible();
    await expect(first.getByText(/decorator factory/).first()).toBeVisible();
    await expect(first.locator('a[href*="/docs/advanced/decorators"]').first()).toBeVisible();
    await expect(first.getByRole('navigation', {name: 'Sources'}).getByRole('link', {name: 'Decorators › Decorators that take arguments'})).toHaveAttribute(
      'href',
      '/docs/advanced/decorators#decorators-that-take-arguments',
    );
    // The example is a highlighted Python block, like those on the doc pages.
    // Python code in an answer is a runnable example (the site's runner), with its Run button.
    const example = first.getByRole('group', {name: 'Python example'}).first();
    await expect(example).toContainText('def repeat(times):');
    await expect(example.getByRole('button', {name: 'Run'})).toBeVisible();

    await first.getByRole('button', {name: 'Helpful', exact: true}).click();
    await expect(first.getByRole('button', {name: 'Helpful', exact: true})).toHaveAttribute('aria-pressed', 'true');

    // A follow-up is read with the first question's topic: "classes" means class decorators here.
    await ask(page, 'And for classes?');
    await waitForAnswer(page);
    const second = answers(page).nth(1);
    await expect(second.getByText(`Read as a follow-up to “${DECORATOR_QUESTION}”.`)).toBeVisible();
    await expect(second.getByRole('navigation', {name: 'Sources'}).getByRole('link').first()).toHaveAttribute('href', '/docs/advanced/decorators#class-decorators');

    // The chat is stored under the reader's account, with the first question as its title.
    await expect(page).toHaveURL(/\/chat\?chat=/);
    const chatId = new URL(page.url()).searchParams.get('chat');
    await expect.poll(async () => (await listDocuments(`users/${account.uid}/chats/${chatId}/messages`)).length).toBe(4);
    const [chat] = await listDocuments(`users/${account.uid}/chats`);
    expect(chat.fields.title).toEqual({stringValue: DECORATOR_QUESTION});
    const stored = await listDocuments(`users/${account.uid}/chats/${chatId}/messages`);
    expect(stored.map((message) => message.fields.feedback).filter(Boolean)).toContainEqual({stringValue: 'up'});

    await page.reload();
    const list = page.getByRole('navigation', {name: 'Your chats'});
    await expect(list.getByRole('link', {name: new RegExp(DECORATOR_QUESTION.replace(/[?]/g, '\\?'))})).toHaveAttribute('aria-current', 'page');
    await expect(answers(page)).toHaveCount(2);
    await expect(page.getByText('And for classes?')).toBeVisible();
    await expect(answers(page).first().getByRole('button', {name: 'Helpful', exact: true})).toHaveAttribute('aria-pressed', 'true');

    // Another device: a fresh visit to /chat lists the chat and opens it with its messages.
    const other = await page.context().browser()!.newPage();
    await signInThroughLoginPage(other, account);
    await other.goto('/chat');
    await other.getByRole('navigation', {name: 'Your chats'}).getByRole('link', {name: new RegExp('^How do I write a decorator')}).click();
    await expect(other.getByRole('article', {name: 'Answer'})).toHaveCount(2);
    await other.close();
  });

  test('a new answer opens at its start: the question and the first lines of the answer stay in view', async ({page}) => {
    await page.setViewportSize({width: 1280, height: 720});
    await signInAndOpenChat(page);
    const messages = page.getByRole('list', {name: 'Messages'});
    await ask(page, DECORATOR_QUESTION);
    await waitForAnswer(page);
    // The newest copy: for a moment the saved question and the one shown while answering may both be listed.
    await expect(messages.getByText(DECORATOR_QUESTION).last()).toBeInViewport();
    await expect(answers(page).first().getByText(GENERATED)).toBeInViewport();
    // The answer is taller than the thread: its end (the sources) waits below for the reader.
    await expect(answers(page).first().getByRole('navigation', {name: 'Sources'})).not.toBeInViewport();

    // A follow-up, asked under the long first answer, comes up to the top as its answer arrives,
    // in the very frame that answer is first drawn in (the thread does not jump a frame later), and
    // stays there while the answers above and below it are saved and get their rating buttons.
    type Place = {firstFrame: number | null; top: number; later: number[]};
    await page.evaluate((question) => {
      const record: Place = {firstFrame: null, top: NaN, later: []};
      (window as unknown as {questionPlace: Place}).questionPlace = record;
      const list = document.querySelector('ol[aria-label="Messages"]');
      const thread = list?.parentElement;
      if (!list || !thread) return;
      const questionTop = () => {
        const shown = [...list.querySelectorAll(':scope > li')].filter((item) => item.textContent?.includes(question));
        const top = shown[shown.length - 1]?.firstElementChild?.getBoundingClientRect().top;
        return top === undefined ? undefined : top - thread.getBoundingClientRect().top;
      };
      let waiting = false;
      new MutationObserver(() => {
        if (waiting || document.querySelectorAll('article[aria-label="Answer"]').length < 2) return;
        waiting = true;
        // A task posted while a frame starts runs once that frame is drawn.
        requestAnimationFrame(() => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => {
            const top = questionTop();
            if (top === undefined) return;
            record.firstFrame = top;
            // The question settles at the thread's own top padding.
            record.top = parseFloat(getComputedStyle(thread).paddingTop);
            // From then on, where the question is in each frame the thread's content changes size:
            // observed after the thread's own observer (created first), so after it has done its work
            // and before the frame is drawn.
            new ResizeObserver(() => {
              const later = questionTop();
              if (later !== undefined) record.later.push(later);
            }).observe(list);
          };
          channel.port2.postMessage(null);
        });
      }).observe(document.body, {subtree: true, childList: true, characterData: true});
    }, 'And for classes?');
    await ask(page, 'And for classes?');
    await waitForAnswer(page);
    await expect(messages.getByText('And for classes?').last()).toBeInViewport();
    await expect(answers(page).nth(1).getByText(GENERATED)).toBeInViewport();
    // Both answers saved: each can be rated (the buttons arrive above and below the question).
    await expect(answers(page).nth(0).getByRole('button', {name: 'Helpful', exact: true})).toBeAttached();
    await expect(answers(page).nth(1).getByRole('button', {name: 'Helpful', exact: true})).toBeAttached();
    const {firstFrame, top, later} = await page.evaluate(() => (window as unknown as {questionPlace: Place}).questionPlace);
    expect(firstFrame).not.toBeNull();
    expect(Math.abs((firstFrame ?? Infinity) - top)).toBeLessThanOrEqual(2);
    // It was seen again as the answers changed, and never away from the top.
    expect(later.length).toBeGreaterThan(0);
    expect(later.filter((place) => Math.abs(place - top) > 2)).toEqual([]);
    const settled = await messages.getByText('And for classes?').last().evaluate((question) => {
      const thread = question.closest('ol')?.parentElement;
      return thread ? question.getBoundingClientRect().top - thread.getBoundingClientRect().top : NaN;
    });
    expect(Math.abs(settled - top)).toBeLessThanOrEqual(2);
  });

  test('a reader renames a chat and deletes it', async ({page}) => {
    const account = await signInAndOpenChat(page);
    await ask(page, 'What is the difference between a list and a tuple?');
    await waitForAnswer(page);
    const list = page.getByRole('navigation', {name: 'Your chats'});
    await expect(list.getByRole('link', {name: /difference between a list and a tuple/})).toBeVisible();

    await list.getByRole('button', {name: 'Rename “What is the difference between a list and a tuple?”'}).click();
    const title = list.getByRole('textbox', {name: 'Chat title'});
    await title.fill('Lists versus tuples');
    await list.getByRole('button', {name: 'Save'}).click();
    await expect(list.getByRole('link', {name: /Lists versus tuples/})).toBeVisible();
    await expect(page.getByRole('heading', {level: 2, name: 'Lists versus tuples'})).toBeVisible();
    await expect.poll(async () => (await listDocuments(`users/${account.uid}/chats`))[0]?.fields.title).toEqual({stringValue: 'Lists versus tuples'});

    await page.reload();
    await expect(list.getByRole('link', {name: /Lists versus tuples/})).toBeVisible();

    await list.getByRole('button', {name: 'Delete “Lists versus tuples”'}).click();
    await list.getByRole('group', {name: 'Delete “Lists versus tuples”?'}).getByRole('button', {name: 'Delete'}).click();
    await expect(list.getByText('No saved chats yet. Your first question starts one.')).toBeVisible();
    await expect(page).toHaveURL(/\/chat$/);
    await expect.poll(async () => (await listDocuments(`users/${account.uid}/chats`)).length).toBe(0);
  });

  test('a reader pastes a traceback and gets what the error means, where it happened and the pages that explain it', async ({page}) => {
    await signInAndOpenChat(page);
    await ask(
      page,
      [
        'Traceback (most recent call last):',
        '  File "/home/ada/shop.py", line 4, in <module>',
        '    print(items[3])',
        '          ~~~~~^^^',
        'IndexError: list index out of range',
      ].join('\n'),
    );
    await waitForAnswer(page);
    const answer = answers(page).first();
    await expect(answer).toContainText('You pasted IndexError: list index out of range, raised at line 4 of shop.py: print(items[3]).');
    await expect(answer).toContainText('What it means, from PyDocs:');
    const sources = answer.getByRole('navigation', {name: 'Sources'});
    await expect(sources.getByRole('link').first()).toHaveAttribute('href', /^\/docs\//);
  });

  test('a reader opens "Ask about this page" on a doc page and gets its second example explained from that page', async ({page}) => {
    await signInAndOpenChat(page);
    await page.goto('/docs/advanced/generators');
    await page.getByRole('link', {name: 'Ask about this page'}).click();
    await expect(page).toHaveURL(/\/chat\?about=%2Fdocs%2Fadvanced%2Fgenerators$/);
    await expect(page.getByText(/Answering from\s+Generators\s+first/)).toBeVisible();
    await page.getByRole('button', {name: 'What does the first example do?'}).waitFor();

    await ask(page, 'What does the second example do?');
    await waitForAnswer(page);
    const first = answers(page).first();
    await expect(first).toContainText('The second example on Generators is under “The iterator protocol”');
    await expect(first.getByRole('navigation', {name: 'Sources'}).getByRole('link').first()).toHaveAttribute('href', '/docs/advanced/generators#the-iterator-protocol');
    // The chat keeps the page as its context, also in its address.
    await expect(page).toHaveURL(/\/chat\?chat=[^&]+&about=%2Fdocs%2Fadvanced%2Fgenerators$/);

    await ask(page, 'Why does my second loop print nothing?');
    await waitForAnswer(page);
    await expect(answers(page).nth(1).getByRole('navigation', {name: 'Sources'}).getByRole('link').first()).toHaveAttribute('href', /^\/docs\/advanced\/generators#/);
  });

  test('a reader opens "Ask about this page" on a Python 3.13 page and gets its second example explained from that page', async ({page}) => {
    await signInAndOpenChat(page);
    await page.goto('/docs/3.13/advanced/generators');
    await page.getByRole('link', {name: 'Ask about this page'}).click();
    await expect(page).toHaveURL(/\/chat\?about=%2Fdocs%2F3\.13%2Fadvanced%2Fgenerators$/);
    // The assistant reads the current docs, and says that it answers from this page as they have it.
    await expect(page.getByText(/Answering from\s+Generators \(Python 3\.13\)\s+first/)).toBeVisible();
    await expect(page.getByRole('link', {name: 'Generators (Python 3.13)'})).toHaveAttribute('href', '/docs/3.13/advanced/generators');
    await expect(page.getByText(/answers quote and link this page as the current version has it/)).toBeVisible();

    await ask(page, 'What does the second example do?');
    await waitForAnswer(page);
    const first = answers(page).first();
    await expect(first).toContainText('The second example on Generators is under “The iterator protocol”');
    await expect(first.getByRole('navigation', {name: 'Sources'}).getByRole('link').first()).toHaveAttribute('href', '/docs/advanced/generators#the-iterator-protocol');
    await expect(page).toHaveURL(/\/chat\?chat=[^&]+&about=%2Fdocs%2F3\.13%2Fadvanced%2Fgenerators$/);
  });

  test('in a chat with earlier answers, the next answer is drawn at once: "Thinking…" never reaches the screen', async ({page}) => {
    await signInAndOpenChat(page);
    // The first question may wait for the assistant's index; the figure is for a loaded one.
    await ask(page, DECORATOR_QUESTION);
    await waitForAnswer(page);
    await ask(page, 'list vs tuple');
    await waitForAnswer(page);

    // Each time "Thinking…" is in the newest answer, look again just before the next frame is drawn.
    await page.evaluate(() => {
      const seen = {thinkingFrames: 0};
      (window as unknown as {seen: typeof seen}).seen = seen;
      const thinking = () => {
        const all = document.querySelectorAll('article[aria-label="Answer"]');
        return (all[all.length - 1]?.textContent ?? '').includes('Thinking…');
      };
      new MutationObserver(() => {
        if (thinking()) requestAnimationFrame(() => thinking() && seen.thinkingFrames++);
      }).observe(document.body, {subtree: true, childList: true, characterData: true});
    });
    await ask(page, 'merge two dictionaries');
    await waitForAnswer(page);
    expect(await page.evaluate(() => (window as unknown as {seen: {thinkingFrames: number}}).seen.thinkingFrames)).toBe(0);
    // The earlier answers stayed, each once, with the new one after them.
    await expect(answers(page)).toHaveCount(3);
    await expect(answers(page).nth(2).getByRole('navigation', {name: 'Sources'})).toBeVisible();
  });

  test('a reader asks how to create a virtual environment and gets the shell command to type, with no Run button', async ({page}) => {
    await signInAndOpenChat(page);
    await ask(page, 'How do I create a virtual environment?');
    await waitForAnswer(page);
    const answer = answers(page).first();
    await expect(answer.getByRole('navigation', {name: 'Sources'}).getByRole('link').first()).toHaveAttribute(
      'href',
      '/docs/getting-started/environment-setup#creating-and-activating-a-virtual-environment',
    );
    // The command is shown as the page shows it, in a shell block: it is typed in a terminal, not run here.
    await expect(answer.locator('pre').filter({hasText: 'python3 -m venv .venv'})).toBeVisible();
    await expect(answer.getByRole('group', {name: 'Python example'})).toHaveCount(0);
    await expect(answer.getByRole('button', {name: 'Run'})).toHaveCount(0);
  });

  test('a reader asks how to make a tkinter window and gets the page\'s example without a Run button, since the page marks it norun', async ({page}) => {
    await signInAndOpenChat(page);
    await ask(page, 'how do i make a gui window with tkinter');
    await waitForAnswer(page);
    const answer = answers(page).first();
    await expect(answer.locator('pre').filter({hasText: 'import tkinter as tk'})).toBeVisible();
    // The page cannot run it (it needs a display), so a Run button here would only fail.
    await expect(answer.getByRole('button', {name: 'Run'})).toHaveCount(0);
  });

  test('a question PyDocs does not cover gets a plain answer saying so, not a guess', async ({page}) => {
    await signInAndOpenChat(page);
    await ask(page, 'How do I bake sourdough bread?');
    await waitForAnswer(page);
    await expect(answers(page).first()).toContainText("I couldn't find this in the PyDocs pages, so I won't guess.");
    await expect(answers(page).first().getByRole('navigation', {name: 'Sources'})).toHaveCount(0);
  });

  test('a reader the assistant cannot answer follows its link to a site search for their own words', async ({page}) => {
    await signInAndOpenChat(page);
    await ask(page, 'How do I bake sourdough bread?');
    await waitForAnswer(page);
    await answers(page).first().getByRole('link', {name: 'search the site for your words'}).click();
    await expect(page).toHaveURL(/\/search\?q=How%20do%20I%20bake%20sourdough%20bread%3F$/);
    await expect(page.getByRole('main').getByRole('status')).toContainText('for “How do I bake sourdough bread?”', {timeout: 30_000});
  });

  test('on a 390 px wide phone the chat list collapses behind a Chats button', async ({page}) => {
    const account = await createAccount('ada@example.com');
    await signInThroughLoginPage(page, account);
    await page.setViewportSize({width: 390, height: 844});
    await page.goto('/chat');
    await ask(page, 'How do I read a file line by line?');
    await waitForAnswer(page);
    const list = page.getByRole('navigation', {name: 'Your chats'});
    await expect(list).toBeHidden();
    const toggle = page.getByRole('button', {name: 'Chats (1)'});
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(list).toBeVisible();
    await list.getByRole('button', {name: 'New chat'}).click();
    await expect(list).toBeHidden();
    await expect(page.getByRole('heading', {level: 2, name: 'New chat'})).toBeVisible();
    // Nothing overflows sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  test('doc pages download none of the chat code; /chat loads it for a signed-in reader', async ({page}) => {
    const requested: string[] = [];
    const record = (request: Request) => requested.push(request.url());
    page.on('request', record);
    await page.goto('/docs/advanced/decorators');
    await expect(page.getByRole('heading', {level: 1, name: 'Decorators'})).toBeVisible();
    // "Ask about this page" is a plain link: following it is what loads the chat.
    await expect(page.getByRole('link', {name: 'Ask about this page'})).toHaveAttribute('href', '/chat?about=%2Fdocs%2Fadvanced%2Fdecorators');
    // Idle-time prefetching of the routes linked from the page (the header's Chat link among them)
    // has run: the prefetcher marks each time its queue runs empty (plugins/idle-prefetch), and
    // Docusaurus names every chunk it prefetches in a <link rel="prefetch">.
    await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, IDLE_PREFETCH_DRAINED);
    const prefetched = await page.locator('link[rel="prefetch"]').evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
    expect(prefetched.length).toBeGreaterThan(0);
    expect(prefetched.filter((url) => /chat-(workspace|index)/.test(url))).toEqual([]);
    expect(requested.filter((url) => /chat-(workspace|index)/.test(url))).toEqual([]);
    expect(requested.filter((url) => url.includes(process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080'))).toEqual([]);

    await signInAndOpenChat(page);
    await ask(page, DECORATOR_QUESTION);
    await waitForAnswer(page);
    expect(requested.some((url) => /chat-workspace/.test(url))).toBe(true);
    expect(requested.some((url) => /chat-index/.test(url))).toBe(true);
  });
});
