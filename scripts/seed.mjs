// Seeds the local emulators with demo accounts and demo community content through the Admin SDK,
// so `npm start` shows a living site. Safe to run twice: accounts and documents are upserted.
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {ROOT, PROJECT_ID, emulatorEnv} from './emulators.mjs';

export const DEMO_PASSWORD = 'pydocs-demo';
export const DEMO_ACCOUNTS = [
  {uid: 'demo-ada', email: 'ada@pydocs.dev', password: DEMO_PASSWORD, displayName: 'ada'},
  {uid: 'demo-grace', email: 'grace@pydocs.dev', password: DEMO_PASSWORD, displayName: 'grace'},
  {uid: 'demo-admin', email: 'admin@pydocs.dev', password: DEMO_PASSWORD, displayName: 'admin', admin: true},
];

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

  for (const account of DEMO_ACCOUNTS) {
    const {uid, email, password, displayName} = account;
    try {
      await auth.updateUser(uid, {email, password, displayName});
    } catch {
      await auth.createUser({uid, email, password, displayName, emailVerified: true});
    }
    await auth.setCustomUserClaims(uid, account.admin ? {admin: true} : null);
    await db.doc(`users/${uid}`).set({displayName, createdAt: Timestamp.fromDate(new Date('2026-09-01T09:00:00Z'))});
  }

  const community = JSON.parse(readFileSync(path.join(ROOT, 'scripts/seed-data/community.json'), 'utf8'));
  const byName = Object.fromEntries(DEMO_ACCOUNTS.map((account) => [account.displayName, account]));
  const batch = db.batch();
  community.questions.forEach((question, index) => {
    const author = byName[question.author];
    const askedAt = new Date(Date.parse('2026-11-20T12:00:00Z') - (index + 1) * 5 * 3600_000);
    const postRef = db.doc(`posts/${question.id}`);
    const answers = question.answers ?? [];
    const accepted = answers.findIndex((answer) => answer.accepted);
    batch.set(postRef, {
      title: question.title,
      body: question.body,
      tags: question.tags,
      authorId: author.uid,
      authorName: author.displayName,
      createdAt: Timestamp.fromDate(askedAt),
      editedAt: null,
      score: question.score ?? 0,
      answerCount: answers.length,
      acceptedAnswerId: accepted === -1 ? null : `${question.id}-a${accepted + 1}`,
      hidden: false,
    });
    answers.forEach((answer, answerIndex) => {
      const answerAuthor = byName[answer.author];
      batch.set(db.doc(`posts/${question.id}/answers/${question.id}-a${answerIndex + 1}`), {
        body: answer.body,
        authorId: answerAuthor.uid,
        authorName: answerAuthor.displayName,
        createdAt: Timestamp.fromDate(new Date(askedAt.getTime() + (answerIndex + 1) * 3600_000)),
        editedAt: null,
        score: answer.score ?? 0,
        hidden: false,
      });
    });
  });
  await batch.commit();
  await deleteApp(app);
  return {accounts: DEMO_ACCOUNTS.length, questions: community.questions.length};
}
