// /community paints its first page from one REST runQuery (src/features/community/firstPage.ts)
// before the live SDK listener takes over. Both must show the same questions in the same order,
// and the REST read, made signed out, must never see a hidden question.
import type {RulesTestEnvironment} from '@firebase/rules-unit-testing';
import * as fs from 'firebase/firestore';
import {Timestamp} from 'firebase/firestore';
import {fetchFirstPage, firstPageEndpoint} from '@site/src/features/community/firstPage';
import {PAGE_SIZE, POSTS, postPath, readPost, type FeedView, type Post} from '@site/src/features/community/model';
import {feedConstraints, type FeedQuery} from '@site/src/features/community/feedQuery';
import {ALICE, BOB, anonymous, rulesTestEnvironment, seed, storedPost} from './support';

let env: RulesTestEnvironment;
let endpoint: string;

const TAGS = ['asyncio', 'lists', 'typing'];

beforeAll(async () => {
  env = await rulesTestEnvironment();
  await env.clearFirestore();
  const [host, port] = (process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080').split(':');
  endpoint = firstPageEndpoint({
    apiKey: 'demo-api-key',
    authDomain: 'demo-pydocs.firebaseapp.com',
    projectId: env.projectId,
    useEmulators: true,
    authEmulatorUrl: 'http://127.0.0.1:9099',
    firestoreEmulatorHost: host,
    firestoreEmulatorPort: Number(port),
  });
  // More questions than a page, with every combination the filters look at: hidden or not, each
  // tag, answered or not, scores that tie (so the second sort key matters).
  const documents: Record<string, Record<string, unknown>> = {};
  for (let index = 0; index < 2 * PAGE_SIZE + 6; index++) {
    documents[postPath(`q${String(index).padStart(2, '0')}`)] = storedPost(index % 2 ? ALICE : BOB, {
      title: `Question number ${index}: why does this happen?`,
      tags: [TAGS[index % 3], ...(index % 4 === 0 ? ['python-3-14'] : [])],
      hidden: index % 7 === 3,
      answerCount: index % 5 === 1 || index % 5 === 4 ? 0 : (index % 5) + 1,
      score: (index * 7) % 5 - 1,
      createdAt: Timestamp.fromMillis(Date.parse('2026-11-01T10:00:00.123Z') + index * 3_600_000 + 456),
    });
  }
  await seed(env, documents);
}, 60_000);
afterAll(async () => {
  await env.clearFirestore();
  await env.cleanup();
});

/** What the live listener's first snapshot holds, read as a signed-out reader. */
async function liveFirstPage(feed: FeedQuery): Promise<Post[]> {
  const db = anonymous(env);
  const snapshot = await fs.getDocs(fs.query(fs.collection(db, POSTS), ...feedConstraints(fs, feed), fs.limit(PAGE_SIZE)));
  return snapshot.docs.map((doc) => readPost(doc.id, doc.data(), false));
}

/** What a list row shows: everything but the question's text, which the REST page leaves out. */
const comparable = (posts: readonly Post[]) =>
  posts.map(({createdAt, editedAt, body: _body, ...rest}) => ({...rest, createdAt: createdAt?.toMillis(), editedAt: editedAt?.toMillis() ?? null}));

const feeds: FeedQuery[] = (['newest', 'top', 'unanswered'] as FeedView[]).flatMap((view) =>
  [null, 'asyncio', 'python-3-14', 'no-such-tag'].map((tag) => ({view, tag, includeHidden: false})),
);

describe('the first page over REST is the live list\'s first page', () => {
  test.each(feeds.map((feed) => [`${feed.view}${feed.tag ? ` tagged ${feed.tag}` : ''}`, feed] as const))('%s: same questions, same order, same fields', async (_name, feed) => {
    const [rest, live] = await Promise.all([fetchFirstPage(endpoint, feed), liveFirstPage(feed)]);
    expect(comparable(rest)).toEqual(comparable(live));
    expect(rest.every((post) => !post.hidden)).toBe(true);
    // The question's text stays on the server: it is most of the bytes and no row shows it.
    expect(rest.every((post) => post.body === '')).toBe(true);
    if (feed.tag !== 'no-such-tag') expect(rest.length).toBeGreaterThan(0);
  });

  test('the newest view shows a full page of the latest questions, hidden ones left out', async () => {
    const rest = await fetchFirstPage(endpoint, {view: 'newest', tag: null, includeHidden: false});
    const visible = Array.from({length: 2 * PAGE_SIZE + 6}, (_, index) => index).filter((index) => index % 7 !== 3);
    const expected = visible.reverse().slice(0, PAGE_SIZE).map((index) => `q${String(index).padStart(2, '0')}`);
    expect(rest.map((post) => post.id)).toEqual(expected);
    expect(rest[0].createdAt?.toMillis()).toBe(Date.parse('2026-11-01T10:00:00.123Z') + 44 * 3_600_000 + 456);
  });

  test('the list admins see (hidden questions included) is never asked for without signing in', async () => {
    await expect(fetchFirstPage(endpoint, {view: 'newest', tag: null, includeHidden: true})).rejects.toThrow('Only the public list');
  });
});
