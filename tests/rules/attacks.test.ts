// Attacks by a reader with a valid account (or none), calling Firestore directly rather than through
// the UI: issue 28's holes 1-9 and its rate limits, each with a named test, and more cases of the
// same kinds (oracles through error codes, leftovers after delete, look-alike text, bursts).
// Every test here is an attack: it passes when the attack is refused or tells the attacker
// nothing. tests/rules/attack-summary.js counts them at the end of the run. SECURITY.md says what
// each guarantee is and which rule enforces it.
//
// Where the attack is a write, it is tried twice: as the attacker would have sent it before the
// rate limits and name claims existed, and with every companion write the app now sends (stamps,
// claims, retired ids), so a refusal comes from the guarantee under test and not from a missing
// companion. PYDOCS_RULES_FILE=<older rules> runs the same attacks against an older version.
//
// rules-coverage: /limits/{userId} allowed get create update; denied get list create update delete
// rules-coverage: /limits/{userId}/days/{day} allowed get create update; denied get list create update delete
// rules-coverage: /retired/{postId} allowed create; denied get list create update delete
// rules-coverage: /retired/{postId}/answers/{answerId} allowed create; denied get list create update delete
import {assertFails, assertSucceeds, type RulesTestEnvironment} from '@firebase/rules-unit-testing';
import {
  Timestamp,
  collection,
  deleteDoc,
  doc,
  documentId,
  getDoc,
  getDocs,
  increment,
  limit,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
  writeBatch,
  type Firestore,
  type WriteBatch,
} from 'firebase/firestore';
import {
  answerEdit,
  answerPath,
  answersPath,
  dayPath,
  limitsPath,
  namePath,
  newAnswer,
  newPost,
  newReport,
  newUser,
  newVote,
  postPath,
  questionEdit,
  reportPath,
  reportedPath,
  retiredAnswerPath,
  retiredPostPath,
  userPath,
  utcDay,
  votePath,
  type PacedKind,
  type Target,
  type ValidQuestion,
} from '@site/src/features/community/model';
import {
  ALICE,
  ANSWER_BODY,
  BOB,
  CAROL,
  QUESTION,
  anonymous,
  dbOf,
  pacedBatch,
  profiles,
  questionWithAnswer,
  retire,
  rulesTestEnvironment,
  seed,
  signedIn,
  storedAnswer,
  storedPost,
} from './support';

let env: RulesTestEnvironment;
beforeAll(async () => {
  env = await rulesTestEnvironment();
});
afterEach(() => env.clearFirestore());
afterAll(() => env.cleanup());

const DAVE = 'dave'; // signed in, no profile yet.
const EVE = 'eve'; // the attacker, with a profile.
const LONG_AGO = Timestamp.fromDate(new Date('2026-01-01T00:00:00Z'));
const QUESTION_TARGET: Target = {postId: 'q1', answerId: null};
const ANSWER_TARGET: Target = {postId: 'q1', answerId: 'a1'};
const withEve = {...profiles, [userPath(EVE)]: {displayName: 'eve', createdAt: LONG_AGO}, [namePath('eve')]: {uid: EVE}};
const today = () => utcDay(Date.now());

type Attempt = () => Promise<unknown>;

/** 'allowed', or the error code the client saw: what an attacker can observe of a request. */
async function outcome(attempt: Attempt): Promise<string> {
  try {
    await attempt();
    return 'allowed';
  } catch (error) {
    return String((error as {code?: unknown}).code ?? 'error');
  }
}

/** A write as the attacker sends it: alone (the old app's way) and with the app's companion writes. */
async function refusedBothWays(db: Firestore, write: (batch: WriteBatch) => void, companions: (batch: WriteBatch) => void): Promise<void> {
  const bare = writeBatch(db);
  write(bare);
  await assertFails(bare.commit());
  const full = writeBatch(db);
  companions(full);
  write(full);
  await assertFails(full.commit());
}

const pace = (db: Firestore, uid: string, kind: PacedKind, subject: string | null) => (batch: WriteBatch) => void pacedBatch(db, uid, kind, subject, batch);
const claim = (db: Firestore, uid: string, name: string) => (batch: WriteBatch) => void batch.set(doc(db, namePath(name)), {uid});

/** Asks a question as the app does (paced, in one batch). */
function ask(db: Firestore, uid: string, postId: string, question: ValidQuestion = QUESTION) {
  const batch = pacedBatch(db, uid, 'question', postId);
  batch.set(doc(db, postPath(postId)), newPost(question, uid, serverTimestamp()));
  return batch.commit();
}

function fileReport(db: Firestore, uid: string, target: Target) {
  const batch = pacedBatch(db, uid, 'report', reportPath(uid, target).split('/')[1]);
  batch.set(doc(db, reportPath(uid, target)), newReport(uid, target, 'spam', '', serverTimestamp()));
  batch.set(doc(db, reportedPath(uid, target)), {reportedAt: serverTimestamp()});
  return batch.commit();
}

function answer(db: Firestore, uid: string, answerId: string, body = ANSWER_BODY) {
  const batch = pacedBatch(db, uid, 'answer', `q1/${answerId}`);
  batch.set(doc(db, answerPath('q1', answerId)), newAnswer(body, uid, serverTimestamp()));
  batch.update(doc(db, postPath('q1')), {answerCount: increment(1), lastAnswerId: answerId});
  return batch.commit();
}

/* ------------------------------------------------------------------------------------------------
 * Hole 1: who reported a post.
 */

describe('reporter anonymity', () => {
  // Carol reported q1 (as the app files it: the report and her private note of it).
  beforeEach(() =>
    seed(env, {
      ...questionWithAnswer(),
      ...withEve,
      [reportPath(CAROL, QUESTION_TARGET)]: {...newReport(CAROL, QUESTION_TARGET, 'spam', '', LONG_AGO as never), createdAt: LONG_AGO},
      [reportedPath(CAROL, QUESTION_TARGET)]: {reportedAt: LONG_AGO},
    }),
  );

  test('attack (hole 1): reading report ids cannot tell a reporter from a reader who did not report', async () => {
    const eve = signedIn(env, EVE);
    const reported = await outcome(() => getDoc(doc(eve, reportPath(CAROL, QUESTION_TARGET))));
    const notReported = await outcome(() => getDoc(doc(eve, reportPath(BOB, QUESTION_TARGET))));
    expect(reported).toBe(notReported);
    expect(reported).not.toBe('allowed');
  });

  const carolsReport = reportPath(CAROL, QUESTION_TARGET);
  const nobodysReport = reportPath(BOB, QUESTION_TARGET);
  test.each<[string, () => Firestore, (db: Firestore) => Promise<unknown>]>([
    ['a signed-out reader reads a filed report', () => anonymous(env), (db) => getDoc(doc(db, carolsReport))],
    ['a signed-out reader reads an unfiled report id', () => anonymous(env), (db) => getDoc(doc(db, nobodysReport))],
    ['the reported author reads who reported them', () => signedIn(env, ALICE), (db) => getDoc(doc(db, carolsReport))],
    ['the reported author reads an unfiled report id', () => signedIn(env, ALICE), (db) => getDoc(doc(db, nobodysReport))],
    ['the attacker reads an unfiled id of their own', () => signedIn(env, EVE), (db) => getDoc(doc(db, reportPath(EVE, QUESTION_TARGET)))],
    ['the reporter reads their own report back', () => signedIn(env, CAROL), (db) => getDoc(doc(db, carolsReport))],
    ['the attacker lists reports by reporter', () => signedIn(env, EVE), (db) => getDocs(query(collection(db, 'reports'), where('reporterId', '==', CAROL)))],
    ['the attacker lists reports on a post', () => signedIn(env, EVE), (db) => getDocs(query(collection(db, 'reports'), where('postId', '==', 'q1')))],
    ['the attacker lists one report', () => signedIn(env, EVE), (db) => getDocs(query(collection(db, 'reports'), limit(1)))],
    ['the attacker reads the reporter\'s private note', () => signedIn(env, EVE), (db) => getDoc(doc(db, reportedPath(CAROL, QUESTION_TARGET)))],
    ['the attacker lists the reporter\'s private notes', () => signedIn(env, EVE), (db) => getDocs(collection(db, `users/${CAROL}/reported`))],
    ['the attacker overwrites a filed report (update vs create)', () => signedIn(env, EVE), (db) => setDoc(doc(db, carolsReport), newReport(CAROL, QUESTION_TARGET, 'spam', '', serverTimestamp()))],
    ['the attacker updates a filed report', () => signedIn(env, EVE), (db) => updateDoc(doc(db, carolsReport), {note: 'x'})],
    ['the attacker deletes a filed report', () => signedIn(env, EVE), (db) => deleteDoc(doc(db, carolsReport))],
    ['the attacker deletes an unfiled report id', () => signedIn(env, EVE), (db) => deleteDoc(doc(db, nobodysReport))],
    ['the attacker plants a private note for the reporter', () => signedIn(env, EVE), (db) => setDoc(doc(db, reportedPath(CAROL, ANSWER_TARGET)), {reportedAt: serverTimestamp()})],
  ])('attack: %s', async (_what, client, attempt) => {
    await assertFails(attempt(client()));
  });

  test('attack: every read of a report id gives the same answer, filed or not, whoever asks', async () => {
    for (const client of [anonymous(env), signedIn(env, EVE), signedIn(env, ALICE), signedIn(env, BOB)]) {
      const codes = new Set([await outcome(() => getDoc(doc(client, carolsReport))), await outcome(() => getDoc(doc(client, nobodysReport)))]);
      expect([...codes]).toEqual(['permission-denied']);
    }
  });
});

/* ------------------------------------------------------------------------------------------------
 * Holes 2 and 7: newsletter membership and unsubscribing.
 */

describe('newsletter membership', () => {
  const RANDOM_ID = 'AdaSubscriptionId001';
  // Ada's subscription in the current layout (random id) and, as older data may still be, under
  // her address.
  beforeEach(() =>
    seed(env, {
      [`newsletter/${RANDOM_ID}`]: {email: 'ada@example.com', subscribedAt: LONG_AGO},
      'newsletter/ada@example.com': {email: 'ada@example.com', subscribedAt: LONG_AGO},
    }),
  );

  const probes: readonly (readonly [string, (db: Firestore, email: string) => Promise<unknown>])[] = [
    ['re-subscribing at the address', (db, email) => setDoc(doc(db, 'newsletter', email), {email, subscribedAt: serverTimestamp()})],
    ['updating at the address', (db, email) => updateDoc(doc(db, 'newsletter', email), {email, subscribedAt: serverTimestamp()})],
    ['reading at the address', (db, email) => getDoc(doc(db, 'newsletter', email))],
    ['deleting at the address', (db, email) => deleteDoc(doc(db, 'newsletter', email))],
    ['listing by address', (db, email) => getDocs(query(collection(db, 'newsletter'), where('email', '==', email)))],
  ];

  test('attack (hole 2): nothing a signed-out or signed-in caller does tells a subscribed address from another', async () => {
    for (const db of [anonymous(env), signedIn(env, EVE)]) {
      for (const [, probe] of probes) {
        // Each probe runs on fresh data: a probe that changed something must not help the next.
        await env.clearFirestore();
        await seed(env, {'newsletter/ada@example.com': {email: 'ada@example.com', subscribedAt: LONG_AGO}, [`newsletter/${RANDOM_ID}`]: {email: 'ada@example.com', subscribedAt: LONG_AGO}});
        const subscribed = await outcome(() => probe(db, 'ada@example.com'));
        const unsubscribed = await outcome(() => probe(db, 'nobody@example.com'));
        expect(subscribed).toBe(unsubscribed);
      }
    }
  });

  test.each(probes.map(([what, probe]) => [what, probe] as const))('attack: %s is refused for a subscribed address', async (_what, probe) => {
    await assertFails(probe(signedIn(env, EVE), 'ada@example.com'));
  });

  const unverifiedAda = () => dbOf(env.authenticatedContext(EVE, {email: 'ada@example.com', email_verified: false}));
  const verifiedBob = () => dbOf(env.authenticatedContext(BOB, {email: 'bob@example.com', email_verified: true}));

  test('attack (hole 7): signing up with the victim\'s address (unverified) does not unsubscribe them', async () => {
    await assertFails(deleteDoc(doc(unverifiedAda(), 'newsletter/ada@example.com')));
    await assertFails(deleteDoc(doc(unverifiedAda(), `newsletter/${RANDOM_ID}`)));
  });

  test.each<[string, () => Promise<unknown>]>([
    ['an unverified token lists the victim\'s entries', () => getDocs(query(collection(unverifiedAda(), 'newsletter'), where('email', '==', 'ada@example.com')))],
    ['a verified stranger deletes the victim\'s entry', () => deleteDoc(doc(verifiedBob(), `newsletter/${RANDOM_ID}`))],
    ['a verified stranger lists the victim\'s entries', () => getDocs(query(collection(verifiedBob(), 'newsletter'), where('email', '==', 'ada@example.com')))],
    ['a verified reader lists the whole list', () => getDocs(collection(dbOf(env.authenticatedContext(ALICE, {email: 'ada@example.com', email_verified: true})), 'newsletter'))],
    ['a signed-out caller reads an entry by its id', () => getDoc(doc(anonymous(env), `newsletter/${RANDOM_ID}`))],
    ['a signed-out caller moves an entry to another address', () => setDoc(doc(anonymous(env), `newsletter/${RANDOM_ID}`), {email: 'eve@example.com', subscribedAt: serverTimestamp()})],
    ['a signed-out caller unsubscribes an entry by its id', () => deleteDoc(doc(anonymous(env), `newsletter/${RANDOM_ID}`))],
  ])('attack: %s', async (_what, attempt) => {
    await assertFails(attempt());
  });
});

/* ------------------------------------------------------------------------------------------------
 * Hole 3: bulk listing of profiles (default names are tested in src/features/community/model.test.ts).
 */

describe('profiles', () => {
  beforeEach(() => seed(env, withEve));

  test('attack (hole 3): a signed-out reader cannot list every profile', async () => {
    await assertFails(getDocs(collection(anonymous(env), 'users')));
  });

  test.each<[string, () => Promise<unknown>]>([
    ['a signed-in reader lists every profile', () => getDocs(collection(signedIn(env, EVE), 'users'))],
    ['profiles are paged one by one', () => getDocs(query(collection(signedIn(env, EVE), 'users'), limit(1)))],
    ['profiles are searched by name', () => getDocs(query(collection(anonymous(env), 'users'), where('displayName', '==', 'alice')))],
    ['profiles are fetched 30 ids at a time by a query', () => getDocs(query(collection(anonymous(env), 'users'), where(documentId(), 'in', [ALICE, BOB])))],
    ['the name claims are listed', () => getDocs(collection(signedIn(env, EVE), 'names'))],
    ['a signed-out reader reads a name claim', () => getDoc(doc(anonymous(env), namePath('alice')))],
  ])('attack: %s', async (_what, attempt) => {
    await assertFails(attempt());
  });
});

/* ------------------------------------------------------------------------------------------------
 * Holes 4 and 8: what a delete leaves behind.
 */

describe('leftovers after a delete', () => {
  test('attack (hole 4): a deleted question\'s id cannot be used again, so its leftover votes never count', async () => {
    // Alice's q1 had Bob's upvote; Alice deleted q1 (the app retires the id in the same batch).
    await seed(env, {...withEve, [postPath('q1')]: storedPost(ALICE, {score: 1}), [votePath(QUESTION_TARGET, BOB)]: {value: 1, votedAt: LONG_AGO}});
    const alice = signedIn(env, ALICE);
    const removal = writeBatch(alice);
    removal.delete(doc(alice, postPath('q1')));
    retire(alice, removal, 'q1');
    await removal.commit().catch(() => env.withSecurityRulesDisabled(async (context) => void (await deleteDoc(doc(dbOf(context), postPath('q1'))))));
    // She asks again under the same id, to flip Bob's leftover vote for +2.
    await refusedBothWays(alice, (batch) => void batch.set(doc(alice, postPath('q1')), newPost(QUESTION, ALICE, serverTimestamp())), pace(alice, ALICE, 'question', 'q1'));
  });

  test('attack (hole 8): a question with only hidden answers left cannot be deleted out from under them', async () => {
    await seed(env, {...profiles, [postPath('q1')]: storedPost(ALICE, {answerCount: 0, lastAnswerId: 'ah'}), [answerPath('q1', 'ah')]: storedAnswer(CAROL, {hidden: true})});
    const alice = signedIn(env, ALICE);
    await refusedBothWays(alice, (batch) => void batch.delete(doc(alice, postPath('q1'))), (batch) => void retire(alice, batch, 'q1'));
  });

  describe('more leftovers', () => {
    beforeEach(() =>
      seed(env, {
        ...questionWithAnswer(),
        ...withEve,
        [retiredPostPath('q-gone')]: {retiredAt: LONG_AGO},
        [votePath({postId: 'q-gone', answerId: null}, EVE)]: {value: 1, votedAt: LONG_AGO},
        [retiredAnswerPath('q1', 'a-gone')]: {retiredAt: LONG_AGO},
        [votePath({postId: 'q1', answerId: 'a-gone'}, ALICE)]: {value: -1, votedAt: LONG_AGO},
      }),
    );

    test.each<[string, (db: Firestore) => Promise<void>]>([
      ['a deleted answer\'s id is used again', async (db) => {
        await refusedBothWays(db, (batch) => {
          batch.set(doc(db, answerPath('q1', 'a-gone')), newAnswer(ANSWER_BODY, EVE, serverTimestamp()));
          batch.update(doc(db, postPath('q1')), {answerCount: increment(1), lastAnswerId: 'a-gone'});
        }, pace(db, EVE, 'answer', 'q1/a-gone'));
      }],
      ['a question is deleted without retiring its id', async () => {
        await seed(env, {[postPath('q-mine')]: storedPost(EVE)});
        const eve = signedIn(env, EVE);
        await assertFails(deleteDoc(doc(eve, postPath('q-mine'))));
      }],
      ['an answer is deleted without retiring its id', async () => {
        await seed(env, {[answerPath('q1', 'a-eve')]: storedAnswer(EVE, {hidden: true})});
        await assertFails(deleteDoc(doc(signedIn(env, EVE), answerPath('q1', 'a-eve'))));
      }],
      ['a live question\'s id is retired to block it', async (db) => {
        await assertFails(setDoc(doc(db, retiredPostPath('q1')), {retiredAt: serverTimestamp()}));
      }],
      ['a live answer\'s id is retired', async (db) => {
        await assertFails(setDoc(doc(db, retiredAnswerPath('q1', 'a1')), {retiredAt: serverTimestamp()}));
      }],
      ['a retired id is freed again', async (db) => {
        await assertFails(deleteDoc(doc(db, retiredPostPath('q-gone'))));
      }],
      ['a retired mark is rewritten', async (db) => {
        await assertFails(setDoc(doc(db, retiredPostPath('q-gone')), {retiredAt: serverTimestamp()}));
      }],
      ['the retired ids are read', async (db) => {
        await assertFails(getDoc(doc(db, retiredPostPath('q-gone'))));
      }],
      ['the retired ids are listed', async (db) => {
        await assertFails(getDocs(collection(db, 'retired')));
      }],
      ['a leftover vote on a deleted question is flipped', async (db) => {
        await assertFails(setDoc(doc(db, votePath({postId: 'q-gone', answerId: null}, EVE)), newVote(-1, serverTimestamp())));
      }],
      ['a leftover vote on a deleted question is taken back', async (db) => {
        await assertFails(deleteDoc(doc(db, votePath({postId: 'q-gone', answerId: null}, EVE))));
      }],
      ['an author takes back a leftover vote on a deleted answer of theirs', async () => {
        const alice = signedIn(env, ALICE);
        const batch = writeBatch(alice);
        batch.delete(doc(alice, votePath({postId: 'q1', answerId: 'a-gone'}, ALICE)));
        await assertFails(batch.commit());
      }],
    ])('attack: %s', async (_what, attempt) => {
      await attempt(signedIn(env, EVE));
    });
  });
});

/* ------------------------------------------------------------------------------------------------
 * Holes 5 and 9: a hidden question and what hangs under it.
 */

describe('hidden questions', () => {
  beforeEach(() =>
    seed(env, {
      ...withEve,
      [postPath('q1')]: storedPost(ALICE, {hidden: true, answerCount: 1, lastAnswerId: 'a1'}),
      [answerPath('q1', 'a1')]: storedAnswer(BOB),
      [answerPath('q1', 'ah')]: storedAnswer(CAROL, {hidden: true}),
      [votePath(ANSWER_TARGET, EVE)]: {value: 1, votedAt: LONG_AGO},
    }),
  );

  test('attack (hole 5): an answer to a hidden question is not public', async () => {
    await assertFails(getDoc(doc(signedIn(env, EVE), answerPath('q1', 'a1'))));
  });

  test('attack (hole 9): the author cannot clean up a hidden question before a moderator looks', async () => {
    const alice = signedIn(env, ALICE);
    await assertFails(updateDoc(doc(alice, postPath('q1')), questionEdit({...QUESTION, title: 'A perfectly innocent question now'}, serverTimestamp())));
  });

  test.each<[string, () => Promise<unknown>]>([
    ['a signed-out reader reads an answer to a hidden question', () => getDoc(doc(anonymous(env), answerPath('q1', 'a1')))],
    ['a signed-out reader lists the visible answers of a hidden question', () => getDocs(query(collection(anonymous(env), answersPath('q1')), where('hidden', '==', false)))],
    ['a reader lists the visible answers of a hidden question', () => getDocs(query(collection(signedIn(env, EVE), answersPath('q1')), where('hidden', '==', false), limit(50)))],
    ['a reader upvotes an answer to a hidden question', () => {
      const db = signedIn(env, CAROL);
      const batch = writeBatch(db);
      batch.set(doc(db, votePath(ANSWER_TARGET, CAROL)), newVote(1, serverTimestamp()));
      batch.update(doc(db, answerPath('q1', 'a1')), {score: increment(1)});
      return batch.commit();
    }],
    ['a reader flips their vote on an answer to a hidden question', () => {
      const db = signedIn(env, EVE);
      const batch = writeBatch(db);
      batch.set(doc(db, votePath(ANSWER_TARGET, EVE)), newVote(-1, serverTimestamp()));
      batch.update(doc(db, answerPath('q1', 'a1')), {score: increment(-2)});
      return batch.commit();
    }],
    ['a reader takes back their vote on an answer to a hidden question', () => {
      const db = signedIn(env, EVE);
      const batch = writeBatch(db);
      batch.delete(doc(db, votePath(ANSWER_TARGET, EVE)));
      batch.update(doc(db, answerPath('q1', 'a1')), {score: increment(-1)});
      return batch.commit();
    }],
    ['a reader votes on the hidden question itself', () => {
      const db = signedIn(env, EVE);
      const batch = writeBatch(db);
      batch.set(doc(db, votePath(QUESTION_TARGET, EVE)), newVote(1, serverTimestamp()));
      batch.update(doc(db, postPath('q1')), {score: increment(1)});
      return batch.commit();
    }],
    ['an answer\'s author edits it while its question is hidden', () => updateDoc(doc(signedIn(env, BOB), answerPath('q1', 'a1')), answerEdit(`${ANSWER_BODY} Quietly changed.`, serverTimestamp()))],
    ['a hidden answer\'s author edits it', () => updateDoc(doc(signedIn(env, CAROL), answerPath('q1', 'ah')), answerEdit(`${ANSWER_BODY} Cleaned up.`, serverTimestamp()))],
    ['the author retags a hidden question', () => updateDoc(doc(signedIn(env, ALICE), postPath('q1')), questionEdit({...QUESTION, tags: ['innocent']}, serverTimestamp()))],
    ['a reader answers a hidden question', () => answer(signedIn(env, EVE), EVE, 'a-new')],
  ])('attack: %s', async (_what, attempt) => {
    await assertFails(attempt());
  });
});

/* ------------------------------------------------------------------------------------------------
 * Hole 6: names and text that impersonate or show nothing.
 */

describe('look-alike names and invisible text', () => {
  beforeEach(() => seed(env, withEve));

  test('attack (hole 6): a new reader cannot take another reader\'s name in another case', async () => {
    const dave = signedIn(env, DAVE);
    await refusedBothWays(dave, (batch) => void batch.set(doc(dave, userPath(DAVE)), newUser('Alice', serverTimestamp())), claim(dave, DAVE, 'Alice'));
  });

  test.each([
    ['the same name, lower case', 'alice'],
    ['the same name, upper case', 'ALICE'],
    ['"deleted user" with a no-break space', 'deleted\u00A0user'],
    ['"deleted user" with a zero-width space', 'deleted\u200Buser'],
    ['"Deleted User" with a word joiner', 'Deleted\u2060User'],
    ['an ideographic space', '\u3000'],
    ['no-break spaces', '\u00A0\u00A0'],
    ['a zero-width space', '\u200B'],
    ['a right-to-left override', 'ali\u202Ece'],
    ['bidi isolates around a name', '\u2066alice2\u2069'],
    ['a left-to-right mark', 'alice\u200E2'],
    ['a byte-order mark', '\uFEFFalice2'],
    ['a zero-width joiner', 'alice\u200D2'],
    ['a Hangul filler', '\u3164'],
    ['Hangul choseong and jungseong fillers', '\u115F\u1160'],
    ['a blank braille pattern', '\u2800'],
    ['a Mongolian vowel separator', 'alice\u180E2'],
    ['a line break', 'ali\nce2'],
    ['a tab', 'ali\tce2'],
    ['a leading space', ' alice2'],
    ['a trailing space', 'alice2 '],
    ['a double space', 'ali  ce2'],
    ['punctuation only', '...'],
    ['the reserved "Admin"', 'Admin'],
    ['the reserved "Moderator"', 'Moderator'],
    ['the reserved "PyDocs Team"', 'PyDocs Team'],
    ['the reserved "deleted user"', 'Deleted User'],
  ])('attack: a profile named with %s is refused', async (_what, name) => {
    const dave = signedIn(env, DAVE);
    const key = name.trim() === '' ? 'blank' : name.replace(/\//g, '-');
    // As sent, untrimmed (newUser() would trim it, as the app does).
    await refusedBothWays(dave, (batch) => void batch.set(doc(dave, userPath(DAVE)), {displayName: name, createdAt: serverTimestamp()}), claim(dave, DAVE, key));
  });

  test.each<[string, () => Promise<unknown>]>([
    ['a rename to another reader\'s name', () => {
      const eve = signedIn(env, EVE);
      const batch = pacedBatch(eve, EVE, 'rename');
      batch.update(doc(eve, userPath(EVE)), {displayName: 'Carol'});
      batch.delete(doc(eve, namePath('eve')));
      batch.set(doc(eve, namePath('Carol')), {uid: EVE});
      return batch.commit();
    }],
    ['a rename that keeps the old name claimed (hoarding names)', () => {
      const eve = signedIn(env, EVE);
      const batch = pacedBatch(eve, EVE, 'rename');
      batch.update(doc(eve, userPath(EVE)), {displayName: 'eve2'});
      batch.set(doc(eve, namePath('eve2')), {uid: EVE});
      return batch.commit();
    }],
    ['a name claimed without a profile showing it', () => setDoc(doc(signedIn(env, EVE), namePath('frank')), {uid: EVE})],
    ['a name claimed for someone else', () => setDoc(doc(signedIn(env, EVE), namePath('eve')), {uid: BOB})],
    ['another reader\'s claim taken over', () => updateDoc(doc(signedIn(env, EVE), namePath('alice')), {uid: EVE})],
    ['another reader\'s claim dropped', () => deleteDoc(doc(signedIn(env, EVE), namePath('alice')))],
    ['a profile deleted while its name stays claimed', () => deleteDoc(doc(signedIn(env, EVE), userPath(EVE)))],
  ])('attack: %s', async (_what, attempt) => {
    await assertFails(attempt());
  });

  test.each([
    ['a title padded with zero-width spaces', {title: `Help${'\u200B'.repeat(12)}`}],
    ['a title of ideographic spaces', {title: '\u3000'.repeat(12)}],
    ['a title of no-break spaces around one word', {title: `\u00A0\u00A0\u00A0\u00A0\u00A0Help\u00A0\u00A0\u00A0\u00A0\u00A0`}],
    ['a title of Hangul fillers', {title: '\u3164'.repeat(12)}],
    ['a title with a right-to-left override', {title: 'Why is \u202Enohtyp\u202C so slow?'}],
    ['a body of ideographic spaces', {body: '\u3000'.repeat(30)}],
    ['a body of zero-width joiners and one word', {body: `Help ${'\u200D'.repeat(30)}`}],
    ['a body of blank braille', {body: '\u2800'.repeat(30)}],
    ['a body with a bidi isolate hiding code order', {body: 'if access_level != "user\u2067 \u2066# Check if admin\u2069 \u2066" { print("ok") }'}],
  ])('attack: a question with %s is refused', async (_what, change) => {
    const eve = signedIn(env, EVE);
    await refusedBothWays(eve, (batch) => void batch.set(doc(eve, postPath('q-new')), {...newPost(QUESTION, EVE, serverTimestamp()), ...change}), pace(eve, EVE, 'question', 'q-new'));
  });

  test.each([
    ['an answer of ideographic spaces', '\u3000'.repeat(30)],
    ['an answer padded with zero-width spaces', `Yes.${'\u200B'.repeat(30)}`],
    ['an answer with a right-to-left override', `Use ${'\u202E'}this instead, it is the faster of the two ways.`],
  ])('attack: %s is refused', async (_what, body) => {
    await seed(env, {[postPath('q1')]: storedPost(ALICE)});
    const eve = signedIn(env, EVE);
    await refusedBothWays(
      eve,
      (batch) => {
        batch.set(doc(eve, answerPath('q1', 'a-new')), newAnswer(body, EVE, serverTimestamp()));
        batch.update(doc(eve, postPath('q1')), {answerCount: increment(1), lastAnswerId: 'a-new'});
      },
      pace(eve, EVE, 'answer', 'q1/a-new'),
    );
  });

  test('attack: an edit that blanks a question to invisible characters is refused', async () => {
    await seed(env, {[postPath('q-eve')]: storedPost(EVE)});
    await assertFails(updateDoc(doc(signedIn(env, EVE), postPath('q-eve')), questionEdit({...QUESTION, title: '\u3000'.repeat(12)}, serverTimestamp())));
  });

  describe('a reader whose profile is deleted does not keep writing under it', () => {
    beforeEach(async () => {
      await seed(env, {...questionWithAnswer(), [postPath('q-eve')]: storedPost(EVE), [answerPath('q1', 'a-eve')]: storedAnswer(EVE)});
      await env.withSecurityRulesDisabled(async (context) => {
        await deleteDoc(doc(dbOf(context), userPath(EVE)));
        await deleteDoc(doc(dbOf(context), namePath('eve')));
      });
    });

    test.each<[string, (db: Firestore) => Promise<unknown>]>([
      ['edits their question', (db) => updateDoc(doc(db, postPath('q-eve')), questionEdit({...QUESTION, title: 'Edited after leaving the site'}, serverTimestamp()))],
      ['edits their answer', (db) => updateDoc(doc(db, answerPath('q1', 'a-eve')), answerEdit(`${ANSWER_BODY} Edited after leaving.`, serverTimestamp()))],
      ['votes', (db) => {
        const batch = writeBatch(db);
        batch.set(doc(db, votePath(QUESTION_TARGET, EVE)), newVote(1, serverTimestamp()));
        batch.update(doc(db, postPath('q1')), {score: increment(1)});
        return batch.commit();
      }],
      ['reports', (db) => fileReport(db, EVE, QUESTION_TARGET)],
      ['answers', (db) => answer(db, EVE, 'a-new')],
      ['asks', (db) => ask(db, EVE, 'q-new')],
    ])('attack: a reader without a profile %s', async (_what, attempt) => {
      await assertFails(attempt(signedIn(env, EVE)));
    });
  });
});

/* ------------------------------------------------------------------------------------------------
 * Rate limits: bursts.
 */

describe('rate limits', () => {
  beforeEach(() => seed(env, {...questionWithAnswer(), ...withEve}));

  test('attack (rate limit): a second question within 30 seconds is refused', async () => {
    const eve = signedIn(env, EVE);
    await assertSucceeds(ask(eve, EVE, 'q-first'));
    await refusedBothWays(eve, (batch) => void batch.set(doc(eve, postPath('q-second')), newPost(QUESTION, EVE, serverTimestamp())), pace(eve, EVE, 'question', 'q-second'));
  });

  test('a paced question, answer, report and rename go through, and the reader reads their own limits', async () => {
    const eve = signedIn(env, EVE);
    await assertSucceeds(ask(eve, EVE, 'q-first'));
    await assertSucceeds(answer(eve, EVE, 'a-eve'));
    await assertSucceeds(fileReport(eve, EVE, QUESTION_TARGET));
    const rename = pacedBatch(eve, EVE, 'rename');
    rename.update(doc(eve, userPath(EVE)), {displayName: 'Eve A.'});
    rename.delete(doc(eve, namePath('eve')));
    rename.set(doc(eve, namePath('Eve A.')), {uid: EVE});
    await assertSucceeds(rename.commit());
    await assertSucceeds(getDoc(doc(eve, limitsPath(EVE))));
    await assertSucceeds(getDoc(doc(eve, dayPath(EVE, today()))));
  });

  /** Eve has used up today's allowance of `counter` (her last one long ago). */
  const usedUp = (counter: string, count: number) =>
    seed(env, {[limitsPath(EVE)]: {questionAt: LONG_AGO, answerAt: LONG_AGO, reportAt: LONG_AGO, renameAt: LONG_AGO}, [dayPath(EVE, today())]: {[counter]: count}});

  test.each<[string, (db: Firestore) => Promise<void>]>([
    ['a second answer within 15 seconds', async (db) => {
      await answer(db, EVE, 'a-first');
      await assertFails(answer(db, EVE, 'a-second'));
    }],
    ['a second report within 10 seconds', async (db) => {
      await fileReport(db, EVE, QUESTION_TARGET);
      await assertFails(fileReport(db, EVE, ANSWER_TARGET));
    }],
    ['a second rename within 30 seconds', async (db) => {
      const first = pacedBatch(db, EVE, 'rename');
      first.update(doc(db, userPath(EVE)), {displayName: 'eve2'});
      first.delete(doc(db, namePath('eve')));
      first.set(doc(db, namePath('eve2')), {uid: EVE});
      await first.commit();
      const second = pacedBatch(db, EVE, 'rename');
      second.update(doc(db, userPath(EVE)), {displayName: 'eve3'});
      second.delete(doc(db, namePath('eve2')));
      second.set(doc(db, namePath('eve3')), {uid: EVE});
      await assertFails(second.commit());
    }],
    ['two questions in one batch under one stamp', async (db) => {
      const batch = pacedBatch(db, EVE, 'question', 'q-a');
      batch.set(doc(db, postPath('q-a')), newPost(QUESTION, EVE, serverTimestamp()));
      batch.set(doc(db, postPath('q-b')), newPost(QUESTION, EVE, serverTimestamp()));
      await assertFails(batch.commit());
    }],
    ['two answers in one batch under one stamp', async (db) => {
      const batch = pacedBatch(db, EVE, 'answer', 'q1/a-a');
      batch.set(doc(db, answerPath('q1', 'a-a')), newAnswer(ANSWER_BODY, EVE, serverTimestamp()));
      batch.set(doc(db, answerPath('q1', 'a-b')), newAnswer(ANSWER_BODY, EVE, serverTimestamp()));
      batch.update(doc(db, postPath('q1')), {answerCount: increment(2), lastAnswerId: 'a-b'});
      await assertFails(batch.commit());
    }],
    ['a question paced by the stamp of another question', async (db) => {
      const batch = pacedBatch(db, EVE, 'question', 'q-other');
      batch.set(doc(db, postPath('q-new')), newPost(QUESTION, EVE, serverTimestamp()));
      await assertFails(batch.commit());
    }],
    ['a question paced by a report\'s stamp', async (db) => {
      const batch = pacedBatch(db, EVE, 'report', 'q-new');
      batch.set(doc(db, postPath('q-new')), newPost(QUESTION, EVE, serverTimestamp()));
      await assertFails(batch.commit());
    }],
    ['a question stamped with a time the client chose', async (db) => {
      const batch = writeBatch(db);
      batch.set(doc(db, limitsPath(EVE)), {questionAt: LONG_AGO, lastQuestion: 'q-new'}, {merge: true});
      batch.set(doc(db, dayPath(EVE, today())), {questions: increment(1)}, {merge: true});
      batch.set(doc(db, postPath('q-new')), newPost(QUESTION, EVE, serverTimestamp()));
      await assertFails(batch.commit());
    }],
    ['the last question\'s time moved back', async (db) => {
      await ask(db, EVE, 'q-first');
      await assertFails(setDoc(doc(db, limitsPath(EVE)), {questionAt: LONG_AGO}, {merge: true}));
    }],
    ['the limits deleted to start afresh', async (db) => {
      await ask(db, EVE, 'q-first');
      await assertFails(deleteDoc(doc(db, limitsPath(EVE))));
    }],
    ['today\'s counter deleted', async (db) => {
      await ask(db, EVE, 'q-first');
      await assertFails(deleteDoc(doc(db, dayPath(EVE, today()))));
    }],
    ['today\'s counter lowered', async (db) => {
      await ask(db, EVE, 'q-first');
      await assertFails(setDoc(doc(db, dayPath(EVE, today())), {questions: 0}));
    }],
    ['today\'s counter left as it was while asking', async (db) => {
      const batch = writeBatch(db);
      batch.set(doc(db, limitsPath(EVE)), {questionAt: serverTimestamp(), lastQuestion: 'q-new'}, {merge: true});
      batch.set(doc(db, postPath('q-new')), newPost(QUESTION, EVE, serverTimestamp()));
      await assertFails(batch.commit());
    }],
    ['questions counted on tomorrow\'s page', async (db) => {
      const batch = writeBatch(db);
      batch.set(doc(db, limitsPath(EVE)), {questionAt: serverTimestamp(), lastQuestion: 'q-new'}, {merge: true});
      batch.set(doc(db, dayPath(EVE, today() + 1)), {questions: increment(1)}, {merge: true});
      batch.set(doc(db, postPath('q-new')), newPost(QUESTION, EVE, serverTimestamp()));
      await assertFails(batch.commit());
    }],
    ['questions counted on yesterday\'s page', async (db) => {
      await assertFails(setDoc(doc(db, dayPath(EVE, today() - 1)), {questions: 1}));
    }],
    ['the 21st question of the day', async (db) => {
      await usedUp('questions', 20);
      await assertFails(ask(db, EVE, 'q-21'));
    }],
    ['the 51st answer of the day', async (db) => {
      await usedUp('answers', 50);
      await assertFails(answer(db, EVE, 'a-51'));
    }],
    ['the 21st report of the day', async (db) => {
      await usedUp('reports', 20);
      await assertFails(fileReport(db, EVE, QUESTION_TARGET));
    }],
    ['the 11th rename of the day', async (db) => {
      await usedUp('renames', 10);
      const batch = pacedBatch(db, EVE, 'rename');
      batch.update(doc(db, userPath(EVE)), {displayName: 'EVE'});
      await assertFails(batch.commit());
    }],
    ['a rename with no stamp at all', async (db) => {
      await assertFails(updateDoc(doc(db, userPath(EVE)), {displayName: 'EVE'}));
    }],
    ['another reader\'s limits stamped (to lock them out)', async (db) => {
      await assertFails(setDoc(doc(db, limitsPath(ALICE)), {questionAt: serverTimestamp()}, {merge: true}));
    }],
    ['another reader\'s counter filled up', async (db) => {
      await assertFails(setDoc(doc(db, dayPath(ALICE, today())), {questions: 1}));
    }],
    ['another reader\'s limits read', async (db) => {
      await assertFails(getDoc(doc(db, limitsPath(ALICE))));
    }],
    ['another reader\'s counter read', async (db) => {
      await assertFails(getDoc(doc(db, dayPath(ALICE, today()))));
    }],
    ['the limits listed', async (db) => {
      await assertFails(getDocs(collection(db, 'limits')));
    }],
    ['a field the limits do not keep', async (db) => {
      await assertFails(setDoc(doc(db, limitsPath(EVE)), {votedAt: serverTimestamp()}, {merge: true}));
    }],
  ])('attack: %s', async (_what, attempt) => {
    await attempt(signedIn(env, EVE));
  });
});
