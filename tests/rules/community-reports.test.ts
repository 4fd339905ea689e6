// reports/{reporter_post_answer}: any signed-in reader reports a question or an answer once;
// only admins read the queue and dismiss reports.
// rules-coverage: /reports/{reportId} allowed get list create delete; denied get list create update delete
// rules-coverage: /users/{userId}/reported/{key} allowed get list create delete; denied get list create update delete
import {assertFails, assertSucceeds, type RulesTestEnvironment} from '@firebase/rules-unit-testing';
import {Timestamp, collection, deleteDoc, doc, getDoc, getDocs, limit, orderBy, query, serverTimestamp, setDoc, updateDoc} from 'firebase/firestore';
import {newReport, reportPath, reportedPath, type Target} from '@site/src/features/community/model';
import {ALICE, BOB, CAROL, anonymous, asAdmin, pacedBatch, questionWithAnswer, seed, signedIn, rulesTestEnvironment} from './support';
import type {Firestore} from 'firebase/firestore';

let env: RulesTestEnvironment;
beforeAll(async () => {
  env = await rulesTestEnvironment();
});
afterEach(() => env.clearFirestore());
afterAll(() => env.cleanup());

const QUESTION_TARGET: Target = {postId: 'q1', answerId: null};
const ANSWER_TARGET: Target = {postId: 'q1', answerId: 'a1'};

const report = (uid: string, target: Target, note = '') => newReport(uid, target, 'spam', note, serverTimestamp());

/** A report as the UI sends it: the report, the reporter's private note of it, paced, in one batch. */
function fileReport(db: Firestore, uid: string, target: Target, data: Readonly<Record<string, unknown>> = report(uid, target), path = reportPath(uid, target)) {
  const batch = pacedBatch(db, uid, 'report', path.split('/')[1]);
  batch.set(doc(db, path), data);
  batch.set(doc(db, reportedPath(uid, target)), {reportedAt: serverTimestamp()});
  return batch.commit();
}

describe('reports: allowed', () => {
  beforeEach(() => seed(env, questionWithAnswer()));

  test('a signed-in reader reports a question, and after the pause an answer', async () => {
    const db = signedIn(env, CAROL);
    await assertSucceeds(fileReport(db, CAROL, QUESTION_TARGET, report(CAROL, QUESTION_TARGET, 'Links to a casino.')));
    // The rate limit (one report per 10 s) is tested in attacks.test.ts; here the last report is
    // moved back as if the pause had passed.
    await seed(env, {[`limits/${CAROL}`]: {reportAt: Timestamp.fromDate(new Date('2026-01-01'))}});
    await assertSucceeds(fileReport(db, CAROL, ANSWER_TARGET));
  });

  test('a reporter checks, privately, whether they already reported something', async () => {
    const db = signedIn(env, CAROL);
    await assertSucceeds(getDoc(doc(db, reportedPath(CAROL, QUESTION_TARGET))));
    await fileReport(db, CAROL, QUESTION_TARGET);
    expect((await getDoc(doc(db, reportedPath(CAROL, QUESTION_TARGET)))).exists()).toBe(true);
    await assertSucceeds(getDocs(collection(db, `users/${CAROL}/reported`)));
    await assertSucceeds(deleteDoc(doc(db, reportedPath(CAROL, QUESTION_TARGET))));
  });

  test('an admin reads, lists the reports and dismisses one', async () => {
    await fileReport(signedIn(env, CAROL), CAROL, QUESTION_TARGET);
    await assertSucceeds(getDoc(doc(asAdmin(env), reportPath(CAROL, QUESTION_TARGET))));
    const db = asAdmin(env);
    await assertSucceeds(getDocs(query(collection(db, 'reports'), orderBy('createdAt', 'desc'), limit(20))));
    await assertSucceeds(deleteDoc(doc(db, reportPath(CAROL, QUESTION_TARGET))));
  });
});

describe('reports: denied', () => {
  beforeEach(() => seed(env, questionWithAnswer()));

  test('a signed-out reader cannot report', async () => {
    await assertFails(fileReport(anonymous(env), 'nobody', QUESTION_TARGET));
  });

  test('nobody reports the same thing twice', async () => {
    const db = signedIn(env, CAROL);
    await fileReport(db, CAROL, QUESTION_TARGET);
    await seed(env, {[`limits/${CAROL}`]: {reportAt: Timestamp.fromDate(new Date('2026-01-01'))}});
    await assertFails(fileReport(db, CAROL, QUESTION_TARGET, report(CAROL, QUESTION_TARGET, 'Again!')));
    await assertFails(updateDoc(doc(db, reportPath(CAROL, QUESTION_TARGET)), {reason: 'offensive'}));
  });

  test('a report must be filed under its own id, in the reporter\'s own name', async () => {
    const db = signedIn(env, CAROL);
    await assertFails(fileReport(db, CAROL, QUESTION_TARGET, report(CAROL, QUESTION_TARGET), 'reports/any-id-i-like'));
    await assertFails(fileReport(db, CAROL, QUESTION_TARGET, report(BOB, QUESTION_TARGET), reportPath(BOB, QUESTION_TARGET)));
    await assertFails(fileReport(db, CAROL, QUESTION_TARGET, report(CAROL, QUESTION_TARGET), reportPath(CAROL, ANSWER_TARGET)));
  });

  test.each([
    ['an unknown reason', {reason: 'boring'}],
    ['a note over 500 characters', {note: 'z'.repeat(501)}],
    ['a field the UI never writes', {severity: 'high'}],
  ])('a report with %s is refused', async (_what, change) => {
    await assertFails(fileReport(signedIn(env, CAROL), CAROL, QUESTION_TARGET, {...report(CAROL, QUESTION_TARGET), ...change}));
  });

  test('nobody reports their own content or something that does not exist', async () => {
    await assertFails(fileReport(signedIn(env, ALICE), ALICE, QUESTION_TARGET));
    await assertFails(fileReport(signedIn(env, BOB), BOB, ANSWER_TARGET));
    const missing: Target = {postId: 'q1', answerId: 'missing'};
    await assertFails(fileReport(signedIn(env, CAROL), CAROL, missing));
  });

  test('readers cannot list reports or read any, not even their own or a missing one', async () => {
    await fileReport(signedIn(env, CAROL), CAROL, QUESTION_TARGET);
    await assertFails(getDocs(query(collection(signedIn(env, BOB), 'reports'), limit(20))));
    await assertFails(getDoc(doc(signedIn(env, ALICE), reportPath(CAROL, QUESTION_TARGET))));
    await assertFails(getDoc(doc(signedIn(env, CAROL), reportPath(CAROL, QUESTION_TARGET))));
    await assertFails(getDoc(doc(signedIn(env, BOB), reportPath(BOB, QUESTION_TARGET))));
  });

  test('nobody reads, lists, writes or removes another reader\'s private "reported" notes', async () => {
    await fileReport(signedIn(env, CAROL), CAROL, QUESTION_TARGET);
    const db = signedIn(env, BOB);
    await assertFails(getDoc(doc(db, reportedPath(CAROL, QUESTION_TARGET))));
    await assertFails(getDocs(collection(db, `users/${CAROL}/reported`)));
    await assertFails(deleteDoc(doc(db, reportedPath(CAROL, QUESTION_TARGET))));
    await assertFails(setDoc(doc(db, reportedPath(CAROL, ANSWER_TARGET)), {reportedAt: serverTimestamp()}));
    // Nor their own without a report behind it, nor one changed afterwards.
    await assertFails(setDoc(doc(db, reportedPath(BOB, QUESTION_TARGET)), {reportedAt: serverTimestamp()}));
    await assertFails(updateDoc(doc(signedIn(env, CAROL), reportedPath(CAROL, QUESTION_TARGET)), {reportedAt: serverTimestamp()}));
  });

  test('only admins dismiss reports, not even the reporter', async () => {
    await fileReport(signedIn(env, CAROL), CAROL, QUESTION_TARGET);
    await assertFails(deleteDoc(doc(signedIn(env, CAROL), reportPath(CAROL, QUESTION_TARGET))));
  });
});
