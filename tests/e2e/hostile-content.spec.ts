// Hostile content: XSS payloads (tests/e2e/support/xss-payloads.ts) stored as questions, answers,
// tags, display names, chat titles and chat messages, then rendered in Chromium wherever readers
// see them. Nothing may run, no dialog may open and no dangerous URL may be clickable, while the
// payloads stay readable as text.
import {expect, test, type BrowserContext, type Page} from './support/test';
import {createAccount, readDocument, resetEmulators, signInThroughLoginPage, writeDocuments, type StoredValue, type TestAccount} from './support/firebase';
import {NAME_LIMIT, XSS_PAYLOADS, type XssPayload} from './support/xss-payloads';
import {lateEventsFired} from './support/lateEvents';

/**
 * The reader who looks at everything. Their e-mail's local part is what the header shows and what
 * their community profile is first named after, so it is hostile too; it only uses characters an
 * <input type=email> accepts, because they sign in through the real login form.
 */
const HOSTILE_LOCAL_PART = "'/onfocus='__xss`h01`'/autofocus/{{7*7}}";
const HOSTILE_EMAIL = `${HOSTILE_LOCAL_PART}@example.com`;

/** What execution would look like: a call of the __xss binding, or a dialog (alert/confirm/prompt). */
type Observed = {ran: string[]; dialogs: string[]};

async function watchForExecution(context: BrowserContext, page: Page, observed: Observed): Promise<void> {
  await context.exposeBinding('__xss', (_source, id: unknown) => {
    observed.ran.push(String(id));
  });
  page.on('dialog', (dialog) => {
    observed.dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
}

/**
 * What the browser made of the page, gathered inside it:
 * - any <script>, <iframe>, <object>, <embed>, <base>, <meta>, <style>, <link> or on* attribute
 *   inside the areas that show user content (the header and <main>);
 * - anywhere in the page, a link, area, frame, object, embed or form whose URL, as the browser
 *   resolved it, is javascript:, data: or vbscript:.
 */
async function findDangers(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const DANGEROUS = ['javascript:', 'data:', 'vbscript:'];
    const FORBIDDEN_IN_CONTENT = new Set(['SCRIPT', 'IFRAME', 'FRAME', 'OBJECT', 'EMBED', 'BASE', 'META', 'STYLE', 'LINK']);
    const problems: string[] = [];
    const describe = (element: Element) => element.outerHTML.slice(0, 120);
    const protocolOf = (raw: string | null): string | null => {
      if (raw === null || raw === '') return null;
      try {
        return new URL(raw, document.baseURI).protocol;
      } catch {
        return null;
      }
    };
    for (const element of document.querySelectorAll('a, area, iframe, frame, object, embed, form, button, input')) {
      // The resolved URL properties where the element has them (HTML), the raw attributes otherwise (SVG/MathML links).
      const candidates: Array<string | null> = [
        element instanceof HTMLAnchorElement || element instanceof HTMLAreaElement ? element.href : null,
        element instanceof HTMLIFrameElement || element instanceof HTMLEmbedElement ? element.src : null,
        element instanceof HTMLObjectElement ? element.data : null,
        element instanceof HTMLFormElement ? element.action : null,
        element instanceof HTMLButtonElement || element instanceof HTMLInputElement ? (element.hasAttribute('formaction') ? element.formAction : null) : null,
        element.getAttribute('href'),
        element.getAttribute('xlink:href'),
        element.getAttribute('src'),
      ];
      for (const candidate of candidates) {
        const protocol = protocolOf(candidate);
        if (protocol && DANGEROUS.includes(protocol)) problems.push(`${protocol} URL: ${describe(element)}`);
      }
    }
    for (const root of document.querySelectorAll('main, nav.navbar')) {
      for (const element of root.querySelectorAll('*')) {
        if (FORBIDDEN_IN_CONTENT.has(element.tagName.toUpperCase())) problems.push(`<${element.tagName.toLowerCase()}> in content: ${describe(element)}`);
        for (const attribute of element.attributes) {
          if (/^on/i.test(attribute.name) || attribute.name.toLowerCase() === 'srcdoc') problems.push(`${attribute.name} attribute: ${describe(element)}`);
        }
      }
    }
    return problems;
  });
}

/** The text of <main> as the DOM holds it (no CSS collapsing), to prove payloads show as text. */
const mainText = (page: Page) => page.locator('main').evaluate((main) => main.textContent ?? '');

/* ------------------------------------------------------------------------------------------------
 * Seeding: every document in exactly the shape the app writes (community/model.ts, chat/model.ts).
 */

const postId = (payload: XssPayload) => `q-${payload.id}`;
const answerId = (payload: XssPayload) => `a-${payload.id}`;
const authorId = (payload: XssPayload) => `author-${payload.id}`;
const PLAIN_AUTHOR = 'author-plain';
const HOSTILE_CHAT = 'hostile-chat';

/** Payloads short enough to be a display name (LIMITS.displayNameMax), trimmed as the app trims them. */
const canBeName = (payload: XssPayload) => payload.text.trim() === payload.text && payload.text.length <= NAME_LIMIT;
const NAMED = XSS_PAYLOADS.filter(canBeName);
const authorOf = (payload: XssPayload) => (canBeName(payload) ? authorId(payload) : PLAIN_AUTHOR);

/** A question title holds 10 to 150 characters; every payload is one as it is. */
const titleOf = (payload: XssPayload) => payload.text;
/** Each body starts with a line naming its payload, so the test can see the body was rendered. */
const questionBody = (payload: XssPayload) => `case ${payload.id} question\n\n${payload.text}`;
const answerBody = (payload: XssPayload) => `case ${payload.id} answer\n\n${payload.text}`;
const chatAnswer = (payload: XssPayload) => `case ${payload.id} reply\n\n${payload.text}`;
/** A chat title as normaliseTitle() stores it: one line, at most 120 characters. */
const chatTitle = (payload: XssPayload) => payload.text.replace(/\s+/g, ' ').trim().slice(0, 120);

async function seedHostileContent(viewer: TestAccount): Promise<void> {
  for (const payload of XSS_PAYLOADS) {
    expect(titleOf(payload).trim().length, `${payload.id} fits a title`).toBeGreaterThanOrEqual(10);
    expect(titleOf(payload).length, `${payload.id} fits a title`).toBeLessThanOrEqual(150);
  }
  const start = Date.now() - 60 * 60 * 1000;
  const at = (seconds: number) => new Date(start + seconds * 1000);
  const documents: Array<{path: string; data: Record<string, StoredValue>}> = [];
  documents.push({path: `users/${PLAIN_AUTHOR}`, data: {displayName: 'Plain author', createdAt: at(0)}});
  for (const payload of NAMED) documents.push({path: `users/${authorId(payload)}`, data: {displayName: payload.text, createdAt: at(0)}});
  XSS_PAYLOADS.forEach((payload, index) => {
    documents.push({
      path: `posts/${postId(payload)}`,
      data: {
        title: titleOf(payload),
        body: questionBody(payload),
        // The rules only accept [a-z0-9-] tags; a hostile one here checks the page does not rely on that.
        tags: ['xss', payload.text],
        authorId: authorOf(payload),
        createdAt: at(10 + index),
        editedAt: null,
        score: 0,
        answerCount: 1,
        acceptedAnswerId: null,
        lastAnswerId: answerId(payload),
        hidden: false,
      },
    });
    documents.push({
      path: `posts/${postId(payload)}/answers/${answerId(payload)}`,
      data: {body: answerBody(payload), authorId: authorOf(payload), createdAt: at(200 + index), editedAt: null, score: 0, hidden: false},
    });
    // One chat per payload, titled with it (the chat list), ...
    documents.push({path: `users/${viewer.uid}/chats/chat-${payload.id}`, data: {title: chatTitle(payload), createdAt: at(10 + index), updatedAt: at(10 + index)}});
  });
  // ... and one chat holding every payload as a question and as an answer, opened last.
  const latest = at(2000);
  documents.push({path: `users/${viewer.uid}/chats/${HOSTILE_CHAT}`, data: {title: 'Every hostile payload', createdAt: latest, updatedAt: latest}});
  XSS_PAYLOADS.forEach((payload, index) => {
    const messages = `users/${viewer.uid}/chats/${HOSTILE_CHAT}/messages`;
    documents.push({path: `${messages}/${payload.id}-1`, data: {role: 'user', text: payload.text, createdAt: at(300 + 2 * index)}});
    documents.push({
      path: `${messages}/${payload.id}-2`,
      data: {role: 'assistant', text: chatAnswer(payload), citations: [], provider: 'docs', status: 'complete', feedback: null, createdAt: at(301 + 2 * index)},
    });
  });
  await writeDocuments(documents);
}

/**
 * Stored by others, read by a signed-in reader: the rendering checks run as several tests over one
 * seeded set of documents (81 question pages take minutes to visit), each signing in afresh and
 * watching for execution on its own; the totals are printed once all have run.
 */
test.describe('hostile content stored by others renders as inert text', () => {
  let viewer: TestAccount;
  const places = new Set<string>();
  let renderings = 0;

  test.beforeAll(async () => {
    await resetEmulators();
    viewer = await createAccount(HOSTILE_EMAIL);
    await seedHostileContent(viewer);
  });

  /** A signed-in page, watched for execution; `finish` asserts nothing ran and nothing dangerous was found. */
  /** Goes to `route` inside the running app, as its links do: a history entry, no page load. */
  async function openInApp(page: Page, route: string) {
    await page.evaluate((to) => {
      window.history.pushState(null, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, route);
  }

  async function openAsViewer(page: Page, context: BrowserContext) {
    const observed: Observed = {ran: [], dialogs: []};
    await watchForExecution(context, page, observed);
    const dangers: string[] = [];
    // The header names the reader after their hostile e-mail address.
    await signInThroughLoginPage(page, {...viewer, email: HOSTILE_EMAIL});
    return {
      check: async (where: string) => {
        for (const danger of await findDangers(page)) dangers.push(`${where}: ${danger}`);
      },
      observed,
      finish: async () => {
        // Late handlers (image errors, animations, focus) have had their events before judging.
        await lateEventsFired(page);
        expect(dangers).toEqual([]);
        expect(observed.ran).toEqual([]);
        expect(observed.dialogs).toEqual([]);
      },
    };
  }

  test.afterAll(() => {
    console.log(`hostile content: ${XSS_PAYLOADS.length} payloads × ${places.size} places, 0 ran (${renderings} renderings checked)`);
  });

  test('in the header user menu and the question list', async ({page, context}) => {
    const {check, observed, finish} = await openAsViewer(page, context);
    // The detector itself works: a call from the page is seen (then forgotten).
    await page.evaluate(() => (window as unknown as {__xss: (id: string) => Promise<void>}).__xss('detector check'));
    expect(observed.ran).toEqual(['detector check']);
    observed.ran.length = 0;
    const userButton = page.getByRole('button', {name: HOSTILE_LOCAL_PART});
    await userButton.click();
    await expect(page.getByRole('menuitem', {name: 'My Chats'})).toBeVisible();
    await expect(userButton).toContainText(HOSTILE_LOCAL_PART);
    await check('header');

    // The question list: every title, its hostile tag and its author's hostile name.
    await page.goto('/community');
    await expect(page.getByRole('status').filter({hasText: 'Connection:'})).toContainText('Online');
    const rows = page.getByRole('main').getByRole('listitem').filter({hasText: 'asked by'});
    await expect(rows).toHaveCount(20);
    while (await page.getByRole('button', {name: 'Load more'}).isVisible()) {
      const before = await rows.count();
      await page.getByRole('button', {name: 'Load more'}).click();
      await expect.poll(() => rows.count()).toBeGreaterThan(before);
      // The new rows can show while the button still reads "Loading…"; asking for "Load more"
      // then would end the loop a page early (a CI run under load stopped at 40 of 81 rows).
      await expect(page.getByRole('button', {name: 'Loading…'})).toHaveCount(0);
    }
    await expect(rows).toHaveCount(XSS_PAYLOADS.length);
    for (const payload of NAMED) await expect(page.getByRole('main')).toContainText(`asked by ${payload.text}`, {useInnerText: false});
    const listText = await mainText(page);
    for (const payload of XSS_PAYLOADS) {
      expect(listText, `${payload.id} title and tag show as text in the list`).toContain(payload.text + 'xss' + payload.text);
    }
    await check('community list');
    await finish();
    for (const place of ['header user menu', 'list: title', 'list: tag', 'list: author name']) places.add(place);
    renderings += 1 + XSS_PAYLOADS.length * 2 + NAMED.length;
  });

  // Each question page: title, Markdown body, Markdown answer, both authors' names.
  const PAGES_PER_TEST = Math.ceil(XSS_PAYLOADS.length / 4);
  for (let first = 0; first < XSS_PAYLOADS.length; first += PAGES_PER_TEST) {
    const batch = XSS_PAYLOADS.slice(first, first + PAGES_PER_TEST);
    test(`on the question pages of ${batch[0].id}…${batch[batch.length - 1].id}`, async ({page, context}) => {
      test.setTimeout(120_000);
      const {check, finish} = await openAsViewer(page, context);
      let checked = 0;
      await page.goto(`/community/question?id=${postId(batch[0])}`);
      for (const payload of batch) {
        // The later pages open the way the app's own links open them (no page load): the same
        // question view renders them, and each full load would start Firebase all over again.
        await openInApp(page, `/community/question?id=${postId(payload)}`);
        const answer = page.getByRole('article').filter({hasText: `case ${payload.id} answer`});
        await expect(answer).toBeVisible();
        await expect(page.getByRole('heading', {level: 1})).toHaveText(payload.text, {useInnerText: false});
        // Authors' names arrive after the posts (one lookup for every name on the page).
        if (canBeName(payload)) {
          await expect(page.getByRole('main')).toContainText(`asked by ${payload.text}`);
          await expect(answer).toContainText(`answered by ${payload.text}`);
        }
        expect(await mainText(page)).toContain(`case ${payload.id} question`);
        checked += canBeName(payload) ? 5 : 3;
        await check(`question ${payload.id}`);
      }
      await finish();
      for (const place of ['question page: title', 'question page: body', 'question page: answer', 'question page: author names']) places.add(place);
      renderings += checked;
    });
  }

  test('in the profile and in My Chats', async ({page, context}) => {
    const {check, finish} = await openAsViewer(page, context);
    // The reader's profile: the app names it "Reader 123456", never after the (hostile) e-mail
    // address, which only the reader sees, in the header. A hostile name the reader types is
    // tested below ("hostile text typed into …").
    await page.goto('/community/profile');
    await expect(page.getByLabel('Display name')).toHaveValue(/^Reader \d{6}$/);
    expect(JSON.stringify(await readDocument(`users/${viewer.uid}`))).not.toContain(HOSTILE_LOCAL_PART);
    await check('profile');

    // My Chats: every hostile chat title in the list, and the chat holding every payload.
    await page.goto(`/chat?chat=${HOSTILE_CHAT}`);
    await expect(page.getByRole('article', {name: 'Answer'})).toHaveCount(XSS_PAYLOADS.length);
    // The chat list loads on its own: wait for it too before reading the titles.
    await expect(page.getByText('Loading your chats…')).toHaveCount(0);
    const chatText = await mainText(page);
    for (const payload of XSS_PAYLOADS) {
      expect(chatText, `${payload.id} as a chat title`).toContain(chatTitle(payload));
      expect(chatText, `${payload.id} as a question`).toContain(`You asked: ${payload.text}`);
      expect(chatText, `${payload.id} as an answer`).toContain(`case ${payload.id} reply`);
    }
    await check('chat');
    await finish();
    for (const place of ['profile', 'chat list: title', 'chat: question', 'chat: answer']) places.add(place);
    renderings += 1 + XSS_PAYLOADS.length * 3;
  });
});

test('hostile text typed into the ask form, the answer form, the chat composer and the profile stays text', async ({page, context}) => {
  await resetEmulators();
  const observed: Observed = {ran: [], dialogs: []};
  await watchForExecution(context, page, observed);
  const byId = (id: string) => XSS_PAYLOADS.find((payload) => payload.id === id)!.text;
  const title = byId('e01');
  const body = `${byId('s01')}\n\n${byId('m01')}\n\n${byId('x03')}`;
  const answer = `${byId('u01')} and ${byId('g02')}\n\n${byId('m07')}`;
  const name = byId('e03');
  const chatQuestion = `${byId('e05')} ${byId('u06')}`;

  const account = await createAccount('typist@example.com');
  await signInThroughLoginPage(page, account);
  await page.goto('/community');
  await expect(page.getByRole('status').filter({hasText: 'Connection:'})).toContainText('Online');

  await page.goto('/community/profile');
  await expect(page.getByLabel('Display name')).toHaveValue(/^Reader \d{6}$/);
  await page.getByLabel('Display name').fill(name);
  await page.getByRole('button', {name: 'Save name'}).click();
  await expect(page.getByText('Saved.')).toBeVisible();

  await page.goto('/community');
  await page.getByRole('button', {name: 'Ask a question'}).click();
  await page.getByLabel('Title', {exact: true}).fill(title);
  await page.getByLabel('Details', {exact: true}).fill(body);
  await page.getByLabel('Tags', {exact: true}).fill('security');
  // The live preview renders the same Markdown before anything is saved.
  await expect(page.getByRole('region', {name: 'Details: preview'})).toContainText(byId('s01'));
  expect(await findDangers(page)).toEqual([]);
  await page.getByRole('button', {name: 'Post your question'}).click();
  await expect(page).toHaveURL(/\/community\/question\?id=/);
  const postId = new URL(page.url()).searchParams.get('id') ?? '';
  await expect(page.getByRole('heading', {level: 1})).toHaveText(title);

  await page.getByLabel('Answer', {exact: true}).fill(answer);
  await page.getByRole('button', {name: 'Post your answer'}).click();
  const answerArticle = page.getByRole('article').filter({hasText: 'html link'});
  await expect(answerArticle).toContainText(`answered by ${name}`);
  const question = page.getByRole('article').first();
  await expect(question).toContainText(byId('s01'));
  await expect(question).toContainText(`asked by ${name}`);
  expect(await findDangers(page)).toEqual([]);

  // What reached the server is exactly what was typed.
  expect(await readDocument(`posts/${postId}`)).toMatchObject({fields: {title: {stringValue: title}, body: {stringValue: body}}});
  expect(await readDocument(`users/${account.uid}`)).toMatchObject({fields: {displayName: {stringValue: name}}});

  await page.goto('/chat');
  await page.getByRole('textbox', {name: 'Ask a Python question'}).fill(chatQuestion);
  await page.getByRole('button', {name: 'Ask', exact: true}).click();
  await expect(page.getByRole('button', {name: 'Ask', exact: true})).toBeVisible({timeout: 20_000});
  await expect(page.getByRole('article', {name: 'Answer'})).toHaveCount(1);
  await expect(page.getByRole('main')).toContainText(`You asked: ${chatQuestion}`);
  // The chat is titled after its question (cut to 80 characters by titleFromQuestion).
  await expect(page.getByRole('navigation', {name: 'Your chats'})).toContainText(chatQuestion.slice(0, 60));
  expect(await findDangers(page)).toEqual([]);

  await lateEventsFired(page);
  expect(observed.ran).toEqual([]);
  expect(observed.dialogs).toEqual([]);
});
