/**
 * Deleting a community account: the user's own data goes (profile and its name claim, chats,
 * exercise progress, private "reported" notes, newsletter entries of a verified address), their
 * questions and answers stay and read "deleted user" (their profile no longer exists), then the
 * Firebase Auth account itself is deleted.
 */
import type {User} from 'firebase/auth';
import {getAuthClient} from '../firebase';
import {NEWSLETTER_COLLECTION, normaliseEmail} from '../newsletter';
import {namePath, readDisplayName, userPath} from './model';
import {pauseProfileCreation, resumeProfileCreation} from './profiles';
import {store, type FirestoreModule} from './store';
import type {Firestore} from 'firebase/firestore';

/**
 * What the chat feature keeps under users/{uid}/chats/{chatId}. Firestore clients cannot list
 * subcollections, so the names are spelled out; keep in step with the chat feature's model.
 */
export const CHATS = 'chats';
export const CHAT_SUBCOLLECTIONS: readonly string[] = ['messages'];
/** What the progress feature keeps under users/{uid}/progress/{exerciseId}. */
export const PROGRESS = 'progress';
/** The reader's private notes of what they reported (users/{uid}/reported/{target}). */
export const REPORTED = 'reported';

/** Firebase asks for a sign-in within the last few minutes before deleting an account. */
const RECENT_LOGIN_MS = 5 * 60_000;

/** The password is needed again (auth/requires-recent-login, or a sign-in too long ago). */
export class RecentLoginRequiredError extends Error {
  constructor() {
    super('For your security, please enter your password again to delete your account.');
    this.name = 'RecentLoginRequiredError';
  }
}

export function signedInRecently(user: Pick<User, 'metadata'>, now = Date.now()): boolean {
  const last = Date.parse(user.metadata.lastSignInTime ?? '');
  return Number.isFinite(last) && now - last < RECENT_LOGIN_MS;
}

async function deleteCollection(db: Firestore, fs: FirestoreModule, path: string, children: readonly string[] = []): Promise<void> {
  for (;;) {
    // From the server, not the cache: deleting must see everything that is really there.
    const page = await fs.getDocsFromServer(fs.query(fs.collection(db, path), fs.limit(100)));
    if (page.empty) return;
    for (const doc of page.docs) for (const child of children) await deleteCollection(db, fs, `${doc.ref.path}/${child}`);
    const batch = fs.writeBatch(db);
    for (const doc of page.docs) batch.delete(doc.ref);
    await batch.commit();
  }
}

/**
 * Removes what belongs to the user alone. Needs the network (it must see the server's data).
 * Newsletter entries are found by address, which the rules allow only for an address the Auth
 * server has verified (anyone can sign up with someone else's address): an unverified reader's
 * subscription stays until they unsubscribe from the newsletter itself.
 */
export async function deleteAccountData(uid: string, email: string | null, emailVerified = false): Promise<void> {
  const {db, fs} = await store();
  await deleteCollection(db, fs, `${userPath(uid)}/${CHATS}`, CHAT_SUBCOLLECTIONS);
  await deleteCollection(db, fs, `${userPath(uid)}/${PROGRESS}`);
  await deleteCollection(db, fs, `${userPath(uid)}/${REPORTED}`);
  if (email && emailVerified) {
    const entries = await fs.getDocsFromServer(fs.query(fs.collection(db, NEWSLETTER_COLLECTION), fs.where('email', '==', normaliseEmail(email))));
    for (const entry of entries.docs) await fs.deleteDoc(entry.ref);
  }
  // The profile and the claim on its name go together (the rules check both sides).
  const profile = await fs.getDocFromServer(fs.doc(db, userPath(uid)));
  const name = readDisplayName(profile.data());
  const batch = fs.writeBatch(db);
  if (name) {
    const claim = await fs.getDocFromServer(fs.doc(db, namePath(name)));
    if (claim.data()?.uid === uid) batch.delete(claim.ref);
  }
  batch.delete(fs.doc(db, userPath(uid)));
  await batch.commit();
}

function isRecentLoginError(error: unknown): boolean {
  return (error as {code?: unknown} | null)?.code === 'auth/requires-recent-login';
}

/**
 * Deletes the signed-in user's account. Without a password it only goes ahead after a recent
 * sign-in, so a reader is asked for their password before any data is removed, not halfway.
 * Throws RecentLoginRequiredError when the password is needed.
 */
export async function deleteAccount(password?: string): Promise<void> {
  const [auth, {EmailAuthProvider, deleteUser, reauthenticateWithCredential}] = await Promise.all([getAuthClient(), import('firebase/auth')]);
  const user = auth.currentUser;
  if (!user) throw new Error('Please log in to delete your account.');
  if (password !== undefined) {
    await reauthenticateWithCredential(user, EmailAuthProvider.credential(user.email ?? '', password));
  } else if (!signedInRecently(user)) {
    throw new RecentLoginRequiredError();
  }
  // The community page would otherwise recreate the profile it sees disappear. Only a failure
  // resumes it: after success this uid is gone for good.
  pauseProfileCreation(user.uid);
  try {
    await deleteAccountData(user.uid, user.email, user.emailVerified);
    await deleteUser(user);
  } catch (error) {
    resumeProfileCreation(user.uid);
    if (isRecentLoginError(error)) throw new RecentLoginRequiredError();
    throw error;
  }
}
