/**
 * Whether the community is connected to Firestore (the watcher is the site's one,
 * src/features/firebase/connection.ts), fed by every community listener: any listener that hears
 * from the server proves the connection works, often before the watcher's own small listener does
 * (the page's first query is answered first).
 */
import {
  FIRST_ANSWER_TIMEOUT_MS,
  connectionState,
  watchConnection as watchFirestoreConnection,
  type ConnectionState,
} from '../firebase';
import {listen, type Unsubscribe} from './store';

export {FIRST_ANSWER_TIMEOUT_MS, connectionState, type ConnectionState};

const serverHeard = new Set<() => void>();

export function noteSnapshot(fromCache: boolean): void {
  if (!fromCache) for (const heard of serverHeard) heard();
}

/** Calls `heard` each time a listener hears from the server (often: keep it cheap). */
export function onServerHeard(heard: () => void): Unsubscribe {
  serverHeard.add(heard);
  return () => serverHeard.delete(heard);
}

export function watchConnection(onState: (state: ConnectionState) => void): Unsubscribe {
  return watchFirestoreConnection((start, failed) => listen(({db, fs}) => start(db, fs), failed), onState, {onServerHeard, onSnapshot: noteSnapshot});
}
