/**
 * Rate limits on the client side. firestore.rules enforces them (SECURITY.md, "rate limits"):
 * each question, answer, report and rename goes with two small writes in its batch, and the rules
 * refuse the batch when it comes too soon or over the day's cap. Here we add those writes, stop a
 * second attempt before it is sent (so the form keeps what was typed), and turn a refusal into
 * the limit's own message.
 */
import type {WriteBatch} from 'firebase/firestore';
import {PACING, dayPath, limitsPath, pacingWrites, rateLimitMessage, utcDay, type PacedKind} from './model';
import {friendlyDataError, isStoreLoaded, store, type Store} from './store';

/** How long a refusal's explanation may wait for the reader's limits before the general message is shown. */
const READ_WAIT_MS = 3000;

/** When this tab last sent each kind of write, per reader. */
const lastSent = new Map<string, number>();
const key = (uid: string, kind: PacedKind) => `${uid}:${kind}`;

/** Adds the pacing writes for one `kind` of write (named by `subject`) to `batch`, and remembers it. */
export function addPacing({db, fs}: Store, batch: WriteBatch, uid: string, kind: PacedKind, subject: string | null): void {
  for (const write of pacingWrites(uid, kind, subject, fs.serverTimestamp(), fs.increment(1))) {
    batch.set(fs.doc(db, write.path), write.data, {merge: true});
  }
  lastSent.set(key(uid, kind), Date.now());
}

/** The limit's message if this tab sent the same kind of write too recently to send another; else null. */
export function tooSoon(uid: string, kind: PacedKind, now = Date.now()): string | null {
  const last = lastSent.get(key(uid, kind));
  return last !== undefined && now - last < PACING[kind].gapSeconds * 1000 ? rateLimitMessage(kind, 'gap') : null;
}

/** A write that was refused went nowhere: it no longer holds back the next one. */
export function forgetSent(uid: string, kind: PacedKind): void {
  lastSent.delete(key(uid, kind));
}

type Stamp = {toMillis?: () => number} | null | undefined;

/**
 * Why the server refused a paced write, in words: the limit that stopped it (read from the
 * reader's own limits documents, which only they can read), or the general explanation.
 */
export async function explainRefusal(error: unknown, uid: string, kind: PacedKind): Promise<string> {
  // A refused write means the SDK is loaded; if it somehow is not, do not wait for it.
  if ((error as {code?: unknown} | null)?.code !== 'permission-denied' || !isStoreLoaded()) return friendlyDataError(error);
  try {
    const {db, fs} = await store();
    const now = Date.now();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const giveUp = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => reject(new Error('the limits could not be read in time')), READ_WAIT_MS);
    });
    const reads = Promise.all([fs.getDoc(fs.doc(db, limitsPath(uid))), fs.getDoc(fs.doc(db, dayPath(uid, utcDay(now))))]);
    const [limits, day] = await Promise.race([reads, giveUp]).finally(() => clearTimeout(timer));
    const {stamp, counter, gapSeconds, perDay} = PACING[kind];
    const count = day.data()?.[counter];
    if (typeof count === 'number' && count >= perDay) return rateLimitMessage(kind, 'day');
    const last = (limits.data()?.[stamp] as Stamp)?.toMillis?.();
    if (last !== undefined && now - last < gapSeconds * 1000 + 2000) return rateLimitMessage(kind, 'gap');
  } catch {
    // The limits could not be read: fall back to the general message.
  }
  return friendlyDataError(error);
}
