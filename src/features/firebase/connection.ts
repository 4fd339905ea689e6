/**
 * Whether Firestore can be reached: unknown (still finding out), online or offline. One watcher for
 * every feature that shows it (the community's connection status, My Chats' "waiting to sync").
 *
 * The SDK has no public "online" flag, but a listener with includeMetadataChanges tells us: it
 * reports fromCache=false once the server has answered, and fromCache=true again when the SDK
 * decides it is offline (no answer within 10 s, or a failed connection). The browser's own
 * online/offline events make the change visible at once rather than after the SDK's timeout.
 */
import type {Firestore} from 'firebase/firestore';
import type {FirestoreModule} from './index';

export type ConnectionState = 'unknown' | 'online' | 'offline';
export type Unsubscribe = () => void;

/** What the connection listener watches: a profile no account can have (readable by anyone). */
export const CONNECTION_PROBE = 'users/connection-probe';

/** The SDK's own limit before it calls itself offline; we give a first answer the same time. */
export const FIRST_ANSWER_TIMEOUT_MS = 10_000;

/** Pure: the state shown for what we know. */
export function connectionState(browserOnline: boolean, server: 'unknown' | 'synced' | 'cache-only'): ConnectionState {
  if (!browserOnline) return 'offline';
  if (server === 'synced') return 'online';
  return server === 'cache-only' ? 'offline' : 'unknown';
}

/**
 * How the watcher reaches Firestore, through the calling feature's own handle on it: runs `start`
 * once Firestore is ready (returning its stop function), or calls `failed` if it cannot start.
 */
export type WithFirestore = (start: (db: Firestore, fs: FirestoreModule) => Unsubscribe, failed: () => void) => Unsubscribe;

export type ConnectionWatchOptions = Readonly<{
  /** Other listeners that hear from the server prove the connection too, often before the probe. */
  onServerHeard?: (heard: () => void) => Unsubscribe;
  /** Told of every snapshot the probe gets (a feature can pass it on to its own listeners). */
  onSnapshot?: (fromCache: boolean) => void;
}>;

export function watchConnection(withFirestore: WithFirestore, onState: (state: ConnectionState) => void, options: ConnectionWatchOptions = {}): Unsubscribe {
  if (typeof window === 'undefined') return () => undefined;
  let browserOnline = navigator.onLine;
  let server: 'unknown' | 'synced' | 'cache-only' = 'unknown';
  let last: ConnectionState | undefined;
  const emit = () => {
    const next = connectionState(browserOnline, server);
    if (next !== last) onState((last = next));
  };

  // Until the server answers, a cached answer only means "not yet". If no answer comes within the
  // SDK's own timeout, call it offline.
  let timer: ReturnType<typeof setTimeout> | undefined;
  const waitForServer = () => {
    server = 'unknown';
    clearTimeout(timer);
    timer = setTimeout(() => {
      if (server === 'unknown') {
        server = 'cache-only';
        emit();
      }
    }, FIRST_ANSWER_TIMEOUT_MS);
  };
  waitForServer();

  const onOnline = () => {
    browserOnline = true;
    // Back online: "connecting" until the server confirms, unless the SDK never lost it.
    if (server !== 'synced') waitForServer();
    emit();
  };
  const onOffline = () => {
    browserOnline = false;
    emit();
  };
  window.addEventListener('online', onOnline);
  window.addEventListener('offline', onOffline);
  const stopHearing = options.onServerHeard?.(() => {
    server = 'synced';
    emit();
  });

  // A fixed, normally absent document every reader may read: the smallest possible listener, and
  // one that never overlaps the documents readers write.
  const stopListening = withFirestore(
    (db, fs) => {
      // A refused or failed connection is known long before the 10 s timeout: the SDK gives up on
      // the first failure, and a read that must come from the server then fails at once.
      fs.getDocFromServer(fs.doc(db, CONNECTION_PROBE)).then(
        () => {
          server = 'synced';
          emit();
        },
        () => {
          if (server === 'unknown') {
            server = 'cache-only';
            emit();
          }
        },
      );
      return fs.onSnapshot(
        fs.doc(db, CONNECTION_PROBE),
        {includeMetadataChanges: true},
        (snapshot) => {
          options.onSnapshot?.(snapshot.metadata.fromCache);
          if (!snapshot.metadata.fromCache) server = 'synced';
          else if (server === 'synced') server = 'cache-only';
          emit();
        },
        () => {
          server = 'cache-only';
          emit();
        },
      );
    },
    () => {
      server = 'cache-only';
      emit();
    },
  );

  emit();
  return () => {
    clearTimeout(timer);
    window.removeEventListener('online', onOnline);
    window.removeEventListener('offline', onOffline);
    stopHearing?.();
    stopListening();
  };
}
