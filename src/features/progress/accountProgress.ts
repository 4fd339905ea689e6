/**
 * A signed-in reader's progress in Firestore (shapes in ./model.ts, checked by firestore.rules).
 * Loaded only once someone is signed in, so signed-out readers never download Firestore for it.
 *
 * - Solves are written to the local cache at once and synced by Firestore when it can: an offline
 *   solve shows as solved, survives a reload (IndexedDB) and is sent once the connection returns.
 * - What this device solved while signed out joins the account when the reader signs in: each
 *   exercise is one document, so the union has no duplicates whichever side is newer, and the
 *   device's own list is emptied only once the server has every one of them.
 */
import type {DocumentData, QuerySnapshot, Timestamp} from 'firebase/firestore';
import {getDb, loadFirestoreSdk, type FirestoreModule} from '../firebase';
import {isExerciseId, newProgress, progressPath, WRITES_PER_BATCH} from './model';
import {progressStore, readDeviceProgress, type SolvedExercises} from './store';

function solvedFrom(snapshot: QuerySnapshot<DocumentData>): SolvedExercises {
  const solved: Record<string, number> = {};
  snapshot.forEach((document) => {
    // A solve not yet on the server has no server time: use the local estimate.
    const at = document.get('solvedAt', {serverTimestamps: 'estimate'}) as Timestamp | null;
    solved[document.id] = at?.toMillis() ?? Date.now();
  });
  return solved;
}

/** Progress is still shown, and kept by Firestore on the device: say why it did not reach the account. */
function onError(error: unknown): void {
  console.warn('PyDocs could not sync your exercise progress to your account:', error instanceof Error ? error.message : error);
}

/** Shows and syncs `uid`'s progress until the returned function is called (sign-out). */
export function followAccountProgress(uid: string): () => void {
  let stopped = false;
  let unsubscribe: (() => void) | null = null;

  void Promise.all([getDb(), loadFirestoreSdk()]).then(([db, firestore]: [Awaited<ReturnType<typeof getDb>>, FirestoreModule]) => {
    if (stopped) return;
    const progress = firestore.collection(db, progressPath(uid));
    const write = (ids: readonly string[]) => {
      const batch = firestore.writeBatch(db);
      ids.forEach((id) => batch.set(firestore.doc(progress, id), newProgress(firestore.serverTimestamp())));
      return batch.commit();
    };
    let current: SolvedExercises = {};
    let merged = false;

    progressStore.connectAccount({
      markSolved(id) {
        if (!isExerciseId(id)) return;
        write([id]).catch(onError);
      },
      async reset() {
        const ids = Object.keys(current);
        for (let start = 0; start < ids.length; start += WRITES_PER_BATCH) {
          const batch = firestore.writeBatch(db);
          ids.slice(start, start + WRITES_PER_BATCH).forEach((id) => batch.delete(firestore.doc(progress, id)));
          // Not awaited: offline, the deletes are applied locally now and sent later.
          batch.commit().catch(onError);
        }
      },
    });

    unsubscribe = firestore.onSnapshot(
      progress,
      // Metadata changes too: the merge waits for the first answer from the server, not the cache.
      {includeMetadataChanges: true},
      (snapshot) => {
        current = solvedFrom(snapshot);
        if (merged) {
          progressStore.showAccountProgress(current);
          return;
        }
        // Until the device's list has joined the account, show both: nothing seems lost meanwhile.
        const device = readDeviceProgress();
        progressStore.showAccountProgress({...device, ...current});
        if (snapshot.metadata.fromCache) return;
        merged = true;
        const missing = Object.keys(device).filter((id) => current[id] === undefined && isExerciseId(id));
        const writes: Promise<void>[] = [];
        for (let start = 0; start < missing.length; start += WRITES_PER_BATCH) writes.push(write(missing.slice(start, start + WRITES_PER_BATCH)));
        Promise.all(writes).then(() => progressStore.forgetOnDevice(Object.keys(device)), onError);
      },
      onError,
    );
  }, onError);

  return () => {
    stopped = true;
    unsubscribe?.();
    progressStore.disconnectAccount();
  };
}
