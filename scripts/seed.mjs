// Seeds the local emulators with demo accounts and demo community content through the Admin SDK,
// so `npm start` shows a living site. Safe to run twice: accounts and documents are upserted.
//
// Documents follow src/features/community/model.ts (the shapes firestore.rules accepts). Seeded
// scores are starting values: the demo has too few accounts to cast every vote behind them, and
// each reader's own vote still moves a score by exactly one.
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {ROOT, PROJECT_ID, emulatorEnv} from './emulators.mjs';

// The logins `npm start` prints. One file, because /login names them too under the dev server
// (src/features/auth/DemoAccounts.tsx).
const demo = JSON.parse(readFileSync(path.join(ROOT, 'scripts/seed-data/demo-accounts.json'), 'utf8'));
export const DEMO_PASSWORD = demo.password;
/** @type {ReadonlyArray<{uid: string, email: string, password: string, displayName: string, admin?: boolean}>} */
export const DEMO_ACCOUNTS = demo.accounts.map((account) => ({...account, password: DEMO_PASSWORD}));

/**
 * Authors of the demo content who are not offered as logins: two more regulars, a spammer whose
 * post a moderator has hidden, and an account that was deleted (no profile: "deleted user").
 */
const CONTENT_AUTHORS = [
  {uid: 'demo-margaret', email: 'margaret@pydocs.dev', displayName: 'margaret'},
  {uid: 'demo-alan', email: 'alan@pydocs.dev', displayName: 'alan'},
  {uid: 'demo-deals4u', email: 'deals4u@example.com', displayName: 'deals4u'},
  {uid: 'demo-deleted-user', displayName: 'deleted', deleted: true},
];

const PROFILE_CREATED = new Date('2026-09-01T09:00:00Z');
const NEWEST_QUESTION = Date.parse('2026-11-20T12:00:00Z');

/** @param {{projectId?: string}} [options] */
export async function seedDemoData({projectId = PROJECT_ID} = {}) {
  Object.assign(process.env, emulatorEnv(projectId));
  const {initializeApp, getApps, deleteApp} = await import('firebase-admin/app');
  const {getAuth} = await import('firebase-admin/auth');
  const {getFirestore, Timestamp} = await import('firebase-admin/firestore');
  for (const existing of getApps()) await deleteApp(existing);
  const app = initializeApp({projectId}, 'seed');
  const auth = getAuth(app);
  const db = getFirestore(app);

  for (const account of [...DEMO_ACCOUNTS, ...CONTENT_AUTHORS]) {
    const {uid, email, displayName} = account;
    if (account.deleted) {
      // Gone for good: no login and no profile, so its posts read "deleted user".
      await auth.deleteUser(uid).catch(() => undefined);
      await db.doc(`users/${uid}`).delete();
      continue;
    }
    const password = account.password ?? DEMO_PASSWORD;
    try {
      await auth.updateUser(uid, {email, password, displayName});
    } catch {
      await auth.createUser({uid, email, password, displayName, emailVerified: true});
    }
    await auth.setCustomUserClaims(uid, account.admin ? {admin: true} : null);
    await db.doc(`users/${uid}`).set({displayName, createdAt: Timestamp.fromDate(PROFILE_CREATED)});
    // The claim that makes the name this reader's alone (firestore.rules: names are unique).
    await db.doc(`names/${displayName.trim().toLowerCase()}`).set({uid});
  }

  const community = JSON.parse(readFileSync(path.join(ROOT, 'scripts/seed-data/community.json'), 'utf8'));
  const byName = Object.fromEntries([...DEMO_ACCOUNTS, ...CONTENT_AUTHORS].map((account) => [account.displayName, account]));
  const authorId = (name) => {
    const account = byName[name];
    if (!account) throw new Error(`scripts/seed-data/community.json: unknown author "${name}"`);
    return account.uid;
  };
  const batch = db.batch();
  community.questions.forEach((question, index) => {
    const askedAt = new Date(NEWEST_QUESTION - (index + 1) * 5 * 3600_000);
    const answers = question.answers ?? [];
    const answerId = (answerIndex) => `${question.id}-a${answerIndex + 1}`;
    const accepted = answers.findIndex((answer) => answer.accepted);
    batch.set(db.doc(`posts/${question.id}`), {
      title: question.title,
      body: question.body,
      tags: question.tags,
      authorId: authorId(question.author),
      createdAt: Timestamp.fromDate(askedAt),
      editedAt: null,
      score: question.score ?? 0,
      answerCount: answers.length,
      acceptedAnswerId: accepted === -1 ? null : answerId(accepted),
      lastAnswerId: answers.length === 0 ? null : answerId(answers.length - 1),
      hidden: question.hidden === true,
    });
    answers.forEach((answer, answerIndex) => {
      const answeredAt = new Date(askedAt.getTime() + (answerIndex + 1) * 3600_000);
      batch.set(db.doc(`posts/${question.id}/answers/${answerId(answerIndex)}`), {
        body: answer.body,
        authorId: authorId(answer.author),
        createdAt: Timestamp.fromDate(answeredAt),
        editedAt: answer.edited ? Timestamp.fromDate(new Date(answeredAt.getTime() + 20 * 60_000)) : null,
        score: answer.score ?? 0,
        hidden: false,
      });
    });
    for (const report of question.reports ?? []) {
      const reporterId = authorId(report.reporter);
      batch.set(db.doc(`reports/${reporterId}_${question.id}_question`), {
        reporterId,
        postId: question.id,
        answerId: null,
        reason: report.reason,
        note: report.note ?? '',
        createdAt: Timestamp.fromDate(new Date(askedAt.getTime() + 30 * 60_000)),
      });
    }
  });
  await batch.commit();
  await deleteApp(app);
  return {accounts: DEMO_ACCOUNTS.length, questions: community.questions.length};
}
