// Votes on questions and answers: once per user, toggleable, never on one's own, and the score
// moves by exactly the vote's change in the same batch.
// rules-coverage: /posts/{postId}/votes/{userId} allowed get create update delete; denied get list create update delete
// rules-coverage: /posts/{postId}/answers/{answerId}/votes/{userId} allowed get create update delete; denied get list create update delete
import {assertFails, assertSucceeds, type RulesTestEnvironment} from '@firebase/rules-unit-testing';
import {collection, deleteDoc, doc, getDoc, getDocs, increment, serverTimestamp, setDoc, Timestamp, writeBatch, type Firestore} from 'firebase/firestore';
import {newVote, nextVote, scoreDelta, targetPath, votePath, type Target, type VoteValue} from '@site/src/features/community/model';
import {ALICE, BOB, CAROL, anonymous, questionWithAnswer, seed, signedIn, rulesTestEnvironment, stored} from './support';

let env: RulesTestEnvironment;
beforeAll(async () => {
  env = await rulesTestEnvironment();
});
afterEach(() => env.clearFirestore());
afterAll(() => env.cleanup());

const QUESTION_TARGET: Target = {postId: 'q1', answerId: null};
const ANSWER_TARGET: Target = {postId: 'q1', answerId: 'a1'};

/** Votes the way the UI does: the vote document and the target's score in one batch. */
function vote(db: Firestore, uid: string, target: Target, before: VoteValue | 0, clicked: VoteValue, scoreChange?: number) {
  const after = nextVote(before, clicked);
  const batch = writeBatch(db);
  const voteRef = doc(db, votePath(target, uid));
  if (after === 0) batch.delete(voteRef);
  else batch.set(voteRef, newVote(after, serverTimestamp()));
  batch.update(doc(db, targetPath(target)), {score: increment(scoreChange ?? scoreDelta(before, after))});
  return batch.commit();
}

async function scoreOf(target: Target): Promise<unknown> {
  return (await stored(env, targetPath(target)))?.score;
}

describe('votes: allowed', () => {
  beforeEach(() => seed(env, questionWithAnswer()));

  test('a reader upvotes a question: its score goes up by one', async () => {
    await assertSucceeds(vote(signedIn(env, BOB), BOB, QUESTION_TARGET, 0, 1));
    expect(await scoreOf(QUESTION_TARGET)).toBe(1);
  });

  test('switching from up to down moves the score by two, and clicking down again takes the vote back', async () => {
    const db = signedIn(env, BOB);
    await assertSucceeds(vote(db, BOB, QUESTION_TARGET, 0, 1));
    await assertSucceeds(vote(db, BOB, QUESTION_TARGET, 1, -1));
    expect(await scoreOf(QUESTION_TARGET)).toBe(-1);
    await assertSucceeds(vote(db, BOB, QUESTION_TARGET, -1, -1));
    expect(await scoreOf(QUESTION_TARGET)).toBe(0);
  });

  test('two readers vote on an answer: each vote counts once', async () => {
    await assertSucceeds(vote(signedIn(env, ALICE), ALICE, ANSWER_TARGET, 0, 1));
    await assertSucceeds(vote(signedIn(env, CAROL), CAROL, ANSWER_TARGET, 0, 1));
    expect(await scoreOf(ANSWER_TARGET)).toBe(2);
  });

  test('a voter reads their own vote', async () => {
    await vote(signedIn(env, BOB), BOB, QUESTION_TARGET, 0, 1);
    await assertSucceeds(getDoc(doc(signedIn(env, BOB), votePath(QUESTION_TARGET, BOB))));
  });

  test('a reader switches their vote on an answer, reads it, and takes it back', async () => {
    const db = signedIn(env, CAROL);
    await assertSucceeds(vote(db, CAROL, ANSWER_TARGET, 0, -1));
    await assertSucceeds(vote(db, CAROL, ANSWER_TARGET, -1, 1));
    await assertSucceeds(getDoc(doc(db, votePath(ANSWER_TARGET, CAROL))));
    expect(await scoreOf(ANSWER_TARGET)).toBe(1);
    await assertSucceeds(vote(db, CAROL, ANSWER_TARGET, 1, 1));
    expect(await scoreOf(ANSWER_TARGET)).toBe(0);
  });
});

describe('votes: denied', () => {
  beforeEach(() => seed(env, questionWithAnswer()));

  test('nobody votes on their own question or answer', async () => {
    await assertFails(vote(signedIn(env, ALICE), ALICE, QUESTION_TARGET, 0, 1));
    await assertFails(vote(signedIn(env, BOB), BOB, ANSWER_TARGET, 0, 1));
  });

  test('nobody votes twice: a second upvote cannot add another point', async () => {
    const db = signedIn(env, BOB);
    await vote(db, BOB, QUESTION_TARGET, 0, 1);
    await assertFails(vote(db, BOB, QUESTION_TARGET, 0, 1));
    expect(await scoreOf(QUESTION_TARGET)).toBe(1);
  });

  test('a vote must move the score by exactly its value', async () => {
    const db = signedIn(env, BOB);
    await assertFails(vote(db, BOB, QUESTION_TARGET, 0, 1, 5));
    await assertFails(vote(db, BOB, QUESTION_TARGET, 0, 1, 0));
    await assertFails(vote(db, BOB, QUESTION_TARGET, 0, -1, 1));
  });

  test('a vote without the score change is refused', async () => {
    await assertFails(setDoc(doc(signedIn(env, BOB), votePath(QUESTION_TARGET, BOB)), newVote(1, serverTimestamp())));
  });

  test('nobody casts a vote in someone else\'s name', async () => {
    const db = signedIn(env, BOB);
    const batch = writeBatch(db);
    batch.set(doc(db, votePath(QUESTION_TARGET, CAROL)), newVote(1, serverTimestamp()));
    batch.update(doc(db, 'posts/q1'), {score: increment(1)});
    await assertFails(batch.commit());
  });

  test.each([
    ['a value of 2', {value: 2}],
    ['a value of 0', {value: 0}],
    ['a back-dated time', {votedAt: Timestamp.fromDate(new Date('2020-01-01'))}],
    ['a field the UI never writes', {weight: 10}],
  ])('a vote with %s is refused', async (_what, change) => {
    const db = signedIn(env, BOB);
    const batch = writeBatch(db);
    batch.set(doc(db, votePath(QUESTION_TARGET, BOB)), {...newVote(1, serverTimestamp()), ...change});
    batch.update(doc(db, 'posts/q1'), {score: increment(1)});
    await assertFails(batch.commit());
  });

  test('a signed-out reader cannot vote', async () => {
    await assertFails(vote(anonymous(env), 'nobody', QUESTION_TARGET, 0, 1));
  });

  test('nobody reads another reader\'s vote', async () => {
    await vote(signedIn(env, BOB), BOB, QUESTION_TARGET, 0, 1);
    await assertFails(getDoc(doc(signedIn(env, CAROL), votePath(QUESTION_TARGET, BOB))));
    await assertFails(getDoc(doc(anonymous(env), votePath(QUESTION_TARGET, BOB))));
  });

  test('taking back a vote must take its point back too', async () => {
    const db = signedIn(env, BOB);
    await vote(db, BOB, QUESTION_TARGET, 0, 1);
    const batch = writeBatch(db);
    batch.delete(doc(db, votePath(QUESTION_TARGET, BOB)));
    await assertFails(batch.commit());
  });

  test('nobody lists the votes on a question or an answer, not even a voter', async () => {
    await vote(signedIn(env, CAROL), CAROL, QUESTION_TARGET, 0, 1);
    await vote(signedIn(env, CAROL), CAROL, ANSWER_TARGET, 0, 1);
    await assertFails(getDocs(collection(signedIn(env, CAROL), 'posts/q1/votes')));
    await assertFails(getDocs(collection(signedIn(env, CAROL), 'posts/q1/answers/a1/votes')));
  });

  test('nobody reads another reader\'s vote on an answer', async () => {
    await vote(signedIn(env, CAROL), CAROL, ANSWER_TARGET, 0, 1);
    await assertFails(getDoc(doc(signedIn(env, ALICE), votePath(ANSWER_TARGET, CAROL))));
  });

  test('switching a vote on an answer must move the score by exactly two', async () => {
    const db = signedIn(env, CAROL);
    await vote(db, CAROL, ANSWER_TARGET, 0, 1);
    await assertFails(vote(db, CAROL, ANSWER_TARGET, 1, -1, -1));
    await assertFails(vote(db, CAROL, ANSWER_TARGET, 1, -1, -5));
    expect(await scoreOf(ANSWER_TARGET)).toBe(1);
  });

  test('a vote on an answer is taken back only with its point, and only by its voter', async () => {
    await vote(signedIn(env, CAROL), CAROL, ANSWER_TARGET, 0, 1);
    await assertFails(deleteDoc(doc(signedIn(env, CAROL), votePath(ANSWER_TARGET, CAROL))));
    await assertFails(vote(signedIn(env, ALICE), CAROL, ANSWER_TARGET, 1, 1));
    expect(await scoreOf(ANSWER_TARGET)).toBe(1);
  });

  test('nobody votes on hidden content', async () => {
    await seed(env, questionWithAnswer({hidden: true}, {hidden: true}));
    await assertFails(vote(signedIn(env, CAROL), CAROL, QUESTION_TARGET, 0, 1));
    await assertFails(vote(signedIn(env, CAROL), CAROL, ANSWER_TARGET, 0, 1));
  });
});
