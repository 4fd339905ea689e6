// posts/{postId}: questions. Who may read, ask, edit, accept, hide and delete; what nobody may write.
// rules-coverage: /posts/{postId} allowed get list create update delete; denied get list create update delete
import {assertFails, assertSucceeds, type RulesTestEnvironment} from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  increment,
  limit,
  orderBy,
  query,
  serverTimestamp,
  Timestamp,
  updateDoc,
  where,
  writeBatch,
} from 'firebase/firestore';
import {LIMITS, newPost, newVote, postPath, questionEdit, textLength, votePath, type ValidQuestion} from '@site/src/features/community/model';
import {ALICE, BOB, QUESTION, anonymous, createProfileAs, pacedBatch, pacedSet, retire, asAdmin, profiles, questionWithAnswer, seed, signedIn, rulesTestEnvironment, stored, storedPost} from './support';

let env: RulesTestEnvironment;
beforeAll(async () => {
  env = await rulesTestEnvironment();
});
afterEach(() => env.clearFirestore());
afterAll(() => env.cleanup());

const ask = (uid: string, question: ValidQuestion = QUESTION) => newPost(question, uid, serverTimestamp());

describe('posts: allowed', () => {
  test('a signed-out reader reads a visible question and lists the newest ones', async () => {
    await seed(env, {[postPath('q1')]: storedPost(ALICE)});
    const db = anonymous(env);
    await assertSucceeds(getDoc(doc(db, postPath('q1'))));
    await assertSucceeds(getDocs(query(collection(db, 'posts'), where('hidden', '==', false), orderBy('createdAt', 'desc'), limit(20))));
  });

  test('a reader may look up a question that does not exist (yet)', async () => {
    await assertSucceeds(getDoc(doc(anonymous(env), postPath('still-syncing'))));
  });

  test('a signed-in user with a profile asks a question', async () => {
    await seed(env, profiles);
    await assertSucceeds(pacedSet(signedIn(env, ALICE), ALICE, 'question', postPath('q1'), ask(ALICE)));
  });

  test('limits count length the way the form does: a title the form calls 150 long fits', async () => {
    await seed(env, profiles);
    const title = '🐍'.repeat(75);
    expect(textLength(title)).toBe(LIMITS.titleMax);
    await assertSucceeds(pacedSet(signedIn(env, ALICE), ALICE, 'question', postPath('q1'), ask(ALICE, {...QUESTION, title})));
  });

  test('a new user asks their first question in the same batch that creates their profile', async () => {
    const db = signedIn(env, 'newcomer');
    const batch = pacedBatch(db, 'newcomer', 'question', 'q1', createProfileAs(db, 'newcomer', 'newcomer'));
    batch.set(doc(db, postPath('q1')), ask('newcomer'));
    await assertSucceeds(batch.commit());
  });

  test('the author edits the title, body and tags, and the edit is stamped', async () => {
    await seed(env, {...profiles, [postPath('q1')]: storedPost(ALICE)});
    const edit = questionEdit({...QUESTION, title: 'Why is my default argument list shared?', tags: ['functions']}, serverTimestamp());
    await assertSucceeds(updateDoc(doc(signedIn(env, ALICE), postPath('q1')), edit));
  });

  test('the author withdraws a question nobody has answered', async () => {
    await seed(env, {[postPath('q1')]: storedPost(ALICE)});
    const db = signedIn(env, ALICE);
    const batch = retire(db, writeBatch(db), 'q1');
    batch.delete(doc(db, postPath('q1')));
    await assertSucceeds(batch.commit());
  });

  test('the author still sees their question after a moderator hid it', async () => {
    await seed(env, {[postPath('q1')]: storedPost(ALICE, {hidden: true})});
    await assertSucceeds(getDoc(doc(signedIn(env, ALICE), postPath('q1'))));
  });

  test('an admin lists every question, hidden ones included, and reads a hidden one', async () => {
    await seed(env, {[postPath('q1')]: storedPost(ALICE, {hidden: true})});
    const db = asAdmin(env);
    await assertSucceeds(getDocs(query(collection(db, 'posts'), orderBy('createdAt', 'desc'), limit(20))));
    await assertSucceeds(getDoc(doc(db, postPath('q1'))));
  });

  test('an admin hides and unhides a question', async () => {
    await seed(env, {[postPath('q1')]: storedPost(ALICE)});
    const db = asAdmin(env);
    await assertSucceeds(updateDoc(doc(db, postPath('q1')), {hidden: true}));
    await assertSucceeds(updateDoc(doc(db, postPath('q1')), {hidden: false}));
  });

  test('an admin deletes an answered question together with its answers', async () => {
    await seed(env, questionWithAnswer());
    const db = asAdmin(env);
    const batch = retire(db, writeBatch(db), 'q1');
    batch.delete(doc(db, 'posts/q1/answers/a1'));
    batch.delete(doc(db, postPath('q1')));
    await assertSucceeds(batch.commit());
  });

  test('the question author accepts an answer, changes their mind, and un-accepts', async () => {
    await seed(env, {...questionWithAnswer(), 'posts/q1/answers/a2': {...questionWithAnswer()['posts/q1/answers/a1']}});
    const db = signedIn(env, ALICE);
    await assertSucceeds(updateDoc(doc(db, postPath('q1')), {acceptedAnswerId: 'a1'}));
    await assertSucceeds(updateDoc(doc(db, postPath('q1')), {acceptedAnswerId: 'a2'}));
    await assertSucceeds(updateDoc(doc(db, postPath('q1')), {acceptedAnswerId: null}));
  });

  test('the author lists their own questions, hidden ones included', async () => {
    await seed(env, {[postPath('q1')]: storedPost(ALICE, {hidden: true})});
    await assertSucceeds(getDocs(query(collection(signedIn(env, ALICE), 'posts'), where('authorId', '==', ALICE), limit(20))));
  });
});

describe('posts: denied', () => {
  beforeEach(() => seed(env, profiles));

  test('a signed-out reader cannot ask', async () => {
    await assertFails(pacedSet(anonymous(env), 'nobody', 'question', postPath('q1'), ask('nobody')));
  });

  test('nobody can ask without a profile', async () => {
    await assertFails(pacedSet(signedIn(env, 'ghost'), 'ghost', 'question', postPath('q1'), ask('ghost')));
  });

  test('nobody can ask in someone else\'s name', async () => {
    await assertFails(pacedSet(signedIn(env, BOB), BOB, 'question', postPath('q1'), ask(ALICE)));
  });

  test.each([
    ['a starting score', {score: 5}],
    ['a starting answer count', {answerCount: 3}],
    ['an accepted answer', {acceptedAnswerId: 'a1'}],
    ['a last answer', {lastAnswerId: 'a1'}],
    ['a hidden flag', {hidden: true}],
    ['an edit stamp', {editedAt: serverTimestamp()}],
    ['a back-dated creation time', {createdAt: Timestamp.fromDate(new Date('2020-01-01'))}],
    ['a field the UI never writes', {pinned: true}],
    ['a missing field', {hidden: undefined}],
  ])('a new question cannot come with %s', async (_what, change) => {
    const data: Record<string, unknown> = {...ask(ALICE), ...change};
    for (const key of Object.keys(data)) if (data[key] === undefined) delete data[key];
    await assertFails(pacedSet(signedIn(env, ALICE), ALICE, 'question', postPath('q1'), data));
  });

  test.each([
    ['a 9-character title', {title: 'Too short'}],
    ['a blank-padded short title', {title: '    short     '}],
    ['a 151-character title', {title: 'x'.repeat(151)}],
    ['a title the form calls 152 long (76 emoji)', {title: '🐍'.repeat(76)}],
    ['a 19-character body', {body: 'Not long enough yet'}],
    ['a body over 20,000 characters', {body: 'x'.repeat(20_001)}],
    ['no tags', {tags: []}],
    ['six tags', {tags: ['a', 'b', 'c', 'd', 'e', 'f']}],
    ['a duplicated tag', {tags: ['lists', 'lists']}],
    ['an upper-case tag', {tags: ['Lists']}],
    ['a tag with a space', {tags: ['list comprehension']}],
    ['a tag starting with a hyphen', {tags: ['-lists']}],
    ['a 25-character tag', {tags: ['x'.repeat(25)]}],
    ['tags that are not a list', {tags: 'lists'}],
    ['a title that is not text', {title: 12345678901}],
  ])('a question with %s is refused', async (_what, change) => {
    await assertFails(pacedSet(signedIn(env, ALICE), ALICE, 'question', postPath('q1'), {...ask(ALICE), ...change}));
  });

  test('another signed-in user cannot read or list a hidden question', async () => {
    await seed(env, {[postPath('q1')]: storedPost(ALICE, {hidden: true})});
    const db = signedIn(env, BOB);
    await assertFails(getDoc(doc(db, postPath('q1'))));
    await assertFails(getDocs(query(collection(db, 'posts'), orderBy('createdAt', 'desc'), limit(20))));
  });

  test('a signed-out reader cannot list without leaving hidden questions out', async () => {
    await seed(env, {[postPath('q1')]: storedPost(ALICE)});
    await assertFails(getDocs(query(collection(anonymous(env), 'posts'), orderBy('createdAt', 'desc'), limit(20))));
  });

  test('nobody edits another user\'s question', async () => {
    await seed(env, {[postPath('q1')]: storedPost(ALICE)});
    await assertFails(updateDoc(doc(signedIn(env, BOB), postPath('q1')), questionEdit({...QUESTION, title: 'A title Bob prefers a lot'}, serverTimestamp())));
  });

  test('an edit must be stamped with the server time', async () => {
    await seed(env, {[postPath('q1')]: storedPost(ALICE)});
    await assertFails(updateDoc(doc(signedIn(env, ALICE), postPath('q1')), {title: 'A quietly changed title', editedAt: Timestamp.fromDate(new Date('2020-01-01'))}));
  });

  test('the author cannot change the score, the author or the hidden flag while editing', async () => {
    await seed(env, {[postPath('q1')]: storedPost(ALICE)});
    const db = signedIn(env, ALICE);
    const edit = questionEdit(QUESTION, serverTimestamp());
    await assertFails(updateDoc(doc(db, postPath('q1')), {...edit, score: 100}));
    await assertFails(updateDoc(doc(db, postPath('q1')), {...edit, authorId: BOB}));
    await assertFails(updateDoc(doc(db, postPath('q1')), {...edit, hidden: true}));
  });

  test('the author of a hidden question cannot unhide it', async () => {
    await seed(env, {[postPath('q1')]: storedPost(ALICE, {hidden: true})});
    const db = signedIn(env, ALICE);
    await assertFails(updateDoc(doc(db, postPath('q1')), {hidden: false}));
    await assertFails(updateDoc(doc(db, postPath('q1')), {...questionEdit(QUESTION, serverTimestamp()), hidden: false}));
  });

  test('nobody inflates a score without voting', async () => {
    await seed(env, {[postPath('q1')]: storedPost(ALICE)});
    await assertFails(updateDoc(doc(signedIn(env, BOB), postPath('q1')), {score: increment(1)}));
    await assertFails(updateDoc(doc(signedIn(env, ALICE), postPath('q1')), {score: 50}));
  });

  test('one vote cannot move the score by two', async () => {
    await seed(env, {[postPath('q1')]: storedPost(ALICE)});
    const db = signedIn(env, BOB);
    const batch = writeBatch(db);
    batch.set(doc(db, votePath({postId: 'q1', answerId: null}, BOB)), newVote(1, serverTimestamp()));
    batch.update(doc(db, postPath('q1')), {score: increment(2)});
    await assertFails(batch.commit());
  });

  test('nobody raises the answer count without an answer', async () => {
    await seed(env, {[postPath('q1')]: storedPost(ALICE)});
    await assertFails(updateDoc(doc(signedIn(env, BOB), postPath('q1')), {answerCount: increment(1), lastAnswerId: 'made-up'}));
    await assertFails(updateDoc(doc(signedIn(env, BOB), postPath('q1')), {answerCount: increment(1)}));
  });

  test('nobody accepts an answer on someone else\'s question', async () => {
    await seed(env, questionWithAnswer());
    await assertFails(updateDoc(doc(signedIn(env, BOB), postPath('q1')), {acceptedAnswerId: 'a1'}));
    await assertFails(updateDoc(doc(asAdmin(env), postPath('q1')), {acceptedAnswerId: 'a1'}));
  });

  test('the author cannot accept an answer that does not exist or is hidden', async () => {
    await seed(env, questionWithAnswer({}, {hidden: true}));
    const db = signedIn(env, ALICE);
    await assertFails(updateDoc(doc(db, postPath('q1')), {acceptedAnswerId: 'no-such-answer'}));
    await assertFails(updateDoc(doc(db, postPath('q1')), {acceptedAnswerId: 'a1'}));
  });

  test('accepting cannot smuggle in other changes', async () => {
    await seed(env, questionWithAnswer());
    await assertFails(updateDoc(doc(signedIn(env, ALICE), postPath('q1')), {acceptedAnswerId: 'a1', score: 10}));
  });

  test('only admins hide questions, even their own', async () => {
    await seed(env, {[postPath('q1')]: storedPost(ALICE)});
    await assertFails(updateDoc(doc(signedIn(env, ALICE), postPath('q1')), {hidden: true}));
    await assertFails(updateDoc(doc(signedIn(env, BOB), postPath('q1')), {hidden: true}));
  });

  test('an admin\'s moderation cannot change anything but the hidden flag', async () => {
    await seed(env, {[postPath('q1')]: storedPost(ALICE)});
    await assertFails(updateDoc(doc(asAdmin(env), postPath('q1')), {hidden: true, score: 0, title: 'Moderated title here'}));
  });

  test('nobody deletes another user\'s question', async () => {
    await seed(env, {[postPath('q1')]: storedPost(ALICE)});
    await assertFails(deleteDoc(doc(signedIn(env, BOB), postPath('q1'))));
    await assertFails(deleteDoc(doc(anonymous(env), postPath('q1'))));
  });

  test('the author cannot delete a question that has answers', async () => {
    await seed(env, questionWithAnswer());
    await assertFails(deleteDoc(doc(signedIn(env, ALICE), postPath('q1'))));
    expect(await stored(env, postPath('q1'))).toBeDefined();
  });
});
