/**
 * Profiles (users/{uid}): the display name authors are shown with. Posts store only the author's
 * uid and names are looked up here, so a rename shows everywhere and a deleted account's posts
 * read "deleted user" without rewriting them.
 */
import {namePath, newUser, readDisplayName, userPath} from './model';
import {addPacing} from './pacing';
import {noteSnapshot, onServerHeard} from './connection';
import {listen, localWrite, store, type LocalWrite, type Unsubscribe} from './store';

export type ProfileState = Readonly<{displayName: string | null; exists: boolean; fromCache: boolean}>;

export function watchProfile(uid: string, onState: (state: ProfileState) => void, onError: (error: unknown) => void): Unsubscribe {
  return listen(
    ({db, fs}) =>
      fs.onSnapshot(
        fs.doc(db, userPath(uid)),
        {includeMetadataChanges: true},
        (snapshot) => {
          noteSnapshot(snapshot.metadata.fromCache);
          const displayName = readDisplayName(snapshot.data());
          if (displayName) rememberDisplayName(uid, displayName);
          onState({displayName, exists: snapshot.exists(), fromCache: snapshot.metadata.fromCache});
        },
        onError,
      ),
    onError,
  );
}

/* A reader gets a profile the first time the community sees them signed in, except while their
 * account is being deleted (the page would otherwise recreate what it sees disappear). */
const creationPaused = new Set<string>();

export function pauseProfileCreation(uid: string): void {
  creationPaused.add(uid);
}

export function resumeProfileCreation(uid: string): void {
  creationPaused.delete(uid);
}

/** Only the server can say the profile is missing: a cache miss offline is not enough. */
export function needsProfile(uid: string, state: ProfileState): boolean {
  return !state.exists && !state.fromCache && !creationPaused.has(uid);
}

/** A new profile and the claim on its name (names/{lower-cased name}), in one batch. */
export async function createProfile(uid: string, displayName: string): Promise<LocalWrite> {
  const {db, fs} = await store();
  rememberDisplayName(uid, displayName);
  const batch = fs.writeBatch(db);
  batch.set(fs.doc(db, userPath(uid)), newUser(displayName, fs.serverTimestamp()));
  batch.set(fs.doc(db, namePath(displayName)), {uid});
  return localWrite(batch.commit());
}

/**
 * Renames the reader: the new name is claimed and the old one given up in the same batch (the
 * rules refuse a name someone else holds), with the rate limit's stamps.
 */
export async function renameProfile(uid: string, from: string, displayName: string): Promise<LocalWrite> {
  const loaded = await store();
  const {db, fs} = loaded;
  const to = displayName.trim();
  rememberDisplayName(uid, to);
  const batch = fs.writeBatch(db);
  batch.update(fs.doc(db, userPath(uid)), {displayName: to});
  if (namePath(from) !== namePath(to)) {
    // A profile made before names were claimed has no claim to give up, and deleting a claim that
    // is not there is refused by the rules (they check its owner): give up only the reader's own.
    if (await holdsNameClaim(loaded, uid, from)) batch.delete(fs.doc(db, namePath(from)));
    batch.set(fs.doc(db, namePath(to)), {uid});
  }
  addPacing(loaded, batch, uid, 'rename', null);
  return localWrite(batch.commit());
}

/** Whether `uid` holds the claim on `name`; offline with nothing cached, assume so (the server decides). */
async function holdsNameClaim({db, fs}: Awaited<ReturnType<typeof store>>, uid: string, name: string): Promise<boolean> {
  try {
    return (await fs.getDoc(fs.doc(db, namePath(name)))).data()?.uid === uid;
  } catch {
    return true;
  }
}

/* ------------------------------------------------------------------------------------------------
 * Display names of other authors: looked up once per page view, one document read per author
 * (profiles cannot be listed: firestore.rules allows only reads by id), 30 at a time, shared by
 * every row on screen. A look-up the SDK answered from the device's
 * cache (it does so only when it believes it is offline) may be out of date: those names are shown
 * but asked for again the next time a listener hears from the server.
 */

/** A name; null for an account that no longer exists; undefined while unknown. */
export type KnownName = string | null | undefined;

const names = new Map<string, string | null>();
const subscribers = new Set<() => void>();
const wanted = new Set<string>();
const asked = new Set<string>();
/** Names that came from the cache, and accounts the cache did not know: to ask the server. */
const fromCacheOnly = new Set<string>();
let flushScheduled = false;
let stopWaitingForServer: Unsubscribe | undefined;

function askServerLater(uids: readonly string[]): void {
  for (const uid of uids) fromCacheOnly.add(uid);
  stopWaitingForServer ??= onServerHeard(() => {
    stopWaitingForServer?.();
    stopWaitingForServer = undefined;
    const again = [...fromCacheOnly];
    fromCacheOnly.clear();
    for (let start = 0; start < again.length; start += 30) void lookUp(again.slice(start, start + 30));
  });
}

function notify(): void {
  for (const subscriber of subscribers) subscriber();
}

/** A name the reader's own writes or a live listener just saw: newer than any look-up. */
export function rememberDisplayName(uid: string, name: string | null): void {
  names.set(uid, name);
  fromCacheOnly.delete(uid);
  notify();
}

export function knownDisplayName(uid: string): KnownName {
  return names.get(uid);
}

export function subscribeToDisplayNames(subscriber: () => void): Unsubscribe {
  subscribers.add(subscriber);
  return () => subscribers.delete(subscriber);
}

/** Asks for names not known yet; rows that mount together are looked up together. */
export function requestDisplayName(uid: string): void {
  if (!uid || names.has(uid) || asked.has(uid)) return;
  wanted.add(uid);
  if (flushScheduled) return;
  flushScheduled = true;
  setTimeout(() => {
    flushScheduled = false;
    const batch = [...wanted];
    wanted.clear();
    for (let start = 0; start < batch.length; start += 30) void lookUp(batch.slice(start, start + 30));
  }, 0);
}

async function lookUp(uids: readonly string[]): Promise<void> {
  for (const uid of uids) asked.add(uid);
  try {
    const {db, fs} = await store();
    // A read that fails (offline, and not in the cache) counts as answered from the cache: unknown for now.
    const snapshots = await Promise.all(uids.map((uid) => fs.getDoc(fs.doc(db, userPath(uid))).then((snapshot) => snapshot, () => null)));
    const found = snapshots.filter((snapshot) => snapshot !== null && snapshot.exists()).map((snapshot) => snapshot!);
    if (snapshots.some((snapshot) => snapshot === null || snapshot.metadata.fromCache)) {
      // A cached name fills a gap but never replaces one heard live since; the server is asked later.
      const heardLive = (uid: string) => names.has(uid) && !fromCacheOnly.has(uid);
      const unsure = uids.filter((uid) => !heardLive(uid));
      for (const doc of found) if (!heardLive(doc.id)) names.set(doc.id, readDisplayName(doc.data()));
      askServerLater(unsure);
    } else {
      for (const doc of found) names.set(doc.id, readDisplayName(doc.data()));
      // Only the server can say an account is gone; a cache miss offline just means "not known yet".
      // A name a live listener or the reader's own write reported stays: their new profile may
      // not have reached the server when it answered.
      const foundIds = new Set(found.map((doc) => doc.id));
      for (const uid of uids) {
        if (!foundIds.has(uid) && (!names.has(uid) || fromCacheOnly.has(uid))) names.set(uid, null);
        fromCacheOnly.delete(uid);
      }
    }
  } catch {
    // Unknown names are shown as unknown; the next page view asks again.
  }
  for (const uid of uids) if (!names.has(uid)) asked.delete(uid);
  notify();
}

/** For tests: forget every name. */
export function forgetDisplayNames(): void {
  names.clear();
  asked.clear();
  wanted.clear();
  fromCacheOnly.clear();
  stopWaitingForServer?.();
  stopWaitingForServer = undefined;
}
