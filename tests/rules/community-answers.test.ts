// posts/{postId}/answers/{answerId}: answering keeps answerCount right in the same batch, authors
// edit and delete their own answers, admins hide and delete any.
// rules-coverage: /posts/{postId}/answers/{answerId} allowed get list create update delete; denied get list create update delete
import {assertFails, assertSucceeds, type RulesTestEnvironment} from '@firebase/rules-unit-testing';
import {
  collection,
  doc,
  getDoc,
  getDocs,
  increment,
  limit,
  orderBy,
  query,
  serverTimestamp,
  updateDoc,
  where,
  writeBatch,
  type Firestore,
} from 'firebase/firestore';
import {answerEdit, answerPath, answersPath, newAnswer, postPath} from '@site/src/features/community/model';
import {
  ALICE,
  ANSWER_BODY,
  BOB,
  CAROL,
  anonymous,
  asAdmin,
  pacedBatch,
  profiles,
  retire,
  questionWithAnswer,
  seed,
  signedIn,
  rulesTestEnvironment,
  stored,
  storedPost,
} from './support';

let env: RulesTestEnvironment;
beforeAll(async () => {
  env = await rulesTestEnvironment();
});
afterEach(() => env.clearFirestore());
afterAll(() => env.cleanup());

type PostChange = Record<string, unknown>;

/** Writes an answer the way the UI does: the answer and the question's counter in one batch. */
function answerBatch(db: Firestore, uid: string, answerId = 'a2', postChange: PostChange = {answerCount: increment(1), lastAnswerId: answerId}, body = ANSWER_BODY) {
  const batch = pacedBatch(db, uid, 'answer', `q1/${answerId}`);
  batch.set(doc(db, answerPath('q1', answerId)), newAnswer(body, uid, serverTimestamp()));
  if (Object.keys(postChange).length > 0) batch.update(doc(db, postPath('q1')), postChange);
  return batch.commit();
}

function removeBatch(db: Firestore, answerId: string, postChange: PostChange) {
  const batch = retire(db, writeBatch(db), 'q1', answerId);
  batch.delete(doc(db, answerPath('q1', answerId)));
  if (Object.keys(postChange).length > 0) batch.update(doc(db, postPath('q1')), postChange);
  return batch.commit();
}

function hideBatch(db: Firestore, answerId: string, hidden: boolean, postChange: PostChange) {
  const batch = writeBatch(db);
  batch.update(doc(db, answerPath('q1', answerId)), {hidden});
  if (Object.keys(postChange).length > 0) batch.update(doc(db, postPath('q1')), postChange);
  return batch.commit();
}

describe('answers: allowed', () => {
  test('a signed-out reader lists the visible answers and opens one', async () => {
    await seed(env, questionWithAnswer());
    await assertSucceeds(getDocs(query(collection(anonymous(env), answersPath('q1')), where('hidden', '==', false), orderBy('createdAt'), limit(50))));
    await assertSucceeds(getDoc(doc(anonymous(env), answerPath('q1', 'a1'))));
  });

  test('a signed-in user answers, and the answer count goes up by one in the same batch', async () => {
    await seed(env, questionWithAnswer());
    await assertSucceeds(answerBatch(signedIn(env, CAROL), CAROL));
    expect((await stored(env, postPath('q1')))?.answerCount).toBe(2);
  });

  test('the question\'s own author may answer it too', async () => {
    await seed(env, questionWithAnswer());
    await assertSucceeds(answerBatch(signedIn(env, ALICE), ALICE));
  });

  test('the author edits their answer and it is stamped as edited', async () => {
    await seed(env, questionWithAnswer());
    await assertSucceeds(updateDoc(doc(signedIn(env, BOB), answerPath('q1', 'a1')), answerEdit(`${ANSWER_BODY} Edited.`, serverTimestamp())));
  });

  test('the author deletes their answer and the count goes down in the same batch', async () => {
    await seed(env, questionWithAnswer());
    await assertSucceeds(removeBatch(signedIn(env, BOB), 'a1', {answerCount: increment(-1), lastAnswerId: 'a1'}));
  });

  test('deleting the accepted answer clears the acceptance', async () => {
    await seed(env, questionWithAnswer({acceptedAnswerId: 'a1'}));
    await assertSucceeds(removeBatch(signedIn(env, BOB), 'a1', {answerCount: increment(-1), lastAnswerId: 'a1', acceptedAnswerId: null}));
  });

  test('an admin hides an answer (it stops counting) and unhides it (it counts again)', async () => {
    await seed(env, questionWithAnswer());
    const db = asAdmin(env);
    await assertSucceeds(hideBatch(db, 'a1', true, {answerCount: increment(-1), lastAnswerId: 'a1'}));
    await assertSucceeds(hideBatch(db, 'a1', false, {answerCount: increment(1), lastAnswerId: 'a1'}));
  });

  test('an admin reads a hidden answer, and its author still can', async () => {
    await seed(env, questionWithAnswer({answerCount: 0}, {hidden: true}));
    await assertSucceeds(getDoc(doc(asAdmin(env), answerPath('q1', 'a1'))));
    await assertSucceeds(getDoc(doc(signedIn(env, BOB), answerPath('q1', 'a1'))));
    await assertSucceeds(getDocs(query(collection(asAdmin(env), answersPath('q1')), orderBy('createdAt'), limit(50))));
  });

  test('an admin deletes someone\'s answer, keeping the count right', async () => {
    await seed(env, questionWithAnswer());
    await assertSucceeds(removeBatch(asAdmin(env), 'a1', {answerCount: increment(-1), lastAnswerId: 'a1'}));
  });

  test('deleting a hidden answer leaves the count alone', async () => {
    await seed(env, questionWithAnswer({answerCount: 0}, {hidden: true}));
    await assertSucceeds(removeBatch(signedIn(env, BOB), 'a1', {}));
  });
});

describe('answers: denied', () => {
  test('a signed-out reader cannot answer', async () => {
    await seed(env, questionWithAnswer());
    await assertFails(answerBatch(anonymous(env), 'nobody'));
  });

  test('an answer without the counter change is refused', async () => {
    await seed(env, questionWithAnswer());
    await assertFails(answerBatch(signedIn(env, CAROL), CAROL, 'a2', {}));
  });

  test('an answer that raises the count by two is refused', async () => {
    await seed(env, questionWithAnswer());
    await assertFails(answerBatch(signedIn(env, CAROL), CAROL, 'a2', {answerCount: increment(2), lastAnswerId: 'a2'}));
  });

  test('an answer whose counter change names another answer is refused', async () => {
    await seed(env, questionWithAnswer());
    await assertFails(answerBatch(signedIn(env, CAROL), CAROL, 'a2', {answerCount: increment(1), lastAnswerId: 'a1'}));
  });

  test('nobody answers in someone else\'s name', async () => {
    await seed(env, questionWithAnswer());
    await assertFails(answerBatch(signedIn(env, CAROL), BOB));
  });

  test('nobody answers without a profile', async () => {
    await seed(env, questionWithAnswer());
    await assertFails(answerBatch(signedIn(env, 'ghost'), 'ghost'));
  });

  test('nobody answers a hidden question', async () => {
    await seed(env, questionWithAnswer({hidden: true}));
    await assertFails(answerBatch(signedIn(env, CAROL), CAROL));
  });

  test.each([
    ['a starting score', {score: 3}],
    ['a hidden flag', {hidden: true}],
    ['a field the UI never writes', {accepted: true}],
    ['a 19-character body', {body: 'Not long enough yet'}],
    ['a body over 20,000 characters', {body: 'y'.repeat(20_001)}],
  ])('an answer with %s is refused', async (_what, change) => {
    await seed(env, questionWithAnswer());
    const db = signedIn(env, CAROL);
    const batch = pacedBatch(db, CAROL, 'answer', 'q1/a2');
    batch.set(doc(db, answerPath('q1', 'a2')), {...newAnswer(ANSWER_BODY, CAROL, serverTimestamp()), ...change});
    batch.update(doc(db, postPath('q1')), {answerCount: increment(1), lastAnswerId: 'a2'});
    await assertFails(batch.commit());
  });

  test('nobody edits another user\'s answer', async () => {
    await seed(env, questionWithAnswer());
    await assertFails(updateDoc(doc(signedIn(env, ALICE), answerPath('q1', 'a1')), answerEdit('Alice rewrote Bob\'s answer entirely.', serverTimestamp())));
    await assertFails(updateDoc(doc(asAdmin(env), answerPath('q1', 'a1')), answerEdit('An admin rewrote Bob\'s answer entirely.', serverTimestamp())));
  });

  test('an author\'s edit cannot touch the score or the hidden flag', async () => {
    await seed(env, questionWithAnswer());
    const db = signedIn(env, BOB);
    await assertFails(updateDoc(doc(db, answerPath('q1', 'a1')), {...answerEdit(ANSWER_BODY, serverTimestamp()), score: 99}));
    await assertFails(updateDoc(doc(db, answerPath('q1', 'a1')), {score: 99}));
  });

  test('nobody deletes another user\'s answer', async () => {
    await seed(env, questionWithAnswer());
    await assertFails(removeBatch(signedIn(env, ALICE), 'a1', {answerCount: increment(-1), lastAnswerId: 'a1'}));
  });

  test('deleting an answer without lowering the count is refused', async () => {
    await seed(env, questionWithAnswer());
    await assertFails(removeBatch(signedIn(env, BOB), 'a1', {}));
  });

  test('deleting the accepted answer without clearing the acceptance is refused', async () => {
    await seed(env, questionWithAnswer({acceptedAnswerId: 'a1'}));
    await assertFails(removeBatch(signedIn(env, BOB), 'a1', {answerCount: increment(-1), lastAnswerId: 'a1'}));
  });

  test('only admins hide answers', async () => {
    await seed(env, questionWithAnswer());
    await assertFails(hideBatch(signedIn(env, BOB), 'a1', true, {answerCount: increment(-1), lastAnswerId: 'a1'}));
    await assertFails(hideBatch(signedIn(env, ALICE), 'a1', true, {answerCount: increment(-1), lastAnswerId: 'a1'}));
  });

  test('an admin hiding an answer must lower the count with it', async () => {
    await seed(env, questionWithAnswer());
    await assertFails(hideBatch(asAdmin(env), 'a1', true, {}));
  });

  test('other readers cannot see a hidden answer', async () => {
    await seed(env, questionWithAnswer({answerCount: 0}, {hidden: true}));
    await assertFails(getDoc(doc(signedIn(env, CAROL), answerPath('q1', 'a1'))));
    await assertFails(getDocs(query(collection(anonymous(env), answersPath('q1')), orderBy('createdAt'), limit(50))));
  });

  test('nobody can lower the count by pretending to delete an answer that stays', async () => {
    await seed(env, {...profiles, [postPath('q1')]: storedPost(ALICE, {answerCount: 1, lastAnswerId: 'a1'}), [answerPath('q1', 'a1')]: questionWithAnswer()[answerPath('q1', 'a1')]});
    await assertFails(updateDoc(doc(signedIn(env, BOB), postPath('q1')), {answerCount: increment(-1), lastAnswerId: 'a1'}));
  });
});
