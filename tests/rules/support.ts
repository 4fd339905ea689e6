// Shared setup for the security-rules suites: the real Firestore emulator and firestore.rules, and
// for the community suites the model's own builders, so the tests write exactly what the UI writes.
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {initializeTestEnvironment, type RulesTestContext, type RulesTestEnvironment} from '@firebase/rules-unit-testing';
import {Timestamp, doc, increment, serverTimestamp, setDoc, setLogLevel, writeBatch, type Firestore, type WriteBatch} from 'firebase/firestore';
import {
  answerPath,
  namePath,
  newAnswer,
  pacingWrites,
  retiredAnswerPath,
  retiredPostPath,
  type PacedKind,
  newPost,
  newUser,
  postPath,
  userPath,
  type AnswerDoc,
  type PostDoc,
  type ValidQuestion,
} from '@site/src/features/community/model';

// Denied writes are the point of these tests; the SDK would log each one as a warning.
setLogLevel('silent');

export const ALICE = 'alice';
export const BOB = 'bob';
export const CAROL = 'carol';
export const ADMIN = 'admin';

/**
 * The real emulator with firestore.rules as written (PYDOCS_RULES_FILE may name another rules file,
 * e.g. an earlier version, to show which attacks it let through). It runs in single-project mode, so every
 * file uses the suite's project id; Jest runs the files one after another (--runInBand).
 */
export async function rulesTestEnvironment(): Promise<RulesTestEnvironment> {
  const [host, port] = (process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080').split(':');
  return reusingClients(
    await initializeTestEnvironment({
      projectId: process.env.PYDOCS_PROJECT_ID ?? 'demo-pydocs',
      firestore: {host, port: Number(port), rules: readFileSync(process.env.PYDOCS_RULES_FILE ?? path.join(__dirname, '../../firestore.rules'), 'utf8')},
    }),
  );
}

/**
 * The environment, except that asking twice for the same reader (the same uid and token claims, or
 * nobody) gives the same client instead of a new Firebase app with its own connection to the
 * emulator. Each test still starts from an empty database (clearFirestore after each), and what a
 * test asserts is what the emulator answers, so a reused client changes nothing a test sees; it
 * only saves the suite setting up a thousand connections. Rules-disabled contexts are untouched.
 */
function reusingClients(env: RulesTestEnvironment): RulesTestEnvironment {
  const contexts = new Map<string, RulesTestContext>();
  const reuse = (key: string, create: () => RulesTestContext): RulesTestContext => {
    let context = contexts.get(key);
    if (!context) {
      context = create();
      const firestore = context.firestore();
      // firestore() points the app's client at the emulator each time it is called, which a client
      // that has already talked to it refuses: hand out the one client.
      context.firestore = () => firestore;
      contexts.set(key, context);
    }
    return context;
  };
  const reusing: RulesTestEnvironment = Object.create(env);
  reusing.authenticatedContext = (uid, claims) => reuse(JSON.stringify([uid, claims ?? null]), () => env.authenticatedContext(uid, claims));
  reusing.unauthenticatedContext = () => reuse('nobody', () => env.unauthenticatedContext());
  return reusing;
}

/** The modular SDK accepts the test context's (compat) instance; only the types differ. */
export function dbOf(context: RulesTestContext): Firestore {
  return context.firestore() as unknown as Firestore;
}

export function signedIn(env: RulesTestEnvironment, uid: string, email = `${uid}@example.com`): Firestore {
  return dbOf(env.authenticatedContext(uid, {email}));
}

export function asAdmin(env: RulesTestEnvironment): Firestore {
  return dbOf(env.authenticatedContext(ADMIN, {email: 'admin@example.com', admin: true}));
}

export function anonymous(env: RulesTestEnvironment): Firestore {
  return dbOf(env.unauthenticatedContext());
}

export const QUESTION: ValidQuestion = {
  title: 'Why does my default list keep growing?',
  body: 'Calling add_tag twice returns both tags. Why is the list shared between calls?',
  tags: ['functions', 'defaults'],
};

export const ANSWER_BODY = 'Default values are evaluated once, when the def statement runs. Use None as a sentinel.';

const EARLIER = Timestamp.fromDate(new Date('2026-11-01T10:00:00Z'));

/** A stored question, as the server holds it after a create (timestamps resolved). */
export function storedPost(authorId: string, overrides: Partial<PostDoc> = {}): PostDoc {
  return {...newPost(QUESTION, authorId, EARLIER as never), createdAt: EARLIER, editedAt: null, ...overrides} as PostDoc;
}

export function storedAnswer(authorId: string, overrides: Partial<AnswerDoc> = {}): AnswerDoc {
  return {...newAnswer(ANSWER_BODY, authorId, EARLIER as never), createdAt: EARLIER, editedAt: null, ...overrides} as AnswerDoc;
}

type Seed = Readonly<Record<string, Record<string, unknown>>>;

/** Writes documents with the rules switched off: the state a test starts from. */
export async function seed(env: RulesTestEnvironment, documents: Seed): Promise<void> {
  await env.withSecurityRulesDisabled(async (context) => {
    const db = dbOf(context);
    for (const [documentPath, data] of Object.entries(documents)) await setDoc(doc(db, documentPath), data);
  });
}

/** Reads a document with the rules switched off, to check what really got stored. */
export async function stored(env: RulesTestEnvironment, documentPath: string): Promise<Record<string, unknown> | undefined> {
  let data: Record<string, unknown> | undefined;
  await env.withSecurityRulesDisabled(async (context) => {
    const {getDoc} = await import('firebase/firestore');
    data = (await getDoc(doc(dbOf(context), documentPath))).data();
  });
  return data;
}

export const profiles: Seed = {
  [userPath(ALICE)]: {...newUser('alice', EARLIER as never), createdAt: EARLIER},
  [userPath(BOB)]: {...newUser('bob', EARLIER as never), createdAt: EARLIER},
  [userPath(CAROL)]: {...newUser('carol', EARLIER as never), createdAt: EARLIER},
  [namePath('alice')]: {uid: ALICE},
  [namePath('bob')]: {uid: BOB},
  [namePath('carol')]: {uid: CAROL},
};

/* ------------------------------------------------------------------------------------------------
 * Writes as the UI sends them: a question, answer, report or rename goes with its rate-limit
 * stamps (limits/{uid} and today's counter) in one batch; a profile with its name claim; a delete
 * with the retired id. Tests of other refusals use these, so a write is refused for the reason
 * the test names and not for a missing stamp.
 */

/** A batch holding `uid`'s rate-limit writes for one `kind` of write, naming its `subject`. */
export function pacedBatch(db: Firestore, uid: string, kind: PacedKind, subject: string | null = null, batch: WriteBatch = writeBatch(db)): WriteBatch {
  for (const write of pacingWrites(uid, kind, subject, serverTimestamp(), increment(1))) batch.set(doc(db, write.path), write.data, {merge: true});
  return batch;
}

/** What a write at `path` names as its subject: the question or report id, or `postId/answerId`. */
export function subjectOf(path: string): string {
  const parts = path.split('/');
  return parts.length === 4 ? `${parts[1]}/${parts[3]}` : parts[1];
}

/** setDoc of a question, answer (without counter) or report, paced like the UI's. */
export function pacedSet(db: Firestore, uid: string, kind: PacedKind, path: string, data: Readonly<Record<string, unknown>>): Promise<void> {
  const batch = pacedBatch(db, uid, kind, subjectOf(path));
  batch.set(doc(db, path), data);
  return batch.commit();
}

/** A new profile and its name claim, in one batch. */
export function createProfileAs(db: Firestore, uid: string, displayName: string, extra: Readonly<Record<string, unknown>> = {}, batch: WriteBatch = writeBatch(db)): WriteBatch {
  batch.set(doc(db, userPath(uid)), {...newUser(displayName, serverTimestamp()), ...extra});
  batch.set(doc(db, namePath(displayName)), {uid});
  return batch;
}

/** A rename as the UI sends it: the new name claimed, the old one given up, paced. */
export function renameAs(db: Firestore, uid: string, from: string, to: string, extra: Readonly<Record<string, unknown>> = {}): Promise<void> {
  const batch = pacedBatch(db, uid, 'rename');
  batch.update(doc(db, userPath(uid)), {displayName: to, ...extra});
  if (namePath(from) !== namePath(to)) {
    batch.delete(doc(db, namePath(from)));
    batch.set(doc(db, namePath(to)), {uid});
  }
  return batch.commit();
}

/** The retired-id marker a delete writes in its batch. */
export function retire(db: Firestore, batch: WriteBatch, postId: string, answerId: string | null = null): WriteBatch {
  batch.set(doc(db, answerId === null ? retiredPostPath(postId) : retiredAnswerPath(postId, answerId)), {retiredAt: serverTimestamp()});
  return batch;
}

/** Alice's question q1 with Bob's answer a1 (counted), plus everyone's profile. */
export function questionWithAnswer(postOverrides: Partial<PostDoc> = {}, answerOverrides: Partial<AnswerDoc> = {}): Seed {
  return {
    ...profiles,
    [postPath('q1')]: {...storedPost(ALICE, {answerCount: 1, lastAnswerId: 'a1'}), ...postOverrides},
    [answerPath('q1', 'a1')]: {...storedAnswer(BOB), ...answerOverrides},
  };
}
