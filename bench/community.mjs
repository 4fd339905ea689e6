// Community live update: how long after one reader posts a question another reader, who has
// /community open in a separate browser context, sees it appear (Firestore listener, emulators).
// Used by `npm run bench` (bench/run.mjs), which starts the emulators and serves the build.
import {performance} from 'node:perf_hooks';

const SAMPLES = 5;
const AUTH = `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099'}`;

async function createAccount(email, password) {
  const response = await fetch(`${AUTH}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`, {
    method: 'POST',
    headers: {'content-type': 'application/json'},
    body: JSON.stringify({email, password, returnSecureToken: true}),
  });
  if (!response.ok) throw new Error(`could not create ${email}: ${response.status}`);
}

/** Rows of [figure, value, unit] for the benchmark table. */
export async function measure({browser, baseUrl}) {
  const password = 'bench-password-1';
  const readerEmail = `reader-${Date.now()}@example.com`;
  await createAccount(readerEmail, password);
  async function signedIn(address) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${baseUrl}/login?returnTo=%2Fcommunity`);
    await page.getByRole('main').getByLabel('Email', {exact: true}).fill(address);
    await page.getByRole('main').getByLabel('Password', {exact: true}).fill(password);
    await page.getByRole('main').getByRole('button', {name: 'Login'}).click();
    await page.waitForURL(/\/community$/);
    return {context, page};
  }
  const {context: readerContext, page: reader} = await signedIn(readerEmail);
  await reader.getByText('Online').first().waitFor({timeout: 30_000});

  const latencies = [];
  for (let sample = 0; sample < SAMPLES; sample++) {
    // A writer per question: the rules let one reader ask once every 30 seconds (SECURITY.md).
    const email = `bench-${Date.now()}-${sample}@example.com`;
    await createAccount(email, password);
    const {context: writerContext, page: writer} = await signedIn(email);
    // As a person would: the page is connected before they have typed a question. (A post sent
    // sooner waits for the reader's profile to load, which is page start-up, not live update.)
    await writer.getByText('Online').first().waitFor({timeout: 30_000});
    const title = `How fast does question number ${sample + 1} of run ${Date.now()} appear?`;
    await writer.getByRole('button', {name: 'Ask a question'}).click();
    await writer.getByLabel('Title', {exact: true}).fill(title);
    await writer.getByLabel('Details', {exact: true}).fill('Measuring how long a new question takes to reach another reader.');
    await writer.getByLabel('Tags', {exact: true}).fill('benchmark');
    const appeared = reader.getByRole('link', {name: title}).waitFor({timeout: 30_000});
    const started = performance.now();
    await writer.getByRole('button', {name: 'Post your question'}).click();
    await appeared;
    latencies.push(performance.now() - started);
    await writerContext.close();
  }
  await readerContext.close();
  const sorted = [...latencies].sort((a, b) => a - b);
  return [
    [`post to appearance in another context, median of ${SAMPLES}`, sorted[Math.floor(SAMPLES / 2)], 'ms'],
    ['slowest', sorted[SAMPLES - 1], 'ms'],
  ];
}
