import {getDb} from '../firebase';
import {NEWSLETTER_COLLECTION, isValidEmail, normaliseEmail} from './model';

export type SubscribeResult = 'subscribed' | 'queued';

/** How long to wait for the server before telling the reader the subscription is queued. */
const SERVER_ACK_TIMEOUT_MS = 10_000;

export class InvalidEmailError extends Error {
  constructor() {
    super('Please enter a valid e-mail address, like name@example.com.');
    this.name = 'InvalidEmailError';
  }
}

/**
 * Stores the address in Firestore. Resolves 'subscribed' once the server has it, or 'queued' if
 * the browser is offline: the write stays in the local cache and syncs when the network returns.
 */
export async function subscribeToNewsletter(rawEmail: string): Promise<SubscribeResult> {
  const email = normaliseEmail(rawEmail);
  if (!isValidEmail(email)) throw new InvalidEmailError();
  const [db, {doc, setDoc, serverTimestamp}] = await Promise.all([getDb(), import('../firebase/firestoreSdk')]);
  const write = setDoc(doc(db, NEWSLETTER_COLLECTION, email), {email, subscribedAt: serverTimestamp()});
  const timeout = new Promise<'queued'>((resolve) => setTimeout(() => resolve('queued'), SERVER_ACK_TIMEOUT_MS));
  return Promise.race([write.then(() => 'subscribed' as const), timeout]);
}
