// firestore.rules for exercise progress: users/{uid}/progress/{exerciseId} is the owner's alone,
// with the shape src/features/progress/model.ts builds and the server's time.
// rules-coverage: /users/{userId}/progress/{exerciseId} allowed get list create update delete; denied get list create update delete
import {assertFails, assertSucceeds, type RulesTestEnvironment} from '@firebase/rules-unit-testing';
import {Timestamp, collection, deleteDoc, doc, getDoc, getDocs, serverTimestamp, setDoc, updateDoc, writeBatch, type Firestore} from 'firebase/firestore';
import {EXERCISE_ID_MAX_LENGTH, newProgress, progressPath} from '@site/src/features/progress/model';
import {rulesTestEnvironment} from './support';

let env: RulesTestEnvironment;

const ADA = 'ada';
const EVE = 'eve';
const SOLVED = 'functions-greet-default';

const dbOf = (uid: string | null): Firestore =>
  (uid ? env.authenticatedContext(uid) : env.unauthenticatedContext()).firestore() as unknown as Firestore;
const progressRef = (db: Firestore, id = SOLVED, uid = ADA) => doc(db, progressPath(uid), id);

/** Ada has solved one exercise (written with the rules off). */
async function seedAdasProgress(): Promise<void> {
  await env.withSecurityRulesDisabled(async (context) => {
    await setDoc(progressRef(context.firestore() as unknown as Firestore), newProgress(Timestamp.fromDate(new Date('2026-11-01T10:00:00Z'))));
  });
}

beforeAll(async () => {
  env = await rulesTestEnvironment();
});
afterAll(() => env.cleanup());
beforeEach(() => env.clearFirestore());

describe('a reader and their own progress', () => {
  it('marks an exercise solved with the server’s time', async () => {
    await assertSucceeds(setDoc(progressRef(dbOf(ADA)), newProgress(serverTimestamp())));
  });

  it('joins several exercises solved on this device to the account in one batch', async () => {
    const db = dbOf(ADA);
    const batch = writeBatch(db);
    for (const id of ['functions-greet-default', 'generators-chunks', 'data-types-unique-tags']) batch.set(progressRef(db, id), newProgress(serverTimestamp()));
    await assertSucceeds(batch.commit());
  });

  it('solves an exercise again (a device joining after a reload), which moves its time to now', async () => {
    await seedAdasProgress();
    await assertSucceeds(setDoc(progressRef(dbOf(ADA)), newProgress(serverTimestamp())));
  });

  it('reads one solved exercise and lists them all', async () => {
    await seedAdasProgress();
    const db = dbOf(ADA);
    expect((await assertSucceeds(getDoc(progressRef(db)))).exists()).toBe(true);
    expect((await assertSucceeds(getDocs(collection(db, progressPath(ADA))))).size).toBe(1);
  });

  it('resets: deletes what they solved', async () => {
    await seedAdasProgress();
    await assertSucceeds(deleteDoc(progressRef(dbOf(ADA))));
  });
});

describe('anyone else', () => {
  it('cannot read, list, change or delete a reader’s progress, and learns nothing from the refusal', async () => {
    await seedAdasProgress();
    for (const db of [dbOf(EVE), dbOf(null)]) {
      // The same refusal for an exercise Ada solved and one she did not: it says nothing about which.
      await assertFails(getDoc(progressRef(db)));
      await assertFails(getDoc(progressRef(db, 'generators-chunks')));
      await assertFails(getDocs(collection(db, progressPath(ADA))));
      await assertFails(setDoc(progressRef(db), newProgress(serverTimestamp())));
      await assertFails(updateDoc(progressRef(db), {solvedAt: serverTimestamp()}));
      await assertFails(deleteDoc(progressRef(db)));
      await assertFails(deleteDoc(progressRef(db, 'generators-chunks')));
    }
  });

  it('cannot write progress into someone else’s account', async () => {
    await assertFails(setDoc(progressRef(dbOf(EVE), 'generators-chunks'), newProgress(serverTimestamp())));
  });
});

describe('writes the site would never send are refused', () => {
  it('a client-side clock, a missing or extra field, or a time that is not a timestamp', async () => {
    const db = dbOf(ADA);
    await assertFails(setDoc(progressRef(db), {solvedAt: Timestamp.fromDate(new Date('2020-01-01T00:00:00Z'))}));
    await assertFails(setDoc(progressRef(db), {}));
    await assertFails(setDoc(progressRef(db), {solvedAt: serverTimestamp(), score: 100}));
    await assertFails(setDoc(progressRef(db), {solvedAt: 'yesterday'}));
  });

  it('an exercise id that is not one: upper case, spaces, other characters, empty parts or too long', async () => {
    const db = dbOf(ADA);
    for (const id of ['Functions-Greet', 'functions greet', 'functions_greet', 'functions--greet', '-functions', 'functions.greet', 'a'.repeat(EXERCISE_ID_MAX_LENGTH + 1)]) {
      await assertFails(setDoc(progressRef(db, id), newProgress(serverTimestamp())));
    }
    await assertSucceeds(setDoc(progressRef(db, 'a'.repeat(EXERCISE_ID_MAX_LENGTH)), newProgress(serverTimestamp())));
  });

  it('an update that backdates a solve or adds a field', async () => {
    await seedAdasProgress();
    const db = dbOf(ADA);
    await assertFails(updateDoc(progressRef(db), {solvedAt: Timestamp.fromDate(new Date('2026-01-01T00:00:00Z'))}));
    await assertFails(updateDoc(progressRef(db), {attempts: 3}));
  });
});
