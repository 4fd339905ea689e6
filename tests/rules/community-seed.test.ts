// The demo seed (scripts/seed.mjs) must write exactly the model's shapes, with consistent
// counters, and what it hides must stay hidden from readers.
// rules-coverage: /posts/{postId} allowed get list; denied get
import {execFileSync} from 'node:child_process';
import path from 'node:path';
import {assertFails, assertSucceeds, type RulesTestEnvironment} from '@firebase/rules-unit-testing';
import {collection, doc, getDoc, getDocs, limit, orderBy, query, where} from 'firebase/firestore';
import {ANSWER_FIELDS, POST_FIELDS, REPORT_FIELDS, USER_FIELDS, countsAsAnswer, postPath} from '@site/src/features/community/model';
import {anonymous, dbOf, rulesTestEnvironment} from './support';

let env: RulesTestEnvironment;
type Stored = {id: string; data: Record<string, unknown>};
const seeded: {posts: Stored[]; answers: Map<string, Stored[]>; users: Stored[]; reports: Stored[]} = {
  posts: [],
  answers: new Map(),
  users: [],
  reports: [],
};

beforeAll(async () => {
  env = await rulesTestEnvironment();
  await env.clearFirestore();
  // The seed is an ES module for Node; run it the way `npm start` does.
  execFileSync(process.execPath, ['--input-type=module', '-e', "const {seedDemoData} = await import('./scripts/seed.mjs'); await seedDemoData();"], {
    cwd: path.join(__dirname, '../..'),
    env: process.env,
    stdio: 'pipe',
  });
  await env.withSecurityRulesDisabled(async (context) => {
    const db = dbOf(context);
    const all = async (collectionPath: string) => (await getDocs(collection(db, collectionPath))).docs.map((snapshot) => ({id: snapshot.id, data: snapshot.data()}));
    seeded.posts = await all('posts');
    seeded.users = await all('users');
    seeded.reports = await all('reports');
    for (const post of seeded.posts) seeded.answers.set(post.id, await all(`posts/${post.id}/answers`));
  });
}, 60_000);
afterAll(async () => {
  await env.clearFirestore();
  await env.cleanup();
});

const sorted = (keys: readonly string[]) => [...keys].sort();

describe('demo seed: allowed', () => {
  test('at least 15 questions, with answers, some accepted, varied tags and scores', () => {
    expect(seeded.posts.length).toBeGreaterThanOrEqual(15);
    const answered = seeded.posts.filter((post) => (seeded.answers.get(post.id) ?? []).length > 0);
    expect(answered.length).toBeGreaterThanOrEqual(10);
    expect(seeded.posts.filter((post) => post.data.acceptedAnswerId !== null).length).toBeGreaterThanOrEqual(5);
    expect(new Set(seeded.posts.flatMap((post) => post.data.tags as string[])).size).toBeGreaterThanOrEqual(15);
    expect(new Set(seeded.posts.map((post) => post.data.score)).size).toBeGreaterThanOrEqual(5);
  });

  test('every document has exactly the model\'s fields', () => {
    for (const post of seeded.posts) expect(sorted(Object.keys(post.data))).toEqual(sorted(POST_FIELDS));
    for (const answers of seeded.answers.values()) for (const answer of answers) expect(sorted(Object.keys(answer.data))).toEqual(sorted(ANSWER_FIELDS));
    for (const user of seeded.users) expect(sorted(Object.keys(user.data))).toEqual(sorted(USER_FIELDS));
    for (const report of seeded.reports) expect(sorted(Object.keys(report.data))).toEqual(sorted(REPORT_FIELDS));
  });

  test('counters agree with the answers, and accepted answers exist', () => {
    for (const post of seeded.posts) {
      const answers = seeded.answers.get(post.id) ?? [];
      expect(post.data.answerCount).toBe(answers.filter((answer) => countsAsAnswer(answer.data as {hidden: boolean})).length);
      if (post.data.acceptedAnswerId !== null) expect(answers.map((answer) => answer.id)).toContain(post.data.acceptedAnswerId);
    }
  });

  test('a signed-out reader can browse the seeded questions', async () => {
    const db = anonymous(env);
    await assertSucceeds(getDocs(query(collection(db, 'posts'), where('hidden', '==', false), orderBy('createdAt', 'desc'), limit(20))));
    await assertSucceeds(getDoc(doc(db, postPath('why-does-my-default-list-keep-growing'))));
  });
});

describe('demo seed: denied', () => {
  test('the hidden spam question stays hidden from readers', async () => {
    const hidden = seeded.posts.filter((post) => post.data.hidden === true);
    expect(hidden.length).toBeGreaterThanOrEqual(1);
    for (const post of hidden) await assertFails(getDoc(doc(anonymous(env), postPath(post.id))));
  });
});
