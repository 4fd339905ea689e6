// reports/{reporter_post_answer}: any signed-in reader reports a question or an answer once;
// only admins read the queue and dismiss reports.
// rules-coverage: /reports/{reportId} allowed get list create delete; denied get list create update delete
import {assertFails, assertSucceeds, type RulesTestEnvironment} from '@firebase/rules-unit-testing';
import {collection, deleteDoc, doc, getDoc, getDocs, limit, orderBy, query, serverTimestamp, setDoc, updateDoc} from 'firebase/firestore';
import {newReport, reportPath, type Target} from '@site/src/features/community/model';
import {ALICE, BOB, CAROL, anonymous, asAdmin, questionWithAnswer, seed, signedIn, rulesTestEnvironment} from './support';

let env: RulesTestEnvironment;
beforeAll(async () => {
  env = await rulesTestEnvironment();
});
afterEach(() => env.clearFirestore());
afterAll(() => env.cleanup());

const QUESTION_TARGET: Target = {postId: 'q1', answerId: null};
const ANSWER_TARGET: Target = {postId: 'q1', answerId: 'a1'};

const report = (uid: string, target: Target, note = '') => newReport(uid, target, 'spam', note, serverTimestamp());

describe('reports: allowed', () => {
  beforeEach(() => seed(env, questionWithAnswer()));

  test('a signed-in reader reports a question and an answer', async () => {
    const db = signedIn(env, CAROL);
    await assertSucceeds(setDoc(doc(db, reportPath(CAROL, QUESTION_TARGET)), report(CAROL, QUESTION_TARGET, 'Links to a casino.')));
    await assertSucceeds(setDoc(doc(db, reportPath(CAROL, ANSWER_TARGET)), report(CAROL, ANSWER_TARGET)));
  });

  test('a reporter checks whether they already reported something', async () => {
    const db = signedIn(env, CAROL);
    await assertSucceeds(getDoc(doc(db, reportPath(CAROL, QUESTION_TARGET))));
    await setDoc(doc(db, reportPath(CAROL, QUESTION_TARGET)), report(CAROL, QUESTION_TARGET));
    await assertSucceeds(getDoc(doc(db, reportPath(CAROL, QUESTION_TARGET))));
  });

  test('an admin lists the reports and dismisses one', async () => {
    await setDoc(doc(signedIn(env, CAROL), reportPath(CAROL, QUESTION_TARGET)), report(CAROL, QUESTION_TARGET));
    const db = asAdmin(env);
    await assertSucceeds(getDocs(query(collection(db, 'reports'), orderBy('createdAt', 'desc'), limit(20))));
    await assertSucceeds(deleteDoc(doc(db, reportPath(CAROL, QUESTION_TARGET))));
  });
});

describe('reports: denied', () => {
  beforeEach(() => seed(env, questionWithAnswer()));

  test('a signed-out reader cannot report', async () => {
    await assertFails(setDoc(doc(anonymous(env), reportPath('nobody', QUESTION_TARGET)), report('nobody', QUESTION_TARGET)));
  });

  test('nobody reports the same thing twice', async () => {
    const db = signedIn(env, CAROL);
    await setDoc(doc(db, reportPath(CAROL, QUESTION_TARGET)), report(CAROL, QUESTION_TARGET));
    await assertFails(setDoc(doc(db, reportPath(CAROL, QUESTION_TARGET)), report(CAROL, QUESTION_TARGET, 'Again!')));
    await assertFails(updateDoc(doc(db, reportPath(CAROL, QUESTION_TARGET)), {reason: 'offensive'}));
  });

  test('a report must be filed under its own id, in the reporter\'s own name', async () => {
    const db = signedIn(env, CAROL);
    await assertFails(setDoc(doc(db, 'reports/any-id-i-like'), report(CAROL, QUESTION_TARGET)));
    await assertFails(setDoc(doc(db, reportPath(BOB, QUESTION_TARGET)), report(BOB, QUESTION_TARGET)));
    await assertFails(setDoc(doc(db, reportPath(CAROL, ANSWER_TARGET)), report(CAROL, QUESTION_TARGET)));
  });

  test.each([
    ['an unknown reason', {reason: 'boring'}],
    ['a note over 500 characters', {note: 'z'.repeat(501)}],
    ['a field the UI never writes', {severity: 'high'}],
  ])('a report with %s is refused', async (_what, change) => {
    await assertFails(setDoc(doc(signedIn(env, CAROL), reportPath(CAROL, QUESTION_TARGET)), {...report(CAROL, QUESTION_TARGET), ...change}));
  });

  test('nobody reports their own content or something that does not exist', async () => {
    await assertFails(setDoc(doc(signedIn(env, ALICE), reportPath(ALICE, QUESTION_TARGET)), report(ALICE, QUESTION_TARGET)));
    await assertFails(setDoc(doc(signedIn(env, BOB), reportPath(BOB, ANSWER_TARGET)), report(BOB, ANSWER_TARGET)));
    const missing: Target = {postId: 'q1', answerId: 'missing'};
    await assertFails(setDoc(doc(signedIn(env, CAROL), reportPath(CAROL, missing)), report(CAROL, missing)));
  });

  test('readers cannot list reports or read someone else\'s', async () => {
    await setDoc(doc(signedIn(env, CAROL), reportPath(CAROL, QUESTION_TARGET)), report(CAROL, QUESTION_TARGET));
    await assertFails(getDocs(query(collection(signedIn(env, BOB), 'reports'), limit(20))));
    await assertFails(getDoc(doc(signedIn(env, ALICE), reportPath(CAROL, QUESTION_TARGET))));
  });

  test('only admins dismiss reports, not even the reporter', async () => {
    await setDoc(doc(signedIn(env, CAROL), reportPath(CAROL, QUESTION_TARGET)), report(CAROL, QUESTION_TARGET));
    await assertFails(deleteDoc(doc(signedIn(env, CAROL), reportPath(CAROL, QUESTION_TARGET))));
  });
});
