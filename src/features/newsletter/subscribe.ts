import {getDb, loadFirestoreSdk} from '../firebase';
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

/** Where this browser keeps the id of its subscription for an address. */
const idKey = (email: string) => `pydocs:newsletter:${email}`;

function rememberedId(email: string): string | null {
  try {
    const id = window.localStorage.getItem(idKey(email));
    return id && /^[A-Za-z0-9]{20}$/.test(id) ? id : null;
  } catch {
    return null;
  }
}

function rememberId(email: string, id: string): void {
  try {
    window.localStorage.setItem(idKey(email), id);
  } catch {
    // Storage refused (private mode): subscribing again from here adds a second entry, which the
    // mailing deduplicates by address.
  }
}

/**
 * Stores the address in Firestore, under a random id (never the address: SECURITY.md,
 * "Probing whether an address is on the newsletter") that this browser remembers, so subscribing again from here updates
 * the same record. Resolves 'subscribed' once the server has it, or 'queued' if the browser is
 * offline: the write stays in the local cache and syncs when the network returns.
 */
export async function subscribeToNewsletter(rawEmail: string): Promise<SubscribeResult> {
  const email = normaliseEmail(rawEmail);
  if (!isValidEmail(email)) throw new InvalidEmailError();
  const [db, {collection, doc, setDoc, serverTimestamp}] = await Promise.all([getDb(), loadFirestoreSdk()]);
  const known = rememberedId(email);
  const ref = known ? doc(db, NEWSLETTER_COLLECTION, known) : doc(collection(db, NEWSLETTER_COLLECTION));
  rememberId(email, ref.id);
  const write = setDoc(ref, {email, subscribedAt: serverTimestamp()});
  const timeout = new Promise<'queued'>((resolve) => setTimeout(() => resolve('queued'), SERVER_ACK_TIMEOUT_MS));
  return Promise.race([write.then(() => 'subscribed' as const), timeout]);
}
