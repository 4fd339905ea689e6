/**
 * The community's handle on Firestore. The SDK module is imported dynamically here, and only the
 * community pages call this, so doc pages never download Firestore (see features/firebase).
 */
import type {Firestore} from 'firebase/firestore';
import {getDb, loadFirestoreSdk, type FirestoreModule} from '../firebase';

export type {FirestoreModule};
export type Store = Readonly<{db: Firestore; fs: FirestoreModule}>;
export type Unsubscribe = () => void;

/**
 * What a write returns once it is in the local cache (and on screen). `synced` settles when the
 * server has accepted it, which offline can be much later; it rejects if the rules refuse it.
 */
export type LocalWrite = Readonly<{synced: Promise<void>}>;

let storePromise: Promise<Store> | undefined;

/**
 * Resolved when the SDK may load. A page can hold it back for a moment (holdStore) so what it
 * can show without the SDK paints first: the SDK is ~150 KiB gzipped and would otherwise share
 * the network and the main thread with that first paint.
 */
let storeAllowed: Promise<void> = Promise.resolve();

let allowStore: () => void = () => undefined;
let storeLoaded = false;

/**
 * Holds the SDK back until `letStoreLoad()` is called, or `maxWaitMs` at most (a stuck request
 * must not keep the live data away). Only before the SDK has been asked for.
 */
export function holdStore(maxWaitMs: number): void {
  if (storePromise) return;
  storeAllowed = new Promise<void>((resolve) => {
    allowStore = resolve;
    setTimeout(resolve, maxWaitMs);
  });
}

/** Lets the SDK load now (what was held back has been shown, or cannot be). */
export function letStoreLoad(): void {
  allowStore();
}

/** Whether the SDK is loaded, so a live query answers without waiting for a download. */
export function isStoreLoaded(): boolean {
  return storeLoaded;
}

export function store(): Promise<Store> {
  storePromise ??= storeAllowed.then(() => Promise.all([getDb(), loadFirestoreSdk()])).then(
    ([db, fs]) => {
      storeLoaded = true;
      return {db, fs};
    },
    (error: unknown) => {
      // Let the next call try again (the chunk may have failed to load while offline).
      storePromise = undefined;
      throw error;
    },
  );
  return storePromise;
}

/**
 * Starts a listener as soon as Firestore is loaded. The returned function stops it, whether it
 * has started yet or not, so React effects can clean up synchronously.
 */
export function listen(start: (store: Store) => Unsubscribe, onError: (error: unknown) => void): Unsubscribe {
  let stop: Unsubscribe | undefined;
  let stopped = false;
  store().then(
    (loaded) => {
      if (!stopped) stop = start(loaded);
    },
    (error: unknown) => {
      if (!stopped) onError(error);
    },
  );
  return () => {
    stopped = true;
    stop?.();
  };
}

/** Keeps an unobserved rejection from surfacing as an "unhandled rejection" while still exposing it. */
export function localWrite(commit: Promise<void>): LocalWrite {
  commit.catch(() => undefined);
  return {synced: commit};
}

type MaybeFirestoreError = {code?: unknown} | null | undefined;

/** A sentence for a failed read or write, for the alert next to what failed. */
export function friendlyDataError(error: unknown): string {
  const code = (error as MaybeFirestoreError)?.code;
  switch (code) {
    case 'permission-denied':
      return 'You are not allowed to do that (or it changed in the meantime). Reload the page and try again.';
    case 'unauthenticated':
      return 'Please log in again.';
    case 'failed-precondition':
      return 'The community database is not ready for this request yet. Please try again later.';
    case 'unavailable':
    case 'deadline-exceeded':
      return 'We could not reach the community server. Check your connection; we will keep trying.';
    case 'not-found':
      return 'That no longer exists.';
    default:
      return 'Something went wrong. Please try again.';
  }
}
